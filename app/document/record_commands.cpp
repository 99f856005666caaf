// The collection side of the document: which record is shown, and records added, duplicated,
// deleted and moved as undo steps.
#include "position_document.h"

#include "position.h"
#include "transforms.h"

#include <QUndoCommand>

#include <algorithm>
#include <functional>
#include <memory>
#include <utility>

namespace forsyth {
namespace {

// A change to the list of records, undone by its counterpart.
class RecordCommand : public QUndoCommand {
public:
    RecordCommand(const QString& text, std::function<void()> redo, std::function<void()> undo)
        : QUndoCommand(text)
        , redo_(std::move(redo))
        , undo_(std::move(undo))
    { }
    void redo() override { redo_(); }
    void undo() override { undo_(); }

private:
    std::function<void()> redo_;
    std::function<void()> undo_;
};

} // namespace

bool PositionDocument::openRecords(std::string text, CollectionIndex index)
{
    if (index.records.empty())
        return false;
    currentRecord_ = -1;
    records_.open(std::move(text), std::move(index));
    // The first record that reads: a damaged line or a heading first would open on an empty
    // board (the list marks the records that do not read, to be mended).
    int first = 0;
    while (first < records_.rowCount() && !records_.isReadable(first))
        ++first;
    showRecord(first < records_.rowCount() ? first : 0);
    startSession();
    return true;
}

void PositionDocument::closeRecords()
{
    if (!records_.isOpen())
        return;
    records_.close();
    currentRecord_ = -1;
    const bool hadGame = game_.has_value();
    game_.reset();
    viewedPly_ = 0;
    recordState_ = state_;
    emit currentRecordChanged(-1);
    if (hadGame)
        emit gameChanged();
    startSession(); // undoing a step of a record no longer open would reach past the list
}

void PositionDocument::selectRecord(int row)
{
    endTypingBurst();
    showRecord(row);
}

void PositionDocument::showRecord(int row)
{
    if (row < 0 || row >= records_.rowCount() || row == currentRecord_)
        return;
    currentRecord_ = row;
    applyState(records_.state(row));
    emit currentRecordChanged(row);
}

void PositionDocument::insertRecord(int row, RecordList::Entry entry, const QString& description)
{
    endTypingBurst();
    const int shown = currentRecord_;
    undoStack_.push(new RecordCommand(
        description,
        [this, row, entry] {
            records_.insert(row, entry);
            currentRecord_ = -1; // the rows after it moved: show it afresh
            showRecord(row);
        },
        [this, row, shown] {
            records_.take(row);
            currentRecord_ = -1;
            showRecord(shown);
        }));
}

void PositionDocument::addRecord()
{
    if (!hasRecords())
        return;
    const Position start = startPosition();
    insertRecord(
        currentRecord_ + 1, RecordList::newEntry({start, start.castling, {}, false}), tr("Add position"));
}

void PositionDocument::duplicateRecord()
{
    if (!hasRecords())
        return;
    insertRecord(currentRecord_ + 1, RecordList::newEntry(state_), tr("Duplicate position"));
}

void PositionDocument::deleteRecord()
{
    // A collection keeps one record at least: the board always shows one.
    if (!hasRecords() || records_.rowCount() < 2)
        return;
    endTypingBurst();
    const int row = currentRecord_;
    auto taken = std::make_shared<RecordList::Entry>();
    undoStack_.push(new RecordCommand(
        tr("Delete position"),
        [this, row, taken] {
            *taken = records_.take(row);
            currentRecord_ = -1;
            showRecord(std::min(row, records_.rowCount() - 1));
        },
        [this, row, taken] {
            records_.insert(row, *taken);
            currentRecord_ = -1;
            showRecord(row);
        }));
}

void PositionDocument::moveRecord(int from, int to)
{
    const int count = records_.rowCount();
    if (!hasRecords() || from == to || from < 0 || to < 0 || from >= count || to >= count)
        return;
    endTypingBurst();
    const auto step = [this](int a, int b) {
        records_.move(a, b);
        currentRecord_ = -1;
        showRecord(b);
    };
    undoStack_.push(new RecordCommand(
        tr("Move position %1 to %2").arg(from + 1).arg(to + 1), [step, from, to] { step(from, to); },
        [step, from, to] { step(to, from); }));
}

} // namespace forsyth
