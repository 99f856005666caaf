// What a worksheet shows of each position: its title, the position, the stipulation the
// record states (docs/PUZZLES.md) and its solution in SAN, read from collection files as
// `forsyth positions` reads them, or made from the position being edited.
#pragma once

#include "collection.h"
#include "position.h"
#include "puzzle.h"
#include "solver.h"

#include <QString>

#include <optional>
#include <vector>

namespace forsyth {

struct WorksheetItem {
    QString title;
    Position position;
    std::optional<Stipulation> stipulation;
    QString solution; // "1. Qh5+ Kd8 2. Qf7#"; empty when the record gives none
};

// The record as a worksheet item: an EPD line's pv (else its bm keys), a PGN game's main line,
// a Lichess puzzle's solution, numbered from the position shown. nullopt when its position
// does not read.
std::optional<WorksheetItem> worksheetItem(const CollectionRecord& record, CollectionFormat format);

// The position being edited: its title, and the stipulation and keys its record claims.
WorksheetItem worksheetItem(const Position& position, const QString& title, const PuzzleClaim& claim = {});

struct WorksheetFile {
    std::vector<WorksheetItem> items;
    int unreadable = 0; // records whose position does not read: left out
    QString problem;    // the file could not be read at all
};

// Every record of a collection file (.fen .epd .pgn .csv, or FENs in any text).
WorksheetFile readWorksheetFile(const QString& path);

// White's and Black's men, as problemists count them under a diagram: "(8+10)".
QString pieceCountText(const Position& position);

} // namespace forsyth
