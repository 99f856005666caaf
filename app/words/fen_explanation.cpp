// Every sentence here only puts core's reading into words: the FEN anatomy says what each byte
// is, readFen and judge() what is wrong; no chess rule is decided in this file.
#include "fen_explanation.h"
#include "as_string_view.h"
#include "fen_explanation_problems.h"

#include "fen.h"
#include "fen_anatomy.h"
#include "findings.h"
#include "messages.h"
#include "moves.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace forsyth {
namespace {

class Explainer {
    Q_DECLARE_TR_FUNCTIONS(FenExplanation)

public:
    Explainer(std::string_view fen, Square unwrittenEp)
        : fen_(fen)
        , anatomy_(anatomize(fen))
        , read_(readFen(fen))
        , unwrittenEp_(unwrittenEp)
    {
        if (read_.ok())
            findings_ = judge(*read_.position);
    }

    FenExplanation explain(std::size_t index) const
    {
        const auto& tokens = anatomy_.tokens();
        const auto it = std::upper_bound(tokens.begin(), tokens.end(), index,
            [](std::size_t i, const FenToken& t) { return i < t.start; });
        if (it == tokens.begin() || index >= std::prev(it)->end)
            return {{}, fenExplanationHint(), {}, 0};
        const FenToken& token = *std::prev(it);
        const CharMeaning& m = token.meaning;
        FenExplanation out;
        out.field = m.field;
        const QString chars = text(token);
        out.heading = m.part == FenPart::Separator ? tr("Between fields") : fenPartHeading(chars, m.field);
        out.text = sentences(token, chars).join(QLatin1Char('\n'));
        const ProblemContext context{fen_, read_, findings_};
        out.problems = problemsFor(context, token);
        return out;
    }

private:
    // Known parts are short ASCII; anything else is quoted, cut short and made printable.
    QString text(const FenToken& t) const
    {
        const std::string_view bytes = fen_.substr(t.start, t.end - t.start);
        if (t.meaning.part == FenPart::Unknown || t.meaning.part == FenPart::Separator)
            return quoted(bytes);
        return QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
    }

    QStringList sentences(const FenToken& t, const QString& chars) const
    {
        const CharMeaning& m = t.meaning;
        switch (m.part) {
        case FenPart::Piece:
            return {piece(t, chars), rankSegment(m.rank)};
        case FenPart::EmptyRun:
            return {emptyRun(m, chars), rankSegment(m.rank)};
        case FenPart::PromotedMarker:
            return {tr("~: the piece before it, on %1, is a promoted pawn (the Crazyhouse mark); "
                       "a FEN reader keeps the piece and ignores the mark")
                        .arg(squareText(lowest(m.squares))),
                rankSegment(m.rank)};
        case FenPart::RankEnd:
            return {rankEnd(m.rank), rankSegment(m.rank)};
        case FenPart::Side:
            return side(m, chars);
        case FenPart::NoCastling:
            return {tr("%1: neither side may castle").arg(chars)};
        case FenPart::CastlingLetter:
            return castling(t, chars);
        case FenPart::NoEp:
            if (unwrittenEp_ != NoSquare && read_.ok())
                return epLeftOut(chars);
            return {tr("%1: no pawn has just made a double step, so no en passant capture is "
                       "possible this move")
                        .arg(chars)};
        case FenPart::EpSquare:
            return ep(m, chars);
        case FenPart::Halfmove:
            return {halfmove(m.counter, chars)};
        case FenPart::Fullmove:
            return {fullmove(m.counter, chars)};
        case FenPart::Separator:
            return {separator(t, chars)};
        case FenPart::Unknown:
            return unknown(t, chars);
        }
        return {};
    }

    static QString piece(const FenToken& t, const QString& chars)
    {
        const Piece p = pieceFromLetter(chars.isEmpty() ? ' ' : chars[0].toLatin1());
        const QString square = squareText(lowest(t.meaning.squares));
        //: %2 is a piece name such as "white knight", %3 its square
        return (p.color == Color::White ? tr("%1: a %2 on %3 (capital letters are White's pieces)")
                                        : tr("%1: a %2 on %3 (small letters are Black's pieces)"))
            .arg(chars, pieceName(p), square);
    }

