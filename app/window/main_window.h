// The editor window: the board with its palette, the FEN field, the field controls and the
// findings around one document, with the menus, toolbar, shortcuts and kept settings.
#pragma once

#include "bitboard.h"
#include "dock_room.h"
#include "pasted_collection.h"
#include "worksheet_painter.h"

#include <QMainWindow>
#include <QString>
#include <QUndoCommand>

#include <array>
#include <functional>
#include <optional>
#include <vector>

class QAction;
class QUndoCommand;
class QActionGroup;
class QMenu;
class QSettings;
class QDockWidget;
class QLabel;
class QThread;
class QTimer;
class QToolBar;
class QImage;

namespace forsyth {

class AppearanceMenus;
class BoardView;
class CollectionPanel;
class DockOnDemand;
class FenField;
class FileActions;
class ImageExport;
class ShareActions;
class StepAction;
class FenLegend;
class ReadingNote;
class FieldControls;
class FindingsPanel;
class PiecePalette;
class PositionDocument;
class TeachingPanel;
class ProjectorWindow;
struct PictureResult;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // Restores the settings of the last run (geometry, orientation, notation, position).
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    PositionDocument* document() const { return document_; }
    BoardView* board() const { return board_; }
    PiecePalette* palette() const { return palette_; }
    FenField* fenField() const { return fenField_; }
    FieldControls* fieldControls() const { return fieldControls_; }
    FindingsPanel* findingsPanel() const { return findingsPanel_; }
    FenLegend* fenLegend() const { return fenLegend_; }
    ReadingNote* readingNote() const { return readingNote_; }
    TeachingPanel* teachingPanel() const { return teachingPanel_; }
    // View > Pieces, Board and Colours.
    AppearanceMenus* appearance() const { return appearance_; }
    // Projector mode's window while it is open (View > Projector mode, F11); null otherwise.
    ProjectorWindow* projectorWindow() const { return projectorWindow_; }

    // `forsyth FEN` / `forsyth file.fen`: loads the position as one undo step; a .fen, .epd or
    // .pgn file is opened as File > Open opens it, as the open file. On failure (unreadable
    // file, text that is no FEN) the position stays, the status bar says why and lastProblem()
    // holds the same words.
    bool openArgument(const QString& fenOrFile);
    QString lastProblem() const { return lastProblem_; }
    bool isReadingPicture() const { return pictureThread_ != nullptr; }
    // The n-th further window of one command (a file manager opening several files, a window
    // each) is placed n steps down and right of where the last run's window was, so that it
    // does not hide the one before exactly. A window the window manager places (no saved
    // place) is left to it.
    void placeAsFurtherWindow(int n);

    // Asks for a Chess960 number (0-959) given a suggestion; nullopt when cancelled. The
    // default is a QInputDialog; tests put a stand-in here, as a modal dialog would block.
    using NumberPrompt = std::function<std::optional<int>(int suggested)>;
    void setChess960Prompt(NumberPrompt prompt) { chess960Prompt_ = std::move(prompt); }
    // Asked when pasted or dropped text holds several positions (FEN or EPD lines, games):
    // true to open them as a collection, false to take the first alone. A question unless a
    // test puts a stand-in here; the question's Cancel takes nothing.
    using CollectionPastePrompt = std::function<bool(int positions)>;
    void setCollectionPastePrompt(CollectionPastePrompt prompt)
    {
        collectionPastePrompt_ = std::move(prompt);
    }

    // Writes every setting now (also done on close, and a moment after each edit).
    void saveSettings();

    // View > Language: "system", "en", "ko" or "zh_CN". Remembers the choice and loads the
    // translations; every widget then says its words again in place (on LanguageChange), so
    // all else stays as it was: the document and its history, the open file, the toggles, the
    // brush, a picked piece, text being typed, the teaching panel's words (said anew).
    void setLanguage(const QString& choice);

    // File > Export worksheet (PDF)… once its options and file are chosen (window_print.cpp):
    // the open collection's records, or the position alone. False, the status bar and the
    // worksheet alert saying why, when the file cannot be written.
    bool exportWorksheet(const QString& path, const WorksheetOptions& options);
    // Told why Print or Export worksheet failed (title: the action's name), as the status bar
    // is. A warning dialog unless a test puts a stand-in here, as a modal dialog would block.
    using WorksheetAlert = std::function<void(const QString& title, const QString& text)>;
    void setWorksheetAlert(WorksheetAlert alert) { worksheetAlert_ = std::move(alert); }

