#include "fen_slide.h"

#include "fen_picture.h"
#include "field_colours.h"
#include "field_messages.h"
#include "whole_file.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QIODevice>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace forsyth {
namespace {

// A slide is printed or projected on white, whatever the desktop's theme.
QPalette slidePalette()
{
    QPalette palette;
    for (const QPalette::ColorRole role : {QPalette::Base, QPalette::Window})
        palette.setColor(role, Qt::white);
    for (const QPalette::ColorRole role : {QPalette::Text, QPalette::WindowText})
        palette.setColor(role, Qt::black);
    return palette;
}

QString number(qreal value) { return QString::number(value, 'f', 2); }

QColor textOn(const QColor& ink)
{
    return contrastRatio(ink, Qt::white) >= contrastRatio(ink, Qt::black) ? QColor(Qt::white)
                                                                          : QColor(Qt::black);
}

// Where everything goes: the board centred on top, the FEN across the width, the legend in
// two rows of three under it.
struct SlideLayout {
    SlideLayout(const QString& fen, int width)
        : margin(width * 0.04)
        , boardSide(std::round(width * 0.56))
        , fen(fen, fenFont(fen, width - 2 * margin), width - 2 * margin)
    {
        legendFont.setPixelSize(std::max(8, static_cast<int>(width / 40.0)));
        board = QRectF((width - boardSide) / 2, margin, boardSide, boardSide);
        fenOrigin = QPointF((width - this->fen.size().width()) / 2, board.bottom() + margin);
        const QFontMetricsF metrics(legendFont);
        const qreal rowHeight = metrics.height() * 2.2;
        const qreal top = fenOrigin.y() + this->fen.size().height() + margin;
        const qreal column = (width - 2 * margin) / 3;
        for (int field = 1; field <= 6; ++field)
            legend[field - 1] = QRectF(
                margin + column * ((field - 1) % 3), top + rowHeight * ((field - 1) / 3), column, rowHeight);
        size = QSizeF(width, std::ceil(top + 2 * rowHeight + margin));
    }

    static QFont fenFont(const QString& fen, qreal room)
    {
        QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        font.setPixelSize(100);
        const qreal advance = std::max<qreal>(1, QFontMetricsF(font).horizontalAdvance(fen));
        font.setPixelSize(std::clamp(static_cast<int>(100 * room / advance), 6, 400));
        return font;
    }

    // One legend entry: the numbered disc, the name, the mark under the name.
    QRectF disc(int field) const
    {
        const QRectF& box = legend[field - 1];
        const qreal d = QFontMetricsF(legendFont).height() * 1.05;
        return {box.left(), box.top(), d, d};
    }
    QPointF nameOrigin(int field) const
    {
        const QRectF d = disc(field);
        return {d.right() + d.width() * 0.35, d.top() + QFontMetricsF(legendFont).ascent()};
    }
    QRectF markBand(int field) const
    {
        const QFontMetricsF metrics(legendFont);
        const QPointF name = nameOrigin(field);
        return {name.x(), disc(field).bottom() + metrics.height() * 0.2,
            std::min(metrics.horizontalAdvance(fenFieldName(field)),
                legend[field - 1].right() - name.x() - margin / 2),
            std::max<qreal>(3, metrics.height() * 0.28)};
    }

    qreal margin;
    qreal boardSide;
    FenPicture fen;
    QFont legendFont;
    QRectF board;
    QPointF fenOrigin;
    QRectF legend[6];
    QSizeF size;
};

} // namespace

