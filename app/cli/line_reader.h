// Splits a byte stream into lines in constant memory, for `forsyth check` reading stdin.
#pragma once

#include <cstddef>
#include <cstdio>
#include <functional>
#include <string_view>
#include <vector>

namespace forsyth {

// Reads chunks from a FILE's descriptor (or from memory, for tests and the fuzzer) and hands
// out one line at a time, without its "\n" or "\r\n". It uses read(2), not fread: fread
// waits for a whole chunk, so a program feeding one line and waiting for the answer (or a
// person typing) would hang; read(2) returns what is there, and a full pipe still comes in
// 64 KiB at a time. A line longer than maxLine is not
// kept: it is reported as too long, with its length, and the rest of it is skipped, so
// memory stays bounded by maxLine whatever arrives. NUL bytes are ordinary bytes.
class LineReader {
public:
    static constexpr std::size_t DefaultMaxLine = 64 * 1024;

    struct Line {
        std::string_view text;  // valid until the next call to next(); empty when tooLong
        std::size_t length = 0; // the line's full length in bytes
        bool tooLong = false;
        std::string_view prefix; // when tooLong: the line's first bytes, for the report
    };

    explicit LineReader(std::FILE* in, std::size_t maxLine = DefaultMaxLine);
    explicit LineReader(std::string_view data, std::size_t maxLine = DefaultMaxLine);

    // The next line; false at the end of the input. A last line without a final newline
    // still counts; an input ending in "\n" has no empty line after it.
    bool next(Line& line);

    // True when reading from the FILE failed (as opposed to ending).
    bool failed() const { return failed_; }

    // Called before a read that would wait for input, so the caller can flush the answers to
    // the lines it has so far: the other end may be waiting for them before it writes more.
    // (A read of input already there goes ahead without it: answers go out in large blocks.)
    void setBeforeRead(std::function<void()> hook) { beforeRead_ = std::move(hook); }

private:
    static constexpr std::size_t ChunkSize = 64 * 1024;
    static constexpr std::size_t PrefixSize = 64;

    std::size_t read(char* into, std::size_t size);
    bool fill();
    void skipRestOfLine(Line& line);
    void takeLine(std::size_t begin, std::size_t end, Line& line);

    std::FILE* file_ = nullptr;
    std::string_view memory_;
    std::size_t maxLine_;
    std::vector<char> buffer_;
    std::size_t begin_ = 0; // unread bytes are buffer_[begin_, end_)
    std::size_t end_ = 0;
    bool eof_ = false;
    bool failed_ = false;
    char prefix_[PrefixSize] = {};
    std::function<void()> beforeRead_;
};

} // namespace forsyth
