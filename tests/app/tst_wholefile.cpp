// Writing a file whole (disk/whole_file): a regular file is replaced through a temporary file,
// a symbolic link is written through and stays a link, a named pipe or a device is written to
// as a stream and never replaced, a folder is refused, and a file in a folder its user may not
// write into is written in place.
#include "whole_file.h"

#include "unprivileged.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <thread>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#endif

using namespace forsyth;

namespace {

const QByteArray Content = "4k3/8/8/8/8/8/8/4K2R w K - 3 40\n";

QString writeContent(const QString& path, const QByteArray& bytes = Content)
{
    return writeWholeFile(path, [&bytes](QIODevice& file) { return file.write(bytes) == bytes.size(); });
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool write(const QString& path, const QByteArray& text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

#ifdef Q_OS_UNIX
// What is at path itself, a symbolic link not followed.
mode_t typeAt(const QString& path)
{
    struct stat st { };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

bool makeFifo(const QString& path) { return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0; }

// A character device of the given numbers in the test's folder (root only), so that a write
// that replaced it would replace that node, never /dev's.
bool makeDevice(const QString& path, unsigned major, unsigned minor)
{
    return ::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0600, makedev(major, minor)) == 0;
}
#endif

} // namespace

class TestWholeFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void replacesRegularFile();
    void writesThroughSymlink();
    void danglingSymlinkMakesItsTarget();
    void namedPipeIsStreamed();
    void namedPipeWithoutReaderRefused();
    void readerGoneIsAnError();
    void deviceIsStreamed();
    void folderRefused();
    void readOnlyFolderWritesInPlace();
    void readOnlyFolderNewFileFails();
    void readOnlyFileRefused();

private:
    QTemporaryDir dir_;
};

void TestWholeFile::initTestCase() { QVERIFY(dir_.isValid()); }

void TestWholeFile::replacesRegularFile()
{
    const QString path = dir_.filePath("plain.fen");
    QVERIFY(write(path, "old content, longer than the new one\n"));
    QCOMPARE(writeContent(path), QString());
    QCOMPARE(contents(path), Content);
    QCOMPARE(QDir(dir_.path()).entryList({"plain.fen*"}, QDir::Files | QDir::Hidden).size(), 1);
}

void TestWholeFile::writesThroughSymlink()
{
#ifdef Q_OS_UNIX
    QVERIFY(QDir(dir_.path()).mkpath("through/real"));
    const QString folder = dir_.filePath("through");
    const QString target = folder + "/real/target.fen";
    const QString link = folder + "/link.fen";
    QVERIFY(write(target, "old\n"));
    QVERIFY(QFile::link("real/target.fen", link)); // relative, as people make them
    QCOMPARE(writeContent(link), QString());
    QCOMPARE(typeAt(link), mode_t(S_IFLNK));
    QCOMPARE(QFileInfo(link).symLinkTarget(), target);
    QCOMPARE(contents(target), Content);
    QCOMPARE(typeAt(target), mode_t(S_IFREG));
    // No temporary file left beside either.
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList({"link.fen"}));
    QCOMPARE(QDir(folder + "/real").entryList(QDir::Files | QDir::Hidden), QStringList({"target.fen"}));
#else
    QSKIP("symbolic links as Unix has them");
#endif
}

void TestWholeFile::danglingSymlinkMakesItsTarget()
{
#ifdef Q_OS_UNIX
    const QString target = dir_.filePath("later.fen");
    const QString link = dir_.filePath("to-later.fen");
    QVERIFY(QFile::link(target, link));
    QCOMPARE(writeContent(link), QString());
    QCOMPARE(typeAt(link), mode_t(S_IFLNK));
    QCOMPARE(contents(target), Content);
#else
    QSKIP("symbolic links as Unix has them");
#endif
}

void TestWholeFile::namedPipeIsStreamed()
{
#ifdef Q_OS_UNIX
    const QString fifo = dir_.filePath("pipe.fen");
    const QString link = dir_.filePath("to-pipe.fen");
    QVERIFY(makeFifo(fifo));
    QVERIFY(QFile::link(fifo, link));
    for (const QString& path : {fifo, link}) {
        // A reader waits at the other end (the content fits in the pipe's buffer).
        const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        QCOMPARE(writeContent(path), QString());
        QByteArray read(4096, '\0');
        const ssize_t n = ::read(reader, read.data(), static_cast<size_t>(read.size()));
        ::close(reader);
        QCOMPARE(read.left(n > 0 ? n : 0), Content);
        QCOMPARE(typeAt(fifo), mode_t(S_IFIFO));
        QCOMPARE(typeAt(link), mode_t(S_IFLNK));
    }
    QCOMPARE(
        QDir(dir_.path()).entryList({"*pipe.fen*"}, QDir::Files | QDir::Hidden | QDir::System).size(), 2);
#else
    QSKIP("named pipes as Unix has them");
#endif
}

void TestWholeFile::namedPipeWithoutReaderRefused()
{
#ifdef Q_OS_UNIX
    const QString fifo = dir_.filePath("unread.png");
    QVERIFY(makeFifo(fifo));
    QElapsedTimer timer;
    timer.start();
    const QString why = writeContent(fifo);
    QVERIFY2(why.contains("no program is reading"), qPrintable(why));
    QVERIFY(timer.elapsed() < 5000); // refused, not waited on
    QCOMPARE(typeAt(fifo), mode_t(S_IFIFO));
#else
    QSKIP("named pipes as Unix has them");
#endif
}

