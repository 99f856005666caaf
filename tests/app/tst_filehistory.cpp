// The open file through undo and redo: File > Open (of one position) and File > New are undo
// steps that take the file with them, Save As makes another file the file from its step on,
// and a save tells each step what its file now holds (docs/COLLECTIONS.md, Opening).
#include "file_actions.h"
#include "main_window.h"
#include "position_document.h"

#include "file_actions_fixture.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

using namespace forsyth;

namespace {
const QByteArray kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n";
const QByteArray rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\n";
} // namespace

class TestFileHistory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void undoingAnOpenGivesItsFileBack();
    void saveAsThenUndoPastAnOpen();

private:
    IsolatedSettings settings_;
    QTemporaryDir dir_;
    QString first;  // first.fen: the kings
    QString second; // second.fen: the rooks
};

void TestFileHistory::initTestCase()
{
    QVERIFY(settings_.isolate());
    QVERIFY(dir_.isValid());
    first = dir_.filePath("first.fen");
    second = dir_.filePath("second.fen");
}

void TestFileHistory::init()
{
    clearSettings();
    QVERIFY(writeFile(first, kings));
    QVERIFY(writeFile(second, rooks));
}

void TestFileHistory::undoingAnOpenGivesItsFileBack()
{
    // Open and New are undo steps; undone, the file before comes back, so that Save writes the
    // position shown into the file it came from, never into the one opened after it.
    Fixture f;
    QUndoStack* stack = f.document().undoStack();
    QVERIFY(f.files->openFile(first));
    QVERIFY(f.files->openFile(second));
    stack->undo();
    QCOMPARE(f.document().fen() + "\n", QString(kings));
    QCOMPARE(f.files->filePath(), first);
    QVERIFY(!f.files->isModified());
    QVERIFY(f.window->windowTitle().contains("first.fen"));
    f.document().setSideToMove(Color::Black);
    QVERIFY(f.files->save());
    QCOMPARE(readFile(second), rooks);
    QVERIFY(readFile(first).startsWith("4k3/8/8/8/8/8/8/4K3 b"));
    stack->undo();                  // the side to move
    QVERIFY(f.files->isModified()); // first.fen holds Black to move now
    stack->redo();
    stack->redo(); // nothing to redo: the edit replaced the second open
    QCOMPARE(f.files->filePath(), first);

    QVERIFY(f.files->openFile(second));
    QVERIFY(f.files->newPosition());
    QVERIFY(f.files->filePath().isEmpty());
    stack->undo();
    QCOMPARE(f.files->filePath(), second);
    QVERIFY(!f.files->isModified());
    stack->redo();
    QVERIFY(f.files->filePath().isEmpty());
    stack->undo();
    stack->undo();
    QCOMPARE(f.files->filePath(), first);
    QVERIFY(!f.files->isModified());
    stack->redo();
    QCOMPARE(f.files->filePath(), second);
    QVERIFY(!f.files->isModified());

    // Saved again and left by undo, the file comes back with what was saved: no warning that
    // it changed on disk, and not taken for what it held when opened.
    f.document().setSideToMove(Color::Black);
    QVERIFY(f.files->save());
    stack->setIndex(1);
    QCOMPARE(f.files->filePath(), first);
    stack->setIndex(stack->count());
    QCOMPARE(f.files->filePath(), second);
    QVERIFY(!f.files->isModified());
    stack->undo();
    QVERIFY(f.files->isModified());
    QVERIFY(f.files->save());
    QVERIFY(f.changedOnDisk.isEmpty());
    QCOMPARE(readFile(second), rooks);

    // Saved as another file: that file from this step on, the files before it before.
    const QString third = dir_.filePath("third.fen");
    f.chosen = third;
    QVERIFY(f.files->saveAs());
    stack->undo();
    QCOMPARE(f.files->filePath(), first);
    stack->redo();
    QCOMPARE(f.files->filePath(), third);
    QVERIFY(!f.files->isModified());
    stack->redo();
    QCOMPARE(f.files->filePath(), third);
    QVERIFY(f.files->isModified());
}

void TestFileHistory::saveAsThenUndoPastAnOpen()
{
    // Found by an outside check: after Save As, undoing past an Open named the new file, and
    // Save wrote the earlier position into it; a file saved, left by undo and come back to by
    // redo showed as changed.
    const QString c = dir_.filePath("c.fen");
    Fixture f;
    QUndoStack* stack = f.document().undoStack();
    QVERIFY(f.files->openFile(first));
    QVERIFY(f.files->openFile(second));
    f.document().setSideToMove(Color::Black);
    f.chosen = c;
    QVERIFY(f.files->saveAs());
    stack->undo();
    QCOMPARE(f.files->filePath(), second); // b.fen still holds this position
    QVERIFY(!f.files->isModified());
    stack->undo();
    QCOMPARE(f.files->filePath(), first);
    QVERIFY(!f.files->isModified());
    QVERIFY(f.files->save());
    QCOMPARE(readFile(first), kings);
    QVERIFY(readFile(c).startsWith("4k3/8/8/8/8/8/8/R3K2R b"));
    stack->redo();
    stack->redo();
    QCOMPARE(f.files->filePath(), c);
    QVERIFY(!f.files->isModified());

    // Saved while an Open is undone, redone and undone again: still the file as saved.
    Fixture g;
    QVERIFY(g.files->openFile(first));
    QVERIFY(g.files->openFile(second));
    g.document().undoStack()->undo();
    QVERIFY(g.files->save());
    g.document().undoStack()->redo();
    QCOMPARE(g.files->filePath(), second);
    QVERIFY(!g.files->isModified());
    g.document().undoStack()->undo();
    QCOMPARE(g.files->filePath(), first);
    QVERIFY(!g.files->isModified());
    QVERIFY(g.files->save());
    g.document().undoStack()->redo();
    QVERIFY(g.files->save()); // b.fen, over the file as opened
    g.document().undoStack()->undo();
    g.document().undoStack()->redo();
    QVERIFY(!g.files->isModified());
    QVERIFY(g.changedOnDisk.isEmpty());
}

QTEST_MAIN(TestFileHistory)
#include "tst_filehistory.moc"
