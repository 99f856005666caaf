// MainWindow reading a board from a picture (docs/MODEL.md): pasted, dropped, opened or named
// on the command line. Read on a thread of its own (a 50-megapixel photo takes a second), then
// set as the position in one undo step, the board turned as the picture showed it, the unsure
// squares marked with what else they may hold, and the status bar saying what a picture
// cannot show and how it was set.
#include "main_window.h"

#include "board_view.h"
#include "picture_reader.h"
#include "piece_mime.h"
#include "position_document.h"
#include "reading_note.h"

#include <QClipboard>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMimeData>
#include <QStatusBar>
#include <QThread>
#include <QUndoStack>

#include <algorithm>
#include <memory>

namespace forsyth {

namespace {

// What the note under the FEN says of a picture read: kept, to be said again in another language.
struct ReadingFacts {
    int unsure = 0; // squares framed, counted on the board when the note is said
    int turnedDegrees = 0;
    bool mirrored = false;
    bool colouredWrongWayRound = false;
    bool flipped = false;
    bool blackToMove = false;
    bool truncated = false;
    bool anotherBoard = false;
    std::function<QString()> source;
    double seconds = 0;
};

// What the user must check comes first, then what a picture cannot show and how it was set.
QString readingWords(const ReadingFacts& facts)
{
    QStringList parts;
    if (facts.unsure == 1) // English has no translation file to give "%n square(s)" its forms
        parts << MainWindow::tr("One square read unsurely is framed, with what else it may hold.");
    else if (facts.unsure > 1)
        parts << MainWindow::tr("%1 squares read unsurely are framed, with what else they may hold.")
                     .arg(facts.unsure);
    // Mirrored and turned half a turn: flipped top to bottom (docs/MODEL.md §2).
    const bool flippedTopToBottom = facts.mirrored && facts.turnedDegrees == 180;
    if (flippedTopToBottom)
        parts << MainWindow::tr("The picture was flipped top to bottom (its board's top left square is dark, "
                                "its pieces on their heads) and was read flipped back.");
    else if (facts.turnedDegrees == 180)
        parts << MainWindow::tr(
            "The board was upside down in the picture and was read turned the right way up.");
    else if (facts.turnedDegrees != 0)
        parts << MainWindow::tr("The board stood on its side in the picture and was read turned upright.");
    if (facts.mirrored && !flippedTopToBottom)
        parts << MainWindow::tr("The picture was mirrored (its board's top left square is dark) and was read "
                                "mirrored back.");
    else if (facts.colouredWrongWayRound)
        parts << MainWindow::tr("The board's top left square is dark, as on a board coloured the wrong way "
                                "round; it was read as drawn.");
    if (facts.flipped)
        parts << MainWindow::tr("Black was at the bottom: the board is turned as the picture showed it.");
    if (facts.anotherBoard)
        parts << MainWindow::tr("The picture holds more than one board, and one was read: to read another, "
                                "crop the picture to it.");
    if (facts.truncated)
        parts << MainWindow::tr(
            "The picture's file ends early: the part it lacks is grey, and its squares were read "
            "as empty.");
    const QString fields = facts.blackToMove
        ? MainWindow::tr(
            "Black to move (its king is attacked), castling where kings and rooks stand on their "
            "squares, no en passant")
        : MainWindow::tr(
            "White to move, castling where kings and rooks stand on their squares, no en passant");
    // A no-break space keeps the seconds and their unit on one line of the note.
    parts << MainWindow::tr(
        "Read from %1 in %2 s. A picture shows no side to move, castling or en passant: %3.")
                 .arg(facts.source())
                 .arg(facts.seconds, 0, 'f', 2)
                 .arg(fields);
    QString words = parts.takeFirst();
    for (const QString& sentence : parts)
        words = MainWindow::tr(
            "%1 %2", "two sentences of a note, one after the other: Chinese puts no space between")
                    .arg(words, sentence);
    return words;
}

} // namespace

bool MainWindow::pasteClipboardPicture()
{
    const QMimeData* data = QGuiApplication::clipboard()->mimeData();
    if (!data || !data->hasImage())
        return false;
    const QByteArray bytes = pictureBytesOf(data);
    if (bytes.isEmpty()) {
        showProblem(
            tr("The picture on the clipboard could not be taken: it is in a format Forsyth cannot read, "
               "or too large"));
        return true;
    }
    readPicture(bytes, [] { return tr("the picture on the clipboard"); });
    return true;
}

void MainWindow::readDroppedPicture(const QByteArray& picture)
{
    if (picture.isEmpty())
        showProblem(tr("The dropped picture is empty"));
    else
        readPicture(picture, [] { return tr("the dropped picture"); });
}

bool MainWindow::readPictureFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showProblem(tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString()));
        return false;
    }
    if (file.size() > MaxPictureBytes) {
        showProblem(tr("%1 is too large to read as a picture (%2 MB)")
                        .arg(QFileInfo(path).fileName())
                        .arg(file.size() >> 20));
        return false;
    }
    return readPicture(file.readAll(), [name = QFileInfo(path).fileName()] { return name; });
}

