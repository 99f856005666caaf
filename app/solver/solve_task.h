// The solver off the GUI thread (docs/PUZZLES.md §4): one position verified against a claim
// while the window stays responsive, with the positions searched so far for a progress line.
#pragma once

#include "background_search.h"
#include "puzzle.h"

#include <QElapsedTimer>
#include <QObject>

namespace forsyth {

class SolveTask : public QObject {
    Q_OBJECT

public:
    explicit SolveTask(QObject* parent = nullptr);

    // Stops a search under way first (without its finished signal).
    void start(const Position& pos, const PuzzleClaim& claim);
    // The search stops soon and finished reports it unfinished.
    void cancel() { search_.cancel(); }
    bool isRunning() const { return search_.isRunning(); }
    std::uint64_t nodes() const { return search_.nodes(); }
    double seconds() const { return clock_.elapsed() / 1000.0; }

signals:
    void finished(const forsyth::PuzzleCheck& check);

private:
    PuzzleCheck result_;
    QElapsedTimer clock_;
    // Last, so that it is destroyed first: its destructor waits for the worker writing result_.
    BackgroundSearch search_;
};

} // namespace forsyth
