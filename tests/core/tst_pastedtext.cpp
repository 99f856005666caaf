// Smart paste: every form that docs/FEN-RULES.md §14 lists is unwrapped to the FEN it carries,
// anything else is refused, and huge or hostile input stays cheap.
#include "fen.h"
#include "pasted_text.h"
#include "test_support_core.h"

#include <QtTest>

#include <string>

using namespace forsyth;

namespace {

const QByteArray kingsOnly = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";

} // namespace

class TestPastedText : public QObject {
    Q_OBJECT

private slots:
    void accepted_data();
    void accepted();
    void refused_data();
    void refused();
    void percentDecoding_data();
    void percentDecoding();
    void hugeInput_data();
    void hugeInput();
    void linkOrientation_data();
    void linkOrientation();
};

void TestPastedText::accepted_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QByteArray>("span"); // text[start, end)
    QTest::addColumn<bool>("readable");   // whether readFen accepts the FEN

    const QByteArray e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    const QByteArray kings = "8/8/8/4k3/8/8/8/4K3";

    // Bare FENs: the text itself, trimmed; broken ones too, so that the reader explains.
    QTest::newRow("bare, six fields") << e4 << "BareFen" << e4 << "" << e4 << true;
    QTest::newRow("bare, white space and CRLF around") << "  \t" + kingsOnly + "\r\n"
                                                       << "BareFen" << kingsOnly << "" << kingsOnly << true;
    QTest::newRow("bare, placement only") << kings << "BareFen" << kings << "" << kings << true;
    QTest::newRow("bare, four fields")
        << QByteArray("8/8/8/8/1pP4P/8/8/8 b - h3") << "BareFen" << QByteArray("8/8/8/8/1pP4P/8/8/8 b - h3")
        << "" << QByteArray("8/8/8/8/1pP4P/8/8/8 b - h3") << true;
    QTest::newRow("bare, underscores") << kings + "_w_-_-_0_1"
                                       << "BareFen" << kings + "_w_-_-_0_1"
                                       << "" << kings + "_w_-_-_0_1" << true;
    const QByteArray missingSpace = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRw KQkq- 0 1";
    QTest::newRow("bare, missing space: the reader says where")
        << missingSpace << "BareFen" << missingSpace << "" << missingSpace << false;
    QTest::newRow("bare, a seventh field is left to the reader") << kingsOnly + " x"
                                                                 << "BareFen" << kingsOnly + " x"
                                                                 << "" << kingsOnly + " x" << false;

    // Lichess URLs.
    const QByteArray start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    QTest::newRow("lichess editor, _") << "https://lichess.org/editor/" + start + "_w_KQkq_-_0_1"
                                       << "LichessUrl" << start + " w KQkq - 0 1"
                                       << "" << start + "_w_KQkq_-_0_1" << true;
    QTest::newRow("lichess analysis, %20") << "https://lichess.org/analysis/" + kings + "%20b%20-%20-%200%201"
                                           << "LichessUrl" << kings + " b - - 0 1"
                                           << "" << kings + "%20b%20-%20-%200%201" << true;
    QTest::newRow("lichess analysis/standard, flipped")
        << "https://lichess.org/analysis/standard/" + kings + "_w_-_-_0_1?color=black"
        << "LichessUrl" << kingsOnly << "" << kings + "_w_-_-_0_1" << true;
    const QByteArray c960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR";
    QTest::newRow("lichess analysis/chess960, #ply, no scheme")
        << "lichess.org/analysis/chess960/" + c960 + "_w_HFhf_-_2_9#12"
        << "LichessUrl" << c960 + " w HFhf - 2 9"
        << "" << c960 + "_w_HFhf_-_2_9" << true;
    QTest::newRow("lichess, http and www") << "http://www.lichess.org/editor/" + kings + "_w_-_-_0_1"
                                           << "LichessUrl" << kingsOnly << "" << kings + "_w_-_-_0_1" << true;
    QTest::newRow("lichess, %2F for /")
        << QByteArray("https://lichess.org/analysis/8%2F8%2F8%2F4k3%2F8%2F8%2F8%2F4K3"
                      "%20w%20-%20-%200%201")
        << "LichessUrl" << kingsOnly << ""
        << QByteArray("8%2F8%2F8%2F4k3%2F8%2F8%2F8%2F4K3%20w%20-%20-%200%201") << true;
    QTest::newRow("lichess, + for space") << "https://lichess.org/analysis/" + kings + "+w+-+-+0+1"
                                          << "LichessUrl" << kingsOnly << "" << kings + "+w+-+-+0+1" << true;
    QTest::newRow("lichess, in a message") << "look: <https://lichess.org/analysis/" + kings + "_w_-_-_0_1> !"
                                           << "LichessUrl" << kingsOnly << "" << kings + "_w_-_-_0_1" << true;
    QTest::newRow("lichess, copied with plain spaces")
        << "https://lichess.org/analysis/" + kingsOnly << "LichessUrl" << kingsOnly << "" << kingsOnly
        << true;

    // Chess.com URLs.
    QTest::newRow("chess.com, percent-encoded")
        << QByteArray("https://www.chess.com/"
                      "analysis?fen=rnbqkbnr%2Fpppppppp%2F8%2F8%2F4P3%2F8%2FPPPP1PPP%2FRNBQKBNR"
                      "%20b%20KQkq%20e3%200%201")
        << "ChessComUrl" << e4 << ""
        << QByteArray("rnbqkbnr%2Fpppppppp%2F8%2F8%2F4P3%2F8%2FPPPP1PPP%2FRNBQKBNR%20b%20KQkq%20e3%200%201")
        << true;
    QTest::newRow("chess.com, + and &flip=true")
        << "https://www.chess.com/analysis?fen=" + kings + "+w+-+-+0+1&flip=true"
        << "ChessComUrl" << kingsOnly << "" << kings + "+w+-+-+0+1" << true;
    QTest::newRow("chess.com, fen not first")
        << "chess.com/analysis?tab=analysis&fen=" + kings + "%20w%20-%20-%200%201#x"
        << "ChessComUrl" << kingsOnly << "" << kings + "%20w%20-%20-%200%201" << true;

    // PGN.
    QTest::newRow("pgn with SetUp") << QByteArray(
                                           "[Event \"Endgame study\"]\n[Site \"?\"]\n[SetUp \"1\"]\n[FEN \"")
            + kingsOnly + "\"]\n\n1. Kd2 *\n"
                                    << "Pgn" << kingsOnly << "Endgame study" << kingsOnly << true;
    QTest::newRow("pgn without SetUp, Event ?") << "[Event \"?\"]\r\n[FEN \"" + e4 + "\"]\r\n\r\n1... e5 *"
                                                << "Pgn" << e4 << "" << e4 << true;
    QTest::newRow("pgn after prose, escaped quotes, tags on one line")
        << "Here is the game:\n[Event \"The \\\"Saavedra\\\" study\"] [FEN \"" + kingsOnly + "\"]\n*"
        << "Pgn" << kingsOnly << "The \"Saavedra\" study" << kingsOnly << true;

    QTest::newRow("pgn, comments between and after tags")
        << "[Event \"Study\"] {from a book}\n{ a\nlonger one }\n; a line comment\n[FEN \"" + kingsOnly
            + "\"] {after}\n\n*"
        << "Pgn" << kingsOnly << "Study" << kingsOnly << true;

    // A PGN header without a FEN tag does not stop the other forms.
    const QByteArray kings21 = kings + " w - - 0 21";
    QTest::newRow("pgn without FEN, a FEN before it")
        << "Position after 20...Kd7: " + kings21 + "\n\n[Event \"Casual\"]\n\n1. e4 e5 *"
        << "EmbeddedFen" << kings21 << "" << kings21 << true;
    QTest::newRow("pgn without FEN, a Lichess URL before it")
        << "https://lichess.org/analysis/" + kings + "_w_-_-_0_1\n[Site \"x\"]"
        << "LichessUrl" << kingsOnly << "" << kings + "_w_-_-_0_1" << true;
    QTest::newRow("pgn without FEN, a FEN after the tag")
        << "[Bob \"hi\"] look " + kingsOnly << "EmbeddedFen" << kingsOnly << "" << kingsOnly << true;

    // EPD.
    const QByteArray italian = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -";
    QTest::newRow("epd, bm and id") << italian + " bm Bb5; id \"Puzzle 12\";"
                                    << "Epd" << italian << "Puzzle 12" << italian << true;
    QTest::newRow("epd, c0 holding ; and a URL")
        << italian + " bm Bb5; c0 \"see lichess.org/analysis/8/8/8/8/8/8/8/8; really\"; id \"WAC.001\";"
        << "Epd" << italian << "WAC.001" << italian << true;
    QTest::newRow("epd, clocks from hmvc and fmvn, first line of a file")
        << italian + " hmvc 3; fmvn 20; id \"a \\\"b\\\" \\\\ c\";\n" + kingsOnly + " bm Kd2;\n"
        << "Epd" << italian + " 3 20"
        << "a \"b\" \\ c" << italian << true;
    QTest::newRow("epd, an id left open is no title") << italian + " bm Bb5; id \"abc"
                                                      << "Epd" << italian << "" << italian << true;
    QTest::newRow("epd, an hmvc left open is no clock") << italian + " hmvc \"3; fmvn 20;"
                                                        << "Epd" << italian + " 0 20"
                                                        << "" << italian << true;

    // A FEN inside other text.
    QTest::newRow("chat message") << "try this " + kingsOnly + " !!"
                                  << "EmbeddedFen" << kingsOnly << "" << kingsOnly << true;
    QTest::newRow("korean around it") << QByteArray("이 포지션 봐: 8/8/8/4k3/8/8/8/4K3 b - - 0 1 어때요?")
                                      << "EmbeddedFen" << kings + " b - - 0 1"
                                      << "" << kings + " b - - 0 1" << true;
    QTest::newRow("chinese glued on both sides") << QByteArray("局面：8/8/8/4k3/8/8/8/4K3 w - - 0 1。白先")
                                                 << "EmbeddedFen" << kingsOnly << "" << kingsOnly << true;
    const QByteArray ideographic = "8/8/8/4k3/8/8/8/4K3\u3000w\u3000-\u3000-\u30000\u30001";
    QTest::newRow("ideographic spaces between fields")
        << QByteArray("FEN：\u3000") + ideographic << "EmbeddedFen" << ideographic << "" << ideographic
        << true;
    QTest::newRow("fields stop at a word") << "Is " + kings + " w drawn?"
                                           << "EmbeddedFen" << kings + " w"
                                           << "" << kings + " w" << true;
    QTest::newRow("two lines, the first FEN")
        << "one:\n" + kingsOnly + "\ntwo:\n" + e4 << "EmbeddedFen" << kingsOnly << "" << kingsOnly << true;
    QTest::newRow("after a URL that carries none") << "https://lichess.org/abcdEFGH then " + kings + " b"
                                                   << "EmbeddedFen" << kings + " b"
                                                   << "" << kings + " b" << true;
}