bool MainWindow::readPicture(const QByteArray& bytes, std::function<QString()> source)
{
    if (pictureThread_) {
        showProblem(tr("Still reading the last picture"));
        return false;
    }
    showNote(tr("Reading the board in %1…").arg(source()));
    auto result = std::make_shared<PictureResult>();
    pictureThread_ = QThread::create([bytes, result] { *result = forsyth::readPicture(bytes); });
    connect(pictureThread_, &QThread::finished, this, [this, result, source] {
        pictureThread_->deleteLater();
        pictureThread_ = nullptr;
        pictureRead(*result, source);
    });
    pictureThread_->start();
    return true;
}

void MainWindow::pictureRead(const PictureResult& result, const std::function<QString()>& source)
{
    statusBar()->clearMessage(); // "Reading the board in…": the note under the FEN says the rest
    readingWithoutStep_.reset();
    if (result.outcome != PictureResult::Outcome::Read) {
        const auto words = [source, problem = result.problem] {
            return tr("Nothing read from %1: %2").arg(source(), problem);
        };
        lastProblem_ = words();
        readingNote_->showNote(words, true);
        emit pictureDone(false);
        return;
    }
    const PictureReading& reading = result.reading;
    const ReadingFacts facts{0, result.turnedDegrees, result.mirrored, result.colouredWrongWayRound,
        reading.flipped, reading.blackToMove, result.truncated, result.anotherBoard, source, result.seconds};
    // The squares still framed, as the board shows them when the note is said (sayAgain).
    const auto note = [this, facts] {
        ReadingFacts now = facts;
        now.unsure = std::popcount(board_->doubtfulSquares());
        return readingWords(now);
    };

    const bool flippedBefore = board_->isFlipped();
    QUndoStack* stack = document_->undoStack();
    const int indexBefore = stack->index();
    document_->setPosition(reading.position, tr("Read from a picture"), {});
    board_->setFlipped(reading.flipped);
    board_->setDoubts(reading.unsure, reading.alternatives, &reading.position);
    ReadingShown shown{nullptr, stack->index(), flippedBefore, reading.flipped, reading.position,
        reading.unsure, reading.alternatives, note};
    readingOnShow_ = nullptr;
    if (stack->index() != indexBefore) { // no step when the position was already the one read
        shown.step = stack->command(stack->index() - 1);
        readingOnShow_ = shown.step;
        readings_.push_back(std::move(shown));
    } else {
        readingWithoutStep_ = std::move(shown); // a session can still start on it
    }
    lastProblem_.clear();
    readPosition_ = document_->fen();
    readingNote_->showNote(note, false);
    emit pictureDone(true);
}

void MainWindow::hideStaleReadingNote()
{
    if (readingNote_->isProblem()) {
        readingNote_->hide(); // why the last picture was not read: the user has moved on
        return;
    }
    // With no history, as when a file is opened, the note goes with the position it speaks of,
    // and stays while that is still shown (`forsyth PICTURE` starts the session on it).
    if (document_->undoStack()->count() == 0 && document_->fen() != readPosition_)
        readingNote_->hide();
}

