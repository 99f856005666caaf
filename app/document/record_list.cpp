#include "record_list.h"

#include "findings.h"

#include <algorithm>

namespace forsyth {

namespace {
std::uint64_t nextEntryId()
{
    static std::uint64_t last = 0; // the window's thread only
    return ++last;
}
} // namespace

RecordList::RecordList(QObject* parent)
    : QAbstractListModel(parent)
{ }

void RecordList::open(std::string text, CollectionIndex index)
{
    beginResetModel();
    text_ = std::move(text);
    index_ = std::move(index);
    entries_.clear();
    entries_.reserve(index_.records.size());
    for (std::size_t i = 0; i < index_.records.size(); ++i)
        entries_.push_back({i, std::nullopt, nextEntryId()});
    reads_.assign(index_.records.size(), std::nullopt);
    savedUnedited_.assign(index_.records.size(), true);
    savedStates_.clear();
    open_ = true;
    endResetModel();
}

void RecordList::close()
{
    beginResetModel();
    open_ = false;
    text_.clear();
    index_ = {};
    entries_.clear();
    reads_.clear();
    savedUnedited_.clear();
    savedStates_.clear();
    endResetModel();
}

int RecordList::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

QString RecordList::verdictText(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Legal:
        return tr("Legal");
    case Verdict::Warnings:
        return tr("Legal, with warnings");
    case Verdict::Illegal:
        return tr("Illegal");
    case Verdict::Unreadable:
        break;
    }
    return tr("Cannot be read");
}

RecordList::Verdict RecordList::verdictOf(const Position& pos)
{
    Verdict verdict = Verdict::Legal;
    for (const Finding& f : judge(pos)) {
        if (f.severity == Severity::Error)
            return Verdict::Illegal;
        if (f.severity == Severity::Warning)
            verdict = Verdict::Warnings;
    }
    return verdict;
}

RecordList::Read RecordList::readOf(int row) const
{
    const Entry& entry = entries_.at(static_cast<std::size_t>(row));
    if (entry.edited) {
        const Position& pos = entry.edited->position;
        const QString players = entry.original ? originalRead(*entry.original).players : QString();
        return {*entry.edited, QString::fromStdString(writeFen(pos)), true, verdictOf(pos), players, {}, {}};
    }
    return originalRead(*entry.original);
}

const RecordList::Read& RecordList::originalRead(std::size_t original) const
{
    std::optional<Read>& read = reads_.at(original);
    if (!read) {
        const CollectionRecord record = readRecord(index_, text_, original);
        read.emplace();
        read->text = QString::fromStdString(record.fen);
        read->state.title = QString::fromStdString(record.title);
        read->fileTitle = record.title;
        read->players = QString::fromStdString(record.players);
        read->readable = record.read.ok();
        if (read->readable) {
            read->state.position = *record.read.position;
            read->state.wantedCastling = read->state.position.castling;
            read->state.chess960 = needsChess960(read->state.position);
            read->verdict = verdictOf(read->state.position);
            read->claim = forsyth::puzzleClaim(record, index_.format);
            read->state.computerTested = read->claim.computerTested;
        } else {
            read->state.position = Position{};
        }
    }
    return *read;
}

QVariant RecordList::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Read read = readOf(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        // A game is known by its players as much as by its event.
        if (read.players.isEmpty())
            return read.state.title;
        return read.state.title.isEmpty() ? read.players
                                          : read.state.title + QStringLiteral(": ") + read.players;
    case FenRole:
        return read.readable ? QString::fromStdString(writeFen(read.state.position)) : read.text;
    case VerdictRole:
        return static_cast<int>(read.verdict);
    case SideRole:
        return read.readable ? static_cast<int>(read.state.position.sideToMove) : -1;
    case EditedRole:
        return isUnsaved(index.row());
    case NumberRole:
        return index.row() + 1;
    case Qt::ToolTipRole:
        return verdictText(read.verdict) + QLatin1Char('\n') + data(index, FenRole).toString();
    default:
        return {};
    }
}

DocumentState RecordList::state(int row) const { return readOf(row).state; }
bool RecordList::isReadable(int row) const { return readOf(row).readable; }
QString RecordList::recordText(int row) const { return readOf(row).text; }
RecordList::Verdict RecordList::verdict(int row) const { return readOf(row).verdict; }

QString RecordList::players(int row) const { return readOf(row).players; }

PuzzleClaim RecordList::puzzleClaim(int row) const
{
    const Entry& entry = entries_.at(static_cast<std::size_t>(row));
    if (!entry.original)
        return {};
    PuzzleClaim claim = originalRead(*entry.original).claim;
    if (!entry.edited)
        return claim;
    claim.computerTested = entry.edited->computerTested;
    return withLegalKeys(std::move(claim), entry.edited->position);
}

RecordList::PuzzleSource RecordList::puzzleSource() const
{
    PuzzleSource source{index_, text_, {}};
    source.items.reserve(entries_.size());
    for (std::size_t row = 0; row < entries_.size(); ++row) {
        const Entry& entry = entries_[row];
        if (entry.edited)
            source.items.push_back(
                {std::nullopt, entry.edited->position, puzzleClaim(static_cast<int>(row))});
        else
            source.items.push_back({entry.original, {}, {}});
    }
    return source;
}

