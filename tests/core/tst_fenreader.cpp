// The FEN reader against docs/FEN-RULES.md §3-§9, row by row, with error spans.
#include "fen.h"
#include "test_support_core.h"

#include <QtTest>

using namespace forsyth;

Q_DECLARE_METATYPE(forsyth::FenMode)

namespace {

QString codes(const FenReadResult& r)
{
    QStringList out;
    for (const auto& e : r.errors)
        out << QString::fromUtf8(codeName(e.code));
    return out.join(',');
}

QString repairCodes(const FenReadResult& r)
{
    QStringList out;
    for (const auto& e : r.repairs)
        out << QString::fromUtf8(codeName(e.code));
    return out.join(',');
}

} // namespace

class TestFenReader : public QObject {
    Q_OBJECT

private slots:
    void accepts_data();
    void accepts();
    void rejects_data();
    void rejects();
    void fieldsAreRead();
    void canonicalReader_data();
    void canonicalReader();
    void castlingFiles_data();
    void castlingFiles();
    void hostileInput();
};

// Inputs that must parse, the FEN they normalise to (X-FEN, ep always), and the repairs noted.
void TestFenReader::accepts_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<FenMode>("mode");
    QTest::addColumn<QString>("normalised");
    QTest::addColumn<QString>("repairs");

    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("full") << QByteArray(start.toUtf8()) << FenMode::Strict << start << "";
    QTest::newRow("placement only") << QByteArray("8/8/8/4k3/8/8/8/4K3") << FenMode::Strict
                                    << "8/8/8/4k3/8/8/8/4K3 w - - 0 1"
                                    << "fields_defaulted";
    QTest::newRow("two fields") << QByteArray("4k3/8/8/8/8/8/8/4K3 b") << FenMode::Lenient
                                << "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
                                << "fields_defaulted";
    QTest::newRow("four fields (seed)")
        << QByteArray("8/8/8/8/1pP4P/8/8/8 b - h3") << FenMode::Lenient << "8/8/8/8/1pP4P/8/8/8 b - h3 0 1"
        << "fields_defaulted";
    QTest::newRow("five fields") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 7") << FenMode::Strict
                                 << "4k3/8/8/8/8/8/8/4K3 w - - 7 1"
                                 << "fields_defaulted";
    QTest::newRow("leading and trailing space, CR LF")
        << QByteArray("  \t" + start.toUtf8() + " \r\n") << FenMode::Strict << start << "";
    QTest::newRow("runs of spaces and tabs")
        << QByteArray("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w\tKQkq \t - 0    1") << FenMode::Strict
        << start << "";
    QTest::newRow("NBSP") << QByteArray("4k3/8/8/8/8/8/8/4K3\xC2\xA0w\xC2\xA0-\xC2\xA0-\xC2\xA0"
                                        "0 1")
                          << FenMode::Strict << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                          << "";
    QTest::newRow("ideographic space") << QByteArray("4k3/8/8/8/8/8/8/4K3\xE3\x80\x80"
                                                     "b")
                                       << FenMode::Strict << "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
                                       << "fields_defaulted";
    QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF" + start.toUtf8()) << FenMode::Strict
                                     << start << "";
    QTest::newRow("underscores (URL form)")
        << QByteArray("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR_b_KQkq_e3_0_1") << FenMode::Strict
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        << "underscore_separators";
    QTest::newRow("adjacent digits, lenient")
        << QByteArray("4k3/8/44/8/8/8/8/4K3 w - - 0 1") << FenMode::Lenient << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
        << "adjacent_digits";
    QTest::newRow("promoted marker") << QByteArray("4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1") << FenMode::Strict
                                     << "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"
                                     << "promoted_marker";
    QTest::newRow("side W, lenient") << QByteArray("4k3/8/8/8/8/8/8/4K3 W - - 0 1") << FenMode::Lenient
                                     << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                     << "uppercase_side";
    QTest::newRow("side B, lenient") << QByteArray("4k3/8/8/8/8/8/8/4K3 B - - 0 1") << FenMode::Lenient
                                     << "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
                                     << "uppercase_side";
    QTest::newRow("castling any order") << QByteArray("r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1")
                                        << FenMode::Strict << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                        << "";
    QTest::newRow("castling duplicates") << QByteArray("r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1")
                                         << FenMode::Strict << "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1"
                                         << "duplicate_castling";
    QTest::newRow("Shredder-FEN") << QByteArray("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1") << FenMode::Strict
                                  << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                  << "";
    QTest::newRow("X-FEN inner rook") << QByteArray("4k3/8/8/8/8/8/8/R2RK2R w KD - 0 1") << FenMode::Strict
                                      << "4k3/8/8/8/8/8/8/R2RK2R w KD - 0 1"
                                      << "";
    QTest::newRow("K without a rook is kept")
        << QByteArray("4k3/8/8/8/8/8/8/4K3 w K - 0 1") << FenMode::Strict << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
        << "";
    QTest::newRow("fullmove 0 becomes 1")
        << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 0 0") << FenMode::Strict << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
        << "fullmove_zero";
    QTest::newRow("counters at the limit") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 9999 9999")
                                           << FenMode::Strict << "4k3/8/8/8/8/8/8/4K3 w - - 9999 9999"
                                           << "";
    QTest::newRow("leading zeros") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 007 0012") << FenMode::Strict
                                   << "4k3/8/8/8/8/8/8/4K3 w - - 7 12"
                                   << "";
    QTest::newRow("ep on rank 6") << QByteArray("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2") << FenMode::Strict
                                  << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                  << "";
    QTest::newRow("empty board parses")
        << QByteArray("8/8/8/8/8/8/8/8") << FenMode::Strict << "8/8/8/8/8/8/8/8 w - - 0 1"
        << "fields_defaulted";

    // What Lichess reads and drops, lenient mode drops too (docs/FEN-RULES.md §3).
    QTest::newRow("ep on rank 4 dropped")
        << QByteArray("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq e4 0 24") << FenMode::Lenient
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 24"
        << "ep_wrong_rank";
    QTest::newRow("Shredder BGbg, kings on a1 and a8: the outer rooks kept")
        << QByteArray("kr4r1/8/8/8/8/8/8/KR4R1 w BGbg - 0 1") << FenMode::Lenient
        << "kr4r1/8/8/8/8/8/8/KR4R1 w Kk - 0 1"
        << "castling_side_twice,castling_side_twice";
    QTest::newRow("two rooks named on the king's side: the outer kept")
        << QByteArray("4k3/8/8/8/8/8/8/4K1RR w HG - 0 1") << FenMode::Lenient
        << "4k3/8/8/8/8/8/8/4K1RR w K - 0 1"
        << "castling_side_twice";
    QTest::newRow("two named, one rook there: that one kept")
        << QByteArray("4k3/8/8/8/8/8/8/4K1R1 w HG - 0 1") << FenMode::Lenient
        << "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1"
        << "castling_side_twice";
    QTest::newRow("three-check counters as field 7") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 0 1 +2+1")
                                                     << FenMode::Lenient << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                                     << "three_check_counters";
    QTest::newRow("three-check counters before the clocks")
        << QByteArray("4k3/8/8/8/8/8/8/4K3 b - - 3+3 5 20") << FenMode::Lenient
        << "4k3/8/8/8/8/8/8/4K3 b - - 5 20"
        << "three_check_counters";
    QTest::newRow("crazyhouse pockets in brackets") << QByteArray("4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1")
                                                    << FenMode::Lenient << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                                    << "crazyhouse_pockets";
    QTest::newRow("crazyhouse pockets as a ninth group")
        << QByteArray("4k3/8/8/8/8/8/8/4K3/qN w - - 0 1") << FenMode::Lenient
        << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
        << "crazyhouse_pockets";
    QTest::newRow("empty pockets after an eighth slash")
        << QByteArray("8/8/8/8/8/8/8/8/") << FenMode::Lenient << "8/8/8/8/8/8/8/8 w - - 0 1"
        << "crazyhouse_pockets,fields_defaulted";
}

