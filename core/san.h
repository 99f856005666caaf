// Standard Algebraic Notation (docs/COLLECTIONS.md §7): written as the PGN standard asks
// (the least disambiguation that suffices, file before rank; x for captures; =Q; + and #),
// read as players and programs actually write it.
#pragma once

#include "moves.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

// m is one of legalMoves(pos). Castling is O-O toward the rook on the king's h-side, O-O-O
// toward the a-side, in Chess960 too.
std::string writeSan(const Position& pos, Move m);

// A problem's line as problemists write it: the moves in pairs from the side that starts,
// "1. Kg1 Rg8+ 2. Kh1 Qh7#", whichever colour that is. The moves are legal one after another.
std::string problemLine(const Position& pos, const std::vector<Move>& line);

// Moves as games number them, from the position they start in: "1. e4 c5 2. Nf3", and from
// Black's move "23... Rxe4 24. Qd8+". The moves are given as SAN already.
std::string gameLine(const Position& start, const std::vector<std::string>& san);

enum class SanError : std::uint8_t {
    None,
    Unreadable, // not a move in any notation read here
    Illegal,    // a move, but no legal move fits it
    Ambiguous,  // more than one legal move fits it
};

struct SanRead {
    std::optional<Move> move; // set when error is None
    SanError error = SanError::None;
};

// Reads SAN leniently: castling as O-O, 0-0 or o-o; promotion with or without '=', its piece
// in either case; 'x' or ':' for captures, or none; more disambiguation than needed (Ng1f3,
// also a UCI-like e2e4); trailing + # ! ? marks ignored, and not checked.
SanRead readSan(const Position& pos, std::string_view san);

} // namespace forsyth
