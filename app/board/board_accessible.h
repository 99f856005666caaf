// The board as a screen reader sees it: a table of 8 x 8 cells as the board shows them (top
// row first), each cell a square named with what stands on it ("e4, white pawn", "e5,
// empty"). A change of a square is announced on its cell (NameChanged), and the keyboard
// cursor's square takes the accessible focus (docs/LOOK.md §5).
#pragma once

#include "bitboard.h"

#include <QAccessibleWidget>

namespace forsyth {

class BoardView;

// Installs the factory that gives every BoardView this interface (once; safe to call again).
void installBoardAccessibility();

// Tells the screen reader that these squares changed (their names), and where the cursor is.
void announceSquares(BoardView* board, Bitboard squares);
void announceCursor(BoardView* board);

// Where the announcements go: QAccessible::updateAccessibility, which passes them on only
// while a screen reader is active. Tests listen here instead, as the platforms they run on
// (offscreen) have no accessibility to activate.
using Announcer = void (*)(QAccessibleEvent* event);
void setBoardAnnouncer(Announcer announcer);

} // namespace forsyth
