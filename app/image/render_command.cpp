#include "render_command.h"

#include "board_image.h"
#include "command_line.h"
#include "look_options.h"
#include "messages.h"

#include <QCoreApplication>

#include <optional>

namespace forsyth {
namespace {

constexpr int DefaultSide = 512;

} // namespace

int runRender(int, char**)
{
    CommandLine line(QStringLiteral("render"),
        QCoreApplication::translate("RenderCommand",
            "Draws the position FEN as a PNG or SVG image (the type from the output file's name), "
            "with the side to move marked by a disc beside the board.\n"
            "Exit status: 0 written, 1 the FEN does not parse or the file cannot be written, "
            "2 a usage error."));
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
    const LookOptions lookOptions;
    QCommandLineParser& parser = line.parser();
    parser.addOptions({outputOption, sizeOption, flipOption, plainOption});
    lookOptions.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("FEN"),
        QCoreApplication::translate(
            "RenderCommand", "The position, quoted (or its fields one after another)."));
    if (const std::optional<int> done = line.parse())
        return *done;
    const QStringList args = line.arguments();
    const QString output = parser.value(outputOption);
    if (args.isEmpty() || output.isEmpty()) {
        return line.usageError(
            QCoreApplication::translate("RenderCommand", "give a FEN and an output file, e.g. %1")
                .arg(QStringLiteral("forsyth render \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "
                                    "KQkq - 0 1\" -o board.png")));
    }
    if (!boardImageFormatOf(output)) {
        line.printError(QCoreApplication::translate(
            "RenderCommand", "%1: unknown image type; the name must end in .png or .svg")
                            .arg(output));
        return CommandLine::UsageError;
    }
    const QString sideText = parser.value(sizeOption);
    const std::optional<int> side = CommandLine::wholeNumber(sideText, 5, MinImageSide, MaxImageSide);
    if (!side) {
        line.printError(
            QCoreApplication::translate("RenderCommand", "the size is %1; expected a whole number %2-%3")
                .arg(quoted(sideText.toStdString()))
                .arg(MinImageSide)
                .arg(MaxImageSide));
        return CommandLine::UsageError;
    }
    if (const QString problem = lookOptions.apply(parser); !problem.isEmpty())
        return line.usageError(problem);
    const std::optional<Position> position = line.readFenArguments(args);
    if (!position)
        return 1;
    BoardImageOptions options;
    options.flipped = parser.isSet(flipOption);
    options.coordinates = !parser.isSet(plainOption);
    const QString problem = saveBoardImage(output, *position, *side, options);
    if (!problem.isEmpty()) {
        line.printError(problem);
        return 1;
    }
    return 0;
}

} // namespace forsyth
