// The palette beside the board: six white and six black pieces and an eraser. Clicking one
// picks it as the brush (clicking it again, or Esc, puts it down); dragging one places it on the board.
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
    // The board's square side: the pieces are drawn no larger than the board's.
    void setSquareSide(int side);

signals:
    void brushChanged(std::optional<forsyth::Piece> brush);

protected:
    void changeEvent(QEvent* event) override;                   // LanguageChange: retranslate()
    bool eventFilter(QObject* watched, QEvent* event) override; // the arrows between buttons

private:
    void buttonClicked(Piece piece);
    void retranslate(); // the buttons' names and tooltips

    // White K Q R B N P, black k q r b n p, then the eraser. One of them takes Tab's focus.
    std::array<QAbstractButton*, 13> buttons_{};
    std::optional<Piece> brush_;
};

} // namespace forsyth
