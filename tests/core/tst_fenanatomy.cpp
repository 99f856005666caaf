// FEN anatomy: every byte's meaning and every square's character, both ways, as the teaching
// view's hover needs them.
#include "fen.h"
#include "fen_anatomy.h"
#include "test_support_core.h"

#include <QtTest>

#include <random>

using namespace forsyth;

namespace {

const char* const startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
// An ep square (a black pawn just went e7-e5) and castling Kq.
const char* const epFen = "r1b1k1nr/pppp1ppp/8/4pP2/8/8/PPPPP1PP/RNBQK2R w Kq e6 0 5";
// Chess960, Shredder letters: kings on g1/g8, rooks on f and h.
const char* const shredderFen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

QString partName(FenPart p)
{
    switch (p) {
    case FenPart::Unknown:
        return "unknown";
    case FenPart::Separator:
        return "separator";
    case FenPart::Piece:
        return "piece";
    case FenPart::EmptyRun:
        return "empty";
    case FenPart::RankEnd:
        return "rankend";
    case FenPart::PromotedMarker:
        return "marker";
    case FenPart::Side:
        return "side";
    case FenPart::NoCastling:
        return "nocastling";
    case FenPart::CastlingLetter:
        return "castling";
    case FenPart::NoEp:
        return "noep";
    case FenPart::EpSquare:
        return "ep";
    case FenPart::Halfmove:
        return "halfmove";
    case FenPart::Fullmove:
        return "fullmove";
    }
    return "?";
}

// A square's name, or "-" for none, as a FEN writes it.
QString nameOrDash(Square s) { return s == NoSquare ? "-" : QString::fromStdString(squareName(s)); }

} // namespace

class TestFenAnatomy : public QObject {
    Q_OBJECT

private slots:
    void placementChars_data();
    void placementChars();
    void bothWays_data();
    void bothWays();
    void side_data();
    void side();
    void castling_data();
    void castling();
    void ep_data();
    void ep();
    void counters_data();
    void counters();
    void broken_data();
    void broken();
    void hostile();
    void castlingKingOfSeveral();
};

// Single characters of the placement, written out by hand: part, rank, squares.
void TestFenAnatomy::placementChars_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("part");
    QTest::addColumn<int>("rank");
    QTest::addColumn<QString>("squares");

    QTest::newRow("start r") << QByteArray(startFen) << 0 << "piece" << 8 << "a8";
    QTest::newRow("start k") << QByteArray(startFen) << 4 << "piece" << 8 << "e8";
    QTest::newRow("start /8") << QByteArray(startFen) << 8 << "rankend" << 8 << "a8 b8 c8 d8 e8 f8 g8 h8";
    QTest::newRow("start 8 rank 6") << QByteArray(startFen) << 18 << "empty" << 6
                                    << "a6 b6 c6 d6 e6 f6 g6 h6";
    QTest::newRow("start 8 rank 3") << QByteArray(startFen) << 24 << "empty" << 3
                                    << "a3 b3 c3 d3 e3 f3 g3 h3";
    QTest::newRow("start P a2") << QByteArray(startFen) << 26 << "piece" << 2 << "a2";
    QTest::newRow("start R h1") << QByteArray(startFen) << 42 << "piece" << 1 << "h1";
    // r1b1k1nr, character by character.
    const char* const expected[] = {"a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"};
    for (int i = 0; i < 8; ++i) {
        QTest::addRow("ep r1b1k1nr[%d]", i)
            << QByteArray(epFen) << i << (i % 2 && i < 6 ? "empty" : "piece") << 8 << expected[i];
    }
    // 4pP2 on rank 5: offset 22 is '4'.
    QTest::newRow("ep 4 rank 5") << QByteArray(epFen) << 20 << "empty" << 5 << "a5 b5 c5 d5";
    QTest::newRow("ep p e5") << QByteArray(epFen) << 21 << "piece" << 5 << "e5";
    QTest::newRow("ep P f5") << QByteArray(epFen) << 22 << "piece" << 5 << "f5";
    QTest::newRow("ep 2 rank 5") << QByteArray(epFen) << 23 << "empty" << 5 << "g5 h5";
    QTest::newRow("ep 2 rank 1") << QByteArray(epFen) << 43 << "empty" << 1 << "f1 g1";
    QTest::newRow("960 1 e8") << QByteArray(shredderFen) << 4 << "empty" << 8 << "e8";
    QTest::newRow("960 3 rank 6") << QByteArray(shredderFen) << 16 << "empty" << 6 << "a6 b6 c6";
    QTest::newRow("960 K g1") << QByteArray(shredderFen) << 50 << "piece" << 1 << "g1";
    QTest::newRow("promoted marker") << QByteArray("Q~7/8/8/8/8/8/8/4K2k w - - 0 1") << 1 << "marker" << 8
                                     << "a8";
}

