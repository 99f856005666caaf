// The learner's wording of problems: each says what the FEN claims and why the board or another
// field contradicts it, with the values written there. Which problems exist is core's word.
#include "fen_explanation_problems.h"

#include "field_options.h"
#include "messages.h"

#include <QCoreApplication>

#include <algorithm>

namespace forsyth {
namespace {

class ProblemWords {
    Q_DECLARE_TR_FUNCTIONS(FenExplanation)

public:
    ProblemWords(const ProblemContext& context, const FenToken& token)
        : c_(context)
        , token_(token)
        , m_(token.meaning)
    { }

    QStringList all() const
    {
        QStringList out;
        for (const FenError& e : c_.read.errors) {
            if (overlaps(e.start, e.end) || sameField(e.field, e.rank))
                out << describe(e, c_.fen);
            else
                out << tr("This FEN does not read as a whole, so the board does not follow it: %1")
                           .arg(describe(e, c_.fen));
        }
        for (const FenRepair& r : c_.read.repairs) {
            if (overlaps(r.start, r.end))
                out << describe(r, c_.fen);
        }
        for (const Finding& f : c_.findings) {
            if (concerns(f))
                out << words(f);
        }
        return out;
    }

private:
    bool overlaps(std::size_t start, std::size_t end) const
    {
        return start < token_.end && (end > token_.start || (start == end && start >= token_.start));
    }

    bool sameField(int field, int rank) const
    {
        if (field != m_.field)
            return false;
        return field != 1 || rank == 0 || m_.rank == 0 || rank == m_.rank;
    }

    bool concerns(const Finding& f) const
    {
        switch (f.code) {
        case FindingCode::EmptyBoard:
        case FindingCode::MissingKing:
        case FindingCode::TooManyKings:
        case FindingCode::PawnOnBackRank:
        case FindingCode::TooManyPawns:
        case FindingCode::TooManyPieces:
        case FindingCode::TooManyPromoted:
        case FindingCode::ImpossibleCheck:
            return m_.field == 1;
        case FindingCode::OppositeCheck:
            return m_.field == 2;
        case FindingCode::CastlingRookMissing:
            return m_.part == FenPart::CastlingLetter && f.color == m_.color && (f.squares & bit(m_.rook));
        case FindingCode::CastlingKingMisplaced:
        case FindingCode::CastlingRookWrongSide:
        case FindingCode::CastlingKingOnCornerFile:
        case FindingCode::Chess960Castling:
            return m_.part == FenPart::CastlingLetter && f.color == m_.color;
        case FindingCode::EpNotPlausible:
        case FindingCode::CheckNotExplainedByEp:
            return m_.part == FenPart::EpSquare;
        case FindingCode::HalfmoveWithEp:
            return m_.part == FenPart::EpSquare || m_.part == FenPart::Halfmove;
        case FindingCode::HalfmoveTooLarge:
            return m_.part == FenPart::Halfmove || m_.part == FenPart::Fullmove;
        default:
            // Status (check, mate, draws, an unusable ep square) is said in the text itself.
            return false;
        }
    }

