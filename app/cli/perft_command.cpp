#include "perft_command.h"

#include "command_line.h"
#include "findings.h"
#include "messages.h"
#include "moves.h"
#include "output.h"

#include <QCoreApplication>

#include <optional>
#include <string>
#include <vector>

namespace forsyth {
namespace {

// Each ply multiplies the count by about 30: from the start position depth 9 is 2.4 trillion
// positions (hours of counting), depth 10 69 trillion (days).
constexpr int MaxDepth = 9;

// "10", "250": a whole number, so not "-1" or "3x".
bool allDigits(const QString& text)
{
    if (text.isEmpty())
        return false;
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return true;
}

} // namespace

int runPerft(int, char**)
{
    CommandLine line(QStringLiteral("perft"),
        QCoreApplication::translate("PerftCommand",
            "Counts the positions reached after DEPTH plies of legal moves from the position FEN "
            "(perft), to check move generation against other programs.\n"
            "Exit status: 0 done, 1 the FEN does not parse, 2 a usage error, 3 the count could not "
            "be written."));
    line.parser().addPositionalArgument(QStringLiteral("FEN"),
        QCoreApplication::translate(
            "PerftCommand", "The position, quoted (or its fields one after another)."));
    line.parser().addPositionalArgument(QStringLiteral("DEPTH"),
        QCoreApplication::translate("PerftCommand", "Plies to look ahead, 0-%1.").arg(MaxDepth));
    // "perft FEN -1" must reach the depth check, not be refused as an unknown option "-1".
    line.setNegativeNumbersArePositional(true);
    if (const std::optional<int> done = line.parse())
        return *done;
    QStringList args = line.arguments();
    if (args.size() < 2) {
        return line.usageError(QCoreApplication::translate("PerftCommand", "give a FEN and a depth, e.g. %1")
                                   .arg(QStringLiteral("forsyth perft \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/"
                                                       "RNBQKBNR w KQkq - 0 1\" 3")));
    }
    const QString depthText = args.takeLast();
    const std::optional<int> depth = CommandLine::wholeNumber(depthText, 9, 0, MaxDepth);
    if (!depth && allDigits(depthText)) {
        line.printError(QCoreApplication::translate("PerftCommand",
            "the depth is %1; at most %2. Each ply multiplies the count by about 30: from the start "
            "position depth 9 is already 2.4 trillion positions (hours of counting), depth 10 "
            "69 trillion (days).")
                            .arg(quoted(depthText.toStdString()))
                            .arg(MaxDepth));
        return CommandLine::UsageError;
    }
    if (!depth) {
        line.printError(
            QCoreApplication::translate("PerftCommand", "the depth is %1; expected a whole number 0-%2")
                .arg(quoted(depthText.toStdString()))
                .arg(MaxDepth));
        return CommandLine::UsageError;
    }
    const std::optional<Position> position = line.readFenArguments(args);
    if (!position)
        return 1;
    // Move generation copes with any board, so count anyway, but say the number means little.
    const std::vector<Finding> findings = judge(*position);
    for (const Finding& f : findings) {
        if (f.severity == Severity::Error) {
            line.printError(
                QCoreApplication::translate("PerftCommand", "warning: no legal chess position (%1)")
                    .arg(describe(f)));
            break;
        }
    }
    Output out;
    if (!out.write(std::to_string(perft(*position, *depth)) + '\n'))
        return line.outputError(out);
    return 0;
}

} // namespace forsyth
