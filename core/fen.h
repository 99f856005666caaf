// Reading and writing FEN, exactly as docs/FEN-RULES.md §3-§10 set out.
#pragma once

#include "position.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

// Strict rejects what lenient repairs (adjacent digits, an upper-case side letter, and what
// Lichess reads and drops: docs/FEN-RULES.md §3).
enum class FenMode : std::uint8_t { Strict, Lenient };

enum class FenErrorCode : std::uint8_t {
    Empty,            // nothing but white space
    TooManyFields,    // a 7th field (or more)
    UnknownCharacter, // a character that is no piece, digit or '/'
    BadDigit,         // 0 or 9
    AdjacentDigits,   // "44" (strict mode only)
    RankTooLong,      // more than 8 squares in a rank
    RankTooShort,     // fewer than 8 squares in a rank
    TooManyRanks,
    TooFewRanks,
    MisplacedMarker,       // '~' not after a piece
    MissingSpace,          // rank 1 runs into the next field ("RNBQKBNRw")
    BadSide,               // not w or b
    UppercaseSide,         // W or B (strict mode only)
    BadCastling,           // a character outside KQkqA-Ha-h, or '-' with letters
    TooManyCastlingRights, // more than two for one colour
    CastlingSideTwice,     // two different rooks for the same side of one king
    BadEpSquare,           // not '-' and not a square
    EpWrongRank,           // a square, but not on rank 3 or 6
    BadHalfmove,           // not a whole number 0-9999
    BadFullmove,           // not a whole number 0-9999
};

enum class FenRepairCode : std::uint8_t {
    FieldsDefaulted,      // fields 2-6 missing: filled with w - - 0 1
    UnderscoreSeparators, // the URL form, fields joined by '_'
    AdjacentDigits,       // "44" read as 8 empty squares
    PromotedMarker,       // "Q~" read as Q
    UppercaseSide,        // "W" read as w
    FullmoveZero,         // fullmove 0 read as 1
    DuplicateCastling,    // "KK" read as K
    // What Lichess reads and drops (docs/FEN-RULES.md §3): lenient mode does the same.
    EpWrongRank,        // an ep square off ranks 3 and 6: dropped
    CastlingSideTwice,  // two rooks named for one side of a king: the one Lichess keeps kept
    ThreeCheckCounters, // "3+3" or "+1+2" (as field 7, or before the counters): ignored
    CrazyhousePockets,  // "[Qn]" or a ninth "/rank" of pieces in hand: ignored
};

// A span is a half-open range of byte offsets [start, end) into the input text; a span of
// a multi-byte UTF-8 character covers all its bytes. Field is 1-6 (7 for extra fields).
struct FenError {
    FenErrorCode code;
    int field;
    std::size_t start;
    std::size_t end;
    int rank = 0; // for placement errors: the rank (8 to 1) the error is in
};

struct FenRepair {
    FenRepairCode code;
    int field;
    std::size_t start;
    std::size_t end;
};

struct FenReadResult {
    std::optional<Position> position; // set when errors is empty
    std::vector<FenError> errors;     // the first error met, reading fields in order
    std::vector<FenRepair> repairs;
    bool ok() const { return position.has_value(); }
};

FenReadResult readFen(std::string_view text, FenMode mode = FenMode::Lenient);
// readFen's two readers (docs/FEN-RULES.md §19). The canonical reader takes only a FEN exactly
// as writeFen (X-FEN, ep always) writes it, with KQkq or '-' for castling, and reads it fast;
// for any other text it returns false and readFen asks the full reader. When it returns true,
// writeFen(pos) is the text again and readFenFully reads the same position in either mode,
// with no repair: fuzz_fen_reader checks both.
bool readCanonicalFen(std::string_view text, Position& pos);
FenReadResult readFenFully(std::string_view text, FenMode mode = FenMode::Lenient);
// The same into `into`, whose vectors keep their room: for reading line after line.
void readFenFully(std::string_view text, FenMode mode, FenReadResult& into);

enum class CastlingNotation : std::uint8_t { Standard, XFen, Shredder };
enum class EpOutput : std::uint8_t { Always, OnlyCapturable };

struct FenWriteOptions {
    CastlingNotation castling = CastlingNotation::XFen;
    EpOutput ep = EpOutput::Always;
};

// The letter a FEN writes for c's castling right with the rook on `file` (docs/FEN-RULES.md §3):
// Standard writes K/Q (k/q) always, Shredder-FEN the file letter (H/A, h/a) always, X-FEN K/Q
// when that rook is the one the letter names (castlingLetterFile) and the file letter
// otherwise. The right need not be in pos.castling: the editor names the rights it offers,
// sets aside or sees lost with the letter the FEN shows or would show.
char castlingLetter(const Position& pos, Color c, CastlingSide side, int file, CastlingNotation notation);

std::string writeFen(const Position& pos, FenWriteOptions options = {});
// Appends to out: lets a caller reuse one buffer for many positions.
void appendFen(const Position& pos, std::string& out, FenWriteOptions options = {});
// Whether writeFen writes pos's en-passant square with these options (Always: whenever there
// is one; OnlyCapturable: when a pawn can take it).
bool epWritten(const Position& pos, FenWriteOptions options);
// The position the written FEN describes: pos without an ep square the options leave out.
// What another program is sent, and so what its verdict must be judged on.
Position asWritten(const Position& pos, FenWriteOptions options);

// Fixed words for the JSON ("bad_digit"), defined with the other names in names.cpp.
std::string_view codeName(FenErrorCode code);
std::string_view codeName(FenRepairCode code);

} // namespace forsyth
