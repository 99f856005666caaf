#include "fen_html.h"

#include "field_colours.h"

#include <QByteArray>
#include <QFontDatabase>
#include <QPalette>

namespace forsyth {
namespace {

QString html(const QByteArray& fen, std::size_t start, std::size_t end)
{
    QString out
        = QString::fromUtf8(fen.constData() + start, static_cast<qsizetype>(end - start)).toHtmlEscaped();
    out.replace(QLatin1Char('/'), QStringLiteral("/&#8203;"));
    return out;
}

} // namespace

QString markedFenHtml(
    const QByteArray& fen, std::size_t start, std::size_t end, bool dimTail, const QPalette& palette)
{
    const auto size = static_cast<std::size_t>(fen.size());
    QString out = html(fen, 0, start);
    if (end > start) {
        out += QStringLiteral("<span style=\"background-color:%1; color:white; font-weight:bold\">%2</span>")
                   .arg(taughtColour().name(), html(fen, start, end));
    }
    if (!dimTail)
        return out + html(fen, end, size);
    return out
        + QStringLiteral("<span style=\"color:%1\">%2</span>")
              .arg(palette.color(QPalette::Disabled, QPalette::WindowText).name(), html(fen, end, size));
}

QFont lessonFenFont(const QFont& base)
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(base.pointSizeF() * 1.2);
    return mono;
}

} // namespace forsyth
