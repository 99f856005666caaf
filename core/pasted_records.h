// Internal to the paste path: the record forms, PGN tag pairs and EPD lines (see
// unwrapPastedText for the rules). Not part of the core's interface.
#pragma once

#include "pasted_text.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace forsyth::pasted {

// The first game's tag pairs, from the first line that starts with '[', comments between
// them allowed. Only that block: a later game's FEN is not what a pasted game means. A block
// without a FEN tag is a game from the initial position, which is no FEN: Kind None, which
// the caller takes as "not a PGN with a position" and looks for the other forms.
std::optional<PastedFen> pgn(std::string_view t);

// Four fields, then operations: `bm e4; id "Puzzle 12"; hmvc 3;`. The clocks come from hmvc
// and fmvn when given (writeEpd writes them); otherwise the reader's defaults stand.
std::optional<PastedFen> epd(std::string_view line, std::size_t start);

// The text with every tag pair replaced by spaces of the same length, so spans still fit t.
std::string withoutTagPairs(std::string_view t);

} // namespace forsyth::pasted
