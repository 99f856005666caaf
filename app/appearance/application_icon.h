// Forsyth's own icon for its windows: the installed theme's (hicolor, from the desktop files)
// when there is one, else drawn from the SVG built into the program.
#pragma once

#include <QIcon>
#include <QString>

namespace forsyth {

inline const QString ApplicationId = QStringLiteral("example.forsyth.Forsyth"); // docs/PACKAGING.md

QIcon applicationIcon();

} // namespace forsyth
