// Unsaved changes to an open file: asked about before Open, Close, New and Quit throw them
// away (Cancel keeps them, Save writes them, Discard drops them), and the title names the file
// and marks the change. Pasted positions, in no file, are asked about as such, and so is an
// edited untitled position before a collection replaces it with no undo.
#include "file_actions_fixture.h"
#include "test_support.h"

#include "collection.h"
#include "record_list.h"

#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace forsyth;

class TestUnsavedChanges : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void unsavedChangesAsked();
    void closeAsks();
    void titleNamesFileAndUnsavedChanges();
    void newPosition();
    void quitAsks();
    void collectionAskedAboutAsPositions();
    void untitledPositionAskedBeforeCollection();
    void pastedPositionsAsked();
    void questionAnsweredFromTheKeyboard();

private:
    IsolatedSettings settings_;
    QTemporaryDir dir_;
};

void TestUnsavedChanges::initTestCase()
{
    QVERIFY(settings_.isolate());
    QVERIFY(dir_.isValid());
}

void TestUnsavedChanges::init() { clearSettings(); }

void TestUnsavedChanges::unsavedChangesAsked()
{
    const QString first = dir_.filePath("first.fen");
    const QString second = dir_.filePath("second.fen");
    QVERIFY(writeFile(first, RookFen.toUtf8()));
    QVERIFY(writeFile(second, KiwipeteFen.toUtf8()));
    Fixture f;
    QVERIFY(f.files->openFile(first));
    f.chosen = second;
    QVERIFY(f.files->open()); // nothing changed: not asked
    QVERIFY(f.prompts.isEmpty());
    f.document().setPosition(read(StartFen), "edit");
    f.chosen = first;
    f.answer = FileActions::Unsaved::Cancel;
    QVERIFY(!f.files->open());
    QCOMPARE(f.prompts, QStringList({"The position in second.fen has changed. Save the changes?"}));
    QCOMPARE(f.document().fen(), StartFen);
    f.answer = FileActions::Unsaved::Save; // saved, then the other file opened
    QVERIFY(f.files->open());
    QCOMPARE(readFile(second).trimmed(), StartFen.toUtf8());
    QCOMPARE(f.document().fen(), RookFen);
    QVERIFY(f.holdsMore.isEmpty()); // one FEN: Save keeps all it held
}

void TestUnsavedChanges::closeAsks()
{
    const QString path = dir_.filePath("close.fen");
    QVERIFY(writeFile(path, RookFen.toUtf8()));
    Fixture f;
    f.window->show();
    QVERIFY(f.files->openFile(path));
    f.document().setPosition(read(StartFen), "edit");
    f.answer = FileActions::Unsaved::Cancel;
    QVERIFY(!f.window->close());
    QVERIFY(f.window->isVisible());
    QCOMPARE(f.prompts.size(), 1);
    f.answer = FileActions::Unsaved::Discard;
    QVERIFY(f.window->close());
    QCOMPARE(readFile(path), RookFen.toUtf8()); // discarded: the file as it was
}

void TestUnsavedChanges::titleNamesFileAndUnsavedChanges()
{
    const QString path = dir_.filePath("rook.fen");
    QVERIFY(writeFile(path, RookFen.toUtf8() + "\n"));
    Fixture f;
    QCOMPARE(f.window->windowTitle(), QString("Forsyth"));
    QVERIFY(f.files->openFile(path));
    QCOMPARE(f.window->windowTitle(), QString("Forsyth — rook.fen[*]")); // [*]: Qt's mark, shown as *
    QVERIFY(!f.window->isWindowModified());
    f.document().movePiece(makeSquare(7, 0), makeSquare(7, 6)); // Rh1-h7
    QVERIFY(f.window->isWindowModified());
    f.action("actionUndo")->trigger();
    QVERIFY(!f.window->isWindowModified());
    f.action("actionRedo")->trigger();
    QVERIFY(f.window->isWindowModified());
    QVERIFY(f.files->save());
    QVERIFY(!f.window->isWindowModified());
    // The position's state stays in the title beside the file.
    f.document().setPosition(read("4k2R/8/4K3/8/8/8/8/8 b - - 0 1"), "mate");
    QCOMPARE(f.window->windowTitle(), QString("Forsyth — rook.fen[*] — checkmate"));
    QVERIFY(f.window->isWindowModified());
    // Saved under another name: the title follows.
    f.chosen = dir_.filePath("mate.epd");
    QVERIFY(f.files->saveAs());
    QCOMPARE(f.window->windowTitle(), QString("Forsyth — mate.epd[*] — checkmate"));
    QVERIFY(!f.window->isWindowModified());
}

