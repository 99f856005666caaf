// What each FEN field did in a move and why: every kind of move, every reason a castling
// right goes, ep set and cleared, both counters.
#include "fen.h"
#include "move_effects.h"
#include "test_support_core.h"

#include <QtTest>

#include <optional>

using namespace forsyth;

class TestMoveEffects : public QObject {
    Q_OBJECT

private slots:
    void doubleStep();
    void blackReplyClearsNothingButCountsTheMove();
    void quietPieceMove();
    void capture();
    void enPassant();
    void promotionWithCapture();
    void castlingBothWays();
    void kingMoveLosesBothRights();
    void rookMoveAndRookCapture();
    void keptRightsStayKept();
};

void TestMoveEffects::doubleStep()
{
    const Position start = read(StartFen);
    const MoveEffects e = moveEffects(start, legalMove(start, "e2e4"));
    QVERIFY(e.moved.is(Color::White, PieceType::Pawn));
    QCOMPARE(e.from, sq("e2"));
    QCOMPARE(e.to, sq("e4"));
    QVERIFY(e.doubleStep);
    QVERIFY(e.captured.empty());
    QCOMPARE(e.captureSquare, NoSquare);
    QCOMPARE(e.sideBefore, Color::White);
    QCOMPARE(e.sideAfter, Color::Black);
    QVERIFY(!e.castlingChanged());
    QCOMPARE(e.ep, EpChange::Set);
    QCOMPARE(e.epAfter, sq("e3"));
    QCOMPARE(e.epPawn, sq("e4"));
    QVERIFY(e.halfmoveReset.pawnMoved);
    QVERIFY(!e.halfmoveReset.capture);
    QCOMPARE(e.halfmoveAfter, 0);
    QVERIFY(!e.fullmoveIncremented);
    QCOMPARE(e.fullmoveAfter, 1);
}

void TestMoveEffects::blackReplyClearsNothingButCountsTheMove()
{
    const Position p = read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    const MoveEffects e = moveEffects(p, legalMove(p, "c7c5"));
    QCOMPARE(e.ep, EpChange::Set); // e3 replaced by c6
    QCOMPARE(e.epBefore, sq("e3"));
    QCOMPARE(e.epAfter, sq("c6"));
    QCOMPARE(e.sideAfter, Color::White);
    QVERIFY(e.fullmoveIncremented);
    QCOMPARE(e.fullmoveAfter, 2);
}

