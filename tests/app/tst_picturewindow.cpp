// Pictures in the editor's window: a picture pasted, opened and dropped becomes the position in
// one undo step that takes the board's turn and the reading's marks with it; a picture with no
// board, or one the reader does not take, leaves the position as it was and says why; unsure
// squares are framed while they hold what was read. The vision module is the build's.
#include "read_image_pictures.h"
#include "test_support.h"

#include "fen_field.h"
#include "picture_reader.h"
#include "reading_note.h"

#include <QBuffer>
#include <QClipboard>
#include <QLineEdit>
#include <QPainter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QToolButton>
#include <QUndoStack>

using namespace forsyth;

class TestPictureWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { clearSettings(); } // no position saved by one case opens the next one's window
    void pastedPictureInTheWindow();
    void openedAndDroppedPictures();
    void earlierReadingBackWhenALaterOneIsUndone();
    void readingGoesWithAPositionReplaced();
    void sessionStartedOnAReading();
    void sessionStartedOnAReadingOfTheLastPosition();
    void ctrlVInTheFenField();
    void anotherBoardSaidInTheNote();
    void unsureSquaresMarkedUntilEdited();

private:
    QTemporaryDir dir_;
    IsolatedSettings settings_;
};

void TestPictureWindow::initTestCase()
{
    QVERIFY(dir_.isValid());
    QVERIFY(settings_.isolate());
    useBuildsVisionModule();
}

void TestPictureWindow::pastedPictureInTheWindow()
{
    const auto window = openWindow();
    const QString before = window->fenField()->lineEdit()->text();
    QSignalSpy done(window.get(), &MainWindow::pictureDone);
    const QString fen = Positions[1];
    QGuiApplication::clipboard()->setImage(screenshot(fen, true));
    action(*window, "actionPasteFen")->trigger();
    QVERIFY(done.wait(60000));
    QCOMPARE(done.last().at(0).toBool(), true);
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(fen));
    QVERIFY(window->board()->isFlipped()); // as the picture showed it
    // The note under the FEN says what a picture cannot show, whole: as many lines as it needs.
    ReadingNote* note = window->readingNote();
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains("A picture shows no side to move"));
    QVERIFY(note->text().contains("Black was at the bottom"));
    // The seconds stay on one line with their unit.
    QVERIFY(note->text().contains(QRegularExpression(QStringLiteral("\\d\u00a0s\\."))));
    QVERIFY(!note->isProblem());
    QVERIFY(note->height() >= note->heightForWidth(note->width()));
    QTRY_VERIFY(note->geometry().top() >= window->fenField()->geometry().bottom());
    // A teacher switching the language in front of the class: the note says it again.
    window->setLanguage(QStringLiteral("ko"));
    QVERIFY2(note->text().contains(QStringLiteral("흑이 아래쪽")), qPrintable(note->text()));
    QVERIFY2(note->text().contains(QStringLiteral("클립보드의 그림")), qPrintable(note->text()));
    // Chinese writes one sentence after another with no space between.
    window->setLanguage(QStringLiteral("zh_CN"));
    QVERIFY2(note->text().count(QChar(0x3002)) >= 2, qPrintable(note->text()));
    QVERIFY2(!note->text().contains(QStringLiteral("\u3002 ")), qPrintable(note->text()));
    window->setLanguage(QStringLiteral("en"));
    QVERIFY(note->text().contains("Black was at the bottom"));
    // One undo step takes it back, and with it the board's turn and the reading's marks, even
    // on a square that holds the same piece before and after (f7's pawn here); redone, they
    // come back.
    window->board()->setDoubts(bit(sq("f7")), {});
    window->document()->undoStack()->undo();
    QCOMPARE(window->fenField()->lineEdit()->text(), before);
    QVERIFY(!window->board()->isFlipped());
    QCOMPARE(window->board()->doubtfulSquares(), Bitboard{0});
    QVERIFY(!note->isVisible()); // it speaks of a turn and marks no longer shown
    window->document()->undoStack()->redo();
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(fen));
    QVERIFY(window->board()->isFlipped());
    QVERIFY(note->isVisible() && note->text().contains("A picture shows no side to move"));
    // Closed by its button, it stays closed, through undo and redo too.
    note->findChild<QToolButton*>("readingNoteClose")->click();
    QVERIFY(!note->isVisible());
    window->document()->undoStack()->undo();
    window->document()->undoStack()->redo();
    QVERIFY(!note->isVisible());
    window->document()->undoStack()->undo();
    // A picture with no board leaves the position as it was, and says why.
    QImage plain(600, 400, QImage::Format_RGB32);
    plain.fill(Qt::white);
    QGuiApplication::clipboard()->setImage(plain);
    action(*window, "actionPasteFen")->trigger();
    QVERIFY(done.wait(60000));
    QCOMPARE(done.last().at(0).toBool(), false);
    QCOMPARE(window->fenField()->lineEdit()->text(), before);
    QVERIFY(window->lastProblem().contains("No chess board"));
    QVERIFY(note->isVisible() && note->isProblem());
    QCOMPARE(note->text(), window->lastProblem());
    // Why nothing was read goes at the next edit.
    action(*window, "actionClearBoard")->trigger();
    QTRY_VERIFY(!note->isVisible());
}

