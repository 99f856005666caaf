#include "cli/perft_command.h"

#include "fen.h"
#include "findings.h"
#include "messages.h"
#include "moves.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cinttypes>
#include <cstdio>
#include <optional>

namespace forsyth {
namespace {

constexpr int MaxDepth = 10;

void printError(const QString& text) { std::fprintf(stderr, "forsyth perft: %s\n", qPrintable(text)); }

std::optional<int> parseDepth(const QString& text)
{
    // Refuse long text before converting, so 10,000 digits cannot overflow anything.
    if (text.isEmpty() || text.size() > 2)
        return std::nullopt;
    bool ok = false;
    const int depth = text.toInt(&ok);
    if (!ok || depth < 0 || depth > MaxDepth || !text.front().isDigit() || !text.back().isDigit())
        return std::nullopt;
    return depth;
}

} // namespace

int runPerft(int, char**)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("PerftCommand",
        "Counts the positions reached after DEPTH plies of legal moves from the position FEN "
        "(perft), to check move generation against other programs.\n"
        "Exit status: 0 done, 1 the FEN does not parse, 2 a usage error."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("perft"),
        QCoreApplication::translate("PerftCommand", "The subcommand."), QStringLiteral("perft"));
    parser.addPositionalArgument(QStringLiteral("FEN"),
        QCoreApplication::translate(
            "PerftCommand", "The position, quoted (or its fields one after another)."));
    parser.addPositionalArgument(QStringLiteral("DEPTH"),
        QCoreApplication::translate("PerftCommand", "Plies to look ahead, 0-%1.").arg(MaxDepth));
    const QString tryHelp = QCoreApplication::translate("PerftCommand", "Try 'forsyth perft --help'.");
    if (!parser.parse(QCoreApplication::arguments())) {
        printError(parser.errorText() + QLatin1Char('\n') + tryHelp);
        return 2;
    }
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    QStringList args = parser.positionalArguments();
    args.removeFirst(); // "perft"
    if (args.size() < 2) {
        printError(QCoreApplication::translate("PerftCommand", "give a FEN and a depth, e.g. %1")
                       .arg(QStringLiteral(
                           "forsyth perft \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" 3"))
            + QLatin1Char('\n') + tryHelp);
        return 2;
    }
    const QString depthText = args.takeLast();
    const std::optional<int> depth = parseDepth(depthText);
    if (!depth) {
        printError(
            QCoreApplication::translate("PerftCommand", "the depth is %1; expected a whole number 0-%2")
                .arg(quoted(depthText.toStdString()))
                .arg(MaxDepth));
        return 2;
    }
    // An unquoted FEN arrives as six arguments: join them back.
    const QByteArray fen = args.join(QLatin1Char(' ')).toUtf8();
    const std::string_view fenText(fen.constData(), static_cast<std::size_t>(fen.size()));
    const FenReadResult read = readFen(fenText);
    if (!read.ok()) {
        const FenError& e = read.errors.front();
        printError(QCoreApplication::translate("PerftCommand", "cannot read the FEN: at %1-%2 (field %3): %4")
                       .arg(QString::number(e.start), QString::number(e.end), QString::number(e.field),
                           describe(e, fenText)));
        return 1;
    }
    // Move generation copes with any board, so count anyway, but say the number means little.
    const std::vector<Finding> findings = judge(*read.position);
    for (const Finding& f : findings) {
        if (f.severity == Severity::Error) {
            printError(QCoreApplication::translate("PerftCommand", "warning: no legal chess position (%1)")
                           .arg(describe(f, *read.position, CastlingNotation::XFen)));
            break;
        }
    }
    std::printf("%" PRIu64 "\n", perft(*read.position, *depth));
    return 0;
}

} // namespace forsyth
