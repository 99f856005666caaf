// A record as a puzzle: the stipulation and key each format states, the verdict of the
// solver against them, and the C+ mark written into the record and taken away again, every
// other byte kept.
#include "puzzle.h"
#include "san.h"
#include "test_support_core.h"

#include <QtTest>

using namespace forsyth;

namespace {

// Queen and king against king: Kc3 is the one key of a #2 (tst_solver).
const QByteArray quietKey = "1Q6/8/8/8/8/k2K4/8/8 w - -";
// Two rooks: seven keys.
const QByteArray twoRooks = "R7/8/2K5/8/8/8/R7/7k w - -";

struct Claimed {
    CollectionIndex index;
    QByteArray text;
    PuzzleClaim claim;
};

Claimed claimOf(CollectionFormat format, const QByteArray& text, std::size_t record = 0)
{
    Claimed out{indexCollection(format, view(text)), text, {}};
    out.claim = puzzleClaim(out.index, view(text), record);
    return out;
}

PuzzleVerdict verdictOf(const Claimed& c, std::size_t record = 0)
{
    const CollectionRecord read = readRecord(c.index, view(c.text), record);
    return verifyPuzzle(*read.read.position, c.claim).verdict;
}

QStringList sanOf(const Position& pos, const std::vector<Move>& moves)
{
    QStringList out;
    for (const Move m : moves)
        out << QString::fromStdString(writeSan(pos, m));
    return out;
}

// The file with record i's bytes replaced by withComputerTested's.
QByteArray marked(const Claimed& c, bool tested, std::size_t record = 0)
{
    const auto bytes = withComputerTested(c.index, view(c.text), record, tested);
    if (!bytes)
        return "none";
    const RecordSpan span = c.index.records.at(record);
    return c.text.left(qsizetype(span.start)) + QByteArray::fromStdString(*bytes)
        + c.text.mid(qsizetype(span.end));
}

} // namespace

