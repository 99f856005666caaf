// A board read from a picture (PNG, JPEG, WebP, BMP, TIFF): the vision module (app/vision, OpenCV)
// loaded on first use finds the board and reads its squares, then core makes a position of
// them (picture_reading.h). Qt Core only: used by `forsyth read-image` and by the editor's
// paste, drop and File > Open (docs/MODEL.md).
#pragma once

#include "picture_reading.h"

#include <QByteArray>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

#include <array>

namespace forsyth {

struct PictureResult {
    enum class Outcome { Read, NoBoard, NotAPicture, CannotRead };
    Outcome outcome = Outcome::CannotRead;
    QString problem; // why nothing was read, in words; empty when read
    PictureReading reading;
    std::array<SeenSquare, 64> shown{}; // as the picture shows them, row by row from the top left
    QSize pictureSize;
    QRectF box; // where the board was found, in the picture's pixels
    // The board stood on its side or upside down: the picture was read turned 90, 270 or 180
    // degrees clockwise, and `shown` is as the turned picture shows it. 0: read as it is.
    int turnedDegrees = 0;
    // The board's top left square is dark, its pieces upright: the picture is mirrored, and was
    // read mirrored back (`shown` is as that shows it); or, when its pieces were read surer as
    // drawn, the board is coloured the wrong way round.
    bool mirrored = false;
    bool colouredWrongWayRound = false;
    // The file ends before its picture does (a JPEG cut short): the part missing is grey, and its
    // squares read as empty.
    bool truncated = false;
    // The picture holds another board, not read (a page of diagrams): the one read is the most
    // board-like.
    bool anotherBoard = false;
    double boardScore = 0;
    double seconds = 0;
};

// Pictures larger than this are refused unread (a 50-megapixel photo is some 20 MB).
inline constexpr qint64 MaxPictureBytes = 200LL * 1024 * 1024;
// And pictures of more pixels than this, refused once their size is read: a small file can hold
// a vast picture (20,000 x 20,000 of one colour is a PNG of 0.4 MB), and reading one would take
// gigabytes. A 50-megapixel photo is read.
inline constexpr qint64 MaxPicturePixels = 100'000'000;

// Reads the picture in `bytes` (a file's contents as they are, encoded).
PictureResult readPicture(const QByteArray& bytes);
PictureResult readPictureFile(const QString& path);

// Where the vision module is looked for: beside the executable (the build), then ../lib/forsyth
// (an installed layout). Tests, whose executables are elsewhere, name the build's folder first.
QStringList visionModuleFolders();
void setVisionModuleFolder(const QString& folder);

} // namespace forsyth
