// MainWindow's actions: the menus, the toolbar, their shortcuts and what they do.
#include "main_window.h"

#include "fen.h"

#include "board_view.h"
#include "fen_field.h"
#include "messages.h"
#include "paste_text.h"
#include "position_document.h"
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

QAction* MainWindow::addAction(const char* objectName, const QString& text, void (MainWindow::*slot)())
{
    auto* action = new QAction(text, this);
    action->setObjectName(QLatin1String(objectName));
    if (slot)
        connect(action, &QAction::triggered, this, slot);
    // On the window itself as well as in a menu: the shortcut then works wherever the focus
    // is in the window, whether or not the menu bar is shown.
    QWidget::addAction(action);
    return action;
}

void MainWindow::createActions()
{
    startPosition_ = addAction("actionStartPosition", tr("&Start position"), &MainWindow::loadStartPosition);
    startPosition_->setIcon(QIcon::fromTheme(QStringLiteral("go-home")));
    startPosition_->setToolTip(tr("Set up the standard start position"));
    clearBoard_ = addAction("actionClearBoard", tr("C&lear board"), &MainWindow::clearBoard);
    clearBoard_->setIcon(QIcon::fromTheme(QStringLiteral("edit-clear")));
    clearBoard_->setToolTip(tr("Remove every piece"));
    swapColours_ = addAction("actionSwapColours", tr("S&wap colours"), &MainWindow::swapColours);
    swapColours_->setToolTip(tr("White's pieces become Black's on the mirrored ranks, and the reverse"));
    mirror_ = addAction("actionMirror", tr("&Mirror"), &MainWindow::mirror);
    mirror_->setToolTip(tr("Mirror the files: the a-file becomes the h-file"));
    chess960_ = addAction("actionChess960", tr("&Chess960 position…"), &MainWindow::askChess960Position);
    chess960_->setToolTip(tr("Set up a Chess960 start position by its number (0-959)"));
    chess960Random_
        = addAction("actionChess960Random", tr("&Random Chess960"), &MainWindow::loadRandomChess960Position);
    chess960Random_->setToolTip(tr("Set up a Chess960 start position at random"));

    // The stack's own actions: their text names the step ("Undo Move e2 to e4") and they
    // disable themselves when there is nothing to undo.
    undo_ = document_->createUndoAction(this, tr("&Undo"));
    undo_->setObjectName(QStringLiteral("actionUndo"));
    undo_->setIconText(tr("Undo")); // the toolbar keeps a short, steady label; the menu names the step
    undo_->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    undo_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Z)});
    QWidget::addAction(undo_);
    redo_ = document_->createRedoAction(this, tr("&Redo"));
    redo_->setObjectName(QStringLiteral("actionRedo"));
    redo_->setIconText(tr("Redo"));
    redo_->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    redo_->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    QWidget::addAction(redo_);

    copyFen_ = addAction("actionCopyFen", tr("&Copy FEN"), &MainWindow::copyFen);
    copyFen_->setIcon(QIcon::fromTheme(QStringLiteral("edit-copy")));
    copyFen_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyFen_->setToolTip(tr("Copy the FEN to the clipboard (Ctrl+Shift+C)"));
    pasteFen_ = addAction("actionPasteFen", tr("&Paste FEN"), &MainWindow::pasteFen);
    pasteFen_->setIcon(QIcon::fromTheme(QStringLiteral("edit-paste")));
    pasteFen_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    pasteFen_->setToolTip(tr("Load the FEN on the clipboard (Ctrl+Shift+V)"));
    focusFen_ = addAction("actionFocusFen", tr("&Go to FEN field"), &MainWindow::focusFenField);
    focusFen_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));

    // A bare letter: while a text field has focus, the field takes the key (it accepts the
    // shortcut override for printable keys), so typing an F in the FEN never flips.
    flip_ = addAction("actionFlip", tr("&Flip board"), nullptr);
    flip_->setCheckable(true);
    flip_->setIcon(QIcon::fromTheme(QStringLiteral("object-flip-vertical")));
    flip_->setShortcut(QKeySequence(Qt::Key_F));
    flip_->setToolTip(tr("View the board from the other side (F)"));

    // Not remembered between runs: an editor that opened in move mode would refuse every
    // edit with no sign why; a lesson turns it on when it wants it.
    moveMode_ = addAction("actionMoveMode", tr("&Move mode"), nullptr);
    moveMode_->setCheckable(true);
    moveMode_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    moveMode_->setToolTip(
        tr("Move mode: play legal moves to see how the FEN changes; off, the board edits freely (Ctrl+M)"));

    // Off by default: editing looks as it always did; a teacher turns it on once (remembered).
    teachingView_ = addAction("actionTeachingView", tr("&Teaching view"), nullptr);
    teachingView_->setCheckable(true);
    teachingView_->setIcon(QIcon::fromTheme(QStringLiteral("help-contents")));
    teachingView_->setIconText(tr("Teach"));
    teachingView_->setToolTip(tr("Colour the FEN by field, name the fields and explain the part under "
                                 "the mouse or caret"));
    showLetters_ = addAction("actionShowLetters", tr("Show FEN l&etters on pieces"), nullptr);
    showLetters_->setCheckable(true);
    showLetters_->setToolTip(tr("Write each piece's FEN letter (K, q, ...) in a corner of its square"));

    quit_ = addAction("actionQuit", tr("&Quit"), nullptr);
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
    quit_->setIcon(QIcon::fromTheme(QStringLiteral("application-exit")));
    // Closing asks about unsaved changes to the open file, as the window's close button does.
    connect(quit_, &QAction::triggered, this, &QWidget::close);

    for (QAction* action : actions())
        action->setShortcutContext(Qt::WindowShortcut);
}

