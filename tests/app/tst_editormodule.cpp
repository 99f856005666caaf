// The forsyth command and its editor module (docs/ARCHITECTURE.md, "One command, two
// programs"), from outside: the real binary (FORSYTH_BINARY) finds the module beside it, and
// copied somewhere alone it still checks FENs and says where it looked for the editor; without
// a display the editor says that it needs one.
#include "test_support_core.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The program run offscreen, as the module's own checks need no display.
ForsythRun run(const QString& program, const QStringList& args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return runProgram(program, args, {}, env, 30000);
}

const QString Fen = QStringLiteral("8/8/8/4k3/8/8/4K3/7Q b - - 0 1");

} // namespace

class TestEditorModule : public QObject {
    Q_OBJECT

private slots:
    void moduleBesideTheProgram();
    void programAlone();
    void editorWithoutDisplay_data();
    void editorWithoutDisplay();
};

void TestEditorModule::moduleBesideTheProgram()
{
    const QString forsyth = qEnvironmentVariable("FORSYTH_BINARY");
    const ForsythRun version = run(forsyth, {QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(version.out.startsWith("Forsyth "), qPrintable(version.out));
}

void TestEditorModule::programAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString alone = dir.filePath(QStringLiteral("forsyth"));
    QVERIFY(QFile::copy(qEnvironmentVariable("FORSYTH_BINARY"), alone));

    // The command line needs nothing but Qt Core.
    const ForsythRun check = run(alone, {QStringLiteral("check"), Fen});
    QCOMPARE(check.exitCode, 0);
    QVERIFY2(check.out.startsWith("OK  " + Fen.toUtf8()), qPrintable(check.out));

    // Everything else says that the module is missing and where it was looked for.
    for (const QStringList& args : {QStringList{QStringLiteral("--version")}, QStringList{Fen},
             QStringList{QStringLiteral("render"), Fen, QStringLiteral("-o"), dir.filePath("a.png")}}) {
        const ForsythRun editor = run(alone, args);
        QCOMPARE(editor.exitCode, 1);
        QVERIFY2(editor.err.contains("the editor module libforsyth_editor.so was not found")
                && editor.err.contains(dir.filePath(QStringLiteral("libforsyth_editor.so")).toUtf8()),
            qPrintable(editor.err));
    }

    // A file of that name that is no library is named with the loader's reason.
    QFile broken(dir.filePath(QStringLiteral("libforsyth_editor.so")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("not a library");
    broken.close();
    const ForsythRun editor = run(alone, {QStringLiteral("--version")});
    QCOMPARE(editor.exitCode, 1);
    QVERIFY2(editor.err.contains("the editor module cannot be loaded"), qPrintable(editor.err));
}

void TestEditorModule::editorWithoutDisplay_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("platform"); // QT_QPA_PLATFORM, unset when empty
    QTest::newRow("no arguments") << QStringList() << QString();
    QTest::newRow("a FEN") << QStringList{StartFen} << QString();
    QTest::newRow("xcb asked for") << QStringList() << QStringLiteral("xcb");
}

void TestEditorModule::editorWithoutDisplay()
{
    QFETCH(QStringList, args);
    QFETCH(QString, platform);
    QTemporaryDir config;
    const ForsythRun r = runForsyth(args, {}, std::nullopt, 60000, [&](QProcess& process) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        env.remove("QT_QPA_PLATFORM");
        if (!platform.isEmpty())
            env.insert("QT_QPA_PLATFORM", platform);
        env.insert("XDG_CONFIG_HOME", config.path()); // no stored language: English
        env.insert("LC_ALL", "C");
        env.remove("LANGUAGE");
        process.setProcessEnvironment(env);
    });
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QString::fromUtf8(r.err),
        "forsyth: no display found; the editor needs one. check, perft, positions, solve, read-image, "
        "render and worksheet work without a display.\n");
}

QTEST_GUILESS_MAIN(TestEditorModule)
#include "tst_editormodule.moc"
