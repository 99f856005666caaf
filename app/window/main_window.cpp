#include "main_window.h"

#include "as_string_view.h"
#include "board_view.h"
#include "editor_area.h"
#include "fen.h"
#include "fen_field.h"
#include "fen_file.h"
#include "fen_legend.h"
#include "field_controls.h"
#include "file_actions.h"
#include "findings_panel.h"
#include "image_export.h"
#include "messages.h"
#include "piece_palette.h"
#include "position_document.h"
#include "position_files.h"
#include "reading_note.h"
#include "record_list.h"
#include "share_actions.h"
#include "step_action.h"
#include "teaching_panel.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <string_view>

namespace forsyth {

namespace {
constexpr int NoteMs = 6000;      // how long a note (copied, fields fitted) stays
constexpr int ProblemMs = 15000;  // a problem stays longer: it says why nothing happened
constexpr int SaveDelayMs = 1500; // settings written this long after the last edit
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , document_(new PositionDocument(this))
{
    setWindowTitle(tr("Forsyth"));
    setObjectName(QStringLiteral("mainWindow"));
    feedback_ = new QLabel(this);
    feedback_->setObjectName(QStringLiteral("feedback"));
    statusBar()->addPermanentWidget(feedback_);
    // A message wider than the window is cut at its edge: the status bar's tip holds it whole.
    connect(statusBar(), &QStatusBar::messageChanged, statusBar(), &QStatusBar::setToolTip);
    feedbackTimer_ = new QTimer(this);
    feedbackTimer_->setSingleShot(true);
    connect(feedbackTimer_, &QTimer::timeout, feedback_, &QLabel::clear);
    saveTimer_ = new QTimer(this);
    saveTimer_->setSingleShot(true);
    connect(saveTimer_, &QTimer::timeout, this, &MainWindow::saveSettings);
    // The position and notation are set before the views exist, so they start with them.
    restoreDocumentSettings();
    // Built once: a language switch changes the words in place (retranslate()).
    buildLayout();
    createActions();
    createMenus();
    createToolBar();
    createActionGroups();
    createCollectionView();
    createDockViews(); // window_docks.cpp
    createProjectorView();
    connectViews();
    retranslate();
    restoreWindowSettings();
    updateCollectionView(); // the dock follows the document, not the stored window state
    // Sees the shortcut overrides of every widget, to keep undo and redo the document's.
    qApp->installEventFilter(this);
    board_->setFocus();
}

MainWindow::~MainWindow()
{
    // QWidget deletes its children, the document among them, before QObject drops the
    // connections: the undo stack's last signals must not reach the window being destroyed.
    disconnect(document_->undoStack(), nullptr, this, nullptr);
}

void MainWindow::buildLayout()
{
    // Created in the focus order (Tab follows creation), which is the layout's reading order:
    // the board, the palette beside it (one stop: its arrows go between pieces), the
    // controls, the findings, then the FEN under them all.
    auto* area = new EditorArea(this);
    area->setObjectName(QStringLiteral("central"));
    board_ = new BoardView(document_, area);
    board_->setObjectName(QStringLiteral("board"));
    board_->setMinimumSize(240, 240);
    palette_ = new PiecePalette(area);
    palette_->setObjectName(QStringLiteral("palette"));
    auto* side = new QWidget(area);
    side->setObjectName(QStringLiteral("side"));
    fieldControls_ = new FieldControls(document_, side);
    fieldControls_->setObjectName(QStringLiteral("fieldControls"));
    teachingPanel_ = new TeachingPanel(document_, side);
    teachingPanel_->setObjectName(QStringLiteral("teachingPanel"));
    findingsPanel_ = new FindingsPanel(document_, side);
    findingsPanel_->setObjectName(QStringLiteral("findingsPanel"));
    fenField_ = new FenField(document_, area);
    fenField_->setObjectName(QStringLiteral("fenField"));
    readingNote_ = new ReadingNote(area);
    readingNote_->setObjectName(QStringLiteral("readingNote"));
    readingNote_->hide();
    connect(document_->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::followReadingInUndo);
    connect(document_, &PositionDocument::aboutToStartSession, this, &MainWindow::forgetReadings);
    connect(readingNote_, &ReadingNote::closedByUser, this, &MainWindow::keepReadingNoteClosed);
    // Queued: an edit's change comes during its push, before the history counts it.
    connect(
        document_, &PositionDocument::changed, this, &MainWindow::hideStaleReadingNote, Qt::QueuedConnection);
    fenLegend_ = new FenLegend(area);
    fenLegend_->setObjectName(QStringLiteral("fenLegend"));
    // The teaching view starts hidden: View > Teaching view (remembered) shows it.
    fenLegend_->hide();
    teachingPanel_->hide();
    connect(board_, &BoardView::squareSideChanged, palette_, &PiecePalette::setSquareSide);

    // Beside the board: the fields as controls, and what core makes of the position, as tall
    // as what it says (the room left over stays below it).
    auto* column = new QVBoxLayout(side);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(fieldControls_);
    column->addWidget(teachingPanel_);
    column->addWidget(findingsPanel_);
    column->addStretch(1);
    area->setPaletteFollower([this](int boardSide) {
        palette_->setSquareSide(board_->squareSideAt(QSize(boardSide, boardSide)));
    });
    area->setParts(board_, palette_, side, {fenField_, readingNote_, fenLegend_});

    setCentralWidget(area);
    // No minimum of its own: the area's (the smallest board, the controls, any dock shown)
    // is one at which everything still fits and nothing overlaps.
    // Wide enough for the board to take the height beside the controls (docs/LOOK.md §4);
    // replaced by the saved geometry when there is one.
    resize(1120, 720);
}

void MainWindow::createActionGroups()
{
    // Asked when an action runs: links and images show the board as it is seen.
    const BoardOnScreenSource boardOnScreen = [this] {
        return BoardOnScreen{board_->isFlipped(), board_->size(), board_->devicePixelRatioF()};
    };
    fileActions_ = new FileActions(document_, fileMenu_, this);
    fileActions_->setPictureOpener([this](const QString& path) { return readPictureFile(path); });
    imageExport_ = new ImageExport(document_, boardOnScreen, fileMenu_, editMenu_, this);
    shareActions_ = new ShareActions(document_, boardOnScreen, shareMenu_, this);
    createPrintActions(); // window_print.cpp
    fileMenu_->addSeparator();
    fileMenu_->addAction(quit_); // last, below what the action groups put in the File menu
    toolBar_->addSeparator();
    toolBar_->addActions(shareActions_->openActions());
    connect(fileActions_, &FileActions::noted, this, &MainWindow::showNote);
    connect(fileActions_, &FileActions::problemFound, this, &MainWindow::showProblem);
    connect(fileActions_, &FileActions::fileChanged, this, &MainWindow::updateTitle);
    connect(document_, &PositionDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(imageExport_, &ImageExport::noted, this, &MainWindow::showNote);
    connect(shareActions_, &ShareActions::noted, this, &MainWindow::showNote);
}

void MainWindow::connectViews()
{
    connect(palette_, &PiecePalette::brushChanged, board_, &BoardView::setBrush);
    connect(board_, &BoardView::brushPutDown, palette_, [this] { palette_->setBrush(std::nullopt); });
    connect(findingsPanel_, &FindingsPanel::squaresHighlighted, board_, &BoardView::setHighlightedSquares);
    connect(board_, &BoardView::statusMessage, this, &MainWindow::showNote);
    connect(board_, &BoardView::pasteRequested, this, &MainWindow::pasteFen);
    connect(board_, &BoardView::filesDropped, fileActions_, &FileActions::openDropped);
    connect(board_, &BoardView::pictureDropped, this, &MainWindow::readDroppedPicture);
    connect(document_, &PositionDocument::fieldsFitted, this, &MainWindow::showNote);
    connect(board_, &BoardView::flippedChanged, flip_, &QAction::setChecked);
    connect(flip_, &QAction::toggled, board_, &BoardView::setFlipped);
    connect(moveMode_, &QAction::toggled, board_, &BoardView::setMoveMode);
    connect(board_, &BoardView::moveModeChanged, moveMode_, &QAction::setChecked);
    // These lambdas capture the view they act on, never `this`: while the window is destroyed,
    // its children may still signal (focus moves as they go), and a lambda reaching through a
    // half-destroyed MainWindow would be undefined behaviour (ASan caught it).
    // The palette's pieces are placed, never played: it rests while the board plays moves.
    connect(board_, &BoardView::moveModeChanged, palette_,
        [palette = palette_](bool on) { palette->setEnabled(!on); });
    // Teaching: the FEN part under the mouse or caret lights up the board and is explained;
    // the square under the mouse lights up its FEN character.
    connect(fenField_, &FenField::partFocused, board_,
        [board = board_](const QString&, int, Bitboard squares) { board->setTaughtSquares(squares); });
    connect(fenField_, &FenField::partFocused, teachingPanel_,
        [panel = teachingPanel_](
            const QString& fen, int byteIndex, Bitboard) { panel->showFenPart(fen, byteIndex); });
    // In move mode the square is lit but not explained: the panel keeps the last move's story
    // while the next piece is picked.
    connect(board_, &BoardView::squareHovered, fenField_, [field = fenField_, board = board_](Square square) {
        field->showSquare(square, !board->isMoveMode());
    });
    connect(fenField_, &FenField::flipRequested, board_, &BoardView::setFlipped);
    connect(fenField_, &FenField::pasteRequested, this, &MainWindow::pasteFen);
    fenField_->setForeignDropHandler([board = board_](const QMimeData* data) { board->takeDrop(data); });
    connect(teachingView_, &QAction::toggled, this, &MainWindow::setTeachingView);
    connect(showLetters_, &QAction::toggled, board_, &BoardView::setShowsLetters);
    connect(document_, &PositionDocument::changed, this, [this] {
        updateTitle();
        saveTimer_->start(SaveDelayMs);
        // A framed square mended, or an edit undone: the note counts the frames shown.
        if (readingNote_->isVisible() && !readingNote_->isProblem())
            readingNote_->sayAgain();
    });
}

void MainWindow::setTeachingView(bool on)
{
    fenLegend_->setVisible(on);
    teachingPanel_->setVisible(on);
    // The colours follow the view: outside it the FEN field is plain text, and its one colour
    // is the error mark's red (which the vermillion and orange fields would blur).
    fenField_->setFieldColours(on);
    fieldControls_->setFieldColours(on);
    teachingView_->setChecked(on);
}

void MainWindow::updateTitle()
{
    // The state of the position in a word, so it shows in a task bar too.
    QString state;
    const auto& findings = document_->findings();
    const auto has = [&](FindingCode code) {
        return std::any_of(
            findings.begin(), findings.end(), [code](const Finding& f) { return f.code == code; });
    };
    if (hasErrors(findings))
        state = tr("illegal position");
    else if (has(FindingCode::Checkmate))
        state = tr("checkmate");
    else if (has(FindingCode::Stalemate))
        state = tr("stalemate");
    else if (has(FindingCode::Check))
        state = tr("check");
    // The open file's name, with Qt's mark for unsaved changes ([*]: shown while modified).
    QString file = fileActions_ ? QFileInfo(fileActions_->filePath()).fileName() : QString();
    if (file.isEmpty() && document_->hasRecords()) // the only collection in no file
        file = document_->records()->rowCount() > 1 ? tr("Pasted positions") : tr("Pasted position");
    if (!file.isEmpty() && document_->hasRecords() && document_->records()->rowCount() > 1) {
        file = tr("%1 (%2 of %3)")
                   .arg(file)
                   .arg(document_->currentRecord() + 1)
                   .arg(document_->records()->rowCount());
    }
    if (file.isEmpty())
        setWindowTitle(state.isEmpty() ? tr("Forsyth") : tr("Forsyth — %1").arg(state));
    else if (state.isEmpty())
        setWindowTitle(tr("Forsyth — %1[*]").arg(file));
    else
        setWindowTitle(tr("Forsyth — %1[*] — %2").arg(file, state));
    setWindowModified(fileActions_ && fileActions_->isModified());
}

void MainWindow::showProblem(const QString& problem)
{
    lastProblem_ = problem;
    statusBar()->showMessage(problem, ProblemMs);
}

void MainWindow::showNote(const QString& note) { statusBar()->showMessage(note, NoteMs); }

bool MainWindow::openArgument(const QString& fenOrFile)
{
    // A position file is opened as File > Open opens it: it is then the open file, which Save
    // writes, the title names and Open Recent offers. (Any other file is read as a .fen file,
    // but Save asks for a name: its format is unknown.)
    if (opensAsFile(fenOrFile)) {
        lastProblem_.clear();
        return fileActions_->openFile(fenOrFile); // a problem comes through showProblem
    }
    // A folder's name read as a FEN gave "Rank 8 is empty".
    if (QFileInfo(fenOrFile).isDir()) {
        showProblem(tr("Cannot open %1: it is a folder").arg(QDir::toNativeSeparators(fenOrFile)));
        return false;
    }
    const FenText text = fenTextFrom(fenOrFile);
    if (!text.problem.isEmpty()) {
        showProblem(text.problem);
        return false;
    }
    return loadFenText(text.fen, tr("Open position"), text.title);
}

bool MainWindow::loadFenText(const QByteArray& text, const QString& description, const QString& title)
{
    const std::string_view view = asStringView(text);
    const FenReadResult read = readFen(view, FenMode::Lenient);
    if (!read.ok()) {
        showProblem(
            tr("Cannot read the FEN %1: %2").arg(quoted(view, 120), describe(read.errors.front(), view)));
        return false;
    }
    lastProblem_.clear();
    document_->setPosition(*read.position, description, title);
    if (read.repairs.empty()) {
        showNote(tr("%1: %2").arg(description, document_->fen()));
    } else {
        QStringList repairs;
        for (const FenRepair& r : read.repairs)
            repairs << describe(r, view);
        showNote(tr("%1, with repairs: %2").arg(description, repairs.join(QStringLiteral("; "))));
    }
    return true;
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    // Undo and redo are the document's from anywhere in the window: a line edit or spin box
    // would otherwise take Ctrl+Z for its own text, and a board change could not be undone
    // from the FEN field. Filtering the override (not accepting it) lets the shortcut fire.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* widget = qobject_cast<QWidget*>(watched);
        const QKeySequence pressed(static_cast<QKeyEvent*>(event)->keyCombination());
        const auto matches = [&](const QAction* action) { return action->shortcuts().contains(pressed); };
        if (widget && widget->window() == this && (matches(undo_) || matches(redo_)))
            return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace forsyth
