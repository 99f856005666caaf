// Judging positions: every finding code found and not found, its severity and squares, the
// seeds of docs/FEN-RULES.md §17, the ep degrees (§8), and what Lichess (chessops 0.15.1)
// would keep (§12).
#include "fen.h"
#include "findings.h"
#include "moves.h"
#include "test_support_core.h"

#include <QtTest>

#include <algorithm>

using namespace forsyth;

namespace {

QString colorName(Color c) { return c == Color::White ? "white" : "black"; }

// "code" or "code:colour" for each finding, in judge()'s order.
QString codeList(const std::vector<Finding>& findings)
{
    QStringList out;
    for (const Finding& f : findings)
        out << QString::fromUtf8(codeName(f.code).data(), static_cast<qsizetype>(codeName(f.code).size()));
    return out.join(' ');
}

QString name(FindingCode code)
{
    const auto n = codeName(code);
    return QString::fromUtf8(n.data(), static_cast<qsizetype>(n.size()));
}

constexpr int CodeCount = static_cast<int>(FindingCode::InsufficientMaterial) + 1;

} // namespace

class TestFindings : public QObject {
    Q_OBJECT

private slots:
    void statusFromFindings_data();
    void statusFromFindings();
    void finding_data();
    void finding();
    void wrongSideRight();
    void drawRuleClocks();
    void order();
    void seeds_data();
    void seeds();
    void names();
    void epDegrees_data();
    void epDegrees();
    void lichess_data();
    void lichess();
    void lichessRelabelsSide();
};