void TestFenReader::accepts()
{
    QFETCH(QByteArray, input);
    QFETCH(FenMode, mode);
    QFETCH(QString, normalised);
    QFETCH(QString, repairs);

    const FenReadResult r = readFen(view(input), mode);
    QVERIFY2(r.ok(), qPrintable(codes(r)));
    QVERIFY(r.errors.empty());
    QCOMPARE(fenOf(*r.position), normalised);
    QCOMPARE(repairCodes(r), repairs);
}

// Inputs that must be refused: the code, the field and the exact span of the offending text.
void TestFenReader::rejects_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<FenMode>("mode");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("field");
    QTest::addColumn<QByteArray>("spanText");
    QTest::addColumn<int>("start");

    const QByteArray k = "4k3/8/8/8/8/8/8/4K3";
    QTest::newRow("empty") << QByteArray("") << FenMode::Lenient << "empty" << 1 << QByteArray("") << 0;
    QTest::newRow("only white space")
        << QByteArray(" \t ") << FenMode::Lenient << "empty" << 1 << QByteArray(" \t ") << 0;
    QTest::newRow("7th field, strict")
        << k + " w - - 0 1 +2+1" << FenMode::Strict << "too_many_fields" << 7 << QByteArray("+2+1") << 30;
    QTest::newRow("7th field, no three-check counters")
        << k + " w - - 0 1 x" << FenMode::Lenient << "too_many_fields" << 7 << QByteArray("x") << 30;
    QTest::newRow("three-check counters above 3")
        << k + " w - - 0 1 4+1" << FenMode::Lenient << "too_many_fields" << 7 << QByteArray("4+1") << 30;
    QTest::newRow("three-check counters twice")
        << k + " w - - 3+3 0 1 3+3" << FenMode::Lenient << "bad_halfmove" << 5 << QByteArray("3+3") << 26;
    QTest::newRow("pockets, strict") << k + "[Qn] w - - 0 1" << FenMode::Strict << "unknown_character" << 1
                                     << QByteArray("[") << 19;
    QTest::newRow("pockets holding what is no piece")
        << k + "[Qx] w - - 0 1" << FenMode::Lenient << "unknown_character" << 1 << QByteArray("[") << 19;
    QTest::newRow("8th field spans both extras")
        << k + " w - - 0 1 x y" << FenMode::Lenient << "too_many_fields" << 7 << QByteArray("x y") << 30;
    QTest::newRow("adjacent digits, strict") << QByteArray("4k3/8/44/8/8/8/8/4K3") << FenMode::Strict
                                             << "adjacent_digits" << 1 << QByteArray("44") << 6;
    QTest::newRow("rank too long by digits") << QByteArray("4k3/8/8/8/8/8/8/4K4") << FenMode::Lenient
                                             << "rank_too_long" << 1 << QByteArray("4K4") << 16;
    QTest::newRow("rank too long by pieces") << QByteArray("4k3/8/8/8/PPPPPPPPP/8/8/4K3") << FenMode::Lenient
                                             << "rank_too_long" << 1 << QByteArray("PPPPPPPPP") << 10;
    QTest::newRow("rank too short") << QByteArray("4k3/8/7/8/8/8/8/4K3") << FenMode::Lenient
                                    << "rank_too_short" << 1 << QByteArray("7") << 6;
    QTest::newRow("last rank too short") << QByteArray("4k3/8/8/8/8/8/8/4K2") << FenMode::Lenient
                                         << "rank_too_short" << 1 << QByteArray("4K2") << 16;
    QTest::newRow("too many ranks") << QByteArray("4k3/8/8/8/8/8/8/4K3/8") << FenMode::Lenient
                                    << "too_many_ranks" << 1 << QByteArray("/8") << 19;
    QTest::newRow("too few ranks") << QByteArray("4k3/8/8/8/8/8/4K3") << FenMode::Lenient << "too_few_ranks"
                                   << 1 << QByteArray("4k3/8/8/8/8/8/4K3") << 0;
    QTest::newRow("digit 0") << QByteArray("4k3/8/8/08/8/8/8/4K3") << FenMode::Lenient << "bad_digit" << 1
                             << QByteArray("0") << 8;
    QTest::newRow("digit 9") << QByteArray("4k3/9/8/8/8/8/8/4K3") << FenMode::Lenient << "bad_digit" << 1
                             << QByteArray("9") << 4;
    QTest::newRow("unknown letter") << QByteArray("4k3/8/8/3X4/8/8/8/4K3") << FenMode::Lenient
                                    << "unknown_character" << 1 << QByteArray("X") << 9;
    QTest::newRow("unknown UTF-8 character")
        << QByteArray("4k3/8/8/3\xE7\x8E\x8B"
                      "4/8/8/8/4K3")
        << FenMode::Lenient << "unknown_character" << 1 << QByteArray("\xE7\x8E\x8B") << 9;
    QTest::newRow("marker without piece") << QByteArray("4k3/8/8/~8/8/8/8/4K3") << FenMode::Lenient
                                          << "misplaced_marker" << 1 << QByteArray("~") << 8;
    QTest::newRow("missing space (seed)")
        << QByteArray("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRw KQkq- 0 1") << FenMode::Lenient
        << "missing_space" << 1 << QByteArray("RNBQKBNRw") << 35;
    QTest::newRow("side x") << k + " x" << FenMode::Lenient << "bad_side" << 2 << QByteArray("x") << 20;
    QTest::newRow("side white") << k + " white" << FenMode::Lenient << "bad_side" << 2 << QByteArray("white")
                                << 20;
    QTest::newRow("side W, strict") << k + " W" << FenMode::Strict << "uppercase_side" << 2 << QByteArray("W")
                                    << 20;
    QTest::newRow("castling K-") << k + " w K- - 0 1" << FenMode::Lenient << "bad_castling" << 3
                                 << QByteArray("-") << 23;
    QTest::newRow("castling letter outside A-H")
        << k + " w KX - 0 1" << FenMode::Lenient << "bad_castling" << 3 << QByteArray("X") << 23;
    QTest::newRow("castling KQB") << QByteArray("4k3/8/8/8/8/8/8/RR2K2R w KQB - 0 1") << FenMode::Lenient
                                  << "too_many_castling_rights" << 3 << QByteArray("B") << 27;
    QTest::newRow("castling two rooks one side")
        << QByteArray("4k3/8/8/8/8/8/8/4K1RR w HG - 0 1") << FenMode::Strict << "castling_side_twice" << 3
        << QByteArray("G") << 25;
    QTest::newRow("ep not a square") << k + " w - x9 0 1" << FenMode::Lenient << "bad_ep_square" << 4
                                     << QByteArray("x9") << 24;
    QTest::newRow("ep e4") << k + " w - e4 0 1" << FenMode::Strict << "ep_wrong_rank" << 4 << QByteArray("e4")
                           << 24;
    QTest::newRow("halfmove -1") << k + " w - - -1 1" << FenMode::Lenient << "bad_halfmove" << 5
                                 << QByteArray("-1") << 26;
    QTest::newRow("halfmove 3x") << k + " w - - 3x 1" << FenMode::Lenient << "bad_halfmove" << 5
                                 << QByteArray("3x") << 26;
    QTest::newRow("halfmove 10000") << k + " w - - 10000 1" << FenMode::Lenient << "bad_halfmove" << 5
                                    << QByteArray("10000") << 26;
    QTest::newRow("fullmove 10000") << k + " w - - 0 10000" << FenMode::Lenient << "bad_fullmove" << 6
                                    << QByteArray("10000") << 28;
    QTest::newRow("fullmove 1.5") << k + " w - - 0 1.5" << FenMode::Lenient << "bad_fullmove" << 6
                                  << QByteArray("1.5") << 28;
}

