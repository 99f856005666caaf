#include "fen_picture.h"

#include "fen_anatomy.h"
#include "field_colours.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <string_view>

namespace forsyth {
namespace {

// Proportions of the font's height: the number discs above the text, the marks below it.
constexpr qreal NumberShare = 0.8;
constexpr qreal MarkShare = 0.28;
constexpr qreal GapShare = 0.12;
constexpr qreal LineGapShare = 0.35;

// The field of every UTF-16 unit of `text`, from core's anatomy of its UTF-8 bytes.
std::vector<int> fieldsOf(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    const FenAnatomy anatomy
        = anatomize(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    std::vector<int> fields;
    fields.reserve(static_cast<std::size_t>(text.size()));
    std::size_t byte = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const CharMeaning m = anatomy.meaningAt(byte);
        const bool shown
            = m.part != FenPart::Separator && m.part != FenPart::Unknown && m.field <= FenFieldCount;
        fields.push_back(shown ? m.field : 0);
        const char16_t unit = text.at(i).unicode();
        if (QChar::isHighSurrogate(unit))
            byte += 4;
        else if (!QChar::isLowSurrogate(unit))
            byte += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
    }
    return fields;
}

QString escaped(const QString& text) { return text.toHtmlEscaped(); }

QString number(qreal value) { return QString::number(value, 'f', 2); }

QColor textOn(const QColor& ink)
{
    return contrastRatio(ink, Qt::white) >= contrastRatio(ink, Qt::black) ? QColor(Qt::white)
                                                                          : QColor(Qt::black);
}

} // namespace

FenPicture::FenPicture(const QString& fen, const QFont& font, qreal maxWidth)
    : text_(fen)
    , font_(font)
    , fields_(fieldsOf(fen))
{
    const QFontMetricsF metrics(font);
    const qreal height = metrics.height();
    numberHeight_ = height * NumberShare;
    markHeight_ = std::max<qreal>(3, height * MarkShare);
    const qreal lineHeight = numberHeight_ + height + height * GapShare + markHeight_;

    // Breaks go before a field's first character, only when the line would overflow.
    qreal x = 0;
    qreal top = 0;
    qreal widest = 0;
    boxes_.reserve(static_cast<std::size_t>(fen.size()));
    for (qsizetype i = 0; i < fen.size(); ++i) {
        const int field = fields_[static_cast<std::size_t>(i)];
        const bool startsField = field != 0 && (i == 0 || fields_[static_cast<std::size_t>(i - 1)] != field);
        if (startsField && maxWidth > 0 && x > 0) {
            qsizetype end = i;
            while (end < fen.size() && fields_[static_cast<std::size_t>(end)] == field)
                ++end;
            if (x + metrics.horizontalAdvance(fen.mid(i, end - i)) > maxWidth) {
                x = 0;
                top += lineHeight + height * LineGapShare;
            }
        }
        // A separator at the start of a line takes no room.
        const qreal advance
            = (x == 0 && field == 0 && fen.at(i).isSpace()) ? 0 : metrics.horizontalAdvance(fen.at(i));
        boxes_.emplace_back(x, top + numberHeight_, advance, height);
        x += advance;
        // A separator left at the end of a line shows nothing: the line is as wide as its
        // characters (else a placement that just fits the width would overflow it).
        if (!fen.at(i).isSpace())
            widest = std::max(widest, x);
    }
    size_ = QSizeF(widest, top + lineHeight);

    for (qsizetype i = 0; i < fen.size();) {
        const int field = fields_[static_cast<std::size_t>(i)];
        qsizetype end = i + 1;
        while (end < fen.size() && fields_[static_cast<std::size_t>(end)] == field
            && boxes_[static_cast<std::size_t>(end)].top() == boxes_[static_cast<std::size_t>(i)].top())
            ++end;
        if (field != 0) {
            const QRectF box
                = boxes_[static_cast<std::size_t>(i)].united(boxes_[static_cast<std::size_t>(end - 1)]);
            spans_.push_back({field, static_cast<int>(i), static_cast<int>(end), box});
        }
        i = end;
    }
}

QRectF FenPicture::characterRect(int index) const
{
    if (index < 0 || index >= static_cast<int>(boxes_.size()))
        return {};
    return boxes_[static_cast<std::size_t>(index)];
}

int FenPicture::indexAt(const QPointF& point) const
{
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
        const QRectF& box = boxes_[i];
        // The whole line's height counts, numbers and marks included.
        if (point.x() >= box.left() && point.x() < box.right() && point.y() >= box.top() - numberHeight_
            && point.y() < box.bottom() + markHeight_ * 2)
            return static_cast<int>(i);
    }
    return -1;
}