void TestFenAnatomy::placementChars()
{
    QFETCH(QByteArray, fen);
    QFETCH(int, index);
    const CharMeaning m = anatomize(fen.toStdString()).meaningAt(static_cast<std::size_t>(index));
    QCOMPARE(m.field, 1);
    QTEST(partName(m.part), "part");
    QTEST(m.rank, "rank");
    QTEST(squareNames(m.squares), "squares");
}

void TestFenAnatomy::bothWays_data()
{
    QTest::addColumn<QByteArray>("fen");
    for (const char* fen : {startFen, epFen, shredderFen}) {
        QVERIFY(readFen(fen).ok());
        QTest::newRow(fen) << QByteArray(fen);
    }
    QTest::newRow("underscores, tabs")
        << QByteArray("r1b1k1nr/pppp1ppp/8/4pP2/8/8/PPPPP1PP/RNBQK2R_w\tKq  e6_0_5");
}

// Every square's span names a character whose meaning holds that square; every placement
// character's rank is 8 minus the '/' before it; every square is some character's.
void TestFenAnatomy::bothWays()
{
    QFETCH(QByteArray, fen);
    const std::string text = fen.toStdString();
    const FenAnatomy a = anatomize(text);
    const std::vector<CharMeaning> bytes = a.perByte();
    QCOMPARE(bytes.size(), text.size());
    for (Square s = 0; s < 64; ++s) {
        const auto [start, end] = a.spanOfSquare(s);
        QCOMPARE(end, start + 1);
        const CharMeaning m = a.meaningAt(start);
        QVERIFY2(m.part == FenPart::Piece || m.part == FenPart::EmptyRun, qPrintable(nameOrDash(s)));
        QVERIFY2(m.squares & bit(s), qPrintable(nameOrDash(s)));
        QCOMPARE(m.rank, rankOf(s) + 1);
    }
    const std::size_t placementEnd = text.find_first_of(" _\t");
    Bitboard covered = 0;
    int slashes = 0;
    for (std::size_t i = 0; i < placementEnd; ++i) {
        const CharMeaning& m = bytes[i];
        QCOMPARE(m.field, 1);
        QVERIFY(m.part != FenPart::Unknown);
        QCOMPARE(m.rank, 8 - slashes);
        if (text[i] == '/')
            ++slashes;
        if (m.part == FenPart::Piece || m.part == FenPart::EmptyRun) {
            QCOMPARE(covered & m.squares, Bitboard{0});
            covered |= m.squares;
            for (Bitboard b = m.squares; b; b &= b - 1)
                QCOMPARE(a.spanOfSquare(lowest(b)).first, i);
        }
    }
    QCOMPARE(covered, ~Bitboard{0});
    QCOMPARE(bytes[placementEnd].part, FenPart::Separator);
    QCOMPARE(bytes[placementEnd].field, 0);
}

