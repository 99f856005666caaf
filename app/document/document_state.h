// One position as the document holds it, and as a collection keeps each edited record.
#pragma once

#include "position.h"

#include <QString>

#include <cstddef>

namespace forsyth {

// What an undo step restores: the position, the castling rights the user asked for
// (those that do not fit the placement now are kept here and come back when they fit), the
// title, so that undoing a paste or an open brings back the title that went with it, and
// whether castling follows Chess960's rules (docs/FEN-RULES.md §13). For a PGN game, fromPly
// says where in the file's game the position was set up ("set up from here",
// docs/COLLECTIONS.md §7): the moves before it are gone when the record is saved.
// computerTested is the problemists' C+ the record carries (docs/PUZZLES.md): an edit of the
// position takes it away, as the test was of the position before.
struct DocumentState {
    Position position;
    CastlingRights wantedCastling;
    QString title;
    bool chess960 = false;
    std::size_t fromPly = 0;
    bool computerTested = false;
    friend bool operator==(const DocumentState&, const DocumentState&) = default;
};

} // namespace forsyth