void TestMoveEffects::quietPieceMove()
{
    const Position p = read("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
    const MoveEffects e = moveEffects(p, legalMove(p, "g1f3"));
    QVERIFY(e.moved.is(Color::White, PieceType::Knight));
    QVERIFY(!e.doubleStep);
    QCOMPARE(e.ep, EpChange::Cleared);
    QCOMPARE(e.epBefore, sq("c6"));
    QCOMPARE(e.epAfter, NoSquare);
    QVERIFY(!e.halfmoveReset.any());
    QCOMPARE(e.halfmoveBefore, 0);
    QCOMPARE(e.halfmoveAfter, 1);
    QVERIFY(!e.fullmoveIncremented);
    QVERIFY(!e.castlingChanged());
}

void TestMoveEffects::capture()
{
    const Position p = read("4k3/8/8/3p4/8/8/8/3QK3 w - - 7 30");
    const MoveEffects e = moveEffects(p, legalMove(p, "d1d5"));
    QVERIFY(e.captured.is(Color::Black, PieceType::Pawn));
    QCOMPARE(e.captureSquare, sq("d5"));
    QVERIFY(e.halfmoveReset.capture);
    QVERIFY(!e.halfmoveReset.pawnMoved);
    QCOMPARE(e.halfmoveAfter, 0);
    QCOMPARE(e.ep, EpChange::StaysEmpty);
}

void TestMoveEffects::enPassant()
{
    const Position p = read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    const MoveEffects e = moveEffects(p, legalMove(p, "e5d6"));
    QVERIFY(e.enPassant);
    QCOMPARE(e.to, sq("d6"));
    QVERIFY(e.captured.is(Color::Black, PieceType::Pawn));
    QCOMPARE(e.captureSquare, sq("d5"));
    QVERIFY(e.halfmoveReset.pawnMoved);
    QVERIFY(e.halfmoveReset.capture);
    QCOMPARE(e.ep, EpChange::Cleared);
}

void TestMoveEffects::promotionWithCapture()
{
    const Position p = read("r3k2r/1P6/8/8/8/8/8/4K3 w kq - 3 40");
    const MoveEffects e = moveEffects(p, legalMove(p, "b7a8n"));
    QCOMPARE(e.promotion, PieceType::Knight);
    QVERIFY(e.moved.is(Color::White, PieceType::Pawn));
    QVERIFY(e.captured.is(Color::Black, PieceType::Rook));
    QCOMPARE(e.lost(Color::Black, CastlingSide::Queen), CastlingLoss::RookCaptured);
    QCOMPARE(e.rookSquareOf(Color::Black, CastlingSide::Queen), sq("a8"));
    QCOMPARE(e.lost(Color::Black, CastlingSide::King), CastlingLoss::Kept);
}

void TestMoveEffects::castlingBothWays()
{
    const Position p = read("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 10");
    const MoveEffects king = moveEffects(p, legalMove(p, "e1g1"));
    QVERIFY(king.castled);
    QCOMPARE(king.castlingSide, CastlingSide::King);
    QCOMPARE(king.to, sq("g1"));
    QCOMPARE(king.rookFrom, sq("h1"));
    QCOMPARE(king.rookTo, sq("f1"));
    QVERIFY(king.captured.empty());
    QCOMPARE(king.lost(Color::White, CastlingSide::King), CastlingLoss::Castled);
    QCOMPARE(king.lost(Color::White, CastlingSide::Queen), CastlingLoss::Castled);
    QCOMPARE(king.lost(Color::Black, CastlingSide::King), CastlingLoss::Kept);
    QCOMPARE(king.halfmoveAfter, 6);

    const Position b = read("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 10");
    const MoveEffects queen = moveEffects(b, legalMove(b, "e8c8"));
    QCOMPARE(queen.castlingSide, CastlingSide::Queen);
    QCOMPARE(queen.to, sq("c8"));
    QCOMPARE(queen.rookFrom, sq("a8"));
    QCOMPARE(queen.rookTo, sq("d8"));
    QCOMPARE(queen.lost(Color::Black, CastlingSide::King), CastlingLoss::Castled);
    QCOMPARE(queen.lost(Color::White, CastlingSide::King), CastlingLoss::Kept);
    QVERIFY(queen.fullmoveIncremented);
}

void TestMoveEffects::kingMoveLosesBothRights()
{
    const Position p = read("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const MoveEffects e = moveEffects(p, legalMove(p, "e1e2"));
    QVERIFY(!e.castled);
    QCOMPARE(e.lost(Color::White, CastlingSide::King), CastlingLoss::KingMoved);
    QCOMPARE(e.lost(Color::White, CastlingSide::Queen), CastlingLoss::KingMoved);
    QVERIFY(!e.halfmoveReset.any());
}

void TestMoveEffects::rookMoveAndRookCapture()
{
    // The a1 rook takes the a8 rook: White loses Q (its rook moved), Black q (captured).
    const Position p = read("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const MoveEffects e = moveEffects(p, legalMove(p, "a1a8"));
    QCOMPARE(e.lost(Color::White, CastlingSide::Queen), CastlingLoss::RookMoved);
    QCOMPARE(e.rookSquareOf(Color::White, CastlingSide::Queen), sq("a1"));
    QCOMPARE(e.lost(Color::Black, CastlingSide::Queen), CastlingLoss::RookCaptured);
    QCOMPARE(e.lost(Color::White, CastlingSide::King), CastlingLoss::Kept);
    QCOMPARE(e.lost(Color::Black, CastlingSide::King), CastlingLoss::Kept);
    QVERIFY(e.castlingChanged());
}

void TestMoveEffects::keptRightsStayKept()
{
    // Rights already gone are not "lost" again.
    const Position p = read("r3k2r/8/8/8/8/8/8/R3K2R w Kk - 0 1");
    const MoveEffects e = moveEffects(p, legalMove(p, "a1a2"));
    QVERIFY(!e.castlingChanged());
}

QTEST_APPLESS_MAIN(TestMoveEffects)
#include "tst_moveeffects.moc"
