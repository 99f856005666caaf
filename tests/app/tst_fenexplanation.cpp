// The teaching panel's words: every kind of FEN part explained with its current values, the
// inconsistencies core finds attached to the part they concern, and the panel showing them.
#include "fen_explanation.h"
#include "move_explanation.h"
#include "position_document.h"
#include "teaching_panel.h"
#include "test_support.h"
#include "transforms.h"

#include <QLabel>
#include <QtTest>

using namespace forsyth;

namespace {

// The explanation of the byte at the occurrence of `needle` in fen (after `from`), plus
// `offset` bytes: tests name the part they point at instead of counting bytes.
FenExplanation at(const QString& fen, const QString& needle, int offset = 0, int from = 0)
{
    const int i = fen.indexOf(needle, from);
    if (i < 0)
        qFatal("%s not in %s", qPrintable(needle), qPrintable(fen));
    return explainFenPart(fen, static_cast<int>(fen.left(i).toUtf8().size()) + offset);
}

// The byte index of the n-th field (1-6) of a FEN written with single spaces.
int fieldStart(const QString& fen, int field)
{
    int i = 0;
    for (int f = 1; f < field; ++f)
        i = static_cast<int>(fen.indexOf(QLatin1Char(' '), i)) + 1;
    return i;
}

FenExplanation field(const QString& fen, int n, int offset = 0)
{
    return explainFenPart(fen, fieldStart(fen, n) + offset);
}

bool anyContains(const QStringList& lines, const QString& words)
{
    return std::any_of(lines.begin(), lines.end(), [&](const QString& l) { return l.contains(words); });
}

// From ../shared/seeds: the Immortal Game's final position.
const QString Immortal = QStringLiteral("r1b1k1nr/p2p1pNp/n2B4/1p1NP2P/6P1/3P1Q2/P1P1K3/q5b1 b - - 0 1");

} // namespace

class TestFenExplanation : public QObject {
    Q_OBJECT

private slots:
    void pieceLetter();
    void digit();
    void rankSegment();
    void rankEnd();
    void side();
    void castlingLetters_data();
    void castlingLetters();
    void castlingBlockedForNow();
    void shredderLetter();
    void noCastling();
    void epSquare();
    void noEp();
    void halfmove_data();
    void halfmove();
    void fullmove();
    void separator();
    void brokenText();
    void pastSixFields();
    void outsideGivesHint();
    void halfmoveWithEp();
    void epNotPlausible();
    void castlingProblems();
    void halfmoveTooLarge();
    void placementProblems_data();
    void placementProblems();
    void oppositeCheck();

    void panelShowsFenPart();
    void panelHint();
    void epLeftOutFollowsTheFen();
    void droppedPartsSayWhatBecameOfThem();
    void panelTellsMoveStory();
    void panelFollowsDocument();
};

void TestFenExplanation::pieceLetter()
{
    const QString fen = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
    const FenExplanation knight = at(fen, QStringLiteral("5N2"), 1);
    QCOMPARE(knight.field, 1);
    QCOMPARE(knight.heading, QStringLiteral("N · Field 1: placement"));
    QVERIFY2(knight.text.startsWith(
                 QStringLiteral("N: a white knight on f3 (capital letters are White's pieces)")),
        qPrintable(knight.text));
    QVERIFY(knight.problems.isEmpty());
    const FenExplanation rook = explainFenPart(fen, 0);
    QVERIFY(rook.text.startsWith(QStringLiteral("r: a black rook on a8 (small letters are Black's pieces)")));
}

void TestFenExplanation::digit()
{
    const QString fen = QStringLiteral("4k3/8/8/ppp3pp/8/8/8/4K3 w - - 0 1");
    QVERIFY(at(fen, QStringLiteral("3pp")).text.startsWith(QStringLiteral("3: 3 empty squares, d5 to f5")));
    QVERIFY(at(Immortal, QStringLiteral("1")).text.startsWith(QStringLiteral("1: one empty square, b8")));
    QVERIFY(
        at(StartFen, QStringLiteral("8")).text.startsWith(QStringLiteral("8: 8 empty squares, a6 to h6")));
}

