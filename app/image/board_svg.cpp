// boardSvg: the board written as SVG text by hand rather than through QSvgGenerator, so each
// piece is one element a reader (or a test) can find by its class, and no Qt Svg is needed.
#include "board_image.h"

#include "fen.h"
#include "piece_painter.h"

#include <QPainterPath>
#include <QXmlStreamWriter>

#include <algorithm>

namespace forsyth {
namespace {

QString number(qreal value)
{
    QString text = QString::number(value, 'f', 2);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

QString point(const QPointF& p) { return number(p.x()) + QLatin1Char(' ') + number(p.y()); }

// SVG path data from a QPainterPath: its moves, lines and cubic curves, each subpath closed.
QString pathData(const QPainterPath& path)
{
    QString d;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
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

const char* typeName(PieceType type)
{
    switch (type) {
    case PieceType::King:
        return "king";
    case PieceType::Queen:
        return "queen";
    case PieceType::Rook:
        return "rook";
    case PieceType::Bishop:
        return "bishop";
    case PieceType::Knight:
        return "knight";
    case PieceType::Pawn:
    case PieceType::None:
        break;
    }
    return "pawn";
}

void writeRect(QXmlStreamWriter& xml, const QRectF& rect, const QString& cssClass, const QString& fill)
{
    xml.writeEmptyElement(QStringLiteral("rect"));
    xml.writeAttribute(QStringLiteral("class"), cssClass);
    xml.writeAttribute(QStringLiteral("x"), number(rect.x()));
    xml.writeAttribute(QStringLiteral("y"), number(rect.y()));
    xml.writeAttribute(QStringLiteral("width"), number(rect.width()));
    xml.writeAttribute(QStringLiteral("height"), number(rect.height()));
    xml.writeAttribute(QStringLiteral("fill"), fill);
}

void writePath(QXmlStreamWriter& xml, const QPainterPath& path, const QString& fill)
{
    xml.writeEmptyElement(QStringLiteral("path"));
    xml.writeAttribute(QStringLiteral("fill"), fill);
    xml.writeAttribute(QStringLiteral("fill-rule"),
        path.fillRule() == Qt::WindingFill ? QStringLiteral("nonzero") : QStringLiteral("evenodd"));
    xml.writeAttribute(QStringLiteral("d"), pathData(path));
}

void writePieces(QXmlStreamWriter& xml, const Position& position, const BoardImageLayout& layout)
{
    xml.writeStartElement(QStringLiteral("g"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("pieces"));
    for (Square s = 0; s < 64; ++s) {
        const Piece piece = position.pieceAt(s);
        if (piece.empty())
            continue;
        const PieceShapes shapes = pieceShapes(piece, layout.squareRect(s));
        xml.writeStartElement(QStringLiteral("g"));
        xml.writeAttribute(QStringLiteral("class"),
            QStringLiteral("piece %1-%2")
                .arg(QLatin1String(piece.color == Color::White ? "white" : "black"),
                    QLatin1String(typeName(piece.type))));
        xml.writeAttribute(QStringLiteral("data-square"), QString::fromStdString(squareName(s)));
        writePath(xml, shapes.body, QStringLiteral("#fff"));
        writePath(xml, shapes.lines, QStringLiteral("#000"));
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

void writeCoordinates(QXmlStreamWriter& xml, const BoardImageLayout& layout)
{
    xml.writeStartElement(QStringLiteral("g"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("coordinates"));
    xml.writeAttribute(QStringLiteral("font-family"), QStringLiteral("DejaVu Sans, sans-serif"));
    xml.writeAttribute(QStringLiteral("font-size"), number(layout.labelPixelSize()));
    xml.writeAttribute(QStringLiteral("fill"), QStringLiteral("#333"));
    xml.writeAttribute(QStringLiteral("text-anchor"), QStringLiteral("middle"));
    xml.writeAttribute(QStringLiteral("dominant-baseline"), QStringLiteral("central"));
    const auto label = [&xml](const QRectF& rect, const QString& text) {
        xml.writeStartElement(QStringLiteral("text"));
        xml.writeAttribute(QStringLiteral("x"), number(rect.center().x()));
        xml.writeAttribute(QStringLiteral("y"), number(rect.center().y()));
        xml.writeCharacters(text);
        xml.writeEndElement();
    };
    for (int i = 0; i < 8; ++i) {
        label(layout.fileLabelRect(i), QString(QChar(u'a' + layout.fileShownIn(i))));
        label(layout.rankLabelRect(i), QString::number(layout.rankShownIn(i) + 1));
    }
    xml.writeEndElement();
}

} // namespace

QByteArray boardSvg(const Position& position, int side, const BoardImageOptions& options)
{
    const BoardImageLayout layout(side, options);
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(1);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("svg"));
    xml.writeDefaultNamespace(QStringLiteral("http://www.w3.org/2000/svg"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(side));
    xml.writeAttribute(QStringLiteral("height"), QString::number(side));
    xml.writeAttribute(QStringLiteral("viewBox"), QStringLiteral("0 0 %1 %1").arg(side));
    xml.writeTextElement(QStringLiteral("title"), QString::fromStdString(writeFen(position)));

    writeRect(xml, QRectF(0, 0, side, side), QStringLiteral("background"), QStringLiteral("#fff"));
    xml.writeStartElement(QStringLiteral("g"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("squares"));
    xml.writeAttribute(QStringLiteral("shape-rendering"), QStringLiteral("crispEdges"));
    for (Square s = 0; s < 64; ++s) {
        const bool light = isLightSquare(s);
        writeRect(xml, layout.squareRect(s),
            light ? QStringLiteral("square light") : QStringLiteral("square dark"), squareColour(s).name());
    }
    xml.writeEndElement();
    writePieces(xml, position, layout);

    const qreal line = std::max<qreal>(1, side / 512.0);
    const QRectF frame = layout.boardRect().adjusted(-line / 2, -line / 2, line / 2, line / 2);
    writeRect(xml, frame, QStringLiteral("frame"), QStringLiteral("none"));
    xml.writeAttribute(QStringLiteral("stroke"), QStringLiteral("#333"));
    xml.writeAttribute(QStringLiteral("stroke-width"), number(line));
    if (options.coordinates)
        writeCoordinates(xml, layout);

    const Color mover = position.sideToMove;
    const QRectF disc = layout.sideMarkerRect(mover);
    xml.writeEmptyElement(QStringLiteral("circle"));
    xml.writeAttribute(QStringLiteral("class"),
        mover == Color::White ? QStringLiteral("side-to-move white") : QStringLiteral("side-to-move black"));
    xml.writeAttribute(QStringLiteral("cx"), number(disc.center().x()));
    xml.writeAttribute(QStringLiteral("cy"), number(disc.center().y()));
    xml.writeAttribute(QStringLiteral("r"), number(disc.width() / 2));
    xml.writeAttribute(
        QStringLiteral("fill"), mover == Color::White ? QStringLiteral("#fff") : QStringLiteral("#000"));
    xml.writeAttribute(QStringLiteral("stroke"), QStringLiteral("#000"));
    xml.writeAttribute(QStringLiteral("stroke-width"), number(std::max<qreal>(0.5, disc.width() / 8)));
    xml.writeEndElement(); // svg
    xml.writeEndDocument();
    return out;
}

} // namespace forsyth
