// The FEN writer: canonical field order and castling letters, three castling notations.
#include "fen.h"
#include "moves.h"

namespace forsyth {
namespace {

void appendPlacement(const Position& pos, std::string& out)
{
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.pieceAt(makeSquare(file, rank));
            if (p.empty()) {
                ++empty;
                continue;
            }
            if (empty)
                out += static_cast<char>('0' + empty);
            empty = 0;
            out += pieceLetter(p);
        }
        if (empty)
            out += static_cast<char>('0' + empty);
        if (rank)
            out += '/';
    }
}

char castlingLetter(const Position& pos, Color c, CastlingSide side, CastlingNotation notation)
{
    const int file = pos.castling.rookFile(c, side);
    const bool useKQ = notation == CastlingNotation::Standard
        || (notation == CastlingNotation::XFen && castlingLetterFile(pos, c, side) == file);
    const char letter = useKQ ? (side == CastlingSide::King ? 'K' : 'Q') : static_cast<char>('A' + file);
    return c == Color::Black ? static_cast<char>(letter - 'A' + 'a') : letter;
}

void appendCastling(const Position& pos, std::string& out, CastlingNotation notation)
{
    if (!pos.castling.any()) {
        out += '-';
        return;
    }
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            if (pos.castling.has(c, side))
                out += castlingLetter(pos, c, side, notation);
        }
    }
}

void appendNumber(int n, std::string& out)
{
    char digits[12];
    int count = 0;
    unsigned value = n < 0 ? 0U : static_cast<unsigned>(n);
    do {
        digits[count++] = static_cast<char>('0' + value % 10);
        value /= 10;
    } while (value);
    while (count)
        out += digits[--count];
}

} // namespace

void appendFen(const Position& pos, std::string& out, FenWriteOptions options)
{
    appendPlacement(pos, out);
    out += pos.sideToMove == Color::White ? " w " : " b ";
    appendCastling(pos, out, options.castling);
    out += ' ';
    const bool writeEp = pos.epSquare != NoSquare && (options.ep == EpOutput::Always || epCapturable(pos));
    if (writeEp) {
        out += static_cast<char>('a' + fileOf(pos.epSquare));
        out += static_cast<char>('1' + rankOf(pos.epSquare));
    } else {
        out += '-';
    }
    out += ' ';
    appendNumber(pos.halfmoveClock, out);
    out += ' ';
    appendNumber(pos.fullmoveNumber, out);
}

std::string writeFen(const Position& pos, FenWriteOptions options)
{
    std::string out;
    out.reserve(90);
    appendFen(pos, out, options);
    return out;
}

std::string_view codeName(FenErrorCode code)
{
    switch (code) {
    case FenErrorCode::Empty: return "empty";
    case FenErrorCode::TooManyFields: return "too_many_fields";
    case FenErrorCode::UnknownCharacter: return "unknown_character";
    case FenErrorCode::BadDigit: return "bad_digit";
    case FenErrorCode::AdjacentDigits: return "adjacent_digits";
    case FenErrorCode::RankTooLong: return "rank_too_long";
    case FenErrorCode::RankTooShort: return "rank_too_short";
    case FenErrorCode::TooManyRanks: return "too_many_ranks";
    case FenErrorCode::TooFewRanks: return "too_few_ranks";
    case FenErrorCode::MisplacedMarker: return "misplaced_marker";
    case FenErrorCode::MissingSpace: return "missing_space";
    case FenErrorCode::BadSide: return "bad_side";
    case FenErrorCode::UppercaseSide: return "uppercase_side";
    case FenErrorCode::BadCastling: return "bad_castling";
    case FenErrorCode::TooManyCastlingRights: return "too_many_castling_rights";
    case FenErrorCode::CastlingSideTwice: return "castling_side_twice";
    case FenErrorCode::BadEpSquare: return "bad_ep_square";
    case FenErrorCode::EpWrongRank: return "ep_wrong_rank";
    case FenErrorCode::BadHalfmove: return "bad_halfmove";
    case FenErrorCode::BadFullmove: return "bad_fullmove";
    }
    return "unknown";
}

std::string_view codeName(FenRepairCode code)
{
    switch (code) {
    case FenRepairCode::FieldsDefaulted: return "fields_defaulted";
    case FenRepairCode::UnderscoreSeparators: return "underscore_separators";
    case FenRepairCode::AdjacentDigits: return "adjacent_digits";
    case FenRepairCode::PromotedMarker: return "promoted_marker";
    case FenRepairCode::UppercaseSide: return "uppercase_side";
    case FenRepairCode::FullmoveZero: return "fullmove_zero";
    case FenRepairCode::DuplicateCastling: return "duplicate_castling";
    }
    return "unknown";
}

} // namespace forsyth
