// Legal moves, makeMove, status and material: the exact move sets, field updates, and broken
// positions that must not crash (perft is tst_perft's).
#include "fen.h"
#include "moves.h"
#include "test_support_core.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <optional>

using namespace forsyth;

Q_DECLARE_METATYPE(forsyth::GameStatus)

namespace {

// UCI strings of all legal moves, sorted; castling as king-takes-rook when chess960.
QStringList uciMoves(const Position& pos, bool chess960 = false)
{
    QStringList list;
    for (const Move& m : legalMoves(pos))
        list << QString::fromStdString(moveToUci(pos, m, chess960));
    list.sort();
    return list;
}

// What must hold for any position, however broken.
void checkInvariants(const Position& pos)
{
    const MoveList moves = legalMoves(pos);
    QCOMPARE(quint64(perft(pos, 1)), quint64(moves.size()));
    QCOMPARE(hasLegalMove(pos), !moves.empty());
    const bool epMove = std::any_of(
        moves.begin(), moves.end(), [](const Move& m) { return m.kind == MoveKind::EnPassant; });
    QCOMPARE(epCapturable(pos), epMove);
    const Color us = pos.sideToMove;
    for (const Move& m : moves) {
        QVERIFY(m.from >= 0 && m.from < 64 && m.to >= 0 && m.to < 64);
        QCOMPARE(pos.pieceAt(m.from).color, us);
        QVERIFY(!pos.pieceAt(m.from).empty());
        const Position next = afterMove(pos, m);
        QCOMPARE(next.sideToMove, opposite(us));
        // No king of the mover may stand attacked afterwards.
        for (Bitboard k = next.pieces(us, PieceType::King); k;)
            QVERIFY(!next.attackersTo(popLowest(k), opposite(us)));
    }
    const GameStatus status = gameStatus(pos);
    QCOMPARE(status == GameStatus::Check || status == GameStatus::Checkmate, inCheck(pos));
    QCOMPARE(status == GameStatus::Checkmate || status == GameStatus::Stalemate, moves.empty());
}

} // namespace

class TestMoves : public QObject {
    Q_OBJECT

private slots:
    void epCapturersSayWhy();
    void castlingNowSaysWhatIsInTheWay();
    void moveSets_data();
    void moveSets();
    void makeMoveFields_data();
    void makeMoveFields();
    void uciNotation_data();
    void uciNotation();
    void status_data();
    void status();
    void insufficient_data();
    void insufficient();
    void brokenPositions_data();
    void brokenPositions();
    void nonsenseFields();
    void randomPositions();
    void severalBitsCounts();
    void gestures();
    void statusNames();
};

void TestMoves::moveSets_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");
    // Castling is written king-takes-rook here, as in Chess960 UCI.
    QTest::newRow("ep legal") << "8/8/8/K2pP3/8/8/8/7k w - d6 0 1" << QStringList{"e5d6"} << QStringList{};
    QTest::newRow("ep horizontal pin")
        << "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1" << QStringList{"e5e6"} << QStringList{"e5d6"};
    QTest::newRow("ep diagonal pin") << "k6b/8/8/3pP3/8/8/1K6/8 w - d6 0 1" << QStringList{}
                                     << QStringList{"e5d6", "e5e6"};
    QTest::newRow("ep takes the checker")
        << "8/8/8/3pP3/4K3/8/8/7k w - d6 0 1" << QStringList{"e5d6"} << QStringList{"e5e6"};
    QTest::newRow("black ep") << "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1" << QStringList{"e4d3", "e4e3"}
                              << QStringList{};
    QTest::newRow("promotions") << "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                << QStringList{"a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8n"}
                                << QStringList{"a7a8"};
    QTest::newRow("castle both") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << QStringList{"e1h1", "e1a1"}
                                 << QStringList{};
    QTest::newRow("castle through attack")
        << "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1" << QStringList{"e1a1"} << QStringList{"e1h1"};
    QTest::newRow("b1 attacked is fine")
        << "4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1" << QStringList{"e1a1", "e1h1"} << QStringList{};
    QTest::newRow("castle out of check")
        << "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1" << QStringList{} << QStringList{"e1a1", "e1h1"};
    QTest::newRow("castle blocked") << "4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1" << QStringList{}
                                    << QStringList{"e1a1", "e1h1"};
    QTest::newRow("960 rook uncovers queen")
        << "4k3/8/8/8/8/8/8/qR4K1 w B - 0 1" << QStringList{} << QStringList{"g1b1"};
    QTest::newRow("960 rook hides knight")
        << "4k3/8/8/8/8/8/8/nR4K1 w B - 0 1" << QStringList{"g1b1"} << QStringList{};
    QTest::newRow("960 king b1 rook a1")
        << "4k3/8/8/8/8/8/8/RK6 w A - 0 1" << QStringList{"b1a1"} << QStringList{};
    QTest::newRow("960 king stays on g1")
        << "4k3/8/8/8/8/8/8/6KR w H - 0 1" << QStringList{"g1h1"} << QStringList{};
    QTest::newRow("960 rook destination taken")
        << "4k3/8/8/8/8/8/8/1KR2N2 w C - 0 1" << QStringList{} << QStringList{"b1c1"};
    QTest::newRow("960 attacked destination")
        << "4k1r1/8/8/8/8/8/8/1K5R w H - 0 1" << QStringList{} << QStringList{"b1h1"};
}

