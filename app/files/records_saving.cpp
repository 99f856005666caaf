// Saving an open collection: in its own format record by record (docs/COLLECTIONS.md §5), or
// converted to another, saying what that format cannot hold.
#include "file_actions.h"

#include "as_string_view.h"
#include "collection.h"
#include "position_document.h"
#include "position_files.h"
#include "record_list.h"

#include <QStringList>

namespace forsyth {

std::optional<std::string> FileActions::recordsText(const QString& target, QString& lost)
{
    const RecordList& records = *document_->records();
    const FenWriteOptions options = document_->fenOptions();
    if (collectionFormat(target.toStdString()) == records.format()) {
        int failed = -1;
        std::optional<std::string> text = records.write(options, &failed);
        if (!text) {
            // A puzzle's row starts a move before the puzzle, and the edited board no longer
            // fits that move.
            saveFailed(
                tr("Cannot save %1: position %2 can no longer be written as a Lichess puzzle, as the "
                   "move that sets the puzzle does not fit the edited board. Save As EPD or PGN keeps it.")
                    .arg(nameOf(target))
                    .arg(failed + 1));
            return std::nullopt;
        }
        // A position added here has no move to set it as a puzzle: its row is written without.
        int added = 0;
        for (int row = 0; records.format() == CollectionFormat::PuzzleCsv && row < records.rowCount(); ++row)
            added += !records.entry(row).original;
        if (added > 0)
            lost = added == 1 ? tr("1 position added here was written with Moves empty: a Lichess puzzle "
                                   "needs the move that sets it, then the solution")
                              : tr("%n positions added here were written with Moves empty: a Lichess "
                                   "puzzle needs the move that sets it, then the solution",
                                  nullptr, added);
        return text;
    }

    const PositionFileFormat format = *positionFileFormat(target.toStdString());
    std::string text;
    int titlesLost = 0;
    int unreadable = 0;
    for (int row = 0; row < records.rowCount(); ++row) {
        // A line that never read as a position has none to write: left out, and said.
        if (!records.isReadable(row) && !records.isEdited(row)) {
            ++unreadable;
            continue;
        }
        const DocumentState state = records.state(row);
        const QByteArray title = state.title.toUtf8();
        if (format == PositionFileFormat::Fen && !title.isEmpty())
            ++titlesLost;
        if (format == PositionFileFormat::Pgn && !text.empty())
            text += '\n'; // a blank line between games
        text += writePositionFile(format, state.position, asStringView(title), options);
    }
    QStringList said;
    if (titlesLost > 0)
        said << (titlesLost == 1
                ? tr("A FEN file has no place for titles: 1 title not kept")
                : tr("A FEN file has no place for titles: %n titles not kept", nullptr, titlesLost));
    if (unreadable > 0)
        said << (unreadable == 1
                ? tr("1 line that holds no readable position left out")
                : tr("%n lines that hold no readable position left out", nullptr, unreadable));
    if (records.format() == CollectionFormat::PuzzleCsv)
        said << tr("The puzzles' moves and other columns (Rating, Themes, GameUrl, ...) are not kept, only "
                   "their positions");
    if (format != PositionFileFormat::Epd && records.holdsEpdOperations())
        said << tr("EPD operations other than the id (bm, am, c0, ...) are not kept");
    if (records.format() == CollectionFormat::Pgn)
        said << tr("The games' moves, comments and tags other than the event are not kept, only each "
                   "game's starting position");
    // Sentences of their own, each begun with a capital: the note puts them after "Saved NAME."
    for (const QString& sentence : said)
        lost = lost.isEmpty() ? sentence
                              : tr("%1. %2", "two sentences of what a save did not keep").arg(lost, sentence);
    return text;
}

} // namespace forsyth