void TestPastedText::accepted()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, kind);
    QFETCH(QByteArray, fen);
    QFETCH(QString, title);
    QFETCH(QByteArray, span);
    QFETCH(bool, readable);

    const PastedFen found = unwrapPastedText(view(text));
    QCOMPARE(QString::fromLatin1(bytes(kindName(found.kind))), kind);
    QCOMPARE(bytes(found.fen), fen);
    QCOMPARE(QString::fromStdString(found.title), title);
    QVERIFY(found.start <= found.end && found.end <= static_cast<std::size_t>(text.size()));
    QCOMPARE(
        text.mid(static_cast<qsizetype>(found.start), static_cast<qsizetype>(found.end - found.start)), span);
    QCOMPARE(readFen(found.fen).ok(), readable);
}

void TestPastedText::refused_data()
{
    QTest::addColumn<QByteArray>("text");

    QTest::newRow("empty") << QByteArray();
    QTest::newRow("white space") << QByteArray("  \n\t\r\n \u3000");
    QTest::newRow("prose") << QByteArray("Hello, how are you? Let's play at 8.");
    QTest::newRow("prose with slashes") << QByteArray("and/or either/or 1/2 a/b");
    QTest::newRow("korean prose") << QByteArray("안녕하세요, 체스 한 판 둘까요?");
    QTest::newRow("seven ranks") << QByteArray("try 8/8/8/4k3/8/8/4K3 w - - 0 1 now");
    QTest::newRow("glued to a word") << QByteArray("see abc8/8/8/4k3/8/8/8/4K3 w");
    QTest::newRow("lichess, no FEN") << QByteArray("https://lichess.org/analysis");
    QTest::newRow("lichess, empty FEN") << QByteArray("https://lichess.org/editor/?color=black");
    QTest::newRow("lichess, a game") << QByteArray("https://lichess.org/abcdEFGH");
    QTest::newRow("lichess, variant only") << QByteArray("https://lichess.org/analysis/standard");
    QTest::newRow("lichess, not a FEN") << QByteArray("https://lichess.org/editor/hello");
    QTest::newRow("chess.com, no fen=") << QByteArray("https://www.chess.com/analysis?tab=review");
    QTest::newRow("chess.com, empty fen=") << QByteArray("https://www.chess.com/analysis?fen=&flip=true");
    QTest::newRow("malformed %, at the end")
        << QByteArray("https://lichess.org/analysis/8/8/8/4k3/8/8/8/4K3%2");
    QTest::newRow("malformed %G1") << QByteArray("https://lichess.org/analysis/8/8/8/4k3/8/8/8/4K3%G1w");
    QTest::newRow("%00 in chess.com")
        << QByteArray("https://www.chess.com/analysis?fen=8/8/8/4k3/8/8/8/4K3%00w");
    QTest::newRow("pgn without FEN") << QByteArray("[Event \"Casual\"]\n[Site \"?\"]\n\n1. e4 e5 *\n");
    QTest::newRow("pgn, FEN in a later game")
        << "[Event \"a\"]\n\n1. e4 *\n\n[FEN \"" + kingsOnly + "\"]\n\n*\n";
    QTest::newRow("pgn without FEN, a FEN-carrying URL in a tag")
        << "[Event \"a\"]\n[Site \"https://lichess.org/analysis/" + kingsOnly + "\"]\n\n1. e4 *\n";
    QTest::newRow("tag pair openings, one long line")
        << QByteArray("[a \"") + QByteArray("[a ").repeated(20000) + "8/8/8/4k3/8/8/8";
}

