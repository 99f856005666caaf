// Standard output as the commands write it: with write(2), so that a failure (a full disk,
// /dev/full, a closed pipe) is seen where it happens. Through stdio it would surface, if at
// all, in the flush at exit, after the exit status was decided.
#pragma once

#include <string_view>

namespace forsyth {

class Output {
public:
    // A file descriptor to write to: standard output unless a test says otherwise.
    explicit Output(int fd = 1)
        : fd_(fd)
    { }

    // Writes all of text; false when it could not. After the first failure nothing more is
    // written and every call returns false.
    bool write(std::string_view text);

    bool failed() const { return error_ != 0; }
    // The errno of the failed write: ENOSPC for a full disk, EPIPE for a closed pipe, ...
    int error() const { return error_; }

private:
    int fd_;
    int error_ = 0;
};

} // namespace forsyth
