// Verify all (docs/PUZZLES.md §5): every record of a collection solved against what it states,
// on a worker thread, with a time limit per record; how many are done for a progress bar, a
// stop, and the verdicts at the end.
#pragma once

#include "background_search.h"
#include "record_list.h"

#include <QObject>

#include <atomic>
#include <vector>

namespace forsyth {

class CollectionVerifier : public QObject {
    Q_OBJECT

public:
    struct Verified {
        int row = 0;
        bool readable = true;
        Position position;
        PuzzleClaim claim;
        PuzzleCheck check;
    };

    explicit CollectionVerifier(QObject* parent = nullptr);

    void start(RecordList::PuzzleSource source, double secondsPerRecord);
    // Stops within a few thousand positions; finished then reports the records done so far.
    void cancel() { search_.cancel(); }
    bool isRunning() const { return search_.isRunning(); }
    int done() const { return done_; }
    int total() const { return total_; }

signals:
    void finished(const std::vector<forsyth::CollectionVerifier::Verified>& records, bool stopped);

private:
    std::atomic<int> done_{0};
    int total_ = 0;
    std::vector<Verified> results_;
    // Last, so that it is destroyed first: its destructor waits for the worker filling results_.
    BackgroundSearch search_;
};

} // namespace forsyth
