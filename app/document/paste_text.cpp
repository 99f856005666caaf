#include "paste_text.h"

#include "as_string_view.h"
#include "fen.h"
#include "messages.h"
#include "pasted_text.h"
#include "position_document.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <string_view>

namespace forsyth {

namespace {

// What the FEN came wrapped in, for the status bar.
QString wrapping(const PastedFen& found, const QString& fen)
{
    const QString title = QString::fromStdString(found.title);
    switch (found.kind) {
    case PastedFen::Kind::LichessUrl:
        return QCoreApplication::translate("PasteText", "Lichess link: %1").arg(fen);
    case PastedFen::Kind::ChessComUrl:
        return QCoreApplication::translate("PasteText", "Chess.com link: %1").arg(fen);
    case PastedFen::Kind::Pgn:
        return title.isEmpty()
            ? QCoreApplication::translate("PasteText", "PGN: FEN tag")
            : QCoreApplication::translate("PasteText", "PGN: FEN tag, event \"%1\"").arg(title);
    case PastedFen::Kind::Epd:
        return title.isEmpty() ? QCoreApplication::translate("PasteText", "EPD")
                               : QCoreApplication::translate("PasteText", "EPD, id \"%1\"").arg(title);
    case PastedFen::Kind::EmbeddedFen:
        return QCoreApplication::translate("PasteText", "FEN found in the text: %1").arg(fen);
    case PastedFen::Kind::BareFen:
    case PastedFen::Kind::None:
        break;
    }
    return fen;
}

} // namespace

PasteResult pasteText(PositionDocument& document, const QByteArray& text, const QString& description)
{
    // A FEN copied from a web page may be broken over lines: when the lines joined are one
    // FEN, that is what was meant (not the placement alone found on the first line).
    const QByteArray joined = text.simplified();
    const QByteArray trimmed = text.trimmed();
    PastedFen found = unwrapPastedText(asStringView(joined));
    if (joined == trimmed || found.kind != PastedFen::Kind::BareFen
        || !readFen(found.fen, FenMode::Lenient).ok())
        found = unwrapPastedText(asStringView(text));
    if (!found.found()) {
        // Only the start of a long text is searched (pasteScanLimit): say so, rather than
        // claim that a FEN further down is not there.
        if (static_cast<std::size_t>(text.size()) > pasteScanLimit) {
            return {false,
                QCoreApplication::translate("PasteText",
                    "The first %1 KiB of the pasted text (%2 in all) hold no FEN, no Lichess or "
                    "Chess.com link, no PGN with a FEN tag and no EPD line; the rest was not searched. "
                    "Paste the part with the position, or open the file with File > Open")
                    .arg(pasteScanLimit / 1024)
                    .arg(QLocale().formattedDataSize(text.size())),
                {}};
        }
        return {false,
            QCoreApplication::translate("PasteText",
                "%1 holds no FEN, no Lichess or Chess.com link, no PGN with a FEN tag and no EPD line")
                .arg(quoted(asStringView(trimmed), 60)),
            {}};
    }
    const FenReadResult read = readFen(found.fen, FenMode::Lenient);
    if (!read.ok()) {
        const QString why = describe(read.errors.front(), found.fen);
        if (found.kind == PastedFen::Kind::BareFen)
            return {false, why, {}};
        return {false,
            QCoreApplication::translate("PasteText", "%1 holds a FEN that cannot be read: %2")
                .arg(wrapping(found, QString::fromStdString(found.fen)), why),
            {}};
    }
    // A new position: its own title or none, in the same undo step. A collection's record keeps
    // its own when the text brings none (a bare FEN or a link): the title is the record's name
    // in the file (a puzzle's id), as typing the FEN keeps it.
    const QString title = found.title.empty() && document.hasRecords() ? document.title()
                                                                       : QString::fromStdString(found.title);
    document.setPosition(*read.position, description, title);
    QString message = wrapping(found, document.fen());
    if (!read.repairs.empty()) {
        QStringList repairs;
        for (const FenRepair& r : read.repairs)
            repairs << describe(r, found.fen);
        message = QCoreApplication::translate("PasteText", "%1, with repairs: %2")
                      .arg(message, repairs.join(QStringLiteral("; ")));
    }
    return {true, message, QString::fromStdString(found.title), found.bottom};
}

std::optional<bool> flippedFor(const PasteResult& result)
{
    if (!result.ok || result.bottom == PastedFen::Bottom::Unspecified)
        return std::nullopt;
    return result.bottom == PastedFen::Bottom::Black;
}

} // namespace forsyth