void TestPastedText::refused()
{
    QFETCH(QByteArray, text);
    const PastedFen found = unwrapPastedText(view(text));
    QCOMPARE(QString::fromLatin1(bytes(kindName(found.kind))), QString("None"));
    QVERIFY(!found.found());
    QVERIFY(found.fen.empty());
}

void TestPastedText::percentDecoding_data()
{
    QTest::addColumn<QByteArray>("in");
    QTest::addColumn<bool>("plusIsSpace");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QByteArray>("out");

    QTest::newRow("plain") << QByteArray("8/8") << false << true << QByteArray("8/8");
    QTest::newRow("upper and lower hex")
        << QByteArray("a%2Fb%2fc%20d") << false << true << QByteArray("a/b/c d");
    QTest::newRow("+ as space") << QByteArray("w+-") << true << true << QByteArray("w -");
    QTest::newRow("+ kept") << QByteArray("w+-") << false << true << QByteArray("w+-");
    QTest::newRow("UTF-8 NBSP") << QByteArray("w%C2%A0-") << false << true << QByteArray("w\u00A0-");
    QTest::newRow("lone %") << QByteArray("%") << false << false << QByteArray();
    QTest::newRow("% and one digit") << QByteArray("ab%4") << false << false << QByteArray();
    QTest::newRow("%G1") << QByteArray("%G1") << false << false << QByteArray();
    QTest::newRow("%00") << QByteArray("a%00b") << false << false << QByteArray();
    QTest::newRow("%7F") << QByteArray("a%7Fb") << false << false << QByteArray();
    QTest::newRow("raw control") << QByteArray("a\nb") << false << false << QByteArray();
}

