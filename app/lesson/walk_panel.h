// Step by step: the document's FEN read one character at a time while a board fills in square
// by square (core's walkFen), each step said in words, then fields 2-6 one at a time. Follows
// the document: a new FEN starts the walk over.
#pragma once

#include "fen_walk.h"

#include <QByteArray>
#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;

namespace forsyth {

class LessonBoard;
class PositionDocument;

class WalkPanel : public QWidget {
    Q_OBJECT

public:
    explicit WalkPanel(PositionDocument* document, QWidget* parent = nullptr);

    // 0 before the first character, up to stepCount() when the whole FEN is read.
    int step() const { return step_; }
    int stepCount() const { return static_cast<int>(steps_.size()); }
    // The characters the current step reads ("" before the first).
    QString stepText() const;
    // What the panel says now, heading and words (plain text), and "Step 5 of 27".
    QString words() const;
    QString counterText() const;
    QString fenText() const; // the FEN as shown, with the step's characters marked
    LessonBoard* board() const { return board_; }

public slots:
    void next();
    void previous();
    void startOver();
    void goToEnd();
    void setFlipped(bool flipped);

protected:
    void changeEvent(QEvent* event) override; // LanguageChange: says the step again

private:
    void onDocumentChanged();
    void restart();
    void showStep();
    void enableButton(QPushButton* button, bool enabled);
    void retranslate();
    QString stepWords(const FenWalkStep& step) const;
    QString rankSoFar(std::size_t index) const;

    PositionDocument* document_;
    QByteArray fen_; // the FEN walked through, UTF-8 as core reads it
    std::vector<FenWalkStep> steps_;
    int step_ = 0;
    LessonBoard* board_;
    QLabel* fenLabel_;
    QLabel* heading_;
    QLabel* text_;
    QLabel* counter_;
    QPushButton* previous_;
    QPushButton* next_;
    QPushButton* startOver_;
};

} // namespace forsyth
