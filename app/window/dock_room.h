// The room a dock beside the board is given: shown, the window widens by the dock's width
// rather than the board narrowing (not when the dock joins another dock's column, whose room
// it takes); hidden, the window gives that width back, unless it was resized meanwhile, when
// its width is the user's.
#pragma once

class QDockWidget;
class QMainWindow;

namespace forsyth {

class DockRoom {
public:
    // A dock about to be shown: the widths before it.
    void aboutToShow(const QMainWindow& window);
    // Once the layout has placed the dock just shown, by the width the board lost to it: for a
    // window on screen.
    void make(QMainWindow& window, QDockWidget& dock);
    // At once, by width: also before the window is first shown (a collection named on the
    // command line).
    void make(QMainWindow& window, QDockWidget& dock, int width);
    // Once the layout has let the dock go.
    void giveBack(QMainWindow& window);

private:
    int before_ = 0;        // the window's width before the dock was shown
    int boardBefore_ = 0;   // its central widget's
    int made_ = 0;          // how much wider the window was made
    int widthWithRoom_ = 0; // its width then
};

} // namespace forsyth
