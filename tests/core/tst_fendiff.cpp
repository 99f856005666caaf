// Which characters of a FEN a move changed: what move mode lights up after each move.
#include "fen_diff.h"

#include <QtTest>

#include <string>

using namespace forsyth;

namespace {

// The changed characters of `after`, each span in brackets: "rnbqkbnr/[pp1ppppp]" and so on.
QString marked(const char* before, const char* after)
{
    const std::string text(after);
    std::string out;
    std::size_t at = 0;
    for (const auto& [start, end] : changedFenSpans(before, text)) {
        out += text.substr(at, start - at) + "[" + text.substr(start, end - start) + "]";
        at = end;
    }
    out += text.substr(at);
    return QString::fromStdString(out);
}

} // namespace

class TestFenDiff : public QObject {
    Q_OBJECT

private slots:
    void spans_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("expected");
        const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QTest::newRow("1. e4: ranks 4 and 2, side, ep; counters kept")
            << start << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
            << "rnbqkbnr/pppppppp/8/8/[4P3]/8/PPPP[1]PPP/RNBQKBNR [b] KQkq [e3] 0 1";
        QTest::newRow("Nf3: the knight's rank and the 1 left behind, halfmove clock")
            << "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2"
            << "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
            << "rnbqkbnr/pp1ppppp/8/2p5/4P3/[5N2]/PPPP1PPP/RNBQKB[1]R [b] KQkq [-] [1] 2";
        QTest::newRow("castling rights only lost: the whole field")
            << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
            << "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
            << "r3k2r/8/8/8/8/8/8/R[4RK1] [b] [kq] - [1] 1";
        QTest::newRow("fullmove number") << "8/8/8/8/8/8/8/K6k b - - 0 9"
                                         << "8/8/8/8/8/8/8/K5k1 w - - 1 10"
                                         << "8/8/8/8/8/8/8/K[5k1] [w] - - [1] [10]";
        QTest::newRow("same text: nothing") << start << start << QString::fromLatin1(start);
        QTest::newRow("double spaces keep fields apart") << "8/8/8/8/8/8/8/K6k w - - 0 1"
                                                         << "8/8/8/8/8/8/8/K6k  b  -  -  0  1"
                                                         << "8/8/8/8/8/8/8/K6k  [b]  -  -  0  1";
        QTest::newRow("fields added where there were none") << "8/8/8/8/8/8/8/K6k"
                                                            << "8/8/8/8/8/8/8/K6k w - - 0 1"
                                                            << "8/8/8/8/8/8/8/K6k [w] [-] [-] [0] [1]";
        QTest::newRow("empty text") << start << ""
                                    << "";
    }

    void spans()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QString, expected);
        QCOMPARE(marked(before.toLatin1().constData(), after.toLatin1().constData()), expected);
    }
};

QTEST_APPLESS_MAIN(TestFenDiff)
#include "tst_fendiff.moc"