void TestFenReader::rejects()
{
    QFETCH(QByteArray, input);
    QFETCH(FenMode, mode);
    QFETCH(QString, code);
    QFETCH(int, field);
    QFETCH(QByteArray, spanText);
    QFETCH(int, start);

    const FenReadResult r = readFen(view(input), mode);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.size(), std::size_t{1});
    const FenError& e = r.errors.front();
    QCOMPARE(QString::fromUtf8(codeName(e.code)), code);
    QCOMPARE(e.field, field);
    QCOMPARE(int(e.start), start);
    QCOMPARE(input.mid(int(e.start), int(e.end - e.start)), spanText);
    QVERIFY(r.repairs.empty());
}

// docs/FEN-RULES.md §19: the fast reader takes a FEN exactly as the writer writes it and
// leaves everything else to the full reader, which readFen then asks.
void TestFenReader::canonicalReader_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("canonical");
    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << true;
    QTest::newRow("ep, counters") << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w Kq d6 0 3" << true;
    QTest::newRow("chess960 KQkq") << "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1" << true;
    QTest::newRow("4-digit counters") << "8/8/8/8/8/8/8/K6k b - - 9999 9999" << true;
    QTest::newRow("castling out of order") << "r3k2r/8/8/8/8/8/8/R3K2R w QK - 0 1" << false;
    QTest::newRow("file letters") << "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1" << false;
    QTest::newRow("leading zero") << "8/8/8/8/8/8/8/K6k w - - 00 1" << false;
    QTest::newRow("fullmove 0") << "8/8/8/8/8/8/8/K6k w - - 0 0" << false;
    QTest::newRow("adjacent digits") << "8/8/8/8/8/8/8/K33k w - - 0 1" << false;
    QTest::newRow("two spaces") << "8/8/8/8/8/8/8/K6k  w - - 0 1" << false;
    QTest::newRow("trailing space") << "8/8/8/8/8/8/8/K6k w - - 0 1 " << false;
    QTest::newRow("four fields") << "8/8/8/8/8/8/8/K6k w - -" << false;
    QTest::newRow("ep on rank 4") << "8/8/8/8/8/8/8/K6k w - e4 0 1" << false;
    QTest::newRow("upper-case side") << "8/8/8/8/8/8/8/K6k W - - 0 1" << false;
    QTest::newRow("rank too long") << "8/8/8/8/8/8/8/K7k w - - 0 1" << false;
    QTest::newRow("nine ranks") << "8/8/8/8/8/8/8/8/K6k w - - 0 1" << false;
    QTest::newRow("promoted marker") << "8/8/8/8/8/8/8/K5Qk~ w - - 0 1" << false;
}

