// What the window says of the last picture read, under the FEN: the squares read unsurely, a
// board turned, the fields a picture cannot show; or why nothing was read. Wrapped over as many
// lines as it needs, where the status bar cut such a note off at the window's edge, and shown
// until closed, undone or replaced (docs/MODEL.md §1, §4).
#pragma once

#include <QFrame>

#include <functional>

class QLabel;
class QToolButton;

namespace forsyth {

class ReadingNote : public QFrame {
    Q_OBJECT

public:
    explicit ReadingNote(QWidget* parent = nullptr);
    // Shows what `words` says, and says it again when the language changes; in the error ink
    // when it says why nothing was read.
    void showNote(std::function<QString()> words, bool problem);
    QString text() const;
    // Says its words again: what they speak of changed (a square it counts as framed mended).
    void sayAgain() { retranslate(); }
    bool isProblem() const { return problem_; }

signals:
    void closedByUser(); // its × clicked

protected:
    void changeEvent(QEvent* event) override; // the language, and light or dark

private:
    void retranslate();
    void paintInk();

    std::function<QString()> words_;
    QLabel* label_;
    QToolButton* close_;
    bool problem_ = false;
};

} // namespace forsyth
