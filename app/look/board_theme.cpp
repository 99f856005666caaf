#include "board_theme.h"

#include <QtGlobal>

namespace forsyth {

const std::vector<BoardTheme>& boardThemes()
{
    // The high-contrast scheme keeps both piece colours at least 4.5:1 against their outline's
    // background where they touch it: white pieces have a black outline, black pieces stand
    // on a grey lighter than their fill (tst_looks checks every scheme's contrast).
    static const std::vector<BoardTheme> themes{
        {QStringLiteral("brown"), QT_TRANSLATE_NOOP("BoardThemes", "Brown"), QColor(238, 216, 182),
            QColor(176, 134, 99)},
        {QStringLiteral("blue"), QT_TRANSLATE_NOOP("BoardThemes", "Blue"), QColor(222, 231, 240),
            QColor(122, 152, 186)},
        {QStringLiteral("green"), QT_TRANSLATE_NOOP("BoardThemes", "Green"), QColor(236, 238, 210),
            QColor(112, 148, 82)},
        {QStringLiteral("grey"), QT_TRANSLATE_NOOP("BoardThemes", "Grey"), QColor(226, 226, 226),
            QColor(152, 152, 152)},
        {QStringLiteral("contrast"), QT_TRANSLATE_NOOP("BoardThemes", "High contrast"), QColor(255, 255, 255),
            QColor(140, 140, 140), QColor(0, 0, 0)}, // black coordinates: 21:1 and 6.4:1, not 3.3:1
    };
    return themes;
}

QColor coordinateInkOn(const BoardTheme& theme, bool lightSquare)
{
    if (theme.coordinateInk.isValid())
        return theme.coordinateInk;
    return lightSquare ? theme.dark : theme.light;
}

const BoardTheme& boardTheme(const QString& id)
{
    for (const BoardTheme& theme : boardThemes()) {
        if (theme.id == id)
            return theme;
    }
    return boardThemes().front();
}

} // namespace forsyth
