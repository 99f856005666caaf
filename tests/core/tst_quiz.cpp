// The lesson's quiz: the questions a position allows, seeded, and answers checked by the rules
// of FEN (a rank written one way only, castling letters in any order, both ep conventions).
#include "fen.h"
#include "quiz.h"
#include "test_support_core.h"

#include <QtTest>

#include <set>

using namespace forsyth;

namespace {

const QString CastlingFen = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");

QuizQuestion moveQuestion(const QString& fen, QuizKind kind, const QString& uci, FenWriteOptions options = {})
{
    const Position pos = read(fen);
    for (const QuizQuestion& q : makeQuiz(pos, 1, 1000, options)) {
        if (q.kind == kind && q.move == legalMove(pos, uci))
            return q;
    }
    qFatal("no question for %s", qPrintable(uci));
}

} // namespace

class TestQuiz : public QObject {
    Q_OBJECT

private slots:
    void startPositionAsksNoCastling();
    void seeded();
    void fewQuestionsWhenFewMakeSense();
    void everyAnswerGivenIsAccepted_data();
    void everyAnswerGivenIsAccepted();
    void squareOfCharacter();
    void writeRank();
    void epAfterMove();
    void castlingAfterMove();
};

void TestQuiz::startPositionAsksNoCastling()
{
    const std::vector<QuizQuestion> quiz = makeQuiz(read(StartFen), 7);
    QCOMPARE(quiz.size(), std::size_t{10});
    std::set<QuizKind> kinds;
    for (const QuizQuestion& q : quiz)
        kinds.insert(q.kind);
    // No legal move from the start changes castling: no such question.
    QCOMPARE(
        kinds, (std::set<QuizKind>{QuizKind::SquareOfCharacter, QuizKind::WriteRank, QuizKind::EpAfterMove}));
    // Only ranks with something on them: 1, 2, 7, 8.
    for (const QuizQuestion& q : quiz) {
        if (q.kind == QuizKind::WriteRank)
            QVERIFY(q.rank <= 2 || q.rank >= 7);
    }
}

void TestQuiz::seeded()
{
    const Position pos = read(KiwipeteFen);
    const auto describe = [](const std::vector<QuizQuestion>& quiz) {
        QStringList out;
        for (const QuizQuestion& q : quiz)
            out << QString::fromStdString(q.san + "|" + q.answer) + QString::number(q.rank);
        return out;
    };
    QCOMPARE(describe(makeQuiz(pos, 42)), describe(makeQuiz(pos, 42)));
    QVERIFY(describe(makeQuiz(pos, 42)) != describe(makeQuiz(pos, 43)));
    // The kinds are taken in turn.
    const std::vector<QuizQuestion> quiz = makeQuiz(pos, 42);
    QCOMPARE(quiz[0].kind, QuizKind::SquareOfCharacter);
    QCOMPARE(quiz[1].kind, QuizKind::WriteRank);
    QCOMPARE(quiz[2].kind, QuizKind::EpAfterMove);
    QCOMPARE(quiz[3].kind, QuizKind::CastlingAfterMove);
}

