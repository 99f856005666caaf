// What sharing needs to know of the board on screen: links, diagrams and images show the
// position as the user sees it (orientation) and at the size it is shown.
#pragma once

#include <QSize>

#include <functional>

namespace forsyth {

struct BoardOnScreen {
    bool flipped = false; // Black at the bottom
    QSize size;           // the board widget's size in logical pixels
    qreal devicePixelRatio = 1.0;
};

// Asked each time an action runs, so the action groups need no board of their own.
using BoardOnScreenSource = std::function<BoardOnScreen()>;

} // namespace forsyth
