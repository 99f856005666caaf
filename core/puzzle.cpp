#include "puzzle.h"

#include "findings.h"
#include "pgn.h"
#include "san.h"

#include <algorithm>
#include <array>

namespace forsyth {
namespace {

constexpr std::string_view TestedWord = "C+";

std::vector<std::string_view> words(std::string_view text)
{
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t start = text.find_first_not_of(" \t", at);
        if (start == std::string_view::npos)
            break;
        const std::size_t end = std::min(text.find_first_of(" \t", start), text.size());
        out.push_back(text.substr(start, end - start));
        at = end;
    }
    return out;
}

// The note's text with its C+ word set or taken away, the other words kept in order.
std::string noteWithMark(std::string_view note, bool tested)
{
    std::string out;
    for (const std::string_view word : words(note)) {
        if (word == TestedWord)
            continue;
        if (!out.empty())
            out += ' ';
        out += word;
    }
    if (tested) {
        if (!out.empty())
            out += ' ';
        out += TestedWord;
    }
    return out;
}

bool isCommentOpcode(std::string_view opcode)
{
    return opcode.size() == 2 && opcode[0] == 'c' && opcode[1] >= '0' && opcode[1] <= '9';
}

// The EPD comment holding the stipulation: the first c0-c9 whose text starts with one.
const EpdOperation* stipulationComment(const EpdLine& line)
{
    for (const EpdOperation& op : line.operations)
        if (isCommentOpcode(op.opcode) && !op.operands.empty() && readStipulationNote(op.operands.front()))
            return &op;
    return nullptr;
}

bool isMarkOnly(const EpdOperation& op)
{
    return isCommentOpcode(op.opcode) && op.operands.size() == 1 && op.operands.front() == TestedWord;
}

std::optional<Move> sanMove(const Position& pos, std::string_view san) { return readSan(pos, san).move; }

void claimEpd(const EpdLine& line, const Position& pos, PuzzleClaim& claim)
{
    if (const EpdOperation* comment = stipulationComment(line)) {
        const StipulationNote note = *readStipulationNote(comment->operands.front());
        claim.stipulation = note.stipulation;
        claim.computerTested = note.computerTested;
    } else if (const std::string dm = line.operand("dm"); !dm.empty()) {
        claim.stipulation = parseStipulation("#" + dm);
    }
    claim.computerTested
        = claim.computerTested || std::any_of(line.operations.begin(), line.operations.end(), isMarkOnly);
    // A place for C+: the stipulation's comment, a lone C+ already there, or a free c0-c9.
    const auto comments = std::count_if(line.operations.begin(), line.operations.end(),
        [](const EpdOperation& op) { return isCommentOpcode(op.opcode); });
    claim.markable = claim.stipulation && (stipulationComment(line) || claim.computerTested || comments < 10);
    if (const EpdOperation* bm = line.find("bm")) {
        for (const std::string& san : bm->operands)
            if (const auto move = sanMove(pos, san))
                claim.keys.push_back(*move);
    } else if (const std::string pv = line.operand("pv"); !pv.empty()) {
        if (const auto move = sanMove(pos, pv))
            claim.keys.push_back(*move);
    }
}

// Lichess's themes name a mate by its length: mateIn1 ... mateIn5.
std::optional<Stipulation> mateTheme(std::string_view themes)
{
    for (const std::string_view word : words(themes)) {
        constexpr std::string_view prefix = "mateIn";
        if (word.size() == prefix.size() + 1 && word.substr(0, prefix.size()) == prefix)
            return parseStipulation(std::string(1, '#').append(word.substr(prefix.size())));
    }
    return std::nullopt;
}

std::string_view lineOf(std::string_view bytes)
{
    while (!bytes.empty() && (bytes.back() == '\n' || bytes.back() == '\r'))
        bytes.remove_suffix(1);
    return bytes;
}

std::optional<std::string> markedEpd(std::string_view bytes, bool tested)
{
    const std::string_view line = lineOf(bytes);
    const std::optional<EpdLine> epd = readEpdLine(line);
    if (!epd)
        return std::nullopt;
    const EpdOperation* comment = stipulationComment(*epd);
    if (!comment && epd->operand("dm").empty())
        return std::nullopt;
    // Each operation kept as written, but the one holding the mark.
    std::string out(line.substr(0, epd->operations.empty() ? line.size() : epd->operations.front().start));
    std::array<bool, 10> used{};
    std::size_t at = out.size();
    const auto keep = [&](std::size_t upTo) { out.append(line.substr(at, upTo - at)); };
    for (const EpdOperation& op : epd->operations) {
        if (isCommentOpcode(op.opcode))
            used[static_cast<std::size_t>(op.opcode[1] - '0')] = true;
        if (&op == comment) {
            keep(op.start);
            out += op.opcode + " " + epdQuoted(noteWithMark(op.operands.front(), tested)) + ";";
            at = op.end;
        } else if (isMarkOnly(op) && (comment || !tested)) {
            // A lone C+ goes: the stipulation's comment carries the mark, or it is taken away.
            keep(op.start);
            at = op.end;
            while (at < line.size() && line[at] == ' ')
                ++at;
        }
    }
    keep(line.size());
    const bool alreadyMarked = std::any_of(epd->operations.begin(), epd->operations.end(), isMarkOnly);
    if (!comment && tested && !alreadyMarked) {
        const auto free = std::find(used.begin(), used.end(), false);
        if (free == used.end())
            return std::nullopt;
        while (!out.empty() && out.back() == ' ')
            out.pop_back();
        out += " c" + std::to_string(free - used.begin()) + " \"" + std::string(TestedWord) + "\";";
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    out.append(bytes.substr(line.size()));
    return out;
}

std::optional<std::string> markedGame(std::string_view bytes, bool tested)
{
    const PgnGame game = readPgnGame(bytes, {0, bytes.size()});
    const PgnTag* tag = game.tag("Stipulation");
    if (!tag || !readStipulationNote(tag->value))
        return std::nullopt;
    std::string out(bytes.substr(0, tag->raw.start - 1));
    out += epdQuoted(noteWithMark(tag->value, tested));
    out.append(bytes.substr(tag->raw.end + 1));
    return out;
}

} // namespace

std::optional<StipulationNote> readStipulationNote(std::string_view text)
{
    const std::vector<std::string_view> all = words(text);
    if (all.empty())
        return std::nullopt;
    const std::optional<Stipulation> stipulation = parseStipulation(all.front());
    if (!stipulation)
        return std::nullopt;
    return StipulationNote{*stipulation, std::find(all.begin() + 1, all.end(), TestedWord) != all.end()};
}

PuzzleClaim puzzleClaim(const CollectionIndex& index, std::string_view text, std::size_t record)
{
    return puzzleClaim(readRecord(index, text, record), index.format);
}

PuzzleClaim puzzleClaim(const CollectionRecord& read, CollectionFormat format)
{
    PuzzleClaim claim;
    if (!read.read.ok())
        return claim;
    const Position& pos = *read.read.position;
    switch (format) {
    case CollectionFormat::Epd:
        if (read.epd)
            claimEpd(*read.epd, pos, claim);
        break;
    case CollectionFormat::Pgn:
        if (const PgnTag* tag = read.game->tag("Stipulation")) {
            if (const auto note = readStipulationNote(tag->value)) {
                claim.stipulation = note->stipulation;
                claim.computerTested = note->computerTested;
                claim.markable = true;
            }
        }
        if (!read.game->moves.empty())
            claim.keys.push_back(read.game->moves.front().move);
        break;
    case CollectionFormat::PuzzleCsv:
        claim.stipulation = mateTheme(read.themes);
        if (read.puzzle && !read.puzzle->solution.empty())
            claim.keys.push_back(read.puzzle->solution.front());
        break;
    case CollectionFormat::FenList:
    case CollectionFormat::Text:
        break;
    }
    return claim;
}

std::optional<std::string> withComputerTested(
    const CollectionIndex& index, std::string_view text, std::size_t record, bool tested)
{
    const RecordSpan span = index.records.at(record);
    return withComputerTested(index.format, text.substr(span.start, span.end - span.start), tested);
}

std::optional<std::string> withComputerTested(CollectionFormat format, std::string_view bytes, bool tested)
{
    switch (format) {
    case CollectionFormat::Epd:
        return markedEpd(bytes, tested);
    case CollectionFormat::Pgn:
        return markedGame(bytes, tested);
    case CollectionFormat::PuzzleCsv:
    case CollectionFormat::FenList:
    case CollectionFormat::Text:
        break;
    }
    return std::nullopt;
}

PuzzleClaim withLegalKeys(PuzzleClaim claim, const Position& pos)
{
    const MoveList legal = legalMoves(pos);
    std::erase_if(
        claim.keys, [&](Move m) { return std::find(legal.begin(), legal.end(), m) == legal.end(); });
    return claim;
}

bool isUnsound(PuzzleVerdict verdict)
{
    switch (verdict) {
    case PuzzleVerdict::Cooked:
    case PuzzleVerdict::NoSolution:
    case PuzzleVerdict::KeyDiffers:
    case PuzzleVerdict::Illegal:
        return true;
    case PuzzleVerdict::Sound:
    case PuzzleVerdict::Unfinished:
    case PuzzleVerdict::NoStipulation:
        break;
    }
    return false;
}

PuzzleCheck verifyPuzzle(const Position& pos, const PuzzleClaim& claim, const SolveOptions& options)
{
    PuzzleCheck check;
    if (!claim.stipulation)
        return check;
    if (hasErrors(judge(pos))) {
        check.verdict = PuzzleVerdict::Illegal;
        return check;
    }
    const Solution& s = check.solution.emplace(solve(pos, *claim.stipulation, options));
    // A helpmate's solutions are its lines; a first move may start several.
    const std::size_t solutions
        = claim.stipulation->kind == StipulationKind::Helpmate ? s.lines.size() : s.keys.size();
    const bool keyGiven = claim.keys.empty()
        || std::any_of(claim.keys.begin(), claim.keys.end(),
            [&](Move m) { return std::find(s.keys.begin(), s.keys.end(), m) != s.keys.end(); });
    if (solutions > 1)
        check.verdict = PuzzleVerdict::Cooked; // proved even if the search was stopped after
    else if (!s.complete)
        check.verdict = PuzzleVerdict::Unfinished;
    else if (solutions == 0)
        check.verdict = PuzzleVerdict::NoSolution;
    else if (!keyGiven)
        check.verdict = PuzzleVerdict::KeyDiffers;
    else
        check.verdict = PuzzleVerdict::Sound;
    return check;
}

} // namespace forsyth