void TestQuiz::fewQuestionsWhenFewMakeSense()
{
    // Two kings: two letters, two ranks with something on them, no pawn, no castling.
    const std::vector<QuizQuestion> quiz = makeQuiz(read("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), 3);
    QCOMPARE(quiz.size(), std::size_t{4});
    // An empty board is all "8": its ranks are the only questions.
    const std::vector<QuizQuestion> empty = makeQuiz(read("8/8/8/8/8/8/8/8 w - - 0 1"), 3, 10);
    QCOMPARE(empty.size(), std::size_t{8});
    QCOMPARE(QString::fromStdString(empty[0].answer), QString("8"));
}

void TestQuiz::everyAnswerGivenIsAccepted_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("onlyCapturable");
    for (const bool only : {false, true}) {
        QTest::addRow("start %d", only) << StartFen << only;
        QTest::addRow("kiwipete %d", only) << KiwipeteFen << only;
        QTest::addRow("castling %d", only) << CastlingFen << only;
        QTest::addRow("960 %d", only)
            << QString("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9") << only;
    }
}

void TestQuiz::everyAnswerGivenIsAccepted()
{
    QFETCH(QString, fen);
    QFETCH(bool, onlyCapturable);
    const FenWriteOptions options{
        CastlingNotation::XFen, onlyCapturable ? EpOutput::OnlyCapturable : EpOutput::Always};
    for (const QuizQuestion& q : makeQuiz(read(fen), 5, 1000, options)) {
        QCOMPARE(checkAnswer(q, q.answer), QuizVerdict::Right);
        QCOMPARE(checkAnswer(q, "  " + q.answer + "\n"), QuizVerdict::Right);
        QVERIFY(!isRight(checkAnswer(q, "x9")));
    }
}

void TestQuiz::squareOfCharacter()
{
    const Position pos = read("r1b1k1nr/p2p1pNp/n2B4/1p1NP2P/6P1/3P1Q2/P1P1K3/q5b1 w - - 0 1");
    std::optional<QuizQuestion> knight;
    for (const QuizQuestion& q : makeQuiz(pos, 1, 1000)) {
        if (q.kind == QuizKind::SquareOfCharacter && q.fen.substr(q.charStart, 1) == "n"
            && q.square == sq("a6"))
            knight = q;
    }
    QVERIFY(knight);
    QCOMPARE(knight->charStart, std::size_t{17}); // "n2B4" of rank 6
    QCOMPARE(checkAnswer(*knight, "a6"), QuizVerdict::Right);
    QCOMPARE(checkAnswer(*knight, "A6"), QuizVerdict::Right); // the same square in capitals
    QCOMPARE(checkAnswer(*knight, "g8"), QuizVerdict::Wrong);
    QCOMPARE(checkAnswer(*knight, "a9"), QuizVerdict::Unreadable);
    QCOMPARE(checkAnswer(*knight, ""), QuizVerdict::Unreadable);
}

void TestQuiz::writeRank()
{
    std::optional<QuizQuestion> eight;
    for (const QuizQuestion& q : makeQuiz(read(CastlingFen), 1, 1000)) {
        if (q.kind == QuizKind::WriteRank && q.rank == 8)
            eight = q;
    }
    QVERIFY(eight);
    QCOMPARE(QString::fromStdString(eight->answer), QString("r3k2r"));
    QCOMPARE(checkAnswer(*eight, "r3k2r"), QuizVerdict::Right);
    // The same squares with a run of empty squares split: a FEN joins it into one digit.
    QCOMPARE(checkAnswer(*eight, "r111k11r"), QuizVerdict::DigitsNotJoined);
    QCOMPARE(checkAnswer(*eight, "r21k2r"), QuizVerdict::DigitsNotJoined);
    QCOMPARE(checkAnswer(*eight, "R3K2R"), QuizVerdict::Wrong);  // White's letters
    QCOMPARE(checkAnswer(*eight, "r3k3"), QuizVerdict::Wrong);   // a rook gone
    QCOMPARE(checkAnswer(*eight, "r3k2"), QuizVerdict::Wrong);   // seven squares
    QCOMPARE(checkAnswer(*eight, "r3k2rr"), QuizVerdict::Wrong); // nine
    QCOMPARE(checkAnswer(*eight, "rook"), QuizVerdict::Unreadable);
}

void TestQuiz::epAfterMove()
{
    // A double step sets the square it passed.
    const QuizQuestion e4 = moveQuestion(StartFen, QuizKind::EpAfterMove, "e2e4");
    QCOMPARE(QString::fromStdString(e4.san), QString("e4"));
    QCOMPARE(QString::fromStdString(e4.answer), QString("e3"));
    QCOMPARE(checkAnswer(e4, "e3"), QuizVerdict::Right);
    QCOMPARE(checkAnswer(e4, "e4"), QuizVerdict::Wrong);
    // No black pawn can take it: a FEN written "only when capturable" writes "-", also right.
    QCOMPARE(checkAnswer(e4, "-"), QuizVerdict::RightOtherConvention);
    QCOMPARE(checkAnswer(e4, "e"), QuizVerdict::Unreadable);
    // The same move with the editor writing ep only when capturable: "-" first, e3 also right.
    const QuizQuestion only = moveQuestion(
        StartFen, QuizKind::EpAfterMove, "e2e4", {CastlingNotation::XFen, EpOutput::OnlyCapturable});
    QCOMPARE(QString::fromStdString(only.answer), QString("-"));
    QCOMPARE(checkAnswer(only, "-"), QuizVerdict::Right);
    QCOMPARE(checkAnswer(only, "e3"), QuizVerdict::RightOtherConvention);
    // A single step from the pawn's start sets no square.
    const QuizQuestion e3 = moveQuestion(StartFen, QuizKind::EpAfterMove, "e2e3");
    QCOMPARE(QString::fromStdString(e3.answer), QString("-"));
    QCOMPARE(checkAnswer(e3, "-"), QuizVerdict::Right);
    QCOMPARE(checkAnswer(e3, "e2"), QuizVerdict::Wrong);
    // A capturable double step: the square either way.
    const QString capturable = QStringLiteral("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    const QuizQuestion taken = moveQuestion(
        capturable, QuizKind::EpAfterMove, "e2e4", {CastlingNotation::XFen, EpOutput::OnlyCapturable});
    QCOMPARE(QString::fromStdString(taken.answer), QString("e3"));
    QCOMPARE(checkAnswer(taken, "-"), QuizVerdict::Wrong);
}

void TestQuiz::castlingAfterMove()
{
    const QuizQuestion king = moveQuestion(CastlingFen, QuizKind::CastlingAfterMove, "e1f1");
    QCOMPARE(QString::fromStdString(king.san), QString("Kf1"));
    QCOMPARE(QString::fromStdString(king.answer), QString("kq"));
    QCOMPARE(checkAnswer(king, "kq"), QuizVerdict::Right);
    QCOMPARE(checkAnswer(king, "qk"), QuizVerdict::Right); // any order
    QCOMPARE(checkAnswer(king, "ha"), QuizVerdict::Right); // the rooks by their files
    QCOMPARE(checkAnswer(king, "Kkq"), QuizVerdict::Wrong);
    QCOMPARE(checkAnswer(king, "-"), QuizVerdict::Wrong);
    QCOMPARE(checkAnswer(king, "kqz"), QuizVerdict::Unreadable);
    QCOMPARE(checkAnswer(king, "kkq"), QuizVerdict::Unreadable); // a letter twice
    // A rook taken on its square takes the right with it.
    const QuizQuestion capture = moveQuestion(CastlingFen, QuizKind::CastlingAfterMove, "a1a8");
    QCOMPARE(QString::fromStdString(capture.answer), QString("Kk"));
    QCOMPARE(checkAnswer(capture, "kK"), QuizVerdict::Right);
    // Castling itself: White's rights go.
    const QuizQuestion castle = moveQuestion(CastlingFen, QuizKind::CastlingAfterMove, "e1g1");
    QCOMPARE(QString::fromStdString(castle.san), QString("O-O"));
    QCOMPARE(QString::fromStdString(castle.answer), QString("kq"));
    // Every right gone: "-".
    const QuizQuestion last
        = moveQuestion("4k3/8/8/8/8/8/8/4K2R w K - 0 1", QuizKind::CastlingAfterMove, "e1e2");
    QCOMPARE(QString::fromStdString(last.answer), QString("-"));
    QCOMPARE(checkAnswer(last, "-"), QuizVerdict::Right);
    QCOMPARE(checkAnswer(last, "K"), QuizVerdict::Wrong);
}

QTEST_APPLESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
