// An action's icon from the desktop's icon theme, by its freedesktop name (document-open,
// edit-undo): none where the desktop names no theme of its own.
#pragma once

#include <QIcon>
#include <QString>

namespace forsyth {

QIcon themedIcon(const QString& name);

} // namespace forsyth
