#include "piece_set_catalogue.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtGlobal>

#include <algorithm>

namespace forsyth {
namespace {

// Forsyth's own sets, drawn by resources/pieces/draw_pieces.py, embedded at build time.
struct OwnSet {
    const char* id;
    const char* name; // translated where shown, in the context PieceSets
};
constexpr OwnSet OwnSets[] = {{"staunton", QT_TRANSLATE_NOOP("PieceSets", "Staunton")},
    {"modern", QT_TRANSLATE_NOOP("PieceSets", "Modern")}};

constexpr const char* XboardNames[] = {"Pawn", "Knight", "Bishop", "Rook", "Queen", "King"};
constexpr char Letters[] = "PNBRQK";

std::optional<QString> existing(const QDir& dir, const QStringList& names)
{
    for (const QString& name : names) {
        if (QFileInfo(dir.filePath(name)).isFile())
            return dir.filePath(name);
    }
    return std::nullopt;
}

} // namespace

std::optional<std::array<QString, 12>> pieceFilesIn(const QString& folder)
{
    const QDir dir(folder);
    std::array<QString, 12> files;
    for (int i = 0; i < 12; ++i) {
        const bool white = i < 6;
        const QChar letter = QLatin1Char(Letters[i % 6]);
        const QString colour = QLatin1String(white ? "w" : "b");
        const std::optional<QString> file = existing(dir,
            {colour + letter + QLatin1String(".svg"), colour + letter.toLower() + QLatin1String(".svg"),
                QLatin1String(white ? "White" : "Black") + QLatin1String(XboardNames[i % 6])
                    + QLatin1String(".svg")});
        if (!file)
            return std::nullopt;
        files[static_cast<std::size_t>(i)] = *file;
    }
    return files;
}

QStringList installedPieceSetRoots()
{
    QStringList roots;
    for (const QString& extra :
        qEnvironmentVariable("FORSYTH_PIECE_PATH").split(QLatin1Char(':'), Qt::SkipEmptyParts))
        roots << extra;
    for (const QString& data : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation)) {
        roots << data + QLatin1String("/forsyth/pieces") << data + QLatin1String("/games/xboard/themes")
              << data + QLatin1String("/xboard/themes");
    }
    roots.removeDuplicates();
    return roots;
}

std::vector<PieceSetEntry> findPieceSets(const QStringList& roots)
{
    std::vector<PieceSetEntry> sets;
    for (const OwnSet& own : OwnSets) {
        PieceSetEntry entry{QLatin1String(own.id), QLatin1String(own.name), PieceSetEntry::Origin::Ours, {}};
        for (int i = 0; i < 12; ++i) {
            entry.files[static_cast<std::size_t>(i)] = QStringLiteral(":/pieces/%1/%2%3.svg")
                                                           .arg(QLatin1String(own.id))
                                                           .arg(QLatin1Char(i < 6 ? 'w' : 'b'))
                                                           .arg(QLatin1Char(Letters[i % 6]));
        }
        sets.push_back(std::move(entry));
    }
    sets.push_back({QStringLiteral("font"), QStringLiteral(QT_TRANSLATE_NOOP("PieceSets", "Font glyphs")),
        PieceSetEntry::Origin::Font, {}});

    std::vector<PieceSetEntry> installed;
    QStringList seen;
    for (const QString& root : roots) {
        const QFileInfoList folders = QDir(root).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo& folder : folders) {
            const QString path = folder.canonicalFilePath();
            if (path.isEmpty() || seen.contains(path))
                continue;
            if (const auto files = pieceFilesIn(path)) {
                seen << path;
                // xboard's sets are all called by their folder ("default"): the program says whose.
                const QString owner
                    = root.contains(QLatin1String("xboard")) ? QStringLiteral("xboard: ") : QString();
                installed.push_back({QLatin1String("folder:") + path, owner + folder.fileName(),
                    PieceSetEntry::Origin::Installed, *files});
            }
        }
    }
    std::stable_sort(installed.begin(), installed.end(),
        [](const PieceSetEntry& a, const PieceSetEntry& b) { return a.name.localeAwareCompare(b.name) < 0; });
    sets.insert(sets.end(), installed.begin(), installed.end());
    return sets;
}

std::vector<PieceSetEntry> findPieceSets() { return findPieceSets(installedPieceSetRoots()); }

QString displayName(const PieceSetEntry& entry)
{
    if (entry.origin == PieceSetEntry::Origin::Installed)
        return entry.name;
    return QCoreApplication::translate("PieceSets", entry.name.toUtf8().constData());
}

std::unique_ptr<PieceSet> loadPieceSet(const PieceSetEntry& entry)
{
    if (entry.origin == PieceSetEntry::Origin::Font)
        return fontPieceSet();
    return svgPieceSet(entry.files);
}

} // namespace forsyth
