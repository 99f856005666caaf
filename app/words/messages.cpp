#include "messages.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QStringList>

#include <algorithm>
#include <array>
#include <atomic>
#include <unordered_map>

namespace forsyth {
namespace {

std::atomic<unsigned> languageGeneration{0};

// QCoreApplication::translate, remembered by each thread until the language changes, keyed by
// the address of the source text (each call passes a literal). QCoreApplication::translate takes
// a lock all threads share, which check's two workers would otherwise meet on every damaged line.
// lupdate finds the texts by this function's name.
QString translate(const char* context, const char* source)
{
    thread_local struct {
        unsigned generation = ~0u;
        std::unordered_map<const char*, QString> texts;
    } remembered;
    const unsigned generation = languageGeneration.load(std::memory_order_acquire);
    if (remembered.generation != generation) {
        remembered.texts.clear();
        remembered.generation = generation;
    }
    const auto [at, added] = remembered.texts.try_emplace(source);
    if (added)
        at->second = QCoreApplication::translate(context, source);
    return at->second;
}

std::string_view spanOf(std::string_view input, std::size_t start, std::size_t end)
{
    start = std::min(start, input.size());
    end = std::clamp(end, start, input.size());
    return input.substr(start, end - start);
}

// Squares a piece of rank text counts: letters one each, digits their value.
int squaresIn(std::string_view rankText)
{
    int count = 0;
    for (const char c : rankText) {
        if (c >= '1' && c <= '9')
            count += c - '0';
        else if (!pieceFromLetter(c).empty())
            ++count;
    }
    return count;
}

// Where the rank holding input[at] begins: after the previous '/' or the field's start.
std::size_t rankStartBefore(std::string_view input, std::size_t at)
{
    while (at > 0) {
        const char c = input[at - 1];
        if (c == '/' || c == ' ' || c == '\t' || c == '_' || static_cast<unsigned char>(c) >= 0x80)
            break;
        --at;
    }
    return at;
}

QString fieldLabel(int field)
{
    return translate("Messages", "Field %1 (%2)").arg(field).arg(fieldName(field));
}

QString placementError(const FenError& e, std::string_view input, const QString& text)
{
    const QString rank = QString::number(e.rank);
    switch (e.code) {
    case FenErrorCode::UnknownCharacter:
    case FenErrorCode::BadDigit:
    case FenErrorCode::MisplacedMarker: {
        const std::size_t rankStart = rankStartBefore(input, e.start);
        const int file = squaresIn(spanOf(input, rankStart, e.start));
        const QString where = file < 8
            ? translate("Messages", "Rank %1, square %2").arg(rank, squareText(makeSquare(file, e.rank - 1)))
            : translate("Messages", "Rank %1, after its 8 squares").arg(rank);
        if (e.code == FenErrorCode::BadDigit)
            return translate("Messages", "%1: %2 counts no squares; use a digit 1-8 for empty squares")
                .arg(where, text);
        if (e.code == FenErrorCode::MisplacedMarker)
            return translate("Messages", "%1: the promotion marker ~ must follow a piece letter").arg(where);
        return translate("Messages", "%1: %2 is no piece letter (KQRBNP, kqrbnp), digit 1-8 or /")
            .arg(where, text);
    }
    case FenErrorCode::AdjacentDigits:
        return translate(
            "Messages", "Rank %1: adjacent digits %2; strict mode wants one digit for a run of empty squares")
            .arg(rank, text);
    case FenErrorCode::RankTooLong:
        return translate("Messages", "Rank %1 (%2) has %3 squares; a rank has 8")
            .arg(rank, text, QString::number(squaresIn(spanOf(input, e.start, e.end))));
    case FenErrorCode::RankTooShort:
        if (e.start == e.end)
            return translate("Messages", "Rank %1 is empty; a rank has 8 squares").arg(rank);
        return translate("Messages", "Rank %1 (%2) covers only %3 of its 8 squares")
            .arg(rank, text, QString::number(squaresIn(spanOf(input, e.start, e.end))));
    case FenErrorCode::TooManyRanks: {
        const auto extra = spanOf(input, e.start, e.end);
        const auto ranks = 8 + std::count(extra.begin(), extra.end(), '/');
        return translate("Messages", "The placement has %1 ranks (%2 is too much); a board has 8")
            .arg(QString::number(ranks), text);
    }
    case FenErrorCode::TooFewRanks:
        return translate("Messages", "The placement has only %1 of the 8 ranks").arg(9 - e.rank);
    case FenErrorCode::MissingSpace: {
        // Rank 1 is complete after its 8 squares; what follows belongs to the next field.
        const auto rankText = spanOf(input, e.start, e.end);
        std::size_t cut = 0;
        for (int squares = 0; cut < rankText.size() && squares < 8; ++cut) {
            if (rankText[cut] != '~')
                squares += squaresIn(rankText.substr(cut, 1));
        }
        while (cut < rankText.size() && rankText[cut] == '~')
            ++cut;
        return translate("Messages", "Rank 1 %1 runs into the next field: a space is missing before %2")
            .arg(text, quoted(rankText.substr(cut)));
    }
    default:
        return {};
    }
}

} // namespace

void forgetRememberedMessages() { languageGeneration.fetch_add(1, std::memory_order_release); }

QString squareText(Square s) { return QString::fromStdString(squareName(s)); }

QString squareList(Bitboard squares)
{
    QStringList names;
    while (squares)
        names << squareText(popLowest(squares));
    //: the separator between squares in a list: "e1, h1"
    return names.join(translate("Messages", ", "));
}

namespace {

// Characters that change how text around them is shown without showing themselves: zero-width
// spaces and joiners, direction marks, embeddings, overrides and isolates, the soft hyphen,
// the byte-order mark. Pasted text may carry them (by accident or to mislead), so a quote shows
// each as <U+XXXX> instead of obeying it.
bool isInvisible(char32_t c)
{
    return c == 0x00AD || c == 0x061C || c == 0x180E || (c >= 0x200B && c <= 0x200F)
        || (c >= 0x202A && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF;
}

bool isRightToLeft(char32_t c)
{
    const QChar::Direction d = QChar::direction(c);
    return d == QChar::DirR || d == QChar::DirAL || d == QChar::DirAN;
}

} // namespace

QString quoted(std::string_view text, std::size_t maxBytes)
{
    // Printable ASCII needs none of what follows (no control, invisible or right-to-left
    // character): the common case of `check` on damaged FENs, kept cheap.
    if (text.size() <= maxBytes
        && std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7F; })) {
        QString shown;
        shown.reserve(static_cast<qsizetype>(text.size()) + 2);
        return shown.append(QLatin1Char('"'))
            .append(QLatin1String(text.data(), static_cast<qsizetype>(text.size())))
            .append(QLatin1Char('"'));
    }
    const std::size_t total = text.size();
    std::size_t cut = text.size();
    if (total > maxBytes) {
        cut = maxBytes > 8 ? maxBytes - 4 : maxBytes;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
            --cut; // do not split a UTF-8 character
    }
    // A leading BOM is kept (fromUtf8 would drop it unseen): it is one of the invisible ones.
    // Stateless: a character cut short at the end is shown, a U+FFFD for each of its bytes,
    // where a decoder waiting for more bytes would hold it back and show nothing.
    QStringDecoder decode(
        QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom | QStringDecoder::Flag::Stateless);
    const QString decoded = decode(QByteArrayView(text.data(), static_cast<qsizetype>(cut)));
    QString shown;
    shown.reserve(decoded.size() + 8);
    bool rightToLeft = false;
    for (const char32_t c : decoded.toUcs4()) {
        if (c == '\n') {
            shown += QChar(0x21B5); // ↵: a line break, shown where it is
        } else if (c == '\r') {
            continue; // the ↵ of the line break it belongs to is enough
        } else if (c < 0x20 || c == 0x7F) {
            shown += QChar(c == 0x7F ? 0x2421 : 0x2400 + c); // the control's own picture: ␉, ␀
        } else if (isInvisible(c)) {
            shown += QStringLiteral("<U+%1>").arg(static_cast<uint>(c), 4, 16, QLatin1Char('0')).toUpper();
        } else {
            rightToLeft = rightToLeft || isRightToLeft(c);
            shown += QString::fromUcs4(&c, 1);
        }
    }
    // Right-to-left letters would reorder the message around them: isolate the quote
    // (FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE) so only the quote reads that way.
    if (rightToLeft)
        shown = QChar(0x2068) + shown + QChar(0x2069);
    const QString result = QLatin1Char('"') + shown;
    if (cut < total) {
        return translate("Messages", "%1…\" (%2 bytes)").arg(result, QString::number(total));
    }
    return result + QLatin1Char('"');
}

