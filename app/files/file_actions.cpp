#include "file_actions.h"

#include "as_string_view.h"
#include "collection_reading.h"
#include "fen.h"
#include "fen_file.h"
#include "messages.h"
#include "position_document.h"
#include "position_files.h"
#include "record_list.h"
#include "settings_file.h"
#include "themed_icon.h"
#include "transforms.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QUndoStack>

#include <string_view>

namespace forsyth {

namespace {
constexpr int RecentCount = 8;
const QString RecentKey = QStringLiteral("files/recent");

QSettings settings() { return QSettings(SettingsOrganisation, SettingsApplication); }

// What is wrong with the first record when not one record of the file reads as a position (a
// text file misnamed, a damaged one): opened, it would show nothing but empty boards. Null
// when one reads, which is most often the first.
std::optional<QString> whyNoRecordReads(const CollectionIndex& index, const std::string& text)
{
    for (std::size_t i = 0; i < index.records.size(); ++i) {
        if (readRecord(index, text, i).read.ok())
            return std::nullopt;
    }
    const CollectionRecord first = readRecord(index, text, 0);
    return first.read.errors.empty() ? QString() : describe(first.read.errors.front(), first.fen);
}
} // namespace

FileActions::FileActions(PositionDocument* document, QMenu* fileMenu, QWidget* window)
    : QObject(window)
    , document_(document)
    , window_(window)
{
    setObjectName(QStringLiteral("fileActions"));
    new_ = add("actionNew", &FileActions::newPosition);
    new_->setShortcut(QKeySequence::New);
    new_->setIcon(themedIcon(QStringLiteral("document-new")));
    open_ = add("actionOpen", &FileActions::open);
    open_->setShortcut(QKeySequence::Open);
    open_->setIcon(themedIcon(QStringLiteral("document-open")));
    save_ = add("actionSave", &FileActions::save);
    save_->setShortcut(QKeySequence::Save);
    save_->setIcon(themedIcon(QStringLiteral("document-save")));
    saveAs_ = add("actionSaveAs", &FileActions::saveAs);
    saveAs_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));

    // Opening and saving go on top of whatever the File menu holds already.
    QMenu* menu = fileMenu;
    QAction* before = menu->actions().value(0);
    recentMenu_ = new QMenu(menu);
    recentMenu_->setObjectName(QStringLiteral("menuRecent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &FileActions::fillRecentMenu);
    menu->insertActions(before, {new_, open_, recentMenu_->menuAction()});
    menu->insertSeparator(before);
    menu->insertActions(before, {save_, saveAs_});
    if (before)
        menu->insertSeparator(before);
    retranslate();

    connect(document_->undoStack(), &QUndoStack::indexChanged, this, &FileActions::followHistory);
    connect(document_, &PositionDocument::aboutToStartSession, this, [this] { history_.clear(); });
    window->setAcceptDrops(true); // files dropped beside the board
    window->installEventFilter(this);
}

QAction* FileActions::add(const char* objectName, bool (FileActions::*slot)())
{
    auto* action = new QAction(this);
    action->setObjectName(QLatin1String(objectName));
    action->setShortcutContext(Qt::WindowShortcut);
    connect(action, &QAction::triggered, this, [this, slot] { (this->*slot)(); });
    window_->addAction(action); // the shortcut works wherever the focus is in the window
    return action;
}

// The recent files' menu is filled each time it opens, so it needs no more than its title.
void FileActions::retranslate()
{
    new_->setText(tr("&New"));
    new_->setToolTip(tr("Start again from the start position, in no file"));
    open_->setText(tr("&Open…"));
    open_->setToolTip(
        tr("Open positions from a .fen, .epd, .pgn, .csv or .txt file, or read a picture of a board"));
    save_->setText(tr("&Save"));
    saveAs_->setText(tr("Save &As…"));
    recentMenu_->setTitle(tr("Open &Recent"));
}

bool FileActions::event(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::event(event);
}

QString FileActions::nameOf(const QString& path) { return QDir::toNativeSeparators(path); }

QString FileActions::title() const { return document_->title(); }

bool FileActions::isModified() const
{
    // Positions pasted as a collection are in no file, and are not kept between runs either.
    if (file_.path.isEmpty())
        return document_->hasRecords();
    return document_->isModified();
}

void FileActions::problem(const QString& text) { emit problemFound(text); }

void FileActions::note(const QString& text) { emit noted(text); }

bool FileActions::mayDiscard()
{
    // The untitled position is kept between runs, and is brought back by undo after an Open or
    // a New: nothing to ask (but see mayReplaceForGood).
    if (!isModified())
        return true;
    const QString name = QFileInfo(file_.path).fileName();
    const bool several = document_->hasRecords() && document_->records()->rowCount() > 1;
    if (name.isEmpty()) {
        return askToSave(several ? tr("The positions pasted here are in no file. Save them?")
                                 : tr("The position pasted here is in no file. Save it?"));
    }
    return askToSave(several ? tr("The positions in %1 have changed. Save the changes?").arg(name)
                             : tr("The position in %1 has changed. Save the changes?").arg(name));
}

bool FileActions::mayReplaceForGood()
{
    // Opening a collection starts a history of its own: no undo brings back what was before.
    if (!file_.path.isEmpty() || document_->hasRecords() || !document_->isModified())
        return true;
    return askToSave(tr("The position set up here is in no file, and opening a collection cannot be "
                        "undone. Save the position first?"));
}

bool FileActions::askToSave(const QString& question)
{
    Unsaved answer = Unsaved::Cancel;
    if (prompt_) {
        answer = prompt_(question);
    } else {
        QMessageBox box(QMessageBox::Question, tr("Unsaved changes"), question,
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
        box.setDefaultButton(QMessageBox::Save);
        // S and D answer it, as Esc cancels it (Qt's own words for the buttons have no shortcut).
        box.button(QMessageBox::Save)->setText(tr("&Save"));
        box.button(QMessageBox::Discard)->setText(tr("&Discard"));
        const int button = box.exec();
        answer = button == QMessageBox::Save ? Unsaved::Save
            : button == QMessageBox::Discard ? Unsaved::Discard
                                             : Unsaved::Cancel;
    }
    if (answer == Unsaved::Save)
        return save();
    return answer == Unsaved::Discard;
}

bool FileActions::newPosition()
{
    if (!mayDiscard())
        return false;
    stepFile([this] {
        document_->setPosition(startPosition(), tr("New position"), {});
        file_ = {};
    });
    emit fileChanged();
    return true;
}

void FileActions::stepFile(const std::function<void()>& step)
{
    // After a collection, whose history goes with it, the position starts a session of its own,
    // as a collection does: no undo to the collection's last record as a lone position.
    const bool closesCollection = document_->hasRecords();
    document_->closeRecords();
    const OpenFile before = file_;
    const bool savedBefore = !document_->isModified();
    steppingFile_ = true;
    step();
    steppingFile_ = false;
    if (closesCollection)
        document_->startSession();
    else
        history_.stepped(*document_->undoStack(), before, savedBefore, file_, !document_->isModified());
}

void FileActions::followHistory(int index)
{
    if (steppingFile_)
        return;
    const auto found = history_.fileAt(*document_->undoStack(), index);
    if (!found || found->file.path == file_.path)
        return;
    file_ = found->file;
    if (found->saved && !file_.path.isEmpty() && !file_.changedOnDisk())
        document_->markSaved();
    emit fileChanged();
}

bool FileActions::open()
{
    if (!mayDiscard())
        return false;
    const QString suggested = file_.path.isEmpty() ? recentFiles().value(0) : file_.path;
    const QString path = chooser_
        ? chooser_(false, suggested)
        : QFileDialog::getOpenFileName(window_, tr("Open position"), suggested,
            tr("Positions and pictures of boards (*.fen *.epd *.pgn *.csv *.txt *.png *.jpg "
               "*.jpeg *.webp *.bmp *.tif *.tiff);;Positions (*.fen *.epd *.pgn *.csv *.txt);;Pictures of "
               "boards (*.png *.jpg *.jpeg *.webp *.bmp *.tif *.tiff);;All files (*)"));
    return !path.isEmpty() && openChosen(path);
}

bool FileActions::openChosen(const QString& path)
{
    if (openFile(path))
        return true;
    if (!refusal_.isEmpty()) {
        if (openFailedAlert_)
            openFailedAlert_(refusal_);
        else
            QMessageBox::warning(window_, tr("Open"), refusal_);
    }
    return false;
}

void FileActions::refuseToOpen(const QString& why)
{
    refusal_ = why;
    problem(why);
}

void FileActions::openDropped(const QStringList& paths)
{
    QTimer::singleShot(0, this, [this, paths] {
        // A picture is read into the position: nothing open is closed, so nothing to ask.
        if (paths.isEmpty() || !(namesPicture(paths.front()) || mayDiscard()))
            return;
        openChosen(paths.front());
        for (const QString& path : paths.mid(1)) {
            if (windowOpener_)
                windowOpener_(path);
            else
                QProcess::startDetached(QCoreApplication::applicationFilePath(), {path});
        }
    });
}

bool FileActions::openUntitledCollection(std::string text, CollectionIndex index)
{
    if (!mayDiscard() || !mayReplaceForGood() || !document_->openRecords(std::move(text), std::move(index)))
        return false;
    file_ = {};
    emit fileChanged();
    return true;
}

bool FileActions::openFile(const QString& path)
{
    refusal_.clear();
    if (namesPicture(path) && pictureOpener_)
        return pictureOpener_(path);
    if (const auto format = collectionFormat(path.toStdString())) {
        ReadCollection read = readCollection(path, *format, window_);
        if (read.cancelled) {
            problem(tr("Opening %1 was cancelled").arg(nameOf(path)));
            return false;
        }
        CollectionFileText& file = read.file;
        if (!file.problem.isEmpty()) {
            refuseToOpen(file.problem);
            return false;
        }
        CollectionIndex& index = read.index;
        // A .fen or .epd file of one position and nothing the editor would not write again
        // is opened as a position (an undo step), as is one whose only line does not read (to
        // be refused with the reader's words); anything else as a collection (a new session).
        const auto single = positionFileFormat(path.toStdString());
        const bool onePosition = single
            && (index.records.empty()
                || (index.records.size() == 1
                    && (!readRecord(index, file.text, 0).read.ok() || writingKeepsAll(*single, file.text))));
        if (!onePosition) {
            if (index.records.empty()) {
                refuseToOpen(tr("Cannot open %1: it holds no position").arg(nameOf(path)));
                return false;
            }
            if (const std::optional<QString> why = whyNoRecordReads(index, file.text)) {
                const QString none = tr("Cannot open %1: not one of its %2 records reads as a position")
                                         .arg(nameOf(path))
                                         .arg(index.records.size());
                refuseToOpen(why->isEmpty() ? none : tr("%1. The first: %2").arg(none, *why));
                return false;
            }
            if (!mayReplaceForGood())
                return false;
            document_->openRecords(std::move(file.text), std::move(index));
            opened(path);
            return true;
        }
    }
    if (!positionFileFormat(path.toStdString())) {
        refuseToOpen(
            tr("Cannot open %1: positions are read from .fen, .epd, .pgn, .csv and .txt files, boards from "
               "pictures (.png, .jpg, .webp, .bmp, .tif)")
                .arg(nameOf(path)));
        return false;
    }
    const FenText found = readFenFile(path);
    if (!found.problem.isEmpty()) {
        refuseToOpen(found.problem);
        return false;
    }
    const std::string_view fen = asStringView(found.fen);
    const FenReadResult read = readFen(fen, FenMode::Lenient);
    if (!read.ok()) {
        refuseToOpen(tr("%1 holds a FEN that cannot be read: %2")
                         .arg(nameOf(path), describe(read.errors.front(), fen)));
        return false;
    }
    stepFile([&] {
        document_->setPosition(*read.position, tr("Open %1").arg(QFileInfo(path).fileName()), found.title);
        document_->markSaved();
        file_ = OpenFile::at(path);
    });
    opened(path);
    return true;
}

void FileActions::opened(const QString& path)
{
    file_ = OpenFile::at(path);
    rememberRecent(path);
    emit fileChanged();
    const int records = document_->hasRecords() ? document_->records()->rowCount() : 1;
    if (records > 1)
        note(tr("Opened %1: %n positions", nullptr, records).arg(nameOf(path)));
    else
        note(title().isEmpty() ? tr("Opened %1").arg(nameOf(path))
                               : tr("Opened %1: %2").arg(nameOf(path), title()));
}

QStringList FileActions::recentFiles() const { return settings().value(RecentKey).toStringList(); }

void FileActions::rememberRecent(const QString& path)
{
    QStringList recent = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > RecentCount)
        recent.removeLast();
    settings().setValue(RecentKey, recent);
}

void FileActions::forgetRecent(const QString& path)
{
    QStringList recent = recentFiles();
    if (recent.removeAll(path) > 0)
        settings().setValue(RecentKey, recent);
}

void FileActions::fillRecentMenu()
{
    recentMenu_->clear();
    // Files deleted or moved away since are dropped from the list, not offered.
    QStringList recent = recentFiles();
    const qsizetype before = recent.size();
    recent.removeIf([](const QString& path) { return !QFileInfo::exists(path); });
    if (recent.size() != before)
        settings().setValue(RecentKey, recent);
    for (const QString& path : recent) {
        QAction* action = recentMenu_->addAction(nameOf(path));
        connect(action, &QAction::triggered, this, [this, path] {
            if (mayDiscard() && !openChosen(path) && !QFileInfo::exists(path)) {
                forgetRecent(path);
                problem(tr("%1 no longer exists: removed from the recent files").arg(nameOf(path)));
            }
        });
    }
    if (recent.isEmpty())
        recentMenu_->addAction(tr("No recent files"))->setEnabled(false);
}

bool FileActions::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == window_) {
        switch (event->type()) {
        case QEvent::Close:
            if (!mayDiscard()) {
                event->ignore();
                return true;
            }
            break;
        case QEvent::DragEnter: {
            auto* enter = static_cast<QDragEnterEvent*>(event);
            if (!positionFilesOf(enter->mimeData()).isEmpty()) {
                enter->acceptProposedAction();
                return true;
            }
            break;
        }
        case QEvent::Drop: {
            auto* drop = static_cast<QDropEvent*>(event);
            const QStringList paths = positionFilesOf(drop->mimeData());
            if (!paths.isEmpty()) {
                drop->acceptProposedAction();
                openDropped(paths);
                return true;
            }
            break;
        }
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace forsyth
