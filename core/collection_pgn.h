// Internal to collections: a PGN game as a record, read and rewritten (docs/COLLECTIONS.md
// §7). Not part of the core's interface.
#pragma once

#include "collection.h"

#include <optional>
#include <string>
#include <string_view>

namespace forsyth::detail {

CollectionRecord readGameRecord(std::string_view text, RecordSpan span);

// The game's bytes with its setup at `pos` and its Event at `title` (see rewriteRecord).
std::optional<std::string> rewriteGame(std::string_view text, RecordSpan span, std::string_view lineBreak,
    const Position& pos, std::string_view title, FenWriteOptions options, std::size_t fromPly);

} // namespace forsyth::detail
