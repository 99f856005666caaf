// Position files dropped on the window, the board or the FEN field: opened as File > Open opens
// them, once the drop has ended (the question about unsaved changes comes after it); several,
// the first in the window and each further one in a window of its own.
#include "fen_field.h"
#include "file_actions.h"
#include "main_window.h"
#include "position_document.h"

#include "file_actions_fixture.h"
#include "test_support.h"

#include <QLineEdit>
#include <QMimeData>
#include <QTemporaryDir>
#include <QUrl>

#include <QtTest>

using namespace forsyth;

class TestDroppedFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settings_.isolate());
        QVERIFY(dir_.isValid());
    }
    void init() { clearSettings(); }
    void droppedFileOpens();
    void fileDroppedOnBoardOpens();
    void fileDroppedOnTheFenFieldOpens();
    void severalFilesDroppedOpenEachInAWindow();

private:
    IsolatedSettings settings_;
    QTemporaryDir dir_;
};

void TestDroppedFiles::droppedFileOpens()
{
    const QString path = dir_.filePath("dropped.fen");
    QVERIFY(writeFile(path, RookFen.toUtf8() + "\n"));
    Fixture f;
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QVERIFY(drop(f.window.get(), data, QPoint(5, 5), {}, Qt::CopyAction));
    QTRY_COMPARE(f.document().fen(), RookFen); // once the drop has ended
    QCOMPARE(f.files->filePath(), path);
}

// A position file dropped on the board is opened as a file, not read as pasted text: the
// open path follows it, and unsaved changes to the open file are asked about first.
void TestDroppedFiles::fileDroppedOnBoardOpens()
{
    const QString a = dir_.filePath("a.fen");
    const QString b = dir_.filePath("b.fen");
    QVERIFY(writeFile(a, RookFen.toUtf8() + "\n"));
    QVERIFY(writeFile(b, KiwipeteFen.toUtf8() + "\n"));
    Fixture f;
    QVERIFY(f.files->openFile(a));
    QWidget* board = f.window->board();
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(b)});
    f.document().setPosition(read(StartFen), "edit"); // unsaved: asked, Cancel keeps a.fen
    f.answer = FileActions::Unsaved::Cancel;
    // The drop ends first: the question comes after it, not holding the drag's source.
    QVERIFY(drop(board, data, QPoint(5, 5), {}, Qt::CopyAction));
    QVERIFY(f.prompts.isEmpty());
    QTRY_COMPARE(f.prompts, QStringList({"The position in a.fen has changed. Save the changes?"}));
    QCOMPARE(f.files->filePath(), a);
    QCOMPARE(f.document().fen(), StartFen);
    f.answer = FileActions::Unsaved::Discard;
    QVERIFY(drop(board, data, QPoint(5, 5), {}, Qt::CopyAction));
    QTRY_COMPARE(f.prompts.size(), 2);
    QCOMPARE(f.files->filePath(), b);
    QCOMPARE(f.document().fen(), KiwipeteFen);
    QVERIFY(!f.files->isModified());
    QCOMPARE(f.files->recentFiles().value(0), b);
}

// The FEN field takes what another program drops on it as the board does.
void TestDroppedFiles::fileDroppedOnTheFenFieldOpens()
{
    const QString path = dir_.filePath("on-field.fen");
    QVERIFY(writeFile(path, KiwipeteFen.toUtf8() + "\n"));
    Fixture f;
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QVERIFY(drop(f.window->fenField(), data, QPoint(5, 5), {}, Qt::CopyAction));
    QTRY_COMPARE(f.document().fen(), KiwipeteFen);
    QCOMPARE(f.files->filePath(), path);
    QCOMPARE(f.window->fenField()->lineEdit()->text(), KiwipeteFen);
}

// As from a file manager's "Open with": the first here, each further one in a window of its own.
void TestDroppedFiles::severalFilesDroppedOpenEachInAWindow()
{
    const QString a = dir_.filePath("a.fen");
    const QString b = dir_.filePath("b.fen");
    const QString c = dir_.filePath("c.epd");
    QVERIFY(writeFile(a, RookFen.toUtf8() + "\n"));
    QVERIFY(writeFile(b, KiwipeteFen.toUtf8() + "\n"));
    QVERIFY(writeFile(c, RookFen.toUtf8() + "\n" + KiwipeteFen.toUtf8() + "\n"));
    Fixture f;
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(a), QUrl::fromLocalFile(b), QUrl::fromLocalFile(c)});
    f.document().setPosition(read(StartFen), "edit"); // an edit in no file: nothing to ask
    QVERIFY(drop(f.window->board(), data, QPoint(5, 5), {}, Qt::CopyAction));
    QTRY_COMPARE(f.files->filePath(), a);
    QCOMPARE(f.document().fen(), RookFen);
    QCOMPARE(f.ownWindows, QStringList({b, c}));
    // Cancelled at the question about a.fen's changes: none opens, here or elsewhere.
    f.document().setPosition(read(StartFen), "edit");
    f.answer = FileActions::Unsaved::Cancel;
    QVERIFY(drop(f.window->board(), data, QPoint(5, 5), {}, Qt::CopyAction));
    QTRY_COMPARE(f.prompts.size(), 1);
    QCOMPARE(f.document().fen(), StartFen);
    QCOMPARE(f.ownWindows.size(), 2);
}

QTEST_MAIN(TestDroppedFiles)
#include "tst_droppedfiles.moc"
