// The canonical reader's placement, which the full reader tries first too (docs/FEN-RULES.md
// §19): inside core, for the two readers only.
#pragma once

#include "types.h"

#include <array>
#include <string_view>

namespace forsyth {

// A placement (field 1 alone) with pieces, digits 1-8 and '/' only, eight ranks of eight
// squares and no two digits side by side: true, and board filled (a1 = 0). Anything else:
// false, and board is undefined. The full reader reads such a placement the same way, with
// no repair.
bool readCanonicalPlacement(std::string_view placement, std::array<Piece, 64>& board);

} // namespace forsyth
