#include "perft_command.h"

#include "command_line.h"
#include "findings.h"
#include "messages.h"
#include "moves.h"
#include "output.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <unistd.h>
#include <vector>

namespace forsyth {
namespace {

// Each ply multiplies the count by about 30: from the start position depth 9 is 2.4 trillion
// positions (hours of counting), depth 10 69 trillion (days).
constexpr int MaxDepth = 9;

// Subtrees this deep are counted by core's perft() in one go: a few million positions at
// most from a middle-game position, well under a second, so progress can be reported between
// them.
constexpr int PieceDepth = 4;

constexpr qint64 ProgressIntervalMs = 2000;

// "2439530234167" as "2,439,530,234,167", for people; the count on standard output stays
// plain.
std::string grouped(std::uint64_t n)
{
    std::string digits = std::to_string(n);
    for (auto i = static_cast<std::ptrdiff_t>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), 1, ',');
    return digits;
}

QString elapsedText(qint64 ms)
{
    const qint64 s = ms / 1000;
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

// Every ProgressIntervalMs, once the count has run that long: how much of the tree is done
// (each move's subtree taken as an equal share of its parent's, so a rough guide), the
// positions counted so far and the time taken. On a terminal one line is rewritten in place
// and cleared at the end; elsewhere (--progress into a log) each report is a line of its own.
class Progress {
public:
    Progress(const CommandLine& line, bool on)
        : line_(line)
        , on_(on)
        , terminal_(on && isatty(STDERR_FILENO) == 1)
    {
        timer_.start();
    }

    ~Progress()
    {
        if (terminal_ && shown_)
            std::fputs("\r\033[K", stderr);
    }

    void counted(std::uint64_t nodes, double share)
    {
        nodes_ += nodes;
        done_ += share;
        if (!on_ || timer_.elapsed() < nextReportMs_)
            return;
        nextReportMs_ = timer_.elapsed() + ProgressIntervalMs;
        const QString text = QCoreApplication::translate("PerftCommand", "%1% done, %2 positions so far, %3")
                                 .arg(static_cast<int>(done_ * 100))
                                 .arg(QString::fromStdString(grouped(nodes_)), elapsedText(timer_.elapsed()));
        if (terminal_)
            std::fputs("\r\033[K", stderr);
        line_.printError(text, terminal_ ? "" : "\n");
        std::fflush(stderr);
        shown_ = true;
    }

private:
    const CommandLine& line_;
    bool on_;
    bool terminal_;
    bool shown_ = false;
    QElapsedTimer timer_;
    qint64 nextReportMs_ = ProgressIntervalMs;
    std::uint64_t nodes_ = 0;
    double done_ = 0;
};

// perft(pos, depth), walked move by move down to PieceDepth so that progress can be reported
// between the pieces. `share`: this subtree's part of the whole tree.
std::uint64_t count(const Position& pos, int depth, double share, Progress& progress)
{
    if (depth <= PieceDepth) {
        const std::uint64_t nodes = perft(pos, depth);
        progress.counted(nodes, share);
        return nodes;
    }
    const MoveList moves = legalMoves(pos);
    if (moves.empty()) {
        progress.counted(0, share);
        return 0;
    }
    const double moveShare = share / static_cast<double>(moves.size());
    std::uint64_t nodes = 0;
    for (const Move m : moves)
        nodes += count(afterMove(pos, m), depth - 1, moveShare, progress);
    return nodes;
}

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
    const QCommandLineOption progressOption(QStringLiteral("progress"),
        QCoreApplication::translate("PerftCommand",
            "Report progress on standard error every 2 seconds, once counting takes that long "
            "(the default when standard error is a terminal)."));
    line.parser().addOption(progressOption);
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
                    .arg(describe(f, *position, CastlingNotation::XFen)));
            break;
        }
    }
    std::uint64_t nodes = 0;
    {
        Progress progress(line, line.parser().isSet(progressOption) || isatty(STDERR_FILENO) == 1);
        nodes = count(*position, *depth, 1.0, progress);
    }
    Output out;
    if (!out.write(std::to_string(nodes) + '\n'))
        return line.outputError(out);
    return 0;
}

} // namespace forsyth
