#include "piece_painter.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>

#include <algorithm>
#include <array>

namespace forsyth {
namespace {

constexpr qreal ReferencePixels = 100; // glyphs are built once at this size, then scaled
constexpr qreal PieceRatio = 0.86;     // the king's height, in squares

// U+2654 WHITE CHESS KING ... U+2659 WHITE CHESS PAWN, then the black ones at +6.
char16_t whiteGlyph(PieceType type)
{
    switch (type) {
    case PieceType::King:
        return 0x2654;
    case PieceType::Queen:
        return 0x2655;
    case PieceType::Rook:
        return 0x2656;
    case PieceType::Bishop:
        return 0x2657;
    case PieceType::Knight:
        return 0x2658;
    case PieceType::Pawn:
    case PieceType::None:
        break;
    }
    return 0x2659;
}

QPainterPath glyphPath(char16_t code)
{
    // DejaVu Sans draws all twelve and Debian installs it with Qt; without it Qt falls back
    // to another font that has the glyphs.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(static_cast<int>(ReferencePixels));
    QPainterPath path;
    path.addText(0, 0, font, QString(QChar(code)));
    return path;
}

// Each contour filled on its own and all united: the holes of the glyph (the room inside
// the outline) become solid, which gives a white piece its white body.
QPainterPath silhouetteOf(const QPainterPath& path)
{
    QPainterPath result;
    for (const QPolygonF& contour : path.toSubpathPolygons()) {
        QPainterPath part;
        part.addPolygon(contour);
        part.closeSubpath();
        result = result.united(part);
    }
    return result.simplified();
}

// One piece type's outlines at the reference size, moved so the silhouette is centred on
// the origin: painting is then one scale and two fills.
struct Glyph {
    QPainterPath outline;    // the white glyph: the piece's lines
    QPainterPath solid;      // the black glyph
    QPainterPath silhouette; // everything inside the outer contour, holes filled
};

struct GlyphSet {
    std::array<Glyph, 6> glyphs; // indexed by PieceType - 1
    qreal height = 1;            // of the tallest glyph (the king), to scale all alike

    GlyphSet()
    {
        for (int t = 0; t < 6; ++t) {
            const auto type = static_cast<PieceType>(t + 1);
            Glyph& g = glyphs[static_cast<std::size_t>(t)];
            g.outline = glyphPath(whiteGlyph(type));
            g.solid = glyphPath(static_cast<char16_t>(whiteGlyph(type) + 6));
            g.silhouette = silhouetteOf(g.outline);
            const QPointF centre = g.silhouette.boundingRect().center();
            g.outline.translate(-centre);
            g.solid.translate(-centre);
            g.silhouette.translate(-centre);
        }
        height = std::max<qreal>(
            1, glyphs[static_cast<std::size_t>(PieceType::King) - 1].solid.boundingRect().height());
    }
};

// Built on first use (fonts need the application) and kept: the paths never change.
const GlyphSet& glyphSet()
{
    static const GlyphSet set;
    return set;
}

} // namespace

void paintPiece(QPainter& painter, Piece piece, const QRectF& square)
{
    if (piece.empty())
        return;
    const GlyphSet& set = glyphSet();
    const Glyph& g = set.glyphs[static_cast<std::size_t>(piece.type) - 1];
    const qreal scale = PieceRatio * square.height() / set.height;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(square.center());
    painter.scale(scale, scale);
    painter.setPen(Qt::NoPen);
    // A white piece is a white body with the outline glyph's black lines on it; a black
    // piece is the solid glyph on a white body, so its inner lines show white.
    painter.setBrush(Qt::white);
    painter.drawPath(g.silhouette);
    painter.setBrush(Qt::black);
    painter.drawPath(piece.color == Color::White ? g.outline : g.solid);
    painter.restore();
}

PieceShapes pieceShapes(Piece piece, const QRectF& square)
{
    if (piece.empty())
        return {};
    const GlyphSet& set = glyphSet();
    const Glyph& g = set.glyphs[static_cast<std::size_t>(piece.type) - 1];
    const qreal scale = PieceRatio * square.height() / set.height;
    QTransform transform;
    transform.translate(square.center().x(), square.center().y());
    transform.scale(scale, scale);
    return {transform.map(g.silhouette), transform.map(piece.color == Color::White ? g.outline : g.solid)};
}

QPixmap piecePixmap(Piece piece, int side, qreal devicePixelRatio)
{
    const int pixels = std::max(1, qRound(side * devicePixelRatio));
    QPixmap pixmap(pixels, pixels);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    paintPiece(painter, piece, QRectF(0, 0, pixels / devicePixelRatio, pixels / devicePixelRatio));
    return pixmap;
}

} // namespace forsyth
