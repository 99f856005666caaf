// Records of FEN lists, EPD files, puzzle CSVs and text: found by line (or CSV row, or FEN in
// text), read on demand, and rewritten one record at a time.
#include "collection.h"

#include "collection_pgn.h"
#include "epd.h"
#include "pasted_text.h"
#include "position_files.h"

#include <algorithm>
#include <utility>

namespace forsyth {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

std::size_t lineEnd(std::string_view text, std::size_t from)
{
    const std::size_t end = text.find('\n', from);
    return end == std::string_view::npos ? text.size() : end + 1;
}

// The line's text without its line break and the blanks around it.
RecordSpan trimmedLine(std::string_view text, RecordSpan line)
{
    std::size_t start = line.start;
    std::size_t end = line.end;
    while (start < end && isBlank(text[start]))
        ++start;
    while (end > start && isBlank(text[end - 1]))
        --end;
    return {start, end};
}

bool isComment(char c) { return c == '#' || c == '%' || c == ';'; }

std::string_view textOf(std::string_view text, RecordSpan span)
{
    return text.substr(span.start, span.end - span.start);
}

std::string lineBreak(const CollectionIndex& index) { return index.crlf ? "\r\n" : "\n"; }

// Whether a record written after `out` needs a line break first: the record before it was the
// file's last line, without one. (A CSV row may end in a lone \r.)
bool needsBreak(const CollectionIndex& index, const std::string& out)
{
    return index.format != CollectionFormat::Text && !out.empty() && out.back() != '\n' && out.back() != '\r';
}

const CsvRecord::Cell* cellOf(const CsvRecord& row, std::size_t column)
{
    return column < row.cells.size() ? &row.cells[column] : nullptr;
}

} // namespace

std::optional<CollectionFormat> collectionFormat(std::string_view fileName)
{
    const std::size_t dot = fileName.rfind('.');
    if (dot == std::string_view::npos)
        return std::nullopt;
    std::string extension;
    for (const char c : fileName.substr(dot + 1))
        extension += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    if (extension == "fen")
        return CollectionFormat::FenList;
    if (extension == "epd")
        return CollectionFormat::Epd;
    if (extension == "csv")
        return CollectionFormat::PuzzleCsv;
    if (extension == "txt")
        return CollectionFormat::Text;
    if (extension == "pgn")
        return CollectionFormat::Pgn;
    return std::nullopt;
}

CollectionIndex indexCollection(CollectionFormat format, std::string_view text, ScanProgress* progress)
{
    CollectionIndex index;
    index.format = format;
    std::size_t breaks = 0;
    std::size_t crlfs = 0;
    for (std::size_t i = text.find('\n'); i != std::string_view::npos && breaks < 1000;
         i = text.find('\n', i + 1)) {
        ++breaks;
        crlfs += i > 0 && text[i - 1] == '\r' ? 1 : 0;
    }
    index.crlf = crlfs * 2 > breaks;
    index.endsWithBreak = text.empty() || text.back() == '\n';

    std::size_t i = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0; // a Windows editor's BOM
    switch (format) {
    case CollectionFormat::FenList:
    case CollectionFormat::Epd:
        for (; i < text.size(); i = lineEnd(text, i)) {
            const RecordSpan line{i, lineEnd(text, i)};
            const RecordSpan content = trimmedLine(text, line);
            if (content.start != content.end && !isComment(text[content.start])) {
                if (!keepScanning(progress, index.records.size(), line.start))
                    break;
                index.records.push_back(line);
            }
        }
        break;
    case CollectionFormat::PuzzleCsv:
        for (bool first = true; auto row = readCsvRecord(text, i); first = false) {
            i = row->end;
            if (first) {
                if (const auto columns = puzzleHeader(*row)) {
                    index.columns = *columns;
                    continue;
                }
            }
            const RecordSpan content = trimmedLine(text, {row->start, row->end});
            if (content.start != content.end) {
                if (!keepScanning(progress, index.records.size(), row->start))
                    break;
                if (index.columns.width == 0)
                    index.columns.width = row->cells.size();
                index.records.push_back({row->start, row->end});
            }
        }
        break;
    case CollectionFormat::Pgn:
        index.records = indexPgn(text, progress);
        break;
    case CollectionFormat::Text:
        for (PastedFen found = nextFenInText(text, i); found.found();
             found = nextFenInText(text, found.end)) {
            if (!keepScanning(progress, index.records.size(), found.start))
                break;
            index.records.push_back({found.start, found.end});
        }
        break;
    }
    return index;
}