void TestPictureWindow::openedAndDroppedPictures()
{
    const auto window = openWindow();
    QSignalSpy done(window.get(), &MainWindow::pictureDone);
    const QString file = dir_.filePath("opened.png");
    QVERIFY(screenshot(Positions[3], false).save(file));
    QVERIFY(window->openArgument(file)); // as `forsyth opened.png` and File > Open do
    QVERIFY(done.wait(60000));
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(Positions[3]));
    // `forsyth opened.png` then starts the session on it, which clears the history: the note
    // stays, as the position is still the one read. A file opened after it takes it away.
    window->startSessionOnReading();
    QVERIFY(window->readingNote()->isVisible());
    // The session's first edit keeps it too (the edit is made before the history counts it).
    window->document()->placePiece(sq("e4"), Piece{PieceType::Knight, Color::White});
    QCoreApplication::processEvents();
    QVERIFY(window->readingNote()->isVisible());
    window->document()->undoStack()->undo();
    const QString positions
        = testFile(dir_.path(), "two.epd", "8/8/8/8/8/8/8/K1k5 w - -\n8/8/8/8/8/8/8/k1K5 b - -\n");
    QVERIFY(window->openArgument(positions));
    QTRY_VERIFY(!window->readingNote()->isVisible());
    // Dropped on the board as a file, upside down: read turned the right way up, and the note
    // says so.
    const QString second = dir_.filePath("dropped.png");
    QVERIFY(screenshot(Positions[0], false).transformed(QTransform().rotate(180)).save(second));
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(second)});
    QVERIFY(drop(window->board(), data, window->board()->rect().center()));
    QVERIFY(done.wait(60000));
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(Positions[0]));
    QVERIFY2(
        window->readingNote()->text().contains("upside down"), qPrintable(window->readingNote()->text()));
    // Flipped top to bottom, it is said so, not upside down and mirrored.
    QVERIFY(screenshot(Positions[0], false).mirrored(false, true).save(second));
    QVERIFY(drop(window->board(), data, window->board()->rect().center()));
    QVERIFY(done.wait(60000));
    QVERIFY2(window->readingNote()->text().contains("flipped top to bottom")
            && !window->readingNote()->text().contains("upside down"),
        qPrintable(window->readingNote()->text()));
    // Dropped as picture data (a browser's image dragged): the bytes as the program offered them
    // are read, not the image Qt would decode from them on the window's thread; with no encoded
    // bytes offered, that image.
    QByteArray png;
    {
        QBuffer buffer(&png);
        QVERIFY(buffer.open(QIODevice::WriteOnly) && screenshot(Positions[3], false).save(&buffer, "PNG"));
    }
    QMimeData picture;
    picture.setImageData(screenshot(Positions[1], false));
    QVERIFY(drop(window->board(), picture, window->board()->rect().center()));
    QVERIFY(done.wait(60000));
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(Positions[1]));
    picture.setData(QStringLiteral("image/png"), png);
    QVERIFY(drop(window->board(), picture, window->board()->rect().center()));
    QVERIFY(done.wait(60000));
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(Positions[3]));
    // A picture is told by its first bytes, whatever its name: a PNG saved without an extension
    // is read, and a GIF is refused as a picture the reader does not take, not as a broken FEN.
    const QString unnamed = dir_.filePath("board-without-extension");
    QVERIFY(screenshot(Positions[2], false).save(unnamed, "PNG"));
    QVERIFY(window->openArgument(unnamed));
    QVERIFY(done.wait(60000));
    QCOMPARE(done.last().at(0).toBool(), true);
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(Positions[2]));
    // A scanned page saved as TIFF is read as well.
    const QString scan = testFile(dir_.path(), "scan.TIF", tiffBytes(screenshot(Positions[1], false)));
    QVERIFY(window->openArgument(scan));
    QVERIFY(done.wait(60000));
    QCOMPARE(done.last().at(0).toBool(), true);
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(Positions[1]));
    // A damaged one is refused as a picture, by its name, not taken for a broken FEN.
    QVERIFY(window->openArgument(testFile(dir_.path(), "damaged.tiff", QByteArray(300, 'x'))));
    QVERIFY(done.wait(60000));
    QCOMPARE(done.last().at(0).toBool(), false);
    QVERIFY2(
        window->lastProblem().contains("not a picture that can be read"), qPrintable(window->lastProblem()));
    const QString gif = testFile(dir_.path(), "board.gif", QByteArray("GIF89a\x10\x00\x10\x00", 10));
    QVERIFY(window->openArgument(gif));
    QVERIFY(done.wait(60000));
    QCOMPARE(done.last().at(0).toBool(), false);
    QVERIFY2(
        window->lastProblem().contains("not a picture that can be read"), qPrintable(window->lastProblem()));
}

