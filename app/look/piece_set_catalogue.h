// Which piece sets there are: Forsyth's own, the font's glyphs, and every set installed on
// the machine, found in the usual folders (docs/LOOK.md §1).
#pragma once

#include "piece_set.h"

#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace forsyth {

struct PieceSetEntry {
    enum class Origin { Ours, Font, Installed };
    QString id;   // kept in the settings: "staunton", "modern", "font", or "folder:" + a path
    QString name; // an installed set's folder; ours and the font's a source text of context PieceSets
    Origin origin = Origin::Ours;
    std::array<QString, 12> files; // SVG files by pieceIndex(); empty for the font set
};

constexpr const char* DefaultPieceSetId = "staunton";

// Forsyth's own sets and the font's, then the installed ones sorted by name. Installed sets
// are looked for under `roots` (each holding one folder a set); by default the
// installedPieceSetRoots().
std::vector<PieceSetEntry> findPieceSets(const QStringList& roots);
std::vector<PieceSetEntry> findPieceSets();

// Where installed sets live: for each of the system's data folders (XDG_DATA_DIRS, the
// user's own first), forsyth/pieces, games/xboard/themes and xboard/themes; and the folders
// in FORSYTH_PIECE_PATH (separated by ':'), first of all.
QStringList installedPieceSetRoots();

// A folder's set, when it holds all twelve pieces: wK.svg ... bP.svg (either case for the
// letter), or xboard's WhiteKing.svg ... BlackPawn.svg.
std::optional<std::array<QString, 12>> pieceFilesIn(const QString& folder);

// The name to show: ours and the font's translated, an installed set's as it is.
QString displayName(const PieceSetEntry& entry);

// The set for an entry (the font set for an entry without files).
std::unique_ptr<PieceSet> loadPieceSet(const PieceSetEntry& entry);

} // namespace forsyth
