// Where a FEN given on the command line comes from: the text itself or a .fen file's first
// line. Shared by main() (which exits on an unreadable file) and MainWindow::openArgument.
#pragma once

#include <QByteArray>
#include <QString>

namespace forsyth {

struct FenText {
    QByteArray fen;  // the text to read as a FEN
    QString problem; // why there is none: the file could not be read or holds no line
};

// A file when it exists, or when the name ends in .fen (so a missing file says so rather
// than "not a FEN"); otherwise the argument is the FEN itself.
bool namesFenFile(const QString& argument);

// The first line of the file that is not empty (of at most its first megabyte).
FenText readFenFile(const QString& path);

// namesFenFile ? readFenFile : the argument as UTF-8.
FenText fenTextFrom(const QString& fenOrFile);

} // namespace forsyth
