// A long scan of a file's text, followed and stopped from another thread: the editor splits
// a large collection file off its window's thread (docs/COLLECTIONS.md §6).
#pragma once

#include <atomic>
#include <cstddef>

namespace forsyth {

struct ScanProgress {
    std::atomic<std::size_t> done{0}; // bytes of the text scanned so far
    std::atomic<bool> stop{false};    // set by the watcher: the scan returns what it has so far
};

// Called by a scan after each record it finds; false when it is to stop. The atomics are
// touched once every 1024 records, so a scan followed by no one, or by someone, costs the same.
inline bool keepScanning(ScanProgress* progress, std::size_t records, std::size_t offset)
{
    if (progress == nullptr || records % 1024 != 0)
        return true;
    progress->done.store(offset, std::memory_order_relaxed);
    return !progress->stop.load(std::memory_order_relaxed);
}

} // namespace forsyth
