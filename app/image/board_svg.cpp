// boardSvg: the board written as SVG text by hand rather than through QSvgGenerator, so each
// piece is one element a reader (or a test) can find by its class, drawn by the current piece
// set as vector shapes.
#include "board_image.h"

#include "fen.h"
#include "look.h"
#include "svg_number.h"

#include <QXmlStreamWriter>

#include <algorithm>

namespace forsyth {
namespace {

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
    xml.writeAttribute(QStringLiteral("x"), svgNumber(rect.x()));
    xml.writeAttribute(QStringLiteral("y"), svgNumber(rect.y()));
    xml.writeAttribute(QStringLiteral("width"), svgNumber(rect.width()));
    xml.writeAttribute(QStringLiteral("height"), svgNumber(rect.height()));
    xml.writeAttribute(QStringLiteral("fill"), fill);
}

void writePieces(QXmlStreamWriter& xml, const Position& position, const BoardImageLayout& layout)
{
    xml.writeStartElement(QStringLiteral("g"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("pieces"));
    for (Square s = 0; s < 64; ++s) {
        const Piece piece = position.pieceAt(s);
        if (piece.empty())
            continue;
        xml.writeStartElement(QStringLiteral("g"));
        xml.writeAttribute(QStringLiteral("class"),
            QStringLiteral("piece %1-%2")
                .arg(QLatin1String(piece.color == Color::White ? "white" : "black"),
                    QLatin1String(typeName(piece.type))));
        xml.writeAttribute(QStringLiteral("data-square"), QString::fromStdString(squareName(s)));
        Look::current().pieces().writeSvg(xml, piece, layout.squareRect(s));
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

void writeCoordinates(QXmlStreamWriter& xml, const BoardImageLayout& layout)
{
    xml.writeStartElement(QStringLiteral("g"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("coordinates"));
    xml.writeAttribute(QStringLiteral("font-family"), QStringLiteral("DejaVu Sans, sans-serif"));
    xml.writeAttribute(QStringLiteral("font-size"), svgNumber(layout.labelPixelSize()));
    if (layout.labelsInside())
        xml.writeAttribute(QStringLiteral("font-weight"), QStringLiteral("bold"));
    xml.writeAttribute(QStringLiteral("text-anchor"), QStringLiteral("middle"));
    xml.writeAttribute(QStringLiteral("dominant-baseline"), QStringLiteral("central"));
    const auto label = [&xml](const QRectF& rect, const QColor& colour, const QString& text) {
        xml.writeStartElement(QStringLiteral("text"));
        xml.writeAttribute(QStringLiteral("x"), svgNumber(rect.center().x()));
        xml.writeAttribute(QStringLiteral("y"), svgNumber(rect.center().y()));
        xml.writeAttribute(QStringLiteral("fill"), colour.name());
        xml.writeCharacters(text);
        xml.writeEndElement();
    };
    for (int i = 0; i < 8; ++i) {
        label(
            layout.fileLabelRect(i), layout.fileLabelColour(i), QString(QChar(u'a' + layout.fileShownIn(i))));
        label(layout.rankLabelRect(i), layout.rankLabelColour(i), QString::number(layout.rankShownIn(i) + 1));
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
    xml.writeAttribute(QStringLiteral("stroke-width"), svgNumber(line));
    if (options.coordinates)
        writeCoordinates(xml, layout);

    const Color mover = position.sideToMove;
    const QRectF disc = layout.sideMarkerRect(mover);
    xml.writeEmptyElement(QStringLiteral("circle"));
    xml.writeAttribute(QStringLiteral("class"),
        mover == Color::White ? QStringLiteral("side-to-move white") : QStringLiteral("side-to-move black"));
    xml.writeAttribute(QStringLiteral("cx"), svgNumber(disc.center().x()));
    xml.writeAttribute(QStringLiteral("cy"), svgNumber(disc.center().y()));
    xml.writeAttribute(QStringLiteral("r"), svgNumber(disc.width() / 2));
    xml.writeAttribute(
        QStringLiteral("fill"), mover == Color::White ? QStringLiteral("#fff") : QStringLiteral("#000"));
    xml.writeAttribute(QStringLiteral("stroke"), QStringLiteral("#000"));
    xml.writeAttribute(QStringLiteral("stroke-width"), svgNumber(std::max<qreal>(0.5, disc.width() / 8)));
    xml.writeEndElement(); // svg
    xml.writeEndDocument();
    return out;
}

} // namespace forsyth