void TestMoves::moveSets()
{
    QFETCH(QString, fen);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    const QStringList moves = uciMoves(read(fen), true);
    for (const QString& m : present)
        QVERIFY2(moves.contains(m), qPrintable(m + " missing from " + moves.join(' ')));
    for (const QString& m : absent)
        QVERIFY2(!moves.contains(m), qPrintable(m + " wrongly in " + moves.join(' ')));
    checkInvariants(read(fen));
}

void TestMoves::makeMoveFields_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("after");
    // Moves in Chess960 UCI (castling = king takes rook).
    QTest::newRow("double push sets ep") << StartFen << "e2e4"
                                         << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    QTest::newRow("ep even when uncapturable") << "4k3/8/8/8/8/8/P7/4K3 w - - 7 1"
                                               << "a2a4"
                                               << "4k3/8/8/8/P7/8/8/4K3 b - a3 0 1";
    QTest::newRow("black moves: fullmove + 1")
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        << "e7e5"
        << "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
    QTest::newRow("ep cleared, halfmove + 1")
        << "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
        << "g1f3"
        << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    QTest::newRow("capture resets halfmove") << "4k3/8/8/3p4/8/8/8/3QK3 w - - 12 30"
                                             << "d1d5"
                                             << "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 30";
    QTest::newRow("pawn push resets halfmove") << "4k3/8/8/8/8/3P4/8/4K3 w - - 12 30"
                                               << "d3d4"
                                               << "4k3/8/8/8/3P4/8/8/4K3 b - - 0 30";
    QTest::newRow("ep capture") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                << "e5d6"
                                << "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2";
    QTest::newRow("promotion") << "8/P6k/8/8/8/8/8/K7 w - - 3 40"
                               << "a7a8n"
                               << "N7/7k/8/8/8/8/8/K7 b - - 0 40";
    QTest::newRow("king move clears both") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                           << "e1e2"
                                           << "r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1";
    QTest::newRow("rook move clears one") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                          << "a1a2"
                                          << "r3k2r/8/8/8/8/8/R7/4K2R b Kkq - 1 1";
    QTest::newRow("rook captured") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                   << "a1a8"
                                   << "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1";
    QTest::newRow("black rook takes rook") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 9"
                                           << "h8h1"
                                           << "r3k3/8/8/8/8/8/8/R3K2r w Qq - 0 10";
    QTest::newRow("castle king side") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                      << "e1h1"
                                      << "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1";
    QTest::newRow("castle queen side") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                       << "e1a1"
                                       << "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1";
    QTest::newRow("black castles") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                   << "e8h8"
                                   << "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2";
    QTest::newRow("960 king b1 rook a1") << "4k3/8/8/8/8/8/8/RK5R w HA - 0 1"
                                         << "b1a1"
                                         << "4k3/8/8/8/8/8/8/2KR3R b - - 1 1";
    QTest::newRow("960 king and rook swap") << "4k3/8/8/8/8/8/8/5KR1 w G - 0 1"
                                            << "f1g1"
                                            << "4k3/8/8/8/8/8/8/5RK1 b - - 1 1";
    QTest::newRow("960 king stays") << "4k3/8/8/8/8/8/8/6KR w H - 0 1"
                                    << "g1h1"
                                    << "4k3/8/8/8/8/8/8/5RK1 b - - 1 1";
    QTest::newRow("960 black queen side") << "1rk5/8/8/8/8/8/8/4K3 b b - 0 3"
                                          << "c8b8"
                                          << "2kr4/8/8/8/8/8/8/4K3 w - - 1 4";
}

