// Fusion as it is, with an outline round check boxes and radio buttons on a dark palette:
// Fusion draws their edge a shade darker than the window, which a dark window hides (1.2:1),
// so an unchecked box could not be seen (docs/LOOK.md §3).
#pragma once

#include <QProxyStyle>

namespace forsyth {

class OutlinedIndicatorStyle : public QProxyStyle {
public:
    OutlinedIndicatorStyle(); // Fusion, wrapped

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
        const QWidget* widget = nullptr) const override;
};

} // namespace forsyth