void MainWindow::keepReadingNoteClosed()
{
    const auto onShow = std::ranges::find(readings_, readingOnShow_, &ReadingShown::step);
    if (onShow != readings_.end())
        onShow->noteClosed = true; // through undo and redo too
}

void MainWindow::forgetReadings()
{
    readings_.clear();
    readingWithoutStep_.reset();
    if (readingOnShow_ == nullptr)
        return;
    // Another position starts the session (a file opened): the reading's marks and words are not
    // on it.
    readingOnShow_ = nullptr;
    takeReadingOff();
}

void MainWindow::takeReadingOff()
{
    board_->setDoubts(0, {});
    if (!readingNote_->isProblem())
        readingNote_->hide();
}

void MainWindow::startSessionOnReading()
{
    // The position read may have been the one shown already (`forsyth PICTURE` on the last
    // run's position): no step was made for it, and the session starts on it all the same.
    const auto onShow = std::ranges::find(readings_, readingOnShow_, &ReadingShown::step);
    std::optional<ReadingShown> start = onShow != readings_.end() ? *onShow : readingWithoutStep_;
    if (!start) {
        document_->startSession();
        return;
    }
    document_->startSession(); // forgets it with its step
    start->step = &sessionStart_;
    start->undoIndex = 0;
    readings_.push_back(std::move(*start));
    followReadingInUndo(0); // shows it again
}

const MainWindow::ReadingShown* MainWindow::readingInEffect(int undoIndex) const
{
    const QUndoStack* stack = document_->undoStack();
    for (auto reading = readings_.rbegin(); reading != readings_.rend(); ++reading) {
        if (reading->undoIndex > undoIndex)
            continue;
        // Clear board, Start position, a FEN pasted, a transform: nothing the reading's frames
        // and note speak of is on the board. Square edits and a typed FEN mend the reading.
        for (int i = reading->undoIndex; i < undoIndex; ++i) {
            if (PositionDocument::replacesPlacement(stack->command(i)))
                return nullptr;
        }
        return &*reading;
    }
    return nullptr;
}

void MainWindow::followReadingInUndo(int undoIndex)
{
    readingWithoutStep_.reset(); // a step done or undone since: the board no longer shows it as read
    hideStaleReadingNote();
    const QUndoStack* stack = document_->undoStack();
    // A step undone and then replaced by another edit is gone.
    std::erase_if(readings_, [this, stack](const ReadingShown& reading) {
        return reading.step != &sessionStart_
            && (reading.undoIndex > stack->count() || stack->command(reading.undoIndex - 1) != reading.step);
    });
    const ReadingShown* inEffect = readingInEffect(undoIndex);
    if (inEffect != nullptr && inEffect->step == readingOnShow_)
        return;
    // The reading shown undone takes the board's turn back with it.
    const auto onShow = std::ranges::find(readings_, readingOnShow_, &ReadingShown::step);
    if (onShow != readings_.end() && undoIndex < onShow->undoIndex)
        board_->setFlipped(onShow->flippedBefore);
    const QUndoCommand* top = undoIndex > 0 ? stack->command(undoIndex - 1) : nullptr;
    if (inEffect == nullptr) {
        // Its marks and words go with it (a reading that made no step, the position being the
        // one read already, goes with a step that replaces the position).
        if (readingOnShow_ != nullptr || PositionDocument::replacesPlacement(top))
            takeReadingOff();
        readingOnShow_ = nullptr;
        return;
    }
    board_->setFlipped(inEffect->flipped);
    board_->setDoubts(inEffect->unsure, inEffect->alternatives, &inEffect->read);
    if (!inEffect->noteClosed)
        readingNote_->showNote(inEffect->note, false);
    else if (!readingNote_->isProblem())
        readingNote_->hide(); // another reading's words
    readingOnShow_ = inEffect->step;
}

} // namespace forsyth
