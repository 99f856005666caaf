// The one place where core's codes become words a person reads, translated with tr().
#pragma once

#include "fen.h"
#include "findings.h"

#include <QString>

#include <cstddef>
#include <string_view>

namespace forsyth {

// The messages' translations are remembered by each thread; after the translators change
// (applyLanguage) they are looked up again.
void forgetRememberedMessages();

// "e4": a square's name as people read it.
QString squareText(Square s);
// "e1, h1": the squares from a1 up, joined as the language lists things.
QString squareList(Bitboard squares);

// "placement", "side to move", ... for FEN fields 1-6; "extra field" for 7.
QString fieldName(int field);
// "error", "warning", "info", translated (codeName/severityName give the fixed JSON words).
QString severityText(Severity severity);

// What went wrong and where, quoting the offending text of `input` (the text given to
// readFen): "Rank 3 has 9 squares; a rank has 8".
QString describe(const FenError& error, std::string_view input);
// What the lenient reader changed: "Adjacent digits \"44\" read as 8 empty squares".
QString describe(const FenRepair& repair, std::string_view input);
// A finding with its colours and squares: "White has no king", "Pawn on a back rank: e8".
// pos is the position judged; a castling right is named by the letter its FEN shows in
// `notation`, the notation in force.
QString describe(const Finding& finding, const Position& pos, CastlingNotation notation);

// A bit of input fit to quote in a message, safe whatever was pasted: in double quotes; a
// line break shown as ↵ and other control characters as their pictures (␉); invisible
// characters (zero-width, direction marks and overrides, BOM) as <U+200B>, so a quote cannot
// look like what it is not nor turn the message around it backwards; right-to-left text
// isolated; invalid UTF-8 as U+FFFD; text longer than about maxBytes cut short with its
// length said (a 10,000-digit counter must not make a 10,000-character message).
QString quoted(std::string_view text, std::size_t maxBytes = 24);

// "white king", "black pawn"; "no piece" for an empty one (translated).
QString pieceName(Piece piece);

} // namespace forsyth
