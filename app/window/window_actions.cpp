// MainWindow's actions: the menus, the toolbar, their shortcuts and what they do.
#include "main_window.h"

#include "fen.h"

#include "appearance_menus.h"
#include "board_view.h"
#include "fen_field.h"
#include "messages.h"
#include "paste_text.h"
#include "position_document.h"
#include "step_action.h"
#include "themed_icon.h"
#include "transforms.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

namespace forsyth {

namespace {
constexpr int FeedbackMs = 2500;
constexpr int Chess960Count = 960;
} // namespace

QAction* MainWindow::addAction(const char* objectName, void (MainWindow::*slot)())
{
    auto* action = new QAction(this);
    action->setObjectName(QLatin1String(objectName));
    if (slot)
        connect(action, &QAction::triggered, this, slot);
    // On the window itself as well as in a menu: the shortcut then works wherever the focus
    // is in the window, whether or not the menu bar is shown.
    QWidget::addAction(action);
    return action;
}

// The actions without their words, which retranslate() gives them.
void MainWindow::createActions()
{
    startPosition_ = addAction("actionStartPosition", &MainWindow::loadStartPosition);
    startPosition_->setIcon(themedIcon(QStringLiteral("go-home")));
    clearBoard_ = addAction("actionClearBoard", &MainWindow::clearBoard);
    clearBoard_->setIcon(themedIcon(QStringLiteral("edit-clear")));
    swapColours_ = addAction("actionSwapColours", &MainWindow::swapColours);
    mirror_ = addAction("actionMirror", &MainWindow::mirror);
    chess960_ = addAction("actionChess960", &MainWindow::askChess960Position);
    chess960Random_ = addAction("actionChess960Random", &MainWindow::loadRandomChess960Position);

    // The stack's own actions: their text names the step ("Undo Move e2 to e4") and they
    // disable themselves when there is nothing to undo.
    undo_ = document_->createUndoAction(this, QString());
    undo_->setObjectName(QStringLiteral("actionUndo"));
    undo_->setIcon(themedIcon(QStringLiteral("edit-undo")));
    undo_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Z)});
    QWidget::addAction(undo_);
    redo_ = document_->createRedoAction(this, QString());
    redo_->setObjectName(QStringLiteral("actionRedo"));
    redo_->setIcon(themedIcon(QStringLiteral("edit-redo")));
    redo_->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    QWidget::addAction(redo_);

    copyFen_ = addAction("actionCopyFen", &MainWindow::copyFen);
    copyFen_->setIcon(themedIcon(QStringLiteral("edit-copy")));
    copyFen_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    pasteFen_ = addAction("actionPasteFen", &MainWindow::pasteFen);
    pasteFen_->setIcon(themedIcon(QStringLiteral("edit-paste")));
    pasteFen_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    focusFen_ = addAction("actionFocusFen", &MainWindow::focusFenField);
    focusFen_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));

    // A bare letter: while a text field has focus, the field takes the key (it accepts the
    // shortcut override for printable keys), so typing an F in the FEN never flips.
    flip_ = addAction("actionFlip", nullptr);
    flip_->setCheckable(true);
    flip_->setIcon(themedIcon(QStringLiteral("object-flip-vertical")));
    flip_->setShortcut(QKeySequence(Qt::Key_F));

    // Not remembered between runs: an editor that opened in move mode would refuse every
    // edit with no sign why; a lesson turns it on when it wants it.
    moveMode_ = addAction("actionMoveMode", nullptr);
    moveMode_->setCheckable(true);
    moveMode_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));

    // Off by default: editing looks as it always did; a teacher turns it on once (remembered).
    teachingView_ = addAction("actionTeachingView", nullptr);
    teachingView_->setCheckable(true);
    teachingView_->setIcon(themedIcon(QStringLiteral("help-contents")));
    showLetters_ = addAction("actionShowLetters", nullptr);
    showLetters_->setCheckable(true);

    quit_ = addAction("actionQuit", nullptr);
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
    quit_->setIcon(themedIcon(QStringLiteral("application-exit")));
    // Closing asks about unsaved changes to the open file, as the window's close button does.
    connect(quit_, &QAction::triggered, this, &QWidget::close);

    for (QAction* action : actions())
        action->setShortcutContext(Qt::WindowShortcut);
}