void TestFenAnatomy::side_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("color");
    QTest::addColumn<int>("pieces");
    QTest::newRow("start w") << QByteArray(startFen) << 44 << 0 << 16;
    QTest::newRow("ep w") << QByteArray(epFen) << 46 << 0 << 14;
    QTest::newRow("960 w") << QByteArray(shredderFen) << 53 << 0 << 16;
    QTest::newRow("b") << QByteArray("4k3/8/8/8/8/8/8/4K3 b") << 20 << 1 << 1;
}

void TestFenAnatomy::side()
{
    QFETCH(QByteArray, fen);
    QFETCH(int, index);
    const CharMeaning m = anatomize(fen.toStdString()).meaningAt(static_cast<std::size_t>(index));
    QCOMPARE(m.field, 2);
    QCOMPARE(m.part, FenPart::Side);
    QTEST(forsyth::index(m.color), "color");
    QTEST(popCount(m.squares), "pieces");
}

void TestFenAnatomy::castling_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("color");
    QTest::addColumn<int>("side"); // 0 king's side, 1 queen's
    QTest::addColumn<QString>("king");
    QTest::addColumn<QString>("rook");
    QTest::newRow("start K") << QByteArray(startFen) << 46 << 0 << 0 << "e1"
                             << "h1";
    QTest::newRow("start Q") << QByteArray(startFen) << 47 << 0 << 1 << "e1"
                             << "a1";
    QTest::newRow("start k") << QByteArray(startFen) << 48 << 1 << 0 << "e8"
                             << "h8";
    QTest::newRow("start q") << QByteArray(startFen) << 49 << 1 << 1 << "e8"
                             << "a8";
    QTest::newRow("ep K") << QByteArray(epFen) << 48 << 0 << 0 << "e1"
                          << "h1";
    QTest::newRow("ep q") << QByteArray(epFen) << 49 << 1 << 1 << "e8"
                          << "a8";
    QTest::newRow("960 H") << QByteArray(shredderFen) << 55 << 0 << 0 << "g1"
                           << "h1";
    QTest::newRow("960 F") << QByteArray(shredderFen) << 56 << 0 << 1 << "g1"
                           << "f1";
    QTest::newRow("960 h") << QByteArray(shredderFen) << 57 << 1 << 0 << "g8"
                           << "h8";
    QTest::newRow("960 f") << QByteArray(shredderFen) << 58 << 1 << 1 << "g8"
                           << "f8";
    // K names the outermost rook on the king's side, as castlingLetterFile says.
    QTest::newRow("K outermost") << QByteArray("4k3/8/8/8/8/8/8/1R2K1RR w K - 0 1") << 26 << 0 << 0 << "e1"
                                 << "h1";
}

void TestFenAnatomy::castling()
{
    QFETCH(QByteArray, fen);
    QFETCH(int, index);
    QFETCH(QString, king);
    QFETCH(QString, rook);
    const CharMeaning m = anatomize(fen.toStdString()).meaningAt(static_cast<std::size_t>(index));
    QCOMPARE(m.field, 3);
    QCOMPARE(m.part, FenPart::CastlingLetter);
    QTEST(forsyth::index(m.color), "color");
    QTEST(static_cast<int>(m.castlingSide), "side");
    QCOMPARE(nameOrDash(m.king), king);
    QCOMPARE(nameOrDash(m.rook), rook);
    QCOMPARE(squareNames(m.squares).split(' ').size(), 2);
    QVERIFY(squareNames(m.squares).contains(king) && squareNames(m.squares).contains(rook));
    // The same rook the reader stores.
    const auto read = readFen(fen.toStdString());
    QVERIFY(read.ok());
    QCOMPARE(read.position->castling.rookFile(m.color, m.castlingSide), fileOf(m.rook));
    // A file letter names its rook by file; K, Q, k and q by side.
    const char letter = fen.at(index);
    QCOMPARE(m.rookByFile, QByteArray("KQkq").indexOf(letter) < 0);
}

