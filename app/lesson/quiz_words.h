// The quiz in words: each question, the placeholder of its answer line, the verdict on an
// answer and why the right answer is right, from the teaching view's words where they exist.
#pragma once

#include "fen.h"
#include "quiz.h"

#include <QString>

namespace forsyth {

QString quizQuestionText(const QuizQuestion& q);
QString quizAnswerHint(const QuizQuestion& q); // "A square, such as e4"
// What the checked answer earns: "Right!", "Not quite: the answer is c6.", and for an answer
// that is not one at all, how to write one (the question stays open).
QString quizVerdictText(const QuizQuestion& q, QuizVerdict verdict, const QString& answer);
// Why the right answer is right: what the letter, the rank or the move means in the FEN.
QString quizReason(const QuizQuestion& q, FenWriteOptions options);
// "8 of 10": the score at the end.
QString quizScoreText(int right, int asked);

} // namespace forsyth