void MainWindow::createMenus()
{
    // Filled by the action groups (createActionGroups), in this order on the menu bar.
    fileMenu_ = menuBar()->addMenu(QString());
    fileMenu_->setObjectName(QStringLiteral("menuFile"));

    positionMenu_ = menuBar()->addMenu(QString());
    positionMenu_->setObjectName(QStringLiteral("menuPosition"));
    positionMenu_->addActions({startPosition_, clearBoard_});
    positionMenu_->addSeparator();
    positionMenu_->addActions({swapColours_, mirror_});
    positionMenu_->addSeparator();
    positionMenu_->addActions({chess960_, chess960Random_});
    positionMenu_->addSeparator();
    positionMenu_->addAction(moveMode_);

    editMenu_ = menuBar()->addMenu(QString());
    editMenu_->setObjectName(QStringLiteral("menuEdit"));
    editMenu_->addActions({undo_, redo_});
    editMenu_->addSeparator();
    editMenu_->addActions({copyFen_, pasteFen_, focusFen_});

    viewMenu_ = menuBar()->addMenu(QString());
    viewMenu_->setObjectName(QStringLiteral("menuView"));
    viewMenu_->addAction(flip_);
    viewMenu_->addSeparator();
    viewMenu_->addActions({teachingView_, showLetters_});
    appearance_ = new AppearanceMenus(viewMenu_, this); // pieces, board, colours: restored here
    createLanguageMenu(viewMenu_);                      // window_language.cpp

    shareMenu_ = menuBar()->addMenu(QString());
    shareMenu_->setObjectName(QStringLiteral("menuShare"));
}

void MainWindow::createToolBar()
{
    QToolBar* bar = toolBar_ = addToolBar(QString());
    bar->setObjectName(QStringLiteral("mainToolBar")); // saveState() needs the name
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addActions({undo_, redo_});
    bar->addSeparator();
    bar->addActions({flip_, startPosition_, clearBoard_});
    bar->addAction(moveMode_);
    bar->addSeparator();
    bar->addAction(teachingView_);
    bar->addSeparator();
    bar->addActions({copyFen_, pasteFen_});
}

// The words of the window's own actions, menus and toolbar, and the title and status corner
// as they stand; the action groups and the views say their own (each on LanguageChange).
void MainWindow::retranslate()
{
    // The toolbar's labels are their own (setIconText): short, and without the menu's mnemonic,
    // which Korean and Chinese write as "(S)" after the words.
    startPosition_->setText(tr("&Start position"));
    //: The toolbar's short label of Position > Start position
    startPosition_->setIconText(tr("Start position"));
    startPosition_->setToolTip(tr("Set up the standard start position"));
    clearBoard_->setText(tr("C&lear board"));
    //: The toolbar's short label of Position > Clear board
    clearBoard_->setIconText(tr("Clear board"));
    clearBoard_->setToolTip(tr("Remove every piece"));
    swapColours_->setText(tr("S&wap colours"));
    swapColours_->setToolTip(tr("White's pieces become Black's on the mirrored ranks, and the reverse"));
    mirror_->setText(tr("&Mirror"));
    mirror_->setToolTip(tr("Mirror the files: the a-file becomes the h-file"));
    chess960_->setText(tr("&Chess960 position…"));
    chess960_->setToolTip(tr("Set up a Chess960 start position by its number (0-959)"));
    chess960Random_->setText(tr("&Random Chess960"));
    chess960Random_->setToolTip(tr("Set up a Chess960 start position at random"));

    // The steps' own names stay in the language they were made in: they are the history.
    undo_->setPrefix(tr("&Undo"));
    undo_->setIconText(tr("Undo")); // the toolbar keeps a short, steady label; the menu names the step
    redo_->setPrefix(tr("&Redo"));
    redo_->setIconText(tr("Redo"));

    copyFen_->setText(tr("&Copy FEN"));
    //: The toolbar's short label of Edit > Copy FEN
    copyFen_->setIconText(tr("Copy FEN"));
    copyFen_->setToolTip(tr("Copy the FEN to the clipboard (Ctrl+Shift+C)"));
    pasteFen_->setText(tr("&Paste FEN"));
    //: The toolbar's short label of Edit > Paste FEN
    pasteFen_->setIconText(tr("Paste FEN"));
    pasteFen_->setToolTip(tr("Load the FEN on the clipboard (Ctrl+Shift+V)"));
    focusFen_->setText(tr("&Go to FEN field"));
    flip_->setText(tr("&Flip board"));
    //: The toolbar's short label of View > Flip board
    flip_->setIconText(tr("Flip board"));
    flip_->setToolTip(tr("View the board from the other side (F)"));
    moveMode_->setText(tr("M&ove mode"));
    //: The toolbar's short label of Position > Move mode
    moveMode_->setIconText(tr("Move mode"));
    moveMode_->setToolTip(
        tr("Move mode: play legal moves to see how the FEN changes; off, the board edits freely (Ctrl+M)"));
    teachingView_->setText(tr("&Teaching view"));
    teachingView_->setIconText(tr("Teach"));
    teachingView_->setToolTip(tr("Colour the FEN by field, name the fields and explain the part under "
                                 "the mouse or caret"));
    showLetters_->setText(tr("Show FEN l&etters on pieces"));
    quit_->setText(tr("&Quit"));
    retranslatePrintActions(); // window_print.cpp
    showLetters_->setToolTip(tr("Write each piece's FEN letter (K, q, ...) in a corner of its square"));

    if (collectionMenu_)
        retranslateCollectionView();
    if (engineView_)
        retranslateDockViews();
    if (projectorMode_)
        retranslateProjectorView();
    fileMenu_->setTitle(tr("&File"));
    positionMenu_->setTitle(tr("&Position"));
    editMenu_->setTitle(tr("&Edit"));
    viewMenu_->setTitle(tr("&View"));
    shareMenu_->setTitle(tr("&Share"));
    retranslateLanguageMenu(); // window_language.cpp
    toolBar_->setWindowTitle(tr("Main"));

    updateTitle();
    if (!feedback_->text().isEmpty())
        feedback_->setText(tr(feedbackWord_));
}

