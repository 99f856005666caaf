// Where a FEN given on the command line comes from: the text itself or a file: the FEN an
// .epd or .pgn file holds (as File > Open reads it), else the file's first non-empty line. Shared by main()
// (which exits on an unreadable file) and MainWindow::openArgument.
#pragma once

#include <QByteArray>
#include <QString>

namespace forsyth {

struct FenText {
    QByteArray fen;  // the text to read as a FEN
    QString title;   // an .epd file's id or a .pgn file's Event; empty when there is none
    QString problem; // why there is none: the file could not be read or holds no line
};

// A file when it exists, or when the name ends in .fen, .epd or .pgn (so a missing file says so rather
// than "not a FEN"); otherwise the argument is the FEN itself.
bool namesFenFile(const QString& argument);

// .epd and .pgn (by extension, any letter case): the FEN and title readPositionFile finds.
// Otherwise (.fen, .txt, anything): the first line that is not empty. Of at most the file's
// first megabyte.
FenText readFenFile(const QString& path);

// namesFenFile ? readFenFile : the argument as UTF-8.
FenText fenTextFrom(const QString& fenOrFile);

} // namespace forsyth
