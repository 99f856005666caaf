// The words and fonts of a worksheet: a font that has Latin, Hangul and Chinese glyphs (so the
// PDF embeds what it shows whatever the language), a line shrunk until it fits, and what a
// caption and an answer say.
#pragma once

#include "worksheet_item.h"

#include <QFont>
#include <QString>

class QPaintDevice;

namespace forsyth {

// DejaVu Sans for Latin letters and digits, WenQuanYi Micro Hei for Hangul and Chinese (both
// installed with Forsyth: scripts/install-deps.sh).
QFont worksheetFont(qreal pointSize, bool bold = false);

struct FittedText {
    QString text; // elided only when even the smallest size does not fit
    QFont font;
    qreal pointSize = 0;
};

// The text at pointSize, or smaller (down to 45% of it) until it fits `width` device dots.
FittedText fitText(const QString& text, qreal pointSize, qreal width, const QPaintDevice& device);

// Where a FEN too long for one line is broken in two: after the '/' or before the space
// nearest its middle.
qsizetype fenBreak(const QString& fen);

// "12. Title" (or "12." for an untitled record).
QString captionTitle(const WorksheetItem& item, int number);

// Moves in SAN with each number joined to its move by a non-breaking space ("8.\u00a0Nc3") and
// castling's hyphens made non-breaking ("O\u2011O\u2011O"), so that a line wrapped between moves
// never ends on a number whose move starts the next, nor on "O-" with "O-O" on the next.
QString movesKeptWhole(QString moves);

// What the answer key says of an item: "Title · #2: 1. Qh5+ Kd8 2. Qf7#", the moves kept with
// their numbers.
QString answerText(const WorksheetItem& item);

} // namespace forsyth
