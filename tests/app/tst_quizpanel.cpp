// The quiz panel: right answers accepted, wrong ones refused with the right answer and why, an
// answer that is none leaving the question open, Enter to check and go on, the score at the end.
#include "lesson_board.h"
#include "position_document.h"
#include "quiz_panel.h"
#include "test_support_core.h"

#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QtTest>

using namespace forsyth;

namespace {

const QString CastlingFen = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
// Pawns and rooks: every kind of question.
const QString PawnsFen = QStringLiteral("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");

struct Fixture {
    PositionDocument document;
    QuizPanel panel{&document};

    explicit Fixture(const QString& fen, std::uint32_t seed = 11)
    {
        document.setPosition(read(fen), QStringLiteral("test"));
        panel.startQuiz(seed);
    }
    const QuizQuestion& question() const
    {
        return panel.questions()[static_cast<std::size_t>(panel.questionIndex())];
    }
    void answer(const QString& text)
    {
        panel.answerLine()->setText(text);
        panel.findChild<QPushButton*>("quizCheck")->click();
    }
    // An answer that reads but is wrong, for each kind.
    QString wrongAnswer() const
    {
        const QuizQuestion& q = question();
        switch (q.kind) {
        case QuizKind::SquareOfCharacter:
            return q.square == sq("d5") ? "d4" : "d5";
        case QuizKind::WriteRank:
            return q.answer == "8" ? "4K3" : "8";
        case QuizKind::EpAfterMove:
            return q.answer == "a6" ? "a3" : "a6";
        case QuizKind::CastlingAfterMove:
            return q.answer == "KQkq" ? "-" : "KQkq";
        }
        return {};
    }
};

} // namespace

class TestQuizPanel : public QObject {
    Q_OBJECT

private slots:
    void wholeQuizWithScore();
    void rightAnswer();
    void wrongAnswerShowsTheRightOne();
    void rankWithSplitDigits();
    void notAnAnswerLeavesTheQuestionOpen();
    void enterChecksThenGoesOn();
    void squareLitOnlyAfterTheAnswer();
    void followsTheBoardUntilBegun();
};

void TestQuizPanel::wholeQuizWithScore()
{
    Fixture f(CastlingFen);
    QCOMPARE(f.panel.questionCount(), 10);
    int expected = 0;
    for (int i = 0; i < 10; ++i) {
        QCOMPARE(f.panel.counterText(), QString("Question %1 of 10").arg(i + 1));
        const bool right = i % 3 != 0; // questions 1, 4, 7 and 10 wrong
        f.answer(right ? QString::fromStdString(f.question().answer) : f.wrongAnswer());
        QVERIFY(f.panel.isChecked());
        expected += right ? 1 : 0;
        QCOMPARE(f.panel.score(), expected);
        QVERIFY(f.panel.resultText().startsWith(right ? "Right!" : "Not quite: the answer is "));
        f.panel.findChild<QPushButton*>("quizNext")->click();
    }
    QVERIFY(f.panel.isFinished());
    QCOMPARE(f.panel.scoreText(), QString("Score: 6 of 10"));
    QVERIFY(f.panel.findChild<QWidget*>("quizScore")->isVisibleTo(&f.panel));
    QVERIFY(!f.panel.answerLine()->isVisibleTo(&f.panel));
    f.panel.findChild<QPushButton*>("quizNew")->click();
    QVERIFY(!f.panel.isFinished());
    QCOMPARE(f.panel.score(), 0);
    QCOMPARE(f.panel.counterText(), QString("Question 1 of 10"));
}

void TestQuizPanel::rightAnswer()
{
    Fixture f(CastlingFen);
    // The kinds in turn: a letter's square first.
    QCOMPARE(f.question().kind, QuizKind::SquareOfCharacter);
    QVERIFY(f.panel.questionText().startsWith("Which square does the highlighted letter"));
    f.answer(QString::fromStdString(f.question().answer).toUpper()); // "A8" is a8
    QVERIFY(f.panel.resultText().startsWith("Right!"));
    // Why: the letter's meaning, as the teaching view says it.
    const QString letter = QString::fromStdString(f.question().fen.substr(f.question().charStart, 1));
    QVERIFY2(f.panel.resultText().contains(letter + ": a "), qPrintable(f.panel.resultText()));
}

