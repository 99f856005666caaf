// Pasted and dropped text made a position: the one path shared by Paste FEN (button and
// Ctrl+Shift+V), Ctrl+V on the board and text dropped on it. Core finds the FEN in the
// wrapping (a bare FEN, a Lichess or Chess.com link, a PGN, an EPD line, chat text) and reads
// it; this file turns that into one undo step and the words for the status bar.
#pragma once

#include "pasted_text.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace forsyth {

class PositionDocument;

struct PasteResult {
    bool ok = false;
    // ok: what was unwrapped and repaired ("Lichess link: <FEN>", "EPD, id \"Puzzle 12\"");
    // otherwise why nothing changed, to follow "…is not a FEN: " or the like.
    QString message;
    QString title; // the PGN Event tag or EPD id, when there is one
    // The side a pasted link shows at the bottom (Lichess ?color=black, Chess.com flip=true);
    // the caller turns the board to match. Unspecified: the board stays as it is.
    PastedFen::Bottom bottom = PastedFen::Bottom::Unspecified;
};

// Whether a board showing result should be flipped: nullopt when the paste says nothing.
std::optional<bool> flippedFor(const PasteResult& result);

// Finds and reads the FEN in text (lenient reader); when there is one, sets it on document as
// one undo step named description, with the document's title set to the text's (or none).
// Otherwise the document is left as it was.
PasteResult pasteText(PositionDocument& document, const QByteArray& text, const QString& description);

} // namespace forsyth
