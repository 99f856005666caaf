// The editor window: every action and shortcut and the views wired together (settings and
// opening arguments: tst_windowsettings).
#include "as_string_view.h"
#include "board_view.h"
#include "fen_field.h"
#include "field_controls.h"
#include "main_window.h"
#include "piece_palette.h"
#include "position_document.h"
#include "transforms.h"

#include "test_support.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenu>
#include <QStatusBar>
#include <QUndoStack>

#include <QtTest>

#include <memory>

using namespace forsyth;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void opensOnStartPosition();
    void actionsAndShortcuts_data();
    void actionsAndShortcuts();
    void actionsEditDocument_data();
    void actionsEditDocument();
    void chess960ByNumber_data();
    void chess960ByNumber();
    void chess960Cancelled();
    void chess960Random();
    void flipShortcut();
    void flipNotWhileTyping();
    void copyShortcut();
    void pasteShortcut_data();
    void pasteShortcut();
    void pasteGarbageKeepsPosition();
    void pasteFromFenField();
    void focusFenShortcut();
    void undoRedoShortcuts();
    void undoFromAnyFocus();
    void undoActionsFollowStack();
    void statusMessages();
    void longMessageWholeInTheTip();
    void titleSaysState();
    void paletteBrushReachesBoard();
    void focusOrder();
    void newPositionDropsTitle();

private:
    IsolatedSettings settings_;
};

void TestMainWindow::initTestCase() { QVERIFY(settings_.isolate()); }

void TestMainWindow::init()
{
    clearSettings();
    QGuiApplication::clipboard()->clear();
}

void TestMainWindow::opensOnStartPosition()
{
    auto window = openWindow();
    QCOMPARE(window->document()->fen(), StartFen);
    QCOMPARE(window->fenField()->lineEdit()->text(), StartFen);
    QVERIFY(!window->board()->isFlipped());
    QVERIFY(!window->document()->undoStack()->canUndo());
    QVERIFY(window->windowTitle().contains("Forsyth"));
    // The board grows with the window and stays the largest widget in it.
    const int before = window->board()->squareRect(sq("a1")).width();
    window->resize(window->width() + 300, window->height() + 300);
    QTRY_VERIFY(window->board()->squareRect(sq("a1")).width() > before);
    const QRect a1 = window->board()->squareRect(sq("a1"));
    QVERIFY(qAbs(a1.width() - a1.height()) <= 1); // whole-pixel edges: squares differ by a pixel at most
}

void TestMainWindow::actionsAndShortcuts_data()
{
    QTest::addColumn<QString>("actionName");
    QTest::addColumn<QList<QKeySequence>>("shortcuts");
    const auto keys = [](std::initializer_list<QKeyCombination> list) {
        QList<QKeySequence> sequences;
        for (const QKeyCombination k : list)
            sequences << QKeySequence(k);
        return sequences;
    };
    QTest::newRow("flip") << "actionFlip" << keys({QKeyCombination(Qt::Key_F)});
    QTest::newRow("undo") << "actionUndo" << keys({Qt::CTRL | Qt::Key_Z});
    QTest::newRow("redo") << "actionRedo" << keys({Qt::CTRL | Qt::SHIFT | Qt::Key_Z, Qt::CTRL | Qt::Key_Y});
    QTest::newRow("copy FEN") << "actionCopyFen" << keys({Qt::CTRL | Qt::SHIFT | Qt::Key_C});
    QTest::newRow("paste FEN") << "actionPasteFen" << keys({Qt::CTRL | Qt::SHIFT | Qt::Key_V});
    QTest::newRow("go to FEN field") << "actionFocusFen" << keys({Qt::CTRL | Qt::Key_L});
    for (const char* name : {"actionStartPosition", "actionClearBoard", "actionSwapColours", "actionMirror",
             "actionChess960", "actionChess960Random"})
        QTest::newRow(name) << name << QList<QKeySequence>();
}