QString fieldName(int field)
{
    switch (field) {
    case 1:
        return translate("Messages", "placement");
    case 2:
        return translate("Messages", "side to move");
    case 3:
        return translate("Messages", "castling");
    case 4:
        return translate("Messages", "en passant");
    case 5:
        return translate("Messages", "halfmove clock");
    case 6:
        return translate("Messages", "fullmove number");
    default:
        return translate("Messages", "extra field");
    }
}

QString severityText(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return translate("Messages", "error");
    case Severity::Warning:
        return translate("Messages", "warning");
    case Severity::Info:
        return translate("Messages", "info");
    }
    return {};
}

QString describe(const FenError& e, std::string_view input)
{
    const std::string_view span = spanOf(input, e.start, e.end);
    const QString text = quoted(span);
    // Placement errors, the most common, do not name their field: labelled only when needed.
    const auto field = [&] { return fieldLabel(e.field); };
    switch (e.code) {
    case FenErrorCode::Empty:
        return translate("Messages", "Nothing to read: the text is empty or only white space");
    case FenErrorCode::TooManyFields:
        return translate("Messages", "%1 follows the sixth field; a FEN has at most 6 fields").arg(text);
    case FenErrorCode::UnknownCharacter:
    case FenErrorCode::BadDigit:
    case FenErrorCode::AdjacentDigits:
    case FenErrorCode::RankTooLong:
    case FenErrorCode::RankTooShort:
    case FenErrorCode::TooManyRanks:
    case FenErrorCode::TooFewRanks:
    case FenErrorCode::MisplacedMarker:
    case FenErrorCode::MissingSpace:
        return placementError(e, input, text);
    case FenErrorCode::BadSide:
        return translate("Messages", "%1 is %2; expected w or b").arg(field(), text);
    case FenErrorCode::UppercaseSide:
        return translate("Messages", "%1 is %2; strict mode wants lower case w or b").arg(field(), text);
    case FenErrorCode::BadCastling:
        if (span == "-")
            return translate("Messages", "%1: - stands alone; it cannot go with castling letters")
                .arg(field());
        return translate("Messages", "%1: %2 is no castling letter; expected -, KQkq or files A-H, a-h")
            .arg(field(), text);
    case FenErrorCode::TooManyCastlingRights: {
        const bool white = !span.empty() && span[0] >= 'A' && span[0] <= 'Z';
        return (white ? translate(
                    "Messages", "%1: %2 would give White a third castling right; a king has two at most")
                      : translate("Messages",
                          "%1: %2 would give Black a third castling right; a king has two at most"))
            .arg(field(), text);
    }
    case FenErrorCode::CastlingSideTwice:
        return translate("Messages", "%1: %2 names a second rook on a side of the king that already has one")
            .arg(field(), text);
    case FenErrorCode::BadEpSquare:
        return translate("Messages", "%1 is %2; expected - or a square such as e3").arg(field(), text);
    case FenErrorCode::EpWrongRank:
        return translate("Messages", "%1 is %2; an en-passant square is on rank 3 or 6").arg(field(), text);
    case FenErrorCode::BadHalfmove:
    case FenErrorCode::BadFullmove:
        return translate("Messages", "%1 is %2; expected a whole number 0-9999").arg(field(), text);
    }
    return translate("Messages", "%1: cannot read %2").arg(field(), text);
}

