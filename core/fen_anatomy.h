// What every byte of a FEN text describes, and which placement character covers each square:
// the teaching view lights up the board from the FEN and the FEN from the board.
#pragma once

#include "bitboard.h"
#include "position.h"
#include "types.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace forsyth {

enum class FenPart : std::uint8_t {
    Unknown,        // does not parse (or follows what does not parse in its rank or field)
    Separator,      // a run of space, tab, '_' or Unicode space between fields
    Piece,          // a piece letter: squares holds its square
    EmptyRun,       // a digit: squares holds the empty squares it stands for
    RankEnd,        // a '/': squares holds the rank it ends
    PromotedMarker, // a '~' after a piece: squares holds that piece's square
    Side,           // 'w' or 'b' (W/B as the lenient reader takes them)
    NoCastling,     // the '-' of field 3
    CastlingLetter, // K, Q, k, q or a file letter
    NoEp,           // the '-' of field 4
    EpSquare,       // the two characters of the ep square
    Halfmove,       // field 5
    Fullmove,       // field 6
};

struct CharMeaning {
    FenPart part = FenPart::Unknown;
    int field = 0; // 1-6; 0 for a separator; 7 for text past the sixth field
    int rank = 0;  // field 1: the rank (1-8) of the segment the byte is in; 0 past rank 1
    // Field 1: see FenPart. Side: the pieces of the side to move (what a hover lights up).
    // Castling: king and rook. Ep: the ep square and the pawn that made the double step.
    Bitboard squares = 0;
    Color color = Color::White; // side to move; castling colour; ep pawn's colour
    CastlingSide castlingSide = CastlingSide::King;
    Square king = NoSquare;  // castling: the king, when on its back rank
    Square rook = NoSquare;  // castling: the rook's square the letter names
    bool rookByFile = false; // castling: a file letter (A-H, a-h) named the rook, not K/Q/k/q
    Square epSquare = NoSquare;
    Square epPawn = NoSquare;     // where the pawn that passed epSquare stands
    Square epPawnFrom = NoSquare; // where it came from
    int counter = -1;             // fields 5-6: the value written
};

// One run of bytes [start, end) sharing a meaning.
struct FenToken {
    std::size_t start = 0;
    std::size_t end = 0;
    CharMeaning meaning;
};

class FenAnatomy {
public:
    // The meaning of the byte at index; Unknown past the end. Logarithmic in the token count.
    CharMeaning meaningAt(std::size_t index) const;
    // The byte range [start, end) of the placement character covering s; {0, 0} when that
    // part of the placement does not parse.
    std::pair<std::size_t, std::size_t> spanOfSquare(Square s) const;
    // One meaning a byte: convenient for short text (the editor's FEN field).
    std::vector<CharMeaning> perByte() const;
    const std::vector<FenToken>& tokens() const { return tokens_; }
    std::size_t size() const { return size_; }

private:
    friend FenAnatomy anatomize(std::string_view fen);
    FenAnatomy(std::vector<FenToken> tokens, const std::array<std::pair<std::size_t, std::size_t>, 64>& spans,
        std::size_t size)
        : tokens_(std::move(tokens))
        , squareSpans_(spans)
        , size_(size)
    { }
    // Sorted, disjoint and covering [0, size_): a run-length form, so a 1 MB paste of
    // nonsense costs a handful of tokens, not a meaning a byte.
    std::vector<FenToken> tokens_;
    std::array<std::pair<std::size_t, std::size_t>, 64> squareSpans_{};
    std::size_t size_ = 0;
};

// Splits fields as readFen does; reads what it can, marking the rest Unknown. Castling letters
// resolve against the board as read (partially, when the placement is broken).
FenAnatomy anatomize(std::string_view fen);

} // namespace forsyth
