// Finding the FEN that pasted text carries (docs/FEN-RULES.md §14: unwrapping belongs to the
// paste path, before the reader). A text job only: readFen judges what is found.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace forsyth {

// What unwrapPastedText found, and in what wrapping.
struct PastedFen {
    enum class Kind : std::uint8_t { BareFen, LichessUrl, ChessComUrl, Pgn, Epd, EmbeddedFen, None };

    Kind kind = Kind::None;
    // The text to hand to readFen. For BareFen, EmbeddedFen, and Pgn and Epd without escapes
    // or clock opcodes it is exactly text[start, end), so the reader's error spans plus start
    // point into the pasted text; URLs are decoded, so there the span only marks the place.
    std::string fen;
    std::string title; // PGN Event tag or EPD id; empty when there is none
    std::size_t start = 0;
    std::size_t end = 0;
    // The side a link shows at the bottom of the board: Lichess's ?color=black or =white,
    // Chess.com's flip=true. Unspecified for everything else.
    enum class Bottom : std::uint8_t { Unspecified, White, Black };
    Bottom bottom = Bottom::Unspecified;

    bool found() const { return kind != Kind::None; }
};

// Only this many leading bytes are looked at. Everything accepted (a FEN, a URL, an EPD line,
// a PGN's first header) fits in far less; the cap keeps a 10 MB paste (a whole PGN database,
// a log) as cheap as a short one; each form below is looked for in one linear pass.
inline constexpr std::size_t pasteScanLimit = 64 * 1024;

// Tried in this order, the first match wins:
// 1. a PGN header block (from the first line starting with a tag pair, comments between
//    tags allowed) with a [FEN "..."] tag; a block without one is a game from the initial
//    position, so only 2-5 count, and 4 and 5 not inside any tag pair (a later game's FEN);
// 2. an EPD line: the first non-empty line is four FEN fields followed by opcodes ("bm e4;");
// 3. a bare FEN: the whole text is one line of 1-7 fields whose first looks like a placement
//    (a 7th field is passed on so that the reader rejects it with its span, not cut here);
// 4. a Lichess editor/analysis URL or a Chess.com URL with fen= in its query, anywhere;
// 5. a FEN inside other text: eight slash-separated groups of [1-8pnbrqkPNBRQK~] with up to
//    five following tokens shaped like the remaining fields.
// A recognised URL whose FEN decodes badly (a stray '%', a control character) or is no
// placement at all gives None: it was meant to carry a FEN, so nothing else in the text
// should stand in for it.
PastedFen unwrapPastedText(std::string_view text);

// The first FEN inside other text (form 5 above) at or after `from`, over the whole text
// (no scan limit): a file of prose with positions in it, read as a collection.
PastedFen nextFenInText(std::string_view text, std::size_t from);

// Percent-decoding for URL parts; '+' becomes a space when plusIsSpace. Fails (returns false,
// leaving out unspecified) on '%' without two hex digits and on decoded control characters,
// which no FEN contains and which would otherwise slip a NUL into the app's strings.
bool percentDecode(std::string_view in, std::string& out, bool plusIsSpace);

std::string_view kindName(PastedFen::Kind kind);

} // namespace forsyth