void TestMoves::makeMoveFields()
{
    QFETCH(QString, before);
    QFETCH(QString, move);
    QFETCH(QString, after);
    Position pos = read(before);
    const std::optional<Move> m = findUciMove(pos, move, true);
    QVERIFY2(m.has_value(), qPrintable(move + " is not legal here"));
    makeMove(pos, *m);
    const Position expected = read(after);
    QCOMPARE(fenOf(pos, {CastlingNotation::Shredder}), fenOf(expected, {CastlingNotation::Shredder}));
    QVERIFY(pos == expected);
}

void TestMoves::uciNotation_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("chess960Move");
    QTest::addColumn<QString>("standardMove");
    QTest::addColumn<int>("kingTo");
    QTest::newRow("O-O") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                         << "e1h1"
                         << "e1g1" << int(makeSquare(6, 0));
    QTest::newRow("O-O-O black") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                 << "e8a8"
                                 << "e8c8" << int(makeSquare(2, 7));
    QTest::newRow("960 b1a1") << "4k3/8/8/8/8/8/8/RK6 w A - 0 1"
                              << "b1a1"
                              << "b1c1" << int(makeSquare(2, 0));
    QTest::newRow("promotion") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                               << "b7b8r"
                               << "b7b8r" << int(makeSquare(1, 7));
}

void TestMoves::uciNotation()
{
    QFETCH(QString, fen);
    QFETCH(QString, chess960Move);
    QFETCH(QString, standardMove);
    QFETCH(int, kingTo);
    const Position pos = read(fen);
    const std::optional<Move> m = findUciMove(pos, chess960Move, true);
    QVERIFY(m.has_value());
    QCOMPARE(QString::fromStdString(moveToUci(pos, *m)), standardMove);
    QCOMPARE(kingDestination(pos, *m), kingTo);
}

void TestMoves::status_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<GameStatus>("expected");
    QTest::addColumn<int>("moveCount");
    QTest::newRow("start") << StartFen << GameStatus::Normal << 20;
    QTest::newRow("check") << "4k3/8/8/8/8/8/4R3/4K3 b - - 0 1" << GameStatus::Check << 4;
    QTest::newRow("double check") << "4k3/8/8/1B6/8/8/4R3/4K3 b - - 0 1" << GameStatus::Check << 3;
    QTest::newRow("fool's mate") << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
                                 << GameStatus::Checkmate << 0;
    QTest::newRow("back rank mate") << "3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1" << GameStatus::Checkmate << 0;
    QTest::newRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << GameStatus::Stalemate << 0;
    QTest::newRow("ep is the only move") << "7k/5Q2/8/8/1pP5/1P6/8/K7 b - c3 0 1" << GameStatus::Normal << 1;
    QTest::newRow("no pieces at all") << "8/8/8/8/8/8/8/8 w - - 0 1" << GameStatus::Stalemate << 0;
    QTest::newRow("teaching diagram") << "8/8/8/8/1pP4P/8/8/8 b - h3 0 1" << GameStatus::Normal << 1;
}

void TestMoves::status()
{
    QFETCH(QString, fen);
    QFETCH(GameStatus, expected);
    QFETCH(int, moveCount);
    const Position pos = read(fen);
    QCOMPARE(gameStatus(pos), expected);
    QCOMPARE(int(legalMoves(pos).size()), moveCount);
    checkInvariants(pos);
}

void TestMoves::insufficient_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("insufficient");
    QTest::newRow("K v K") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << true;
    QTest::newRow("KN v K") << "4k3/8/8/8/8/8/8/4KN2 w - - 0 1" << true;
    QTest::newRow("K v KN") << "4kn2/8/8/8/8/8/8/4K3 w - - 0 1" << true;
    QTest::newRow("KB v K") << "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1" << true;
    QTest::newRow("KB v KB same colour") << "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1" << true;
    QTest::newRow("KBBB v KB all dark") << "4k3/8/8/2b5/8/8/1B1B4/B3K3 w - - 0 1" << true;
    QTest::newRow("KB v KB opposite") << "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1" << false;
    QTest::newRow("KBB opposite v K") << "4k3/8/8/8/8/8/8/2BBK3 w - - 0 1" << false;
    QTest::newRow("KNN v K") << "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1" << false;
    QTest::newRow("KN v KN") << "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1" << false;
    QTest::newRow("KB v KN") << "4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1" << false;
    QTest::newRow("KBN v K") << "4k3/8/8/8/8/8/8/2B1KN2 w - - 0 1" << false;
    QTest::newRow("KP v K") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << false;
    QTest::newRow("KR v K") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" << false;
    QTest::newRow("KQ v K") << "4k3/8/8/8/8/8/8/3QK3 w - - 0 1" << false;
    QTest::newRow("start") << StartFen << false;
}