void TestUnsavedChanges::newPosition()
{
    const QString path = dir_.filePath("before-new.fen");
    QVERIFY(writeFile(path, RookFen.toUtf8() + "\n"));
    Fixture f;
    QAction* action = f.action("actionNew");
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::New));
    auto* menu = f.window->menuBar()->findChild<QMenu*>(QStringLiteral("menuFile"));
    QVERIFY(menu && menu->actions().value(0) == action);
    QVERIFY(f.files->openFile(path));
    f.document().setPosition(read(KiwipeteFen), "edit");
    f.answer = FileActions::Unsaved::Cancel; // unsaved changes: asked, and Cancel keeps them
    action->trigger();
    QCOMPARE(f.prompts, QStringList({"The position in before-new.fen has changed. Save the changes?"}));
    QCOMPARE(f.document().fen(), KiwipeteFen);
    QCOMPARE(f.files->filePath(), path);
    f.answer = FileActions::Unsaved::Discard;
    action->trigger();
    QCOMPARE(f.prompts.size(), 2);
    QCOMPARE(f.document().fen(), StartFen);
    QVERIFY(f.files->filePath().isEmpty());
    QVERIFY(f.files->title().isEmpty());
    QCOMPARE(f.window->windowTitle(), QString("Forsyth"));
    QCOMPARE(readFile(path), RookFen.toUtf8() + "\n");
    f.action("actionSave")->trigger(); // no file: Save asks for a name
    QCOMPARE(f.chooserCalls, 1);
}

void TestUnsavedChanges::quitAsks()
{
    const QString path = dir_.filePath("quit.fen");
    QVERIFY(writeFile(path, RookFen.toUtf8()));
    Fixture f;
    QAction* quit = f.action("actionQuit");
    QVERIFY(quit);
    QCOMPARE(quit->shortcut(), QKeySequence(QKeySequence::Quit));
    auto* menu = f.window->menuBar()->findChild<QMenu*>(QStringLiteral("menuFile"));
    QVERIFY(menu && menu->actions().constLast() == quit);
    f.window->show();
    QVERIFY(f.files->openFile(path));
    f.document().setPosition(read(StartFen), "edit");
    f.answer = FileActions::Unsaved::Cancel;
    quit->trigger();
    QVERIFY(f.window->isVisible());
    QCOMPARE(f.prompts.size(), 1);
    f.answer = FileActions::Unsaved::Discard;
    quit->trigger();
    QVERIFY(!f.window->isVisible());
    QCOMPARE(readFile(path), RookFen.toUtf8());
}

void TestUnsavedChanges::collectionAskedAboutAsPositions()
{
    const QString path = dir_.filePath("two.epd");
    QVERIFY(writeFile(path, "8/8/8/8/8/8/8/K1k5 w - -\n8/8/8/8/8/8/8/K2k4 w - -\n"));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    QVERIFY(f.document().hasRecords());
    f.document().setPosition(read(StartFen), "edit");
    f.answer = FileActions::Unsaved::Cancel;
    QVERIFY(!f.files->newPosition());
    QCOMPARE(f.prompts, QStringList({"The positions in two.epd have changed. Save the changes?"}));
    // A game with its moves is a collection of one: its position, not positions.
    const QString game = dir_.filePath("one.pgn");
    QVERIFY(writeFile(game, "[Event \"one\"]\n\n1. e4 e5 *\n"));
    f.answer = FileActions::Unsaved::Discard;
    QVERIFY(f.files->openFile(game));
    QCOMPARE(f.document().records()->rowCount(), 1);
    f.document().setSideToMove(Color::Black);
    f.answer = FileActions::Unsaved::Cancel;
    QVERIFY(!f.files->newPosition());
    QCOMPARE(f.prompts.last(), QString("The position in one.pgn has changed. Save the changes?"));
}

void TestUnsavedChanges::untitledPositionAskedBeforeCollection()
{
    const QString collection = dir_.filePath("coll.epd");
    QVERIFY(
        writeFile(collection, "8/8/8/8/8/8/8/K1k5 w - - id \"a\";\n8/8/8/8/8/8/8/K2k4 w - - id \"b\";\n"));
    const QString single = dir_.filePath("single.fen");
    QVERIFY(writeFile(single, RookFen.toUtf8()));
    const QString kept = dir_.filePath("kept.fen");
    {
        Fixture f; // the untitled position as it came: nothing to lose
        QVERIFY(f.files->openFile(collection));
        QVERIFY(f.prompts.isEmpty());
    }
    Fixture f;
    f.document().setPosition(read(KiwipeteFen), "edit");
    // A position file is an undo step: not asked, and undo brings the edit back.
    QVERIFY(f.files->openFile(single));
    QVERIFY(f.prompts.isEmpty());
    f.action("actionUndo")->trigger();
    QCOMPARE(f.document().fen(), KiwipeteFen);
    QVERIFY(f.files->filePath().isEmpty());
    // A collection is not: asked, and Cancel keeps the position.
    f.answer = FileActions::Unsaved::Cancel;
    QVERIFY(!f.files->openFile(collection));
    QCOMPARE(f.prompts.size(), 1);
    QVERIFY(f.prompts[0].startsWith("The position set up here is in no file"));
    QVERIFY(!f.document().hasRecords());
    QCOMPARE(f.document().fen(), KiwipeteFen);
    // Save: it is written where the user says, then the collection opens.
    f.answer = FileActions::Unsaved::Save;
    f.chosen = kept;
    QVERIFY(f.files->openFile(collection));
    QCOMPARE(readFile(kept).trimmed(), KiwipeteFen.toUtf8());
    QVERIFY(f.document().hasRecords());
    QCOMPARE(f.files->filePath(), collection);
    // Pasted positions replace it just as a collection does.
    QVERIFY(f.files->newPosition());
    f.document().setPosition(read(KiwipeteFen), "edit again");
    f.answer = FileActions::Unsaved::Discard;
    const std::string text = readFile(collection).toStdString();
    QVERIFY(f.files->openUntitledCollection(text, indexCollection(CollectionFormat::Epd, text)));
    QCOMPARE(f.prompts.size(), 3);
    QVERIFY(f.prompts[2].startsWith("The position set up here is in no file"));
    QVERIFY(f.document().hasRecords());
}