// An edited record's title as it is written: while it is the title read, the file's own bytes,
// so that a title in another encoding than UTF-8 (shown with U+FFFD for the bytes that are not)
// is kept byte for byte when only the position was edited.
std::string RecordList::titleToWrite(const Entry& entry) const
{
    if (entry.original) {
        const Read& read = originalRead(*entry.original);
        if (entry.edited->title == read.state.title)
            return read.fileTitle;
    }
    return entry.edited->title.toStdString();
}

std::optional<PgnGame> RecordList::game(int row) const
{
    const Entry& entry = entries_.at(static_cast<std::size_t>(row));
    if (index_.format != CollectionFormat::Pgn || !entry.original)
        return std::nullopt;
    if (!entry.edited)
        return readRecord(index_, text_, *entry.original).game;
    // As rewriteRecord would write it: the moves that follow the edited setup are those the
    // file will hold.
    const std::string title = titleToWrite(entry);
    const auto bytes = rewriteRecord(
        index_, text_, *entry.original, entry.edited->position, title, {}, entry.edited->fromPly);
    if (!bytes)
        return std::nullopt;
    return readPgnGame(*bytes, {0, bytes->size()});
}

bool RecordList::isEdited(int row) const
{
    const Entry& entry = entries_.at(static_cast<std::size_t>(row));
    return !entry.original || entry.edited.has_value();
}

bool RecordList::isUnsaved(int row) const
{
    const Entry& entry = entries_.at(static_cast<std::size_t>(row));
    if (const auto saved = savedStates_.find(entry.id); saved != savedStates_.end())
        return saved->second != entry.edited;
    return !entry.original || !savedUnedited_.at(*entry.original) || entry.edited.has_value();
}

void RecordList::markSaved()
{
    savedUnedited_.assign(index_.records.size(), false);
    savedStates_.clear();
    for (const Entry& entry : entries_) {
        if (entry.original && !entry.edited)
            savedUnedited_[*entry.original] = true;
        else
            savedStates_.emplace(entry.id, entry.edited);
    }
    if (!entries_.empty())
        emit dataChanged(index(0), index(rowCount() - 1), {EditedRole});
}

RecordList::Entry RecordList::newEntry(const DocumentState& state)
{
    return {std::nullopt, state, nextEntryId()};
}

void RecordList::setState(int row, const DocumentState& state)
{
    Entry& entry = entries_.at(static_cast<std::size_t>(row));
    // Back to what the file says (for an unreadable record: as shown, an empty board): not
    // edited, so saving copies its bytes again.
    if (entry.original) {
        const Read& read = originalRead(*entry.original);
        if (read.state == state) {
            entry.edited.reset();
            emit dataChanged(index(row), index(row));
            return;
        }
    }
    entry.edited = state;
    emit dataChanged(index(row), index(row));
}

void RecordList::insert(int row, Entry entry)
{
    beginInsertRows({}, row, row);
    entries_.insert(entries_.begin() + row, std::move(entry));
    endInsertRows();
}

RecordList::Entry RecordList::take(int row)
{
    beginRemoveRows({}, row, row);
    Entry entry = std::move(entries_.at(static_cast<std::size_t>(row)));
    entries_.erase(entries_.begin() + row);
    endRemoveRows();
    return entry;
}

void RecordList::move(int from, int to)
{
    if (from == to)
        return;
    // Qt counts the destination before the move: one past `to` when moving down.
    beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    Entry entry = std::move(entries_.at(static_cast<std::size_t>(from)));
    entries_.erase(entries_.begin() + from);
    entries_.insert(entries_.begin() + to, std::move(entry));
    endMoveRows();
}

bool RecordList::holdsEpdOperations() const
{
    if (index_.format != CollectionFormat::Epd)
        return false;
    return std::any_of(entries_.begin(), entries_.end(), [this](const Entry& entry) {
        if (!entry.original)
            return false;
        const std::optional<EpdLine> epd = readRecord(index_, text_, *entry.original).epd;
        return epd && std::any_of(epd->operations.begin(), epd->operations.end(), [](const EpdOperation& op) {
            return op.opcode != "id";
        });
    });
}

std::optional<std::string> RecordList::write(FenWriteOptions options, int* failedRow) const
{
    std::vector<RecordOut> records;
    records.reserve(entries_.size());
    for (std::size_t row = 0; row < entries_.size(); ++row) {
        const Entry& entry = entries_[row];
        std::optional<std::string> bytes;
        if (entry.original && !entry.edited) {
            records.push_back({entry.original, false, {}});
            continue;
        }
        const std::string title = titleToWrite(entry);
        bytes = entry.original ? rewriteRecord(index_, text_, *entry.original, entry.edited->position, title,
                    options, entry.edited->fromPly)
                               : newRecord(index_, entry.edited->position, title, options);
        if (!bytes) {
            if (failedRow)
                *failedRow = static_cast<int>(row);
            return std::nullopt;
        }
        // C+ marked or taken away (an edit of a tested position takes it away): where the
        // format has no place for it, the claim was not markable and the flag never set.
        if (entry.original
            && entry.edited->computerTested != originalRead(*entry.original).claim.computerTested) {
            if (auto marked = withComputerTested(index_.format, *bytes, entry.edited->computerTested))
                bytes = std::move(marked);
        }
        records.push_back({entry.original, entry.original.has_value(), std::move(*bytes)});
    }
    return writeCollection(index_, text_, records);
}

} // namespace forsyth
