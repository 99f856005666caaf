// The editor document: edits, fitting fields after an edit, undo/redo and typing bursts.
#include "paste_text.h"
#include "position_document.h"
#include "step_action.h"
#include "test_support.h"

#include "transforms.h"

#include <QSignalSpy>
#include <QtTest>

using namespace forsyth;

class TestDocument : public QObject {
    Q_OBJECT

private slots:
    void chess960FollowsThePosition();
    void editIsNotAMove();
    void placeAndEmpty();
    void copyKeepsSource();
    void fieldsFitWithMessage();
    void oneMessageNamesEverything();
    void castlingTickComesBack();
    void sideChangeClearsEp();
    void controlsEdits();
    void undoRedoRoundTrip();
    void typingBurstIsOneStep();
    void notationIsNotAnEdit();
    void noOpEditsPushNothing();
    void titleIsUndone();
    void editGroupIsOneStep();
    void editGroupThatChangesNothingLeavesNoStep();
    void savedAndModified();
    void sessionStartsHere();
    void stepActionsFollowTheStack();
    void stepActionsTakeANewPrefix();
};

void TestDocument::editIsNotAMove()
{
    PositionDocument doc;
    doc.movePiece(sq("e2"), sq("e4"));
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
}

void TestDocument::placeAndEmpty()
{
    PositionDocument doc;
    QSignalSpy spy(&doc, &PositionDocument::changed);
    doc.placePiece(sq("d4"), {PieceType::Queen, Color::Black});
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.at(0).at(0).value<PositionDocument::Changes>().testFlag(PositionDocument::Placement));
    QVERIFY(doc.position().pieceAt(sq("d4")).is(Color::Black, PieceType::Queen));
    doc.placePiece(sq("d4"), {});
    QVERIFY(doc.position().pieceAt(sq("d4")).empty());
}

void TestDocument::copyKeepsSource()
{
    PositionDocument doc;
    doc.copyPiece(sq("d1"), sq("d4"));
    QVERIFY(doc.position().pieceAt(sq("d1")).is(Color::White, PieceType::Queen));
    QVERIFY(doc.position().pieceAt(sq("d4")).is(Color::White, PieceType::Queen));
}

