// The six FEN fields' colours and underline styles, in one place: the FEN field, the legend
// and the field controls of the teaching view wear the same ones.
#pragma once

#include <QColor>
#include <QTextCharFormat>

class QPalette;

namespace forsyth {

constexpr int FenFieldCount = 6;

// The field's ink (underline, number badge): an Okabe-Ito hue, which colour-blind readers
// still tell apart, its lightness moved until it stands 3:1 against the palette's base (the
// contrast WCAG asks of graphics). Invalid outside 1-6.
QColor fieldColour(int field, const QPalette& palette);
// The field's background: its hue, translucent, stronger on a dark theme where a faint tint
// disappears. Text keeps the palette's own colour over it.
QColor fieldTint(int field, const QPalette& palette);
// The second cue, for those who cannot tell the hues apart: a line style a field.
QTextCharFormat::UnderlineStyle fieldUnderline(int field);
// Tint, underline style and ink together: how the field's characters look.
QTextCharFormat fieldFormat(int field, const QPalette& palette);

// What the teaching view lights up (board squares from the FEN, a FEN character from the
// board): one colour of its own, unlike the fields, the findings' yellow and the error red.
QColor taughtColour();
QTextCharFormat taughtFormat();

// What move mode lights up for a moment after a move (the FEN characters it changed): the
// text's own colours swapped, which no field's tint, the taught purple or a colour-blind eye
// can confuse with anything else.
QTextCharFormat changedFormat(const QPalette& palette);

// WCAG's contrast ratio (1 to 21) of two opaque colours; `over` composes a translucent colour
// over an opaque one, as the screen shows it.
double contrastRatio(const QColor& a, const QColor& b);
QColor over(const QColor& top, const QColor& bottom);
bool isDarkPalette(const QPalette& palette);

// Words that say something is wrong (an error finding, a FEN that does not read): red that
// keeps 4.5:1 against the palette's base, dark on a light theme and light on a dark one.
QColor errorInk(const QPalette& palette);

} // namespace forsyth
