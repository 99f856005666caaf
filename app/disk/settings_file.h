// Where Forsyth keeps its settings: `QSettings s(SettingsOrganisation, SettingsApplication)`.
// Not QCoreApplication's names, so tests and main() cannot disagree on the file.
#pragma once

#include <QString>

namespace forsyth {

inline const QString SettingsOrganisation = QStringLiteral("Forsyth");
inline const QString SettingsApplication = QStringLiteral("Forsyth");

} // namespace forsyth