void TestDocument::fieldsFitWithMessage()
{
    PositionDocument doc;
    doc.setPosition(read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"), "test");
    QSignalSpy messages(&doc, &PositionDocument::fieldsFitted);
    doc.movePiece(sq("e4"), sq("e5"));
    QCOMPARE(doc.position().epSquare, NoSquare);
    QCOMPARE(messages.count(), 1);
    QVERIFY(messages.at(0).at(0).toString().contains("e3"));
}

void TestDocument::oneMessageNamesEverything()
{
    PositionDocument doc;
    QSignalSpy messages(&doc, &PositionDocument::fieldsFitted);
    doc.movePiece(sq("e1"), sq("d3")); // the white king leaves: K and Q go together
    QCOMPARE(messages.count(), 1);
    const QString said = messages.at(0).at(0).toString();
    QVERIFY2(said.contains("K, Q"), qPrintable(said));
    // A king move that also spoils an ep square: one message naming both.
    doc.setPosition(read("4k2r/8/8/8/4P3/8/8/4K3 b k e3 0 1"), "test");
    messages.clear();
    doc.movePiece(sq("e8"), sq("e3")); // the king leaves e8 and stands on the ep square
    QCOMPARE(messages.count(), 1);
    const QString both = messages.at(0).at(0).toString();
    QVERIFY2(both.contains("k set aside") && both.contains("e3"), qPrintable(both));
}

void TestDocument::castlingTickComesBack()
{
    PositionDocument doc;
    QSignalSpy messages(&doc, &PositionDocument::fieldsFitted);
    doc.movePiece(sq("h1"), sq("h4"));
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/7R/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1"));
    QCOMPARE(messages.count(), 1);
    QVERIFY(doc.wantedCastling().has(Color::White, CastlingSide::King));
    doc.movePiece(sq("h4"), sq("h1"));
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

void TestDocument::sideChangeClearsEp()
{
    PositionDocument doc;
    doc.setPosition(read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"), "test");
    QSignalSpy messages(&doc, &PositionDocument::fieldsFitted);
    doc.setSideToMove(Color::Black);
    QCOMPARE(doc.fen(), QString("4k3/8/8/3pP3/8/8/8/4K3 b - - 0 2"));
    QCOMPARE(messages.count(), 1);
}

void TestDocument::controlsEdits()
{
    PositionDocument doc;
    doc.setCastlingRight(Color::Black, CastlingSide::Queen, CastlingRights::None);
    doc.setHalfmoveClock(12);
    doc.setFullmoveNumber(30);
    doc.setSideToMove(Color::Black);
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQk - 12 30"));
    doc.setPosition(read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), "test");
    doc.setEpSquare(sq("e3"));
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
}

void TestDocument::undoRedoRoundTrip()
{
    PositionDocument doc;
    const QString start = doc.fen();
    doc.movePiece(sq("e2"), sq("e4"));
    doc.setSideToMove(Color::Black);
    doc.placePiece(sq("a8"), {});
    const QString end = doc.fen();
    QCOMPARE(doc.undoStack()->count(), 3);
    for (int i = 0; i < 3; ++i)
        doc.undoStack()->undo();
    QCOMPARE(doc.fen(), start);
    for (int i = 0; i < 3; ++i)
        doc.undoStack()->redo();
    QCOMPARE(doc.fen(), end);
}

void TestDocument::typingBurstIsOneStep()
{
    PositionDocument doc;
    const QString start = doc.fen();
    doc.setPositionFromTyping(read("8/8/8/8/8/8/8/8"));
    doc.setPositionFromTyping(read("4k3/8/8/8/8/8/8/8"));
    doc.setPositionFromTyping(read("4k3/8/8/8/8/8/8/4K3"));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.endTypingBurst();
    doc.setPositionFromTyping(read("4k3/8/8/8/8/8/8/3K4"));
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.fen(), QString("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    doc.undoStack()->undo();
    QCOMPARE(doc.fen(), start);

    // Typing after an undo is a new step, not a merge into the undone one.
    doc.undoStack()->redo();
    doc.setPositionFromTyping(read("4k3/8/8/8/8/8/8/5K2"));
    QCOMPARE(doc.undoStack()->count(), 2);
    // A keystroke that changes nothing opens no burst: the next change is its own step.
    doc.endTypingBurst();
    doc.setPositionFromTyping(read("4k3/8/8/8/8/8/8/5K2"));
    doc.setPositionFromTyping(read("4k3/8/8/8/8/8/8/6K1"));
    QCOMPARE(doc.undoStack()->count(), 3);
}

void TestDocument::notationIsNotAnEdit()
{
    PositionDocument doc;
    doc.setCastlingNotation(CastlingNotation::Shredder);
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestDocument::noOpEditsPushNothing()
{
    PositionDocument doc;
    doc.movePiece(sq("e4"), sq("e5")); // empty source
    doc.movePiece(sq("e2"), sq("e2"));
    doc.placePiece(sq("e1"), {PieceType::King, Color::White});
    doc.setSideToMove(Color::White);
    QCOMPARE(doc.undoStack()->count(), 0);
}

// Chess960 castling is on when a position's rights need it, off for one that does not; the
// user's switch is an undo step; typing keeps it on.
void TestDocument::chess960FollowsThePosition()
{
    PositionDocument doc;
    QVERIFY(!doc.isChess960());
    QCOMPARE(doc.castlingRules(), CastlingRules::Standard);
    doc.setPosition(read("bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w KQkq - 0 1"), "960");
    QVERIFY(doc.isChess960());
    doc.setPosition(read(StartFen), "start");
    QVERIFY(!doc.isChess960());
    doc.setChess960(true);
    QVERIFY(doc.isChess960());
    doc.undoStack()->undo();
    QVERIFY(!doc.isChess960());
    doc.setPositionFromTyping(read("4k3/8/8/8/8/8/8/R2RK2R w KD - 0 1"));
    QVERIFY(doc.isChess960());
    doc.setPositionFromTyping(read(StartFen));
    QVERIFY(doc.isChess960()); // typing on: the switch stays as it was
    // Ordinary chess: a king moved off e1 sets its rights aside; under Chess960 they stay.
    doc.setChess960(false);
    doc.setPosition(read("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "rooks");
    doc.movePiece(sq("e1"), sq("d1"));
    QVERIFY(!doc.position().castling.any());
    doc.undoStack()->undo();
    doc.setChess960(true);
    doc.movePiece(sq("e1"), sq("d1"));
    QCOMPARE(doc.fen(), QString("4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1"));
}

QTEST_MAIN(TestDocument)
// The title (EPD id, PGN Event) goes with the position through undo and redo, so a Save
// after an undo writes the title of the position shown.
void TestDocument::titleIsUndone()
{
    PositionDocument doc;
    QVERIFY(pasteText(doc, "4k3/8/8/8/8/8/8/4K2R w K - id \"Puzzle\";", "paste").ok);
    QCOMPARE(doc.title(), QString("Puzzle"));
    QCOMPARE(doc.undoStack()->count(), 1);
    const QByteArray pgn = "[Event \"Other\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/K6k b - - 3 40\"]\n\n*\n";
    QVERIFY(pasteText(doc, pgn, "paste").ok);
    QCOMPARE(doc.title(), QString("Other"));
    QCOMPARE(doc.undoStack()->count(), 2); // position and title: one step
    doc.undoStack()->undo();
    QCOMPARE(doc.title(), QString("Puzzle"));
    QCOMPARE(doc.fen(), QString("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    doc.undoStack()->redo();
    QCOMPARE(doc.title(), QString("Other"));
    // Edits and transforms keep the title; setTitle is a step of its own.
    doc.placePiece(sq("a1"), Piece{});
    QCOMPARE(doc.title(), QString("Other"));
    doc.setTitle("Renamed");
    QCOMPARE(doc.undoStack()->count(), 4);
    doc.undoStack()->undo();
    QCOMPARE(doc.title(), QString("Other"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.title(), QString());
}

void TestDocument::editGroupIsOneStep()
{
    PositionDocument doc;
    const QString start = doc.fen();
    {
        PositionDocument::EditGroup stroke(doc, QStringLiteral("Paint white queen"));
        doc.placePiece(sq("d4"), Piece{PieceType::Queen, Color::White});
        doc.placePiece(sq("e4"), Piece{PieceType::Queen, Color::White});
        doc.placePiece(sq("f4"), Piece{PieceType::Queen, Color::White});
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Paint white queen"));
    doc.undoStack()->undo();
    QCOMPARE(doc.fen(), start);
    doc.placePiece(sq("a4"), Piece{PieceType::Rook, Color::Black}); // after the group: a step of its own
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->index(), 1);
}

void TestDocument::editGroupThatChangesNothingLeavesNoStep()
{
    PositionDocument doc;
    {
        PositionDocument::EditGroup stroke(doc, QStringLiteral("Erase squares"));
        doc.placePiece(sq("e4"), Piece{}); // already empty
    }
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestDocument::savedAndModified()
{
    PositionDocument doc;
    QVERIFY(!doc.isModified());
    doc.movePiece(sq("e2"), sq("e4"));
    QVERIFY(doc.isModified());
    doc.markSaved();
    QVERIFY(!doc.isModified());
    doc.undoStack()->undo(); // back before the save: differs from the file again
    QVERIFY(doc.isModified());
    doc.undoStack()->redo();
    QVERIFY(!doc.isModified());
}

void TestDocument::sessionStartsHere()
{
    PositionDocument doc;
    doc.movePiece(sq("e2"), sq("e4"));
    const QString here = doc.fen();
    doc.startSession();
    QVERIFY(!doc.undoStack()->canUndo());
    QCOMPARE(doc.fen(), here);
}

#include "tst_document.moc"

void TestDocument::stepActionsFollowTheStack()
{
    PositionDocument doc;
    StepAction* undo = doc.createUndoAction(&doc, QStringLiteral("&Undo"));
    StepAction* redo = doc.createRedoAction(&doc, QStringLiteral("&Redo"));
    QCOMPARE(undo->text(), QStringLiteral("&Undo"));
    QVERIFY(!undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    doc.setPosition(emptyPosition(), QStringLiteral("Clear board"));
    QCOMPARE(undo->text(), QStringLiteral("&Undo Clear board"));
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(doc.position(), startPosition());
    QCOMPARE(undo->text(), QStringLiteral("&Undo"));
    QVERIFY(!undo->isEnabled());
    QCOMPARE(redo->text(), QStringLiteral("&Redo Clear board"));
    QVERIFY(redo->isEnabled());
    redo->trigger();
    QCOMPARE(doc.position(), emptyPosition());
    QVERIFY(!redo->isEnabled());
}

// A language switch: the same actions, the step they name kept, the prefix new.
void TestDocument::stepActionsTakeANewPrefix()
{
    PositionDocument doc;
    doc.setPosition(emptyPosition(), QStringLiteral("Clear board"));
    doc.setPosition(startPosition(), QStringLiteral("Start position"));
    doc.undoStack()->undo();
    StepAction* undo = doc.createUndoAction(&doc, QStringLiteral("&Undo"));
    StepAction* redo = doc.createRedoAction(&doc, QStringLiteral("&Redo"));
    undo->setPrefix(QStringLiteral("실행 취소(&U)"));
    redo->setPrefix(QStringLiteral("다시 실행(&R)"));
    QCOMPARE(undo->prefix(), QStringLiteral("실행 취소(&U)"));
    QCOMPARE(undo->text(), QStringLiteral("실행 취소(&U) Clear board"));
    QCOMPARE(redo->text(), QStringLiteral("다시 실행(&R) Start position"));
    // The new prefix stays with the next steps.
    redo->trigger();
    QCOMPARE(undo->text(), QStringLiteral("실행 취소(&U) Start position"));
    QCOMPARE(redo->text(), QStringLiteral("다시 실행(&R)"));
}
