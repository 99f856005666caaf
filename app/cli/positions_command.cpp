#include "positions_command.h"

#include "as_string_view.h"
#include "collection.h"
#include "command_line.h"
#include "fen_file.h"
#include "game_words.h"
#include "json_writer.h"
#include "san.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <optional>
#include <string>
#include <vector>

namespace forsyth {
namespace {

// The ply asked for: the setup (0), the end of what was read (nullopt), or a number.
using PlyChoice = std::optional<std::size_t>;

constexpr std::size_t FlushBytes = 64 * 1024;

// A record as `positions` reports it: the position at the ply, the moves that lead on from
// the setup (a game's main line, a puzzle's solution), and what stopped the reading.
struct Problem {
    std::string kind;
    std::size_t ply = 0;
    std::size_t start = 0;
    std::size_t end = 0;
    std::string message;
};

struct Report {
    std::optional<Position> position;
    std::string fenText; // what the record says, when it does not read
    std::size_t ply = 0;
    std::vector<Move> line;
    std::vector<Problem> problems;
};

Report report(const CollectionRecord& record, const PlyChoice& ply)
{
    Report out;
    if (!record.read.ok()) {
        out.fenText = record.fen;
        if (!record.game) // a game's unreadable FEN tag is among its problems
            out.problems.push_back(
                {"unreadable_fen", 0, record.fenStart, record.fenEnd, "the FEN does not read"});
    }
    if (record.game) {
        for (const PgnProblem& p : record.game->problems)
            out.problems.push_back({std::string(problemName(p.kind)), p.ply, p.span.start, p.span.end,
                describe(p, *record.game).toStdString()});
        for (const PgnMove& m : record.game->moves)
            out.line.push_back(m.move);
    } else if (record.puzzle) {
        out.line = record.puzzle->solution;
        if (record.puzzle->problem == Puzzle::Problem::IllegalMove)
            out.problems.push_back(
                {"illegal_move", record.puzzle->solution.size(), record.fenStart, record.fenEnd,
                    "move " + std::to_string(record.puzzle->problemMove + 1) + " of Moves is not legal"});
        else if (record.puzzle->problem == Puzzle::Problem::NoMoves)
            out.problems.push_back(
                {"no_moves", 0, record.fenStart, record.fenEnd, "the puzzle has no moves"});
    }
    if (!record.read.ok())
        return out;
    const std::size_t wanted = ply.value_or(out.line.size());
    out.ply = std::min(wanted, out.line.size());
    if (wanted > out.line.size())
        out.problems.push_back({"no_such_ply", out.line.size(), record.fenStart, record.fenStart,
            "ply " + std::to_string(wanted) + " asked for, but only " + std::to_string(out.line.size())
                + " read"});
    Position pos = *record.read.position;
    for (std::size_t i = 0; i < out.ply; ++i)
        makeMove(pos, out.line[i]);
    out.position = pos;
    return out;
}

void appendPlain(std::string& out, const Report& r)
{
    if (r.position) {
        appendFen(*r.position, out);
    } else {
        // The record's own text, on one line, for `check` to say what is wrong with it.
        for (const char c : r.fenText)
            out += c == '\n' || c == '\r' ? ' ' : c;
    }
    out += '\n';
}

void appendJson(
    std::string& out, const QString& file, std::size_t index, const CollectionRecord& record, const Report& r)
{
    JsonWriter json(out);
    json.beginObject();
    json.key("file");
    const QByteArray name = file.toUtf8();
    json.value(asStringView(name));
    json.key("index");
    json.value(index + 1);
    json.key("title");
    json.value(record.title);
    json.key("players");
    json.value(record.players);
    json.key("fen");
    if (r.position)
        json.value(writeFen(*r.position));
    else
        json.null();
    json.key("ply");
    json.value(r.ply);
    json.key("moves");
    json.value(r.line.size());
    json.key("san");
    json.beginArray();
    if (record.read.ok()) {
        Position pos = *record.read.position;
        for (const Move m : r.line) {
            json.value(writeSan(pos, m));
            makeMove(pos, m);
        }
    }
    json.endArray();
    json.key("problems");
    json.beginArray();
    for (const Problem& p : r.problems) {
        json.beginObject();
        json.key("kind");
        json.value(p.kind);
        json.key("ply");
        json.value(p.ply);
        json.key("start");
        json.value(p.start);
        json.key("end");
        json.value(p.end);
        json.key("message");
        json.value(p.message);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    out += '\n';
}

} // namespace

int runPositions()
{
    CommandLine line(QStringLiteral("positions"),
        QCoreApplication::translate("PositionsCommand",
            "Prints one FEN for each record of each file (.pgn games, .epd and .fen lines, Lichess "
            "puzzle .csv rows, FENs in any other text), in file order: for a game the position at the "
            "asked ply, for a puzzle the position to solve.\n"
            "Exit status: 0 when every record was read whole, 1 when a file could not be read, holds "
            "no position or has a record with a problem, 2 for a usage error, 3 when the output could "
            "not be written."));
    const QCommandLineOption plyOption(QStringLiteral("ply"),
        QCoreApplication::translate("PositionsCommand",
            "The position of each game (or puzzle solution) to print: start (the set-up position, "
            "the default), end (after the last move read), or a number of plies."),
        QStringLiteral("start|end|N"), QStringLiteral("start"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
        QCoreApplication::translate("PositionsCommand",
            "Print one JSON object a record: file, index, title, players, fen, ply, moves, san, "
            "problems."));
    QCommandLineParser& parser = line.parser();
    parser.addOption(plyOption);
    parser.addOption(jsonOption);
    parser.addPositionalArgument(QStringLiteral("FILE"),
        QCoreApplication::translate("PositionsCommand", "Collection files to read."),
        QStringLiteral("FILE..."));
    if (const std::optional<int> done = line.parse())
        return *done;
    const QString plyText = parser.value(plyOption);
    PlyChoice ply = 0;
    if (plyText == QLatin1String("end")) {
        ply = std::nullopt;
    } else if (plyText != QLatin1String("start")) {
        const std::optional<int> n = CommandLine::wholeNumber(plyText, 5, 0, 99999);
        if (!n)
            return line.usageError(QCoreApplication::translate(
                "PositionsCommand", "--ply takes start, end or a number of plies (0-99999), not \"%1\"")
                                       .arg(plyText));
        ply = static_cast<std::size_t>(*n);
    }
    const QStringList files = line.arguments();
    if (files.isEmpty())
        return line.usageError(QCoreApplication::translate("PositionsCommand", "no file given"));
    const bool json = parser.isSet(jsonOption);

    Output out;
    std::string buffer;
    bool whole = true;
    for (const QString& file : files) {
        const CollectionFileText read = readCollectionFile(file);
        if (!read.problem.isEmpty()) {
            line.printError(read.problem);
            whole = false;
            continue;
        }
        const QByteArray name = QFile::encodeName(QFileInfo(file).fileName());
        const CollectionFormat format = collectionFormat(asStringView(name)).value_or(CollectionFormat::Text);
        const CollectionIndex index = indexCollection(format, read.text);
        if (index.records.empty()) { // as the editor refuses to open it
            line.printError(QCoreApplication::translate("PositionsCommand", "%1 holds no position")
                                .arg(QFileInfo(file).fileName()));
            whole = false;
        }
        for (std::size_t i = 0; i < index.records.size(); ++i) {
            const CollectionRecord record = readRecord(index, read.text, i);
            const Report r = report(record, ply);
            whole = whole && r.problems.empty() && r.position;
            if (json) {
                appendJson(buffer, file, i, record, r);
            } else {
                appendPlain(buffer, r);
                // Standard output keeps a line a record; why one is not whole goes to standard
                // error, as --json says it in "problems".
                if (!r.problems.empty()) {
                    QStringList why;
                    for (const Problem& p : r.problems)
                        why << QString::fromStdString(p.message);
                    line.printError(QCoreApplication::translate("PositionsCommand", "%1, record %2: %3")
                                        .arg(QFileInfo(file).fileName())
                                        .arg(i + 1)
                                        .arg(why.join(QStringLiteral("; "))));
                }
            }
            if (buffer.size() >= FlushBytes) {
                if (!out.write(buffer))
                    return line.outputError(out);
                buffer.clear();
            }
        }
    }
    if (!out.write(buffer))
        return line.outputError(out);
    return whole ? 0 : 1;
}

} // namespace forsyth
