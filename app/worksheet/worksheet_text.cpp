#include "worksheet_text.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QStringList>

namespace forsyth {

QFont worksheetFont(qreal pointSize, bool bold)
{
    QFont font;
    font.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("WenQuanYi Micro Hei")});
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    // Glyph outlines as the font draws them: hinting for a printer's dots would move letters.
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

FittedText fitText(const QString& text, qreal pointSize, qreal width, const QPaintDevice& device)
{
    const qreal smallest = pointSize * 0.45;
    qreal size = pointSize;
    QFont font = worksheetFont(size);
    qreal advance = QFontMetricsF(font, &device).horizontalAdvance(text);
    if (advance > width && advance > 0) {
        // Widths grow in proportion to the size, near enough; a last step down covers the rest.
        size = std::max(smallest, pointSize * width / advance * 0.98);
        font = worksheetFont(size);
    }
    const QFontMetricsF metrics(font, &device);
    return {metrics.elidedText(text, Qt::ElideRight, width), font, size};
}

qsizetype fenBreak(const QString& fen)
{
    qsizetype best = fen.size();
    for (qsizetype i = 1; i < fen.size(); ++i) {
        const bool after = fen[i - 1] == QLatin1Char('/') || fen[i] == QLatin1Char(' ');
        if (after && std::abs(2 * i - fen.size()) < std::abs(2 * best - fen.size()))
            best = i;
    }
    return best;
}

QString captionTitle(const WorksheetItem& item, int number)
{
    const QString numbered = QStringLiteral("%1.").arg(number);
    return item.title.isEmpty() ? numbered : numbered + QLatin1Char(' ') + item.title;
}

QString movesKeptWhole(QString moves)
{
    // "8." (or Black's "8...") then a space: the space made non-breaking.
    static const QRegularExpression numberThenSpace(QStringLiteral("(\\b\\d+\\.(?:\\.\\.)?) "));
    static const QRegularExpression castlingHyphen(QStringLiteral("(?<=O)-(?=O)"));
    moves.replace(numberThenSpace, QStringLiteral("\\1") + QChar(QChar::Nbsp));
    return moves.replace(castlingHyphen, QString(QChar(0x2011)));
}

QString answerText(const WorksheetItem& item)
{
    QStringList head;
    if (!item.title.isEmpty())
        head << item.title;
    if (item.stipulation)
        head << QString::fromStdString(stipulationText(*item.stipulation));
    const QString solution = item.solution.isEmpty()
        ? QCoreApplication::translate("Worksheet", "(no solution given)")
        : movesKeptWhole(item.solution);
    return head.isEmpty() ? solution : head.join(QStringLiteral(" · ")) + QStringLiteral(": ") + solution;
}

} // namespace forsyth