void TestMoves::insufficient()
{
    QFETCH(QString, fen);
    QFETCH(bool, insufficient);
    QCOMPARE(insufficientMaterial(read(fen)), insufficient);
}

void TestMoves::brokenPositions_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("expected");
    // The exact legal moves (Chess960 UCI), so "sensible" is pinned down.
    QTest::newRow("no kings") << "8/8/8/8/8/8/8/R7 w - - 0 1"
                              << QStringList{"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1",
                                     "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "a1h1"};
    QTest::newRow("three kings") << "k7/8/8/8/8/8/8/K6K w - - 0 1"
                                 << QStringList{"a1a2", "a1b1", "a1b2", "h1g1", "h1g2", "h1h2"};
    QTest::newRow("two kings, one would hang")
        << "k7/8/8/8/8/8/r7/K3K3 w - - 0 1" << QStringList{"a1a2", "a1b1"};
    QTest::newRow("white pawn on rank 8")
        << "P3k3/8/8/8/8/8/8/K7 w - - 0 1" << QStringList{"a1a2", "a1b1", "a1b2"};
    QTest::newRow("white pawn on rank 1")
        << "4k3/8/8/8/8/8/1n6/P6K w - - 0 1" << QStringList{"a1a2", "a1b2", "h1g1", "h1g2", "h1h2"};
    QTest::newRow("black pawn on rank 1")
        << "7k/8/8/8/8/8/8/p6K b - - 0 1" << QStringList{"h8g7", "h8g8", "h8h7"};
    QTest::newRow("black pawn on rank 8")
        << "p6k/8/8/8/8/8/8/7K b - - 0 1" << QStringList{"a8a7", "h8g7", "h8g8", "h8h7"};
    QTest::newRow("ep with no pawn behind")
        << "7k/8/8/4P3/8/8/8/7K w - d6 0 1" << QStringList{"e5e6", "h1g1", "h1g2", "h1h2"};
    QTest::newRow("ep square occupied")
        << "7k/8/3n4/3pP3/8/8/8/7K w - d6 0 1" << QStringList{"e5d6", "e5e6", "h1g1", "h1g2", "h1h2"};
    QTest::newRow("ep on the mover's side")
        << "7k/8/8/8/3pP3/8/8/7K w - d3 0 1" << QStringList{"e4e5", "h1g1", "h1g2", "h1h2"};
    QTest::newRow("castling without rooks")
        << "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1" << QStringList{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"};
    QTest::newRow("castling, king off its rank")
        << "4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1"
        << QStringList{"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1", "a1e1",
               "a1f1", "a1g1", "e2d1", "e2d2", "e2d3", "e2e1", "e2e3", "e2f1", "e2f2", "e2f3", "h1b1", "h1c1",
               "h1d1", "h1e1", "h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"};
    QTest::newRow("side not to move in check")
        << "4k3/8/8/8/8/8/8/4K2r b - - 0 1"
        << QStringList{"e8d7", "e8d8", "e8e7", "e8f7", "e8f8", "h1e1", "h1f1", "h1g1", "h1h2", "h1h3", "h1h4",
               "h1h5", "h1h6", "h1h7", "h1h8"};
}

void TestMoves::brokenPositions()
{
    QFETCH(QString, fen);
    QFETCH(QStringList, expected);
    const Position pos = read(fen);
    expected.sort();
    QCOMPARE(uciMoves(pos, true), expected);
    QVERIFY(!epCapturable(pos));
    checkInvariants(pos);
    for (const Move& m : legalMoves(pos))
        checkInvariants(afterMove(pos, m));
}

// Fields a FEN can never hold, set directly: nothing may read out of bounds.
void TestMoves::nonsenseFields()
{
    Position pos = read("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    for (Square ep : {-7, 64, 99, 0, 63, 43}) {
        pos.epSquare = ep;
        QCOMPARE(epCapturable(pos), ep == 43); // d6 is the real one
        checkInvariants(pos);
    }
    pos.epSquare = NoSquare;
    pos.castling.set(Color::White, CastlingSide::King, 0); // a rook file on the wrong side
    pos.castling.set(Color::White, CastlingSide::Queen, 9);
    pos.castling.set(Color::Black, CastlingSide::King, 7);
    checkInvariants(pos);
    QCOMPARE(legalMoves(pos).size(), std::size_t(6)); // five king moves and e5e6: nothing castles
}

// Random boards, legal or not: every invariant must hold and nothing may crash (run this
// under -DFORSYTH_SANITIZE=ON to catch undefined behaviour).
void TestMoves::randomPositions()
{
    QRandomGenerator rng(20240611);
    const PieceType types[] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
        PieceType::Queen, PieceType::King};
    for (int i = 0; i < 3000; ++i) {
        Position pos;
        const int count = int(rng.bounded(2, 24));
        for (int n = 0; n < count; ++n) {
            const Piece p{types[rng.bounded(6)], rng.bounded(2) ? Color::Black : Color::White};
            pos.setPiece(Square(rng.bounded(64)), p);
        }
        pos.sideToMove = rng.bounded(2) ? Color::Black : Color::White;
        for (Color c : {Color::White, Color::Black})
            for (CastlingSide s : {CastlingSide::King, CastlingSide::Queen})
                if (rng.bounded(2))
                    pos.castling.set(c, s, int(rng.bounded(8)));
        pos.epSquare = rng.bounded(3) ? NoSquare : Square(rng.bounded(64));
        checkInvariants(pos);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(perft(pos, 2) < 256 * 256);
    }
}

