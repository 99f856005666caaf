// Which characters of a FEN changed from the one before: move mode lights them up for a
// moment after each move, so the learner sees what the move wrote (docs/CLASSROOM.md).
#pragma once

#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

namespace forsyth {

// Byte ranges [start, end) of `after` that differ from `before`, in order and disjoint. The
// placement is compared rank by rank and the other fields one by one, each trimmed to the
// part between what the two share at its start and at its end; a rank or field that only lost
// characters ("KQkq" -> "kq") is given whole, so the change is still seen. Fields are split at
// runs of spaces; text past the sixth field is compared as one more field.
std::vector<std::pair<std::size_t, std::size_t>> changedFenSpans(
    std::string_view before, std::string_view after);

} // namespace forsyth
