#include "quiz_panel.h"

#include "fen_html.h"
#include "lesson_board.h"
#include "position_document.h"
#include "quiz_words.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

namespace forsyth {
namespace {

constexpr int QuestionsPerQuiz = 10;

} // namespace

QuizPanel::QuizPanel(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , board_(new LessonBoard(this))
    , counter_(new QLabel(this))
    , fen_(new QLabel(this))
    , question_(new QLabel(this))
    , answer_(new QLineEdit(this))
    , check_(new QPushButton(this))
    , result_(new QLabel(this))
    , score_(new QLabel(this))
    , next_(new QPushButton(this))
    , newQuiz_(new QPushButton(this))
{
    board_->setObjectName(QStringLiteral("quizBoard"));
    counter_->setObjectName(QStringLiteral("quizCounter"));
    fen_->setObjectName(QStringLiteral("quizFen"));
    question_->setObjectName(QStringLiteral("quizQuestion"));
    answer_->setObjectName(QStringLiteral("quizAnswer"));
    check_->setObjectName(QStringLiteral("quizCheck"));
    result_->setObjectName(QStringLiteral("quizResult"));
    score_->setObjectName(QStringLiteral("quizScore"));
    next_->setObjectName(QStringLiteral("quizNext"));
    newQuiz_->setObjectName(QStringLiteral("quizNew"));

    fen_->setTextFormat(Qt::RichText);
    fen_->setWordWrap(true);
    fen_->setFont(lessonFenFont(font()));
    answer_->setFont(lessonFenFont(font()));
    QFont bold = question_->font();
    bold.setBold(true);
    question_->setFont(bold);
    QFont big = score_->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    score_->setFont(big);
    score_->setAlignment(Qt::AlignCenter);
    for (QLabel* label : {question_, result_}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* answerRow = new QHBoxLayout;
    answerRow->addWidget(answer_, 1);
    answerRow->addWidget(check_);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(newQuiz_);
    bottom->addStretch(1);
    bottom->addWidget(next_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(counter_);
    layout->addWidget(board_, 3);
    layout->addWidget(fen_);
    layout->addWidget(question_);
    layout->addLayout(answerRow);
    layout->addWidget(result_, 1);
    layout->addWidget(score_);
    layout->addLayout(bottom);

    setFocusProxy(answer_); // the panel focused, the student can type at once
    check_->setDefault(true);
    // Enter checks the answer, and once it is checked goes on to the next question.
    connect(answer_, &QLineEdit::returnPressed, this, [this] { checked_ ? next() : check(); });
    connect(check_, &QPushButton::clicked, this, &QuizPanel::check);
    connect(next_, &QPushButton::clicked, this, &QuizPanel::next);
    connect(newQuiz_, &QPushButton::clicked, this, &QuizPanel::newQuiz);
    connect(document_, &PositionDocument::changed, this, &QuizPanel::onDocumentChanged);
    retranslate();
    newQuiz();
}

void QuizPanel::newQuiz() { startQuiz(QRandomGenerator::global()->generate()); }

void QuizPanel::startQuiz(std::uint32_t seed)
{
    options_ = document_->fenOptions();
    questions_ = makeQuiz(document_->position(), seed, QuestionsPerQuiz, options_);
    current_ = 0;
    right_ = 0;
    answered_ = 0;
    showQuestion();
}

void QuizPanel::onDocumentChanged()
{
    // A quiz not begun follows the board; one under way is finished on the position it asks
    // about (New quiz asks about the board as it is then).
    if (answered_ == 0 && !checked_)
        newQuiz();
}

void QuizPanel::check()
{
    if (isFinished() || checked_)
        return;
    const QuizQuestion& q = questions_[static_cast<std::size_t>(current_)];
    given_ = answer_->text();
    verdict_ = checkAnswer(q, given_.trimmed().toStdString());
    if (verdict_ == QuizVerdict::Unreadable) {
        // Not an answer at all: said how to write one, and the question stays open.
        result_->setText(quizVerdictText(q, verdict_, given_));
        answer_->setFocus();
        return;
    }
    checked_ = true;
    ++answered_;
    if (isRight(verdict_))
        ++right_;
    showResult();
}

void QuizPanel::next()
{
    if (isFinished() || !checked_)
        return;
    ++current_;
    showQuestion();
}

void QuizPanel::setFlipped(bool flipped) { board_->setFlipped(flipped); }

QString QuizPanel::questionText() const { return question_->text(); }
QString QuizPanel::resultText() const { return result_->text(); }
QString QuizPanel::counterText() const { return counter_->text(); }
QString QuizPanel::scoreText() const { return score_->text(); }

void QuizPanel::showQuestion()
{
    checked_ = false;
    answer_->clear();
    result_->clear();
    const bool finished = isFinished();
    for (QWidget* w : {static_cast<QWidget*>(fen_), static_cast<QWidget*>(question_),
             static_cast<QWidget*>(answer_), static_cast<QWidget*>(check_)})
        w->setVisible(!finished);
    score_->setVisible(finished);
    next_->setVisible(!finished);
    next_->setEnabled(false);
    if (finished) {
        counter_->setText(tr("Quiz over"));
        score_->setText(tr("Score: %1").arg(quizScoreText(right_, questionCount())));
        board_->show(document_->position(), ~Bitboard{0}, 0);
        if (holdsFocus())
            newQuiz_->setFocus();
        return;
    }
    const QuizQuestion& q = questions_[static_cast<std::size_t>(current_)];
    counter_->setText(tr("Question %1 of %2").arg(current_ + 1).arg(questionCount()));
    question_->setText(quizQuestionText(q));
    answer_->setPlaceholderText(quizAnswerHint(q));
    // The board shows what the question is about, never its answer: the rank asked for, the
    // move's two squares; for a letter's square, nothing.
    Bitboard lit = 0;
    if (q.kind == QuizKind::WriteRank)
        lit = rankMask(q.rank - 1);
    else if (q.kind != QuizKind::SquareOfCharacter)
        lit = bit(q.move.from) | bit(kingDestination(q.position, q.move));
    board_->show(q.position, ~Bitboard{0}, lit);
    // Marked: the letter asked about, and nothing for the other questions.
    const bool letter = q.kind == QuizKind::SquareOfCharacter;
    // Written out, the FEN would hold the rank asked for: it comes with the answer.
    fen_->setVisible(q.kind != QuizKind::WriteRank);
    fen_->setText(markedFenHtml(QByteArray::fromStdString(q.fen), letter ? q.charStart : 0,
        letter ? q.charEnd : 0, false, palette()));
    if (holdsFocus())
        answer_->setFocus();
}

bool QuizPanel::holdsFocus() const
{
    // Only from within: a quiz started anew because the board changed must not take the
    // focus from the board (nor a hidden panel from anything).
    const QWidget* focus = QApplication::focusWidget();
    return focus && (focus == this || isAncestorOf(focus));
}

void QuizPanel::showResult()
{
    const QuizQuestion& q = questions_[static_cast<std::size_t>(current_)];
    //: the verdict on an answer, then why the right answer is right
    result_->setText(tr("%1\n%2").arg(quizVerdictText(q, verdict_, given_), quizReason(q, options_)));
    next_->setEnabled(true);
    fen_->setVisible(true);
    next_->setText(current_ + 1 == questionCount() ? tr("See the score") : tr("Next question"));
    // Lit now: the square the letter describes.
    if (q.kind == QuizKind::SquareOfCharacter)
        board_->show(q.position, ~Bitboard{0}, bit(q.square));
}

void QuizPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!isFinished()) {
            const QuizQuestion& q = questions_[static_cast<std::size_t>(current_)];
            counter_->setText(tr("Question %1 of %2").arg(current_ + 1).arg(questionCount()));
            question_->setText(quizQuestionText(q));
            answer_->setPlaceholderText(quizAnswerHint(q));
            if (checked_)
                showResult();
        } else {
            counter_->setText(tr("Quiz over"));
            score_->setText(tr("Score: %1").arg(quizScoreText(right_, questionCount())));
        }
    }
    QWidget::changeEvent(event);
}

void QuizPanel::retranslate()
{
    check_->setText(tr("Check"));
    check_->setToolTip(tr("Check the answer (Enter)"));
    if (!checked_)
        next_->setText(tr("Next question"));
    newQuiz_->setText(tr("New quiz"));
    newQuiz_->setToolTip(tr("Ten new questions on the position on the board"));
}

} // namespace forsyth