void TestMoves::severalBitsCounts()
{
    QVERIFY(!severalBits(0));
    QVERIFY(!severalBits(bit(0)));
    QVERIFY(!severalBits(bit(63)));
    QVERIFY(severalBits(bit(0) | bit(63)));
    QVERIFY(severalBits(rankMask(0)));
    static_assert(severalBits(bit(3) | bit(4)), "usable in constant expressions");
}

// findMove, moveTargets and needsPromotion: what a gesture from one square to another asks for.
void TestMoves::gestures()
{
    const auto s = [](const char* name) { return *parseSquare(name); };
    const auto uci = [](const Position& pos, std::optional<Move> m) {
        return m ? QString::fromStdString(moveToUci(pos, *m, true)) : QString("none");
    };
    const Position start = read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QCOMPARE(uci(start, forsyth::findMove(start, s("e2"), s("e4"), std::nullopt)), QString("e2e4"));
    QCOMPARE(uci(start, forsyth::findMove(start, s("e2"), s("e5"), std::nullopt)), QString("none"));
    QCOMPARE(uci(start, forsyth::findMove(start, s("e7"), s("e5"), std::nullopt)), QString("none"));
    // A piece promotes nothing: a promotion asked for is ignored.
    QCOMPARE(uci(start, forsyth::findMove(start, s("g1"), s("f3"), PieceType::Queen)), QString("g1f3"));
    QCOMPARE(moveTargets(start, s("g1")), bit(s("f3")) | bit(s("h3")));
    QCOMPARE(moveTargets(start, s("e4")), Bitboard(0));

    // Castling: to the king's destination or onto the rook; both are targets.
    const Position castle = read("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    QCOMPARE(uci(castle, forsyth::findMove(castle, s("e1"), s("g1"), std::nullopt)), QString("e1h1"));
    QCOMPARE(uci(castle, forsyth::findMove(castle, s("e1"), s("h1"), std::nullopt)), QString("e1h1"));
    QCOMPARE(uci(castle, forsyth::findMove(castle, s("e1"), s("c1"), std::nullopt)), QString("e1a1"));
    QVERIFY(moveTargets(castle, s("e1")) & bit(s("g1")));
    QVERIFY(moveTargets(castle, s("e1")) & bit(s("h1")));
    // Chess960, king on f1: g1 is an ordinary step, which wins; h1 asks for castling.
    const Position k960 = read("4k3/8/8/8/8/8/8/5K1R w K - 0 1");
    QCOMPARE(uci(k960, forsyth::findMove(k960, s("f1"), s("g1"), std::nullopt)), QString("f1g1"));
    QCOMPARE(forsyth::findMove(k960, s("f1"), s("g1"), std::nullopt)->kind, MoveKind::Normal);
    QCOMPARE(forsyth::findMove(k960, s("f1"), s("h1"), std::nullopt)->kind, MoveKind::Castle);

    // Promotion: needs its piece.
    const Position promo = read("1r5k/P7/8/8/8/8/8/K7 w - - 0 1");
    QVERIFY(needsPromotion(promo, s("a7"), s("a8")));
    QVERIFY(needsPromotion(promo, s("a7"), s("b8")));
    QVERIFY(!needsPromotion(promo, s("a1"), s("a2")));
    QVERIFY(!needsPromotion(start, s("e2"), s("e4")));
    QCOMPARE(uci(promo, forsyth::findMove(promo, s("a7"), s("a8"), std::nullopt)), QString("none"));
    QCOMPARE(uci(promo, forsyth::findMove(promo, s("a7"), s("a8"), PieceType::Knight)), QString("a7a8n"));
    QCOMPARE(uci(promo, forsyth::findMove(promo, s("a7"), s("b8"), PieceType::Queen)), QString("a7b8q"));
    QCOMPARE(uci(promo, forsyth::findMove(promo, s("a7"), s("a8"), PieceType::King)), QString("none"));
    QCOMPARE(uci(promo, forsyth::findMove(promo, s("a7"), s("a8"), PieceType::Pawn)), QString("none"));
}

// statusName: the JSON's words for gameStatus, one for each status.
void TestMoves::statusNames()
{
    QCOMPARE(QString::fromUtf8(statusName(GameStatus::Normal)), QString("normal"));
    QCOMPARE(QString::fromUtf8(statusName(GameStatus::Check)), QString("check"));
    QCOMPARE(QString::fromUtf8(statusName(GameStatus::Checkmate)), QString("checkmate"));
    QCOMPARE(QString::fromUtf8(statusName(GameStatus::Stalemate)), QString("stalemate"));
    const Position mate = read("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    QCOMPARE(QString::fromUtf8(statusName(gameStatus(mate))), QString("checkmate"));
}

// The pawns beside the one that passed the ep square: which may take, and what a pinned one
// would expose its king to.
void TestMoves::epCapturersSayWhy()
{
    const auto names = [](const std::vector<EpCapturer>& all) {
        QStringList out;
        for (const EpCapturer& c : all)
            out << QString::fromStdString(squareName(c.pawn)) + (c.legal ? "+" : "-")
                    + (c.exposes == NoSquare ? QString() : QString::fromStdString(squareName(c.exposes)));
        return out.join(' ');
    };
    QCOMPARE(names(epCapturers(read("8/8/8/8/k2Pp2R/8/8/4K3 b - d3 0 1"))), QString("e4-h4"));
    QCOMPARE(names(epCapturers(read("8/8/8/3k4/2pPp3/5B2/8/4K3 b - d3 0 1"))), QString("c4+ e4-f3"));
    QCOMPARE(names(epCapturers(read("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"))),
        QString("d4+"));
    QCOMPARE(
        names(epCapturers(read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"))), QString());
    QCOMPARE(names(epCapturers(read(StartFen))), QString());
    // No pawn on the square in front: no capturer, whatever stands beside.
    QCOMPARE(names(epCapturers(read("4k3/8/8/8/3p4/8/8/4K3 b - e3 0 1"))), QString());
}

void TestMoves::castlingNowSaysWhatIsInTheWay()
{
    const auto now = [](const char* fen, Color c, CastlingSide side) {
        const CastlingNow n = castlingNow(read(fen), c, side);
        return QString::number(int(n.obstacle)) + ' '
            + (n.square == NoSquare ? "-" : squareName(n.square).c_str());
    };
    const auto K = CastlingSide::King;
    const auto Q = CastlingSide::Queen;
    QCOMPARE(now(StartFen.toLatin1().constData(), Color::White, K), QString("1 f1"));
    QCOMPARE(now(StartFen.toLatin1().constData(), Color::Black, Q), QString("1 b8"));
    QCOMPARE(now("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Color::White, Q), QString("0 -"));
    QCOMPARE(now("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", Color::White, K), QString("2 e1"));
    QCOMPARE(now("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", Color::White, K), QString("3 f1"));
    QCOMPARE(now("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", Color::White, Q), QString("0 -")); // b1: not crossed
    QCOMPARE(now("4k3/8/8/8/8/8/2r5/R3K2R w KQ - 0 1", Color::White, Q), QString("3 c1"));
    // Chess960: king b1, rook a1, O-O-O ends with the king on c1 and the rook on d1.
    QCOMPARE(now("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", Color::White, Q), QString("1 d1"));
    // No rook where the right says: nothing to stop.
    QCOMPARE(now("4k3/8/8/8/8/8/8/4K3 w K - 0 1", Color::White, K), QString("0 -"));
}

QTEST_GUILESS_MAIN(TestMoves)
#include "tst_moves.moc"
