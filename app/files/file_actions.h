// The File menu: a new position, open and save positions as .fen, .epd and .pgn files, recent
// files, files dropped on the window, and a question before unsaved changes to a file are
// thrown away. It fills the File menu it is given and watches the window for drops and for
// closing.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include "collection.h"
#include "file_history.h"

#include <functional>
#include <optional>
#include <string>

class QAction;
class QMenu;
class QWidget;

namespace forsyth {

class PositionDocument;

class FileActions : public QObject {
    Q_OBJECT

public:
    // Puts New, Open, Open Recent, Save and Save As into `fileMenu` (before what it holds) and
    // their shortcuts on `window`, which owns it and is the parent of its dialogs.
    FileActions(PositionDocument* document, QMenu* fileMenu, QWidget* window);

    // Picks a file to open (save = false) or to save to, starting from suggested; empty when
    // cancelled. A QFileDialog unless a test puts a stand-in here.
    using FileChooser = std::function<QString(bool save, const QString& suggested)>;
    void setFileChooser(FileChooser chooser) { chooser_ = std::move(chooser); }
    // Save As's own stand-in, when set: also picks one of saveFilters() (selectedFilter comes
    // in as the one preselected), whose extension a name without one gets.
    using SaveChooser = std::function<QString(const QString& suggested, QString& selectedFilter)>;
    void setSaveChooser(SaveChooser chooser) { saveChooser_ = std::move(chooser); }
    // "FEN (*.fen)", "EPD (*.epd)", "PGN (*.pgn)"; Save As offers a collection's own format
    // after them when it is another (a puzzle CSV, a text file), preselected for its own file.
    static QStringList saveFilters();
    // Asked when unsaved changes would be lost (to the open file, pasted positions, or the
    // untitled position before a step undo cannot take back): Save, Discard or Cancel. Gets
    // the question's words.
    enum class Unsaved { Save, Discard, Cancel };
    using UnsavedPrompt = std::function<Unsaved(const QString& question)>;
    void setUnsavedPrompt(UnsavedPrompt prompt) { prompt_ = std::move(prompt); }
    // Asked when Save would write over a file that holds more than the position (more games
    // or lines, moves, comments, tags: see writingKeepsAll): true to save the position in
    // another file (Save As) instead, false to leave it. A question unless a test puts a
    // stand-in here.
    using HoldsMorePrompt = std::function<bool(const QString& fileName)>;
    void setHoldsMorePrompt(HoldsMorePrompt prompt) { holdsMorePrompt_ = std::move(prompt); }
    // Asked when Save would write over the open file changed on disk since it was opened or
    // saved here (by another window or program): true to write over it all the same. A question
    // unless a test puts a stand-in here.
    using ChangedOnDiskPrompt = std::function<bool(const QString& fileName)>;
    void setChangedOnDiskPrompt(ChangedOnDiskPrompt prompt) { changedOnDiskPrompt_ = std::move(prompt); }
    // Told why a save failed, in words (the status bar says it too). A warning dialog unless a
    // test puts a stand-in here.
    using SaveFailedAlert = std::function<void(const QString& text)>;
    void setSaveFailedAlert(SaveFailedAlert alert) { saveFailedAlert_ = std::move(alert); }
    // Told why a file the user chose (File > Open, Open Recent, a drop) cannot be opened; the
    // status bar alone was easily missed. A warning dialog unless a test puts a stand-in here;
    // openFile itself (the command line, tests) says it in the status bar only.
    using OpenFailedAlert = std::function<void(const QString& text)>;
    void setOpenFailedAlert(OpenFailedAlert alert) { openFailedAlert_ = std::move(alert); }
    // A picture of a board chosen in File > Open, dropped or named on the command line: not a
    // file to keep open but a position to read into the current one, which the window does;
    // false when it could not begin.
    using PictureOpener = std::function<bool(const QString& path)>;
    void setPictureOpener(PictureOpener opener) { pictureOpener_ = std::move(opener); }
    // Opens a file in a window of its own: each dropped file after the first, as the command
    // line does. A forsyth process unless a test puts a stand-in here.
    using WindowOpener = std::function<void(const QString& path)>;
    void setWindowOpener(WindowOpener opener) { windowOpener_ = std::move(opener); }