    static QString emptyRun(const CharMeaning& m, const QString& chars)
    {
        const int n = popCount(m.squares);
        const QString first = squareText(lowest(m.squares));
        if (n == 1)
            return tr("%1: one empty square, %2").arg(chars, first);
        return tr("%1: %n empty squares, %2 to %3", nullptr, n)
            .arg(chars, first, squareText(highest(m.squares)));
    }

    static QString rankEnd(int rank)
    {
        if (rank <= 1)
            return tr("/: rank 1 ends; a board has 8 ranks, so nothing should follow");
        return tr("/: rank %1 ends; rank %2 follows").arg(rank).arg(rank - 1);
    }

    // The whole rank the character belongs to, item by item: the way a learner reads it.
    QString rankSegment(int rank) const
    {
        if (rank < 1)
            return {};
        std::size_t start = fen_.size();
        std::size_t end = 0;
        QStringList items;
        for (const FenToken& t : anatomy_.tokens()) {
            const CharMeaning& m = t.meaning;
            if (m.field != 1 || m.rank != rank || m.part == FenPart::RankEnd)
                continue;
            start = std::min(start, t.start);
            end = std::max(end, t.end);
            const int n = popCount(m.squares);
            switch (m.part) {
            case FenPart::Piece:
                items << pieceName(pieceFromLetter(fen_[t.start]));
                break;
            case FenPart::EmptyRun:
                items << (n == 1 ? tr("one empty square") : tr("%n empty squares", nullptr, n));
                break;
            case FenPart::PromotedMarker:
                items << tr("(promoted)");
                break;
            default:
                items << tr("%1, which cannot be read").arg(text(t));
                break;
            }
        }
        if (items.isEmpty())
            return tr("Rank %1 is empty in this FEN; a rank needs 8 squares").arg(rank);
        //: the separator between the items of a rank: "black rook, one empty square, ..."
        const QString list = items.join(tr(", "));
        return tr("%1: rank %2: %3")
            .arg(QString::fromUtf8(fen_.data() + start, static_cast<qsizetype>(end - start)),
                QString::number(rank), list);
    }

    QStringList side(const CharMeaning& m, const QString& chars) const
    {
        QStringList lines{m.color == Color::White ? tr("%1: White is to move").arg(chars)
                                                  : tr("%1: Black is to move").arg(chars)};
        // The game's state follows from whose turn it is: check, mate and stalemate belong here.
        for (const Finding& f : findings_) {
            if (f.code == FindingCode::Check || f.code == FindingCode::Checkmate
                || f.code == FindingCode::Stalemate)
                lines << describe(f, *read_.position, CastlingNotation::XFen); // names no castling letter
        }
        return lines;
    }

