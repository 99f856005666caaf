#include "collection_reading.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <memory>

namespace forsyth {

namespace {

ReadCollection readHere(const QString& path, CollectionFormat format, ScanProgress* progress)
{
    ReadCollection out;
    out.file = readCollectionFile(path);
    if (out.file.problem.isEmpty() && !(progress && progress->stop))
        out.index = indexCollection(format, out.file.text, progress);
    return out;
}

} // namespace

ReadCollection readCollection(const QString& path, CollectionFormat format, QWidget* dialogParent)
{
    const qint64 size = QFileInfo(path).size();
    if (size < BackgroundReadBytes)
        return readHere(path, format, nullptr);

    ReadCollection out;
    ScanProgress progress;
    const std::unique_ptr<QThread> worker(QThread::create([&] { out = readHere(path, format, &progress); }));
    QProgressDialog dialog(
        QCoreApplication::translate("CollectionReading", "Reading %1…").arg(QFileInfo(path).fileName()),
        QCoreApplication::translate("CollectionReading", "Cancel"), 0, 1000, dialogParent);
    dialog.setWindowTitle(QCoreApplication::translate("CollectionReading", "Opening a collection"));
    // Application-modal: nothing in the window (Open again, closing it) can act on the
    // document while the worker fills `out`.
    dialog.setWindowModality(Qt::ApplicationModal);
    dialog.setMinimumDuration(0);
    dialog.setAutoReset(false);
    dialog.setValue(0);

    QEventLoop loop;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &dialog,
        [&] { dialog.setValue(static_cast<int>(progress.done * 1000 / static_cast<std::size_t>(size))); });
    QObject::connect(&dialog, &QProgressDialog::canceled, &loop, [&] {
        progress.stop = true; // the scan returns within 1024 records; reading is not stopped
        dialog.hide();
    });
    QObject::connect(worker.get(), &QThread::finished, &loop, &QEventLoop::quit);
    tick.start(50);
    worker->start();
    loop.exec();
    worker->wait();
    if (progress.stop)
        return ReadCollection{{}, {}, true};
    return out;
}

} // namespace forsyth