class TestPuzzle : public QObject {
    Q_OBJECT

private slots:
    void stipulationNotes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("stipulation"); // empty: not a note
        QTest::addColumn<bool>("tested");
        QTest::newRow("bare") << "#2"
                              << "#2" << false;
        QTest::newRow("marked") << " h#3  C+ "
                                << "h#3" << true;
        QTest::newRow("with a source") << "s#2 Loyd 1890"
                                       << "s#2" << false;
        QTest::newRow("C+ only as a word") << "#3 C+? no"
                                           << "#3" << false;
        QTest::newRow("words first") << "Loyd #2"
                                     << "" << false;
        QTest::newRow("empty") << ""
                               << "" << false;
        QTest::newRow("too long") << "#9"
                                  << "" << false;
    }
    void stipulationNotes()
    {
        QFETCH(QString, text);
        QFETCH(QString, stipulation);
        QFETCH(bool, tested);
        const auto note = readStipulationNote(text.toStdString());
        QCOMPARE(note.has_value(), !stipulation.isEmpty());
        if (note) {
            QCOMPARE(QString::fromStdString(stipulationText(note->stipulation)), stipulation);
            QCOMPARE(note->computerTested, tested);
        }
    }

    void epdVerdicts_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("stipulation");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<int>("verdict");
        QTest::newRow("sound, comment") << quietKey + " bm Kc3; c0 \"#2\"; id \"Q\";"
                                        << "#2" << QStringList{"Kc3"} << int(PuzzleVerdict::Sound);
        QTest::newRow("sound, dm, no key given") << quietKey + " dm 2;"
                                                 << "#2" << QStringList{} << int(PuzzleVerdict::Sound);
        QTest::newRow("another key") << quietKey + " bm Qb5; c0 \"#2\";"
                                     << "#2" << QStringList{"Qb5"} << int(PuzzleVerdict::KeyDiffers);
        QTest::newRow("key from pv") << quietKey + " pv Qb5 Ka2; dm 2;"
                                     << "#2" << QStringList{"Qb5"} << int(PuzzleVerdict::KeyDiffers);
        QTest::newRow("cooked") << twoRooks + " bm Rb2; dm 2;"
                                << "#2" << QStringList{"Rb2"} << int(PuzzleVerdict::Cooked);
        QTest::newRow("no solution") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - c1 \"#2 C+\";") << "#2"
                                     << QStringList{} << int(PuzzleVerdict::NoSolution);
        QTest::newRow("no stipulation") << quietKey + " bm Kc3; c0 \"mate in two\";"
                                        << "" << QStringList{"Kc3"} << int(PuzzleVerdict::NoStipulation);
        QTest::newRow("illegal") << QByteArray("4k3/8/8/8/8/8/8/8 w - - c0 \"#1\";") << "#1" << QStringList{}
                                 << int(PuzzleVerdict::Illegal);
    }
    void epdVerdicts()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, stipulation);
        QFETCH(QStringList, keys);
        QFETCH(int, verdict);
        const Claimed c = claimOf(CollectionFormat::Epd, line + "\n");
        const CollectionRecord read = readRecord(c.index, view(c.text), 0);
        QVERIFY(read.read.ok());
        QCOMPARE(
            c.claim.stipulation ? QString::fromStdString(stipulationText(*c.claim.stipulation)) : QString(),
            stipulation);
        QCOMPARE(c.claim.markable, !stipulation.isEmpty());
        QCOMPARE(sanOf(*read.read.position, c.claim.keys), keys);
        QCOMPARE(int(verdictOf(c)), verdict);
        QCOMPARE(isUnsound(PuzzleVerdict(verdict)),
            verdict != int(PuzzleVerdict::Sound) && verdict != int(PuzzleVerdict::NoStipulation));
    }

    // The mark goes where the stipulation is, and taking it away gives back the file as it was.
    void epdMark_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QByteArray>("markedFile");
        const QByteArray first = "# lesson\r\n" + quietKey + " bm Kc3; c0 \"#2\"; id \"Q\";\r\n";
        QTest::newRow("in the comment")
            << first + twoRooks + " dm 2;\r\n"
            << "# lesson\r\n" + quietKey + " bm Kc3; c0 \"#2 C+\"; id \"Q\";\r\n" + twoRooks + " dm 2;\r\n";
        QTest::newRow("a comment of its own, the first free")
            << quietKey + " dm 2; c0 \"Loyd\"; c2 \"x\";\n" + twoRooks + " dm 2;"
            << quietKey + " dm 2; c0 \"Loyd\"; c2 \"x\"; c1 \"C+\";\n" + twoRooks + " dm 2;";
    }
    void epdMark()
    {
        QFETCH(QByteArray, file);
        QFETCH(QByteArray, markedFile);
        const Claimed c = claimOf(CollectionFormat::Epd, file);
        QVERIFY(!c.claim.computerTested);
        QCOMPARE(marked(c, true), markedFile);
        QCOMPARE(marked(c, false), file); // not marked: nothing to take away
        const Claimed after = claimOf(CollectionFormat::Epd, markedFile);
        QVERIFY(after.claim.computerTested);
        QVERIFY(!claimOf(CollectionFormat::Epd, markedFile, 1).claim.computerTested);
        QCOMPARE(marked(after, true), markedFile); // marked once only
        QCOMPARE(marked(after, false), file);
    }

    void epdWithoutPlaceForTheMark()
    {
        QCOMPARE(marked(claimOf(CollectionFormat::Epd, quietKey + " bm Kc3;\n"), true), QByteArray("none"));
        QByteArray full = quietKey + " dm 2;";
        for (int i = 0; i < 10; ++i)
            full += " c" + QByteArray::number(i) + " \"x\";";
        QCOMPARE(marked(claimOf(CollectionFormat::Epd, full), true), QByteArray("none"));
        QVERIFY(!claimOf(CollectionFormat::Epd, full).claim.markable); // so the panel offers no mark
    }

    void pgnClaimAndMark()
    {
        const QByteArray header = "[Event \"Q\"]\n[SetUp \"1\"]\n[FEN \"" + quietKey + " 0 1\"]\n";
        const QByteArray game = header + "[Stipulation \"#2\"]\n\n1. Kc3 Ka2 2. Qb2# *\n\n";
        const QByteArray other = "[Event \"plain\"]\n\n1. e4 *\n";
        const Claimed c = claimOf(CollectionFormat::Pgn, game + other);
        QVERIFY(c.claim.markable);
        QCOMPARE(sanOf(read(quietKey + " 0 1"), c.claim.keys), QStringList{"Kc3"});
        QCOMPARE(int(verdictOf(c)), int(PuzzleVerdict::Sound));
        const QByteArray markedFile = header + "[Stipulation \"#2 C+\"]\n\n1. Kc3 Ka2 2. Qb2# *\n\n" + other;
        QCOMPARE(marked(c, true), markedFile);
        QVERIFY(claimOf(CollectionFormat::Pgn, markedFile).claim.computerTested);
        QCOMPARE(marked(claimOf(CollectionFormat::Pgn, markedFile), false), game + other);

        // A game without the tag has no stipulation and no place for the mark.
        const Claimed plain = claimOf(CollectionFormat::Pgn, game + other, 1);
        QVERIFY(!plain.claim.stipulation && !plain.claim.markable);
        QCOMPARE(marked(plain, true, 1), QByteArray("none"));
    }

    // Lichess: the puzzle is the position after the opening move; mateInN is the stipulation.
    void csvMateTheme()
    {
        const QByteArray file = "PuzzleId,FEN,Moves,Rating,Themes\n"
                                "p1,6k1/5ppp/8/8/8/8/r7/R5K1 b - - 0 1,a2h2 a1a8,900,mateIn1 backRankMate\n"
                                "p2,6k1/5ppp/8/8/8/8/r7/R5K1 b - - 0 1,a2b2 a1a8,900,endgame\n";
        const Claimed c = claimOf(CollectionFormat::PuzzleCsv, file);
        QVERIFY(c.claim.stipulation.has_value());
        QCOMPARE(QString::fromStdString(stipulationText(*c.claim.stipulation)), QString("#1"));
        QVERIFY(!c.claim.markable);
        QCOMPARE(int(verdictOf(c)), int(PuzzleVerdict::Sound));
        QCOMPARE(marked(c, true), QByteArray("none"));
        QVERIFY(!claimOf(CollectionFormat::PuzzleCsv, file, 1).claim.stipulation);
    }

    // A key that no longer fits the position (edited since, or another ply shown) is dropped.
    void keysOnlyWhereLegal()
    {
        const Claimed c = claimOf(CollectionFormat::Epd, quietKey + " bm Kc3 Kc2; dm 2;\n");
        QCOMPARE(c.claim.keys.size(), std::size_t(2));
        const Position blocked = read("1Q6/8/8/8/8/k1PK4/8/8 w - - 0 1"); // a pawn on c3
        QCOMPARE(sanOf(blocked, withLegalKeys(c.claim, blocked).keys), QStringList{"Kc2"});
    }

    void fenListsStateNothing()
    {
        const Claimed c = claimOf(CollectionFormat::FenList, quietKey + " 0 1\n");
        QVERIFY(!c.claim.stipulation && c.claim.keys.empty() && !c.claim.markable);
        QCOMPARE(int(verdictOf(c)), int(PuzzleVerdict::NoStipulation));
    }

    // Stopped before a verdict: unfinished (the start position has no #3, but it takes more
    // than the first few thousand positions to prove it).
    void stoppedSearch()
    {
        SolveControl control;
        control.stop = true;
        const Claimed c = claimOf(
            CollectionFormat::Epd, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c0 \"#3\";\n");
        const CollectionRecord read = readRecord(c.index, view(c.text), 0);
        QCOMPARE(int(verifyPuzzle(*read.read.position, c.claim, {0, &control}).verdict),
            int(PuzzleVerdict::Unfinished));
    }
};

QTEST_GUILESS_MAIN(TestPuzzle)
#include "tst_puzzle.moc"
