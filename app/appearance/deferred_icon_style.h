// The desktop's style, with the menu bar's overflow arrow loaded when first drawn, not when a
// window makes its menu bar. Qt's styles load that arrow from a PNG, and Qt's image reader asks
// every image plugin (GIF, ICO, JPEG, SVG, ...) whether it reads PNG before its own reader does,
// loading each: about 1.5 ms and 0.5 MB of the editor's start for an arrow shown only when the
// menus do not fit (docs/ARCHITECTURE.md, "Start-up").
#pragma once

#include <QProxyStyle>

namespace forsyth {

class DeferredIconStyle : public QProxyStyle {
public:
    explicit DeferredIconStyle(QStyle* base); // takes base over

    QIcon standardIcon(StandardPixmap icon, const QStyleOption* option = nullptr,
        const QWidget* widget = nullptr) const override;
};

} // namespace forsyth
