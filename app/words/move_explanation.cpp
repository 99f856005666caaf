// The words for core's MoveEffects: one line a changed field, in the FEN's field order.
// Each line is one whole sentence with its values as arguments, so a translator can put
// them where the language wants them.
#include "move_explanation.h"

#include "fen.h"
#include "messages.h"
#include "move_effects.h"

#include <QCoreApplication>

namespace forsyth {
namespace {

// The translation context of every line: Q_DECLARE_TR_FUNCTIONS gives tr() the
// "MoveExplanation" context, which lupdate then finds.
class MoveExplanation {
    Q_DECLARE_TR_FUNCTIONS(MoveExplanation)

public:
    static QString promotedName(PieceType type)
    {
        switch (type) {
        case PieceType::Rook:
            return tr("a rook");
        case PieceType::Bishop:
            return tr("a bishop");
        case PieceType::Knight:
            return tr("a knight");
        default:
            return tr("a queen");
        }
    }

    static QString placementLine(const MoveEffects& e)
    {
        const QString from = squareText(e.from);
        const QString to = squareText(e.to);
        const QString piece = pieceName(e.moved);
        if (e.castled) {
            // [colour][side], as CastlingRights counts them: one whole sentence each.
            //: %1 and %2 are the king's squares (e1, g1), %3 and %4 the rook's (h1, f1)
            static const char* const sentences[2][2] = {
                {QT_TRANSLATE_NOOP("MoveExplanation",
                     "%1 to %2: the white king castled on the king's side, the rook went from %3 to %4"),
                    QT_TRANSLATE_NOOP("MoveExplanation",
                        "%1 to %2: the white king castled on the queen's side, the rook went from %3 to %4")},
                {QT_TRANSLATE_NOOP("MoveExplanation",
                     "%1 to %2: the black king castled on the king's side, the rook went from %3 to %4"),
                    QT_TRANSLATE_NOOP("MoveExplanation",
                        "%1 to %2: the black king castled on the queen's side, the rook went from %3 to %4")},
            };
            const char* text = sentences[index(e.moved.color)][static_cast<int>(e.castlingSide)];
            return tr(text).arg(from, to, squareText(e.rookFrom), squareText(e.rookTo));
        }
        if (e.enPassant) {
            //: %3 and %4 are piece names ("white pawn"), %5 the square of the pawn taken
            return tr("%1 to %2: the %3 took the %4 on %5 en passant")
                .arg(from, to, piece, pieceName(e.captured), squareText(e.captureSquare));
        }
        if (e.promotion != PieceType::None && !e.captured.empty()) {
            //: %3 and %4 are piece names ("white pawn", "black rook"), %5 "a queen", "a knight", ...
            return tr("%1 to %2: the %3 took the %4 and became %5")
                .arg(from, to, piece, pieceName(e.captured), promotedName(e.promotion));
        }
        if (e.promotion != PieceType::None) {
            //: %3 is a piece name ("white pawn"), %4 "a queen", "a knight", ...
            return tr("%1 to %2: the %3 reached the last rank and became %4")
                .arg(from, to, piece, promotedName(e.promotion));
        }
        if (!e.captured.empty()) {
            //: %3 and %4 are piece names ("white knight", "black pawn")
            return tr("%1 to %2: the %3 took the %4").arg(from, to, piece, pieceName(e.captured));
        }
        if (e.doubleStep) {
            //: %3 is a piece name ("white pawn")
            return tr("%1 to %2: the %3 moved two squares").arg(from, to, piece);
        }
        //: %3 is a piece name ("white knight")
        return tr("%1 to %2: the %3 moved").arg(from, to, piece);
    }

    static QString sideLine(const MoveEffects& e)
    {
        //: the side-to-move field of the FEN went from w to b
        return e.sideAfter == Color::Black ? tr("w to b: Black is to move") : tr("b to w: White is to move");
    }

    // A lost right's letter as the FEN before the move showed it, in the notation in force.
    static QChar rightLetter(const Position& before, Color c, CastlingSide side, CastlingNotation notation)
    {
        return QChar::fromLatin1(
            castlingLetter(before, c, side, before.castling.rookFile(c, side), notation));
    }

