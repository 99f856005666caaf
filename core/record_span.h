// A record's bytes in a file's text: [start, end).
#pragma once

#include <cstddef>

namespace forsyth {

struct RecordSpan {
    std::size_t start = 0;
    std::size_t end = 0; // past its line break, when it has one
};

} // namespace forsyth
