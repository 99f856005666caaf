#include "application_icon.h"

#include "themed_icon.h"

#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

namespace forsyth {

QIcon applicationIcon()
{
    // Where the theme is hicolor, the icon installed there is this same drawing (docs/PACKAGING.md).
    const QIcon themed = themedIcon(ApplicationId);
    if (!themed.isNull())
        return themed;
    // Drawn here rather than through Qt's SVG icon plugin, which start-up would then load.
    QSvgRenderer svg(QStringLiteral(":/desktop/%1.svg").arg(ApplicationId));
    QIcon icon;
    for (const int side : {16, 32, 48, 64, 128}) { // what title bars and task switchers ask for
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        svg.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace forsyth
