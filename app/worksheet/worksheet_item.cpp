#include "worksheet_item.h"

#include "as_string_view.h"
#include "fen_file.h"
#include "puzzle.h"
#include "san.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <string>

namespace forsyth {
namespace {

// As far as each SAN move reads and is legal, one after another from pos.
std::vector<Move> sanLine(Position pos, const std::vector<std::string>& sans)
{
    std::vector<Move> line;
    for (const std::string& san : sans) {
        const SanRead read = readSan(pos, san);
        if (!read.move)
            break;
        line.push_back(*read.move);
        makeMove(pos, *read.move);
    }
    return line;
}

// Several keys and no line: each as its own first move, "1. Qg4, 1. Qh5".
QString keysText(const Position& pos, const std::vector<Move>& keys)
{
    QStringList parts;
    for (const Move key : keys)
        parts << QString::fromStdString(problemLine(pos, {key}));
    return parts.join(QStringLiteral(", "));
}

QString solutionOf(const CollectionRecord& record, const Position& pos, const PuzzleClaim& claim)
{
    if (record.game) {
        std::vector<Move> line;
        for (const PgnMove& m : record.game->moves)
            line.push_back(m.move);
        return QString::fromStdString(problemLine(pos, line));
    }
    if (record.puzzle)
        return QString::fromStdString(problemLine(pos, record.puzzle->solution));
    if (record.epd) {
        if (const EpdOperation* pv = record.epd->find("pv")) {
            const std::vector<Move> line = sanLine(pos, pv->operands);
            if (line.size() < pv->operands.size() && !line.empty()) {
                // A solution cut short says so, rather than looking whole.
                return QString::fromStdString(problemLine(pos, line)) + QLatin1Char(' ')
                    + QCoreApplication::translate("Worksheet", "(the pv stops here: %1 is not a legal move)")
                          .arg(QString::fromStdString(pv->operands[line.size()]));
            }
            if (!line.empty())
                return QString::fromStdString(problemLine(pos, line));
        }
    }
    return keysText(pos, claim.keys);
}

} // namespace

std::optional<WorksheetItem> worksheetItem(const CollectionRecord& record, CollectionFormat format)
{
    if (!record.read.ok())
        return std::nullopt;
    const Position& pos = *record.read.position;
    const PuzzleClaim claim = withLegalKeys(puzzleClaim(record, format), pos);
    WorksheetItem item;
    item.title = QString::fromStdString(record.title);
    item.position = pos;
    item.stipulation = claim.stipulation;
    item.solution = solutionOf(record, pos, claim);
    return item;
}

WorksheetItem worksheetItem(const Position& position, const QString& title, const PuzzleClaim& claim)
{
    const PuzzleClaim legal = withLegalKeys(claim, position);
    return {title, position, legal.stipulation, keysText(position, legal.keys)};
}

WorksheetFile readWorksheetFile(const QString& path)
{
    WorksheetFile out;
    const CollectionFileText read = readCollectionFile(path);
    if (!read.problem.isEmpty()) {
        out.problem = read.problem;
        return out;
    }
    const QByteArray name = QFile::encodeName(QFileInfo(path).fileName());
    const CollectionFormat format = collectionFormat(asStringView(name)).value_or(CollectionFormat::Text);
    const CollectionIndex index = indexCollection(format, read.text);
    for (std::size_t i = 0; i < index.records.size(); ++i) {
        if (std::optional<WorksheetItem> item = worksheetItem(readRecord(index, read.text, i), format))
            out.items.push_back(std::move(*item));
        else
            ++out.unreadable;
    }
    return out;
}

QString pieceCountText(const Position& position)
{
    return QStringLiteral("(%1+%2)")
        .arg(popCount(position.pieces(Color::White)))
        .arg(popCount(position.pieces(Color::Black)));
}

} // namespace forsyth