void TestMainWindow::actionsAndShortcuts()
{
    QFETCH(QString, actionName);
    QFETCH(QList<QKeySequence>, shortcuts);
    auto window = openWindow();
    QAction* a = action(*window, actionName);
    QCOMPARE(a->shortcuts(), shortcuts);
    QVERIFY(!a->text().isEmpty());
    if (!shortcuts.isEmpty())
        QCOMPARE(a->shortcutContext(), Qt::WindowShortcut);
    // In a menu of the menu bar, so every action can be found with the mouse.
    bool inMenu = false;
    for (const QObject* object : a->associatedObjects())
        inMenu = inMenu || qobject_cast<const QMenu*>(object);
    QVERIFY(inMenu);
}

void TestMainWindow::actionsEditDocument_data()
{
    QTest::addColumn<QString>("actionName");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::newRow("start position") << "actionStartPosition" << KiwipeteFen << StartFen;
    QTest::newRow("clear board") << "actionClearBoard" << StartFen << "8/8/8/8/8/8/8/8 w - - 0 1";
    QTest::newRow("swap colours") << "actionSwapColours"
                                  << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
                                  << "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1";
    QTest::newRow("swap colours, kings only") << "actionSwapColours"
                                              << "8/8/8/8/8/1k6/8/4K3 w - - 3 40"
                                              << "4k3/8/1K6/8/8/8/8/8 b - - 3 40";
    QTest::newRow("mirror") << "actionMirror"
                            << "4k3/8/8/8/8/8/1P6/4K3 w - - 0 1"
                            << "3k4/8/8/8/8/8/6P1/3K4 w - - 0 1";
}

void TestMainWindow::actionsEditDocument()
{
    QFETCH(QString, actionName);
    QFETCH(QString, before);
    QFETCH(QString, after);
    auto window = openWindow();
    window->document()->setPosition(read(before), "test");
    const int steps = window->document()->undoStack()->count();

    action(*window, actionName)->trigger();
    QCOMPARE(window->document()->fen(), after);
    QCOMPARE(window->fenField()->lineEdit()->text(), after);
    QCOMPARE(window->document()->undoStack()->count(), steps + 1); // one undo step each

    action(*window, "actionUndo")->trigger();
    QCOMPARE(window->document()->fen(), before);
}

void TestMainWindow::chess960ByNumber_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("fen");
    QTest::newRow("0") << 0 << "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    QTest::newRow("518, the usual start") << 518 << StartFen;
    QTest::newRow("959") << 959 << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1";
}

void TestMainWindow::chess960ByNumber()
{
    QFETCH(int, number);
    QFETCH(QString, fen);
    auto window = openWindow();
    window->document()->setPosition(read(KiwipeteFen), "test");
    QList<int> suggestions;
    window->setChess960Prompt([&](int suggested) {
        suggestions << suggested;
        return std::optional<int>(number);
    });
    const int steps = window->document()->undoStack()->count();
    action(*window, "actionChess960")->trigger();
    QCOMPARE(window->document()->fen(), fen);
    QCOMPARE(window->document()->position(), *chess960Position(number));
    // A Chess960 start, 518 included: castling follows Chess960's rules, in the same step.
    QVERIFY(window->document()->isChess960());
    QCOMPARE(window->document()->undoStack()->count(), steps + 1);
    // The dialog offers the last number chosen next time.
    action(*window, "actionChess960")->trigger();
    QCOMPARE(suggestions, (QList<int>{518, number}));
}

void TestMainWindow::chess960Cancelled()
{
    auto window = openWindow();
    window->document()->setPosition(read(KiwipeteFen), "test");
    window->setChess960Prompt([](int) { return std::optional<int>(); });
    action(*window, "actionChess960")->trigger();
    QCOMPARE(window->document()->fen(), KiwipeteFen);
    // Out of range through the slot: refused with a message, nothing changes.
    QVERIFY(!window->loadChess960Position(960));
    QCOMPARE(window->document()->fen(), KiwipeteFen);
    QVERIFY(window->statusBar()->currentMessage().contains("960"));
}