void TestFenReader::canonicalReader()
{
    QFETCH(QString, fen);
    QFETCH(bool, canonical);
    const std::string text = fen.toStdString();
    Position fast;
    QCOMPARE(readCanonicalFen(text, fast), canonical);
    const FenReadResult full = readFenFully(text);
    const FenReadResult both = readFen(text);
    QCOMPARE(both.ok(), full.ok());
    QCOMPARE(both.repairs.size(), full.repairs.size());
    if (full.ok())
        QVERIFY(*both.position == *full.position);
    if (canonical) {
        QVERIFY(full.ok() && full.repairs.empty());
        QVERIFY(fast == *full.position);
        QCOMPARE(QString::fromStdString(writeFen(fast)), fen);
        for (const Color c : {Color::White, Color::Black}) {
            for (int t = 1; t <= 6; ++t)
                QCOMPARE(fast.pieces(c, PieceType(t)), full.position->pieces(c, PieceType(t)));
        }
    }
}

void TestFenReader::fieldsAreRead()
{
    const auto r = readFen("r3k2r/8/8/8/4Pp2/8/8/R3K2R b Kq e3 12 34");
    QVERIFY(r.ok());
    const Position& p = *r.position;
    QCOMPARE(p.sideToMove, Color::Black);
    QCOMPARE(p.castling.rookFile(Color::White, CastlingSide::King), 7);
    QVERIFY(!p.castling.has(Color::White, CastlingSide::Queen));
    QVERIFY(!p.castling.has(Color::Black, CastlingSide::King));
    QCOMPARE(p.castling.rookFile(Color::Black, CastlingSide::Queen), 0);
    QCOMPARE(p.epSquare, *parseSquare("e3"));
    QCOMPARE(p.halfmoveClock, 12);
    QCOMPARE(p.fullmoveNumber, 34);
    QVERIFY(p.pieceAt(*parseSquare("f4")).is(Color::Black, PieceType::Pawn));
    QVERIFY(p.pieceAt(*parseSquare("a1")).is(Color::White, PieceType::Rook));
}

