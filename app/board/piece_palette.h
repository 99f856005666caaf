// The palette beside the board: six white and six black pieces and an eraser. Clicking one
// picks it as the brush (clicking it again drops it); dragging one places it on the board.
#pragma once

#include "types.h"

#include <QWidget>

#include <array>
#include <optional>

class QAbstractButton;

namespace forsyth {

class PiecePalette : public QWidget {
    Q_OBJECT

public:
    explicit PiecePalette(QWidget* parent = nullptr);

    std::optional<Piece> brush() const { return brush_; }
    // nullopt = no brush; an empty Piece = the eraser.
    void setBrush(std::optional<Piece> brush);

signals:
    void brushChanged(std::optional<forsyth::Piece> brush);

protected:
    void changeEvent(QEvent* event) override; // LanguageChange: retranslate()

private:
    void buttonClicked(Piece piece);
    void retranslate(); // the buttons' names and tooltips

    // White K Q R B N P, black k q r b n p, then the eraser.
    std::array<QAbstractButton*, 13> buttons_{};
    std::optional<Piece> brush_;
};

} // namespace forsyth
