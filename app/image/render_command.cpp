#include "render_command.h"

#include "as_string_view.h"
#include "board_image.h"
#include "fen.h"
#include "messages.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <optional>

namespace forsyth {
namespace {

constexpr int DefaultSide = 512;

void printError(const QString& text) { std::fprintf(stderr, "forsyth render: %s\n", qPrintable(text)); }

std::optional<int> parseSide(const QString& text)
{
    if (text.isEmpty() || text.size() > 5)
        return std::nullopt;
    for (const QChar c : text) {
        if (!c.isDigit())
            return std::nullopt;
    }
    const int side = text.toInt();
    if (side < MinImageSide || side > MaxImageSide)
        return std::nullopt;
    return side;
}

} // namespace

int runRender(int, char**)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("RenderCommand",
        "Draws the position FEN as a PNG or SVG image (the type from the output file's name), "
        "with the side to move marked by a disc beside the board.\n"
        "Exit status: 0 written, 1 the FEN does not parse or the file cannot be written, "
        "2 a usage error."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption outputOption(QStringList{QStringLiteral("o"), QStringLiteral("output")},
        QCoreApplication::translate(
            "RenderCommand", "The image file to write: a name ending in .png or .svg."),
        QStringLiteral("file"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
        QCoreApplication::translate(
            "RenderCommand", "The image's width and height, %1-%2 pixels (default %3).")
            .arg(MinImageSide)
            .arg(MaxImageSide)
            .arg(DefaultSide),
        QStringLiteral("N"), QString::number(DefaultSide));
    const QCommandLineOption flipOption(
        QStringLiteral("flip"), QCoreApplication::translate("RenderCommand", "Black at the bottom."));
    const QCommandLineOption plainOption(QStringLiteral("no-coordinates"),
        QCoreApplication::translate("RenderCommand", "Leave out the file letters and rank numbers."));
    parser.addOptions({outputOption, sizeOption, flipOption, plainOption});
    parser.addPositionalArgument(QStringLiteral("render"),
        QCoreApplication::translate("RenderCommand", "The subcommand."), QStringLiteral("render"));
    parser.addPositionalArgument(QStringLiteral("FEN"),
        QCoreApplication::translate(
            "RenderCommand", "The position, quoted (or its fields one after another)."));
    const QString tryHelp = QCoreApplication::translate("RenderCommand", "Try 'forsyth render --help'.");
    if (!parser.parse(QCoreApplication::arguments())) {
        printError(parser.errorText() + QLatin1Char('\n') + tryHelp);
        return 2;
    }
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    QStringList args = parser.positionalArguments();
    args.removeFirst(); // "render"
    const QString output = parser.value(outputOption);
    if (args.isEmpty() || output.isEmpty()) {
        printError(QCoreApplication::translate("RenderCommand", "give a FEN and an output file, e.g. %1")
                       .arg(QStringLiteral("forsyth render \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "
                                           "KQkq - 0 1\" -o board.png"))
            + QLatin1Char('\n') + tryHelp);
        return 2;
    }
    if (!boardImageFormatOf(output)) {
        printError(QCoreApplication::translate(
            "RenderCommand", "%1: unknown image type; the name must end in .png or .svg")
                       .arg(output));
        return 2;
    }
    const QString sideText = parser.value(sizeOption);
    const std::optional<int> side = parseSide(sideText);
    if (!side) {
        printError(
            QCoreApplication::translate("RenderCommand", "the size is %1; expected a whole number %2-%3")
                .arg(quoted(sideText.toStdString()))
                .arg(MinImageSide)
                .arg(MaxImageSide));
        return 2;
    }
    // An unquoted FEN arrives as several arguments: join them back.
    const QByteArray fen = args.join(QLatin1Char(' ')).toUtf8();
    const std::string_view fenText = asStringView(fen);
    const FenReadResult read = readFen(fenText);
    if (!read.ok()) {
        const FenError& e = read.errors.front();
        printError(
            QCoreApplication::translate("RenderCommand", "cannot read the FEN: at %1-%2 (field %3): %4")
                .arg(QString::number(e.start), QString::number(e.end), QString::number(e.field),
                    describe(e, fenText)));
        return 1;
    }
    BoardImageOptions options;
    options.flipped = parser.isSet(flipOption);
    options.coordinates = !parser.isSet(plainOption);
    const QString problem = saveBoardImage(output, *read.position, *side, options);
    if (!problem.isEmpty()) {
        printError(problem);
        return 1;
    }
    return 0;
}

} // namespace forsyth
