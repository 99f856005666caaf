#include "read_image_command.h"

#include "command_line.h"
#include "fen.h"
#include "json_writer.h"
#include "picture_reader.h"

#include <QCoreApplication>

#include <string>

namespace forsyth {
namespace {

std::string pieceText(Piece p) { return p.empty() ? std::string() : std::string(1, pieceLetter(p)); }

std::string json(const QString& file, const PictureResult& r)
{
    std::string out;
    JsonWriter w(out);
    w.beginObject();
    w.key("file");
    w.value(file.toStdString());
    if (r.outcome != PictureResult::Outcome::Read) {
        w.key("fen");
        w.null();
        w.key("error");
        w.value(r.problem.toStdString());
        w.key("seconds");
        w.value(r.seconds);
        w.endObject();
        return out + '\n';
    }
    const Position& pos = r.reading.position;
    w.key("fen");
    w.value(writeFen(pos));
    w.key("flipped");
    w.value(r.reading.flipped);
    w.key("turned");
    w.value(r.turnedDegrees);
    w.key("mirrored");
    w.value(r.mirrored);
    w.key("colours_swapped");
    w.value(r.colouredWrongWayRound);
    w.key("truncated");
    w.value(r.truncated);
    w.key("another_board");
    w.value(r.anotherBoard);
    w.key("box");
    w.beginObject();
    w.key("x");
    w.value(r.box.x());
    w.key("y");
    w.value(r.box.y());
    w.key("width");
    w.value(r.box.width());
    w.key("height");
    w.value(r.box.height());
    w.endObject();
    // Every square from a8 to h1, as FEN lists them, with the piece read and how sure.
    w.key("squares");
    w.beginArray();
    for (int rank = 7; rank >= 0; --rank) {
        for (int file = 0; file < 8; ++file) {
            const Square s = makeSquare(file, rank);
            const int row = r.reading.flipped ? rank : 7 - rank;
            const int column = r.reading.flipped ? 7 - file : file;
            const SeenSquare& seen = r.shown[static_cast<std::size_t>(row * 8 + column)];
            w.beginObject();
            w.key("square");
            w.value(squareName(s));
            w.key("piece");
            w.value(pieceText(seen.piece));
            w.key("confidence");
            w.value(static_cast<double>(seen.confidence));
            w.endObject();
        }
    }
    w.endArray();
    w.key("unsure");
    w.beginArray();
    for (Square s = 0; s < 64; ++s) {
        if (r.reading.unsure & bit(s))
            w.value(squareName(s));
    }
    w.endArray();
    w.key("seconds");
    w.value(r.seconds);
    w.endObject();
    return out + '\n';
}

} // namespace

int runReadImage()
{
    CommandLine line(QStringLiteral("read-image"),
        QCoreApplication::translate("ReadImageCommand",
            "Reads the chess board in each picture (PNG, JPEG, WebP, BMP, TIFF: a screenshot, a book's "
            "diagram) and prints its FEN, one line a picture: an empty line for a picture that cannot be "
            "read, the reason on standard error. A picture shows no side to move, castling "
            "or en passant: White moves (Black when its king is attacked), castling where kings and "
            "rooks stand on their squares. Black at the bottom is seen and turned, and so is a board on its "
            "side or upside down.\n"
            "Exit status: 0 every picture read, 1 a picture could not be read or holds no board, 2 a "
            "usage error, 3 the output could not be written."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
        QCoreApplication::translate("ReadImageCommand",
            "Print one JSON object a picture: file, fen, flipped, turned (degrees clockwise, for a board "
            "on its side or upside down), mirrored (the picture was mirrored and read mirrored back; with "
            "turned 180, flipped top to bottom), "
            "colours_swapped (the board's squares are coloured the wrong way round, and it was read as "
            "drawn), "
            "truncated (the file ends before its picture does), another_board (the picture holds another "
            "board, not read), box (where the board is, in pixels), "
            "squares (a8 to h1: piece, confidence), unsure, seconds; or file, fen null, error."));
    QCommandLineParser& parser = line.parser();
    parser.addOption(jsonOption);
    parser.addPositionalArgument(QStringLiteral("IMAGE"),
        QCoreApplication::translate("ReadImageCommand", "Pictures to read."), QStringLiteral("IMAGE..."));
    if (const std::optional<int> done = line.parse())
        return *done;
    const QStringList files = line.arguments();
    if (files.isEmpty())
        return line.usageError(QCoreApplication::translate("ReadImageCommand", "give one picture or more"));
    const bool asJson = parser.isSet(jsonOption);
    Output out;
    int status = 0;
    for (const QString& file : files) {
        const PictureResult result = readPictureFile(file);
        if (result.outcome != PictureResult::Outcome::Read) {
            status = 1;
            if (!asJson)
                line.printError(QStringLiteral("%1: %2").arg(file, result.problem));
        }
        // An empty line for a picture not read, so that line N is always the Nth picture.
        std::string text = asJson                            ? json(file, result)
            : result.outcome == PictureResult::Outcome::Read ? writeFen(result.reading.position) + '\n'
                                                             : std::string("\n");
        if (!out.write(text))
            return line.outputError(out);
    }
    return status;
}

} // namespace forsyth
