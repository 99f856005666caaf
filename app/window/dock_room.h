// The room a dock beside the board is given: shown, the window widens by its panel's width
// rather than the board narrowing (not when the dock joins another dock's column, whose room
// it takes); hidden, the window gives that width back, unless it was resized meanwhile, when
// its width is the user's.
#pragma once

class QDockWidget;
class QMainWindow;

namespace forsyth {

class DockRoom {
public:
    void make(QMainWindow& window, QDockWidget& dock, int width);
    void giveBack(QMainWindow& window);

private:
    int made_ = 0;          // how much wider the window was made
    int widthWithRoom_ = 0; // its width then
};

} // namespace forsyth
