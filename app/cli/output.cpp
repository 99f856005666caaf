#include "output.h"

#include <cerrno>
#include <unistd.h>

namespace forsyth {

bool Output::write(std::string_view text)
{
    while (!failed() && !text.empty()) {
        const ssize_t n = ::write(fd_, text.data(), text.size());
        if (n > 0)
            text.remove_prefix(static_cast<std::size_t>(n));
        else if (n < 0 && errno != EINTR)
            error_ = errno;
        else if (n == 0)
            error_ = EIO; // a regular file never returns 0 for a non-empty write; do not spin
    }
    return !failed();
}

} // namespace forsyth
