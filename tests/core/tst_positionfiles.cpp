// .fen, .epd and .pgn as text: exact output, and write-then-read gives the same position and
// title back.
#include "fen.h"
#include "position_files.h"
#include "test_support_core.h"
#include "transforms.h"

#include <QtTest>

using namespace forsyth;

namespace {

const QByteArray startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

} // namespace

class TestPositionFiles : public QObject {
    Q_OBJECT

private slots:
    void written_data();
    void written();
    void roundTrip_data();
    void roundTrip();
    void read_data();
    void read();
    void formatFromName_data();
    void formatFromName();
    void pgnTagIsReadableEverywhere();
    void writingKeepsAll_data();
    void writingKeepsAll();
};

void TestPositionFiles::written_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QByteArray>("title");
    QTest::addColumn<QByteArray>("text");

    QTest::newRow("fen") << "fen" << startFen << QByteArray("ignored") << startFen + "\n";
    QTest::newRow("epd, no title") << "epd" << startFen << QByteArray()
                                   << QByteArray("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n");
    QTest::newRow("epd, title with \" and \\")
        << "epd" << QByteArray("8/8/8/4k3/8/8/8/4K3 b - - 0 1") << QByteArray("The \"best\" \\ one")
        << QByteArray("8/8/8/4k3/8/8/8/4K3 b - - id \"The \\\"best\\\" \\\\ one\";\n");
    QTest::newRow("epd, clocks kept")
        << "epd" << QByteArray("8/8/8/4k3/8/8/8/4K3 w - - 7 42") << QByteArray("x")
        << QByteArray("8/8/8/4k3/8/8/8/4K3 w - - fmvn 42; hmvc 7; id \"x\";\n");
    QTest::newRow("epd, a line break in the title")
        << "epd" << startFen << QByteArray("two\nlines")
        << QByteArray("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "
                      "KQkq - id \"two lines\";\n");
    QTest::newRow("pgn, no title") << "pgn" << startFen << QByteArray()
                                   << "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                                      "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \""
            + startFen + "\"]\n\n*\n";
    QTest::newRow("pgn, title") << "pgn" << QByteArray("8/8/8/4k3/8/8/8/4K3 w - - 0 1")
                                << QByteArray("Study \"1\"")
                                << QByteArray(
                                       "[Event \"Study \\\"1\\\"\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                                       "[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n"
                                       "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/4K3 w - - 0 1\"]\n\n*\n");
}

void TestPositionFiles::written()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, fen);
    QFETCH(QByteArray, title);
    QFETCH(QByteArray, text);
    const auto f = positionFileFormat(("x." + format).toStdString());
    QVERIFY(f.has_value());
    QCOMPARE(bytes(writePositionFile(*f, ::read(QString::fromUtf8(fen)), view(title))), text);
}

void TestPositionFiles::roundTrip_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QByteArray>("title");

    const QList<QByteArray> fens = {
        startFen,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        "k7/8/8/8/8/8/8/6RK b - - 99 49",
        "8/8/8/8/1pP4P/8/8/8 b - h3 0 1",
    };
    const QList<QByteArray> titles
        = {"", "Puzzle 12", "He said \"mate\" \\ done", "a; b", "백의 승리 · 白胜"};
    for (qsizetype i = 0; i < fens.size(); ++i) {
        for (qsizetype j = 0; j < titles.size(); ++j)
            QTest::addRow("%s | %s", fens[i].constData(), titles[j].constData()) << fens[i] << titles[j];
    }
}

void TestPositionFiles::roundTrip()
{
    QFETCH(QByteArray, fen);
    QFETCH(QByteArray, title);
    const Position pos = ::read(QString::fromUtf8(fen));
    for (const auto format : {PositionFileFormat::Fen, PositionFileFormat::Epd, PositionFileFormat::Pgn}) {
        const std::string text = writePositionFile(format, pos, view(title));
        const PastedFen found = readPositionFile(format, text);
        QVERIFY2(found.found(), fileExtension(format).data());
        const auto back = readFen(found.fen);
        QVERIFY2(back.ok(), found.fen.c_str());
        QCOMPARE(writeFen(*back.position), writeFen(pos));
        QVERIFY(*back.position == pos);
        QCOMPARE(bytes(found.title), format == PositionFileFormat::Fen ? QByteArray() : title);
    }
}