CollectionRecord readRecord(const CollectionIndex& index, std::string_view text, std::size_t record)
{
    const RecordSpan span = index.records.at(record);
    if (index.format == CollectionFormat::Pgn)
        return detail::readGameRecord(text, span);
    CollectionRecord out;
    switch (index.format) {
    case CollectionFormat::FenList:
    case CollectionFormat::Text: {
        const RecordSpan fen = index.format == CollectionFormat::Text ? span : trimmedLine(text, span);
        out.fen = std::string(textOf(text, fen));
        out.fenStart = fen.start;
        out.fenEnd = fen.end;
        break;
    }
    case CollectionFormat::Epd: {
        const RecordSpan line = trimmedLine(text, span);
        if (const auto epd = readEpdLine(textOf(text, line))) {
            out.fen = epd->fen;
            out.title = epd->operand("id");
            out.fenStart = line.start + epd->fieldsStart;
            out.fenEnd = line.start + epd->fieldsEnd;
            out.epd = std::move(*epd);
        } else {
            out.fen = std::string(textOf(text, line));
            out.fenStart = line.start;
            out.fenEnd = line.end;
        }
        break;
    }
    case CollectionFormat::PuzzleCsv: {
        const CsvRecord row = *readCsvRecord(text.substr(0, span.end), span.start);
        const CsvRecord::Cell* id = cellOf(row, index.columns.id);
        const CsvRecord::Cell* fen = cellOf(row, index.columns.fen);
        const CsvRecord::Cell* moves = cellOf(row, index.columns.moves);
        out.title = id ? id->value : std::string();
        out.fen = fen ? fen->value : std::string();
        out.fenStart = fen ? fen->start : span.start;
        out.fenEnd = fen ? fen->end : span.start;
        out.puzzle = readPuzzle(out.fen, moves ? std::string_view(moves->value) : std::string_view());
        if (const CsvRecord::Cell* themes = cellOf(row, index.columns.themes))
            out.themes = themes->value;
        break;
    }
    case CollectionFormat::Pgn:
        break;
    }
    out.read = readFen(out.fen, FenMode::Lenient);
    if (out.puzzle && out.read.ok())
        out.read.position = out.puzzle->position;
    return out;
}

std::optional<std::string> rewriteRecord(const CollectionIndex& index, std::string_view text,
    std::size_t record, const Position& pos, std::string_view title, FenWriteOptions options,
    std::size_t fromPly)
{
    const RecordSpan span = index.records.at(record);
    switch (index.format) {
    case CollectionFormat::Pgn:
        return detail::rewriteGame(text, span, lineBreak(index), pos, title, options, fromPly);
    case CollectionFormat::Text:
        return writeFen(pos, options);
    case CollectionFormat::FenList: {
        const RecordSpan fen = trimmedLine(text, span);
        std::string out(text.substr(span.start, fen.start - span.start));
        out += writeFen(pos, options);
        out.append(text.substr(fen.end, span.end - fen.end));
        return out;
    }
    case CollectionFormat::Epd: {
        const RecordSpan line = trimmedLine(text, span);
        const std::string_view lineText = textOf(text, line);
        const auto epd = readEpdLine(lineText);
        std::string out(text.substr(span.start, line.start - span.start));
        out += writeEpdLine(
            pos, title, epd ? epd->operations : std::vector<EpdOperation>{}, lineText, options);
        out.append(text.substr(line.end, span.end - line.end));
        return out;
    }
    case CollectionFormat::PuzzleCsv: {
        // The FEN cell is the position before Moves' first move, which the edit must fit; a row
        // without moves (one added here, or never given any) has its position there as it is,
        // and so has a row whose FEN cell never read: the editor showed that cell to be mended.
        const CollectionRecord before = readRecord(index, text, record);
        const CsvRecord row = *readCsvRecord(text.substr(0, span.end), span.start);
        const CsvRecord::Cell* moves = cellOf(row, index.columns.moves);
        const bool noMoves = before.puzzle && !before.puzzle->opening
            && (!moves || moves->value.find_first_not_of(" \t") == std::string::npos);
        std::optional<Position> setup;
        if (noMoves || !before.read.ok())
            setup = pos;
        else if (before.puzzle)
            setup = setupBefore(pos, *before.puzzle);
        if (!setup)
            return std::nullopt;
        std::string out;
        std::size_t at = span.start;
        for (std::size_t column = 0; column < row.cells.size(); ++column) {
            const CsvRecord::Cell& cell = row.cells[column];
            std::string replacement;
            if (column == index.columns.fen)
                replacement = csvCell(writeFen(*setup, options));
            else if (column == index.columns.id && cell.value != title)
                replacement = csvCell(title);
            else
                continue;
            out.append(text.substr(at, cell.start - at));
            out += replacement;
            at = cell.end;
        }
        out.append(text.substr(at, span.end - at));
        return out;
    }
    }
    return std::nullopt;
}

