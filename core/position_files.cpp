// Writing and reading .fen, .epd and .pgn: the FEN is always writeFen's, and reading goes
// through the paste path's EPD and PGN forms, so there is one way in for each.
#include "position_files.h"

#include "epd.h"
#include "findings.h"

#include <algorithm>
#include <vector>

namespace forsyth {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

// The first line holding more than white space, trimmed; start == end when there is none.
struct Line {
    std::size_t start = 0;
    std::size_t end = 0;
};

Line firstNonEmptyLine(std::string_view text)
{
    std::size_t i = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0; // Windows editors' BOM
    while (i < text.size() && isBlank(text[i]))
        ++i;
    std::size_t end = i;
    while (end < text.size() && text[end] != '\n' && text[end] != '\r')
        ++end;
    while (end > i && isBlank(text[end - 1]))
        --end;
    return {i, end};
}

// The text with text[start, end) (its FEN) as one mark, without a byte-order mark, with each
// line's trailing white space and the blank lines at either end left out, lines ending in \n.
std::string outline(std::string_view text, std::size_t start, std::size_t end)
{
    constexpr char FenMark = '\x01';
    std::string masked(text.substr(0, start));
    masked += FenMark;
    masked.append(text.substr(end));
    std::string_view rest = masked;
    if (rest.substr(0, 3) == "\xEF\xBB\xBF")
        rest.remove_prefix(3);
    std::string out;
    while (!rest.empty()) {
        std::size_t lineEnd = 0;
        while (lineEnd < rest.size() && rest[lineEnd] != '\n' && rest[lineEnd] != '\r')
            ++lineEnd;
        std::size_t kept = lineEnd;
        while (kept > 0 && isBlank(rest[kept - 1]))
            --kept;
        out.append(rest.substr(0, kept));
        out += '\n';
        // \r\n, \r or \n: one line break.
        const bool crlf = lineEnd + 1 < rest.size() && rest[lineEnd] == '\r' && rest[lineEnd + 1] == '\n';
        rest.remove_prefix(std::min(rest.size(), lineEnd + (crlf ? 2 : 1)));
    }
    const std::size_t first = out.find_first_not_of('\n');
    if (first == std::string::npos)
        return {};
    return out.substr(first, out.find_last_not_of('\n') + 1 - first);
}

} // namespace

std::optional<PositionFileFormat> positionFileFormat(std::string_view fileName)
{
    const std::size_t dot = fileName.rfind('.');
    if (dot == std::string_view::npos || fileName.size() - dot != 4)
        return std::nullopt;
    std::string extension;
    for (const char c : fileName.substr(dot + 1))
        extension += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    for (const auto format : {PositionFileFormat::Fen, PositionFileFormat::Epd, PositionFileFormat::Pgn}) {
        if (extension == fileExtension(format))
            return format;
    }
    return std::nullopt;
}

std::string_view fileExtension(PositionFileFormat format)
{
    switch (format) {
    case PositionFileFormat::Fen:
        return "fen";
    case PositionFileFormat::Epd:
        return "epd";
    case PositionFileFormat::Pgn:
        break;
    }
    return "pgn";
}

std::string writeFenFile(const Position& pos, FenWriteOptions options)
{
    return writeFen(pos, options) + '\n';
}

std::string writeEpd(const Position& pos, std::string_view title, FenWriteOptions options)
{
    return writeEpdLine(pos, title, {}, {}, options) + '\n';
}

std::string writePgn(const Position& pos, std::string_view title, FenWriteOptions options)
{
    // PGN readers (Lichess, chess.js, python-chess, ChessBase) take KQkq and X-FEN's file
    // letters, not Shredder-FEN's HAha for an ordinary start: the tag is X-FEN whatever the
    // editor shows. Castling that only Chess960 allows needs the Variant tag to be read so.
    if (options.castling == CastlingNotation::Shredder)
        options.castling = CastlingNotation::XFen;
    const std::vector<Finding> findings = judge(pos);
    const bool chess960 = std::any_of(findings.begin(), findings.end(),
        [](const Finding& f) { return f.code == FindingCode::Chess960Castling; });
    std::string out = "[Event " + (title.empty() ? std::string("\"?\"") : epdQuoted(title)) + "]\n";
    out += "[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
           "[Result \"*\"]\n";
    if (chess960)
        out += "[Variant \"Chess960\"]\n";
    out += "[SetUp \"1\"]\n[FEN " + epdQuoted(writeFen(pos, options)) + "]\n\n*\n";
    return out;
}

std::string writePositionFile(
    PositionFileFormat format, const Position& pos, std::string_view title, FenWriteOptions options)
{
    switch (format) {
    case PositionFileFormat::Fen:
        return writeFenFile(pos, options);
    case PositionFileFormat::Epd:
        return writeEpd(pos, title, options);
    case PositionFileFormat::Pgn:
        break;
    }
    return writePgn(pos, title, options);
}

PastedFen readPositionFile(PositionFileFormat format, std::string_view text)
{
    using Kind = PastedFen::Kind;
    if (format == PositionFileFormat::Pgn) {
        PastedFen found = unwrapPastedText(text);
        return found.kind == Kind::Pgn ? found : PastedFen{};
    }
    const Line line = firstNonEmptyLine(text);
    if (line.start == line.end)
        return {};
    const std::string_view lineText = text.substr(line.start, line.end - line.start);
    if (format == PositionFileFormat::Fen)
        return {Kind::BareFen, std::string(lineText), {}, line.start, line.end};
    PastedFen found = unwrapPastedText(lineText);
    if (found.kind != Kind::Epd && found.kind != Kind::BareFen)
        return {};
    found.start += line.start;
    found.end += line.start;
    return found;
}

bool writingKeepsAll(PositionFileFormat format, std::string_view text)
{
    const PastedFen found = readPositionFile(format, text);
    if (!found.found())
        return false;
    const FenReadResult read = readFen(found.fen, FenMode::Lenient);
    if (!read.ok())
        return false;
    const std::string kept = outline(text, found.start, found.end);
    // A file that is its FEN and nothing else (a .fen file, or a whole FEN in an .epd file):
    // all it says is in the position.
    if (kept == "\x01")
        return true;
    const std::string written = writePositionFile(format, *read.position, found.title);
    const PastedFen again = readPositionFile(format, written);
    return again.found() && kept == outline(written, again.start, again.end);
}

} // namespace forsyth
