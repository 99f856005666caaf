#include "board_image.h"

#include "look.h"
#include "piece_painter.h"
#include "whole_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFont>
#include <QPainter>

#include <algorithm>

namespace forsyth {
namespace {

constexpr qreal CoordinatesMargin = 0.4; // the margin, in squares, when it holds coordinates
constexpr qreal PlainMargin = 0.3;       // room for the side-to-move disc alone

// The board view's colours, so an exported board looks like the one on screen.
const QColor Background(Qt::white);
const QColor Ink(51, 51, 51); // coordinates and the board's frame

} // namespace

BoardImageLayout::BoardImageLayout(qreal side, const BoardImageOptions& options)
    : side_(side)
    , options_(options)
{
    const bool band = options.coordinates && options.placement == CoordinatePlacement::Outside;
    const qreal ratio = band ? CoordinatesMargin : PlainMargin;
    square_ = side / (8 + 2 * ratio);
    margin_ = ratio * square_;
}

QColor squareColour(Square square)
{
    const BoardTheme& theme = Look::current().theme();
    return isLightSquare(square) ? theme.light : theme.dark;
}

QRectF BoardImageLayout::boardRect() const { return {margin_, margin_, 8 * square_, 8 * square_}; }

QRectF BoardImageLayout::squareRect(Square square) const
{
    const int column = options_.flipped ? 7 - fileOf(square) : fileOf(square);
    const int row = options_.flipped ? rankOf(square) : 7 - rankOf(square);
    return {margin_ + column * square_, margin_ + row * square_, square_, square_};
}

bool BoardImageLayout::labelsInside() const { return options_.placement == CoordinatePlacement::Inside; }

QRectF BoardImageLayout::fileLabelRect(int column) const
{
    if (labelsInside()) {
        const qreal w = square_ * 0.3;
        return {margin_ + (column + 1) * square_ - w, margin_ + 8 * square_ - w, w, w};
    }
    return {margin_ + column * square_, margin_ + 8 * square_, square_, margin_};
}

QRectF BoardImageLayout::rankLabelRect(int row) const
{
    if (labelsInside())
        return {margin_, margin_ + row * square_, square_ * 0.3, square_ * 0.3};
    return {0, margin_ + row * square_, margin_, square_};
}

qreal BoardImageLayout::labelPixelSize() const
{
    return std::max<qreal>(1, labelsInside() ? square_ * 0.24 : margin_ * 0.7);
}

// A screen cell (column, row from the top left) is light when column + row is even, whichever
// side is at the bottom: a8 and h1 are both light.
QColor BoardImageLayout::fileLabelColour(int column) const
{
    const BoardTheme& theme = Look::current().theme();
    return !labelsInside() ? Ink : coordinateInkOn(theme, (column + 7) % 2 == 0);
}

QColor BoardImageLayout::rankLabelColour(int row) const
{
    const BoardTheme& theme = Look::current().theme();
    return !labelsInside() ? Ink : coordinateInkOn(theme, row % 2 == 0);
}

QRectF BoardImageLayout::sideMarkerRect(Color mover) const
{
    // The mover's pieces start at the bottom when it is White on an unflipped board.
    const bool atBottom = (mover == Color::White) != options_.flipped;
    const int row = atBottom ? 7 : 0;
    const qreal radius = margin_ * 0.4;
    const QPointF centre(margin_ + 8 * square_ + margin_ / 2, margin_ + (row + 0.5) * square_);
    return {centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius};
}

void paintBoardImage(
    QPainter& painter, const Position& position, qreal side, const BoardImageOptions& options)
{
    const BoardImageLayout layout(side, options);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(QRectF(0, 0, side, side), Background);
    for (Square s = 0; s < 64; ++s)
        painter.fillRect(layout.squareRect(s), squareColour(s));
    for (Square s = 0; s < 64; ++s) {
        const Piece piece = position.pieceAt(s);
        if (!piece.empty())
            paintPiece(painter, piece, layout.squareRect(s));
    }

    painter.setRenderHint(QPainter::Antialiasing);
    const qreal line = std::max<qreal>(1, side / 512);
    painter.setPen(QPen(Ink, line));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(layout.boardRect().adjusted(-line / 2, -line / 2, line / 2, line / 2));

    if (options.coordinates) {
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPixelSize(std::max(1, qRound(layout.labelPixelSize())));
        font.setBold(layout.labelsInside());
        painter.setFont(font);
        for (int i = 0; i < 8; ++i) {
            painter.setPen(layout.fileLabelColour(i));
            painter.drawText(
                layout.fileLabelRect(i), Qt::AlignCenter, QString(QChar(u'a' + layout.fileShownIn(i))));
            painter.setPen(layout.rankLabelColour(i));
            painter.drawText(
                layout.rankLabelRect(i), Qt::AlignCenter, QString::number(layout.rankShownIn(i) + 1));
        }
    }

    const Color mover = position.sideToMove;
    painter.setPen(QPen(Qt::black, std::max<qreal>(0.5, layout.sideMarkerRect(mover).width() / 8)));
    painter.setBrush(mover == Color::White ? Qt::white : Qt::black);
    painter.drawEllipse(layout.sideMarkerRect(mover));
    painter.restore();
}

QImage boardImage(const Position& position, int side, const BoardImageOptions& options)
{
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Background);
    QPainter painter(&image);
    paintBoardImage(painter, position, side, options);
    return image;
}

std::optional<BoardImageFormat> boardImageFormatOf(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return BoardImageFormat::Png;
    if (suffix == QLatin1String("svg"))
        return BoardImageFormat::Svg;
    return std::nullopt;
}

QString saveBoardImage(
    const QString& path, const Position& position, int side, const BoardImageOptions& options)
{
    const std::optional<BoardImageFormat> format = boardImageFormatOf(path);
    if (!format)
        return QCoreApplication::translate(
            "BoardImage", "%1: unknown image type; the name must end in .png or .svg")
            .arg(path);
    if (side < MinImageSide || side > MaxImageSide)
        return QCoreApplication::translate("BoardImage", "the size is %1; expected %2-%3 pixels")
            .arg(side)
            .arg(MinImageSide)
            .arg(MaxImageSide);
    const QString why = writeWholeFile(path, [&](QIODevice& file) {
        if (*format == BoardImageFormat::Png)
            return boardImage(position, side, options).save(&file, "PNG");
        const QByteArray svg = boardSvg(position, side, options);
        return file.write(svg) == svg.size();
    });
    if (!why.isEmpty())
        return QCoreApplication::translate("BoardImage", "cannot write %1: %2").arg(path, why);
    return {};
}

} // namespace forsyth