QString describe(const FenRepair& r, std::string_view input)
{
    const std::string_view span = spanOf(input, r.start, r.end);
    switch (r.code) {
    case FenRepairCode::FieldsDefaulted: {
        static constexpr std::array<const char*, 5> Defaults{"w", "-", "-", "0", "1"};
        QStringList values;
        for (int field = std::max(r.field, 2); field <= 6; ++field)
            values << QString::fromLatin1(Defaults[static_cast<std::size_t>(field - 2)]);
        if (r.field >= 6)
            return translate("Messages", "Field 6 (fullmove number) missing; read as 1");
        return translate("Messages", "Fields %1-6 missing; read as \"%2\"")
            .arg(QString::number(r.field), values.join(QLatin1Char(' ')));
    }
    case FenRepairCode::UnderscoreSeparators:
        return translate("Messages", "Fields joined by _ (the URL form); read as spaces");
    case FenRepairCode::AdjacentDigits:
        return translate("Messages", "Adjacent digits %1 read as %2 empty squares")
            .arg(quoted(span), QString::number(squaresIn(span)));
    case FenRepairCode::PromotedMarker:
        return translate("Messages", "Promotion marker ~ after %1 ignored")
            .arg(quoted(spanOf(input, r.start > 0 ? r.start - 1 : 0, r.start)));
    case FenRepairCode::UppercaseSide:
        return translate("Messages", "Side to move %1 read as %2")
            .arg(quoted(span), span == "B" ? QStringLiteral("b") : QStringLiteral("w"));
    case FenRepairCode::FullmoveZero:
        return translate("Messages", "Fullmove number 0 read as 1");
    case FenRepairCode::DuplicateCastling:
        return translate("Messages", "Castling right %1 given twice; read once").arg(quoted(span));
    case FenRepairCode::EpWrongRank:
        return translate("Messages", "En passant square %1 dropped: an en passant square is on rank 3 or 6")
            .arg(quoted(span));
    case FenRepairCode::CastlingSideTwice:
        return translate("Messages",
            "Castling right %1 names a second rook on the same side of the king: one right is kept, "
            "the outer rook's that stands there, as Lichess keeps it")
            .arg(quoted(span));
    case FenRepairCode::ThreeCheckCounters:
        return translate("Messages", "Three-check counters %1 ignored: Forsyth edits standard chess")
            .arg(quoted(span));
    case FenRepairCode::CrazyhousePockets:
        return translate("Messages", "Crazyhouse pieces in hand %1 ignored: Forsyth edits standard chess")
            .arg(quoted(span));
    }
    return translate("Messages", "Repaired %1").arg(quoted(span));
}