void MainWindow::createMenus()
{
    // Filled by the action groups (createActionGroups), in this order on the menu bar.
    fileMenu_ = menuBar()->addMenu(tr("&File"));
    fileMenu_->setObjectName(QStringLiteral("menuFile"));

    QMenu* position = menuBar()->addMenu(tr("&Position"));
    position->addActions({startPosition_, clearBoard_});
    position->addSeparator();
    position->addActions({swapColours_, mirror_});
    position->addSeparator();
    position->addActions({chess960_, chess960Random_});
    position->addSeparator();
    position->addAction(moveMode_);

    editMenu_ = menuBar()->addMenu(tr("&Edit"));
    editMenu_->addActions({undo_, redo_});
    editMenu_->addSeparator();
    editMenu_->addActions({copyFen_, pasteFen_, focusFen_});

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(flip_);
    view->addSeparator();
    view->addActions({teachingView_, showLetters_});
    createLanguageMenu(view); // window_language.cpp

    shareMenu_ = menuBar()->addMenu(tr("&Share"));
    shareMenu_->setObjectName(QStringLiteral("menuShare"));
}

void MainWindow::createToolBar()
{
    QToolBar* bar = toolBar_ = addToolBar(tr("Main"));
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
    document_->setPosition(*position, tr("Chess960 position %1").arg(number), {});
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
    feedback_->setText(tr("Copied"));
    feedbackTimer_->start(FeedbackMs);
}

void MainWindow::pasteFen()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        showProblem(tr("Nothing to paste: the clipboard holds no text"));
        return;
    }
    const PasteResult pasted = pasteText(*document_, text.toUtf8(), tr("Paste FEN"));
    if (!pasted.ok) {
        showProblem(tr("Cannot paste: %1").arg(pasted.message));
        return;
    }
    lastProblem_.clear();
    showNote(pasted.message);
    feedback_->setText(tr("Pasted"));
    feedbackTimer_->start(FeedbackMs);
}

void MainWindow::focusFenField() { fenField_->focusField(); }

} // namespace forsyth