QImage slideImage(const Position& position, const QString& fen, int width, const BoardImageOptions& options)
{
    const SlideLayout layout(fen, width);
    const QPalette palette = slidePalette();
    QImage image(layout.size.toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.save();
    painter.translate(layout.board.topLeft());
    paintBoardImage(painter, position, layout.boardSide, options);
    painter.restore();
    painter.save();
    painter.translate(layout.fenOrigin);
    layout.fen.paint(painter, palette);
    painter.restore();
    for (int field = 1; field <= 6; ++field) {
        const QColor ink = fieldColour(field, palette);
        const QRectF disc = layout.disc(field);
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        painter.drawEllipse(disc);
        QFont bold = layout.legendFont;
        bold.setBold(true);
        painter.setFont(bold);
        painter.setPen(textOn(ink));
        painter.drawText(disc, Qt::AlignCenter, QString::number(field));
        painter.setFont(layout.legendFont);
        painter.setPen(Qt::black);
        painter.drawText(layout.nameOrigin(field), fenFieldName(field));
        painter.fillPath(FenPicture::fieldMark(field, layout.markBand(field)), ink);
    }
    return image;
}

QByteArray slideSvg(const Position& position, const QString& fen, int width, const BoardImageOptions& options)
{
    const SlideLayout layout(fen, width);
    const QPalette palette = slidePalette();
    QString out = QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                 "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
                                 "viewBox=\"0 0 %1 %2\">\n<title>%3</title>\n"
                                 "<rect width=\"%1\" height=\"%2\" fill=\"#fff\"/>\n")
                      .arg(number(layout.size.width()), number(layout.size.height()), fen.toHtmlEscaped());
    // The board's own drawing, nested at its place.
    QString board = QString::fromUtf8(boardSvg(position, static_cast<int>(layout.boardSide), options));
    board = board.mid(board.indexOf(QLatin1String("<svg")));
    board.replace(0, 4,
        QStringLiteral("<svg x=\"%1\" y=\"%2\"")
            .arg(number(layout.board.left()), number(layout.board.top())));
    out += board + QLatin1Char('\n');
    out += QStringLiteral("<g class=\"fen\" transform=\"translate(%1 %2)\">\n")
               .arg(number(layout.fenOrigin.x()), number(layout.fenOrigin.y()));
    out += layout.fen.svgElements(palette) + QStringLiteral("</g>\n<g class=\"legend\">\n");
    const QString family = layout.legendFont.family().toHtmlEscaped();
    const qreal pixels = layout.legendFont.pixelSize();
    for (int field = 1; field <= 6; ++field) {
        const QColor ink = fieldColour(field, palette);
        const QRectF disc = layout.disc(field);
        const QPointF name = layout.nameOrigin(field);
        out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"%4\"/>\n")
                   .arg(number(disc.center().x()), number(disc.center().y()), number(disc.width() / 2),
                       ink.name());
        out += QStringLiteral("<text x=\"%1\" y=\"%2\" font-family=\"%3, sans-serif\" font-size=\"%4\" "
                              "font-weight=\"bold\" text-anchor=\"middle\" "
                              "fill=\"%5\">%6</text>\n")
                   .arg(number(disc.center().x()), number(disc.center().y() + pixels * 0.36), family,
                       number(pixels), textOn(ink).name())
                   .arg(field);
        out += QStringLiteral("<text class=\"field-name\" x=\"%1\" y=\"%2\" font-family=\"%3, sans-serif\" "
                              "font-size=\"%4\">%5</text>\n")
                   .arg(number(name.x()), number(name.y()), family, number(pixels),
                       fenFieldName(field).toHtmlEscaped());
        const QString d = FenPicture::svgPath(FenPicture::fieldMark(field, layout.markBand(field)));
        out += QStringLiteral("<path d=\"%1\" fill=\"%2\"/>\n").arg(d, ink.name());
    }
    out += QStringLiteral("</g>\n</svg>\n");
    return out.toUtf8();
}

QString saveSlide(const QString& path, const Position& position, const QString& fen, int width,
    const BoardImageOptions& options)
{
    const std::optional<BoardImageFormat> format = boardImageFormatOf(path);
    if (!format)
        return QCoreApplication::translate(
            "BoardImage", "%1: unknown image type; the name must end in .png or .svg")
            .arg(path);
    if (width < MinSlideWidth || width > MaxSlideWidth)
        return QCoreApplication::translate("BoardImage", "the size is %1; expected %2-%3 pixels")
            .arg(width)
            .arg(MinSlideWidth)
            .arg(MaxSlideWidth);
    const QString why = writeWholeFile(path, [&](QIODevice& file) {
        if (*format == BoardImageFormat::Png)
            return slideImage(position, fen, width, options).save(&file, "PNG");
        const QByteArray svg = slideSvg(position, fen, width, options);
        return file.write(svg) == svg.size();
    });
    if (!why.isEmpty())
        return QCoreApplication::translate("BoardImage", "cannot write %1: %2").arg(path, why);
    return {};
}

} // namespace forsyth