    // One line a reason: a rook taking a rook can take a right from each side for two reasons.
    static QStringList castlingLines(const MoveEffects& e, const Position& before, CastlingNotation notation)
    {
        QStringList lines;
        for (const Color c : {Color::White, Color::Black}) {
            const CastlingLoss king = e.lost(c, CastlingSide::King);
            const CastlingLoss queen = e.lost(c, CastlingSide::Queen);
            const bool white = c == Color::White;
            // Both rights gone with the king: one sentence names both letters.
            if ((king == CastlingLoss::KingMoved || king == CastlingLoss::Castled) && queen == king) {
                const QString k = rightLetter(before, c, CastlingSide::King, notation);
                const QString q = rightLetter(before, c, CastlingSide::Queen, notation);
                //: %1 and %2 are castling letters of the FEN (K and Q)
                lines << (king == CastlingLoss::Castled
                        ? (white ? tr("%1 and %2 gone: the white king castled")
                                 : tr("%1 and %2 gone: the black king castled"))
                        : (white ? tr("%1 and %2 gone: the white king moved")
                                 : tr("%1 and %2 gone: the black king moved")))
                             .arg(k, q);
                continue;
            }
            for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
                const QString letter = rightLetter(before, c, side, notation);
                const QString rook = squareText(e.rookSquareOf(c, side));
                switch (e.lost(c, side)) {
                case CastlingLoss::Kept:
                    break;
                case CastlingLoss::KingMoved:
                    lines << (white ? tr("%1 gone: the white king moved")
                                    : tr("%1 gone: the black king moved"))
                                 .arg(letter);
                    break;
                case CastlingLoss::Castled:
                    lines << (white ? tr("%1 gone: the white king castled")
                                    : tr("%1 gone: the black king castled"))
                                 .arg(letter);
                    break;
                case CastlingLoss::RookMoved:
                    //: %1 is a castling letter of the FEN (K, Q, k or q), %2 a square
                    lines << tr("%1 gone: the rook on %2 moved").arg(letter, rook);
                    break;
                case CastlingLoss::RookCaptured:
                    lines << tr("%1 gone: the rook on %2 was captured").arg(letter, rook);
                    break;
                case CastlingLoss::SquareTaken:
                    lines << tr("%1 gone: a piece moved onto %2, the rook's square").arg(letter, rook);
                    break;
                }
            }
        }
        return lines;
    }

    // The ep field as the FEN writes it: in "only when capturable" mode a square no pawn can
    // take is not written, and the line says why rather than naming a square the FEN lacks.
    static QString epLine(
        const MoveEffects& e, const Position& before, const Position& after, FenWriteOptions options)
    {
        switch (e.ep) {
        case EpChange::Set:
            if (!epWritten(after, options)) {
                //: ep is the en passant field of the FEN; %1 is the square the pawn passed
                return after.sideToMove == Color::Black ? tr("ep stays -: the pawn passed %1, but no black "
                                                             "pawn can take it en passant, so the square "
                                                             "is not written")
                                                              .arg(squareText(e.epAfter))
                                                        : tr("ep stays -: the pawn passed %1, but no white "
                                                             "pawn can take it en passant, so the square "
                                                             "is not written")
                                                              .arg(squareText(e.epAfter));
            }
            //: ep is the en passant field of the FEN; %1 is the square the pawn passed
            return tr("ep %1: the pawn passed %1").arg(squareText(e.epAfter));
        case EpChange::Cleared:
            // A square the FEN did not write going is no change to the FEN.
            if (!epWritten(before, options))
                return {};
            return tr("ep back to -: no pawn has just moved two squares");
        case EpChange::StaysEmpty:
            break;
        }
        return {};
    }

    static QString fullmoveLine(const MoveEffects& e)
    {
        //: fullmove is the FEN's move number
        return tr("fullmove %1: Black has moved").arg(e.fullmoveAfter);
    }

    static QString halfmoveLine(const MoveEffects& e)
    {
        const HalfmoveReset reset = e.halfmoveReset;
        //: halfmove is the FEN's halfmove clock
        if (reset.pawnMoved && reset.capture)
            return tr("halfmove back to 0: a pawn moved and captured");
        if (reset.pawnMoved)
            return tr("halfmove back to 0: a pawn moved");
        if (reset.capture)
            return tr("halfmove back to 0: a piece was captured");
        return tr("halfmove %1: no capture and no pawn move").arg(e.halfmoveAfter);
    }
};

} // namespace

QStringList explainMove(const Position& before, Move move, FenWriteOptions options)
{
    const CastlingNotation notation = options.castling;
    const MoveEffects e = moveEffects(before, move);
    using M = MoveExplanation;
    QStringList lines;
    lines << M::placementLine(e) << M::sideLine(e);
    lines << M::castlingLines(e, before, notation);
    if (const QString ep = M::epLine(e, before, afterMove(before, move), options); !ep.isEmpty())
        lines << ep;
    // Said even when the clock was already 0: the move is what sets it, which is the lesson.
    lines << M::halfmoveLine(e);
    if (e.fullmoveIncremented) {
        lines << M::fullmoveLine(e);
    }
    return lines;
}

} // namespace forsyth