void TestPositionFiles::read_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QByteArray>("title");
    QTest::addColumn<QByteArray>("span"); // text[start, end)

    const QByteArray kings = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    QTest::newRow("fen: BOM, blank lines, CRLF") << "fen"
                                                 << "\xEF\xBB\xBF\r\n  \r\n" + kings + " \r\nnext\r\n"
                                                 << "BareFen" << kings << QByteArray() << kings;
    QTest::newRow("fen: whatever the line is, for the reader to judge")
        << "fen" << QByteArray("\nnot a fen\n") << "BareFen" << QByteArray("not a fen") << QByteArray()
        << QByteArray("not a fen");
    QTest::newRow("fen: empty") << "fen" << QByteArray("\n \n") << "None" << QByteArray() << QByteArray()
                                << QByteArray();
    QTest::newRow("epd: first line of many")
        << "epd"
        << "\n" + kings.left(25) + " bm Kd2; id \"one\";\n" + startFen + "\n"
        << "Epd" << kings.left(25) << QByteArray("one") << kings.left(25);
    QTest::newRow("epd: a full FEN line") << "epd" << kings + "\n"
                                          << "BareFen" << kings << QByteArray() << kings;
    QTest::newRow("epd: no FEN") << "epd" << QByteArray("hello\n") << "None" << QByteArray() << QByteArray()
                                 << QByteArray();
    QTest::newRow("pgn: database, first game") << "pgn"
                                               << "[Event \"one\"]\n[FEN \"" + kings
            + "\"]\n\n*\n\n[Event \"two\"]\n"
              "[FEN \""
            + startFen + "\"]\n\n*\n"
                                               << "Pgn" << kings << QByteArray("one") << kings;
    QTest::newRow("pgn: a game from the start") << "pgn" << QByteArray("[Event \"g\"]\n\n1. e4 e5 *\n")
                                                << "None" << QByteArray() << QByteArray() << QByteArray();
    QTest::newRow("pgn: a bare FEN is no PGN")
        << "pgn" << kings << "None" << QByteArray() << QByteArray() << QByteArray();
}

void TestPositionFiles::read()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, text);
    QFETCH(QString, kind);
    QFETCH(QByteArray, fen);
    QFETCH(QByteArray, title);
    QFETCH(QByteArray, span);
    const auto f = positionFileFormat(("x." + format).toStdString());
    QVERIFY(f.has_value());
    const PastedFen found = readPositionFile(*f, view(text));
    QCOMPARE(QString::fromLatin1(bytes(kindName(found.kind))), kind);
    QCOMPARE(bytes(found.fen), fen);
    QCOMPARE(bytes(found.title), title);
    QCOMPARE(
        text.mid(static_cast<qsizetype>(found.start), static_cast<qsizetype>(found.end - found.start)), span);
}

void TestPositionFiles::formatFromName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("extension");

    QTest::newRow("fen") << "study.fen"
                         << "fen";
    QTest::newRow("upper case") << "/home/me/PUZZLES.EPD"
                                << "epd";
    QTest::newRow("pgn, dots in the path") << "a.b/c.d/game.Pgn"
                                           << "pgn";
    QTest::newRow("other") << "board.png"
                           << "";
    QTest::newRow("longer") << "x.fenx"
                            << "";
    QTest::newRow("no extension") << "fen"
                                  << "";
    QTest::newRow("bare dot") << "pgn."
                              << "";
}

void TestPositionFiles::formatFromName()
{
    QFETCH(QString, name);
    QFETCH(QString, extension);
    const auto f = positionFileFormat(name.toStdString());
    QCOMPARE(f.has_value(), !extension.isEmpty());
    if (f)
        QCOMPARE(QString::fromLatin1(bytes(fileExtension(*f))), extension);
}

void TestPositionFiles::pgnTagIsReadableEverywhere()
{
    // Shredder-FEN is what the editor may show, but PGN readers expect KQkq or X-FEN.
    const std::string ordinary = writePgn(::read(QString::fromLatin1(startFen)), "", {CastlingNotation::Shredder});
    QVERIFY2(ordinary.find("[FEN \"" + std::string(startFen.constData()) + "\"]") != std::string::npos,
        ordinary.c_str());
    QVERIFY(ordinary.find("[Variant") == std::string::npos);
    // Chess960 position 0 (BBQNNRKR: king g1, rooks f1 and h1) is tagged as such.
    const std::string tagged = writePgn(*chess960Position(0), "", {CastlingNotation::Shredder});
    QVERIFY2(tagged.find("[Variant \"Chess960\"]") != std::string::npos, tagged.c_str());
    QVERIFY2(tagged.find("[Variant") < tagged.find("[SetUp"), tagged.c_str());
    QVERIFY2(tagged.find(" w KQkq - 0 1\"]") != std::string::npos
            || tagged.find(" w HFhf - 0 1\"]") != std::string::npos,
        tagged.c_str());
}