    QStringList castling(const FenToken& t, const QString& chars) const
    {
        const CharMeaning& m = t.meaning;
        const bool white = m.color == Color::White;
        const bool kingSide = m.castlingSide == CastlingSide::King;
        const QString rook = squareText(m.rook);
        QString line;
        // Core's finding, not a look at the board: "may still castle ... have not moved" must
        // not be said of a rook that is not there.
        const bool rookMissing
            = m.rook != NoSquare && std::any_of(findings_.begin(), findings_.end(), [&](const Finding& f) {
                  return f.code == FindingCode::CastlingRookMissing && f.color == m.color
                      && (f.squares & bit(m.rook)) != 0;
              });
        if (rookMissing) {
            // The problem below says what is wrong with it.
            line = white ? tr("%1: a castling right for White with the rook on %2")
                         : tr("%1: a castling right for Black with the rook on %2");
            line = line.arg(chars, rook);
        } else if (m.king != NoSquare) {
            const QString king = squareText(m.king);
            if (white) {
                line = kingSide ? tr("%1: White may still castle on the king's side: the king on %2 and "
                                     "the rook on %3 have not moved")
                                : tr("%1: White may still castle on the queen's side: the king on %2 "
                                     "and the rook on %3 have not moved");
            } else {
                line = kingSide ? tr("%1: Black may still castle on the king's side: the king on %2 and "
                                     "the rook on %3 have not moved")
                                : tr("%1: Black may still castle on the queen's side: the king on %2 "
                                     "and the rook on %3 have not moved");
            }
            line = line.arg(chars, king, rook);
        } else {
            if (white) {
                line = kingSide ? tr("%1: White may still castle on the king's side with the rook on "
                                     "%2; White's king is not on rank 1")
                                : tr("%1: White may still castle on the queen's side with the rook on "
                                     "%2; White's king is not on rank 1");
            } else {
                line = kingSide ? tr("%1: Black may still castle on the king's side with the rook on "
                                     "%2; Black's king is not on rank 8")
                                : tr("%1: Black may still castle on the queen's side with the rook on "
                                     "%2; Black's king is not on rank 8");
            }
            line = line.arg(chars, rook);
        }
        QStringList lines{line};
        if (m.rookByFile) {
            lines << tr("A file letter (Shredder-FEN, used for Chess960) names the rook by its file: "
                        "%1 is the rook on %2")
                         .arg(chars, rook);
        }
        if (read_.ok() && !rookMissing && m.king != NoSquare)
            lines << blockedForNow(*read_.position, m.color, m.castlingSide);
        return lines;
    }

    // A right is not a move: castling may be impossible this move while the right stays
    // (core's castlingNow says what is in the way).
    static QStringList blockedForNow(const Position& pos, Color c, CastlingSide side)
    {
        const CastlingNow now = castlingNow(pos, c, side);
        QString reason;
        switch (now.obstacle) {
        case CastlingObstacle::None:
            return {};
        case CastlingObstacle::PiecesBetween:
            //: %1 a piece name such as "white knight", %2 its square
            reason = tr("Castling that way is not possible right now: the %1 on %2 is in the way.")
                         .arg(pieceName(pos.pieceAt(now.square)), squareText(now.square));
            break;
        case CastlingObstacle::InCheck:
            reason = tr("Castling that way is not possible right now: the king is in check.");
            break;
        case CastlingObstacle::Attacked:
            reason = tr("Castling that way is not possible right now: the king would cross or land on %1, "
                        "which the other side attacks.")
                         .arg(squareText(now.square));
            break;
        }
        return {reason,
            tr("The right stays in the FEN even so: it only records that the king and this rook have not "
               "moved, and castling becomes possible again once the way is clear.")};
    }

    QStringList ep(const CharMeaning& m, const QString& chars) const
    {
        const QString from = squareText(m.epPawnFrom);
        const QString to = squareText(m.epPawn);
        const bool white = m.color == Color::White;
        QStringList lines{(white ? tr("%1: a white pawn has just moved two squares, from %2 to %3, "
                                      "passing %1; a black pawn standing beside it could capture it "
                                      "en passant this move only")
                                 : tr("%1: a black pawn has just moved two squares, from %2 to %3, "
                                      "passing %1; a white pawn standing beside it could capture it "
                                      "en passant this move only"))
                              .arg(chars, from, to)};
        if (!read_.ok())
            return lines;
        const bool plausible = std::none_of(findings_.begin(), findings_.end(),
            [](const Finding& f) { return f.code == FindingCode::EpNotPlausible; });
        if (!plausible)
            return lines; // the problem says why no capture can follow
        lines << capturers(*read_.position, white);
        return lines;
    }

