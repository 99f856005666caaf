// The board's colour schemes: the squares' two colours and the ink of the coordinates drawn
// on them (docs/LOOK.md §2).
#pragma once

#include <QColor>
#include <QString>

#include <vector>

namespace forsyth {

struct BoardTheme {
    QString id;       // kept in the settings: "brown", "blue", "green", "grey", "contrast"
    const char* name; // the menu's words (a QT_TRANSLATE_NOOP source text, context BoardThemes)
    QColor light;
    QColor dark;
    // The coordinates drawn on the squares: the other square's colour when invalid (a1's "a" in
    // the light colour), else this ink on every square.
    QColor coordinateInk = {};
};

// The ink of a coordinate drawn on a light or a dark square of this scheme.
QColor coordinateInkOn(const BoardTheme& theme, bool lightSquare);

// Every scheme, brown (the default) first.
const std::vector<BoardTheme>& boardThemes();
// The scheme of that id; brown for one not known.
const BoardTheme& boardTheme(const QString& id);

} // namespace forsyth