void TestFenExplanation::rankSegment()
{
    const QString rank8
        = QStringLiteral("r1b1k1nr: rank 8: black rook, one empty square, black bishop, one empty "
                         "square, black king, one empty square, black knight, black rook");
    // Every character of the segment, piece or digit, ends with its whole rank.
    for (int i = 0; i < 8; ++i) {
        const FenExplanation e = explainFenPart(Immortal, i);
        QVERIFY2(e.text.split(QLatin1Char('\n')).contains(rank8), qPrintable(e.text));
    }
    QVERIFY(at(Immortal, QStringLiteral("6P1"))
                .text.contains(QStringLiteral("6P1: rank 4: 6 empty squares, white pawn, one empty square")));
}

void TestFenExplanation::rankEnd()
{
    const FenExplanation slash = explainFenPart(Immortal, 8);
    QCOMPARE(slash.heading, QStringLiteral("/ · Field 1: placement"));
    QVERIFY(slash.text.startsWith(QStringLiteral("/: rank 8 ends; rank 7 follows")));
    QVERIFY(at(Immortal, QStringLiteral("/q5b1"))
                .text.startsWith(QStringLiteral("/: rank 2 ends; rank 1 follows")));
}

void TestFenExplanation::side()
{
    const FenExplanation white = field(StartFen, 2);
    QCOMPARE(white.heading, QStringLiteral("w · Field 2: side to move"));
    QCOMPARE(white.text, QStringLiteral("w: White is to move"));
    QVERIFY(field(Immortal, 2).text.startsWith(QStringLiteral("b: Black is to move")));
    // Whose turn it is says whether that side is in check or mated.
    const QString foolsMate = QStringLiteral("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    QCOMPARE(field(foolsMate, 2).text, QStringLiteral("w: White is to move\nWhite is checkmated"));
}

void TestFenExplanation::castlingLetters_data()
{
    QTest::addColumn<int>("offset");
    QTest::addColumn<QString>("words");
    QTest::newRow("K")
        << 0
        << "K: White may still castle on the king's side: the king on e1 and the rook on h1 have "
           "not moved";
    QTest::newRow("Q")
        << 1
        << "Q: White may still castle on the queen's side: the king on e1 and the rook on a1 have "
           "not moved";
    QTest::newRow("k")
        << 2
        << "k: Black may still castle on the king's side: the king on e8 and the rook on h8 have "
           "not moved";
    QTest::newRow("q")
        << 3
        << "q: Black may still castle on the queen's side: the king on e8 and the rook on a8 have "
           "not moved";
}

void TestFenExplanation::castlingLetters()
{
    QFETCH(int, offset);
    QFETCH(QString, words);
    const FenExplanation e = field(StartFen, 3, offset);
    QCOMPARE(e.field, 3);
    QVERIFY2(e.text.startsWith(words + '\n'), qPrintable(e.text));
    QVERIFY(e.problems.isEmpty());
}

// The right stays while castling is blocked for now: pieces in the way, check, an attacked
// square; with the way clear nothing more is said.
void TestFenExplanation::castlingBlockedForNow()
{
    const QString stays = QStringLiteral("The right stays in the FEN even so");
    const FenExplanation start = field(StartFen, 3);
    QVERIFY2(start.text.contains(
                 "Castling that way is not possible right now: the white bishop on f1 is in the way."),
        qPrintable(start.text));
    QVERIFY(start.text.contains(stays));
    QVERIFY2(field(StartFen, 3, 1).text.contains("the white knight on b1 is in the way"),
        qPrintable(field(StartFen, 3, 1).text));

    const QString check = QStringLiteral("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    QVERIFY2(field(check, 3).text.contains("the king is in check"), qPrintable(field(check, 3).text));
    const QString attacked = QStringLiteral("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1");
    QVERIFY2(field(attacked, 3).text.contains("the king would cross or land on g1"),
        qPrintable(field(attacked, 3).text));
    // The queen's side is clear there: b1 may be attacked, the king does not cross it.
    const QString queenSide = QStringLiteral("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1");
    QVERIFY2(!field(queenSide, 3, 1).text.contains(stays), qPrintable(field(queenSide, 3, 1).text));
    const QString free = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    QVERIFY(!field(free, 3).text.contains(stays));
    // Black's right, with White to move: judged as on Black's move.
    QVERIFY2(
        field(free, 3, 2).text.contains("k: Black may still castle"), qPrintable(field(free, 3, 2).text));
    QVERIFY(!field(free, 3, 2).text.contains(stays));
}

void TestFenExplanation::shredderLetter()
{
    const QString fen = QStringLiteral("nrbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBRN w GBgb - 0 1");
    const FenExplanation b = field(fen, 3, 1);
    QVERIFY2(b.text.startsWith(QStringLiteral("B: White may still castle on the queen's side: the king on d1 "
                                              "and the rook on b1 have not moved")),
        qPrintable(b.text));
    QVERIFY(b.text.contains(QStringLiteral("names the rook by its file: B is the rook on b1")));
    QVERIFY(anyContains(b.problems, QStringLiteral("Chess960")));
    QVERIFY(field(fen, 3, 2).text.startsWith(QStringLiteral(
        "g: Black may still castle on the king's side: the king on d8 and the rook on g8 have not moved")));
}

void TestFenExplanation::noCastling()
{
    const FenExplanation e = field(Immortal, 3);
    QCOMPARE(e.heading, QStringLiteral("- · Field 3: castling"));
    QCOMPARE(e.text, QStringLiteral("-: neither side may castle"));
}

void TestFenExplanation::epSquare()
{
    const QString lead
        = QStringLiteral("e3: a white pawn has just moved two squares, from e2 to e4, passing e3; a "
                         "black pawn standing beside it could capture it en passant this move only");
    const QString afterE4 = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    const FenExplanation none = field(afterE4, 4);
    QCOMPARE(none.heading, QStringLiteral("e3 · Field 4: en passant"));
    QVERIFY(none.text.startsWith(lead));
    QVERIFY2(none.text.contains(QStringLiteral("No black pawn stands beside it to take it")),
        qPrintable(none.text));
    QVERIFY(none.problems.isEmpty());

    const QString capturable = QStringLiteral("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    const FenExplanation yes = field(capturable, 4, 1); // the second character too
    QVERIFY(yes.text.startsWith(lead));
    QVERIFY2(
        yes.text.contains(QStringLiteral("The black pawn on d4 can take it now.")), qPrintable(yes.text));

    // Pinned: e4 stands beside d4, but taking would open the fourth rank to the rook.
    const FenExplanation pinned = field(QStringLiteral("8/8/8/8/k2Pp2R/8/8/4K3 b - d3 0 1"), 4);
    QVERIFY2(
        pinned.text.contains(QStringLiteral("The black pawn on e4 may not take it: the capture would leave "
                                            "the king on a4 in check from the white rook on h4.")),
        qPrintable(pinned.text));
    QVERIFY2(
        pinned.text.contains(QStringLiteral("no pawn can take en passant now")), qPrintable(pinned.text));
    // One pawn may, one may not (pinned on a diagonal): each is named.
    const FenExplanation both = field(QStringLiteral("8/8/8/3k4/2pPp3/5B2/8/4K3 b - d3 0 1"), 4);
    QVERIFY2(
        both.text.contains(QStringLiteral("The black pawn on c4 can take it now.")), qPrintable(both.text));
    QVERIFY2(
        both.text.contains(QStringLiteral("The black pawn on e4 may not take it: the capture would leave the "
                                          "king on d5 in check from the white bishop on f3.")),
        qPrintable(both.text));
    QVERIFY(!both.text.contains(QStringLiteral("no pawn can take")));

    const QString black = QStringLiteral("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    QVERIFY(
        field(black, 4).text.startsWith(QStringLiteral("d6: a black pawn has just moved two squares, from d7 "
                                                       "to d5, passing d6; a white pawn standing beside "
                                                       "it could capture it en passant this move only")));
}

void TestFenExplanation::noEp()
{
    QCOMPARE(field(StartFen, 4).text,
        QStringLiteral(
            "-: no pawn has just made a double step, so no en passant capture is possible this move"));
}

void TestFenExplanation::halfmove_data()
{
    QTest::addColumn<int>("clock");
    QTest::addColumn<QString>("words");
    QTest::newRow("0")
        << 0
        << "0: no half moves since the last capture or pawn move: the last move was one (or the "
           "game has just begun)";
    QTest::newRow("1")
        << 1
        << "1: one half move since the last capture or pawn move; at 100 either player may claim "
           "a draw";
    QTest::newRow("37") << 37
                        << "37: 37 half moves since the last capture or pawn move; at 100 either player may "
                           "claim a draw";
    QTest::newRow("100")
        << 100
        << "100: 100 half moves since the last capture or pawn move; from 100 either player may "
           "claim a draw (the 50-move rule), and it is 100 or more";
    QTest::newRow("150")
        << 150
        << "150: 150 half moves since the last capture or pawn move; from 150 the game is drawn "
           "by the 75-move rule";
}

void TestFenExplanation::halfmove()
{
    QFETCH(int, clock);
    QFETCH(QString, words);
    const QString fen = QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - %1 90").arg(clock);
    const FenExplanation e = field(fen, 5);
    QCOMPARE(e.heading, QStringLiteral("%1 · Field 5: halfmove clock").arg(clock));
    QCOMPARE(e.text, words);
    QVERIFY2(e.problems.isEmpty(), qPrintable(e.problems.join(QLatin1Char('|'))));
}

void TestFenExplanation::fullmove()
{
    const FenExplanation e = field(QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 0 12"), 6, 1);
    QCOMPARE(e.heading, QStringLiteral("12 · Field 6: fullmove number"));
    QCOMPARE(e.text, QStringLiteral("12: move 12; it goes up by one after each Black move"));
}

void TestFenExplanation::separator()
{
    const FenExplanation space = explainFenPart(StartFen, fieldStart(StartFen, 2) - 1);
    QCOMPARE(space.field, 0);
    QCOMPARE(space.heading, QStringLiteral("Between fields"));
    QVERIFY2(
        space.text.contains(QStringLiteral("field 1 (placement) ends and field 2 (side to move) begins")),
        qPrintable(space.text));
    const QString url = QStringLiteral("4k3/8/8/8/8/8/8/4K3_w_-_-_0_1");
    const FenExplanation underscore = at(url, QStringLiteral("_-_0"), 2);
    QVERIFY(underscore.text.contains(QStringLiteral("URL form")));
    QVERIFY(underscore.text.contains(
        QStringLiteral("field 4 (en passant) ends and field 5 (halfmove clock) begins")));
}

void TestFenExplanation::brokenText()
{
    const QString fen = QStringLiteral("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const FenExplanation x = at(fen, QStringLiteral("X"));
    QCOMPARE(x.field, 1);
    QVERIFY2(x.text.contains(QStringLiteral("this part of rank 7 cannot be read")), qPrintable(x.text));
    QVERIFY2(anyContains(x.problems, QStringLiteral("Rank 7, square e7: \"X\" is no piece letter")),
        qPrintable(x.problems.join(QLatin1Char('|'))));
    // The rest still reads, with a word that the board does not follow the text.
    const FenExplanation side = field(fen, 2);
    QCOMPARE(side.text, QStringLiteral("w: White is to move"));
    QVERIFY(anyContains(side.problems, QStringLiteral("This FEN does not read as a whole")));

    const FenExplanation side2 = field(QStringLiteral("4k3/8/8/8/8/8/8/4K3 x - - 0 1"), 2);
    QVERIFY(side2.text.contains(QStringLiteral("the side to move is w (White) or b (Black)")));
    QVERIFY(anyContains(side2.problems, QStringLiteral("expected w or b")));
    const FenExplanation clock = field(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - abc 1"), 5);
    QVERIFY(clock.text.contains(QStringLiteral("the halfmove clock is a whole number")));
}

void TestFenExplanation::pastSixFields()
{
    const QString fen = StartFen + QStringLiteral(" extra");
    const FenExplanation e = at(fen, QStringLiteral("extra"));
    QCOMPARE(e.field, 7);
    QVERIFY(e.text.contains(QStringLiteral("text past the sixth field")));
    QVERIFY(anyContains(e.problems, QStringLiteral("a FEN has at most 6 fields")));
}

void TestFenExplanation::outsideGivesHint()
{
    const QString hint
        = QStringLiteral("Point at a part of the FEN, or put the cursor in it, to see what it means");
    QCOMPARE(fenExplanationHint(), hint);
    QCOMPARE(explainFenPart(StartFen, -1).text, hint);
    QCOMPARE(explainFenPart(StartFen, 1000).text, hint);
    QVERIFY(explainFenPart(StartFen, -1).heading.isEmpty());
}

void TestFenExplanation::halfmoveWithEp()
{
    const QString fen = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 7 10");
    const QString words
        = QStringLiteral("This FEN has an en passant square, so the last move was a pawn's double "
                         "step, yet the halfmove clock is 7: it should be 0");
    QVERIFY(field(fen, 4).problems.contains(words));
    QVERIFY(field(fen, 5).problems.contains(words));
    QVERIFY(!field(fen, 2).problems.contains(words)); // attached to the fields it concerns only
}

void TestFenExplanation::epNotPlausible()
{
    const FenExplanation noPawn = field(QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - e3 0 1"), 4);
    QVERIFY2(noPawn.problems.contains(QStringLiteral(
                 "The en passant square e3 says a white pawn has just moved from e2 to e4, but no white pawn "
                 "stands on e4")),
        qPrintable(noPawn.problems.join(QLatin1Char('|'))));
    QVERIFY(!noPawn.text.contains(QStringLiteral("capture now")));
    const FenExplanation wrongSide = field(QStringLiteral("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1"), 4);
    QVERIFY(anyContains(
        wrongSide.problems, QStringLiteral("says a white pawn has just moved, yet White is to move")));
}

void TestFenExplanation::castlingProblems()
{
    const FenExplanation noRook = field(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w K - 0 1"), 3);
    // Not "may still castle ... have not moved" of a rook that is not there.
    QCOMPARE(noRook.text, QStringLiteral("K: a castling right for White with the rook on h1"));
    QVERIFY(noRook.problems.contains(QStringLiteral(
        "The castling letter says White may still castle with the rook on h1, but no white rook "
        "stands there")));
    const FenExplanation kingOff = field(QStringLiteral("4k3/8/8/8/8/8/4K3/7R w K - 0 1"), 3);
    QCOMPARE(kingOff.text,
        QStringLiteral(
            "K: White may still castle on the king's side with the rook on h1; White's king is not on "
            "rank 1"));
    QVERIFY(anyContains(kingOff.problems, QStringLiteral("White's king stands on e2, not on rank 1")));
    // Black's right is Black's: White's problem is not attached to it.
    const FenExplanation black = field(QStringLiteral("r3k3/8/8/8/8/8/4K3/7R w Kq - 0 1"), 3, 1);
    QVERIFY(black.text.startsWith(QStringLiteral("q: Black may still castle on the queen's side")));
    QVERIFY(black.problems.isEmpty());
}

void TestFenExplanation::halfmoveTooLarge()
{
    const QString fen = QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 37 3");
    const QString words
        = QStringLiteral("The halfmove clock is 37, yet at move 3 with White to move fewer half "
                         "moves than that have been played in the whole game");
    QVERIFY(field(fen, 5).problems.contains(words));
    QVERIFY(field(fen, 6).problems.contains(words));
}

void TestFenExplanation::placementProblems_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("words");
    QTest::newRow("missing king") << "8/8/8/8/8/8/8/4K3 w - - 0 1"
                                  << "Black has no king: every position needs one king of each colour";
    QTest::newRow("two kings") << "k6k/8/8/8/8/8/8/4K3 w - - 0 1"
                               << "Black has 2 kings (a8, h8)";
    QTest::newRow("back-rank pawn") << "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"
                                    << "A pawn stands on h8";
    QTest::newRow("empty") << "8/8/8/8/8/8/8/8 w - - 0 1"
                           << "The board is empty";
}

void TestFenExplanation::placementProblems()
{
    QFETCH(QString, fen);
    QFETCH(QString, words);
    const FenExplanation e = explainFenPart(fen, 0);
    QVERIFY2(anyContains(e.problems, words), qPrintable(e.problems.join(QLatin1Char('|'))));
    QVERIFY(!anyContains(field(fen, 5).problems, words));
}

void TestFenExplanation::oppositeCheck()
{
    const QString fen = QStringLiteral("4k3/8/8/8/8/8/8/K3R3 w - - 0 1");
    QVERIFY(anyContains(
        field(fen, 2).problems, QStringLiteral("Black's king is in check, yet White is to move")));
}

void TestFenExplanation::panelShowsFenPart()
{
    PositionDocument doc;
    TeachingPanel panel(&doc);
    auto* heading = panel.findChild<QLabel*>(QStringLiteral("teachingHeading"));
    auto* text = panel.findChild<QLabel*>(QStringLiteral("teachingText"));
    QVERIFY(heading && text);
    panel.showFenPart(StartFen, fieldStart(StartFen, 3) + 2);
    QCOMPARE(heading->text(), QStringLiteral("k · Field 3: castling"));
    QVERIFY(text->text().startsWith(QStringLiteral("k: Black may still castle on the king's side")));
    QVERIFY(panel.text().contains(QStringLiteral("k · Field 3: castling\nk: Black may still castle")));
    // Problems follow the explanation, marked by more than colour.
    const QString bad = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 7 10");
    panel.showFenPart(bad, fieldStart(bad, 5));
    QVERIFY(panel.text().contains(QStringLiteral("⚠ This FEN has an en passant square")));
}

void TestFenExplanation::panelHint()
{
    PositionDocument doc;
    TeachingPanel panel(&doc);
    QCOMPARE(panel.text(), fenExplanationHint());
    panel.showFenPart(StartFen, 0);
    panel.showFenPart(StartFen, -1);
    QCOMPARE(panel.text(), fenExplanationHint());
}

// "Only when capturable": after 1.e4 the FEN shows "-" though the position has e3. The "-",
// the move's story and the panel all follow the FEN as written and say why e3 is not there.
void TestFenExplanation::epLeftOutFollowsTheFen()
{
    const QString written = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    const FenExplanation plain = field(written, 4);
    QVERIFY2(plain.text.contains("no pawn has just made a double step"), qPrintable(plain.text));
    const FenExplanation leftOut = explainFenPart(written, fieldStart(written, 4), sq("e3"));
    QVERIFY2(
        leftOut.text.contains("no en passant square is written, although a white pawn has just moved two "
                              "squares, passing e3"),
        qPrintable(leftOut.text));
    QVERIFY2(leftOut.text.contains("No black pawn stands beside it"), qPrintable(leftOut.text));
    QVERIFY(!leftOut.text.contains("no pawn has just made a double step"));

    const Move e4{sq("e2"), sq("e4"), MoveKind::DoublePush, PieceType::None};
    const QStringList only
        = explainMove(startPosition(), e4, {CastlingNotation::XFen, EpOutput::OnlyCapturable});
    QVERIFY2(anyContains(only, "ep stays -: the pawn passed e3, but no black pawn can take it en passant"),
        qPrintable(only.join('\n')));
    QVERIFY(!anyContains(only, "ep e3"));
    const QStringList always = explainMove(startPosition(), e4, {CastlingNotation::XFen, EpOutput::Always});
    QVERIFY(anyContains(always, "ep e3: the pawn passed e3"));

    // The panel, fed the document's FEN, explains its "-" that way.
    PositionDocument doc;
    doc.setEpOutput(EpOutput::OnlyCapturable);
    TeachingPanel panel(&doc);
    doc.playMove(e4);
    QCOMPARE(doc.fen(), written);
    panel.showFenPart(doc.fen(), fieldStart(written, 4));
    QVERIFY2(panel.text().contains("the FEN leaves the square out"), qPrintable(panel.text()));
    doc.setEpOutput(EpOutput::Always);
    panel.showFenPart(doc.fen(), fieldStart(doc.fen(), 4));
    QVERIFY2(panel.text().contains("e3: a white pawn has just moved two squares"), qPrintable(panel.text()));
}

// What lenient reading drops as Lichess does is explained as dropped, not as unreadable.
void TestFenExplanation::droppedPartsSayWhatBecameOfThem()
{
    const QString ep = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - e4 0 1");
    QVERIFY2(field(ep, 4).text.contains("dropped"), qPrintable(field(ep, 4).text));
    QVERIFY(!field(ep, 4).text.contains("cannot be read"));
    const QString checks = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1 +1+2");
    const FenExplanation seventh = explainFenPart(checks, int(checks.indexOf("+1+2")));
    QVERIFY2(seventh.text.contains("Three-check counters"), qPrintable(seventh.text));
    const QString pockets = QStringLiteral("4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
    const FenExplanation hand = explainFenPart(pockets, int(pockets.indexOf('[')) + 1);
    QVERIFY2(hand.text.contains("pieces in hand"), qPrintable(hand.text));
    // Still unreadable where no reading takes it.
    const QString bad = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - e9 0 1");
    QVERIFY(field(bad, 4).text.contains("cannot be read"));
}

void TestFenExplanation::panelTellsMoveStory()
{
    PositionDocument doc;
    TeachingPanel panel(&doc);
    panel.showFenPart(StartFen, 0);
    const Position before = doc.position();
    const Move e4{sq("e2"), sq("e4"), MoveKind::DoublePush, PieceType::None};
    QSignalSpy played(&doc, &PositionDocument::movePlayed);
    doc.playMove(e4); // the panel hears the document's movePlayed, as in move mode
    QCOMPARE(played.count(), 1);
    const QStringList lines = explainMove(before, e4, doc.fenOptions());
    const QString story = lines.isEmpty() ? QStringLiteral("The FEN is now %1").arg(doc.fen())
                                          : lines.join(QLatin1Char('\n'));
    QCOMPARE(panel.text(), QStringLiteral("After e2 to e4\n") + story);
    // Pointing nowhere keeps the story; pointing at a part replaces it.
    panel.showFenPart(doc.fen(), -1);
    QVERIFY(panel.text().startsWith(QStringLiteral("After e2 to e4\n")));
    panel.showFenPart(StartFen, fieldStart(StartFen, 2));
    QCOMPARE(panel.text(), QStringLiteral("w · Field 2: side to move\nw: White is to move"));

    // Undoing the move ends its story: the panel goes back to the part it explained.
    doc.undoStack()->undo();
    doc.playMove(e4);
    QVERIFY(panel.text().startsWith(QStringLiteral("After e2 to e4\n")));
    doc.undoStack()->undo();
    QVERIFY2(panel.text().contains(QStringLiteral("w: White is to move")), qPrintable(panel.text()));
}

void TestFenExplanation::panelFollowsDocument()
{
    PositionDocument doc;
    TeachingPanel panel(&doc);
    const QString fen = doc.fen();
    panel.showFenPart(fen, fieldStart(fen, 5));
    QVERIFY(panel.text().contains(QStringLiteral("0: no half moves")));
    doc.setFullmoveNumber(40);
    doc.setHalfmoveClock(37);
    QVERIFY2(panel.text().contains(QStringLiteral("37: 37 half moves since the last capture or pawn move")),
        qPrintable(panel.text()));
    // A piece keeps its square's explanation when the board changes elsewhere.
    const QString now = doc.fen();
    panel.showFenPart(now, 0);
    doc.placePiece(sq("a8"), Piece{PieceType::Queen, Color::Black});
    QVERIFY2(panel.text().contains(QStringLiteral("q: a black queen on a8")), qPrintable(panel.text()));
}

QTEST_MAIN(TestFenExplanation)
#include "tst_fenexplanation.moc"