    QString filePath() const { return file_.path; }
    QString title() const; // the document's title: the EPD id or PGN Event, when there is one
    // Changed since the file was opened or saved; pasted positions, in no file, always are.
    bool isModified() const;
    QStringList recentFiles() const;

    // Each returns true when it did what it says (false: cancelled or failed; the status
    // bar says why).
    bool openFile(const QString& path);
    bool saveTo(const QString& path);
    // Position files dropped on the window or the board, once the drop has ended (a question
    // asked during it would hold the program they came from, whose drag waits for the drop to
    // end): asks about unsaved changes, then opens the first as openFile does, and each further
    // one in a window of its own. Cancelled at the question, none opens.
    void openDropped(const QStringList& paths);
    // Positions that came from elsewhere (a paste) as a new collection in no file: asks about
    // unsaved changes first. Save asks for a name, and writes them in the format chosen.
    bool openUntitledCollection(std::string text, CollectionIndex index);

signals:
    // For the status bar: a note (saved, opened) or a problem (why nothing happened).
    void noted(const QString& text);
    void problemFound(const QString& text);
    // The open file changed, or was saved (for the window's title).
    void fileChanged();

public slots:
    // The start position, in no file (after asking about unsaved changes).
    bool newPosition();
    bool open();
    bool save();
    bool saveAs();

protected:
    // LanguageChange, which the window passes on to its children: retranslate().
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QAction* add(const char* objectName, bool (FileActions::*slot)());
    void retranslate();
    bool mayDiscard(); // asks when there are unsaved changes; false: keep them
    // Before a collection replaces the untitled position for good: asks when it was edited.
    bool mayReplaceForGood();
    bool askToSave(const QString& question); // Save (and saved), Discard: true; Cancel: false
    void rememberRecent(const QString& path);
    void forgetRecent(const QString& path);
    void fillRecentMenu();
    bool refuseToSaveOver();               // the open file holds more than Save writes: offers Save As
    void opened(const QString& path);      // the open file is now `path`
    bool openChosen(const QString& path);  // openFile, and a refusal said in a dialog too
    void refuseToOpen(const QString& why); // why openFile opens nothing (not a cancel)
    // The open collection's text for `target`: its own format record by record, or converted,
    // with what the target cannot hold said in `lost`. nullopt (and the user told) when a
    // record cannot be written in its own format.
    std::optional<std::string> recordsText(const QString& target, QString& lost);
    void saveFailed(const QString& text);
    static QString nameOf(const QString& path);     // a path as the user's system writes it
    QString ownFormatFilter() const;                // the open collection's, when saveFilters() lacks it
    bool keepsOwnFormat(const QString& path) const; // names a file of the open collection's format
    void problem(const QString& text);
    void note(const QString& text);

    PositionDocument* document_;
    QWidget* window_;
    FileChooser chooser_;
    SaveChooser saveChooser_;
    UnsavedPrompt prompt_;
    HoldsMorePrompt holdsMorePrompt_;
    ChangedOnDiskPrompt changedOnDiskPrompt_;
    SaveFailedAlert saveFailedAlert_;
    OpenFailedAlert openFailedAlert_;
    QString refusal_; // openFile's last refusal, empty when it opened or was cancelled
    PictureOpener pictureOpener_;
    WindowOpener windowOpener_;
    QAction* new_ = nullptr;
    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    OpenFile file_;
    bool mayWriteOverChanges();
    // A warning before a save, with Cancel and `goOn`: true when `goOn` was clicked. Going on
    // that writes over something is never the default.
    bool askBeforeSaving(
        const QString& text, const QString& question, const QString& goOn, bool writesOver) const;

    FileHistory history_;
    bool steppingFile_ = false;
    // Closes a collection open, then runs `step`, which pushes one undo step and may set file_,
    // and tells history_.
    void stepFile(const std::function<void()>& step);
    void followHistory(int index); // the undo stack moved to `index`
};

} // namespace forsyth