void TestMainWindow::chess960Random()
{
    auto window = openWindow();
    for (int i = 0; i < 10; ++i) {
        window->document()->setPosition(emptyPosition(), "test");
        action(*window, "actionChess960Random")->trigger();
        int found = -1;
        for (int n = 0; n < 960 && found < 0; ++n) {
            if (window->document()->position() == *chess960Position(n))
                found = n;
        }
        QVERIFY2(found >= 0, qPrintable(window->document()->fen()));
    }
}

void TestMainWindow::flipShortcut()
{
    auto window = openWindow();
    QSignalSpy flips(window->board(), &BoardView::flippedChanged);
    const QRect a1 = window->board()->squareRect(sq("a1"));
    QTest::keyClick(window->board(), Qt::Key_F);
    QVERIFY(window->board()->isFlipped());
    QVERIFY(action(*window, "actionFlip")->isChecked());
    QCOMPARE(flips.count(), 1);
    // Flipped, a1 is where h8 was.
    QCOMPARE(window->board()->squareRect(sq("h8")), a1);
    QTest::keyClick(window->board(), Qt::Key_F);
    QVERIFY(!window->board()->isFlipped());
    action(*window, "actionFlip")->trigger();
    QVERIFY(window->board()->isFlipped());
    QCOMPARE(window->document()->fen(), StartFen); // flipping is a view, not an edit
    QVERIFY(!window->document()->undoStack()->canUndo());
}

void TestMainWindow::flipNotWhileTyping()
{
    auto window = openWindow();
    QLineEdit* edit = window->fenField()->lineEdit();
    QVERIFY(giveFocus(edit));
    edit->end(false);
    QTest::keyClick(edit, Qt::Key_F);
    QVERIFY(!window->board()->isFlipped());
    QVERIFY(edit->text().endsWith('f', Qt::CaseInsensitive)); // the letter went into the text
    QCOMPARE(window->document()->fen(), StartFen);
}

void TestMainWindow::copyShortcut()
{
    auto window = openWindow();
    window->document()->movePiece(sq("e2"), sq("e4"));
    QTest::keyClick(window->board(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), E4Fen);
    QVERIFY(!window->statusBar()->currentMessage().isEmpty());
    // In the notation chosen: Shredder-FEN names the rooks' files.
    window->document()->setCastlingNotation(CastlingNotation::Shredder);
    action(*window, "actionCopyFen")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(),
        QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w HAha - 0 1"));
}

void TestMainWindow::pasteShortcut_data()
{
    QTest::addColumn<QString>("clipboard");
    QTest::addColumn<QString>("fen");
    QTest::newRow("full FEN") << KiwipeteFen << KiwipeteFen;
    QTest::newRow("surrounding space and a newline") << "\n  " + E4Fen + "\n" << E4Fen;
    QTest::newRow("placement only, repaired") << "4k3/8/8/8/8/8/8/4K3"
                                              << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("URL form") << "4k3/8/8/8/8/8/8/4K3_b_-_-_0_1"
                              << "4k3/8/8/8/8/8/8/4K3 b - - 0 1";
    QTest::newRow("split over lines")
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\nw KQkq - 0 1" << E4Fen;
    QTest::newRow("two FENs: the first") << E4Fen + "\n" + KiwipeteFen + "\n" << E4Fen;
}

void TestMainWindow::pasteShortcut()
{
    QFETCH(QString, clipboard);
    QFETCH(QString, fen);
    auto window = openWindow();
    // Two FENs on two lines are offered as a collection (tst_collectionpanel): declined here.
    window->setCollectionPastePrompt([](int) { return false; });
    QGuiApplication::clipboard()->setText(clipboard);
    QTest::keyClick(window->board(), Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window->document()->fen(), fen);
    QCOMPARE(window->fenField()->lineEdit()->text(), fen);
    QCOMPARE(window->document()->undoStack()->count(), 1);
}

