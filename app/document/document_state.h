// One position as the document holds it, and as a collection keeps each edited record.
#pragma once

#include "position.h"

#include <QString>

namespace forsyth {

// What an undo step restores: the position, the castling rights the user asked for
// (those that do not fit the placement now are kept here and come back when they fit), the
// title, so that undoing a paste or an open brings back the title that went with it, and
// whether castling follows Chess960's rules (docs/FEN-RULES.md §13).
struct DocumentState {
    Position position;
    CastlingRights wantedCastling;
    QString title;
    bool chess960 = false;
    friend bool operator==(const DocumentState&, const DocumentState&) = default;
};

} // namespace forsyth
