// The teaching view's explanation: what the FEN part under the caret or mouse means with the
// current values, and after a move in move mode, what changed in the FEN and why.
#pragma once

#include "moves.h"
#include "position.h"

#include <QWidget>

#include <string>
#include <vector>

class QLabel;

namespace forsyth {

class PositionDocument;

class TeachingPanel : public QWidget {
    Q_OBJECT

public:
    explicit TeachingPanel(PositionDocument* document, QWidget* parent = nullptr);

    // The words shown now (plain text), for tests and accessibility.
    QString text() const;
    // Move mode's moves so far in SAN with their numbers ("1. e4 c5 2. Nf3"), up to the
    // position shown (undo goes back along them, redo forward); empty when none led here.
    QString movesText() const;

public slots:
    // fen: the FEN field's text (may not parse); byteIndex: a UTF-8 byte index into it, or -1
    // (then the panel says how to use it, or keeps the last move's story).
    void showFenPart(const QString& fen, int byteIndex);
    // What a move changed; also connected to PositionDocument::movePlayed by the panel itself.
    void showMove(const forsyth::Position& before, forsyth::Move move);

protected:
    // Tells the same story again in the new language.
    void changeEvent(QEvent* event) override;

private:
    enum class Showing { Hint, FenPart, Move };
    void onDocumentChanged();
    void showExplanation(const QString& fen, int byteIndex);
    void showStory();
    void setWords(const QString& heading, const QString& text);
    void showMoves();

    // A move played in move mode, kept while the moves follow one another; undoIndex is the
    // undo stack's index just after it, so a position reached again by an edit is not taken
    // for the move's.
    struct Played {
        Position after;
        std::string san;
        int undoIndex;
    };
    Position lineStart_; // where the moves in played_ start

    PositionDocument* document_;
    QLabel* moves_;
    QLabel* heading_;
    QLabel* text_;
    Showing showing_ = Showing::Hint;
    QString fen_; // the FEN part shown: the text and byte index it was asked for
    int byteIndex_ = -1;
    Position before_; // the move's story: told again when the language changes
    Move move_{};
    Position afterMove_; // the position the move's story ends in: any other drops the story
    std::vector<Played> played_;
};

} // namespace forsyth