void TestFenAnatomy::ep_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("part");
    QTest::addColumn<QString>("square");
    QTest::addColumn<QString>("pawn");
    QTest::addColumn<QString>("from");
    QTest::newRow("e6 first char") << QByteArray(epFen) << 51 << "ep"
                                   << "e6"
                                   << "e5"
                                   << "e7";
    QTest::newRow("e6 second char") << QByteArray(epFen) << 52 << "ep"
                                    << "e6"
                                    << "e5"
                                    << "e7";
    QTest::newRow("e3") << QByteArray("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1") << 53
                        << "ep"
                        << "e3"
                        << "e4"
                        << "e2";
    QTest::newRow("none") << QByteArray(startFen) << 51 << "noep"
                          << "-"
                          << "-"
                          << "-";
    QTest::newRow("wrong rank") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - e4 0 1") << 24 << "unknown"
                                << "-"
                                << "-"
                                << "-";
}

void TestFenAnatomy::ep()
{
    QFETCH(QByteArray, fen);
    QFETCH(int, index);
    const CharMeaning m = anatomize(fen.toStdString()).meaningAt(static_cast<std::size_t>(index));
    QCOMPARE(m.field, 4);
    QTEST(partName(m.part), "part");
    QTEST(nameOrDash(m.epSquare), "square");
    QTEST(nameOrDash(m.epPawn), "pawn");
    QTEST(nameOrDash(m.epPawnFrom), "from");
    // The square, the pawn that passed it, and the pawns beside that pawn which could take it.
    if (m.part == FenPart::EpSquare) {
        const Color taker = opposite(m.color);
        const Position pos = read(QString::fromUtf8(fen));
        QCOMPARE(m.squares,
            bit(m.epSquare) | bit(m.epPawn)
                | (pawnAttacks(m.color, m.epSquare) & pos.pieces(taker, PieceType::Pawn)));
    }
}

void TestFenAnatomy::counters_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("field");
    QTest::addColumn<int>("value");
    QTest::newRow("start 0") << QByteArray(startFen) << 53 << 5 << 0;
    QTest::newRow("start 1") << QByteArray(startFen) << 55 << 6 << 1;
    QTest::newRow("ep 5") << QByteArray(epFen) << 56 << 6 << 5;
    QTest::newRow("960 2") << QByteArray(shredderFen) << 62 << 5 << 2;
    QTest::newRow("960 9") << QByteArray(shredderFen) << 64 << 6 << 9;
    QTest::newRow("37 second digit") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 37 120") << 27 << 5 << 37;
    QTest::newRow("120 last digit") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 37 120") << 31 << 6 << 120;
    QTest::newRow("too long") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 12345 1") << 26 << 5 << -1;
}

void TestFenAnatomy::counters()
{
    QFETCH(QByteArray, fen);
    QFETCH(int, index);
    const CharMeaning m = anatomize(fen.toStdString()).meaningAt(static_cast<std::size_t>(index));
    QTEST(m.field, "field");
    QTEST(m.counter, "value");
    if (m.counter >= 0)
        QCOMPARE(m.part, m.field == 5 ? FenPart::Halfmove : FenPart::Fullmove);
    else
        QCOMPARE(m.part, FenPart::Unknown);
}

// Broken text: the parts that read get meanings, the rest is unknown, byte by byte.
void TestFenAnatomy::broken_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QString>("parts"); // one letter a byte: p piece, e empty, / rank end, ...
    QTest::addColumn<QString>("ranks");
    // p piece, e empty run, / rank end, _ separator, s side, c castling, - none, E ep, H/F counters,
    // ? unknown
    QTest::newRow("unknown char") << QByteArray("rnbqkbnr/ppp?pppp/8 w")
                                  << "pppppppp/ppp????"
                                     "?/e_s"
                                  << "888888888777777777600";
    QTest::newRow("rank too long") << QByteArray("rnbqkbnr/ppppppppp/8") << "pppppppp/pppppppp?/e"
                                   << "88888888877777777776";
    QTest::newRow("nine ranks") << QByteArray("8/8/8/8/8/8/8/8/8 w") << "e/e/e/e/e/e/e/e/?_s"
                                << "8877665544332211000";
    QTest::newRow("bad castling") << QByteArray("8/8/8/8/8/8/8/4K2R w KX -") << "e/e/e/e/e/e/e/epep_s_c?_-"
                                  << "8877665544332211110000000";
    QTest::newRow("multibyte") << QByteArray("8/8/8/8/8/8/8/4K\xe7\x8e\x8b") << "e/e/e/e/e/e/e/ep???"
                               << "8877665544332211111";
}

