#include "background_search.h"

#include <QThread>

namespace forsyth {

BackgroundSearch::BackgroundSearch(QObject* parent)
    : QObject(parent)
{ }

BackgroundSearch::~BackgroundSearch() { stopAndWait(); }

void BackgroundSearch::start(std::function<void(SolveControl&)> work)
{
    stopAndWait();
    control_.stop = false;
    control_.nodes = 0;
    thread_.reset(QThread::create([this, work = std::move(work)] { work(control_); }));
    // Queued: QThread::finished comes from the worker; what it wrote is read here.
    connect(thread_.get(), &QThread::finished, this, [this] {
        thread_.reset();
        emit finished();
    });
    thread_->start();
}

void BackgroundSearch::stopAndWait()
{
    if (!thread_)
        return;
    disconnect(thread_.get(), nullptr, this, nullptr);
    control_.stop = true;
    thread_->wait();
    thread_.reset();
}

} // namespace forsyth