void TestPastedText::percentDecoding()
{
    QFETCH(QByteArray, in);
    QFETCH(bool, plusIsSpace);
    QFETCH(bool, ok);
    QFETCH(QByteArray, out);
    std::string decoded;
    QCOMPARE(percentDecode(view(in), decoded, plusIsSpace), ok);
    if (ok)
        QCOMPARE(bytes(decoded), out);
}

void TestPastedText::hugeInput_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("kind");

    const qsizetype tenMb = 10 * 1024 * 1024;
    QTest::newRow("FEN, then 10 MB of prose")
        << "see " + kingsOnly + "\n" + QByteArray(tenMb, 'x') << "EmbeddedFen";
    QTest::newRow("PGN database: first game's FEN") << "[Event \"x\"]\n[FEN \"" + kingsOnly + "\"]\n\n*\n"
            + QByteArray("[Event \"y\"]\n\n1. e4 *\n").repeated(400000)
                                                    << "Pgn";
    QTest::newRow("FEN past the scan limit is not looked for")
        << QByteArray(static_cast<qsizetype>(pasteScanLimit), ' ') + "x " + kingsOnly << "None";
    // Shapes that would make a careless scanner quadratic.
    QTest::newRow("placement characters without end")
        << "x " + QByteArray("8/").repeated(tenMb / 2) << "None";
    QTest::newRow("chess.com hosts without end") << QByteArray("chess.com/?a").repeated(tenMb / 12) << "None";
    QTest::newRow("lichess hosts without end") << QByteArray("lichess.org/x ").repeated(tenMb / 14) << "None";
    QTest::newRow("tag openings without end") << QByteArray("[a \"b\"] ").repeated(tenMb / 8) << "None";
    QTest::newRow("one long line of fields") << "x " + QByteArray("w - ").repeated(tenMb / 4) << "None";
}