void TestMainWindow::pasteGarbageKeepsPosition()
{
    auto window = openWindow();
    window->document()->movePiece(sq("e2"), sq("e4"));
    for (const QString& garbage :
        {QStringLiteral("hello world"), QStringLiteral("rnbqkbnr/ppp"), QString()}) {
        QGuiApplication::clipboard()->setText(garbage);
        window->statusBar()->clearMessage();
        QTest::keyClick(window->board(), Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window->document()->fen(), E4Fen);
        QCOMPARE(window->fenField()->lineEdit()->text(), E4Fen);
        QCOMPARE(window->document()->undoStack()->count(), 1);
        QVERIFY2(!window->statusBar()->currentMessage().isEmpty(), qPrintable(garbage));
    }
    QVERIFY(window->statusBar()->currentMessage().contains("clipboard"));
}

void TestMainWindow::pasteFromFenField()
{
    // "From anywhere in the window": also while the FEN field has the focus.
    auto window = openWindow();
    QLineEdit* edit = window->fenField()->lineEdit();
    QVERIFY(giveFocus(edit));
    QGuiApplication::clipboard()->setText(KiwipeteFen);
    QTest::keyClick(edit, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window->document()->fen(), KiwipeteFen);
    QTest::keyClick(edit, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), KiwipeteFen);
}

void TestMainWindow::focusFenShortcut()
{
    auto window = openWindow();
    QVERIFY(window->board()->hasFocus());
    QTest::keyClick(window->board(), Qt::Key_L, Qt::ControlModifier);
    QLineEdit* edit = window->fenField()->lineEdit();
    QTRY_VERIFY(edit->hasFocus());
    QCOMPARE(edit->selectedText(), StartFen); // all selected, ready to be typed over
}