void TestUnsavedChanges::pastedPositionsAsked()
{
    const QString saved = dir_.filePath("pasted.epd");
    const std::string text = "8/8/8/8/8/8/8/K1k5 w - -\n8/8/8/8/8/8/8/K2k4 w - -\n";
    Fixture f;
    f.window->show();
    QVERIFY(f.files->openUntitledCollection(text, indexCollection(CollectionFormat::Epd, text)));
    QVERIFY(f.prompts.isEmpty());
    // In no file and kept nowhere else: marked as unsaved from the start, and named.
    QVERIFY(f.files->isModified());
    QVERIFY(f.window->isWindowModified());
    QCOMPARE(f.window->windowTitle(), QString("Forsyth — Pasted positions (1 of 2)[*]"));
    f.answer = FileActions::Unsaved::Cancel;
    QVERIFY(!f.window->close());
    QCOMPARE(f.prompts, QStringList({"The positions pasted here are in no file. Save them?"}));
    QVERIFY(f.document().hasRecords());
    f.answer = FileActions::Unsaved::Save;
    QString suggested;
    f.files->setFileChooser([&](bool, const QString& name) {
        suggested = name;
        return saved;
    });
    QVERIFY(f.files->newPosition()); // asked again: saved, then the new position
    QCOMPARE(QFileInfo(suggested).fileName(), QString("positions.epd")); // EPD keeps their ids
    QCOMPARE(f.prompts.size(), 2);
    QCOMPARE(readFile(saved), QByteArray(text.c_str()));
    QVERIFY(!f.document().hasRecords());
    // In no file: the file just saved went with the collection's history (it stayed, and Save
    // offered to write the new position over the two).
    QVERIFY(f.files->filePath().isEmpty());
    QCOMPARE(f.window->windowTitle(), QString("Forsyth"));
    QVERIFY(f.window->close()); // nothing left to ask about
    QCOMPARE(f.prompts.size(), 2);

    // Cut down to one, it is named and asked about as one.
    f.window->show();
    QVERIFY(f.files->openUntitledCollection(text, indexCollection(CollectionFormat::Epd, text)));
    f.document().deleteRecord();
    QCOMPARE(f.window->windowTitle(), QString("Forsyth — Pasted position[*]"));
    f.answer = FileActions::Unsaved::Cancel;
    QVERIFY(!f.window->close());
    QCOMPARE(f.prompts.last(), QString("The position pasted here is in no file. Save it?"));
}

// The question itself: Save and Discard have their letters (S, D), Esc is
// Cancel. Qt's own words for them had none.
void TestUnsavedChanges::questionAnsweredFromTheKeyboard()
{
    Fixture f;
    f.window->show();
    f.files->setUnsavedPrompt({});
    QStringList buttons;
    const auto answerWith = [&](Qt::Key key) {
        QTimer::singleShot(0, f.window.get(), [&buttons, key] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            buttons = {box->button(QMessageBox::Save)->text(), box->button(QMessageBox::Discard)->text()};
            QTest::keyClick(box, key);
            // Not answered: closed, for the test to fail rather than wait.
            if (!QTest::qWaitFor([box] { return !box->isVisible(); }, 2000))
                box->reject();
        });
    };
    const std::string text = "8/8/8/8/8/8/8/K1k5 w - -\n8/8/8/8/8/8/8/K2k4 w - -\n";
    QVERIFY(f.files->openUntitledCollection(text, indexCollection(CollectionFormat::Epd, text)));
    answerWith(Qt::Key_Escape);
    QVERIFY(!f.files->newPosition()); // cancelled: the positions stay
    QVERIFY(f.document().hasRecords());
    QCOMPARE(buttons, QStringList({"&Save", "&Discard"}));
    answerWith(Qt::Key_D);
    QVERIFY(f.files->newPosition());
    QVERIFY(!f.document().hasRecords());
}

QTEST_MAIN(TestUnsavedChanges)
#include "tst_unsavedchanges.moc"