void TestPastedText::hugeInput()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, kind);
    const PastedFen found = unwrapPastedText(view(text));
    QCOMPARE(QString::fromLatin1(bytes(kindName(found.kind))), kind);
    if (found.found())
        QCOMPARE(bytes(found.fen), kingsOnly);
}

// The side a link shows at the bottom: Lichess's color, Chess.com's flip; nothing said
// otherwise, so the board stays as it is.
void TestPastedText::linkOrientation_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("bottom");
    const int unspecified = int(PastedFen::Bottom::Unspecified);
    const int white = int(PastedFen::Bottom::White);
    const int black = int(PastedFen::Bottom::Black);
    const QByteArray fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R_b_KQkq_-_2_3";
    QTest::newRow("analysis, black") << "https://lichess.org/analysis/" + fen + "?color=black" << black;
    QTest::newRow("editor, black among others")
        << "lichess.org/editor/" + fen + "?variant=standard&color=Black#x" << black;
    QTest::newRow("chess960 analysis, white")
        << "https://lichess.org/analysis/chess960/" + fen + "?color=white" << white;
    QTest::newRow("no color") << "https://lichess.org/analysis/" + fen << unspecified;
    QTest::newRow("another parameter only")
        << "https://lichess.org/analysis/" + fen + "?colour=black" << unspecified;
    QTest::newRow("chess.com flipped") << QByteArray(
        "https://www.chess.com/analysis?fen=8%2F8%2F8%2F4k3%2F8%2F8%2F8%2F4K3+w+-+-+0+1&flip=true")
                                       << black;
    QTest::newRow("chess.com, flip before fen") << QByteArray(
        "https://www.chess.com/analysis?flip=true&fen=8%2F8%2F8%2F4k3%2F8%2F8%2F8%2F4K3+w+-+-+0+1")
                                                << black;
    QTest::newRow("chess.com, not flipped")
        << QByteArray("https://www.chess.com/analysis?fen=8%2F8%2F8%2F4k3%2F8%2F8%2F8%2F4K3+w+-+-+0+1")
        << unspecified;
    QTest::newRow("a bare FEN") << QByteArray("8/8/8/4k3/8/8/8/4K3 w - - 0 1") << unspecified;
}

void TestPastedText::linkOrientation()
{
    QFETCH(QByteArray, text);
    QFETCH(int, bottom);
    const PastedFen found = unwrapPastedText(view(text));
    QVERIFY(found.found());
    QCOMPARE(int(found.bottom), bottom);
}

QTEST_APPLESS_MAIN(TestPastedText)
#include "tst_pastedtext.moc"
