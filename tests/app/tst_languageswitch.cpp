// The window in each language: the switch that rebuilds it in place, keeping what is under way
// and saying every word again, its menus' letters, and the file names it suggests.
#include "board_view.h"
#include "fen_field.h"
#include "fen_legend.h"
#include "field_controls.h"
#include "field_messages.h"
#include "file_actions.h"
#include "findings_panel.h"
#include "image_export.h"
#include "language.h"
#include "main_window.h"
#include "messages.h"
#include "move_explanation.h"
#include "piece_palette.h"
#include "position_document.h"
#include "share_actions.h"
#include "teaching_panel.h"
#include "transforms.h"

#include "test_support.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QFileInfo>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QToolBar>
#include <QUndoStack>

#include <functional>

#include <QtTest>

using namespace forsyth;

namespace {

// The menu bar's titles, in order.
QStringList menuTitles(MainWindow& window)
{
    QStringList titles;
    for (const QAction* action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

QString translated(const char* context, const char* text)
{
    return QCoreApplication::translate(context, text);
}

Square sq(const char* name) { return *parseSquare(name); }

const QString AfterE4 = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
const QString AfterE5 = QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");

void press(QWidget* widget, std::initializer_list<Qt::Key> keys)
{
    for (const Qt::Key key : keys)
        QTest::keyClick(widget, key);
}

// Every part of the window a rebuild would replace; a switch in place keeps each one.
QList<QObject*> windowParts(MainWindow& window)
{
    QList<QObject*> parts = {window.centralWidget(), window.board(), window.palette(), window.fenField(),
        window.fenField()->lineEdit(), window.fieldControls(), window.findingsPanel(), window.fenLegend(),
        window.teachingPanel(), window.menuBar(), window.findChild<QToolBar*>(QStringLiteral("mainToolBar")),
        window.findChild<FileActions*>(), window.findChild<ImageExport*>(),
        window.findChild<ShareActions*>()};
    for (const char* name : {"actionFlip", "actionUndo", "actionMoveMode", "actionOpen", "actionExportPng",
             "actionOpenLichessAnalysis", "actionLanguage_ko"})
        parts << window.findChild<QAction*>(QLatin1String(name));
    for (const char* name : {"menuFile", "menuLanguage", "menuShare", "menuRecent"})
        parts << window.findChild<QMenu*>(QLatin1String(name));
    return parts;
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT

    IsolatedSettings settings_;

private slots:
    void initTestCase() { QVERIFY(settings_.isolate()); }

    void init()
    {
        clearSettings();
        applyLanguage(QStringLiteral("en"));
    }

    void cleanupTestCase() { applyLanguage(QStringLiteral("en")); }

    // The messages' translations are remembered by each thread (check's speed) and looked up
    // again when the language changes: every message speaks the language in force.
    // Within a menu (and along the menu bar) each item has a letter of its own: two items on one
    // letter make Alt+letter only go back and forth between them. Korean and Chinese keep the
    // English letters, as (&M) after their words.
    void menuLettersUniqueInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "ko", "zh_CN"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void menuLettersUniqueInEveryLanguage()
    {
        QFETCH(QString, language);
        MainWindow window;
        // The Collection menu is filled when a collection opens.
        QVERIFY(window.document()->openRecords(CollectionFormat::FenList, "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n"));
        window.setLanguage(language);
        QList<QWidget*> menus{window.menuBar()};
        for (QMenu* menu : window.findChildren<QMenu*>())
            menus << menu;
        for (QWidget* menu : menus) {
            QHash<QChar, QString> taken;
            for (const QAction* action : menu->actions()) {
                const QString text = action->text();
                const qsizetype amp = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
                if (action->isSeparator() || amp < 0)
                    continue;
                const QChar letter = text.at(amp + 1).toLower();
                QVERIFY2(!taken.contains(letter),
                    qPrintable(
                        QStringLiteral("%1 and %2 both on %3").arg(taken.value(letter), text, letter)));
                taken.insert(letter, text);
            }
        }
        window.setLanguage(QStringLiteral("en"));
    }

    // Save As suggests a name in the window's language: a Korean teacher's file is 포지션.fen,
    // a collection 포지션 모음.epd.
    void suggestedNamesInTheLanguage()
    {
        MainWindow window;
        window.setLanguage(QStringLiteral("ko"));
        auto* files = window.findChild<FileActions*>();
        QVERIFY(files);
        QString suggested;
        files->setSaveChooser([&suggested](const QString& name, QString&) {
            suggested = name;
            return QString(); // cancelled
        });
        QVERIFY(!files->saveAs());
        QCOMPARE(QFileInfo(suggested).fileName(), QString::fromUtf8("포지션.fen"));
        QVERIFY(window.document()->openRecords(CollectionFormat::FenList, "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n"));
        QVERIFY(!files->saveAs());
        QCOMPARE(QFileInfo(suggested).fileName(), QString::fromUtf8("포지션 모음.epd"));
        window.setLanguage(QStringLiteral("en"));
        QVERIFY(!files->saveAs());
        QCOMPARE(QFileInfo(suggested).fileName(), QStringLiteral("positions.epd"));
    }

    void switchRebuildsInPlace()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PositionDocument* document = window.document();
        // Two steps to undo and one to redo, so the whole stack must survive, not only its top.
        document->setPosition(emptyPosition(), QStringLiteral("Clear"));
        document->setPosition(mirroredFiles(startPosition()), QStringLiteral("Mirror"));
        document->setPosition(startPosition(), QStringLiteral("Start"));
        document->undoStack()->undo();
        QCOMPARE(document->undoStack()->count(), 3);
        QCOMPARE(document->undoStack()->index(), 2);
        // Every toggle on (flip, teaching view, move mode, ...): each must stay on.
        QStringList toggles;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->isCheckable() && !action->objectName().isEmpty()
                && !action->objectName().startsWith(QLatin1String("actionLanguage_"))
                && !(action->actionGroup() && action->actionGroup()->isExclusive())) {
                action->setChecked(true);
                toggles << action->objectName();
            }
        }
        QVERIFY(toggles.contains(QStringLiteral("actionFlip")));
        QVERIFY(window.board()->isFlipped());
        // An open file stays open, with its unsaved changes still asked about.
        QTemporaryDir files;
        QVERIFY(files.isValid());
        const QString path = files.filePath(QStringLiteral("lesson.fen"));
        QVERIFY(window.findChild<FileActions*>()->saveTo(path));
        document->setPosition(emptyPosition(), QStringLiteral("Clear"));
        QVERIFY(window.findChild<FileActions*>()->isModified());
        const QString fen = document->fen();
        const int count = document->undoStack()->count();
        const int index = document->undoStack()->index();
        const QStringList english = menuTitles(window);
        QVERIFY(english.contains(QStringLiteral("&View")));

        window.setLanguage(QStringLiteral("ko"));

        QCOMPARE(currentLanguage(), QStringLiteral("ko"));
        QCOMPARE(storedLanguageChoice(), QStringLiteral("ko"));
        QCOMPARE(window.document(), document);
        QCOMPARE(document->fen(), fen);
        QCOMPARE(document->undoStack()->count(), count);
        QCOMPARE(document->undoStack()->index(), index);
        QVERIFY(window.board()->isFlipped());
        for (const QString& name : std::as_const(toggles))
            QVERIFY2(action(window, name)->isChecked(), qPrintable(name));
        QVERIFY(action(window, "actionLanguage_ko")->isChecked());
        const QStringList korean = menuTitles(window);
        QCOMPARE(korean.size(), english.size());
        QVERIFY(korean.contains(translated("forsyth::MainWindow", "&View")));
        QVERIFY(!korean.contains(QStringLiteral("&View")));
        // Built once, not added to: one of each action, one toolbar.
        QCOMPARE(window.findChildren<QAction*>(QStringLiteral("actionFlip")).size(), 1);
        QCOMPARE(window.findChildren<QAction*>(QStringLiteral("actionUndo")).size(), 1);
        QCOMPARE(window.findChildren<QMenu*>(QStringLiteral("menuLanguage")).size(), 1);
        QCOMPARE(window.findChildren<FileActions*>().size(), 1);
        QCOMPARE(window.findChild<FileActions*>()->filePath(), path);
        QVERIFY(window.findChild<FileActions*>()->isModified());

        // The new views and actions work on the same document.
        QCOMPARE(window.fenField()->lineEdit()->text(), fen);
        action(window, "actionUndo")->trigger();
        QCOMPARE(document->undoStack()->index(), index - 1);
        QCOMPARE(window.fenField()->lineEdit()->text(), document->fen());
        QVERIFY(document->fen() != fen);

        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(menuTitles(window), english);
        QCOMPARE(document->undoStack()->count(), count);
        QVERIFY(window.board()->isFlipped());
        QCOMPARE(storedLanguageChoice(), QStringLiteral("en"));
    }

