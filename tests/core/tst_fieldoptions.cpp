// Which castling rights and ep squares the editor offers, and how fields fit a new placement.
#include "fen.h"
#include "field_options.h"
#include "test_support_core.h"

#include <QtTest>

using namespace forsyth;

Q_DECLARE_METATYPE(forsyth::CastlingBlock)
Q_DECLARE_METATYPE(forsyth::EpBlock)

class TestFieldOptions : public QObject {
    Q_OBJECT

private slots:
    void castling_data();
    void castling();
    void ep_data();
    void ep();
    void fitting();
    void castlingKingSquare_data();
    void castlingKingSquare();
    void castlingRules_data();
    void castlingRules();
    void needsChess960_data();
    void needsChess960();
    void standardRulesSetAsideChess960Rights();
};

void TestFieldOptions::castling_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("black");
    QTest::addColumn<bool>("kingSide");
    QTest::addColumn<CastlingBlock>("block");
    QTest::addColumn<QString>("rooks");
    QTest::addColumn<QString>("defaultRook");

    QTest::newRow("ordinary K") << "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1" << false << true << CastlingBlock::None
                                << "h1"
                                << "h1";
    QTest::newRow("ordinary q") << "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1" << true << false << CastlingBlock::None
                                << "a8"
                                << "a8";
    QTest::newRow("no king") << "8/8/8/8/8/8/8/R6R w - - 0 1" << false << true << CastlingBlock::NoKing << ""
                             << "-";
    QTest::newRow("king off back rank")
        << "8/8/8/8/8/8/4K3/R6R w - - 0 1" << false << true << CastlingBlock::KingOffBackRank << ""
        << "-";
    QTest::newRow("no rook on that side")
        << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" << false << true << CastlingBlock::NoRook << ""
        << "-";
    QTest::newRow("black rook is not white's")
        << "4k3/8/8/8/8/8/8/4K2r w - - 0 1" << false << true << CastlingBlock::NoRook << ""
        << "-";
    QTest::newRow("960: two rooks to choose from")
        << "4k3/8/8/8/8/8/8/1K3R1R w - - 0 1" << false << true << CastlingBlock::None << "f1 h1"
        << "h1";
}

void TestFieldOptions::castling()
{
    QFETCH(QString, fen);
    QFETCH(bool, black);
    QFETCH(bool, kingSide);
    QFETCH(CastlingBlock, block);
    QFETCH(QString, rooks);
    QFETCH(QString, defaultRook);
    const Position p = read(fen);
    const auto option = castlingOption(
        p, black ? Color::Black : Color::White, kingSide ? CastlingSide::King : CastlingSide::Queen);
    QCOMPARE(option.block, block);
    QCOMPARE(squareNames(option.rooks), rooks);
    QCOMPARE(QString::fromStdString(squareName(option.defaultRook)), defaultRook);
}

void TestFieldOptions::ep_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("square");
    QTest::addColumn<EpBlock>("block");
    QTest::addColumn<QString>("plausible");

    QTest::newRow("after 1.e4") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                                << "e3" << EpBlock::None << "e3";
    QTest::newRow("wrong rank for side") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"
                                         << "e3" << EpBlock::WrongRank << "";
    QTest::newRow("no pawn in front") << "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
                                      << "e3" << EpBlock::NoPawnInFront << "";
    QTest::newRow("own pawn in front") << "4k3/8/8/8/4p3/8/8/4K3 b - - 0 1"
                                       << "e3" << EpBlock::NoPawnInFront << "";
    QTest::newRow("knight on the ep square") << "4k3/8/3N4/3pP3/8/8/8/4K3 w - - 0 1"
                                             << "d6" << EpBlock::SquareOccupied << "";
    QTest::newRow("origin occupied") << "4k3/3n4/8/3pP3/8/8/8/4K3 w - - 0 1"
                                     << "d6" << EpBlock::OriginOccupied << "";
    QTest::newRow("two candidates") << "4k3/8/8/2pP1pP1/8/8/8/4K3 w - - 0 1"
                                    << "c6" << EpBlock::None << "c6 f6";
}

void TestFieldOptions::ep()
{
    QFETCH(QString, fen);
    QFETCH(QString, square);
    QFETCH(EpBlock, block);
    QFETCH(QString, plausible);
    const Position p = read(fen);
    QCOMPARE(epBlock(p, *parseSquare(square.toStdString())), block);
    QCOMPARE(squareNames(plausibleEpSquares(p)), plausible);
}

// An edit is not a move: fields stay unless they no longer fit, and wanted castling rights
// come back when their pieces do.
void TestFieldOptions::fitting()
{
    Position p = read("r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQkq e3 0 1");
    const CastlingRights wanted = p.castling;

    // The h1 rook leaves: K is suspended, the rest stays.
    p.clearSquare(*parseSquare("h1"));
    FieldFit fit = fitFields(p, wanted);
    QCOMPARE(fenOf(p), QString("r3k2r/8/8/8/4Pp2/8/8/R3K3 b Qkq e3 0 1"));
    QVERIFY(fit.suspended.has(Color::White, CastlingSide::King));
    QVERIFY(!fit.epCleared);

    // It returns: so does K.
    p.setPiece(*parseSquare("h1"), {PieceType::Rook, Color::White});
    fit = fitFields(p, wanted);
    QCOMPARE(fenOf(p), QString("r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQkq e3 0 1"));
    QVERIFY(!fit.suspended.any());

    // The pawn that made the double step goes: the ep square no longer fits.
    p.clearSquare(*parseSquare("e4"));
    fit = fitFields(p, wanted);
    QVERIFY(fit.epCleared);
    QCOMPARE(p.epSquare, NoSquare);

    // Side to move changed: an ep square for the other side is dropped too.
    Position q = read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    q.sideToMove = Color::Black;
    fit = fitFields(q, q.castling);
    QVERIFY(fit.epCleared);
}

