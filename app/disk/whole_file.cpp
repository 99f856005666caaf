#include "whole_file.h"

#include <QBuffer>
#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace forsyth {
namespace {

// A failed write's reason; Qt says "Unknown error" when the system gave none (a full disk).
QString writeError(const QFileDevice& file)
{
    QString why = file.errorString();
    if (why.isEmpty() || why == QLatin1String("Unknown error"))
        why = QCoreApplication::translate("WholeFile", "the disk may be full");
    return why;
}

// No temporary file could be made beside the file (a folder the user may not write into):
// the file itself is written. Opened for reading and writing, so nothing is cut before the
// new content is there; the old content is kept to be written back if the new one fails.
QString writeInPlace(const QString& path, const QByteArray& bytes, const QString& whyNoTemporary)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite))
        return whyNoTemporary;
    const QByteArray old = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return file.errorString();
    const bool written = file.seek(0) && file.write(bytes) == bytes.size() && file.flush()
        && file.resize(bytes.size())
#ifdef Q_OS_UNIX
        && ::fsync(file.handle()) == 0
#endif
        ;
    if (written)
        return {};
    const QString why = writeError(file);
    // Back as it was, as far as the disk allows: the old bytes fit where they were.
    file.unsetError();
    if (file.seek(0) && file.write(old) == old.size() && file.flush())
        file.resize(old.size());
    return why;
}

// A temporary file beside the file, renamed over it once all is written.
QString writeSafely(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path); // resolves symbolic links: the file they point to is replaced
    if (!file.open(QIODevice::WriteOnly)) {
        const QString why = file.errorString();
        if (QFileInfo(path).isFile())
            return writeInPlace(path, bytes, why);
        return why;
    }
    // Flushed and checked before the commit: Qt 6.4's commit() renames the temporary file
    // over the old one even when its own last flush failed (a full disk).
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString why = writeError(file);
        file.cancelWriting();
        file.commit(); // discards the temporary file
        return why;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

#ifdef Q_OS_UNIX

// While it lives, a reader that goes away makes write() fail with EPIPE instead of the
// signal that would end the program.
class SigpipeHeld {
public:
    SigpipeHeld()
    {
        sigemptyset(&pipe_);
        sigaddset(&pipe_, SIGPIPE);
        sigset_t pending;
        sigpending(&pending);
        wasPending_ = sigismember(&pending, SIGPIPE) == 1;
        pthread_sigmask(SIG_BLOCK, &pipe_, &previous_);
    }
    ~SigpipeHeld()
    {
        sigset_t pending;
        sigpending(&pending);
        if (!wasPending_ && sigismember(&pending, SIGPIPE) == 1) {
            int taken = 0;
            sigwait(&pipe_, &taken); // takes the one this write raised (pending: no wait)
        }
        pthread_sigmask(SIG_SETMASK, &previous_, nullptr);
    }
    SigpipeHeld(const SigpipeHeld&) = delete;
    SigpipeHeld& operator=(const SigpipeHeld&) = delete;

private:
    sigset_t pipe_{};
    sigset_t previous_{};
    bool wasPending_ = false;
};

// A named pipe or a character device: written to as it is, never created, cut or replaced.
QString writeStream(const QString& path, const QByteArray& bytes, bool namedPipe)
{
    // Not blocking while opening: a pipe nobody reads would wait for ever.
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        if (namedPipe && errno == ENXIO)
            return QCoreApplication::translate(
                "WholeFile", "it is a named pipe that no program is reading from");
        return qt_error_string(errno);
    }
    struct stat opened { };
    if (::fstat(fd, &opened) != 0 || !(S_ISFIFO(opened.st_mode) || S_ISCHR(opened.st_mode))) {
        ::close(fd);
        return QCoreApplication::translate("WholeFile", "it is not a regular file, a named pipe or a device");
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    const SigpipeHeld held;
    QString why;
    for (qsizetype done = 0; done < bytes.size();) {
        const ssize_t n = ::write(fd, bytes.constData() + done, static_cast<size_t>(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            why = qt_error_string(n < 0 ? errno : EIO);
            break;
        }
        done += n;
    }
    if (::close(fd) != 0 && why.isEmpty() && errno != EINTR)
        why = qt_error_string(errno);
    return why;
}

#endif

} // namespace

QString writeWholeFile(const QString& path, const std::function<bool(QIODevice&)>& write)
{
    // Made whole in memory first (a position file or an image), so that what is written
    // never depends on how far the writer got.
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!write(buffer))
            return QCoreApplication::translate("WholeFile", "the content could not be made");
    }
#ifdef Q_OS_UNIX
    // Through every symbolic link: what is there in the end decides.
    struct stat target { };
    if (::stat(QFile::encodeName(path).constData(), &target) == 0 && !S_ISREG(target.st_mode)) {
        if (S_ISFIFO(target.st_mode) || S_ISCHR(target.st_mode))
            return writeStream(path, bytes, S_ISFIFO(target.st_mode));
        if (S_ISDIR(target.st_mode))
            return QCoreApplication::translate("WholeFile", "it is a folder");
        return QCoreApplication::translate("WholeFile", "it is not a regular file, a named pipe or a device");
    }
    // A file no one may write (mode 0444) says "keep me as I am", even to root, whom the system
    // lets write it (and the temporary file renamed over it would take mode 0644).
    if (S_ISREG(target.st_mode) && (target.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0)
        return QCoreApplication::translate("WholeFile", "the file is read-only");
#endif
    return writeSafely(path, bytes);
}

} // namespace forsyth