void TestPictureWindow::earlierReadingBackWhenALaterOneIsUndone()
{
    // Two pictures read one after the other: undoing the second shows the first's position, and
    // with it the first's turn of the board and its note, as when the first was read.
    const auto window = openWindow();
    QSignalSpy done(window.get(), &MainWindow::pictureDone);
    ReadingNote* note = window->readingNote();
    QUndoStack* history = window->document()->undoStack();
    QGuiApplication::clipboard()->setImage(screenshot(Positions[1], true));
    action(*window, "actionPasteFen")->trigger();
    QVERIFY(done.wait(60000));
    const QString firstNote = note->text();
    QVERIFY(firstNote.contains("Black was at the bottom"));
    QGuiApplication::clipboard()->setImage(screenshot(Positions[3], false));
    action(*window, "actionPasteFen")->trigger();
    QVERIFY(done.wait(60000));
    QVERIFY(!window->board()->isFlipped());
    QVERIFY(note->isVisible() && !note->text().contains("Black was at the bottom"));
    const QString secondNote = note->text();
    history->undo();
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(Positions[1]));
    QVERIFY(window->board()->isFlipped());
    QVERIFY(note->isVisible());
    QCOMPARE(note->text(), firstNote);
    history->redo();
    QVERIFY(!window->board()->isFlipped());
    QCOMPARE(note->text(), secondNote);
    // A note closed by the user stays closed when the stack is back at its reading, and the
    // other reading's note does not stand in for it; the other's still comes back with its step.
    note->findChild<QToolButton*>("readingNoteClose")->click();
    history->undo();
    QCOMPARE(note->text(), firstNote);
    QVERIFY(note->isVisible());
    history->redo();
    QVERIFY(!note->isVisible());
    history->undo();
    note->findChild<QToolButton*>("readingNoteClose")->click();
    history->redo();
    history->undo();
    QVERIFY(!note->isVisible());
    QVERIFY(window->board()->isFlipped());
    history->undo();
    QVERIFY(!window->board()->isFlipped());
    QVERIFY(!note->isVisible());
}

void TestPictureWindow::readingGoesWithAPositionReplaced()
{
    // Clear board, Start position, a FEN pasted: the board no longer shows what the picture did,
    // and the frames and the note go, even on a square that is as it was read (e5, empty); the
    // step undone, the note comes back. A square edited keeps them.
    const auto window = openWindow();
    QSignalSpy done(window.get(), &MainWindow::pictureDone);
    ReadingNote* note = window->readingNote();
    QGuiApplication::clipboard()->setImage(screenshot(Positions[3], false));
    action(*window, "actionPasteFen")->trigger();
    QVERIFY(done.wait(60000));
    QVERIFY(note->isVisible());
    window->board()->setDoubts(bit(sq("e5")) | bit(sq("a2")), {});
    window->document()->placePiece(sq("a2"), Piece{PieceType::Knight, Color::White});
    QCoreApplication::processEvents();
    QCOMPARE(window->board()->doubtfulSquares(), bit(sq("e5")));
    QVERIFY(note->isVisible());
    window->document()->undoStack()->undo();
    action(*window, "actionClearBoard")->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(window->board()->doubtfulSquares(), Bitboard{0});
    QVERIFY(!note->isVisible());
    window->document()->undoStack()->undo();
    QCOMPARE(placementOf(window->fenField()->lineEdit()->text()), placementOf(Positions[3]));
    QVERIFY(note->isVisible());
    window->document()->undoStack()->redo();
    QVERIFY(!note->isVisible());
}

