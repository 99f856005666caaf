// Whole-position transforms the editor offers: clear, start positions, swap, mirror.
#pragma once

#include "position.h"

#include <optional>

namespace forsyth {

Position emptyPosition();
Position startPosition();
// Chess960 start position number n (0-959, Scharnagl numbering; 518 is the usual start).
std::optional<Position> chess960Position(int n);

// Ranks mirrored and colours exchanged: White's pieces become Black's on the mirrored
// squares; side to move, castling rights and the ep square follow.
Position swappedColours(const Position& pos);
// Files mirrored (a <-> h); castling rights and the ep square follow.
Position mirroredFiles(const Position& pos);

} // namespace forsyth
