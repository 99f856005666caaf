// Hand-written JSON output for the command line (check, positions, solve, read-image with
// --json): one object per line, built into a reused std::string so a million lines cost no
// allocation each. `check --json` writes its fixed shape as a template with these strings in it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace forsyth {

// Appends text as a JSON string literal (quotes included). Control characters, NUL among
// them, are escaped; bytes that are not valid UTF-8 become U+FFFD, so the result is valid
// JSON whatever the input.
void appendJsonString(std::string& out, std::string_view text);

// Appends text with every invalid UTF-8 sequence replaced by U+FFFD.
void appendValidUtf8(std::string& out, std::string_view text);
bool isValidUtf8(std::string_view text);

// Where byte `offset` of text lands in what appendValidUtf8 (and appendJsonString) makes of
// it, where each invalid sequence takes the 3 bytes of its U+FFFD. An offset inside an invalid
// sequence lands before its U+FFFD, or after it when `after` is true (for the end of a span).
std::size_t validUtf8Offset(std::string_view text, std::size_t offset, bool after);

// The length of text without an incomplete character at its end: for cutting text short
// without leaving half a character (which would show as U+FFFD).
std::size_t wholeCharactersLength(std::string_view text);

// Writes nested objects and arrays, placing the commas itself. It trusts its caller (our own
// code, a few levels deep) to balance brackets; past MaxDepth it merely stops placing commas.
class JsonWriter {
public:
    explicit JsonWriter(std::string& out)
        : out_(out)
    { }

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }

    // A key inside an object; the next call writes its value. Keys are the program's own
    // names, printable ASCII with no '"' or '\\', written as they are.
    void key(std::string_view name);

    void value(std::string_view text);
    void value(const char* text) { value(std::string_view(text)); }
    void value(bool b);
    void value(std::int64_t n);
    void value(int n) { value(static_cast<std::int64_t>(n)); }
    void value(std::size_t n) { value(static_cast<std::int64_t>(n)); }
    void value(double x); // shortest form that reads back the same; null for NaN or infinity
    void null();

private:
    void separate();
    void open(char bracket);
    void close(char bracket);

    static constexpr int MaxDepth = 16;
    std::string& out_;
    std::array<bool, MaxDepth> first_{};
    int depth_ = 0;
    bool afterKey_ = false;
};

} // namespace forsyth