void TestMainWindow::undoRedoShortcuts()
{
    auto window = openWindow();
    window->document()->movePiece(sq("e2"), sq("e4"));
    action(*window, "actionMirror")->trigger();
    const QString mirrored = window->document()->fen();
    QTest::keyClick(window->board(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window->document()->fen(), E4Fen);
    QTest::keyClick(window->board(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window->document()->fen(), StartFen);
    QCOMPARE(window->fenField()->lineEdit()->text(), StartFen);
    QTest::keyClick(window->board(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window->document()->fen(), E4Fen);
    QTest::keyClick(window->board(), Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(window->document()->fen(), mirrored);
    QCOMPARE(window->fenField()->lineEdit()->text(), mirrored);
}

// Ctrl+Z is the document's wherever the focus is: the FEN field's own text undo would
// otherwise take it, and the board change would stay.
void TestMainWindow::undoFromAnyFocus()
{
    auto window = openWindow();
    window->document()->movePiece(sq("e2"), sq("e4"));
    QLineEdit* edit = window->fenField()->lineEdit();
    QVERIFY(giveFocus(edit));
    QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window->document()->fen(), StartFen);
    QCOMPARE(edit->text(), StartFen);
    QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window->document()->fen(), E4Fen);

    // A typing burst from the field is one step, undone from the field itself.
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    QCOMPARE(window->document()->fen(), QString("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window->document()->fen(), E4Fen);

    auto* halfmove = window->findChild<QWidget*>(QStringLiteral("halfmoveClock"));
    QVERIFY(halfmove);
    window->document()->setHalfmoveClock(7);
    halfmove->setFocus();
    QTRY_VERIFY(halfmove->hasFocus() || halfmove->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window->document()->position().halfmoveClock, 0);
}

void TestMainWindow::undoActionsFollowStack()
{
    auto window = openWindow();
    QAction* undo = action(*window, "actionUndo");
    QAction* redo = action(*window, "actionRedo");
    QVERIFY(!undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    window->document()->movePiece(sq("e2"), sq("e4"));
    QVERIFY(undo->isEnabled());
    QVERIFY(undo->text().contains("e2")); // names the step
    undo->trigger();
    QVERIFY(!undo->isEnabled());
    QVERIFY(redo->isEnabled());
}

// A message too long for the window is cut at its edge: the bar's tip holds it whole (found by
// an outside check).
void TestMainWindow::longMessageWholeInTheTip()
{
    auto window = openWindow();
    const QString longProblem = QString("Cannot open /a/very/long/path.epd: ").repeated(20);
    window->statusBar()->showMessage(longProblem, 1000);
    QCOMPARE(window->statusBar()->toolTip(), longProblem);
    window->statusBar()->clearMessage();
    QCOMPARE(window->statusBar()->toolTip(), QString());
}

void TestMainWindow::statusMessages()
{
    auto window = openWindow();
    window->document()->setPosition(
        read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"), "test");
    window->document()->movePiece(sq("e4"), sq("e5"));
    QVERIFY2(window->statusBar()->currentMessage().contains("e3"),
        qPrintable(window->statusBar()->currentMessage()));
    emit window->board()->statusMessage("from the board");
    QCOMPARE(window->statusBar()->currentMessage(), QString("from the board"));
}

void TestMainWindow::titleSaysState()
{
    auto window = openWindow();
    QCOMPARE(window->windowTitle(), QString("Forsyth"));
    window->document()->setPosition(read("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"), "test");
    QVERIFY(window->windowTitle().contains("checkmate"));
    window->document()->setPosition(read("8/8/8/8/8/8/8/8 w - - 0 1"), "test");
    QVERIFY(window->windowTitle().contains("illegal"));
}

void TestMainWindow::paletteBrushReachesBoard()
{
    auto window = openWindow();
    const Piece queen{PieceType::Queen, Color::Black};
    window->palette()->setBrush(queen);
    QCOMPARE(window->board()->brush(), std::optional<Piece>(queen));
    window->palette()->setBrush(std::nullopt);
    QCOMPARE(window->board()->brush(), std::optional<Piece>());
    // Esc puts it down, on the board or in the palette, as it leaves other tools.
    window->palette()->setBrush(queen);
    QTest::keyClick(window->board(), Qt::Key_Escape);
    QCOMPARE(window->palette()->brush(), std::nullopt);
    QCOMPARE(window->board()->brush(), std::nullopt);
    window->palette()->setBrush(queen);
    QWidget* queenButton = child<QWidget>(*window, "palette_q");
    queenButton->setFocus();
    QTest::keyClick(queenButton, Qt::Key_Escape);
    QCOMPARE(window->palette()->brush(), std::nullopt);
    QCOMPARE(window->board()->brush(), std::nullopt);
}

void TestMainWindow::focusOrder()
{
    auto window = openWindow();
    QTRY_VERIFY(window->board()->hasFocus());
    // The palette beside the board is one stop (its arrows go between its pieces), the
    // controls beside it the next, the FEN under them all after them.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_VERIFY(window->palette()->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QTRY_COMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("palette_Q"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QTRY_COMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("palette_q"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_VERIFY(window->fieldControls()->isAncestorOf(QApplication::focusWidget()));
    // Shift+Tab comes back to the piece last pointed at.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QTRY_COMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("palette_q"));
    for (int i = 0; i < 40 && !window->fenField()->lineEdit()->hasFocus(); ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY(window->fenField()->lineEdit()->hasFocus());
}

void TestMainWindow::newPositionDropsTitle()
{
    auto window = openWindow();
    window->setChess960Prompt([](int) { return std::optional<int>(0); });
    const auto withTitle
        = [&] { window->document()->setPosition(read("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "open", "Italian"); };
    withTitle();
    window->mirror(); // the same puzzle, turned: it keeps its name
    QCOMPARE(window->document()->title(), QString("Italian"));
    window->loadStartPosition();
    QCOMPARE(window->document()->title(), QString());
    withTitle();
    window->clearBoard();
    QCOMPARE(window->document()->title(), QString());
    withTitle();
    window->askChess960Position();
    QCOMPARE(window->document()->title(), QString());
    window->document()->undoStack()->undo(); // undo brings the title back with the position
    QCOMPARE(window->document()->title(), QString("Italian"));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