void TestQuizPanel::wrongAnswerShowsTheRightOne()
{
    Fixture f(PawnsFen);
    f.answer(f.wrongAnswer());
    f.panel.next();
    f.panel.next(); // not checked: stays
    QCOMPARE(f.panel.questionIndex(), 1);
    f.answer(f.wrongAnswer());
    f.panel.next();
    // The ep question: a move in SAN, and what it does to the field.
    QCOMPARE(f.question().kind, QuizKind::EpAfterMove);
    QVERIFY(f.panel.questionText().contains(QString::fromStdString(f.question().san)));
    f.answer(f.wrongAnswer());
    QVERIFY2(f.panel.resultText().startsWith(
                 "Not quite: the answer is " + QString::fromStdString(f.question().answer)),
        qPrintable(f.panel.resultText()));
    f.panel.next();
    QCOMPARE(f.question().kind, QuizKind::CastlingAfterMove);
    QVERIFY(f.panel.questionText().contains("castling field"));
    f.answer(f.wrongAnswer());
    QVERIFY(f.panel.resultText().startsWith(
        "Not quite: the answer is " + QString::fromStdString(f.question().answer)));
    // Why: what the move did to the castling rights, as move mode says it.
    QVERIFY2(f.panel.resultText().contains("gone"), qPrintable(f.panel.resultText()));
    QCOMPARE(f.panel.score(), 0);
}

void TestQuizPanel::rankWithSplitDigits()
{
    Fixture f(CastlingFen);
    f.answer(f.wrongAnswer());
    f.panel.next();
    QCOMPARE(f.question().kind, QuizKind::WriteRank);
    const QString rank = QString::fromStdString(f.question().answer);
    QVERIFY(rank == "r3k2r" || rank == "R3K2R");
    f.answer(rank == "r3k2r" ? "r111k11r" : "R111K11R");
    QVERIFY2(f.panel.resultText().startsWith(
                 "Not quite: those are the right squares, but a FEN writes each run of "
                 "empty squares as one digit: "
                 + rank),
        qPrintable(f.panel.resultText()));
    QVERIFY(f.panel.resultText().contains(rank + ": rank "));
    QCOMPARE(f.panel.score(), 0);
}

void TestQuizPanel::notAnAnswerLeavesTheQuestionOpen()
{
    Fixture f(CastlingFen);
    f.answer("the rook");
    QVERIFY(!f.panel.isChecked());
    QVERIFY(f.panel.resultText().startsWith("Write a square"));
    f.answer("");
    QVERIFY(!f.panel.isChecked());
    f.answer(QString::fromStdString(f.question().answer));
    QVERIFY(f.panel.isChecked());
    QCOMPARE(f.panel.score(), 1);
}

void TestQuizPanel::enterChecksThenGoesOn()
{
    Fixture f(StartFen);
    f.panel.show();
    f.panel.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&f.panel));
    QLineEdit* line = f.panel.answerLine();
    QTest::keyClicks(line, QString::fromStdString(f.question().answer));
    QTest::keyClick(line, Qt::Key_Return);
    QVERIFY(f.panel.isChecked());
    QCOMPARE(f.panel.score(), 1);
    QTest::keyClick(line, Qt::Key_Return);
    QCOMPARE(f.panel.questionIndex(), 1);
    QVERIFY(line->text().isEmpty());
}

void TestQuizPanel::squareLitOnlyAfterTheAnswer()
{
    Fixture f(StartFen);
    QCOMPARE(f.question().kind, QuizKind::SquareOfCharacter);
    QCOMPARE(f.panel.board()->lit(), Bitboard{0}); // the board does not give the answer away
    f.answer(f.wrongAnswer());
    QCOMPARE(f.panel.board()->lit(), bit(f.question().square));
    f.panel.next();
    QCOMPARE(f.question().kind, QuizKind::WriteRank);
    QCOMPARE(f.panel.board()->lit(), rankMask(f.question().rank - 1));
}

void TestQuizPanel::followsTheBoardUntilBegun()
{
    Fixture f(StartFen);
    f.document.setPosition(read(CastlingFen), QStringLiteral("another"));
    QVERIFY(f.question().position == read(CastlingFen));
    f.answer(QString::fromStdString(f.question().answer));
    // Under way: the quiz stays on its position.
    f.document.setPosition(read(StartFen), QStringLiteral("again"));
    QVERIFY(f.question().position == read(CastlingFen));
    QCOMPARE(f.panel.score(), 1);
}

QTEST_MAIN(TestQuizPanel)
#include "tst_quizpanel.moc"
