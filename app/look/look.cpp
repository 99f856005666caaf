#include "look.h"

#include "piece_set_catalogue.h"

namespace forsyth {

Look& Look::current()
{
    // Never destroyed: views and images may still draw while the program ends.
    static Look* const look = new Look;
    return *look;
}

Look::Look()
    : theme_(&boardThemes().front())
{
    setPieceSet(QString::fromLatin1(DefaultPieceSetId));
}

bool Look::setPieceSet(const QString& id)
{
    if (pieces_ && id == pieceSetId_)
        return true;
    // Our own sets and the font need no search of the disk; an installed one is its folder.
    for (const PieceSetEntry& entry : findPieceSets({})) {
        if (entry.id == id) {
            setPieceSet(entry);
            return true;
        }
    }
    if (id.startsWith(QLatin1String("folder:"))) {
        const QString folder = id.mid(7);
        if (const auto files = pieceFilesIn(folder)) {
            setPieceSet(PieceSetEntry{id, folder, PieceSetEntry::Origin::Installed, *files});
            return true;
        }
    }
    return false;
}

void Look::setPieceSet(const PieceSetEntry& entry)
{
    pieces_ = loadPieceSet(entry);
    pieceSetId_ = entry.id;
    bump();
}

void Look::setTheme(const QString& id)
{
    const BoardTheme* theme = &boardTheme(id);
    if (theme == theme_)
        return;
    theme_ = theme;
    bump();
}

void Look::setCoordinates(CoordinatePlacement placement)
{
    if (placement == coordinates_)
        return;
    coordinates_ = placement;
    bump();
}

void Look::bump()
{
    ++serial_;
    emit changed();
}

} // namespace forsyth
