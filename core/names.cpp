// The fixed English words for core's codes: the CLI's JSON and the tests speak them, so they
// never change with a translation (the words people read are app/messages.cpp's).
#include "fen.h"
#include "findings.h"
#include "moves.h"
#include "pgn.h"

namespace forsyth {

std::string_view codeName(FenErrorCode code)
{
    switch (code) {
    case FenErrorCode::Empty:
        return "empty";
    case FenErrorCode::TooManyFields:
        return "too_many_fields";
    case FenErrorCode::UnknownCharacter:
        return "unknown_character";
    case FenErrorCode::BadDigit:
        return "bad_digit";
    case FenErrorCode::AdjacentDigits:
        return "adjacent_digits";
    case FenErrorCode::RankTooLong:
        return "rank_too_long";
    case FenErrorCode::RankTooShort:
        return "rank_too_short";
    case FenErrorCode::TooManyRanks:
        return "too_many_ranks";
    case FenErrorCode::TooFewRanks:
        return "too_few_ranks";
    case FenErrorCode::MisplacedMarker:
        return "misplaced_marker";
    case FenErrorCode::MissingSpace:
        return "missing_space";
    case FenErrorCode::BadSide:
        return "bad_side";
    case FenErrorCode::UppercaseSide:
        return "uppercase_side";
    case FenErrorCode::BadCastling:
        return "bad_castling";
    case FenErrorCode::TooManyCastlingRights:
        return "too_many_castling_rights";
    case FenErrorCode::CastlingSideTwice:
        return "castling_side_twice";
    case FenErrorCode::BadEpSquare:
        return "bad_ep_square";
    case FenErrorCode::EpWrongRank:
        return "ep_wrong_rank";
    case FenErrorCode::BadHalfmove:
        return "bad_halfmove";
    case FenErrorCode::BadFullmove:
        return "bad_fullmove";
    }
    return "unknown";
}

std::string_view codeName(FenRepairCode code)
{
    switch (code) {
    case FenRepairCode::FieldsDefaulted:
        return "fields_defaulted";
    case FenRepairCode::UnderscoreSeparators:
        return "underscore_separators";
    case FenRepairCode::AdjacentDigits:
        return "adjacent_digits";
    case FenRepairCode::PromotedMarker:
        return "promoted_marker";
    case FenRepairCode::UppercaseSide:
        return "uppercase_side";
    case FenRepairCode::FullmoveZero:
        return "fullmove_zero";
    case FenRepairCode::DuplicateCastling:
        return "duplicate_castling";
    case FenRepairCode::EpWrongRank:
        return "ep_wrong_rank";
    case FenRepairCode::CastlingSideTwice:
        return "castling_side_twice";
    case FenRepairCode::ThreeCheckCounters:
        return "three_check_counters";
    case FenRepairCode::CrazyhousePockets:
        return "crazyhouse_pockets";
    }
    return "unknown";
}

std::string_view codeName(FindingCode code)
{
    switch (code) {
    case FindingCode::EmptyBoard:
        return "empty_board";
    case FindingCode::MissingKing:
        return "missing_king";
    case FindingCode::TooManyKings:
        return "too_many_kings";
    case FindingCode::PawnOnBackRank:
        return "pawn_on_back_rank";
    case FindingCode::OppositeCheck:
        return "opposite_check";
    case FindingCode::TooManyPawns:
        return "too_many_pawns";
    case FindingCode::TooManyPieces:
        return "too_many_pieces";
    case FindingCode::TooManyPromoted:
        return "too_many_promoted";
    case FindingCode::ImpossibleCheck:
        return "impossible_check";
    case FindingCode::CheckNotExplainedByEp:
        return "check_not_explained_by_ep";
    case FindingCode::CastlingRookMissing:
        return "castling_rook_missing";
    case FindingCode::CastlingKingMisplaced:
        return "castling_king_misplaced";
    case FindingCode::CastlingRookWrongSide:
        return "castling_rook_wrong_side";
    case FindingCode::CastlingKingOnCornerFile:
        return "castling_king_on_corner_file";
    case FindingCode::EpNotPlausible:
        return "ep_not_plausible";
    case FindingCode::HalfmoveWithEp:
        return "halfmove_with_ep";
    case FindingCode::HalfmoveTooLarge:
        return "halfmove_too_large";
    case FindingCode::EpNotCapturable:
        return "ep_not_capturable";
    case FindingCode::FiftyMoveRule:
        return "fifty_move_rule";
    case FindingCode::SeventyFiveMoveRule:
        return "seventy_five_move_rule";
    case FindingCode::Chess960Castling:
        return "chess960_castling";
    case FindingCode::Check:
        return "check";
    case FindingCode::Checkmate:
        return "checkmate";
    case FindingCode::Stalemate:
        return "stalemate";
    case FindingCode::InsufficientMaterial:
        return "insufficient_material";
    }
    return "unknown";
}

std::string_view severityName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "info";
    }
    return "unknown";
}

std::string_view statusName(GameStatus status)
{
    switch (status) {
    case GameStatus::Normal:
        return "normal";
    case GameStatus::Check:
        return "check";
    case GameStatus::Checkmate:
        return "checkmate";
    case GameStatus::Stalemate:
        return "stalemate";
    }
    return "normal";
}

std::string_view problemName(PgnProblemKind kind)
{
    switch (kind) {
    case PgnProblemKind::UnreadableFen:
        return "unreadable_fen";
    case PgnProblemKind::UnreadableMove:
        return "unreadable_move";
    case PgnProblemKind::IllegalMove:
        return "illegal_move";
    case PgnProblemKind::AmbiguousMove:
        return "ambiguous_move";
    case PgnProblemKind::UnclosedComment:
        return "unclosed_comment";
    case PgnProblemKind::UnclosedVariation:
        return "unclosed_variation";
    case PgnProblemKind::UnopenedVariation:
        return "unopened_variation";
    case PgnProblemKind::UnclosedTag:
        return "unclosed_tag";
    }
    return "unreadable_move";
}

} // namespace forsyth
