// The window's central area, laid out by hand: the board as large a square as the room
// allows, the palette beside it, the controls and findings beside that (scrolling when taller
// than the board), and under all three, right under the board, the FEN across the whole
// width and the teaching view's legend. Box layouts give a square widget a cell of any shape
// and would leave gaps above and below the board, or the FEN at the foot of the window.
#pragma once

#include <QWidget>

#include <functional>

class QScrollArea;

namespace forsyth {

class EditorArea : public QWidget {
    Q_OBJECT

public:
    explicit EditorArea(QWidget* parent = nullptr);
    // The parts, children of the area made in Tab's order; `side` is put in a scroll area,
    // `under` (the FEN field, then the legend) are stacked below the board in that order,
    // each while it is not hidden.
    void setParts(QWidget* board, QWidget* palette, QWidget* side, QList<QWidget*> under);
    // Sets the palette for a board of this side, as it will be once the board has it: the
    // palette's width follows the board's squares, and the board takes what the palette leaves,
    // so each layout fits them to each other at once rather than in a second layout after the
    // first paint.
    void setPaletteFollower(std::function<void(int boardSide)> follow)
    {
        paletteFollows_ = std::move(follow);
    }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override; // LayoutRequest: a part's size changed
    void resizeEvent(QResizeEvent* event) override;

private:
    void arrange();
    int underHeight() const;
    int underPartHeight(const QWidget* widget) const;
    int paletteWidth() const;

    QWidget* board_ = nullptr;
    QWidget* palette_ = nullptr;
    QWidget* side_ = nullptr;
    QScrollArea* sideScroll_ = nullptr;
    QList<QWidget*> under_;
    std::function<void(int boardSide)> paletteFollows_;
};

} // namespace forsyth
