#include "line_reader.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <poll.h>
#include <unistd.h>

namespace forsyth {
namespace {

// Whether a read of fd would return at once (data, the end, or an error) rather than wait.
bool inputWaiting(int fd)
{
    pollfd descriptor{fd, POLLIN, 0};
    return ::poll(&descriptor, 1, 0) > 0;
}

} // namespace

LineReader::LineReader(std::FILE* in, std::size_t maxLine)
    : file_(in)
    , maxLine_(maxLine)
    // Room for a whole line of maxLine bytes plus "\r\n", and a chunk to read into.
    , buffer_(maxLine + 2 + ChunkSize)
{ }

LineReader::LineReader(std::string_view data, std::size_t maxLine)
    : memory_(data)
    , maxLine_(maxLine)
    , buffer_(maxLine + 2 + ChunkSize)
{ }

std::size_t LineReader::read(char* into, std::size_t size)
{
    if (!file_) {
        const std::size_t n = std::min(size, memory_.size());
        std::memcpy(into, memory_.data(), n);
        memory_.remove_prefix(n);
        return n;
    }
    const int fd = fileno(file_);
    if (beforeRead_ && !inputWaiting(fd))
        beforeRead_();
    for (;;) {
        const ssize_t n = ::read(fd, into, size);
        if (n >= 0)
            return static_cast<std::size_t>(n);
        if (errno != EINTR) {
            failed_ = true;
            return 0;
        }
    }
}

// Moves the unread bytes to the front and reads more after them; false at the end.
bool LineReader::fill()
{
    if (eof_)
        return false;
    if (begin_ > 0) {
        std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
        end_ -= begin_;
        begin_ = 0;
    }
    const std::size_t n = read(buffer_.data() + end_, buffer_.size() - end_);
    if (n == 0) {
        eof_ = true;
        return false;
    }
    end_ += n;
    return true;
}

void LineReader::takeLine(std::size_t begin, std::size_t end, Line& line)
{
    if (end > begin && buffer_[end - 1] == '\r')
        --end;
    const std::string_view text(buffer_.data() + begin, end - begin);
    line.length = text.size();
    line.tooLong = text.size() > maxLine_;
    line.text = line.tooLong ? std::string_view() : text;
    line.prefix = line.tooLong ? text.substr(0, PrefixSize) : std::string_view();
}

// The line in the buffer has no newline yet and is already too long: keep its first bytes
// for the report, count the rest as it streams past, and stop after its newline.
void LineReader::skipRestOfLine(Line& line)
{
    const std::size_t prefixSize = std::min(PrefixSize, end_ - begin_);
    std::memcpy(prefix_, buffer_.data() + begin_, prefixSize);
    std::size_t length = end_ - begin_;
    char last = buffer_[end_ - 1];
    begin_ = end_ = 0;
    for (;;) {
        if (!fill())
            break;
        const void* newline = std::memchr(buffer_.data(), '\n', end_);
        if (newline) {
            const auto at = static_cast<std::size_t>(static_cast<const char*>(newline) - buffer_.data());
            length += at;
            if (at > 0)
                last = buffer_[at - 1];
            begin_ = at + 1;
            break;
        }
        length += end_;
        last = buffer_[end_ - 1];
        begin_ = end_ = 0;
    }
    if (last == '\r')
        --length;
    line.text = {};
    line.length = length;
    line.tooLong = true;
    line.prefix = std::string_view(prefix_, prefixSize);
}

bool LineReader::next(Line& line)
{
    for (;;) {
        const std::size_t pending = end_ - begin_;
        if (const void* newline = std::memchr(buffer_.data() + begin_, '\n', pending)) {
            const auto at = static_cast<std::size_t>(static_cast<const char*>(newline) - buffer_.data());
            takeLine(begin_, at, line);
            begin_ = at + 1;
            return true;
        }
        // maxLine bytes and a "\r" still fit a line that is not too long.
        if (pending > maxLine_ + 1) {
            skipRestOfLine(line);
            return true;
        }
        if (!fill()) {
            if (begin_ == end_)
                return false;
            takeLine(begin_, end_, line);
            begin_ = end_;
            return true;
        }
    }
}

} // namespace forsyth