    // The menu's own actions start the switch, and stay: the menu is said again, not rebuilt.
    void switchFromTheMenu()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QPointer<QAction> korean = window.findChild<QAction*>(QStringLiteral("actionLanguage_ko"));
        QVERIFY(korean);
        korean->trigger();
        QTRY_COMPARE(currentLanguage(), QStringLiteral("ko"));
        QVERIFY(korean); // the same menu, its words in Korean
        QVERIFY(korean->isChecked());
        QCOMPARE(window.findChild<QAction*>(QStringLiteral("actionLanguage_system"))->text(),
            translated("forsyth::MainWindow", "System default"));
        QAction* chinese = window.findChild<QAction*>(QStringLiteral("actionLanguage_zh_CN"));
        QVERIFY(chinese);
        chinese->trigger();
        QTRY_COMPARE(currentLanguage(), QStringLiteral("zh_CN"));
        QVERIFY(menuTitles(window).contains(translated("forsyth::MainWindow", "&View")));
        action(window, "actionLanguage_en")->trigger();
        QTRY_COMPARE(currentLanguage(), QStringLiteral("en"));
    }

    // What the user is in the middle of is not touched by a switch: the brush, the keyboard
    // cursor, a picked piece in move mode, the teaching panel's story of the last move (told
    // again in the new language), the window's place; the widgets are the same objects.
    void switchKeepsWhatIsUnderWay()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PositionDocument* document = window.document();
        document->setPosition(startPosition(), QStringLiteral("Start"));
        BoardView* board = window.board();
        const Piece blackQueen{PieceType::Queen, Color::Black};
        window.palette()->setBrush(blackQueen);
        QCOMPARE(board->brush(), std::optional<Piece>(blackQueen));
        // Move mode with the keys, from the cursor's a1: e2-e4, then black's e7 picked and the
        // cursor moved on to f7.
        window.findChild<QAction*>(QStringLiteral("actionMoveMode"))->trigger();
        QVERIFY(board->isMoveMode());
        press(board,
            {Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Up, Qt::Key_Return,
                Qt::Key_Up, Qt::Key_Up, Qt::Key_Return});
        QCOMPARE(document->fen(), AfterE4);
        press(board, {Qt::Key_Up, Qt::Key_Up, Qt::Key_Up, Qt::Key_Return, Qt::Key_Right});
        QCOMPARE(board->pickedSquare(), sq("e7"));
        QCOMPARE(board->cursorSquare(), sq("f7"));
        const QString englishStory = window.teachingPanel()->text();
        QVERIFY2(englishStory.startsWith(QStringLiteral("After e2 to e4")), qPrintable(englishStory));
        const QString englishCursor = board->accessibleDescription();
        const QRect geometry = window.geometry();
        const QList<QObject*> parts = windowParts(window);
        QVERIFY(!parts.contains(nullptr));
        QList<QPointer<QObject>> kept;
        QStringList names;
        for (QObject* part : parts) {
            kept << part;
            names << QString::fromLatin1(part->metaObject()->className()) + u' ' + part->objectName();
        }

        window.setLanguage(QStringLiteral("ko"));

        for (qsizetype i = 0; i < parts.size(); ++i) {
            QVERIFY2(kept[i], qPrintable(names[i]));
            QCOMPARE(kept[i].data(), parts[i]);
        }
        QCOMPARE(windowParts(window), parts);
        QCOMPARE(window.palette()->brush(), std::optional<Piece>(blackQueen));
        QCOMPARE(board->brush(), std::optional<Piece>(blackQueen));
        QVERIFY(board->isMoveMode());
        QVERIFY(!window.palette()->isEnabled());
        QCOMPARE(board->pickedSquare(), sq("e7"));
        QCOMPARE(board->cursorSquare(), sq("f7"));
        QVERIFY(board->accessibleDescription() != englishCursor); // said in Korean, of f7 still
        QCOMPARE(window.geometry(), geometry);
        QCOMPARE(document->fen(), AfterE4);
        // The story of e2-e4, told again in Korean.
        const QString heading = translated("forsyth::TeachingPanel", "After %1 to %2")
                                    .arg(squareText(sq("e2")), squareText(sq("e4")));
        QVERIFY(!heading.startsWith(QStringLiteral("After")));
        QVERIFY2(
            window.teachingPanel()->text().startsWith(heading), qPrintable(window.teachingPanel()->text()));

        // The picked pawn goes on where it was going: e7-e5.
        press(board, {Qt::Key_Left, Qt::Key_Down, Qt::Key_Down, Qt::Key_Return});
        QCOMPARE(document->fen(), AfterE5);
    }

    // Text being typed in the FEN field, not yet a FEN, stays with its caret; what the field
    // says about it is said again in the new language.
    void switchKeepsTypedFen()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PositionDocument* document = window.document();
        document->setPosition(startPosition(), QStringLiteral("Start"));
        const QString fen = document->fen();
        const int steps = document->undoStack()->count();
        QPointer<QLineEdit> edit = window.fenField()->lineEdit();
        edit->setFocus();
        QTRY_VERIFY(edit->hasFocus());
        edit->setCursorPosition(8);
        QTest::keyClicks(edit, QStringLiteral("x")); // "rnbqkbnrx/...": no FEN
        const QString typed = edit->text();
        QCOMPARE(typed, QStringLiteral("rnbqkbnrx") + fen.mid(8));
        QVERIFY(window.fenField()->showsError());
        edit->setCursorPosition(4); // the caret moved on, as a user's does
        const QString englishMessage = window.fenField()->message();
        QVERIFY(!englishMessage.isEmpty());
        const auto underlined = window.fenField()->underlinedRange();

        window.setLanguage(QStringLiteral("ko"));

        QVERIFY(edit);
        QCOMPARE(window.fenField()->lineEdit(), edit.data());
        QCOMPARE(edit->text(), typed);
        QCOMPARE(edit->cursorPosition(), 4);
        QVERIFY(edit->hasFocus());
        QVERIFY(window.fenField()->showsError());
        QCOMPARE(window.fenField()->underlinedRange(), underlined);
        QVERIFY(!window.fenField()->message().isEmpty());
        QVERIFY2(window.fenField()->message() != englishMessage, qPrintable(window.fenField()->message()));
        QCOMPARE(edit->placeholderText(), translated("forsyth::FenField", "Type or paste a FEN"));
        QCOMPARE(document->fen(), fen);
        QCOMPARE(document->undoStack()->count(), steps);
        // Still the user's text: Esc gives the board's FEN back, as before the switch.
        QTest::keyClick(edit, Qt::Key_Escape);
        QCOMPARE(edit->text(), fen);
        QVERIFY(!window.fenField()->showsError());
    }

    // The words a switch changes, read from the widgets and actions held before it: each is
    // the translation after, and the English again after switching back.
    void switchSaysEveryWordAgain()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PositionDocument* document = window.document();
        document->setPosition(startPosition(), QStringLiteral("Start"));
        document->movePiece(sq("e2"), sq("e4"));
        window.copyFen(); // "Copied" in the status bar's corner

        const auto find = [&window](const char* name) {
            QObject* found = window.findChild<QObject*>(QLatin1String(name));
            if (!found)
                qFatal("nothing named %s", name);
            return QPointer<QObject>(found);
        };
        const auto action = [&](const char* name) { return qobject_cast<QAction*>(find(name)); };
        const auto widget = [&](const char* name) { return qobject_cast<QWidget*>(find(name)); };
        struct Words {
            const char* what;
            QPointer<QObject> holder; // a rebuild would delete it
            std::function<QString()> now;
            std::function<QString()> expected; // in the language in use
        };
        const auto plain = [](const char* context, const char* source) {
            return [=] { return translated(context, source); };
        };
        QPointer<QMenu> languageMenu = window.findChild<QMenu*>(QStringLiteral("menuLanguage"));
        QPointer<QAction> flip = action("actionFlip");
        QPointer<QAction> undo = action("actionUndo");
        QPointer<QAction> open = action("actionOpen");
        QPointer<QAction> png = action("actionExportPng");
        QPointer<QAction> lichess = action("actionOpenLichessAnalysis");
        QPointer<QWidget> toMove = widget("fieldLabel2");
        QPointer<QWidget> epOutput = widget("epOutput");
        QPointer<QWidget> notation = widget("castlingNotation");
        QPointer<QWidget> eraser = widget("palette_eraser");
        QPointer<QWidget> badge = widget("fieldBadge2");
        QPointer<QWidget> legendEntry = widget("fenLegendEntry1");
        QPointer<QWidget> toolBar = widget("mainToolBar");
        QPointer<QWidget> feedback = widget("feedback");
        QPointer<BoardView> board = window.board();
        QPointer<QLineEdit> fenEdit = window.fenField()->lineEdit();
        QPointer<QWidget> findings = widget("findingsList");
        const QList<Words> words = {
            {"Language menu", languageMenu.data(), [&] { return languageMenu->title(); },
                plain("forsyth::MainWindow", "&Language")},
            {"flip tooltip", flip.data(), [&] { return flip->toolTip(); },
                plain("forsyth::MainWindow", "View the board from the other side (F)")},
            {"undo", undo.data(), [&] { return undo->text(); },
                [&] {
                    return translated("forsyth::MainWindow", "&Undo") + u' '
                        + document->undoStack()->undoText();
                }},
            {"undo on the toolbar", undo.data(), [&] { return undo->iconText(); },
                plain("forsyth::MainWindow", "Undo")},
            {"File > Open", open.data(), [&] { return open->text(); },
                plain("forsyth::FileActions", "&Open…")},
            {"export PNG", png.data(), [&] { return png->text(); },
                plain("forsyth::ImageExport", "Export Image as PN&G…")},
            {"Lichess tooltip", lichess.data(), [&] { return lichess->toolTip(); },
                plain("forsyth::ShareActions", "Open the position on Lichess's analysis board")},
            {"field control label", toMove.data(), [&] { return qobject_cast<QLabel*>(toMove)->text(); },
                plain("forsyth::FieldControls", "To move")},
            {"ep output choice", epOutput.data(),
                [&] { return qobject_cast<QComboBox*>(epOutput)->itemText(0); },
                plain("forsyth::FieldControls", "write always")},
            {"castling notation", notation.data(),
                [&] { return qobject_cast<QComboBox*>(notation)->itemText(0); },
                plain("forsyth::CastlingControls", "Standard (KQkq)")},
            {"eraser tooltip", eraser.data(), [&] { return eraser->toolTip(); },
                plain("forsyth::PiecePalette", "Eraser: click or sweep squares to empty them")},
            {"badge tooltip", badge.data(), [&] { return badge->toolTip(); },
                [] {
                    return translated("forsyth::FieldBadge", "FEN field %1: %2")
                        .arg(2)
                        .arg(translated("forsyth::FenLegend", "Side to move"));
                }},
            {"legend entry", legendEntry.data(), [&] { return legendEntry->accessibleName(); },
                [] {
                    return translated("forsyth::FenLegend", "Field %1: %2")
                        .arg(1)
                        .arg(translated("forsyth::FenLegend", "Placement"));
                }},
            {"toolbar title", toolBar.data(), [&] { return toolBar->windowTitle(); },
                plain("forsyth::MainWindow", "Main")},
            {"status corner", feedback.data(), [&] { return qobject_cast<QLabel*>(feedback)->text(); },
                plain("forsyth::MainWindow", "Copied")},
            {"board's name", board.data(), [&] { return board->accessibleName(); },
                plain("forsyth::BoardView", "Chess board")},
            {"FEN placeholder", fenEdit.data(), [&] { return fenEdit->placeholderText(); },
                plain("forsyth::FenField", "Type or paste a FEN")},
            {"findings list's name", findings.data(), [&] { return findings->accessibleName(); },
                plain("forsyth::FindingsPanel", "Findings")},
        };
        QStringList english;
        for (const Words& w : words) {
            QCOMPARE(w.now(), w.expected());
            english << w.now();
        }

        window.setLanguage(QStringLiteral("ko"));

        for (qsizetype i = 0; i < words.size(); ++i) {
            const Words& w = words[i];
            QVERIFY2(w.holder, w.what);
            QVERIFY2(w.now() != english[i], qPrintable(QStringLiteral("%1: still %2").arg(w.what, w.now())));
            QVERIFY2(w.now() == w.expected(), qPrintable(QStringLiteral("%1: %2").arg(w.what, w.now())));
        }

        window.setLanguage(QStringLiteral("en"));

        for (qsizetype i = 0; i < words.size(); ++i)
            QVERIFY2(words[i].now() == english[i], words[i].what);
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