// castlingKing (position.h): the one answer to "which king do the rights belong to".
void TestFieldOptions::castlingKingSquare_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("black");
    QTest::addColumn<QString>("king");

    QTest::newRow("start, White") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" << false << "e1";
    QTest::newRow("start, Black") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" << true << "e8";
    QTest::newRow("Chess960 king") << "4k3/8/8/8/8/8/8/1R3KR1 w - - 0 1" << false << "f1";
    QTest::newRow("off its back rank") << "4k3/8/8/8/8/8/4K3/R6R w - - 0 1" << false << "";
    QTest::newRow("no king") << "r6r/8/8/8/8/8/8/4K3 w - - 0 1" << true << "";
    QTest::newRow("two on the back rank: the lowest") << "4k3/8/8/8/8/8/8/1K4K1 w - - 0 1" << false << "b1";
    QTest::newRow("one home, one away: the home one") << "4k3/4k3/8/8/8/8/8/4K3 w - - 0 1" << true << "e8";
}

void TestFieldOptions::castlingKingSquare()
{
    QFETCH(QString, fen);
    QFETCH(bool, black);
    QFETCH(QString, king);
    const Square s = castlingKing(read(qPrintable(fen)), black ? Color::Black : Color::White);
    QCOMPARE(s == NoSquare ? QString() : QString::fromStdString(squareName(s)), king);
}

// Ordinary chess offers only a king on e1/e8 with a rook in the corner; Chess960 a king on b-g
// with a rook on either side; neither a king on the a- or h-file (docs/FEN-RULES.md §7, §13).
void TestFieldOptions::castlingRules_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("black");
    QTest::addColumn<bool>("kingSide");
    QTest::addColumn<CastlingBlock>("standard");
    QTest::addColumn<CastlingBlock>("chess960");
    QTest::newRow("after O-O, O-O-O with the a1 rook")
        << "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1" << false << false << CastlingBlock::KingNotOnStart
        << CastlingBlock::None;
    QTest::newRow("king a8, rook c8") << "k1r5/8/8/8/8/8/8/4K3 b - - 0 1" << true << true
                                      << CastlingBlock::KingNotOnStart << CastlingBlock::KingOnCornerFile;
    QTest::newRow("king h1, rook f1") << "4k3/8/8/8/8/8/8/5R1K w - - 0 1" << false << false
                                      << CastlingBlock::KingNotOnStart << CastlingBlock::KingOnCornerFile;
    QTest::newRow("king e1, rook g1 only") << "4k3/8/8/8/8/8/8/4K1R1 w - - 0 1" << false << true
                                           << CastlingBlock::NoCornerRook << CastlingBlock::None;
    QTest::newRow("ordinary O-O") << "4k3/8/8/8/8/8/8/4K1RR w - - 0 1" << false << true << CastlingBlock::None
                                  << CastlingBlock::None;
}

void TestFieldOptions::castlingRules()
{
    QFETCH(QString, fen);
    QFETCH(bool, black);
    QFETCH(bool, kingSide);
    QFETCH(CastlingBlock, standard);
    QFETCH(CastlingBlock, chess960);
    const Position pos = read(fen);
    const Color c = black ? Color::Black : Color::White;
    const CastlingSide side = kingSide ? CastlingSide::King : CastlingSide::Queen;
    const CastlingOption ordinary = castlingOption(pos, c, side, CastlingRules::Standard);
    QCOMPARE(ordinary.block, standard);
    QCOMPARE(castlingOption(pos, c, side, CastlingRules::Chess960).block, chess960);
    // Ordinary chess offers the corner rook alone, even with another rook beside it.
    if (standard == CastlingBlock::None)
        QCOMPARE(
            squareNames(ordinary.rooks), QString(kingSide ? (black ? "h8" : "h1") : (black ? "a8" : "a1")));
}

void TestFieldOptions::needsChess960_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("needs");
    QTest::newRow("start") << StartFen << false;
    QTest::newRow("Shredder letters on the start")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" << false;
    QTest::newRow("a Chess960 start") << "bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w KQkq - 0 1" << true;
    QTest::newRow("an inner rook's right") << "4k3/8/8/8/8/8/8/R2RK2R w KD - 0 1" << true;
    QTest::newRow("no rights") << "bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w - - 0 1" << false;
    QTest::newRow("a right that fits no rules") << "4k3/8/8/8/8/8/8/4K3 w K - 0 1" << false;
}

void TestFieldOptions::needsChess960()
{
    QFETCH(QString, fen);
    QFETCH(bool, needs);
    QCOMPARE(forsyth::needsChess960(read(fen)), needs);
}

void TestFieldOptions::standardRulesSetAsideChess960Rights()
{
    // A right to the h1 rook with the king on d1: Chess960's rules keep it, ordinary chess's
    // set it aside until king and rook stand where it allows.
    Position pos = read("4k3/8/8/8/8/8/8/R2K3R w - - 0 1");
    CastlingRights wanted;
    wanted.set(Color::White, CastlingSide::King, 7);
    const FieldFit chess960 = fitFields(pos, wanted, CastlingRules::Chess960);
    QVERIFY(pos.castling.has(Color::White, CastlingSide::King));
    QVERIFY(!chess960.suspended.any());
    const FieldFit standard = fitFields(pos, wanted, CastlingRules::Standard);
    QVERIFY(!pos.castling.any());
    QVERIFY(standard.suspended.has(Color::White, CastlingSide::King));
}

QTEST_APPLESS_MAIN(TestFieldOptions)
#include "tst_fieldoptions.moc"
