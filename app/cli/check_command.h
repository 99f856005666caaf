// `forsyth check [--strict] [--json] [FEN ...]`: one verdict line for each FEN given as an
// argument, or for each line of standard input when there is none.
#pragma once

#include "line_reader.h"
#include "output.h"

#include <string>
#include <string_view>

namespace forsyth {

struct CheckOptions {
    bool strict = false;                              // FenMode::Strict instead of Lenient
    bool json = false;                                // one JSON object a line instead of a readable verdict
    std::size_t maxLine = LineReader::DefaultMaxLine; // longer input is refused unread
};

// Appends exactly one line, ending in '\n' and valid UTF-8 whatever the input, judging
// `input`; true when it parsed. Input longer than options.maxLine is refused unread.
bool checkLine(std::string_view input, const CheckOptions& options, std::string& out);

// The line for input too long to read: `prefix` is its beginning, `length` its size.
void appendTooLong(
    std::string_view prefix, std::size_t length, const CheckOptions& options, std::string& out);

// Checks every line of `in`; returns the exit status: 0 when every line parsed, else 1.
// The Output version writes in large blocks but flushes whenever it is about to wait for
// input, so a program talking to it line by line gets each answer at once; it stops reading
// at the first write that fails (then out.failed()).
int checkStream(LineReader& in, const CheckOptions& options, Output& out);
int checkStream(LineReader& in, const CheckOptions& options, std::string& out);

// The whole subcommand; argv[1] is "check". Needs a QCoreApplication. Returns the exit
// status: 0 every input parsed, 1 some did not, 2 a usage error, 3 the output could not be
// written (quietly when the reader closed the pipe).
int runCheck(int argc, char** argv);

} // namespace forsyth