std::optional<std::string> newRecord(
    const CollectionIndex& index, const Position& pos, std::string_view title, FenWriteOptions options)
{
    switch (index.format) {
    case CollectionFormat::FenList:
    case CollectionFormat::Text:
        return writeFen(pos, options) + lineBreak(index);
    case CollectionFormat::Epd:
        return writeEpdLine(pos, title, {}, {}, options) + lineBreak(index);
    case CollectionFormat::Pgn: {
        // A blank line after the game, as between the games of a PGN file.
        std::string game = writePgn(pos, title, options);
        if (index.crlf)
            for (std::size_t at = game.find('\n'); at != std::string::npos; at = game.find('\n', at + 2))
                game.insert(at, 1, '\r');
        return game + lineBreak(index);
    }
    case CollectionFormat::PuzzleCsv: {
        // No move sets a position made here: its row has the position in the FEN cell and Moves
        // empty, and reads back as a puzzle without moves (docs/COLLECTIONS.md §4).
        const PuzzleColumns& c = index.columns;
        std::vector<std::string> cells(std::max({c.width, c.fen + 1, c.moves + 1}));
        cells[c.fen] = csvCell(writeFen(pos, options));
        if (c.id < cells.size())
            cells[c.id] = csvCell(title);
        std::string row = cells.front();
        for (std::size_t i = 1; i < cells.size(); ++i)
            row += "," + cells[i];
        return row + lineBreak(index);
    }
    }
    return std::nullopt;
}

std::string writeCollection(
    const CollectionIndex& index, std::string_view text, const std::vector<RecordOut>& records)
{
    const std::vector<RecordSpan>& spans = index.records;
    const std::size_t firstStart = spans.empty() ? text.size() : spans.front().start;
    const std::size_t lastEnd = spans.empty() ? text.size() : spans.back().end;
    std::string out(text.substr(0, firstStart));
    bool afterRecord = false;            // not after the text before the first record (a BOM, a comment)
    std::optional<std::size_t> previous; // the original record written last, if it was one
    for (const RecordOut& record : records) {
        // Records that follow each other in the file stay as they were (a PGN game may start
        // on the line where the one before ends).
        const bool inPlace = record.original && previous && *record.original == *previous + 1;
        if (std::exchange(afterRecord, true) && !inPlace && needsBreak(index, out))
            out += lineBreak(index);
        previous = record.original;
        if (!record.original) {
            out += record.text;
            continue;
        }
        const std::size_t i = *record.original;
        const std::size_t leadStart = i == 0 ? spans[0].start : spans[i - 1].end;
        out.append(text.substr(leadStart, spans[i].start - leadStart));
        if (record.replaced)
            out += record.text;
        else
            out.append(textOf(text, spans[i]));
    }
    if (afterRecord && lastEnd < text.size() && needsBreak(index, out))
        out += lineBreak(index);
    out.append(text.substr(lastEnd));
    return out;
}

} // namespace forsyth