// A row: the FEN, the code, whether it is present; when present, its severity, squares and
// (where "-" is not given) colour. Absent rows leave the last three empty.
void TestFindings::finding_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("present");
    QTest::addColumn<QString>("severity");
    QTest::addColumn<QString>("squares");
    QTest::addColumn<QString>("color");

    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const auto yes = [](const char* row, const QString& fen, const char* code, const char* severity,
                         const char* squares, const char* color = "-") {
        QTest::newRow(row) << fen << code << true << severity << squares << color;
    };
    const auto no = [](const char* row, const QString& fen, const char* code) {
        QTest::newRow(row) << fen << code << false << QString() << QString() << QString();
    };

    // errors
    yes("empty board", "8/8/8/8/8/8/8/8 w - - 0 1", "empty_board", "error", "");
    no("empty board: start", start, "empty_board");
    no("empty board: no missing_king too", "8/8/8/8/8/8/8/8 w - - 0 1", "missing_king");
    yes("missing king", "8/8/8/8/8/8/8/4K3 w - - 0 1", "missing_king", "error", "", "black");
    no("missing king: start", start, "missing_king");
    yes("two kings", "4k3/8/8/8/8/8/8/K3K3 w - - 0 1", "too_many_kings", "error", "a1 e1", "white");
    no("two kings: start", start, "too_many_kings");
    yes("pawns on back ranks", "4k2P/8/8/8/8/8/8/p3K3 w - - 0 1", "pawn_on_back_rank", "error", "a1 h8");
    no("pawns on back ranks: start", start, "pawn_on_back_rank");
    yes("opposite check", "4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "opposite_check", "error", "e1 e8", "black");
    yes("kings touching", "8/8/8/8/8/8/3k4/4K3 w - - 0 1", "opposite_check", "error", "e1 d2", "black");
    no("opposite check: side to move in check", "4k3/8/8/8/8/8/8/4RK2 b - - 0 1", "opposite_check");

    // warnings
    yes("nine pawns", "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "too_many_pawns", "warning",
        "a2 b2 c2 d2 e2 f2 g2 h2 a3", "white");
    no("nine pawns: start", start, "too_many_pawns");
    yes("seventeen pieces", "4k3/8/8/8/8/QQ6/PPPPPPPP/RNBQKBNR w - - 0 1", "too_many_pieces", "warning", "",
        "white");
    no("seventeen pieces: start", start, "too_many_pieces");
    yes("three queens, eight pawns", "4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1", "too_many_promoted",
        "warning", "", "white");
    yes("two light bishops, eight pawns", "4k3/8/8/8/8/8/PPPPPPPP/1B2KB2 w - - 0 1", "too_many_promoted",
        "warning", "", "white");
    no("three queens, six pawns", "4k3/8/8/8/8/8/PPPPPP2/QQQ1K3 w - - 0 1", "too_many_promoted");
    no("bishops on both colours", "4k3/8/8/8/8/8/PPPPPPPP/2B1KB2 w - - 0 1", "too_many_promoted");
    no("nine pawns: too_many_pawns alone", "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "too_many_promoted");
    yes("two rooks in line", "4k3/8/8/8/r3K2r/8/8/8 w - - 0 1", "impossible_check", "warning", "a4 e4 h4",
        "white");
    yes("two knights", "4k3/8/3n4/8/4K3/2n5/8/8 w - - 0 1", "impossible_check", "warning", "c3 e4 d6",
        "white");
    yes("pawn and knight", "4k3/8/8/3p4/4K3/2n5/8/8 w - - 0 1", "impossible_check", "warning", "c3 e4 d5",
        "white");
    yes("three checkers", "4k3/8/3n4/3p4/r3K3/8/8/8 w - - 0 1", "impossible_check", "warning", "a4 e4 d5 d6",
        "white");
    no("rook and knight: a real double check", "4k3/8/3n4/8/4K3/8/8/4r3 w - - 0 1", "impossible_check");
    no("single check", "4k3/8/8/8/4K2r/8/8/8 w - - 0 1", "impossible_check");
    yes("knight check after a double push", "8/8/8/6k1/4P3/5N2/8/6K1 b - e3 0 1", "check_not_explained_by_ep",
        "warning", "e3 f3 g5", "black");
    yes("double check after a double push", "8/8/8/6k1/4P3/5N2/8/K5R1 b - e3 0 1",
        "check_not_explained_by_ep", "warning", "g1 e3 f3 g5", "black");
    no("check uncovered by the push", "8/8/8/8/4P3/8/R6k/K7 b - e3 0 1", "check_not_explained_by_ep");
    no("check by the pushed pawn", "8/8/8/4k3/3P4/8/8/K7 b - d3 0 1", "check_not_explained_by_ep");
    no("knight check, no ep", "8/8/8/6k1/4P3/5N2/8/6K1 b - - 0 1", "check_not_explained_by_ep");
    no("impossible check says it alone", "4k3/8/8/3p4/r3K2r/8/8/8 w - d6 0 2", "check_not_explained_by_ep");
    yes("Q without a rook", "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1", "castling_rook_missing", "warning", "a1",
        "white");
    yes("k without a rook", "r3k3/8/8/8/8/8/8/4K3 b kq - 0 1", "castling_rook_missing", "warning", "h8",
        "black");
    no("rook missing: start", start, "castling_rook_missing");
    yes("king off its square", "4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1", "castling_king_misplaced", "warning", "e2",
        "white");
    yes("no king at all", "r6r/8/8/8/8/8/8/4K3 w kq - 0 1", "castling_king_misplaced", "warning", "",
        "black");
    no("king misplaced: start", start, "castling_king_misplaced");
    no("king misplaced: Chess960 king", "4k3/8/8/8/8/8/8/1R3KR1 w KQ - 0 1", "castling_king_misplaced");
    no("king off its square: no rook on a wrong side", "4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1",
        "castling_rook_wrong_side");
    no("rook wrong side: start", start, "castling_rook_wrong_side");
    yes("ep with no pawn", "4k3/8/8/8/8/8/8/4K3 b - e3 0 1", "ep_not_plausible", "warning", "e3");
    yes("ep square occupied", "4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1", "ep_not_plausible", "warning", "e3");
    yes("ep behind occupied", "4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1", "ep_not_plausible", "warning", "e3");
    yes("ep for the wrong side", "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", "ep_not_plausible", "warning", "e3");
    no("plausible ep", "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", "ep_not_plausible");
    yes("halfmove with ep", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 1 1", "halfmove_with_ep", "warning", "e3");
    no("halfmove 0 with ep", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", "halfmove_with_ep");
    yes("halfmove 3 at move 2, White", "4k3/8/8/8/8/8/8/4K3 w - - 3 2", "halfmove_too_large", "warning", "");
    no("halfmove 2 at move 2, White", "4k3/8/8/8/8/8/8/4K3 w - - 2 2", "halfmove_too_large");
    no("halfmove 3 at move 2, Black", "4k3/8/8/8/8/8/8/4K3 b - - 3 2", "halfmove_too_large");

    // info
    yes("ep not capturable", "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", "ep_not_capturable", "info", "e3");
    yes("ep capture pinned", "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", "ep_not_capturable", "info", "e3");
    no("ep capturable", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", "ep_not_capturable");
    no("ep implausible: not also not capturable", "4k3/8/8/8/8/8/8/4K3 b - e3 0 1", "ep_not_capturable");
    yes("halfmove 100", "k7/8/8/8/8/8/8/6RK w - - 100 80", "fifty_move_rule", "info", "");
    no("halfmove 99", "k7/8/8/8/8/8/8/6RK w - - 99 80", "fifty_move_rule");
    no("halfmove 150: the higher rule alone", "k7/8/8/8/8/8/8/6RK w - - 150 80", "fifty_move_rule");
    yes("halfmove 150", "k7/8/8/8/8/8/8/6RK w - - 150 80", "seventy_five_move_rule", "info", "");
    no("halfmove 149", "k7/8/8/8/8/8/8/6RK w - - 149 80", "seventy_five_move_rule");
    yes("960 king and rooks", "4k3/8/8/8/8/8/8/1R3KR1 w KQ - 0 1", "chess960_castling", "info", "b1 f1 g1",
        "white");
    yes("inner rook", "4k3/8/8/8/8/8/8/R3K1RR w G - 0 1", "chess960_castling", "info", "e1 g1", "white");
    yes("black 960", "1rk1r3/8/8/8/8/8/8/4K3 w kq - 0 1", "chess960_castling", "info", "b8 c8 e8", "black");
    no("960: start", start, "chess960_castling");
    // No start, ordinary or Chess960, has the king on the a- or h-file.
    yes("king a8, rook c8", "k1r5/8/8/8/8/8/8/4K3 w k - 0 1", "castling_king_on_corner_file", "warning",
        "a8 c8", "black");
    yes("king h1, rook f1", "4k3/8/8/8/8/8/8/5R1K w F - 0 1", "castling_king_on_corner_file", "warning",
        "f1 h1", "white");
    no("corner king: not also chess960", "k1r5/8/8/8/8/8/8/4K3 w k - 0 1", "chess960_castling");
    no("960: right without rook", "4k3/8/8/8/8/8/8/4K3 w K - 0 1", "chess960_castling");
    yes("check", "4k3/8/8/8/8/8/8/4RK2 b - - 0 1", "check", "info", "e1 e8", "black");
    no("check: start", start, "check");
    no("check: silenced by an error", "8/8/8/8/8/8/3k4/4K3 w - - 0 1", "check");
    yes("fool's mate", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "checkmate", "info",
        "e1 h4", "white");
    no("mate: not also check", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "check");
    no("checkmate: start", start, "checkmate");
    yes("stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "stalemate", "info", "h8", "black");
    no("stalemate: start", start, "stalemate");
    yes("bare kings", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "insufficient_material", "info", "");
    yes("king and bishop", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "insufficient_material", "info", "");
    no("king and queen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "insufficient_material");
    no("material: silenced by an error", "8/8/8/8/8/8/8/4K3 w - - 0 1", "insufficient_material");
}

void TestFindings::finding()
{
    QFETCH(QString, fen);
    QFETCH(QString, code);
    QFETCH(bool, present);
    QFETCH(QString, severity);
    QFETCH(QString, squares);
    QFETCH(QString, color);

    const auto findings = judge(read(fen));
    const auto it = std::find_if(findings.begin(), findings.end(), [&](const Finding& f) {
        return name(f.code) == code && (color.isEmpty() || color == "-" || colorName(f.color) == color);
    });
    QVERIFY2((it != findings.end()) == present, qPrintable("findings: " + codeList(findings)));
    if (!present)
        return;
    QCOMPARE(QString::fromUtf8(severityName(it->severity).data()), severity);
    QCOMPARE(squareNames(it->squares), squares);
}

// The editor can leave a right on the wrong side of a moved king; the reader never does.
void TestFindings::wrongSideRight()
{
    Position pos = read("4k3/8/8/8/8/8/8/5RK1 w - - 0 1");
    pos.castling.set(Color::White, CastlingSide::King, 5);
    const auto findings = judge(pos);
    const auto it = std::find_if(findings.begin(), findings.end(),
        [](const Finding& f) { return f.code == FindingCode::CastlingRookWrongSide; });
    QVERIFY(it != findings.end());
    QCOMPARE(squareNames(it->squares), QString("f1 g1"));
    QCOMPARE(it->color, Color::White);
    QCOMPARE(it->severity, Severity::Warning);
    QCOMPARE(name(it->code), QString("castling_rook_wrong_side"));
    // The king is home: the other half of the old single finding says nothing.
    QVERIFY(std::none_of(findings.begin(), findings.end(),
        [](const Finding& f) { return f.code == FindingCode::CastlingKingMisplaced; }));
}

// The 50- and 75-move findings start exactly at moves.h's named clocks.
void TestFindings::drawRuleClocks()
{
    static_assert(FiftyMoveRulePlies == 100 && SeventyFiveMoveRulePlies == 150);
    Position pos = read("k7/8/8/8/8/8/8/6RK w - - 0 80");
    const auto has = [&](int clock, FindingCode code) {
        pos.halfmoveClock = clock;
        const auto findings = judge(pos);
        return std::any_of(
            findings.begin(), findings.end(), [code](const Finding& f) { return f.code == code; });
    };
    QVERIFY(!has(FiftyMoveRulePlies - 1, FindingCode::FiftyMoveRule));
    QVERIFY(has(FiftyMoveRulePlies, FindingCode::FiftyMoveRule));
    QVERIFY(has(SeventyFiveMoveRulePlies - 1, FindingCode::FiftyMoveRule));
    QVERIFY(!has(SeventyFiveMoveRulePlies - 1, FindingCode::SeventyFiveMoveRule));
    QVERIFY(has(SeventyFiveMoveRulePlies, FindingCode::SeventyFiveMoveRule));
}

void TestFindings::order()
{
    // Errors, warnings and info together; the order must not depend on anything but the codes.
    const auto findings = judge(read("4k3/8/8/8/4P3/8/PPPPPPPP/QQQ1K2p w Kq e3 100 1"));
    QCOMPARE(codeList(findings),
        QString(
            "pawn_on_back_rank too_many_pawns too_many_promoted castling_rook_missing "
            "castling_rook_missing ep_not_plausible halfmove_with_ep halfmove_too_large fifty_move_rule"));
    for (std::size_t i = 1; i < findings.size(); ++i)
        QVERIFY(findings[i - 1].severity <= findings[i].severity);
    QVERIFY(hasErrors(findings));
    QVERIFY(!hasErrors(judge(read("4k3/8/8/8/8/8/8/4K2R w KQ - 0 1"))));
    QVERIFY(judge(read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")).empty());
}

void TestFindings::seeds_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("codes");

    QTest::newRow("teaching diagram") << "8/8/8/8/1pP4P/8/8/8 b - h3"
                                      << "missing_king missing_king ep_not_capturable";
    QTest::newRow("ep with halfmove 37") << "r3k2n/8/8/1N6/6pP/8/3P4/R3K2R b KQq h3 37 19"
                                         << "halfmove_with_ep";
    QTest::newRow("99 plies by move 49") << "k7/8/8/8/8/8/8/6RK b - - 99 49"
                                         << "halfmove_too_large";
}

void TestFindings::seeds()
{
    QFETCH(QString, fen);
    QFETCH(QString, codes);
    const auto findings = judge(read(fen));
    QCOMPARE(codeList(findings), codes);
    if (fen.startsWith("8/8/8/8/1pP4P")) {
        QCOMPARE(findings[0].color, Color::White);
        QCOMPARE(findings[1].color, Color::Black);
        QCOMPARE(findings[0].severity, Severity::Error);
    }
}

// JSON codes are part of the interface: snake_case, unique, one per code.
void TestFindings::names()
{
    QSet<QString> seen;
    for (int i = 0; i < CodeCount; ++i) {
        const QString n = name(static_cast<FindingCode>(i));
        QVERIFY2(QRegularExpression("^[a-z0-9]+(_[a-z0-9]+)*$").match(n).hasMatch(), qPrintable(n));
        QVERIFY2(!seen.contains(n), qPrintable(n));
        seen.insert(n);
    }
    QCOMPARE(name(FindingCode::MissingKing), QString("missing_king"));
    QCOMPARE(QString::fromUtf8(severityName(Severity::Error).data()), QString("error"));
    QCOMPARE(QString::fromUtf8(severityName(Severity::Warning).data()), QString("warning"));
    QCOMPARE(QString::fromUtf8(severityName(Severity::Info).data()), QString("info"));
}

void TestFindings::epDegrees_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("ep");
    QTest::addColumn<bool>("wellFormed");
    QTest::addColumn<bool>("plausible");

    QTest::newRow("black to move, e3") << "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"
                                       << "e3" << true << true;
    QTest::newRow("white to move, d6") << "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1"
                                       << "d6" << true << true;
    QTest::newRow("white to move, e3") << "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"
                                       << "e3" << false << false;
    QTest::newRow("rank 4") << "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"
                            << "e4" << false << false;
    QTest::newRow("own pawn in front") << "4k3/8/8/8/4p3/8/8/4K3 b - - 0 1"
                                       << "e3" << true << false;
    QTest::newRow("ep square occupied") << "4k3/8/8/8/4P3/4n3/8/4K3 b - - 0 1"
                                        << "e3" << true << false;
    QTest::newRow("origin occupied") << "4k3/8/8/8/4P3/8/4n3/4K3 b - - 0 1"
                                     << "e3" << true << false;
}

void TestFindings::epDegrees()
{
    QFETCH(QString, fen);
    QFETCH(QString, ep);
    QFETCH(bool, wellFormed);
    QFETCH(bool, plausible);
    const Position pos = read(fen);
    const Square s = *parseSquare(ep.toStdString());
    QCOMPARE(epWellFormed(pos, s), wellFormed);
    QCOMPARE(epPlausible(pos, s), plausible);
    QVERIFY(!epWellFormed(pos, NoSquare));
    QVERIFY(!epPlausible(pos, NoSquare));
}

// Expected values are chessops 0.15.1's: Chess.fromSetup(parseFen(fen)) and makeFen(toSetup()).
void TestFindings::lichess_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("accepts");
    QTest::addColumn<QString>("refusals");
    QTest::addColumn<QString>("kept");
    QTest::addColumn<bool>("castlingDropped");
    QTest::addColumn<bool>("epDropped");
    QTest::addColumn<bool>("ourEpRuleAgrees"); // writeFen(kept, OnlyCapturable) gives kept too

    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("start") << start << true << "" << start << false << false << true;
    QTest::newRow("no kings") << "8/8/8/8/1pP4P/8/8/8 b - h3" << false << "missing_king"
                              << "8/8/8/8/1pP4P/8/8/8 b - - 0 1" << false << true << true;
    QTest::newRow("empty") << "8/8/8/8/8/8/8/8 w - - 0 1" << false << "empty_board"
                           << "8/8/8/8/8/8/8/8 w - - 0 1" << false << false << true;
    QTest::newRow("two kings") << "4k3/8/8/8/8/8/8/K3K3 w - - 0 1" << false << "too_many_kings"
                               << "4k3/8/8/8/8/8/8/K3K3 w - - 0 1" << false << false << true;
    QTest::newRow("opposite check") << "4k3/8/8/8/8/8/8/4RK2 w - - 0 1" << false << "opposite_check"
                                    << "4k3/8/8/8/8/8/8/4RK2 w - - 0 1" << false << false << true;
    QTest::newRow("pawn on rank 8") << "4k2P/8/8/8/8/8/8/4K3 w - - 0 1" << false << "pawn_on_back_rank"
                                    << "4k2P/8/8/8/8/8/8/4K3 w - - 0 1" << false << false << true;
    QTest::newRow("impossible check accepted") << "4k3/8/8/8/r3K2r/8/8/8 w - - 0 1" << true << ""
                                               << "4k3/8/8/8/r3K2r/8/8/8 w - - 0 1" << false << false << true;
    QTest::newRow("Q without rook") << "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1" << true << ""
                                    << "4k3/8/8/8/8/8/8/4K2R w K - 0 1" << true << false << true;
    QTest::newRow("white king off home") << "r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1" << true << ""
                                         << "r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1" << true << false << true;
    QTest::newRow("960 rights kept") << "4k3/8/8/8/8/8/8/1R3KR1 w KQ - 0 1" << true << ""
                                     << "4k3/8/8/8/8/8/8/1R3KR1 w KQ - 0 1" << false << false << true;
    QTest::newRow("960 start kept") << "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1" << true << ""
                                    << "rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1" << false << false << true;
    QTest::newRow("inner rook kept") << "4k3/8/8/8/8/8/8/R3K1RR w G - 0 1" << true << ""
                                     << "4k3/8/8/8/8/8/8/R3K1RR w G - 0 1" << false << false << true;
    QTest::newRow("ep not capturable") << "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1" << true << ""
                                       << "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1" << false << true << true;
    QTest::newRow("ep capturable") << "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1" << true << ""
                                   << "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1" << false << false << true;
    QTest::newRow("ep capture pinned") << "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1" << true << ""
                                       << "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1" << false << true << true;
    QTest::newRow("ep behind occupied") << "4k3/8/8/8/3pP3/8/4N3/4K3 b - e3 0 1" << true << ""
                                        << "4k3/8/8/8/3pP3/8/4N3/4K3 b - - 0 1" << false << true << true;
    // chessops keeps an ep square with a piece on it when a pawn can capture onto it.
    QTest::newRow("ep square occupied") << "4k3/8/8/8/3pP3/4N3/8/4K3 b - e3 0 1" << true << ""
                                        << "4k3/8/8/8/3pP3/4N3/8/4K3 b - e3 0 1" << false << false << false;
    QTest::newRow("halfmove capped") << "k7/8/8/8/8/8/8/6RK w - - 200 150" << true << ""
                                     << "k7/8/8/8/8/8/8/6RK w - - 150 150" << false << false << true;
}

void TestFindings::lichess()
{
    QFETCH(QString, fen);
    QFETCH(bool, accepts);
    QFETCH(QString, refusals);
    QFETCH(QString, kept);
    QFETCH(bool, castlingDropped);
    QFETCH(bool, epDropped);
    QFETCH(bool, ourEpRuleAgrees);

    const Position pos = read(fen);
    const LichessVerdict v = lichessVerdict(pos, judge(pos));
    QCOMPARE(v.accepts, accepts);
    QStringList names;
    for (const FindingCode code : v.refusals)
        names << name(code);
    QCOMPARE(names.join(' '), refusals);
    QCOMPARE(fenOf(v.kept, {CastlingNotation::XFen, EpOutput::Always}), kept);
    const QString onlyCapturable = fenOf(v.kept, {CastlingNotation::XFen, EpOutput::OnlyCapturable});
    QCOMPARE(onlyCapturable == kept, ourEpRuleAgrees);
    QCOMPARE(v.castlingDropped, castlingDropped);
    QCOMPARE(v.epDropped, epDropped);
}

// chessops knows rights only by rook square: a right stored under the wrong side is kept under
// the side its rook is on.
void TestFindings::lichessRelabelsSide()
{
    Position pos = read("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    pos.castling.set(Color::White, CastlingSide::King, 0);
    const LichessVerdict v = lichessVerdict(pos, judge(pos));
    QVERIFY(v.accepts);
    QVERIFY(!v.castlingDropped);
    QCOMPARE(v.kept.castling.rookFile(Color::White, CastlingSide::Queen), 0);
    QVERIFY(!v.kept.castling.has(Color::White, CastlingSide::King));
}

// gameStatus(pos, judge(pos)) reads the status off the findings when judge found no error,
// and works it out otherwise; either way it is gameStatus(pos).
void TestFindings::statusFromFindings_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("status");
    QTest::newRow("normal") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                            << int(GameStatus::Normal);
    QTest::newRow("check") << "4k3/8/8/8/8/8/8/4K2r w - - 0 1" << int(GameStatus::Check);
    QTest::newRow("checkmate") << "4k3/8/8/8/8/8/5PPP/3r2K1 w - - 0 1" << int(GameStatus::Checkmate);
    QTest::newRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << int(GameStatus::Stalemate);
    // Errors silence judge's status findings: two white kings, Black in check from one.
    QTest::newRow("error, check") << "4k3/4K3/8/8/8/8/8/4K3 b - - 0 1" << int(GameStatus::Check);
    QTest::newRow("error, no kings") << "8/8/8/8/8/8/8/8 w - - 0 1" << int(GameStatus::Stalemate);
}

void TestFindings::statusFromFindings()
{
    QFETCH(QString, fen);
    QFETCH(int, status);
    const Position pos = *readFen(fen.toStdString()).position;
    QCOMPARE(int(gameStatus(pos)), status);
    QCOMPARE(int(gameStatus(pos, judge(pos))), status);
}

QTEST_APPLESS_MAIN(TestFindings)
#include "tst_findings.moc"