// The program reading the pipe stops early: the write fails and says so, and the program
// writing it goes on (SIGPIPE would have ended it).
void TestWholeFile::readerGoneIsAnError()
{
#ifdef Q_OS_UNIX
    const QString fifo = dir_.filePath("closed-early.fen");
    QVERIFY(makeFifo(fifo));
    const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(reader >= 0);
    // More than a pipe holds: the writer waits until the reader goes.
    std::thread closer([reader] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        ::close(reader);
    });
    const QString why = writeContent(fifo, QByteArray(4 * 1024 * 1024, 'x'));
    closer.join();
    QVERIFY2(why.contains("pipe", Qt::CaseInsensitive), qPrintable(why));
    QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
#else
    QSKIP("named pipes as Unix has them");
#endif
}

void TestWholeFile::deviceIsStreamed()
{
#ifdef Q_OS_UNIX
    const QString full = dir_.filePath("full");
    const QString null = dir_.filePath("null");
    if (!makeDevice(full, 1, 7) || !makeDevice(null, 1, 3))
        QSKIP("making device nodes takes root");
    // As /dev/full is: every write fails with "No space left on device", and the device
    // stays, whether named or reached through a link (`render -o x.png`, x.png -> /dev/full).
    const QString link = dir_.filePath("x.png");
    QVERIFY(QFile::link(full, link));
    for (const QString& path : {full, link}) {
        const QString why = writeContent(path);
        QVERIFY2(why.contains("space", Qt::CaseInsensitive), qPrintable(why));
        QCOMPARE(typeAt(full), mode_t(S_IFCHR));
    }
    QCOMPARE(typeAt(link), mode_t(S_IFLNK));
    // As /dev/null: written, and still the device.
    QCOMPARE(writeContent(null), QString());
    QCOMPARE(typeAt(null), mode_t(S_IFCHR));
    QCOMPARE(
        QDir(dir_.path()).entryList({"full*", "null*"}, QDir::Files | QDir::Hidden | QDir::System).size(), 2);
#else
    QSKIP("devices as Unix has them");
#endif
}

void TestWholeFile::folderRefused()
{
    QVERIFY(QDir(dir_.path()).mkdir("folder.fen"));
    const QString folder = dir_.filePath("folder.fen");
    QVERIFY(!writeContent(folder).isEmpty());
    QVERIFY(QFileInfo(folder).isDir());
}

// A folder its user may not write into, holding a file they may: no temporary file can be made
// beside it, so the file is written in place. Root may write anywhere; Unprivileged holds the
// test to the permissions a user meets.
void TestWholeFile::readOnlyFolderWritesInPlace()
{
#ifdef Q_OS_UNIX
    QVERIFY(QDir(dir_.path()).mkdir("locked"));
    const QString folder = dir_.filePath("locked");
    const QString path = folder + "/mine.fen";
    const QByteArray longer = "a longer old content that the new one must not leave a tail of\n";
    QVERIFY(write(path, longer));
    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    QString why;
    QString again;
    {
        const Unprivileged user;
        if (!user.held()) {
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QSKIP("cannot drop root's privilege to ignore permissions");
        }
        why = writeContent(path);
        again = writeContent(path, longer + longer); // longer than the file: it grows
    }
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QCOMPARE(why, QString());
    QCOMPARE(again, QString());
    QCOMPARE(contents(path), longer + longer);
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList({"mine.fen"}));
#else
    QSKIP("permissions as Unix has them");
#endif
}

void TestWholeFile::readOnlyFileRefused()
{
#ifdef Q_OS_UNIX
    // Mode 0444: left as it is, content and mode, even by root (an outside check saw it replaced
    // and made 0644). Mode 0640 keeps its mode through the temporary file.
    const QString path = dir_.filePath("kept.epd");
    const auto mode = [&path] {
        struct stat status { };
        return ::stat(QFile::encodeName(path).constData(), &status) == 0 ? status.st_mode & 0777 : 0u;
    };
    QVERIFY(write(path, "old\n"));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    QVERIFY(writeContent(path).contains("read-only"));
    QCOMPARE(contents(path), QByteArray("old\n"));
    QCOMPARE(mode(), 0444u);
    const auto ownerWrites = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup;
    QVERIFY(QFile::setPermissions(path, ownerWrites));
    QCOMPARE(writeContent(path), QString());
    QCOMPARE(mode(), 0640u);
#else
    QSKIP("permissions as Unix has them");
#endif
}

void TestWholeFile::readOnlyFolderNewFileFails()
{
#ifdef Q_OS_UNIX
    QVERIFY(QDir(dir_.path()).mkdir("locked-empty"));
    const QString folder = dir_.filePath("locked-empty");
    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    QString why;
    {
        const Unprivileged user;
        if (!user.held()) {
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QSKIP("cannot drop root's privilege to ignore permissions");
        }
        why = writeContent(folder + "/new.fen");
    }
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QVERIFY(!why.isEmpty());
    QVERIFY(QDir(folder).isEmpty());
#else
    QSKIP("permissions as Unix has them");
#endif
}

QTEST_GUILESS_MAIN(TestWholeFile)
#include "tst_wholefile.moc"
