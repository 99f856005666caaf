#include "answer_key.h"

#include "worksheet_text.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QTextOption>

namespace forsyth {
namespace {

constexpr qreal KeyPointSize = 10;
constexpr qreal HeadingPointSize = 13;

} // namespace

AnswerKey::AnswerKey(
    const QPaintDevice& device, const QRectF& body, const std::vector<AnswerKeyEntry>& entries)
    : device_(device)
    , body_(body)
    , entries_(entries)
{
    const QFont font = worksheetFont(KeyPointSize);
    const QFontMetricsF metrics(font, &device);
    numberWidth_ = metrics.horizontalAdvance(QStringLiteral("0000."));
    headingHeight_ = QFontMetricsF(worksheetFont(HeadingPointSize, true), &device).height() * 1.8;
    const qreal width = body.width() - numberWidth_;
    const qreal gap = metrics.height() * 0.4; // between answers
    qreal y = headingHeight_;
    int page = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        auto layout = std::make_unique<QTextLayout>(entries_[i].text, font, &device);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout->setTextOption(option);
        layout->beginLayout();
        for (int n = 0;; ++n) {
            QTextLine line = layout->createLine();
            if (!line.isValid())
                break;
            line.setLineWidth(width);
            if (y + line.height() > body.height() && y > headingHeight_) {
                ++page;
                y = headingHeight_;
            }
            line.setPosition(QPointF(0, 0)); // placed when painted
            placed_.push_back({i, n, page, y});
            y += line.height();
        }
        layout->endLayout();
        layouts_.push_back(std::move(layout));
        y += gap;
    }
    pages_ = page + 1;
}

void AnswerKey::paintPage(QPainter& painter, int page) const
{
    painter.setPen(Qt::black);
    const QFont heading = worksheetFont(HeadingPointSize, true);
    painter.setFont(heading);
    painter.drawText(QRectF(body_.left(), body_.top(), body_.width(), headingHeight_),
        Qt::AlignLeft | Qt::AlignTop, QCoreApplication::translate("Worksheet", "Answers"));
    const QFont font = worksheetFont(KeyPointSize);
    painter.setFont(font);
    for (const Placed& p : placed_) {
        if (p.page != page)
            continue;
        const QTextLayout& layout = *layouts_[p.entry];
        const QTextLine line = layout.lineAt(p.line);
        const QPointF at(body_.left() + numberWidth_, body_.top() + p.y);
        if (p.line == 0) {
            // The number in its own column, on the answer's first line.
            painter.drawText(QRectF(body_.left(), at.y(), numberWidth_ * 0.9, line.height()),
                Qt::AlignRight | Qt::AlignTop, QStringLiteral("%1.").arg(entries_[p.entry].number));
        }
        line.draw(&painter, at);
    }
}

} // namespace forsyth
