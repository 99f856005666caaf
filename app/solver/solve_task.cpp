#include "solve_task.h"

namespace forsyth {

SolveTask::SolveTask(QObject* parent)
    : QObject(parent)
{
    connect(&search_, &BackgroundSearch::finished, this, [this] { emit finished(result_); });
}

void SolveTask::start(const Position& pos, const PuzzleClaim& claim)
{
    clock_.start();
    search_.start([this, pos, claim](SolveControl& control) {
        result_ = verifyPuzzle(pos, claim, {0, &control});
    });
}

} // namespace forsyth