// Which rook each castling letter names (docs/FEN-RULES.md §7).
void TestFenReader::castlingFiles_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("white"); // king side file, queen side file ('-' for none)
    QTest::addColumn<QString>("black");

    QTest::newRow("KQkq ordinary") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                   << "ha"
                                   << "ha";
    QTest::newRow("K: outermost rook") << "4k3/8/8/8/8/8/8/4KR1R w K - 0 1"
                                       << "h-"
                                       << "--";
    QTest::newRow("Q: outermost of two") << "4k3/8/8/8/8/8/8/1R1RK3 w Q - 0 1"
                                         << "-b"
                                         << "--";
    QTest::newRow("K without rook: corner") << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
                                            << "h-"
                                            << "--";
    QTest::newRow("960: letters by king") << "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"
                                          << "gb"
                                          << "gb";
    QTest::newRow("960: KQ find inner rooks") << "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1"
                                              << "gb"
                                              << "gb";
    QTest::newRow("king on b1, rook a1") << "4k3/8/8/8/8/8/8/RK5R w HA - 0 1"
                                         << "ha"
                                         << "--";
}

void TestFenReader::castlingFiles()
{
    QFETCH(QString, fen);
    QFETCH(QString, white);
    QFETCH(QString, black);
    const auto r = readFen(fen.toStdString());
    QVERIFY(r.ok());
    const auto files = [&](Color c) {
        QString s;
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const int f = r.position->castling.rookFile(c, side);
            s += f == CastlingRights::None ? QChar('-') : QChar('a' + f);
        }
        return s;
    };
    QCOMPARE(files(Color::White), white);
    QCOMPARE(files(Color::Black), black);
}

