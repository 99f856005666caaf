#include "collection_panel.h"

#include "game_moves_view.h"
#include "look.h"
#include "position_document.h"
#include "record_delegate.h"
#include "record_filter.h"
#include "record_list.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMouseEvent>
#include <QScrollBar>
#include <QStyleOptionViewItem>
#include <QToolButton>
#include <QVBoxLayout>

namespace forsyth {
namespace {

constexpr int RowsPerSlice = 2000;
constexpr int VerdictCount = 4;

} // namespace

CollectionPanel::CollectionPanel(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , filter_(new RecordFilter(this))
    , filterEdit_(new QLineEdit(this))
    , verdictBox_(new QComboBox(this))
    , list_(new QListView(this))
    , summary_(new QLabel(this))
{
    setObjectName(QStringLiteral("collectionPanel"));
    filter_->setSourceModel(document_->records());
    filterEdit_->setObjectName(QStringLiteral("collectionFilter"));
    verdictBox_->setObjectName(QStringLiteral("collectionVerdict"));
    for (int i = 0; i <= VerdictCount; ++i)
        verdictBox_->addItem(QString());
    list_->setObjectName(QStringLiteral("collectionList"));
    list_->setModel(filter_);
    list_->setItemDelegate(new RecordDelegate(list_));
    connect(&Look::current(), &Look::changed, list_->viewport(), qOverload<>(&QWidget::update));
    list_->setUniformItemSizes(true); // 100,000 rows lay out without measuring each
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    QStyleOptionViewItem option;
    option.initFrom(list_);
    list_->setMinimumWidth(list_->itemDelegate()->sizeHint(option, {}).width()
        + list_->verticalScrollBar()->sizeHint().width() + 2 * list_->frameWidth());
    list_->viewport()->installEventFilter(this);
    summary_->setObjectName(QStringLiteral("collectionSummary"));
    summary_->setWordWrap(true);

    const auto makeAction
        = [this](const char* name, const QKeySequence& key, void (CollectionPanel::*slot)()) {
              auto* action = new QAction(this);
              action->setObjectName(QLatin1String(name));
              action->setShortcut(key);
              connect(action, &QAction::triggered, this, slot);
              return action;
          };
    previous_ = makeAction(
        "actionPreviousRecord", QKeySequence(Qt::CTRL | Qt::Key_PageUp), &CollectionPanel::selectPrevious);
    next_ = makeAction(
        "actionNextRecord", QKeySequence(Qt::CTRL | Qt::Key_PageDown), &CollectionPanel::selectNext);
    nextProblem_
        = makeAction("actionNextProblem", QKeySequence(Qt::Key_F8), &CollectionPanel::selectNextProblem);
    add_ = new QAction(this);
    add_->setObjectName(QStringLiteral("actionAddRecord"));
    connect(add_, &QAction::triggered, document_, &PositionDocument::addRecord);
    duplicate_ = new QAction(this);
    duplicate_->setObjectName(QStringLiteral("actionDuplicateRecord"));
    duplicate_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(duplicate_, &QAction::triggered, document_, &PositionDocument::duplicateRecord);
    delete_ = new QAction(this);
    delete_->setObjectName(QStringLiteral("actionDeleteRecord"));
    connect(delete_, &QAction::triggered, this, &CollectionPanel::deleteShown);

    auto* buttons = new QHBoxLayout;
    for (QAction* action : {add_, duplicate_, delete_, nextProblem_}) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    auto* filters = new QHBoxLayout;
    filters->addWidget(filterEdit_, 1);
    filters->addWidget(verdictBox_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(list_, 1);
    layout->addLayout(buttons);
    // A game's moves under the list, as tall as the list: both are what the user works through.
    moves_ = new GameMovesView(document_, this);
    layout->addWidget(moves_, 1);
    layout->addWidget(summary_);

    connect(filterEdit_, &QLineEdit::textChanged, this, [this](const QString& text) {
        filter_->setText(text);
        showCurrent(document_->currentRecord());
    });
    connect(verdictBox_, &QComboBox::currentIndexChanged, this, [this](int index) {
        filter_->setVerdict(index == 0 ? std::nullopt : std::optional(index - 1));
        showCurrent(document_->currentRecord());
    });
    connect(list_, &QListView::clicked, this, &CollectionPanel::listClicked);
    connect(list_, &QListView::activated, this, &CollectionPanel::listClicked);
    // The arrow keys, Page Down, Home and End move the list's current record: the board follows,
    // so that an edit or Delete acts on the record highlighted. Once the event is done, and only
    // from the list with focus: a record deleted or a filter changed moves the current row too,
    // and the document has its own record to show then (showCurrent puts the list back on it).
    connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        QTimer::singleShot(0, this, [this] {
            if (list_->hasFocus())
                listClicked(list_->currentIndex());
        });
    });
    connect(document_, &PositionDocument::currentRecordChanged, this, &CollectionPanel::showCurrent);
    RecordList* records = document_->records();
    connect(records, &QAbstractItemModel::modelReset, this, &CollectionPanel::restartSummary);
    connect(records, &QAbstractItemModel::rowsInserted, this, &CollectionPanel::restartSummary);
    connect(records, &QAbstractItemModel::rowsRemoved, this, &CollectionPanel::restartSummary);
    connect(records, &QAbstractItemModel::dataChanged, this, &CollectionPanel::restartSummary);
    summaryTimer_.setInterval(0);
    connect(&summaryTimer_, &QTimer::timeout, this, &CollectionPanel::countSome);
    retranslate();
    restartSummary();
    showCurrent(document_->currentRecord());
}

QList<QAction*> CollectionPanel::recordActions() const
{
    return {previous_, next_, nextProblem_, add_, duplicate_, delete_};
}

QList<QAction*> CollectionPanel::moveActions() const { return moves_->moveActions(); }

void CollectionPanel::retranslate()
{
    filterEdit_->setPlaceholderText(tr("Filter by title or FEN"));
    verdictBox_->setItemText(0, tr("All positions"));
    for (int v = 0; v < VerdictCount; ++v)
        verdictBox_->setItemText(v + 1, RecordList::verdictText(static_cast<RecordList::Verdict>(v)));
    previous_->setText(tr("&Previous position"));
    next_->setText(tr("&Next position"));
    nextProblem_->setText(tr("Next pro&blem"));
    nextProblem_->setToolTip(
        tr("Go to the next position that is illegal, has warnings or cannot be read (F8)"));
    // The buttons under the list show the short words, the Collection menu the long ones.
    add_->setIconText(tr("Add"));
    duplicate_->setIconText(tr("Duplicate"));
    delete_->setIconText(tr("Delete"));
    nextProblem_->setIconText(tr("Next problem"));
    add_->setText(tr("&Add position"));
    add_->setToolTip(tr("Add the start position after this one"));
    duplicate_->setText(tr("D&uplicate position"));
    duplicate_->setToolTip(tr("Add a copy of this position after it"));
    delete_->setText(tr("&Delete position"));
    delete_->setToolTip(tr("Remove this position from the collection"));
    if (!summaryTimer_.isActive())
        summary_->setText(summary());
}

void CollectionPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CollectionPanel::showCurrent(int row)
{
    const QModelIndex source = document_->records()->index(row);
    const QModelIndex shown = filter_->mapFromSource(source);
    if (!shown.isValid()) { // hidden by the filter: no row highlighted, as none is shown
        list_->setCurrentIndex({});
        list_->clearSelection();
        return;
    }
    list_->setCurrentIndex(shown);
    list_->scrollTo(shown);
}

void CollectionPanel::listClicked(const QModelIndex& index)
{
    if (index.isValid())
        document_->selectRecord(filter_->mapToSource(index).row());
}

void CollectionPanel::selectPrevious()
{
    const QModelIndex shown = filter_->mapFromSource(document_->records()->index(document_->currentRecord()));
    const int row = shown.isValid() ? shown.row() - 1 : filter_->rowCount() - 1;
    if (row >= 0)
        listClicked(filter_->index(row, 0));
}

void CollectionPanel::selectNext()
{
    const QModelIndex shown = filter_->mapFromSource(document_->records()->index(document_->currentRecord()));
    const int row = shown.isValid() ? shown.row() + 1 : 0;
    if (row < filter_->rowCount())
        listClicked(filter_->index(row, 0));
}

void CollectionPanel::deleteShown()
{
    const int row = document_->currentRecord();
    // The record on the board hidden by the filter is not deleted unseen.
    if (row >= 0 && !filter_->mapFromSource(document_->records()->index(row)).isValid()) {
        emit noted(
            tr("The position on the board is hidden by the filter: choose one in the list to delete it"));
        return;
    }
    document_->deleteRecord();
    // The record the document shows next may be one the filter hides: the list's next is
    // shown instead (else its last), so the board never shows a record the list leaves out.
    if (row < 0 || filter_->mapFromSource(document_->records()->index(document_->currentRecord())).isValid())
        return;
    for (int shown = 0; shown < filter_->rowCount(); ++shown) {
        if (filter_->mapToSource(filter_->index(shown, 0)).row() >= row) {
            listClicked(filter_->index(shown, 0));
            return;
        }
    }
    if (filter_->rowCount() > 0)
        listClicked(filter_->index(filter_->rowCount() - 1, 0));
}

void CollectionPanel::selectNextProblem()
{
    const RecordList* records = document_->records();
    const int count = records->rowCount();
    for (int step = 1; step <= count; ++step) {
        const int row = (document_->currentRecord() + step) % count;
        if (records->verdict(row) != RecordList::Verdict::Legal) {
            document_->selectRecord(row);
            return;
        }
    }
    emit noted(tr("Every position in the collection is legal"));
}

void CollectionPanel::restartSummary()
{
    countedRows_ = 0;
    counts_.fill(0);
    summaryTimer_.start();
}

void CollectionPanel::countSome()
{
    const RecordList* records = document_->records();
    const int count = records->rowCount();
    const int end = std::min(count, countedRows_ + RowsPerSlice);
    for (; countedRows_ < end; ++countedRows_)
        ++counts_[static_cast<std::size_t>(records->verdict(countedRows_))];
    if (countedRows_ < count) {
        summary_->setText(tr("Checking positions: %1 of %2").arg(countedRows_).arg(count));
        return;
    }
    summaryTimer_.stop();
    summary_->setText(summary());
}

QString CollectionPanel::summary() const
{
    if (summaryTimer_.isActive())
        return {};
    const auto n = [this](RecordList::Verdict v) { return counts_[static_cast<std::size_t>(v)]; };
    const int rows = document_->records()->rowCount();
    QString text = rows == 1 ? tr("1 position: %1 legal, %2 with warnings, %3 illegal")
                             : tr("%1 positions: %2 legal, %3 with warnings, %4 illegal").arg(rows);
    text = text.arg(n(RecordList::Verdict::Legal))
               .arg(n(RecordList::Verdict::Warnings))
               .arg(n(RecordList::Verdict::Illegal));
    if (const int unreadable = n(RecordList::Verdict::Unreadable))
        text += tr(", %1 that cannot be read").arg(unreadable);
    return text;
}

void CollectionPanel::showEvent(QShowEvent* event)
{
    // The clear button's icon is looked up in the icon theme: the panel is hidden at start, and
    // the lookup would cost the editor's start 3 ms (README, Benchmarks).
    filterEdit_->setClearButtonEnabled(true);
    QWidget::showEvent(event);
}

int CollectionPanel::sourceRow(const QPoint& viewportPos) const
{
    const QModelIndex index = list_->indexAt(viewportPos);
    return index.isValid() ? filter_->mapToSource(index).row() : -1;
}

// A row dragged onto another moves there (one undo step): the list's own drag and drop would
// go through the filter, which cannot move rows.
bool CollectionPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != list_->viewport())
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        const auto* press = static_cast<QMouseEvent*>(event);
        if (press->button() == Qt::LeftButton) {
            dragFrom_ = sourceRow(press->position().toPoint());
            dragStart_ = press->position().toPoint();
            dragging_ = false;
        }
        break;
    }
    case QEvent::MouseMove: {
        const auto* move = static_cast<QMouseEvent*>(event);
        if (dragFrom_ >= 0 && (move->buttons() & Qt::LeftButton)
            && (move->position().toPoint() - dragStart_).manhattanLength()
                >= QApplication::startDragDistance()) {
            dragging_ = true;
            list_->viewport()->setCursor(Qt::ClosedHandCursor);
            return true; // no rubber-band selection while dragging
        }
        break;
    }
    case QEvent::MouseButtonRelease: {
        const auto* release = static_cast<QMouseEvent*>(event);
        if (dragging_) {
            list_->viewport()->unsetCursor();
            const int to = sourceRow(release->position().toPoint());
            const int from = std::exchange(dragFrom_, -1);
            dragging_ = false;
            if (to >= 0 && from >= 0 && to != from)
                document_->moveRecord(from, to);
            return true;
        }
        dragFrom_ = -1;
        break;
    }
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace forsyth
