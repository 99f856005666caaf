#include "field_marks.h"

#include "fen_anatomy.h"
#include "fen_picture.h"
#include "field_colours.h"

#include <QLineEdit>
#include <QPainter>

#include <string_view>

namespace forsyth {
namespace {

// The mark's thickness: a third of the text's x-height or so, never under 3 pixels.
int thickness(const QFontMetrics& metrics) { return std::max(3, metrics.height() / 5); }

} // namespace

FieldMarks::FieldMarks(QLineEdit* edit, QWidget* parent)
    : QWidget(parent)
    , edit_(edit)
{
    setObjectName(QStringLiteral("fieldMarks"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAttribute(Qt::WA_TransparentForMouseEvents);
}

QSize FieldMarks::sizeHint() const { return {edit_->width(), thickness(edit_->fontMetrics()) + 2}; }

void FieldMarks::relayout()
{
    marks_.clear();
    const QString text = edit_->text();
    if (!isVisible() || text.isEmpty()) {
        update();
        return;
    }
    // Where each character's middle is on screen, scrolling included: QLineEdit says only
    // which gap between characters is nearest a point, and that gap moves from i to i + 1 at
    // the middle of character i.
    std::vector<int> middle(static_cast<std::size_t>(text.size()), -1);
    const int y = edit_->height() / 2;
    int previous = edit_->cursorPositionAt(QPoint(0, y));
    for (int x = 1; x < edit_->width(); ++x) {
        const int gap = edit_->cursorPositionAt(QPoint(x, y));
        for (int i = previous; i < gap && i < static_cast<int>(text.size()); ++i)
            middle[static_cast<std::size_t>(i)] = x;
        previous = gap;
    }
    const int advance = edit_->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const QByteArray utf8 = text.toUtf8();
    const FenAnatomy anatomy
        = anatomize(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    const QPoint offset = edit_->mapTo(parentWidget(), QPoint(0, 0)) - pos();
    std::size_t byte = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const CharMeaning m = anatomy.meaningAt(byte);
        byte += static_cast<std::size_t>(QStringView(text).mid(i, 1).toUtf8().size());
        const int mid = middle[static_cast<std::size_t>(i)];
        const bool shown = m.part != FenPart::Separator && m.part != FenPart::Unknown && m.field >= 1
            && m.field <= FenFieldCount && mid >= 0;
        if (!shown)
            continue;
        const int left = mid - advance / 2 + offset.x();
        const int right = mid + (advance + 1) / 2 + offset.x();
        if (!marks_.empty() && marks_.back().field == m.field && left - marks_.back().right <= 1)
            marks_.back().right = right;
        else
            marks_.push_back({m.field, left, right});
    }
    update();
}

void FieldMarks::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int h = thickness(edit_->fontMetrics());
    for (const Mark& mark : marks_) {
        const qreal inset = std::min(2.0, (mark.right - mark.left) * 0.1);
        const QRectF band(mark.left + inset, 1, mark.right - mark.left - 2 * inset, h);
        painter.fillPath(FenPicture::fieldMark(mark.field, band), fieldColour(mark.field, palette()));
    }
}

void FieldMarks::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

} // namespace forsyth
