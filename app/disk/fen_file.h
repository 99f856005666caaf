// Reading a position file: the one way a FEN comes from a file, whether named on the command
// line, chosen with File > Open, or dropped on the window or the board. Also where a FEN given
// on the command line comes from: the text itself or such a file; and whether saving over a
// file would lose what it holds beside the position. Shared by MainWindow::openArgument (the
// command line) and FileActions.
#pragma once

#include <QByteArray>
#include <QString>

#include <string>

class QMimeData;

namespace forsyth {

// The most of a position's text that is read: of a file, or of text dropped on the board. A
// position file is a few lines; a PGN or chat text may hold its FEN further down.
inline constexpr qint64 MaxPositionBytes = 1024 * 1024;

struct FenText {
    QByteArray fen;  // the text to read as a FEN
    QString title;   // an .epd file's id or a .pgn file's Event; empty when there is none
    QString problem; // why there is none: the file could not be read or holds no position
};

// A file when it exists, or when opensAsFile (so a missing file says so rather than "not a
// FEN"); otherwise the argument is the FEN itself.
bool namesFenFile(const QString& argument);
// Whether the name's extension is one File > Open opens: a position file (.fen, .epd, .pgn),
// a collection (.fen, .epd, .csv, .txt) or a picture of a board, in any letter case.
bool opensAsFile(const QString& path);
// A picture the board reader takes: .png, .jpg, .jpeg, .webp, .bmp, .tif, .tiff, in any letter case, or a
// file that startsAsPicture under a name no position file or collection has (none, .gif, .svg).
bool namesPicture(const QString& path);
// Whether the file begins as a picture does, whatever its name: PNG, JPEG, WebP, BMP and TIFF (a
// scanner's), which the reader reads, and GIF and SVG, which it says it does not (rather than
// "not a FEN").
bool startsAsPicture(const QString& path);

// The FEN and title readPositionFile finds in the file's first MaxPositionBytes (in UTF-16 too), in the
// format its name's extension says (any letter case); a name without one is read as a .fen file, whose first
// line that is not empty is the FEN. FileActions refuses such names before. What is not a regular file (a
// named pipe, which would wait for a writer for ever, a device, a folder) is refused.
FenText readFenFile(const QString& path);

// Whether Save may write the document's position over the file at `path` and lose nothing:
// the file holds only what writing it back keeps (writingKeepsAll, in the format its name
// says), or there is no regular file there to read (it is gone, or a pipe or device). False
// when it holds more, or more than MaxPositionBytes.
bool savingKeepsAll(const QString& path);

// The most of a collection file that is read (docs/COLLECTIONS.md): far beyond any real
// collection, and still safe to hold in memory.
inline constexpr qint64 MaxCollectionBytes = qint64(1) << 30;

struct CollectionFileText {
    std::string text; // UTF-8, whatever the file's encoding
    QString problem;  // why there is none: unreadable, not a regular file, binary, too large
};

// The whole text of a collection file (.fen, .epd, .csv, .txt), refusing what is not a regular
// file, what is larger than MaxCollectionBytes, and what holds NUL bytes (a binary file
// given a text file's name). A file in UTF-16 is read as UTF-8 (text_encoding.h).
CollectionFileText readCollectionFile(const QString& path);

// namesFenFile ? readFenFile : the argument as UTF-8.
FenText fenTextFrom(const QString& fenOrFile);

// The dropped local files whose names opensAsFile, in their order. Such a file is opened like
// File > Open, not pasted.
QStringList positionFilesOf(const QMimeData* data);

} // namespace forsyth