void TestPositionFiles::writingKeepsAll_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("keepsAll");

    const QByteArray kings = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    const auto written = [](PositionFileFormat format, const QByteArray& fen, const QByteArray& title) {
        return bytes(writePositionFile(format, ::read(QString::fromLatin1(fen)), view(title)));
    };
    const QByteArray pgn = written(PositionFileFormat::Pgn, kings, "Study");
    const QByteArray epd = written(PositionFileFormat::Epd, "8/8/8/4k3/8/8/8/4K3 w - - 7 42", "Puzzle 12");

    QTest::newRow("fen: one line") << "fen" << kings + "\n" << true;
    QTest::newRow("fen: BOM, CRLF, blank lines, trailing blanks")
        << "fen"
        << "\xEF\xBB\xBF\r\n\r\n" + kings + " \t\r\n\r\n"
        << true;
    QTest::newRow("fen: repaired by the lenient reader")
        << "fen" << QByteArray("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n") << true;
    QTest::newRow("fen: two positions") << "fen" << kings + "\n" + startFen + "\n" << false;
    QTest::newRow("fen: a note under it") << "fen" << kings + "\n\nWhite to move and draw\n" << false;
    QTest::newRow("fen: no FEN") << "fen" << QByteArray("\n \n") << false;
    QTest::newRow("fen: no FEN that reads") << "fen" << QByteArray("not a fen\n") << false;

    QTest::newRow("epd: as written, clocks and id") << "epd" << epd << true;
    QTest::newRow("epd: CRLF") << "epd" << QByteArray(epd).replace("\n", "\r\n") << true;
    QTest::newRow("epd: a whole FEN line") << "epd" << QByteArray("7k/8/8/8/8/8/8/K7 b - - 12 60\n") << true;
    QTest::newRow("epd: bm opcode") << "epd"
                                    << QByteArray("8/8/8/4k3/8/8/8/4K2R w K - bm Rh8+; id \"Puzzle 12\";\n")
                                    << false;
    QTest::newRow("epd: two lines") << "epd" << epd + "8/8/8/4k3/8/8/8/4K3 b - - id \"two\";\n" << false;
    QTest::newRow("epd: opcodes in another order")
        << "epd" << QByteArray("8/8/8/4k3/8/8/8/4K3 w - - hmvc 7; fmvn 42; id \"Puzzle 12\";\n") << false;

    QTest::newRow("pgn: as written") << "pgn" << pgn << true;
    QTest::newRow("pgn: as written, CRLF") << "pgn" << QByteArray(pgn).replace("\n", "\r\n") << true;
    QTest::newRow("pgn: castling in another notation")
        << "pgn"
        << written(PositionFileFormat::Pgn, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "").replace(" K -", " H -")
        << true;
    QTest::newRow("pgn: moves") << "pgn" << QByteArray(pgn).replace("\n\n*\n", "\n\n1. Kd2 Ke6 *\n") << false;
    QTest::newRow("pgn: a comment") << "pgn"
                                    << QByteArray(pgn).replace("\n\n*\n", "\n\n{ A drawn ending } *\n")
                                    << false;
    QTest::newRow("pgn: a variation")
        << "pgn" << QByteArray(pgn).replace("\n\n*\n", "\n\n1. Kd2 (1. Kf2) 1... Ke6 *\n") << false;
    QTest::newRow("pgn: players named")
        << "pgn" << QByteArray(pgn).replace("[White \"?\"]", "[White \"Carlsen, Magnus\"]") << false;
    QTest::newRow("pgn: a result") << "pgn" << QByteArray(pgn).replace("*", "1/2-1/2") << false;
    QTest::newRow("pgn: an extra tag")
        << "pgn" << QByteArray(pgn).replace("[SetUp", "[Annotator \"me\"]\n[SetUp") << false;
    QByteArray database;
    for (int game = 0; game < 200; ++game)
        database += pgn + "\n";
    QTest::newRow("pgn: 200 games") << "pgn" << database << false;
    QTest::newRow("pgn: two games") << "pgn" << pgn + "\n" + pgn << false;
    QTest::newRow("pgn: only a FEN tag") << "pgn"
                                         << "[FEN \"" + kings + "\"]\n\n*\n"
                                         << false;
}

// Save writes only a file's first record, and only what Forsyth shows of it: a file that holds
// more must not be saved over.
void TestPositionFiles::writingKeepsAll()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, text);
    QFETCH(bool, keepsAll);
    const auto f = positionFileFormat(("x." + format).toStdString());
    QVERIFY(f.has_value());
    QCOMPARE(forsyth::writingKeepsAll(*f, view(text)), keepsAll);
}

QTEST_APPLESS_MAIN(TestPositionFiles)
#include "tst_positionfiles.moc"