int FenPicture::fieldOf(int index) const
{
    if (index < 0 || index >= static_cast<int>(fields_.size()))
        return 0;
    return fields_[static_cast<std::size_t>(index)];
}

QRectF FenPicture::markBand(const FieldSpan& span) const
{
    const QFontMetricsF metrics(font_);
    const qreal inset = std::min(span.box.width() * 0.08, metrics.height() * 0.06);
    return {span.box.left() + inset, span.box.bottom() + metrics.height() * GapShare,
        span.box.width() - 2 * inset, markHeight_};
}

QRectF FenPicture::numberDisc(const FieldSpan& span) const
{
    const qreal d = numberHeight_ * 0.92;
    return {span.box.center().x() - d / 2, span.box.top() - numberHeight_, d, d};
}

bool FenPicture::within(const Ranges& ranges, int index) const
{
    return std::any_of(ranges.begin(), ranges.end(),
        [index](const auto& r) { return index >= r.first && index < r.second; });
}

void FenPicture::paint(QPainter& painter, const QPalette& palette) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(font_);
    const QColor textColour = palette.color(QPalette::Text);
    for (const FieldSpan& span : spans_) {
        const QColor ink = fieldColour(span.field, palette);
        painter.fillRect(span.box, fieldTint(span.field, palette));
        painter.fillPath(fieldMark(span.field, markBand(span)), ink);
        // Only a field's first span on a line gets a number: one number a field.
        if (span.start == 0 || fields_[static_cast<std::size_t>(span.start - 1)] != span.field) {
            const QRectF disc = numberDisc(span);
            painter.setPen(Qt::NoPen);
            painter.setBrush(ink);
            painter.drawEllipse(disc);
            QFont bold = font_;
            bold.setBold(true);
            bold.setPixelSize(std::max(6, static_cast<int>(disc.height() * 0.72)));
            painter.setFont(bold);
            painter.setPen(textOn(ink));
            painter.drawText(disc, Qt::AlignCenter, QString::number(span.field));
            painter.setFont(font_);
        }
    }
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
        const int index = static_cast<int>(i);
        QColor pen = textColour;
        if (within(changed_, index)) {
            painter.fillRect(boxes_[i], textColour);
            pen = palette.color(QPalette::Base);
        } else if (within(lit_, index)) {
            painter.fillRect(boxes_[i], taughtColour());
            pen = Qt::white;
        }
        painter.setPen(pen);
        painter.drawText(boxes_[i], Qt::AlignCenter, text_.at(index));
    }
    painter.restore();
}

