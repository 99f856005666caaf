// The editor started from the command line as a user starts it: the real binary
// (FORSYTH_BINARY) under the offscreen platform, with settings of its own (XDG_CONFIG_HOME).
// An argument that cannot be read leaves the position of the last run as it was (shown, and
// not saved over) and says why; a named pipe is refused, not waited on for ever.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <utility>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace {

// As the editor writes it (Shredder-FEN, every ep square): a position without castling
// rights or an ep square reads the same in any notation.
const QString LastFen = QStringLiteral("4k3/8/8/8/8/8/8/4K2R w - - 3 40");
const QString PositionKey = QStringLiteral("position/last");

// The editor running on a settings folder of its own.
class Editor {
public:
    Editor(const QString& config, const QStringList& args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
        process_.setProcessEnvironment(env);
        process_.setReadChannel(QProcess::StandardError);
        process_.start(qEnvironmentVariable("FORSYTH_BINARY"), args);
        if (!process_.waitForStarted())
            qFatal("cannot start FORSYTH_BINARY (%s)", qPrintable(qEnvironmentVariable("FORSYTH_BINARY")));
    }
    ~Editor()
    {
        process_.kill();
        process_.waitForFinished();
    }
    Editor(const Editor&) = delete;
    Editor& operator=(const Editor&) = delete;

    // Waits until standard error holds `text` (true) or ms have passed (false).
    bool waitForError(const QString& text, int ms)
    {
        QElapsedTimer timer;
        timer.start();
        while (
            !err_.contains(text.toUtf8()) && timer.elapsed() < ms && process_.state() == QProcess::Running) {
            process_.waitForReadyRead(100);
            err_ += process_.readAllStandardError();
        }
        err_ += process_.readAllStandardError();
        return err_.contains(text.toUtf8());
    }
    // Keeps running for ms: the editor writes its settings 1.5 s after an edit.
    void runFor(int ms)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < ms && process_.state() == QProcess::Running)
            process_.waitForFinished(static_cast<int>(ms - timer.elapsed()));
    }
    bool isRunning() const { return process_.state() == QProcess::Running; }
    QByteArray err() const { return err_; }

private:
    QProcess process_;
    QByteArray err_;
};

} // namespace

class TestEditorStart : public QObject {
    Q_OBJECT

private slots:
    void init();
    void unreadableArgumentKeepsLastPosition_data();
    void unreadableArgumentKeepsLastPosition();
    void namedPipeRefused();

private:
    QString settingsFile() const { return config_->filePath(QStringLiteral("Forsyth/Forsyth.conf")); }
    std::unique_ptr<QTemporaryDir> config_;
    QTemporaryDir dir_;
};

void TestEditorStart::init()
{
    QVERIFY(dir_.isValid());
    config_ = std::make_unique<QTemporaryDir>();
    QVERIFY(config_->isValid());
    // The last run's position, as the editor keeps it.
    QSettings settings(settingsFile(), QSettings::IniFormat);
    settings.setValue(PositionKey, LastFen);
    settings.sync();
    QCOMPARE(settings.status(), QSettings::NoError);
}

void TestEditorStart::unreadableArgumentKeepsLastPosition_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("why");
    QTest::newRow("not a FEN") << QStringList{"garbage"} << "Cannot read the FEN";
    QTest::newRow("an unquoted FEN that does not read")
        << QStringList{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR", "w", "KQkq", "-", "0", "1"}
        << "Cannot read the FEN";
    QTest::newRow("a missing file") << QStringList{"missing.fen"} << "Cannot open";
    QTest::newRow("a PGN file without a game") << QStringList{"game.pgn"} << "holds no position";
    // A file named without an extension that holds binary data, not "Cannot read the FEN" and
    // the bytes; a picture the reader does not take, said once it has been tried on its thread.
    QTest::newRow("binary data") << QStringList{"program"} << "not a text file";
    QTest::newRow("a GIF") << QStringList{"board.gif"} << "not a picture that can be read";
}

void TestEditorStart::unreadableArgumentKeepsLastPosition()
{
    QFETCH(QStringList, args);
    QFETCH(QString, why);
    {
        QFile game(dir_.filePath(QStringLiteral("game.pgn")));
        QVERIFY(game.open(QIODevice::WriteOnly));
        game.write("% only an escape line\n");
    }
    const QByteArray program("\177ELF\2\1\1\0\0\0 6k2/8", 16); // an executable's first bytes
    const QByteArray gif("GIF89a\x10\0\x10\0", 10);
    for (const auto& [name, bytes] : {std::pair{"program", program}, std::pair{"board.gif", gif}}) {
        QFile file(dir_.filePath(QLatin1String(name)));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
    }
    for (QString& arg : args) {
        if (arg.endsWith(QLatin1String(".fen")) || QFileInfo::exists(dir_.filePath(arg)))
            arg = dir_.filePath(arg);
    }
    Editor editor(config_->path(), args);
    QVERIFY2(editor.waitForError(QStringLiteral("forsyth: "), 20000), editor.err().constData());
    // Long enough for settings written after a change to be on the disk: the last position
    // is not replaced (by the start position, as it was).
    editor.runFor(2500);
    QCOMPARE(QSettings(settingsFile(), QSettings::IniFormat).value(PositionKey).toString(), LastFen);
    // Said on standard error (and in the status bar): why, and that nothing was opened; the
    // window stays open on the last position.
    QVERIFY2(editor.err().contains(why.toUtf8()), editor.err().constData());
    QVERIFY2(editor.err().contains("Nothing was opened"), editor.err().constData());
    QVERIFY2(editor.isRunning(), editor.err().constData());
}

// `forsyth x.fen` where x.fen is a named pipe: refused with a message, not a hang before any
// window.
void TestEditorStart::namedPipeRefused()
{
#ifdef Q_OS_UNIX
    const QString fifo = dir_.filePath(QStringLiteral("x.fen"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    Editor editor(config_->path(), {fifo});
    QVERIFY2(editor.waitForError(QStringLiteral("not a regular file"), 20000), editor.err().constData());
    QVERIFY(editor.isRunning());
    QCOMPARE(QSettings(settingsFile(), QSettings::IniFormat).value(PositionKey).toString(), LastFen);
#else
    QSKIP("named pipes as Unix has them");
#endif
}

QTEST_GUILESS_MAIN(TestEditorStart)
#include "tst_editorstart.moc"
