// Root passes every permission check, so a test run as root cannot meet what a user meets in
// a folder they may not write into. While an Unprivileged lives, the calling thread is held to
// the permissions of files and folders as any user is: CAP_DAC_OVERRIDE leaves its effective
// capabilities (kept in the permitted set) and comes back when it goes. Nothing to do for
// any other user, who is held to them already.
#pragma once

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

class Unprivileged {
public:
    Unprivileged()
    {
#ifdef Q_OS_LINUX
        if (syscall(SYS_capget, &header_, before_) != 0)
            return;
        constexpr unsigned override = 1U << CAP_DAC_OVERRIDE;
        if ((before_[0].effective & override) == 0) {
            held_ = true; // permissions already apply
            return;
        }
        __user_cap_data_struct without[2] = {before_[0], before_[1]};
        without[0].effective &= ~override;
        held_ = dropped_ = syscall(SYS_capset, &header_, without) == 0;
#else
        held_ = true;
#endif
    }
    ~Unprivileged()
    {
#ifdef Q_OS_LINUX
        if (dropped_)
            syscall(SYS_capset, &header_, before_);
#endif
    }
    Unprivileged(const Unprivileged&) = delete;
    Unprivileged& operator=(const Unprivileged&) = delete;

    // Whether permissions now apply to this thread (false: the privilege could not be dropped).
    bool held() const { return held_; }

private:
    bool held_ = false;
    bool dropped_ = false;
#ifdef Q_OS_LINUX
    __user_cap_header_struct header_{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct before_[2]{};
#endif
};
