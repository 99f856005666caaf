// The teaching view's explanation: what the FEN part under the caret or mouse means with the
// current values, and after a move in move mode, what changed in the FEN and why.
#pragma once

#include "moves.h"
#include "position.h"

#include <QWidget>

namespace forsyth {

class PositionDocument;

class TeachingPanel : public QWidget {
    Q_OBJECT

public:
    explicit TeachingPanel(PositionDocument* document, QWidget* parent = nullptr);

    // The words shown now (plain text), for tests and accessibility.
    QString text() const;

public slots:
    // fen: the FEN field's text (may not parse); byteIndex: a UTF-8 byte index into it, or -1
    // (then the panel says how to use it, or keeps the last move's story).
    void showFenPart(const QString& fen, int byteIndex);
    // What a move changed; also connected to PositionDocument::movePlayed by the panel itself.
    void showMove(const forsyth::Position& before, forsyth::Move move);
};

} // namespace forsyth
