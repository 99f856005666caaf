// A slide for a lesson: the board, under it the FEN with its fields numbered, tinted and
// marked by shape (FenPicture), and the legend naming the six fields, as the teaching view
// shows them; PNG or SVG (docs/CLASSROOM.md §3).
#pragma once

#include "board_image.h"

#include <QByteArray>
#include <QImage>
#include <QString>

namespace forsyth {

constexpr int MinSlideWidth = 320;
constexpr int MaxSlideWidth = 8192;

// The slide `width` pixels wide (its height follows from the layout). The legend speaks the
// language loaded now.
QImage slideImage(const Position& position, const QString& fen, int width, const BoardImageOptions& options);
// The same drawing as a standalone SVG document (the board as boardSvg draws it, nested).
QByteArray slideSvg(
    const Position& position, const QString& fen, int width, const BoardImageOptions& options);

// Writes the slide (format from the extension, .png or .svg) safely; the problem in words, or
// an empty string on success.
QString saveSlide(const QString& path, const Position& position, const QString& fen, int width,
    const BoardImageOptions& options);

} // namespace forsyth
