// The font set: the chess glyphs U+2654-U+265F of an installed font, as paths, so they stay
// crisp at any size and can be written as SVG paths.
#include "piece_set.h"
#include "svg_number.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>
#include <QXmlStreamWriter>

#include <algorithm>

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

// SVG path data from a QPainterPath: its moves, lines and cubic curves, each subpath closed.
QString pathData(const QPainterPath& path)
{
    QString d;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        const auto point
            = [](const QPointF& p) { return svgNumber(p.x()) + QLatin1Char(' ') + svgNumber(p.y()); };
        switch (e.type) {
        case QPainterPath::MoveToElement:
            if (!d.isEmpty())
                d += QLatin1String("Z");
            d += QLatin1String("M") + point(e);
            break;
        case QPainterPath::LineToElement:
            d += QLatin1String("L") + point(e);
            break;
        case QPainterPath::CurveToElement:
            if (i + 2 < path.elementCount()) {
                d += QLatin1String("C") + point(e) + QLatin1Char(' ') + point(path.elementAt(i + 1))
                    + QLatin1Char(' ') + point(path.elementAt(i + 2));
                i += 2;
            }
            break;
        case QPainterPath::CurveToDataElement:
            break; // consumed with its curve
        }
    }
    if (!d.isEmpty())
        d += QLatin1String("Z");
    return d;
}

class FontPieces : public PieceSet {
public:
    void paint(QPainter& painter, Piece piece, const QRectF& square) const override
    {
        const Glyph& g = glyph(piece);
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setTransform(placement(square), true);
        painter.setPen(Qt::NoPen);
        // A white piece is a white body with the outline glyph's black lines on it; a black
        // piece is the solid glyph on a white body, so its inner lines show white.
        painter.setBrush(Qt::white);
        painter.drawPath(g.silhouette);
        painter.setBrush(Qt::black);
        painter.drawPath(piece.color == Color::White ? g.outline : g.solid);
        painter.restore();
    }

    void writeSvg(QXmlStreamWriter& xml, Piece piece, const QRectF& square) const override
    {
        const Glyph& g = glyph(piece);
        const QTransform transform = placement(square);
        writePath(xml, transform.map(g.silhouette), QStringLiteral("#fff"));
        writePath(
            xml, transform.map(piece.color == Color::White ? g.outline : g.solid), QStringLiteral("#000"));
    }

private:
    static const Glyph& glyph(Piece piece)
    {
        return glyphSet().glyphs[static_cast<std::size_t>(piece.type) - 1];
    }

    static QTransform placement(const QRectF& square)
    {
        const qreal scale = PieceRatio * square.height() / glyphSet().height;
        QTransform transform;
        transform.translate(square.center().x(), square.center().y());
        transform.scale(scale, scale);
        return transform;
    }

    static void writePath(QXmlStreamWriter& xml, const QPainterPath& path, const QString& fill)
    {
        xml.writeEmptyElement(QStringLiteral("path"));
        xml.writeAttribute(QStringLiteral("fill"), fill);
        xml.writeAttribute(QStringLiteral("fill-rule"),
            path.fillRule() == Qt::WindingFill ? QStringLiteral("nonzero") : QStringLiteral("evenodd"));
        xml.writeAttribute(QStringLiteral("d"), pathData(path));
    }
};

} // namespace

std::unique_ptr<PieceSet> fontPieceSet() { return std::make_unique<FontPieces>(); }

int pieceIndex(Piece piece) { return index(piece.color) * 6 + static_cast<int>(piece.type) - 1; }

Piece pieceAtIndex(int i)
{
    return Piece{static_cast<PieceType>(i % 6 + 1), i < 6 ? Color::White : Color::Black};
}

} // namespace forsyth