void TestFenAnatomy::broken()
{
    QFETCH(QByteArray, fen);
    QFETCH(QString, parts);
    QFETCH(QString, ranks);
    const std::string text = fen.toStdString();
    const FenAnatomy a = anatomize(text);
    QCOMPARE(static_cast<int>(text.size()), parts.size());
    QString gotParts;
    QString gotRanks;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const CharMeaning m = a.meaningAt(i);
        const char* letters = "?_pe/~s-c-EHF";
        const char c = letters[static_cast<int>(m.part)];
        gotParts += c;
        gotRanks += QString::number(m.rank);
    }
    QCOMPARE(gotParts, parts);
    QCOMPARE(gotRanks, ranks);
    QCOMPARE(a.meaningAt(text.size()).part, FenPart::Unknown);
}

// Random bytes, a 1 MB paste: tokens tile the text, every square's span lies inside it, and the
// work stays linear.
void TestFenAnatomy::hostile()
{
    std::mt19937 rng(5);
    const std::string alphabet = "rnbqkpRNBQKP12345678/~ _\t-wbKQkqA-Ha-h09?\xe3\x80\x80\xc2";
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        const int n = static_cast<int>(rng() % 90);
        for (int i = 0; i < n; ++i)
            text += alphabet[rng() % alphabet.size()];
        const FenAnatomy a = anatomize(text);
        std::size_t at = 0;
        for (const FenToken& t : a.tokens()) {
            QCOMPARE(t.start, at);
            QVERIFY(t.end > t.start);
            at = t.end;
        }
        QCOMPARE(at, text.size());
        for (Square s = 0; s < 64; ++s) {
            const auto [start, end] = a.spanOfSquare(s);
            QVERIFY(end <= text.size() && start <= end);
            if (end > start)
                QVERIFY(a.meaningAt(start).squares & bit(s));
        }
    }
    QElapsedTimer timer;
    timer.start();
    for (const std::string& big :
        {std::string(1 << 20, 'p'), std::string(1 << 20, '/'), std::string(1 << 20, ' '), [] {
             std::string s;
             while (s.size() < (1u << 20))
                 s += "8/8/8/8/8/8/8/8 w - - 0 1 x ";
             return s;
         }()}) {
        const FenAnatomy a = anatomize(big);
        QVERIFY(a.tokens().size() < 200);
        QCOMPARE(
            a.meaningAt(big.size() - 1).field == 0 || a.meaningAt(big.size() - 1).part == FenPart::Unknown,
            true);
    }
    QVERIFY(timer.elapsed() < 2000);
}

// The castling king is castlingKing's: a second king off the back rank does not hide it.
void TestFenAnatomy::castlingKingOfSeveral()
{
    const QByteArray fen("r3k3/4k3/8/8/8/8/8/4K3 w q - 0 1");
    const CharMeaning m
        = anatomize(fen.toStdString()).meaningAt(static_cast<std::size_t>(fen.indexOf(" q ") + 1));
    QCOMPARE(m.part, FenPart::CastlingLetter);
    QCOMPARE(nameOrDash(m.king), QString("e8"));
    QCOMPARE(nameOrDash(m.rook), QString("a8"));
    QVERIFY(!m.rookByFile);
}

QTEST_APPLESS_MAIN(TestFenAnatomy)
#include "tst_fenanatomy.moc"
