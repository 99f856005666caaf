#include "fen_legend.h"

#include "fen_picture.h"
#include "field_colours.h"
#include "field_messages.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QPainter>

#include <algorithm>

namespace forsyth {
namespace {

// A field's name drawn as the FEN field draws that field (tint and underline through the
// same text formats), so the legend shows exactly what to look for.
class FieldSample : public QWidget {
public:
    FieldSample(int field, QWidget* parent)
        : QWidget(parent)
        , field_(field)
        , name_(fenFieldName(field))
    {
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }

    QSize sizeHint() const override
    {
        const QFontMetrics metrics(font());
        return {metrics.horizontalAdvance(name_) + 2 * Padding, metrics.height() + 4 + markHeight() + 2};
    }

protected:
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange) {
            name_ = fenFieldName(field_);
            updateGeometry();
            update();
        }
        QWidget::changeEvent(event);
    }

    // The name on the field's tint, with the field's mark under it as the FEN field and the
    // projector draw it (FenPicture::fieldMark): the shape is what tells the fields apart
    // without colour.
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QFontMetrics metrics(font());
        const int textHeight = metrics.height() + 4;
        painter.fillRect(QRect(0, 0, width(), textHeight), fieldTint(field_, palette()));
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(Padding, 2, width() - 2 * Padding, metrics.height()),
            Qt::AlignLeft | Qt::AlignVCenter, name_);
        const QRectF band(Padding, textHeight + 2, width() - 2 * Padding, markHeight());
        painter.fillPath(FenPicture::fieldMark(field_, band), fieldColour(field_, palette()));
    }

private:
    int markHeight() const { return std::max(3, fontMetrics().height() / 5); }

    static constexpr int Padding = 3;
    int field_;
    QString name_;
};

} // namespace

FieldBadge::FieldBadge(int field, QWidget* parent)
    : QWidget(parent)
    , field_(field)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    retranslate();
}

void FieldBadge::retranslate()
{
    setAccessibleName(tr("FEN field %1").arg(field_));
    setToolTip(tr("FEN field %1: %2").arg(field_).arg(fenFieldName(field_)));
}

void FieldBadge::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QSize FieldBadge::sizeHint() const
{
    const int side = fontMetrics().height() + 2;
    return {side, side};
}

void FieldBadge::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor ink = fieldColour(field_, palette());
    const int side = std::min(width(), height());
    const QRectF disc((width() - side) / 2.0 + 0.5, (height() - side) / 2.0 + 0.5, side - 1, side - 1);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawEllipse(disc);
    // Black or white, whichever reads better on this ink.
    const QColor text
        = contrastRatio(ink, Qt::white) >= contrastRatio(ink, Qt::black) ? Qt::white : Qt::black;
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(text);
    painter.drawText(disc, Qt::AlignCenter, QString::number(field_));
}

FenLegend::FenLegend(QWidget* parent)
    : QWidget(parent)
{
    for (int field = 1; field <= FenFieldCount; ++field) {
        auto* entry = new QWidget(this);
        entry->setObjectName(QStringLiteral("fenLegendEntry%1").arg(field));
        auto* row = new QHBoxLayout(entry);
        row->setContentsMargins(0, 0, 0, 0);
        row->setSpacing(4);
        row->addWidget(new FieldBadge(field, entry));
        row->addWidget(new FieldSample(field, entry));
        row->addStretch();
        entries_.push_back(entry);
    }
    // Two rows of three: six names in one row would not fit a narrow window, or longer
    // translations.
    setColumns(3);
    retranslate();
}

void FenLegend::setColumns(int columns)
{
    columns = std::clamp(columns, 1, FenFieldCount);
    if (columns == columns_ && layout())
        return;
    columns_ = columns;
    // A new grid: an old one would keep its emptied columns and their stretch.
    delete layout();
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(3);
    for (int i = 0; i < static_cast<int>(entries_.size()); ++i)
        grid->addWidget(entries_[static_cast<std::size_t>(i)], i / columns, i % columns);
    grid->setColumnStretch(columns, 1);
}

// The badges and the samples say their own words, on the same LanguageChange.
void FenLegend::retranslate()
{
    setAccessibleName(tr("FEN field colours"));
    for (int field = 1; field <= FenFieldCount; ++field) {
        entries_[static_cast<std::size_t>(field - 1)]->setAccessibleName(
            tr("Field %1: %2").arg(field).arg(fenFieldName(field)));
    }
}

void FenLegend::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QStringList FenLegend::entries() const
{
    QStringList out;
    for (int field = 1; field <= FenFieldCount; ++field) {
        if (findChild<QWidget*>(QStringLiteral("fenLegendEntry%1").arg(field)))
            out << QStringLiteral("%1 %2").arg(field).arg(fenFieldName(field));
    }
    return out;
}

} // namespace forsyth