    // A board read from a picture's bytes, in the background (window_picture.cpp); pictureDone
    // tells when it is set (or why not, in the status bar). False when the reading could not
    // start (a file that cannot be read, a picture still being read), said in the status bar.
    // `source` names the picture in the words of the moment (the clipboard's, a file's name).
    bool readPicture(const QByteArray& bytes, std::function<QString()> source);
    bool readPictureFile(const QString& path);
    // Starts the document's session on the picture just read (`forsyth PICTURE`): undone back
    // to it, as after Clear board, the board shows its frames, turn and note again.
    void startSessionOnReading();

signals:
    void pictureDone(bool read);
    void languageChanged(); // after setLanguage: every widget speaks the new language

public slots:
    void loadStartPosition();
    void clearBoard();
    void swapColours();
    void mirror();
    void askChess960Position();
    bool loadChess960Position(int number);
    void loadRandomChess960Position();
    void flipBoard();
    void copyFen();
    void pasteFen();
    void focusFenField();

protected:
    void changeEvent(QEvent* event) override; // LanguageChange: retranslate()

    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildLayout();
    // The actions, menus and toolbar are made without words: retranslate() gives them theirs,
    // from the constructor and on each LanguageChange.
    void createActions();
    void createMenus();
    void createToolBar();
    void createLanguageMenu(QMenu* view);
    void retranslate();
    void retranslateLanguageMenu();
    void checkLanguage(const QString& choice); // the menu's radio button of a stored choice
    void createActionGroups();
    void createCollectionView(); // window_collection.cpp
    void makeCollectionPanel();
    void updateCollectionView();
    // Text of several FEN or EPD lines, or of games, pasted or dropped on the board: offered as
    // a collection. True when taken (opened, or the question cancelled); false when the first
    // position is to be taken alone (the text holds one, or the user said No).
    enum class TextSource { Clipboard, Drop };
    bool offerAsCollection(const QString& text, TextSource source);
    bool offerAsCollection(PastedCollection found, TextSource source); // found in the text already
    void retranslateCollectionView();
    // window_docks.cpp: the engine, the solver and the lesson's step by step and quiz.
    void createDockViews();
    void restoreDockViews(const QSettings& settings);
    void saveDockViews(QSettings& settings) const;
    void retranslateDockViews();
    void createPrintActions(); // window_print.cpp: File > Print…, Export worksheet (PDF)…
    void retranslatePrintActions();
    void printWorksheet();
    bool pasteClipboardPicture(); // true when the clipboard held a picture: read, or told why not
    void readDroppedPicture(const QByteArray& picture);
    void pictureRead(const PictureResult& result, const std::function<QString()>& source);
    void followReadingInUndo(int undoIndex);
    void forgetReadings(); // the history they go with is dropped
    void takeReadingOff(); // its frames and note (not a note on why nothing was read)
    void hideStaleReadingNote();
    void keepReadingNoteClosed();
    void askExportWorksheet();
    std::vector<WorksheetItem> worksheetItems() const;
    QString worksheetTitle() const;
    QString worksheetFolder() const;
    void worksheetFailed(const QString& title, const QString& problem);
    void createProjectorView(); // window_projector.cpp
    void retranslateProjectorView();
    void setProjectorMode(bool on);
    void connectViews();
    void setTeachingView(bool on);
    void restoreDocumentSettings();
    void restoreWindowSettings();
    void updateTitle();
    void showProblem(const QString& problem);
    void showNote(const QString& note);
    // The status bar's corner for a moment: word is a QT_TR_NOOP source text ("Copied").
    void showFeedback(const char* word);
    // The title (an EPD id or PGN Event, or none) is set in the same undo step.
    bool loadFenText(const QByteArray& text, const QString& description, const QString& title = {});
    QAction* addAction(const char* objectName, void (MainWindow::*slot)());

