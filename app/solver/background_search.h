// A search on a worker thread that the GUI thread can stop (docs/PUZZLES.md §4): the work
// gets the SolveControl it must pass to the solver; finished comes on the GUI thread. Starting
// again, or destroying it, stops the search under way and waits for it (within a few thousand
// positions), without its finished.
#pragma once

#include "solver.h"

#include <QObject>

#include <functional>
#include <memory>

class QThread;

namespace forsyth {

class BackgroundSearch : public QObject {
    Q_OBJECT

public:
    explicit BackgroundSearch(QObject* parent = nullptr);
    ~BackgroundSearch() override;

    void start(std::function<void(SolveControl&)> work);
    void cancel() { control_.stop = true; }
    bool isRunning() const { return thread_ != nullptr; }
    bool wasCancelled() const { return control_.stop; }
    std::uint64_t nodes() const { return control_.nodes; }

signals:
    void finished();

private:
    void stopAndWait();

    std::unique_ptr<QThread> thread_;
    SolveControl control_;
};

} // namespace forsyth
