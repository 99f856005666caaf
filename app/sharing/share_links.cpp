#include "share_links.h"

#include <QUrl>

namespace forsyth {

namespace {

QString lichessLink(const QString& page, const QString& fen, bool flipped)
{
    QString path = fen.trimmed();
    path.replace(QLatin1Char(' '), QLatin1Char('_'));
    QString link = QStringLiteral("https://lichess.org/") + page + QLatin1Char('/')
        + QString::fromLatin1(QUrl::toPercentEncoding(path, "/_"));
    if (flipped)
        link += QStringLiteral("?color=black");
    return link;
}

} // namespace

QString lichessAnalysisLink(const QString& fen, bool flipped, bool chess960)
{
    return lichessLink(
        chess960 ? QStringLiteral("analysis/chess960") : QStringLiteral("analysis"), fen, flipped);
}

QString lichessEditorLink(const QString& fen, bool flipped)
{
    return lichessLink(QStringLiteral("editor"), fen, flipped);
}

QString chessComAnalysisLink(const QString& fen, bool flipped)
{
    QString link = QStringLiteral("https://www.chess.com/analysis?fen=")
        + QString::fromLatin1(QUrl::toPercentEncoding(fen.trimmed()));
    if (flipped)
        link += QStringLiteral("&flip=true");
    return link;
}

} // namespace forsyth
