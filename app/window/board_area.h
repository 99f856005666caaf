// The board with the palette beside it and the FEN under both: the board as large a square as
// the room allows once the palette and the FEN have theirs, and the FEN right under it (not at
// the foot of the window), as wide as board and palette together. Laid out by hand because a
// box layout gives a square widget a cell of any shape, leaving gaps above and below it.
#pragma once

#include <QWidget>

namespace forsyth {

class BoardArea : public QWidget {
    Q_OBJECT

public:
    explicit BoardArea(QWidget* parent = nullptr);
    // The parts, children of the area made in Tab's order: `under` (the FEN field, then the
    // legend) are stacked below the board in that order, each while it is not hidden.
    void setParts(QWidget* board, QWidget* palette, QList<QWidget*> under);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override; // LayoutRequest: a child's size changed
    void resizeEvent(QResizeEvent* event) override;

private:
    void arrange();
    int underHeight(int width) const;

    QWidget* board_ = nullptr;
    QWidget* palette_ = nullptr;
    QList<QWidget*> under_;
};

} // namespace forsyth