QString FenPicture::svgElements(const QPalette& palette) const
{
    QString out;
    const QFontMetricsF metrics(font_);
    const QString family = QStringLiteral("'%1', 'DejaVu Sans Mono', monospace").arg(escaped(font_.family()));
    for (const FieldSpan& span : spans_) {
        const QColor ink = fieldColour(span.field, palette);
        const QColor tint = over(fieldTint(span.field, palette), palette.color(QPalette::Base));
        out += QStringLiteral(
            "<rect class=\"field-%1\" x=\"%2\" y=\"%3\" width=\"%4\" height=\"%5\" fill=\"%6\"/>\n")
                   .arg(span.field)
                   .arg(number(span.box.x()), number(span.box.y()), number(span.box.width()),
                       number(span.box.height()), tint.name());
        out += QStringLiteral("<path class=\"mark-%1\" d=\"%2\" fill=\"%3\"/>\n")
                   .arg(span.field)
                   .arg(svgPath(fieldMark(span.field, markBand(span))), ink.name());
        if (span.start == 0 || fields_[static_cast<std::size_t>(span.start - 1)] != span.field) {
            const QRectF disc = numberDisc(span);
            out += QStringLiteral("<circle class=\"number-%1\" cx=\"%2\" cy=\"%3\" r=\"%4\" fill=\"%5\"/>\n")
                       .arg(span.field)
                       .arg(number(disc.center().x()), number(disc.center().y()), number(disc.width() / 2),
                           ink.name());
            out += QStringLiteral(
                "<text x=\"%1\" y=\"%2\" font-family=\"%3\" font-weight=\"bold\" font-size=\"%4\" "
                "text-anchor=\"middle\" fill=\"%5\">%6</text>\n")
                       .arg(number(disc.center().x()), number(disc.center().y() + disc.height() * 0.25),
                           family, number(disc.height() * 0.72), textOn(ink).name())
                       .arg(span.field);
        }
    }
    const QColor textColour = palette.color(QPalette::Text);
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
        const QChar c = text_.at(static_cast<qsizetype>(i));
        if (c.isSpace())
            continue;
        const QRectF& box = boxes_[i];
        out += QStringLiteral(
            "<text x=\"%1\" y=\"%2\" font-family=\"%3\" font-size=\"%4\" text-anchor=\"middle\" "
            "fill=\"%5\">%6</text>\n")
                   .arg(number(box.center().x()), number(box.top() + metrics.ascent()), family,
                       number(font_.pixelSize() > 0 ? font_.pixelSize() : metrics.height() * 0.8),
                       textColour.name(), escaped(QString(c)));
    }
    return out;
}

QPainterPath FenPicture::fieldMark(int field, const QRectF& band)
{
    QPainterPath path;
    const qreal h = band.height();
    const qreal left = band.left();
    const qreal right = band.right();
    const qreal top = band.top();
    switch (field) {
    case 1: // a solid bar
        path.addRect(band);
        break;
    case 2: { // dashes
        // Whole dashes only, centred, and at least two however short the band: under the one
        // character w or b a single dash is field 1's bar, and a dash cut off at the end reads
        // as a stray stroke. A dash is two units long and a gap one, a unit the thickness when
        // there is room; in a short band they shrink, and thin so that a dash stays longer
        // than it is thick.
        if (band.width() <= 0)
            break;
        const int count = std::max(2, static_cast<int>((band.width() + h) / (3 * h)));
        const qreal unit = std::min(h, band.width() / (3 * count - 1));
        const qreal thickness = std::min(h, 1.5 * unit);
        const qreal start = left + (band.width() - (3 * count - 1) * unit) / 2;
        for (int i = 0; i < count; ++i)
            path.addRect(QRectF(start + 3 * i * unit, top + (h - thickness) / 2, 2 * unit, thickness));
        break;
    }
    case 3: // dots
        for (qreal x = left; x + h <= right + 0.01 || x == left; x += 1.8 * h)
            path.addEllipse(QRectF(x, top, h, h));
        break;
    case 4: // triangles pointing up
        for (qreal x = left; x + 1.4 * h <= right + 0.01 || x == left; x += 1.6 * h) {
            QPolygonF triangle{{x, top + h}, {x + 0.7 * h, top}, {x + 1.4 * h, top + h}};
            path.addPolygon(triangle);
            path.closeSubpath();
        }
        break;
    case 5: // a double line
        path.addRect(QRectF(left, top, band.width(), h * 0.34));
        path.addRect(QRectF(left, top + h * 0.66, band.width(), h * 0.34));
        break;
    case 6: // diamonds
        for (qreal x = left; x + 1.4 * h <= right + 0.01 || x == left; x += 1.8 * h) {
            QPolygonF diamond{
                {x, top + h / 2}, {x + 0.7 * h, top}, {x + 1.4 * h, top + h / 2}, {x + 0.7 * h, top + h}};
            path.addPolygon(diamond);
            path.closeSubpath();
        }
        break;
    default:
        break;
    }
    return path;
}

QString FenPicture::svgPath(const QPainterPath& path)
{
    QString d;
    for (const QPolygonF& polygon : path.toSubpathPolygons()) {
        for (qsizetype i = 0; i < polygon.size(); ++i)
            d += (i == 0 ? QStringLiteral("M") : QStringLiteral("L")) + number(polygon[i].x())
                + QLatin1Char(' ') + number(polygon[i].y());
        d += QLatin1Char('Z');
    }
    return d;
}

} // namespace forsyth
