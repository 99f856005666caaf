#include "look_options.h"

#include "look.h"
#include "piece_set_catalogue.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>

namespace forsyth {

LookOptions::LookOptions()
    : pieces_(QStringLiteral("pieces"),
        QCoreApplication::translate("LookOptions",
            "The piece set: staunton (default), modern, font, an installed set's name as "
            "View > Pieces lists it, or a folder of wK.svg ... bP.svg."),
        QStringLiteral("set"))
    , board_(QStringLiteral("board"),
          QCoreApplication::translate(
              "LookOptions", "The board's colours: brown (default), blue, green, grey or contrast."),
          QStringLiteral("theme"))
{ }

void LookOptions::addTo(QCommandLineParser& parser) const { parser.addOptions({pieces_, board_}); }

QString LookOptions::apply(const QCommandLineParser& parser) const
{
    Look& look = Look::current();
    if (parser.isSet(board_)) {
        const QString theme = parser.value(board_);
        QStringList known;
        for (const BoardTheme& t : boardThemes())
            known << t.id;
        if (!known.contains(theme)) {
            return QCoreApplication::translate("LookOptions", "no board theme \"%1\"; there are %2")
                .arg(theme, known.join(QStringLiteral(", ")));
        }
        look.setTheme(theme);
    }
    if (parser.isSet(pieces_)) {
        const QString wanted = parser.value(pieces_);
        for (const PieceSetEntry& entry : findPieceSets()) {
            if (entry.id == wanted || entry.name == wanted) {
                look.setPieceSet(entry);
                return {};
            }
        }
        if (QFileInfo(wanted).isDir()) {
            if (look.setPieceSet(QLatin1String("folder:") + QFileInfo(wanted).canonicalFilePath()))
                return {};
            return QCoreApplication::translate("LookOptions",
                "%1 does not hold a piece set: it needs wK.svg ... bP.svg (or xboard's WhiteKing.svg ...)")
                .arg(wanted);
        }
        return QCoreApplication::translate("LookOptions", "no piece set \"%1\"").arg(wanted);
    }
    return {};
}

} // namespace forsyth
