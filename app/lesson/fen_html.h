// The FEN as the lesson panels show it: rich text in a fixed-width font, the characters being
// read or asked about marked in the teaching view's colour.
#pragma once

#include <QFont>
#include <QString>

#include <cstddef>

class QPalette;

namespace forsyth {

// fen with the bytes [start, end) marked; with dimTail, what follows them in the palette's
// dimmed text (not read yet). Escaped, and free to wrap after each '/' (a placement has no
// spaces to wrap at).
QString markedFenHtml(
    const QByteArray& fen, std::size_t start, std::size_t end, bool dimTail, const QPalette& palette);
// The fixed-width font the FEN is shown in, a little larger than `base`.
QFont lessonFenFont(const QFont& base);

} // namespace forsyth