    // The FEN as written in "only when capturable" mode: a pawn did pass the square, but as no
    // pawn can take it the square is left out (docs/FEN-RULES.md §8, §10).
    QStringList epLeftOut(const QString& chars) const
    {
        Position pos = *read_.position;
        pos.epSquare = unwrittenEp_;
        const bool white = rankOf(unwrittenEp_) == 2;
        const QString square = squareText(unwrittenEp_);
        QStringList lines{
            (white ? tr("%1: no en passant square is written, although a white pawn has just moved two "
                        "squares, passing %2: no black pawn can take it en passant, so the FEN leaves "
                        "the square out (written always, it would say %2)")
                   : tr("%1: no en passant square is written, although a black pawn has just moved two "
                        "squares, passing %2: no white pawn can take it en passant, so the FEN leaves "
                        "the square out (written always, it would say %2)"))
                .arg(chars, square)};
        lines << capturers(pos, white);
        return lines;
    }

    // Which pawns beside the one that passed may take it, and why the others may not
    // (core's epCapturers: a pin the capture would open, naming the piece).
    static QStringList capturers(const Position& pos, bool whitePassed)
    {
        QStringList lines;
        const std::vector<EpCapturer> pawns = epCapturers(pos);
        bool any = false;
        for (const EpCapturer& c : pawns) {
            const QString pawn = squareText(c.pawn);
            if (c.legal) {
                any = true;
                lines << (whitePassed ? tr("The black pawn on %1 can take it now.")
                                      : tr("The white pawn on %1 can take it now."))
                             .arg(pawn);
            } else if (c.exposes != NoSquare) {
                const Square king = pos.kingSquare(whitePassed ? Color::Black : Color::White);
                //: %1 the capturing pawn's square, %2 its king's square, %3 a piece name such as "white
                //: rook", %4 its square
                lines << (whitePassed
                        ? tr(
                            "The black pawn on %1 may not take it: the capture would leave the king on %2 in "
                            "check from the %3 on %4.")
                        : tr(
                            "The white pawn on %1 may not take it: the capture would leave the king on %2 in "
                            "check from the %3 on %4."))
                             .arg(pawn, squareText(king), pieceName(pos.pieceAt(c.exposes)),
                                 squareText(c.exposes));
            } else {
                lines << (whitePassed ? tr("The black pawn on %1 may not take it now.")
                                      : tr("The white pawn on %1 may not take it now."))
                             .arg(pawn);
            }
        }
        if (pawns.empty()) {
            lines << (whitePassed
                    ? tr("No black pawn stands beside it to take it, so this en passant square changes "
                         "nothing in this position.")
                    : tr("No white pawn stands beside it to take it, so this en passant square changes "
                         "nothing in this position."));
        } else if (!any) {
            lines << tr("So no pawn can take en passant now, and this en passant square changes nothing in "
                        "this position.");
        }
        return lines;
    }

    static QString halfmove(int n, const QString& chars)
    {
        // The draw rules are core's (moves.h).
        if (n >= SeventyFiveMoveRulePlies) {
            return tr("%1: %n half moves since the last capture or pawn move; from 150 the game is "
                      "drawn by the 75-move rule",
                nullptr, n)
                .arg(chars);
        }
        if (n >= FiftyMoveRulePlies) {
            return tr("%1: %n half moves since the last capture or pawn move; from 100 either player "
                      "may claim a draw (the 50-move rule), and it is 100 or more",
                nullptr, n)
                .arg(chars);
        }
        if (n == 0) {
            return tr("%1: no half moves since the last capture or pawn move: the last move was one "
                      "(or the game has just begun)")
                .arg(chars);
        }
        if (n == 1) {
            return tr("%1: one half move since the last capture or pawn move; at 100 either player may "
                      "claim a draw")
                .arg(chars);
        }
        return tr("%1: %n half moves since the last capture or pawn move; at 100 either player may "
                  "claim a draw",
            nullptr, n)
            .arg(chars);
    }

    static QString fullmove(int n, const QString& chars)
    {
        if (n == 0)
            return tr("%1: the fullmove number starts at 1; 0 is read as 1").arg(chars);
        return tr("%1: move %2; it goes up by one after each Black move").arg(chars, QString::number(n));
    }