// A new position is a new piece of work: the title of the one before (an EPD id, a PGN
// Event) does not stay with it. Transforms keep it: the same puzzle, turned.
void MainWindow::loadStartPosition() { document_->setPosition(startPosition(), tr("Start position"), {}); }

void MainWindow::clearBoard() { document_->setPosition(emptyPosition(), tr("Clear board"), {}); }

void MainWindow::swapColours()
{
    document_->setPosition(swappedColours(document_->position()), tr("Swap colours"));
}

void MainWindow::mirror() { document_->setPosition(mirroredFiles(document_->position()), tr("Mirror")); }

void MainWindow::askChess960Position()
{
    const NumberPrompt prompt
        = chess960Prompt_ ? chess960Prompt_ : [this](int suggested) -> std::optional<int> {
        bool ok = false;
        const int n = QInputDialog::getInt(this, tr("Chess960 position"),
            tr("Start position number (0-959; 518 is the standard one):"), suggested, 0, Chess960Count - 1, 1,
            &ok);
        return ok ? std::optional<int>(n) : std::nullopt;
    };
    if (const std::optional<int> n = prompt(lastChess960_))
        loadChess960Position(*n);
}

bool MainWindow::loadChess960Position(int number)
{
    const std::optional<Position> position = chess960Position(number);
    if (!position) {
        showProblem(tr("There is no Chess960 position %1: the numbers go from 0 to 959").arg(number));
        return false;
    }
    lastChess960_ = number;
    // A Chess960 start, even one whose rights look ordinary: castling is Chess960's.
    const QString description = tr("Chess960 position %1").arg(number);
    PositionDocument::EditGroup step(*document_, description);
    document_->setPosition(*position, description, {});
    document_->setChess960(true);
    showNote(tr("Chess960 position %1").arg(number));
    return true;
}

void MainWindow::loadRandomChess960Position()
{
    loadChess960Position(static_cast<int>(QRandomGenerator::global()->bounded(Chess960Count)));
}

void MainWindow::flipBoard() { flip_->toggle(); }

void MainWindow::copyFen()
{
    const QString fen = document_->fen();
    QGuiApplication::clipboard()->setText(fen);
    showNote(tr("Copied %1").arg(fen));
    showFeedback(QT_TR_NOOP("Copied"));
}

void MainWindow::pasteFen()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        // A screenshot or a diagram copied from a page: the board in it is read.
        if (!pasteClipboardPicture())
            showProblem(tr("Nothing to paste: the clipboard holds no text and no picture"));
        return;
    }
    if (offerAsCollection(text, TextSource::Clipboard))
        return;
    const PasteResult pasted = pasteText(*document_, text.toUtf8(), tr("Paste FEN"));
    if (!pasted.ok) {
        showProblem(tr("Cannot paste: %1").arg(pasted.message));
        return;
    }
    lastProblem_.clear();
    if (const std::optional<bool> flipped = flippedFor(pasted))
        board_->setFlipped(*flipped); // a link seen from Black's side opens so
    showNote(pasted.message);
    showFeedback(QT_TR_NOOP("Pasted"));
}

void MainWindow::showFeedback(const char* word)
{
    feedbackWord_ = word;
    feedback_->setText(tr(word));
    feedbackTimer_->start(FeedbackMs);
}

void MainWindow::focusFenField() { fenField_->focusField(); }

} // namespace forsyth