QString describe(const Finding& f, const Position& pos, CastlingNotation notation)
{
    const bool white = f.color == Color::White;
    const QString squares = squareList(f.squares);
    const int count = popCount(f.squares);
    const Square first = f.squares ? lowest(f.squares) : NoSquare;
    switch (f.code) {
    case FindingCode::EmptyBoard:
        return translate("Messages", "The board is empty");
    case FindingCode::MissingKing:
        return white ? translate("Messages", "White has no king")
                     : translate("Messages", "Black has no king");
    case FindingCode::TooManyKings:
        return (white ? translate("Messages", "White has %1 kings: %2")
                      : translate("Messages", "Black has %1 kings: %2"))
            .arg(QString::number(count), squares);
    case FindingCode::PawnOnBackRank:
        return (count == 1 ? translate("Messages", "Pawn on a back rank: %1")
                           : translate("Messages", "Pawns on a back rank: %1"))
            .arg(squares);
    case FindingCode::OppositeCheck:
        return (white ? translate("Messages", "White is in check while Black is to move: %1")
                      : translate("Messages", "Black is in check while White is to move: %1"))
            .arg(squares);
    case FindingCode::TooManyPawns:
        return white ? translate("Messages", "White has more than 8 pawns")
                     : translate("Messages", "Black has more than 8 pawns");
    case FindingCode::TooManyPieces:
        return white ? translate("Messages", "White has more than 16 pieces")
                     : translate("Messages", "Black has more than 16 pieces");
    case FindingCode::TooManyPromoted:
        return white ? translate("Messages", "White has more promoted pieces than missing pawns")
                     : translate("Messages", "Black has more promoted pieces than missing pawns");
    case FindingCode::ImpossibleCheck:
        return translate("Messages", "No single move can give this check: %1").arg(squares);
    case FindingCode::CheckNotExplainedByEp:
        return translate("Messages",
            "The double pawn push the en-passant square says was just played cannot give this check: %1")
            .arg(squares);
    case FindingCode::CastlingRookMissing: {
        // The right's letter as the FEN shows it; the finding's square is the right's rook file.
        const int file = first == NoSquare ? 7 : fileOf(first);
        const CastlingSide side = pos.castling.rookFile(f.color, CastlingSide::Queen) == file
            ? CastlingSide::Queen
            : CastlingSide::King;
        const char letter = castlingLetter(pos, f.color, side, file, notation);
        return (white ? translate("Messages", "Castling right %1: no white rook on %2")
                      : translate("Messages", "Castling right %1: no black rook on %2"))
            .arg(QChar::fromLatin1(letter), squareText(first));
    }
    case FindingCode::CastlingKingOnCornerFile:
        return (white
                ? translate("Messages",
                    "White may castle, but its king is on the a- or h-file, where no game starts it: %1")
                : translate("Messages",
                    "Black may castle, but its king is on the a- or h-file, where no game starts it: %1"))
            .arg(squares);
    case FindingCode::CastlingRookWrongSide:
        return (white ? translate("Messages", "White's castling rook is on the wrong side of its king: %1")
                      : translate("Messages", "Black's castling rook is on the wrong side of its king: %1"))
            .arg(squares);
    case FindingCode::CastlingKingMisplaced:
        if (first == NoSquare) {
            return white ? translate("Messages", "White may castle but has no king")
                         : translate("Messages", "Black may castle but has no king");
        }
        return (white ? translate("Messages", "White may castle but its king is not on rank 1: %1")
                      : translate("Messages", "Black may castle but its king is not on rank 8: %1"))
            .arg(squares);
    case FindingCode::EpNotPlausible:
        return translate("Messages", "En-passant square %1 is not plausible: no pawn can just have passed it")
            .arg(squares);
    case FindingCode::HalfmoveWithEp:
        return translate(
            "Messages", "The halfmove clock is not 0, yet the en-passant square says a pawn just moved");
    case FindingCode::HalfmoveTooLarge:
        return translate("Messages", "The halfmove clock counts more plies than the fullmove number allows");
    case FindingCode::EpNotCapturable:
        return translate("Messages", "En-passant square %1: no legal en-passant capture").arg(squares);
    case FindingCode::FiftyMoveRule:
        return translate("Messages", "50-move rule: either side may claim a draw");
    case FindingCode::SeventyFiveMoveRule:
        return translate("Messages", "75-move rule: the game is drawn");
    case FindingCode::Chess960Castling:
        return (white ? translate("Messages", "White's castling rights read as Chess960: %1")
                      : translate("Messages", "Black's castling rights read as Chess960: %1"))
            .arg(squares);
    case FindingCode::Check:
        return white ? translate("Messages", "White is in check")
                     : translate("Messages", "Black is in check");
    case FindingCode::Checkmate:
        return white ? translate("Messages", "White is checkmated")
                     : translate("Messages", "Black is checkmated");
    case FindingCode::Stalemate:
        return white ? translate("Messages", "Stalemate: White has no legal move")
                     : translate("Messages", "Stalemate: Black has no legal move");
    case FindingCode::InsufficientMaterial:
        return translate("Messages", "Insufficient material: neither side can mate");
    }
    return QString::fromLatin1(codeName(f.code));
}

QString pieceName(Piece piece)
{
    const char* names[2][7] = {
        {QT_TRANSLATE_NOOP("Piece", "no piece"), QT_TRANSLATE_NOOP("Piece", "white pawn"),
            QT_TRANSLATE_NOOP("Piece", "white knight"), QT_TRANSLATE_NOOP("Piece", "white bishop"),
            QT_TRANSLATE_NOOP("Piece", "white rook"), QT_TRANSLATE_NOOP("Piece", "white queen"),
            QT_TRANSLATE_NOOP("Piece", "white king")},
        {QT_TRANSLATE_NOOP("Piece", "no piece"), QT_TRANSLATE_NOOP("Piece", "black pawn"),
            QT_TRANSLATE_NOOP("Piece", "black knight"), QT_TRANSLATE_NOOP("Piece", "black bishop"),
            QT_TRANSLATE_NOOP("Piece", "black rook"), QT_TRANSLATE_NOOP("Piece", "black queen"),
            QT_TRANSLATE_NOOP("Piece", "black king")},
    };
    return QCoreApplication::translate("Piece", names[index(piece.color)][static_cast<int>(piece.type)]);
}

} // namespace forsyth
