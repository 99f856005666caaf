#include "field_messages.h"

#include "messages.h"

#include <QCoreApplication>
#include <QStringList>

namespace forsyth {
namespace {

bool contains(const std::vector<Finding>& findings, FindingCode code)
{
    for (const Finding& f : findings) {
        if (f.code == code)
            return true;
    }
    return false;
}

// Fields 3 (castling) and 4 (en passant) of a FEN, as written.
QStringList writtenFields(const Position& pos, CastlingNotation notation)
{
    return QString::fromStdString(writeFen(pos, {notation, EpOutput::Always})).split(QLatin1Char(' '));
}

} // namespace

QString castlingRightName(Color color, CastlingSide side, char letter)
{
    const bool white = color == Color::White;
    // %1: the right's letter as the FEN shows it (K, q, or a rook's file such as H).
    const QString name = side == CastlingSide::King
        ? (white ? QCoreApplication::translate("Messages", "White O-O (%1)")
                 : QCoreApplication::translate("Messages", "Black O-O (%1)"))
        : (white ? QCoreApplication::translate("Messages", "White O-O-O (%1)")
                 : QCoreApplication::translate("Messages", "Black O-O-O (%1)"));
    return name.arg(QChar::fromLatin1(letter));
}

QString describe(CastlingBlock block, Color color, CastlingSide side)
{
    const bool white = color == Color::White;
    const bool kingSide = side == CastlingSide::King;
    switch (block) {
    case CastlingBlock::None:
        return {};
    case CastlingBlock::NoKing:
        return white ? QCoreApplication::translate("Messages", "No white king")
                     : QCoreApplication::translate("Messages", "No black king");
    case CastlingBlock::KingOffBackRank:
        return white ? QCoreApplication::translate("Messages", "The white king is not on rank 1")
                     : QCoreApplication::translate("Messages", "The black king is not on rank 8");
    case CastlingBlock::NoRook:
        if (white)
            return kingSide ? QCoreApplication::translate(
                       "Messages", "No white rook on the king's side of the king on rank 1")
                            : QCoreApplication::translate(
                                "Messages", "No white rook on the queen's side of the king on rank 1");
        return kingSide ? QCoreApplication::translate(
                   "Messages", "No black rook on the king's side of the king on rank 8")
                        : QCoreApplication::translate(
                            "Messages", "No black rook on the queen's side of the king on rank 8");
    case CastlingBlock::KingNotOnStart:
        return white ? QCoreApplication::translate("Messages",
                   "The white king is not on e1: castling from another square is Chess960's: tick Chess960 "
                   "to allow it")
                     : QCoreApplication::translate("Messages",
                         "The black king is not on e8: castling from another square is Chess960's: tick "
                         "Chess960 to allow it");
    case CastlingBlock::NoCornerRook:
        if (white)
            return kingSide ? QCoreApplication::translate("Messages", "No white rook on h1")
                            : QCoreApplication::translate("Messages", "No white rook on a1");
        return kingSide ? QCoreApplication::translate("Messages", "No black rook on h8")
                        : QCoreApplication::translate("Messages", "No black rook on a8");
    case CastlingBlock::KingOnCornerFile:
        return white
            ? QCoreApplication::translate("Messages",
                "The white king is on the a- or h-file: no game, Chess960 included, starts it there")
            : QCoreApplication::translate("Messages",
                "The black king is on the a- or h-file: no game, Chess960 included, starts it there");
    }
    return {};
}

QString describe(EpBlock block, Square ep, Color sideToMove)
{
    const QString square = squareText(ep);
    const bool whiteMoves = sideToMove == Color::White;
    switch (block) {
    case EpBlock::None:
        return {};
    case EpBlock::WrongRank:
        return (whiteMoves ? QCoreApplication::translate(
                    "Messages", "%1 is not on rank 6, where a black pawn's double step passes")
                           : QCoreApplication::translate(
                               "Messages", "%1 is not on rank 3, where a white pawn's double step passes"))
            .arg(square);
    case EpBlock::NoPawnInFront:
        return (whiteMoves ? QCoreApplication::translate(
                    "Messages", "%1: no black pawn in front of it that could just have passed it")
                           : QCoreApplication::translate(
                               "Messages", "%1: no white pawn in front of it that could just have passed it"))
            .arg(square);
    case EpBlock::SquareOccupied:
        return QCoreApplication::translate("Messages", "%1 is occupied, so no pawn can just have passed it")
            .arg(square);
    case EpBlock::OriginOccupied:
        return QCoreApplication::translate(
            "Messages", "The square behind %1 is occupied, so no pawn can just have left it")
            .arg(square);
    }
    return {};
}

QString epOfferRule(Color sideToMove)
{
    return sideToMove == Color::White
        ? QCoreApplication::translate("Messages",
            "Only squares a black pawn could just have passed with a double step are offered:\n"
            "on rank 6, with a black pawn in front of it on rank 5,\n"
            "the square itself and the one behind it on rank 7 empty.")
        : QCoreApplication::translate("Messages",
            "Only squares a white pawn could just have passed with a double step are offered:\n"
            "on rank 3, with a white pawn in front of it on rank 4,\n"
            "the square itself and the one behind it on rank 2 empty.");
}

QString statusLine(const Position& pos, const std::vector<Finding>& findings)
{
    const bool white = pos.sideToMove == Color::White;
    if (hasErrors(findings))
        return QCoreApplication::translate("Messages", "Not a legal chess position");
    if (contains(findings, FindingCode::Checkmate))
        return white ? QCoreApplication::translate("Messages", "Checkmate: White is mated")
                     : QCoreApplication::translate("Messages", "Checkmate: Black is mated");
    if (contains(findings, FindingCode::Stalemate))
        return white ? QCoreApplication::translate("Messages", "Stalemate: White to move has no legal move")
                     : QCoreApplication::translate("Messages", "Stalemate: Black to move has no legal move");
    if (contains(findings, FindingCode::Check))
        return white ? QCoreApplication::translate("Messages", "White to move, in check")
                     : QCoreApplication::translate("Messages", "Black to move, in check");
    return white ? QCoreApplication::translate("Messages", "White to move")
                 : QCoreApplication::translate("Messages", "Black to move");
}

QString moveRuleLine(const std::vector<Finding>& findings)
{
    if (contains(findings, FindingCode::SeventyFiveMoveRule))
        return QCoreApplication::translate("Messages", "75-move rule: drawn");
    if (contains(findings, FindingCode::FiftyMoveRule))
        return QCoreApplication::translate("Messages", "50-move draw can be claimed");
    return {};
}

QString lichessLine(const Position& position, FenWriteOptions options)
{
    const CastlingNotation notation = options.castling;
    const Position pos = asWritten(position, options);
    const std::vector<Finding> findings = judge(pos);
    const LichessVerdict verdict = lichessVerdict(pos, findings);
    if (!verdict.accepts) {
        QStringList reasons;
        for (const FindingCode code : verdict.refusals) {
            for (const Finding& f : findings) {
                if (f.code == code)
                    reasons << describe(f, pos, notation);
            }
        }
        // The separators are translated too: Chinese writes its own semicolon and list comma.
        //: the separator between the reasons Lichess refuses a position for
        const QString between = QCoreApplication::translate("Messages", "; ");
        return QCoreApplication::translate("Messages", "Lichess: refuses it. %1").arg(reasons.join(between));
    }
    QStringList changes;
    const QStringList before = writtenFields(pos, notation);
    const QStringList after = writtenFields(verdict.kept, notation);
    const QString arrow = QStringLiteral(" → ");
    if (verdict.castlingDropped || before.value(2) != after.value(2))
        changes << QCoreApplication::translate("Messages", "castling %1")
                       .arg(before.value(2) + arrow + after.value(2));
    if (verdict.epDropped)
        changes << QCoreApplication::translate("Messages", "en passant %1")
                       .arg(before.value(3) + arrow + after.value(3));
    if (verdict.kept.halfmoveClock != pos.halfmoveClock)
        changes << QCoreApplication::translate("Messages", "halfmove clock %1")
                       .arg(before.value(4) + arrow + after.value(4));
    if (verdict.kept.fullmoveNumber != pos.fullmoveNumber)
        changes << QCoreApplication::translate("Messages", "fullmove number %1")
                       .arg(before.value(5) + arrow + after.value(5));
    if (changes.isEmpty())
        return QCoreApplication::translate("Messages", "Lichess: accepts");
    return QCoreApplication::translate("Messages", "Lichess: accepts but would change %1")
        .arg(changes.join(QCoreApplication::translate("Messages", ", ")));
}

// The context is the legend's, where these words were first said (their translations stay).
QString fenFieldName(int field)
{
    switch (field) {
    case 1:
        //: FEN field 1: where the pieces stand
        return QCoreApplication::translate("forsyth::FenLegend", "Placement");
    case 2:
        return QCoreApplication::translate("forsyth::FenLegend", "Side to move");
    case 3:
        return QCoreApplication::translate("forsyth::FenLegend", "Castling");
    case 4:
        return QCoreApplication::translate("forsyth::FenLegend", "En passant");
    case 5:
        return QCoreApplication::translate("forsyth::FenLegend", "Halfmove clock");
    case 6:
        return QCoreApplication::translate("forsyth::FenLegend", "Fullmove number");
    default:
        return {};
    }
}

} // namespace forsyth
