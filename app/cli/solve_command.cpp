#include "solve_command.h"

#include "command_line.h"
#include "fen.h"
#include "findings.h"
#include "json_writer.h"
#include "line_reader.h"
#include "messages.h"
#include "san.h"
#include "solver.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace forsyth {

namespace {

constexpr int Stopped = 4;

std::string san(const Position& pos, Move m) { return writeSan(pos, m); }

std::string plain(const Position& pos, const Solution& s)
{
    std::string out;
    const std::string stipulation = stipulationText(s.stipulation);
    if (s.keys.empty())
        out += stipulation + ": no solution\n";
    for (const Move key : s.keys) {
        out += "key: " + san(pos, key) + '\n';
        for (const KeyThreats& k : s.threats) {
            if (!(k.key == key) || k.threats.empty())
                continue;
            const Position null = afterPass(afterMove(pos, key));
            out += "  threat:";
            for (const Move t : k.threats)
                out += ' ' + san(null, t);
            out += '\n';
        }
    }
    for (const Try& t : s.tries)
        out += "try: " + san(pos, t.move) + " refuted by " + san(afterMove(pos, t.move), t.refutation) + '\n';
    for (const std::vector<Move>& line : s.lines)
        out += "solution: " + problemLine(pos, line) + '\n';
    if (s.keys.size() > 1)
        out += s.stipulation.kind == StipulationKind::Helpmate
            ? "several first moves solve\n"
            : "cooked: " + std::to_string(s.keys.size()) + " keys\n";
    char stats[120];
    std::snprintf(stats, sizeof stats, "%s, %llu nodes, %.3f s\n",
        s.complete ? "proved" : "stopped by the time limit: incomplete",
        static_cast<unsigned long long>(s.nodes), s.seconds);
    return out + stats;
}

std::string json(const Position& pos, const Solution& s)
{
    std::string out;
    JsonWriter w(out);
    w.beginObject();
    w.key("fen");
    w.value(writeFen(pos));
    w.key("stipulation");
    w.value(stipulationText(s.stipulation));
    w.key("keys");
    w.beginArray();
    for (const Move key : s.keys)
        w.value(san(pos, key));
    w.endArray();
    w.key("keys_uci");
    w.beginArray();
    for (const Move key : s.keys)
        w.value(moveToUci(pos, key));
    w.endArray();
    w.key("threats");
    w.beginArray();
    for (const KeyThreats& k : s.threats) {
        const Position null = afterPass(afterMove(pos, k.key));
        w.beginObject();
        w.key("key");
        w.value(san(pos, k.key));
        w.key("moves");
        w.beginArray();
        for (const Move t : k.threats)
            w.value(san(null, t));
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.key("tries");
    w.beginArray();
    for (const Try& t : s.tries) {
        w.beginObject();
        w.key("move");
        w.value(san(pos, t.move));
        w.key("refutation");
        w.value(san(afterMove(pos, t.move), t.refutation));
        w.endObject();
    }
    w.endArray();
    w.key("solutions");
    w.beginArray();
    for (const std::vector<Move>& line : s.lines) {
        w.beginArray();
        Position p = pos;
        for (const Move m : line) {
            w.value(san(p, m));
            makeMove(p, m);
        }
        w.endArray();
    }
    w.endArray();
    w.key("nodes");
    w.value(static_cast<std::int64_t>(s.nodes));
    w.key("seconds");
    w.value(s.seconds);
    w.key("complete");
    w.value(s.complete);
    w.endObject();
    out += '\n';
    return out;
}

// Why a position cannot be solved (its first error), or empty when it is legal.
QString illegalReason(const Position& position)
{
    for (const Finding& f : judge(position)) {
        if (f.severity == Severity::Error) {
            return QCoreApplication::translate("SolveCommand", "only a legal position can be solved: %1")
                .arg(describe(f, position, CastlingNotation::XFen));
        }
    }
    return {};
}

// A line of standard input that cannot be solved, in the output's own form.
std::string unsolvedLine(std::string_view input, const QString& why, bool asJson)
{
    if (!asJson)
        return std::string(input) + ": " + why.toStdString() + '\n';
    std::string out;
    JsonWriter w(out);
    w.beginObject();
    w.key("input");
    w.value(input);
    w.key("error");
    w.value(why.toStdString());
    w.endObject();
    return out + '\n';
}

// `forsyth solve --mate N` with no FEN: one position a line of standard input, each answered
// as soon as it is solved (a program may feed one line and wait), in input order. Blank lines
// are skipped; a line that does not read or is not legal is answered with the reason.
template <typename Answer>
int solveStream(LineReader& in, const CommandLine& line, bool asJson, const Answer& answer)
{
    Output out;
    int status = 0;
    LineReader::Line text;
    while (in.next(text)) {
        std::string reply;
        const std::string_view fen = text.tooLong ? text.prefix : text.text;
        if (!text.tooLong && fen.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        FenReadResult read = text.tooLong ? FenReadResult{} : readFen(fen);
        if (text.tooLong || !read.ok()) {
            const QString why = text.tooLong
                ? QCoreApplication::translate("SolveCommand", "the line is too long (%1 bytes)")
                      .arg(text.length)
                : QCoreApplication::translate("SolveCommand", "cannot read the FEN: %1")
                      .arg(describe(read.errors.front(), fen));
            reply = unsolvedLine(fen, why, asJson);
            status = std::max(status, 1);
        } else if (const QString illegal = illegalReason(*read.position); !illegal.isEmpty()) {
            reply = unsolvedLine(fen, illegal, asJson);
            status = std::max(status, 1);
        } else {
            auto [solved, complete] = answer(*read.position);
            reply = std::move(solved);
            if (!complete && status == 0)
                status = Stopped;
        }
        if (!out.write(reply))
            return line.outputError(out);
    }
    if (in.failed()) {
        line.printError(QCoreApplication::translate("SolveCommand", "cannot read standard input"));
        return 1;
    }
    return status;
}

} // namespace

int runSolve()
{
    CommandLine line(QStringLiteral("solve"),
        QCoreApplication::translate("SolveCommand",
            "Proves a problem by exhaustive search: every key (more than one is a cook), the "
            "threats after each key and the tries (first moves that fail to exactly one defence); "
            "for a helpmate every solution. The side to move in the FEN moves first.\n"
            "Exit status: 0 the search completed, 1 a FEN does not read or a position is not "
            "legal, 2 a usage error, 3 the output could not be written, 4 --max-seconds stopped "
            "the search."));
    const auto movesOption = [](const char* name, const QString& what) {
        return QCommandLineOption(QString::fromLatin1(name), what, QStringLiteral("N"));
    };
    const QCommandLineOption mateOption
        = movesOption("mate", QCoreApplication::translate("SolveCommand", "Direct mate in N moves (#N)."));
    const QCommandLineOption helpmateOption = movesOption("helpmate",
        QCoreApplication::translate(
            "SolveCommand", "Helpmate in N moves (h#N): the side to move starts and is mated."));
    const QCommandLineOption selfmateOption = movesOption("selfmate",
        QCoreApplication::translate(
            "SolveCommand", "Selfmate in N moves (s#N): the side to move forces the other to mate it."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
        QCoreApplication::translate("SolveCommand",
            "Print one JSON object: fen, stipulation, keys, keys_uci, threats, tries, solutions, "
            "nodes, seconds, complete."));
    const QCommandLineOption secondsOption(QStringLiteral("max-seconds"),
        QCoreApplication::translate("SolveCommand", "Stop after S seconds (the result is then incomplete)."),
        QStringLiteral("S"));
    QCommandLineParser& parser = line.parser();
    for (const QCommandLineOption* o :
        {&mateOption, &helpmateOption, &selfmateOption, &jsonOption, &secondsOption})
        parser.addOption(*o);
    parser.addPositionalArgument(QStringLiteral("FEN"),
        QCoreApplication::translate("SolveCommand",
            "The position, quoted (or its fields one after another). None: one position a line of "
            "standard input, each answered in turn (with --json one object a line; a line that "
            "cannot be solved gets an object with input and error)."));
    if (const std::optional<int> done = line.parse())
        return *done;

    std::optional<Stipulation> stipulation;
    int given = 0;
    for (const auto& [option, kind] :
        {std::pair{&mateOption, StipulationKind::Mate}, std::pair{&helpmateOption, StipulationKind::Helpmate},
            std::pair{&selfmateOption, StipulationKind::Selfmate}}) {
        if (!parser.isSet(*option))
            continue;
        ++given;
        const std::optional<int> n
            = CommandLine::wholeNumber(parser.value(*option), 2, 1, MaxStipulationMoves);
        if (!n) {
            return line.usageError(
                QCoreApplication::translate("SolveCommand", "--%1 takes a number of moves 1-%2, not \"%3\"")
                    .arg(option->names().constFirst())
                    .arg(MaxStipulationMoves)
                    .arg(parser.value(*option)));
        }
        stipulation = Stipulation{kind, *n};
    }
    if (given != 1) {
        return line.usageError(
            QCoreApplication::translate("SolveCommand", "give one of --mate N, --helpmate N, --selfmate N"));
    }
    SolveOptions options;
    if (parser.isSet(secondsOption)) {
        bool ok = false;
        options.maxSeconds = parser.value(secondsOption).toDouble(&ok);
        if (!ok || options.maxSeconds <= 0 || options.maxSeconds > 1e6) {
            return line.usageError(QCoreApplication::translate(
                "SolveCommand", "--max-seconds takes a number of seconds above 0, not \"%1\"")
                                       .arg(parser.value(secondsOption)));
        }
    }
    const bool asJson = parser.isSet(jsonOption);
    const auto answer = [&](const Position& position) {
        const Solution solution = solve(position, *stipulation, options);
        return std::pair{asJson ? json(position, solution) : plain(position, solution), solution.complete};
    };
    const QStringList args = line.arguments();
    if (args.isEmpty()) {
        LineReader reader(stdin);
        return solveStream(reader, line, asJson, answer);
    }
    const std::optional<Position> position = line.readFenArguments(args);
    if (!position)
        return 1;
    if (const QString illegal = illegalReason(*position); !illegal.isEmpty()) {
        line.printError(illegal);
        return 1;
    }
    const auto [text, complete] = answer(*position);
    Output out;
    if (!out.write(text))
        return line.outputError(out);
    return complete ? 0 : Stopped;
}

} // namespace forsyth
