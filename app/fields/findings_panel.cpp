#include "findings_panel.h"

#include "field_colours.h"
#include "field_messages.h"
#include "messages.h"
#include "position_document.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace forsyth {
namespace {

constexpr int SquaresRole = Qt::UserRole;
constexpr int CodeRole = Qt::UserRole + 1; // code and colour: which finding to keep selected

int findingKey(const Finding& f) { return static_cast<int>(f.code) * 2 + index(f.color); }

// The icon's shape is the second cue besides its colour: a cross, a triangle, an "i".
QIcon severityIcon(Severity severity, const QStyle* style)
{
    switch (severity) {
    case Severity::Error:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info:
        return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

} // namespace

FindingsPanel::FindingsPanel(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , status_(new QLabel(this))
    , list_(new QListWidget(this))
    , lichess_(new QLabel(this))
{
    status_->setObjectName(QStringLiteral("positionStatus"));
    QFont bold = status_->font();
    bold.setBold(true);
    status_->setFont(bold);

    list_->setObjectName(QStringLiteral("findingsList"));
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setWordWrap(true);
    list_->setUniformItemSizes(false);
    list_->setIconSize(QSize(16, 16));
    list_->setMouseTracking(true);
    list_->viewport()->installEventFilter(this);
    list_->installEventFilter(this);
    list_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);

    lichess_->setObjectName(QStringLiteral("lichessVerdict"));
    lichess_->setWordWrap(true);
    lichess_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(status_);
    layout->addWidget(list_);
    layout->addWidget(lichess_);

    connect(list_, &QListWidget::itemSelectionChanged, this, &FindingsPanel::emitHighlight);
    connect(list_, &QListWidget::itemEntered, this, &FindingsPanel::onHovered);
    connect(document_, &PositionDocument::changed, this, &FindingsPanel::refresh);
    // From a record that does not read to another, or to one that sets up the same board,
    // `changed` does not come: the panel says what the record shown now is. (Otherwise
    // `changed` has refreshed it already.)
    connect(document_, &PositionDocument::currentRecordChanged, this, [this] {
        if (document_->showsUnreadRecord() || lichess_->isHidden())
            refresh();
    });
    retranslate();
}

// The findings are said again from the document; the selected one stays selected.
void FindingsPanel::retranslate()
{
    list_->setAccessibleName(tr("Findings"));
    refresh();
}

void FindingsPanel::changeEvent(QEvent* event)
{
    // A language says the findings anew; light or dark colours them anew.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool FindingsPanel::eventFilter(QObject* watched, QEvent* event)
{
    // Hovering shows a finding's squares for a moment; leaving the list goes back to the
    // selected one (or none).
    if (watched == list_->viewport() && event->type() == QEvent::Leave)
        emitHighlight();
    // Wider or narrower, the words wrap otherwise: the list takes the height they need. Its
    // viewport widens on its own when the scroll bar goes.
    if ((watched == list_ || watched == list_->viewport()) && event->type() == QEvent::Resize)
        fitListLaidOut();
    return QWidget::eventFilter(watched, event);
}

void FindingsPanel::fitList(RowHeights rows)
{
    // As tall as its rows, up to a dozen lines' worth, past which it scrolls. sizeHintForRow
    // counts a wrapped finding (a Chinese one on a narrow panel) as one line, and the rest was
    // cut off under a scroll bar: once the list has laid its rows out at its width, a row is
    // as tall as it is there. (Asking for that lays them out at once, at the old height.)
    int height = 2 * list_->frameWidth();
    for (int row = 0; row < list_->count(); ++row) {
        const int hinted = list_->sizeHintForRow(row);
        height += rows == RowHeights::LaidOut
            ? std::max(hinted, list_->visualItemRect(list_->item(row)).height())
            : hinted;
    }
    const int most = 12 * list_->fontMetrics().lineSpacing() + 2 * list_->frameWidth();
    const int fitted = std::clamp(height, list_->fontMetrics().lineSpacing() + 2 * list_->frameWidth(), most);
    if (list_->height() != fitted || list_->minimumHeight() != fitted)
        list_->setFixedHeight(fitted);
}

void FindingsPanel::fitListLaidOut()
{
    QMetaObject::invokeMethod(
        this, [this] { fitList(RowHeights::LaidOut); }, Qt::QueuedConnection);
}

void FindingsPanel::refresh()
{
    // A record that does not read has no position to judge: its empty board is a stand-in.
    const bool unread = document_->showsUnreadRecord();
    const std::vector<Finding> none;
    const std::vector<Finding>& findings = unread ? none : document_->findings();
    const Position& pos = document_->position();
    status_->setText(unread ? tr("This line of the file does not read as a FEN") : statusLine(pos, findings));
    lichess_->setText(unread ? QString() : lichessLine(pos, document_->fenOptions()));
    lichess_->setHidden(unread);

    std::optional<int> selectedKey;
    if (const QListWidgetItem* item = list_->currentItem(); item && item->isSelected())
        selectedKey = item->data(CodeRole).toInt();

    {
        const QSignalBlocker blocker(list_);
        list_->clear();
        for (const Finding& f : findings) {
            auto* item = new QListWidgetItem(
                severityIcon(f.severity, style()), describe(f, pos, document_->fenOptions().castling), list_);
            item->setData(SquaresRole, QVariant::fromValue<qulonglong>(f.squares));
            item->setData(CodeRole, findingKey(f));
            item->setToolTip(severityText(f.severity));
            if (f.severity == Severity::Error)
                item->setForeground(errorInk(palette())); // the list's own palette changes after ours
            // Keep the user's selection across edits, with the squares it has now.
            if (selectedKey == findingKey(f)) {
                list_->setCurrentItem(item);
                item->setSelected(true);
            }
        }
        if (findings.empty()) {
            auto* item = new QListWidgetItem(unread
                    ? tr("Nothing to judge until it reads: the FEN under the board says what is wrong")
                    : tr("Nothing to report: a legal position"),
                list_);
            item->setFlags(Qt::NoItemFlags);
        }
    }
    // A Tab stop only with findings to go through: on "Nothing to report" alone, which cannot
    // be selected, the focus showed nowhere.
    list_->setFocusPolicy(findings.empty() ? Qt::NoFocus : Qt::StrongFocus);
    fitList(RowHeights::Hinted);
    fitListLaidOut();
    emitHighlight();
}

void FindingsPanel::emitHighlight()
{
    Bitboard squares = 0;
    const QList<QListWidgetItem*> selected = list_->selectedItems();
    if (!selected.isEmpty())
        squares = selected.front()->data(SquaresRole).value<qulonglong>();
    if (squares != lastEmitted_) {
        lastEmitted_ = squares;
        emit squaresHighlighted(squares);
    }
}

void FindingsPanel::onHovered(QListWidgetItem* item)
{
    const Bitboard squares = item ? item->data(SquaresRole).value<qulonglong>() : 0;
    if (squares != lastEmitted_) {
        lastEmitted_ = squares;
        emit squaresHighlighted(squares);
    }
}

} // namespace forsyth
