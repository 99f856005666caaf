#include "themed_icon.h"

namespace forsyth {

QIcon themedIcon(const QString& name)
{
    // hicolor is the theme the others fall back to, and it holds applications' own icons, not
    // actions'. With no other theme a lookup finds nothing, after reading hicolor's index of some
    // 650 folders: 3 ms of the editor's start, before its first paint (README, Benchmarks).
    if (QIcon::themeName() == QLatin1String("hicolor"))
        return {};
    return QIcon::fromTheme(name);
}

} // namespace forsyth
