// The board's square colours, shared by the board, its images and the collection's diagrams.
#pragma once

#include <QColor>

namespace forsyth {

inline const QColor LightSquare(238, 216, 182);
inline const QColor DarkSquare(176, 134, 99);

} // namespace forsyth