// Hostile input: every case must give a clear error quickly, never crash.
void TestFenReader::hostileInput()
{
    const std::string garbage(1 << 20, '\xFF');
    auto r = readFen(garbage);
    QVERIFY(!r.ok());
    QCOMPARE(QString::fromUtf8(codeName(r.errors[0].code)), QString("unknown_character"));

    const std::string nul("4k3/8/8/8/\0/8/8/4K3 w - - 0 1", 30);
    r = readFen(nul);
    QVERIFY(!r.ok());
    QCOMPARE(int(r.errors[0].start), 10);

    const std::string hugeCounter = "4k3/8/8/8/8/8/8/4K3 w - - " + std::string(10000, '9') + " 1";
    r = readFen(hugeCounter);
    QVERIFY(!r.ok());
    QCOMPARE(QString::fromUtf8(codeName(r.errors[0].code)), QString("bad_halfmove"));
    QCOMPARE(r.errors[0].end - r.errors[0].start, std::size_t{10000});

    const std::string manyFields = "8/8/8/8/8/8/8/8" + std::string(100000, ' ') + std::string(20000, 'x');
    r = readFen(manyFields);
    QVERIFY(!r.ok());

    const std::string manySlashes(100000, '/');
    r = readFen(manySlashes);
    QVERIFY(!r.ok());
    QCOMPARE(QString::fromUtf8(codeName(r.errors[0].code)), QString("rank_too_short"));

    const std::string truncatedUtf8 = "4k3/8/8/8/8/8/8/4K3\xE3\x80";
    r = readFen(truncatedUtf8);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors[0].end, truncatedUtf8.size());
}

QTEST_APPLESS_MAIN(TestFenReader)
#include "tst_fenreader.moc"
