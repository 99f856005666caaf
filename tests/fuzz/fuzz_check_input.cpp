// libFuzzer target: arbitrary bytes through `forsyth check`'s input path, as if piped to
// its standard input (line reader + checkLine) and as one argument, in JSON and plain
// modes, strict and lenient. Every input line must give exactly one output line, ending
// in '\n' and valid UTF-8; a JSON line must at least look like one object; on two worker
// threads the answers are the same.
#include "check_command.h"
#include "json_writer.h"
#include "line_reader.h"
#include "output.h"
#include "parallel_check.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <sys/mman.h>
#include <unistd.h>

using namespace forsyth;

namespace {

[[noreturn]] void fail(const char* what, std::string_view line)
{
    std::fprintf(stderr, "fuzz_check_input: %s\n  output line: %.*s\n", what,
        static_cast<int>(std::min<std::size_t>(line.size(), 500)), line.data());
    std::abort();
}

// Lines the reader must produce: one per '\n', plus a last one without it.
std::size_t expectedLines(std::string_view data)
{
    const auto newlines = static_cast<std::size_t>(std::count(data.begin(), data.end(), '\n'));
    return newlines + (!data.empty() && data.back() != '\n' ? 1 : 0);
}

void verify(std::string_view out, std::size_t lines, const CheckOptions& options)
{
    if (!out.empty() && out.back() != '\n')
        fail("output does not end with a newline", out);
    std::size_t count = 0;
    while (!out.empty()) {
        const std::size_t end = out.find('\n');
        const std::string_view line = out.substr(0, end);
        out.remove_prefix(end + 1);
        ++count;
        if (!isValidUtf8(line))
            fail("output line is not valid UTF-8", line);
        if (options.json && (line.size() < 2 || line.front() != '{' || line.back() != '}'))
            fail("JSON line is not an object", line);
        if (!options.json && line.empty())
            fail("empty verdict line", line);
    }
    if (count != lines)
        fail("output line count differs from input line count", {});
}

// The same input on two worker threads (parallel_check.h) must give the same bytes and status.
void compareWithWorkers(
    std::string_view input, const CheckOptions& options, const std::string& expected, int status)
{
    static const int fd = memfd_create("fuzz_check_input", 0);
    if (fd < 0 || ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0)
        fail("no memory file for the workers' output", {});
    Output out(fd);
    LineReader reader(input, options.maxLine);
    if (checkStreamInParallel(reader, options, out, 2) != status)
        fail("the workers' exit status differs", {});
    std::string written(expected.size() + 1, '\0');
    const ssize_t n = pread(fd, written.data(), written.size(), 0);
    if (n < 0 || written.substr(0, static_cast<std::size_t>(n)) != expected)
        fail("the workers' answers differ", written);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    static std::string out;
    for (const bool json : {true, false}) {
        for (const bool strict : {false, true}) {
            CheckOptions options;
            options.json = json;
            options.strict = strict;
            // A small cap in one pass so the fuzzer reaches the too-long path cheaply.
            options.maxLine = strict ? 200 : LineReader::DefaultMaxLine;

            out.clear();
            LineReader reader(input, options.maxLine);
            const int status = checkStream(reader, options, out);
            if (status != 0 && status != 1)
                fail("exit status neither 0 nor 1", {});
            verify(out, expectedLines(input), options);
            if (!strict)
                compareWithWorkers(input, options, out, status);

            // The same bytes as one command-line argument: exactly one line, whatever it holds.
            out.clear();
            checkLine(input, options, out);
            verify(out, 1, options);
        }
    }
    return 0;
}