// Positions[0] with d1 showing a queen and a rook at once, half each, which the reader is
// unsure of.
static QImage queenOrRookOnD1()
{
    QImage picture = screenshot(Positions[0], false);
    QPainter painter(&picture);
    painter.setOpacity(0.5);
    painter.drawImage(0, 0, screenshot(QString(Positions[0]).replace("R1BQK2R", "R1BRK2R"), false));
    return picture;
}

void TestPictureWindow::sessionStartedOnAReading()
{
    // `forsyth PICTURE`: the session starts on the reading, so no step of it is in the history;
    // Clear board undone brings back its frames and note with its position.
    const QImage picture = queenOrRookOnD1();
    const auto window = openWindow();
    QSignalSpy done(window.get(), &MainWindow::pictureDone);
    ReadingNote* note = window->readingNote();
    QGuiApplication::clipboard()->setImage(picture);
    action(*window, "actionPasteFen")->trigger();
    QVERIFY(done.wait(60000));
    const QString read = window->fenField()->lineEdit()->text();
    const Bitboard framed = window->board()->doubtfulSquares();
    QVERIFY(framed & bit(sq("d1")));
    window->startSessionOnReading();
    QCOMPARE(window->document()->undoStack()->count(), 0);
    QCOMPARE(window->board()->doubtfulSquares(), framed);
    QVERIFY(note->isVisible());
    action(*window, "actionClearBoard")->trigger();
    QCOMPARE(window->board()->doubtfulSquares(), Bitboard{0});
    QVERIFY(!note->isVisible());
    window->document()->undoStack()->undo();
    QCOMPARE(window->fenField()->lineEdit()->text(), read);
    QCOMPARE(window->board()->doubtfulSquares(), framed);
    QVERIFY(note->isVisible());
    // d1 mended, its frame goes; the edit undone, it comes back.
    // The note counts the frames shown.
    QVERIFY(note->text().contains("One square read unsurely is framed"));
    window->document()->placePiece(sq("d1"), Piece{PieceType::Rook, Color::White});
    QCOMPARE(window->board()->doubtfulSquares(), framed & ~bit(sq("d1")));
    QVERIFY2(!note->text().contains("framed"), qPrintable(note->text()));
    window->document()->undoStack()->undo();
    QCOMPARE(window->board()->doubtfulSquares(), framed);
    QVERIFY(note->text().contains("One square read unsurely is framed"));
    // Another square edited, then the board cleared: undone, the reading is in effect again.
    window->document()->placePiece(sq("e4"), Piece{PieceType::Knight, Color::White});
    action(*window, "actionClearBoard")->trigger();
    QVERIFY(!note->isVisible());
    window->document()->undoStack()->undo();
    QCOMPARE(window->board()->doubtfulSquares(), framed);
    QVERIFY(note->isVisible());
    window->document()->undoStack()->undo();
    // Another session (a collection opened) starts on a position the reading does not speak of.
    window->document()->startSession();
    QCOMPARE(window->board()->doubtfulSquares(), Bitboard{0});
    QVERIFY(!note->isVisible());
    window->document()->placePiece(sq("e4"), Piece{PieceType::Knight, Color::White});
    window->document()->undoStack()->undo();
    QCOMPARE(window->board()->doubtfulSquares(), Bitboard{0});
    QVERIFY(!note->isVisible());
}

void TestPictureWindow::sessionStartedOnAReadingOfTheLastPosition()
{
    // `forsyth PICTURE` run again on the picture the last run read: the window opens on that
    // position, so the reading makes no step, and the session starts on it all the same.
    QString read;
    {
        const auto last = openWindow();
        QSignalSpy lastDone(last.get(), &MainWindow::pictureDone);
        QGuiApplication::clipboard()->setImage(queenOrRookOnD1());
        action(*last, "actionPasteFen")->trigger();
        QVERIFY(lastDone.wait(60000));
        read = last->fenField()->lineEdit()->text();
        last->close(); // keeps its position for the next run
    }
    const auto window = openWindow();
    QCOMPARE(window->fenField()->lineEdit()->text(), read);
    QSignalSpy done(window.get(), &MainWindow::pictureDone);
    action(*window, "actionPasteFen")->trigger();
    QVERIFY(done.wait(60000));
    QCOMPARE(window->document()->undoStack()->count(), 0); // no step: the position was the one read
    const Bitboard framed = window->board()->doubtfulSquares();
    QVERIFY(framed & bit(sq("d1")));
    window->startSessionOnReading();
    action(*window, "actionClearBoard")->trigger();
    QCOMPARE(window->board()->doubtfulSquares(), Bitboard{0});
    QVERIFY(!window->readingNote()->isVisible());
    window->document()->undoStack()->undo();
    QCOMPARE(window->fenField()->lineEdit()->text(), read);
    QCOMPARE(window->board()->doubtfulSquares(), framed);
    QVERIFY(window->readingNote()->isVisible());
}