    QString separator(const FenToken& t, const QString& chars) const
    {
        const auto& tokens = anatomy_.tokens();
        const auto at = static_cast<std::size_t>(&t - tokens.data());
        const int before = at > 0 ? tokens[at - 1].meaning.field : 0;
        const int after = at + 1 < tokens.size() ? tokens[at + 1].meaning.field : 0;
        if (before == 0)
            return tr("%1: white space before the FEN; it is ignored").arg(chars);
        if (after == 0)
            return tr("%1: white space after the last field; it is ignored").arg(chars);
        const std::string_view bytes = fen_.substr(t.start, t.end - t.start);
        const QString ends = QString::number(before);
        const QString begins = QString::number(after);
        if (bytes.find('_') != std::string_view::npos) {
            return tr("%1: _ joins fields in the URL form of a FEN and is read as a space; field %2 (%3) "
                      "ends and field %4 (%5) begins")
                .arg(chars, ends, fieldName(before), begins, fieldName(after));
        }
        return tr("%1: the space between fields: field %2 (%3) ends and field %4 (%5) begins")
            .arg(chars, ends, fieldName(before), begins, fieldName(after));
    }

    QStringList unknown(const FenToken& t, const QString& chars) const
    {
        // What lenient reading takes and drops as Lichess does (docs/FEN-RULES.md §3) is read,
        // not unreadable: the repair says what became of it.
        for (const FenRepair& r : read_.repairs) {
            const bool dropped = r.code == FenRepairCode::EpWrongRank
                || r.code == FenRepairCode::ThreeCheckCounters || r.code == FenRepairCode::CrazyhousePockets;
            if (dropped && r.start < t.end && t.start < r.end)
                return {describe(r, fen_)};
        }
        const CharMeaning& m = t.meaning;
        switch (m.field) {
        case 1:
            if (m.rank < 1)
                return {tr("%1: this follows rank 1; a board has 8 ranks, so it cannot be read").arg(chars)};
            return {tr("%1: this part of rank %2 cannot be read: a rank holds piece letters (KQRBNP for "
                       "White, kqrbnp for Black) and digits 1-8 for empty squares")
                        .arg(chars, QString::number(m.rank))};
        case 2:
            return {tr("%1 cannot be read: the side to move is w (White) or b (Black)").arg(chars)};
        case 3:
            return {tr("%1 cannot be read: castling is -, or the letters K, Q, k, q (or rook files A-H, "
                       "a-h)")
                        .arg(chars)};
        case 4:
            return {tr("%1 cannot be read: the en passant field is - or a square on rank 3 or 6").arg(chars)};
        case 5:
            return {tr("%1 cannot be read: the halfmove clock is a whole number from 0 to 9999").arg(chars)};
        case 6:
            return {tr("%1 cannot be read: the fullmove number is a whole number from 1 to 9999").arg(chars)};
        default:
            return {
                tr("%1: text past the sixth field; a FEN has six fields, so this is not read").arg(chars)};
        }
    }

    std::string_view fen_;
    FenAnatomy anatomy_;
    FenReadResult read_;
    Square unwrittenEp_;            // the position's ep square the FEN leaves out, or NoSquare
    std::vector<Finding> findings_; // empty when the FEN does not read
};

} // namespace

FenExplanation explainFenPart(std::string_view fen, std::size_t byteIndex, Square unwrittenEp)
{
    return Explainer(fen, unwrittenEp).explain(byteIndex);
}

FenExplanation explainFenPart(const QString& fen, int byteIndex, Square unwrittenEp)
{
    if (byteIndex < 0)
        return {{}, fenExplanationHint(), {}, 0};
    const QByteArray utf8 = fen.toUtf8();
    return explainFenPart(asStringView(utf8), static_cast<std::size_t>(byteIndex), unwrittenEp);
}

QString fenPartHeading(const QString& chars, int field)
{
    return QCoreApplication::translate("FenExplanation", "%1 · Field %2: %3")
        .arg(chars, QString::number(field), fieldName(field));
}

QString fenExplanationHint()
{
    return QCoreApplication::translate(
        "FenExplanation", "Point at a part of the FEN, or put the cursor in it, to see what it means");
}

} // namespace forsyth
