// EPD lines read into fields and operations, and written back keeping every operation's bytes.
#include "epd.h"

#include "fen_text.h"

#include <array>
#include <utility>

namespace forsyth {
namespace {

bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// A blank between EPD tokens: ASCII space and tab and the Unicode spaces the FEN reader skips.
std::size_t blankAt(std::string_view t, std::size_t i)
{
    return t[i] == ' ' || t[i] == '\t' ? 1 : unicodeSpaceAt(t, i);
}

std::size_t skipBlanks(std::string_view t, std::size_t i)
{
    while (i < t.size()) {
        const std::size_t n = blankAt(t, i);
        if (n == 0)
            break;
        i += n;
    }
    return i;
}

// A token from i: up to a blank or ';'.
std::size_t tokenEnd(std::string_view t, std::size_t i)
{
    while (i < t.size() && t[i] != ';' && blankAt(t, i) == 0)
        ++i;
    return i;
}

// Loose, as the paste path has it: what someone meant as a placement, right or wrong, so the
// FEN reader, not "this is no EPD", says what is wrong with it.
bool looksLikePlacement(std::string_view token)
{
    int slashes = 0;
    for (const char c : token) {
        if (!isLetter(c) && !isDigit(c) && c != '/' && c != '~')
            return false;
        slashes += c == '/' ? 1 : 0;
    }
    return slashes >= 3;
}

// A quoted string whose opening quote is at i: its value and the index past the closing
// quote; nullopt when the line ends first.
std::optional<std::pair<std::string, std::size_t>> quotedAt(std::string_view t, std::size_t i)
{
    std::string value;
    for (++i; i < t.size(); ++i) {
        if (t[i] == '"')
            return std::pair{std::move(value), i + 1};
        if (t[i] == '\\' && i + 1 < t.size() && (t[i + 1] == '"' || t[i + 1] == '\\'))
            ++i;
        value += t[i];
    }
    return std::nullopt;
}

std::optional<EpdOperation> operationAt(std::string_view line, std::size_t& i)
{
    EpdOperation op;
    op.start = i;
    const std::size_t nameEnd = tokenEnd(line, i);
    op.opcode = std::string(line.substr(i, nameEnd - i));
    if (!isLetter(op.opcode[0]))
        return std::nullopt;
    for (const char c : op.opcode) {
        if (!isLetter(c) && !isDigit(c) && c != '_')
            return std::nullopt;
    }
    i = skipBlanks(line, nameEnd);
    while (i < line.size() && line[i] != ';') {
        if (auto quoted = line[i] == '"' ? quotedAt(line, i) : std::nullopt) {
            op.operands.push_back(std::move(quoted->first));
            i = quoted->second;
        } else {
            // A string left open is no operand (no title `"abc`, no clock `"3`); the
            // operation still ends at the next ';'.
            const std::size_t end = tokenEnd(line, i);
            if (line[i] != '"')
                op.operands.emplace_back(line.substr(i, end - i));
            i = end;
        }
        i = skipBlanks(line, i);
    }
    if (i < line.size())
        ++i; // the ';'
    op.end = i;
    return op;
}

// The clock operands as the FEN's counters: digits only, or nothing.
bool isCounter(std::string_view s)
{
    return !s.empty() && s.size() <= 4 && s.find_first_not_of("0123456789") == std::string_view::npos;
}

} // namespace

const EpdOperation* EpdLine::find(std::string_view opcode) const
{
    for (const EpdOperation& op : operations) {
        if (op.opcode == opcode)
            return &op;
    }
    return nullptr;
}

std::string EpdLine::operand(std::string_view opcode) const
{
    const EpdOperation* op = find(opcode);
    return op && !op->operands.empty() ? op->operands.front() : std::string();
}

std::optional<EpdLine> readEpdLine(std::string_view line)
{
    EpdLine result;
    std::size_t i = skipBlanks(line, 0);
    std::array<std::size_t, 4> ends{};
    result.fieldsStart = i;
    for (std::size_t& end : ends) {
        i = skipBlanks(line, i);
        end = tokenEnd(line, i);
        if (end == i)
            return std::nullopt;
        i = end;
    }
    if (!looksLikePlacement(
            line.substr(result.fieldsStart, tokenEnd(line, result.fieldsStart) - result.fieldsStart)))
        return std::nullopt;
    result.fieldsEnd = ends[3];
    result.fen = std::string(line.substr(result.fieldsStart, result.fieldsEnd - result.fieldsStart));
    for (i = skipBlanks(line, i); i < line.size(); i = skipBlanks(line, i)) {
        auto op = operationAt(line, i);
        if (!op)
            return std::nullopt;
        result.operations.push_back(std::move(*op));
    }
    const std::string halfmove = result.operand("hmvc");
    const std::string fullmove = result.operand("fmvn");
    if (isCounter(halfmove) || isCounter(fullmove)) {
        result.fen += ' ' + (isCounter(halfmove) ? halfmove : "0");
        result.fen += ' ' + (isCounter(fullmove) ? fullmove : "1");
    }
    return result;
}

std::string epdQuoted(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        // A line break would end the record early.
        out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
    return out + '"';
}

std::string writeEpdLine(const Position& pos, std::string_view title,
    const std::vector<EpdOperation>& operations, std::string_view line, FenWriteOptions options)
{
    const std::string fen = writeFen(pos, options);
    std::size_t fourEnd = 0;
    for (int spaces = 0; spaces < 4 && fourEnd != std::string::npos; ++spaces)
        fourEnd = fen.find(' ', fourEnd + (spaces > 0 ? 1 : 0));
    std::string out = fen.substr(0, fourEnd);

    const std::string fullmove = "fmvn " + std::to_string(pos.fullmoveNumber) + ';';
    const std::string halfmove = "hmvc " + std::to_string(pos.halfmoveClock) + ';';
    const std::string id = "id " + epdQuoted(title) + ';';
    bool fullmoveWritten = false;
    bool halfmoveWritten = false;
    bool idWritten = false;
    for (const EpdOperation& op : operations) {
        if (op.opcode == "fmvn") {
            if (!std::exchange(fullmoveWritten, true))
                out += ' ' + fullmove;
        } else if (op.opcode == "hmvc") {
            if (!std::exchange(halfmoveWritten, true))
                out += ' ' + halfmove;
        } else if (op.opcode == "id") {
            if (!title.empty() && !std::exchange(idWritten, true))
                out += ' ' + id;
        } else {
            out += ' ';
            out.append(line.substr(op.start, op.end - op.start));
            if (op.end == op.start || line[op.end - 1] != ';')
                out += ';';
        }
    }
    // Those the line lacked, in ASCII order as the PGN standard's EPD export has them; the
    // clocks only when not the defaults EPD stands for.
    if (!fullmoveWritten && pos.fullmoveNumber != 1)
        out += ' ' + fullmove;
    if (!halfmoveWritten && pos.halfmoveClock != 0)
        out += ' ' + halfmove;
    if (!idWritten && !title.empty())
        out += ' ' + id;
    return out;
}

} // namespace forsyth