void TestPictureWindow::ctrlVInTheFenField()
{
    // Ctrl+V in the FEN field, its text selected, with a picture on the clipboard: the picture
    // is read, as Ctrl+V on the board reads it; the line edit would have emptied the field.
    const auto window = openWindow();
    QSignalSpy done(window.get(), &MainWindow::pictureDone);
    QLineEdit* edit = window->fenField()->lineEdit();
    const QString before = edit->text();
    QGuiApplication::clipboard()->setImage(screenshot(Positions[3], false));
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_V, Qt::ControlModifier);
    QVERIFY(done.wait(60000));
    QCOMPARE(placementOf(edit->text()), placementOf(Positions[3]));
    // Nothing on the clipboard: nothing to paste, said, and the field keeps its text.
    window->document()->undoStack()->undo();
    QCOMPARE(edit->text(), before);
    QGuiApplication::clipboard()->clear();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(edit->text(), before);
    QVERIFY(window->lastProblem().contains("Nothing to paste"));
}

void TestPictureWindow::anotherBoardSaidInTheNote()
{
    // Two diagrams on one page: one is read, and the note says how to read the other.
    QImage page(1400, 700, QImage::Format_RGB32);
    page.fill(Qt::white);
    {
        QPainter painter(&page);
        painter.drawImage(QPoint(40, 40), screenshot(Positions[3], false, 400));
        painter.drawImage(QPoint(760, 60), screenshot(Positions[0], false, 400));
    }
    const auto window = openWindow();
    QSignalSpy done(window.get(), &MainWindow::pictureDone);
    QGuiApplication::clipboard()->setImage(page);
    action(*window, "actionPasteFen")->trigger();
    QVERIFY(done.wait(60000));
    QVERIFY2(window->readingNote()->text().contains("more than one board"),
        qPrintable(window->readingNote()->text()));
    QGuiApplication::clipboard()->setImage(screenshot(Positions[1], false));
    action(*window, "actionPasteFen")->trigger();
    QVERIFY(done.wait(60000));
    QVERIFY(!window->readingNote()->text().contains("more than one board"));
}

void TestPictureWindow::unsureSquaresMarkedUntilEdited()
{
    PositionDocument document;
    document.setPosition(read(Positions[0]), QString());
    BoardView board(&document);
    board.resize(400, 400);
    std::array<std::vector<Piece>, 64> alternatives{};
    alternatives[static_cast<std::size_t>(sq("e4"))] = {Piece{PieceType::Bishop, Color::White}, Piece{}};
    const auto purple = [](const QColor& c) { return c.red() > 110 && c.blue() > 140 && c.green() < 80; };
    const QRect e4 = board.squareRect(sq("e4"));
    const QRect d4 = board.squareRect(sq("d4"));
    QCOMPARE(countPixels(board.grab().toImage(), e4, purple), 0);
    board.setDoubts(bit(sq("e4")) | bit(sq("d4")), alternatives);
    const QImage marked = board.grab().toImage();
    QVERIFY(countPixels(marked, e4, purple) > 20); // the frame
    // The bishop it may be instead, small in the corner: the square's top right differs.
    PositionDocument plainDocument;
    plainDocument.setPosition(read(Positions[0]), QString());
    BoardView plain(&plainDocument);
    plain.resize(400, 400);
    const QRect corner(e4.right() - e4.width() / 3, e4.top() + 3, e4.width() / 4, e4.height() / 4);
    QVERIFY(marked.copy(corner) != plain.grab().toImage().copy(corner));
    // Edited, the square is settled; the other stays marked.
    document.placePiece(sq("e4"), Piece{PieceType::Knight, Color::White});
    QCOMPARE(board.doubtfulSquares(), bit(sq("d4")));
    const QImage after = board.grab().toImage();
    QCOMPARE(countPixels(after, e4.adjusted(2, 2, -2, -2), purple), 0);
    QVERIFY(countPixels(after, d4, purple) > 20);
    // The edit undone, the square holds what was read again, and is marked again.
    document.undoStack()->undo();
    QCOMPARE(board.doubtfulSquares(), bit(sq("e4")) | bit(sq("d4")));
    QVERIFY(countPixels(board.grab().toImage(), e4, purple) > 20);
}

QTEST_MAIN(TestPictureWindow)
#include "tst_picturewindow.moc"
