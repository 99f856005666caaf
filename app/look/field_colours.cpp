#include "field_colours.h"

#include <QPalette>

#include <algorithm>
#include <array>
#include <cmath>

namespace forsyth {
namespace {

// Okabe and Ito's palette, without its yellow (no contrast on a light base) and black (the
// text's own colour). Neighbouring fields get far-apart hues.
constexpr std::array<QRgb, FenFieldCount> Hues{
    0x0072B2, // 1 placement: blue
    0xE69F00, // 2 side to move: orange
    0x009E73, // 3 castling: bluish green
    0xCC79A7, // 4 en passant: reddish purple
    0x56B4E9, // 5 halfmove clock: sky blue
    0xD55E00, // 6 fullmove number: vermillion
};

constexpr double GraphicsContrast = 3.0;

bool valid(int field) { return field >= 1 && field <= FenFieldCount; }

QColor hue(int field) { return QColor::fromRgb(Hues[static_cast<std::size_t>(field - 1)]); }

double channel(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

double luminance(const QColor& c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

bool isDarkPalette(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

QColor errorInk(const QPalette& palette)
{
    return isDarkPalette(palette) ? QColor(255, 128, 128) : QColor(176, 16, 16);
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor over(const QColor& top, const QColor& bottom)
{
    const double a = top.alphaF();
    return QColor::fromRgbF(static_cast<float>(top.redF() * a + bottom.redF() * (1 - a)),
        static_cast<float>(top.greenF() * a + bottom.greenF() * (1 - a)),
        static_cast<float>(top.blueF() * a + bottom.blueF() * (1 - a)));
}

QColor fieldColour(int field, const QPalette& palette)
{
    if (!valid(field))
        return {};
    const QColor base = palette.color(QPalette::Base);
    const bool darkBase = base.lightness() < 128;
    QColor ink = hue(field);
    float h = 0;
    float s = 0;
    float l = 0;
    ink.getHslF(&h, &s, &l);
    // Darker on a light base, lighter on a dark one, the hue kept: orange turns brownish on
    // white rather than vanishing, blue turns light on black.
    for (int step = 0; step < 50 && contrastRatio(ink, base) < GraphicsContrast; ++step) {
        l = std::clamp(l + (darkBase ? 0.02f : -0.02f), 0.0f, 1.0f);
        ink = QColor::fromHslF(h, s, l);
    }
    return ink;
}

QColor fieldTint(int field, const QPalette& palette)
{
    if (!valid(field))
        return {};
    QColor tint = hue(field);
    tint.setAlphaF(isDarkPalette(palette) ? 0.36f : 0.2f);
    return tint;
}

QTextCharFormat::UnderlineStyle fieldUnderline(int field)
{
    switch (field) {
    case 1:
        return QTextCharFormat::SingleUnderline;
    case 2:
        return QTextCharFormat::DashUnderline;
    case 3:
        return QTextCharFormat::DotLine;
    case 4:
        return QTextCharFormat::DashDotLine;
    case 5:
        return QTextCharFormat::DashDotDotLine;
    case 6:
        return QTextCharFormat::WaveUnderline;
    default:
        return QTextCharFormat::NoUnderline;
    }
}

QTextCharFormat fieldFormat(int field, const QPalette& palette)
{
    QTextCharFormat format;
    if (!valid(field))
        return format;
    format.setBackground(fieldTint(field, palette));
    format.setUnderlineStyle(fieldUnderline(field));
    format.setUnderlineColor(fieldColour(field, palette));
    return format;
}

QColor taughtColour() { return QColor(0x7B, 0x1F, 0xA2); }

QTextCharFormat taughtFormat()
{
    // Solid, with white text: it must win over any field's tint at a glance.
    QTextCharFormat format;
    format.setBackground(taughtColour());
    format.setForeground(Qt::white);
    format.setUnderlineStyle(QTextCharFormat::NoUnderline);
    return format;
}

QTextCharFormat changedFormat(const QPalette& palette)
{
    QTextCharFormat format;
    format.setBackground(palette.color(QPalette::Text));
    format.setForeground(palette.color(QPalette::Base));
    format.setFontWeight(QFont::Bold);
    format.setUnderlineStyle(QTextCharFormat::NoUnderline);
    return format;
}

} // namespace forsyth