    QString words(const Finding& f) const
    {
        const Position& pos = *c_.read.position;
        const bool white = f.color == Color::White;
        const int count = popCount(f.squares);
        switch (f.code) {
        case FindingCode::EmptyBoard:
            return tr("The board is empty: each side needs at least its king");
        case FindingCode::MissingKing:
            return white ? tr("White has no king: every position needs one king of each colour")
                         : tr("Black has no king: every position needs one king of each colour");
        case FindingCode::TooManyKings:
            return (white ? tr("White has %n kings (%1): each side has exactly one", nullptr, count)
                          : tr("Black has %n kings (%1): each side has exactly one", nullptr, count))
                .arg(squareList(f.squares));
        case FindingCode::PawnOnBackRank:
            return (count == 1 ? tr("A pawn stands on %1: pawns never stand on rank 1 or 8, as a pawn "
                                    "reaching the last rank promotes")
                               : tr("Pawns stand on %1: pawns never stand on rank 1 or 8, as a pawn "
                                    "reaching the last rank promotes"))
                .arg(squareList(f.squares));
        case FindingCode::OppositeCheck:
            return (white ? tr("White's king is in check, yet Black is to move: White's last move cannot "
                               "have left its own king in check (%1)")
                          : tr("Black's king is in check, yet White is to move: Black's last move cannot "
                               "have left its own king in check (%1)"))
                .arg(squareList(f.squares));
        case FindingCode::CastlingRookMissing:
            return (white ? tr("The castling letter says White may still castle with the rook on %1, but "
                               "no white rook stands there")
                          : tr("The castling letter says Black may still castle with the rook on %1, but "
                               "no black rook stands there"))
                .arg(squareText(m_.rook));
        case FindingCode::CastlingKingMisplaced:
            return kingMisplaced(f);
        case FindingCode::CastlingRookWrongSide:
            return (white ? tr("White may still castle by this FEN, but the king and its castling rook "
                               "stand on the wrong sides of each other (%1): the king stands between "
                               "its castling rooks")
                          : tr("Black may still castle by this FEN, but the king and its castling rook "
                               "stand on the wrong sides of each other (%1): the king stands between "
                               "its castling rooks"))
                .arg(squareList(f.squares));
        case FindingCode::Chess960Castling:
            return tr("This castling right only makes sense in Chess960, where the king and rooks may "
                      "start on other squares");
        case FindingCode::CastlingKingOnCornerFile:
            return (white
                    ? tr("White may still castle by this FEN, but White's king stands on the a- or h-file "
                         "(%1): in ordinary chess it starts on e1, in Chess960 between its rooks on b1-g1, "
                         "so this right cannot come from any game")
                    : tr("Black may still castle by this FEN, but Black's king stands on the a- or h-file "
                         "(%1): in ordinary chess it starts on e8, in Chess960 between its rooks on b8-g8, "
                         "so this right cannot come from any game"))
                .arg(squareList(f.squares));
        case FindingCode::EpNotPlausible:
            return epNotPlausible(pos);
        case FindingCode::HalfmoveWithEp:
            return tr("This FEN has an en passant square, so the last move was a pawn's double step, yet "
                      "the halfmove clock is %1: it should be 0")
                .arg(pos.halfmoveClock);
        case FindingCode::HalfmoveTooLarge:
            return (pos.sideToMove == Color::White
                    ? tr("The halfmove clock is %1, yet at move %2 with White to move fewer half moves "
                         "than that have been played in the whole game")
                    : tr("The halfmove clock is %1, yet at move %2 with Black to move fewer half moves "
                         "than that have been played in the whole game"))
                .arg(QString::number(pos.halfmoveClock), QString::number(pos.fullmoveNumber));
        default:
            // Castling findings are worded above from the letter as typed, so the notation
            // given here names no letter.
            return describe(f, pos, CastlingNotation::XFen);
        }
    }

    // The finding's squares are the colour's kings, none on its back rank; none at all: no king.
    QString kingMisplaced(const Finding& f) const
    {
        const bool white = f.color == Color::White;
        if (!f.squares)
            return white ? tr("White may still castle by this FEN, but White has no king")
                         : tr("Black may still castle by this FEN, but Black has no king");
        const Square king = lowest(f.squares);
        return (white ? tr("White may still castle by this FEN, but White's king stands on %1, not on "
                           "rank 1: a king that has moved may no longer castle")
                      : tr("Black may still castle by this FEN, but Black's king stands on %1, not on "
                           "rank 8: a king that has moved may no longer castle"))
            .arg(squareText(king));
    }

    QString epNotPlausible(const Position& pos) const
    {
        const QString ep = squareText(m_.epSquare);
        const bool white = m_.color == Color::White; // the colour of the pawn that passed
        switch (epBlock(pos, m_.epSquare)) {
        case EpBlock::WrongRank:
            return (white ? tr("The en passant square %1 says a white pawn has just moved, yet White is "
                               "to move: after White's move it is Black's turn")
                          : tr("The en passant square %1 says a black pawn has just moved, yet Black is "
                               "to move: after Black's move it is White's turn"))
                .arg(ep);
        case EpBlock::NoPawnInFront:
            return (white ? tr("The en passant square %1 says a white pawn has just moved from %2 to %3, "
                               "but no white pawn stands on %3")
                          : tr("The en passant square %1 says a black pawn has just moved from %2 to %3, "
                               "but no black pawn stands on %3"))
                .arg(ep, squareText(m_.epPawnFrom), squareText(m_.epPawn));
        case EpBlock::SquareOccupied:
            return tr("The en passant square %1 is occupied, yet a pawn has just passed over it").arg(ep);
        case EpBlock::OriginOccupied:
            return tr("%1 is occupied, yet the pawn that passed %2 has just left it")
                .arg(squareText(m_.epPawnFrom), ep);
        case EpBlock::None:
            break;
        }
        return tr("The en passant square %1 does not fit the board").arg(ep);
    }

    const ProblemContext& c_;
    const FenToken& token_;
    const CharMeaning& m_;
};

} // namespace

QStringList problemsFor(const ProblemContext& context, const FenToken& token)
{
    return ProblemWords(context, token).all();
}

} // namespace forsyth