    PositionDocument* document_;
    BoardView* board_ = nullptr;
    PiecePalette* palette_ = nullptr;
    FenField* fenField_ = nullptr;
    FieldControls* fieldControls_ = nullptr;
    FindingsPanel* findingsPanel_ = nullptr;
    // The teaching view: the fields' colours named, and what the FEN part pointed at means.
    FenLegend* fenLegend_ = nullptr;
    ReadingNote* readingNote_ = nullptr; // under the FEN, after a picture is read
    TeachingPanel* teachingPanel_ = nullptr;
    AppearanceMenus* appearance_ = nullptr;
    // The open collection's records, docked beside the board while one is open; made when the
    // first collection opens (docs/ARCHITECTURE.md, "Start-up").
    CollectionPanel* collectionPanel_ = nullptr;
    QDockWidget* collectionDock_ = nullptr;
    DockRoom collectionRoom_;
    QMenu* collectionMenu_ = nullptr;
    // Docked while the user wants them (View > ...), made when first shown: a UCI engine's
    // lines for the position; the problem solver and Verify all; the lesson's FEN walked
    // through step by step, and its quiz.
    DockOnDemand* engineView_ = nullptr;
    DockOnDemand* solverView_ = nullptr;
    DockOnDemand* stepByStep_ = nullptr;
    DockOnDemand* quiz_ = nullptr;
    QLabel* feedback_ = nullptr;    // the permanent corner of the status bar: "Copied", "Pasted"
    const char* feedbackWord_ = ""; // what it says, untranslated
    QTimer* feedbackTimer_ = nullptr;
    QTimer* saveTimer_ = nullptr;
    QThread* pictureThread_ = nullptr; // a picture being read
    // The pictures read whose undo steps are still in the stack, oldest first: a reading's marks,
    // the board's turn and its note go with its step when it is undone, and come back when it is
    // in effect again (readingInEffect: redone, a later reading undone, Clear board undone).
    struct ReadingShown {
        const QUndoCommand* step = nullptr;
        int undoIndex = 0; // the stack's index with the step done
        bool flippedBefore = false;
        bool flipped = false;
        Position read; // as the picture was read
        Bitboard unsure = 0;
        std::array<std::vector<Piece>, 64> alternatives{};
        std::function<QString()> note; // the reading note's words on it
        bool noteClosed = false;       // by the user: it stays closed
    };
    std::vector<ReadingShown> readings_;
    // The reading the board shows at this undo index: the latest done, unless a step since put
    // other pieces on the board as a whole (PositionDocument::replacesPlacement). Null for none.
    const ReadingShown* readingInEffect(int undoIndex) const;
    const QUndoCommand* readingOnShow_ = nullptr; // the step of the reading the board shows
    // The picture just read when it made no step, the position being the one read already: what
    // startSessionOnReading starts the session on then. Gone with the next step done or undone.
    std::optional<ReadingShown> readingWithoutStep_;
    // Stands in readings_ for the start of the session, which no step of the stack is, when the
    // session starts on a reading (startSessionOnReading).
    const QUndoCommand sessionStart_;
    QString readPosition_; // the FEN of the last picture read, which the reading note speaks of
    QToolBar* toolBar_ = nullptr;
    QMenu* fileMenu_ = nullptr;
    QMenu* positionMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QMenu* shareMenu_ = nullptr;
    QActionGroup* languageGroup_ = nullptr; // one radio action a choice, the choice its data
    QAction* systemLanguage_ = nullptr;
    FileActions* fileActions_ = nullptr;
    ImageExport* imageExport_ = nullptr;
    ShareActions* shareActions_ = nullptr;

    StepAction* undo_ = nullptr;
    StepAction* redo_ = nullptr;
    QAction* flip_ = nullptr;
    QAction* teachingView_ = nullptr;  // shows the legend, the panel and the fields' colours
    QAction* projectorMode_ = nullptr; // F11: the board and a large FEN full screen
    ProjectorWindow* projectorWindow_ = nullptr;
    QAction* showLetters_ = nullptr; // the FEN letter on each piece
    QAction* copyFen_ = nullptr;
    QAction* pasteFen_ = nullptr;
    QAction* focusFen_ = nullptr;
    QAction* startPosition_ = nullptr;
    QAction* clearBoard_ = nullptr;
    QAction* swapColours_ = nullptr;
    QAction* mirror_ = nullptr;
    QAction* chess960_ = nullptr;
    QAction* chess960Random_ = nullptr;
    QAction* moveMode_ = nullptr; // the board plays legal moves only (not kept between runs)
    QAction* quit_ = nullptr;     // File > Quit: closes the window, asking about unsaved changes
    QAction* print_ = nullptr;    // the worksheet through the print module's preview
    QAction* exportWorksheet_ = nullptr;
    QString lastWorksheetFolder_;

    NumberPrompt chess960Prompt_;
    CollectionPastePrompt collectionPastePrompt_;
    WorksheetAlert worksheetAlert_;
    int lastChess960_ = 518;
    QString lastProblem_;
};

} // namespace forsyth
