#include "board_view.h"

#include <QFont>
#include <QPainter>

namespace forsyth {
namespace {

constexpr qreal ReferencePixels = 100; // glyphs are built at this size, then scaled
constexpr qreal BandRatio = 0.4;       // the coordinate band, in squares
constexpr qreal PieceRatio = 0.86;     // the king's height, in squares

const QColor LightSquare(238, 216, 182);
const QColor DarkSquare(176, 134, 99);

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
        return 0x2659;
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

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Chess board"));
    buildGlyphs();
}

void BoardView::setPosition(const Position& position)
{
    position_ = position;
    update();
}

QSize BoardView::sizeHint() const { return {560, 560}; }
QSize BoardView::minimumSizeHint() const { return {120, 120}; }

void BoardView::buildGlyphs()
{
    for (int t = 0; t < 6; ++t) {
        const auto type = static_cast<PieceType>(t + 1);
        Glyph& g = glyphs_[static_cast<std::size_t>(t)];
        g.outline = glyphPath(whiteGlyph(type));
        g.solid = glyphPath(static_cast<char16_t>(whiteGlyph(type) + 6));
        g.silhouette = silhouetteOf(g.outline);
    }
    glyphHeight_ = std::max<qreal>(
        1, glyphs_[static_cast<std::size_t>(PieceType::King) - 1].solid.boundingRect().height());
}

void BoardView::drawPiece(QPainter& painter, Piece piece, const QRectF& square) const
{
    const Glyph& g = glyphs_[static_cast<std::size_t>(piece.type) - 1];
    const qreal scale = PieceRatio * square.height() / glyphHeight_;
    const QRectF box = g.silhouette.boundingRect();
    painter.save();
    painter.translate(square.center());
    painter.scale(scale, scale);
    painter.translate(-box.center());
    painter.setPen(Qt::NoPen);
    // A white piece is a white body with the outline glyph's black lines on it; a black
    // piece is the solid glyph on a white body, so its inner lines show white.
    painter.setBrush(Qt::white);
    painter.drawPath(g.silhouette);
    painter.setBrush(Qt::black);
    painter.drawPath(piece.color == Color::White ? g.outline : g.solid);
    painter.restore();
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);

    const qreal side = std::min(width(), height());
    const qreal square = side / (8 + BandRatio);
    const qreal band = square * BandRatio;
    // The board and its coordinate band, centred in the widget.
    const QPointF origin((width() - side) / 2 + band, (height() - side) / 2);
    const QRectF board(origin, QSizeF(8 * square, 8 * square));

    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            const Square s = makeSquare(file, rank);
            const QRectF rect(origin.x() + file * square, origin.y() + (7 - rank) * square, square, square);
            painter.fillRect(rect, isLightSquare(s) ? LightSquare : DarkSquare);
            const Piece piece = position_.pieceAt(s);
            if (!piece.empty())
                drawPiece(painter, piece, rect);
        }
    }
    painter.setPen(QPen(palette().color(QPalette::WindowText), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board);

    QFont coordinates = font();
    coordinates.setPixelSize(std::max(8, static_cast<int>(band * 0.6)));
    painter.setFont(coordinates);
    for (int i = 0; i < 8; ++i) {
        const QRectF fileLabel(origin.x() + i * square, board.bottom(), square, band);
        const QRectF rankLabel(origin.x() - band, origin.y() + (7 - i) * square, band, square);
        painter.drawText(fileLabel, Qt::AlignCenter, QString(QChar(u'a' + i)));
        painter.drawText(rankLabel, Qt::AlignCenter, QString::number(i + 1));
    }
}

} // namespace forsyth
