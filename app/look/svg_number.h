// A number as the SVG writers write it: at most two decimals, without trailing zeros ("12.5",
// "3", never "-0"), so that files stay short and compare alike from run to run.
#pragma once

#include <QString>

namespace forsyth {

inline QString svgNumber(qreal value)
{
    QString text = QString::number(value, 'f', 2);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

} // namespace forsyth
