// The quiz: Forsyth asks about the document's position (core's makeQuiz), the student types an
// answer, Forsyth checks it (checkAnswer) and says why, and gives the score at the end.
#pragma once

#include "fen.h"
#include "quiz.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;

namespace forsyth {

class LessonBoard;
class PositionDocument;

class QuizPanel : public QWidget {
    Q_OBJECT

public:
    explicit QuizPanel(PositionDocument* document, QWidget* parent = nullptr);

    // A quiz on the document's position as it is now; the same seed asks the same questions.
    void startQuiz(std::uint32_t seed);
    const std::vector<QuizQuestion>& questions() const { return questions_; }
    int questionIndex() const { return current_; } // 0-based; questionCount() when finished
    int questionCount() const { return static_cast<int>(questions_.size()); }
    bool isChecked() const { return checked_; } // the current question's answer was checked
    bool isFinished() const { return current_ >= questionCount(); }
    int score() const { return right_; }
    // The words shown, for tests and accessibility.
    QString questionText() const;
    QString resultText() const;
    QString counterText() const;
    QString scoreText() const;
    LessonBoard* board() const { return board_; }
    QLineEdit* answerLine() const { return answer_; }

public slots:
    void newQuiz(); // a random seed
    void check();   // the answer typed; an answer that is no answer leaves the question open
    void next();
    void setFlipped(bool flipped);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onDocumentChanged();
    void showQuestion();
    bool holdsFocus() const; // the focus is on the panel or one of its children
    void showResult();
    void retranslate();

    PositionDocument* document_;
    FenWriteOptions options_; // the notation the quiz was made in: its answers are written so
    std::vector<QuizQuestion> questions_;
    int current_ = 0;
    int right_ = 0;
    int answered_ = 0;
    bool checked_ = false;
    QuizVerdict verdict_ = QuizVerdict::Unreadable;
    QString given_; // the answer checked
    LessonBoard* board_;
    QLabel* counter_;
    QLabel* fen_;
    QLabel* question_;
    QLineEdit* answer_;
    QPushButton* check_;
    QLabel* result_;
    QLabel* score_;
    QPushButton* next_;
    QPushButton* newQuiz_;
};

} // namespace forsyth
