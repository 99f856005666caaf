// The FEN reader: one pass over the text, no allocation unless something needs reporting.
#include "fen.h"
#include "fen_canonical_reader.h"
#include "fen_text.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>

namespace forsyth {
namespace {

struct Span {
    std::size_t start = 0;
    std::size_t end = 0;
    std::size_t size() const { return end - start; }
};

// The span of the character starting at i: a whole UTF-8 sequence, so the editor underlines
// a mistyped 한 or 王 and not half of it.
Span characterAt(std::string_view text, std::size_t i)
{
    std::size_t end = i + 1;
    if (static_cast<unsigned char>(text[i]) >= 0xC0) {
        while (end < text.size() && end < i + 4 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
            ++end;
    }
    return {i, end};
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Three-check's counters as chessops reads them: "W+B" (checks remaining) or "+W+B" (checks
// given), each 0-3 written with at most 4 digits.
bool isRemainingChecks(std::string_view s)
{
    const auto count = [](std::string_view n) {
        const auto value = fenCounter(n);
        return value && *value <= 3;
    };
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    else if (s.find('+') == std::string_view::npos)
        return false;
    const std::size_t plus = s.find('+');
    return plus != std::string_view::npos && count(s.substr(0, plus)) && count(s.substr(plus + 1));
}

class Reader {
public:
    // Reads into `result`, emptied first: a caller reading many lines reuses its vectors.
    Reader(std::string_view text, FenMode mode, FenReadResult& result)
        : result_(result)
        , text_(text)
        , mode_(mode)
    { }

    void read()
    {
        result_.position.reset();
        result_.errors.clear();
        result_.repairs.clear();
        splitFields();
        if (count_ == 0)
            return fail(FenErrorCode::Empty, 1, {0, text_.size()});
        // Lichess's reader takes the variants' extras and drops them (docs/FEN-RULES.md §3);
        // so does the lenient one, saying so.
        std::optional<Span> checks;
        Span placement = fields_[0];
        if (mode_ == FenMode::Lenient) {
            checks = takeThreeCheckCounters();
            placement = withoutPockets(placement);
        }
        if (!readPlacement(placement))
            return;
        const bool ok = (count_ < 2 || readSide(fields_[1])) && (count_ < 3 || readCastling(fields_[2]))
            && (count_ < 4 || readEp(fields_[3])) && (count_ < 5 || readHalfmove(fields_[4]))
            && (count_ < 6 || readFullmove(fields_[5]));
        if (!ok)
            return;
        if (count_ > 6)
            return fail(FenErrorCode::TooManyFields, 7, {fields_[6].start, lastEnd_});
        if (checks)
            repair(FenRepairCode::ThreeCheckCounters, checks->start == fields_[6].start ? 7 : 5, *checks);
        if (count_ < 6) {
            const std::size_t end = fields_[count_ - 1].end;
            repair(FenRepairCode::FieldsDefaulted, static_cast<int>(count_) + 1, {end, end});
        }
        result_.position = position_;
    }

private:
    void splitFields()
    {
        std::size_t i = 0;
        while (i < text_.size()) {
            if (const std::size_t sep = fenSeparatorAt(text_, i)) {
                if (text_[i] == '_' && !underscoreSeen_) {
                    underscoreSeen_ = true;
                    underscore_ = {i, i + 1};
                }
                i += sep;
                continue;
            }
            const std::size_t start = i;
            while (i < text_.size() && fenSeparatorAt(text_, i) == 0)
                ++i;
            if (count_ < fields_.size())
                fields_[count_] = {start, i};
            ++count_;
            lastEnd_ = i;
        }
        // An underscore inside the placement is no separator anyone means; the URL form only
        // ever puts them between fields, so report it once and only when fields were split.
        if (underscoreSeen_ && count_ > 1)
            repair(FenRepairCode::UnderscoreSeparators, 2, underscore_);
    }

    // Repairs made before an error are dropped: they describe a reading that did not happen.
    bool error(FenErrorCode code, int field, Span span, int rank = 0)
    {
        result_.errors.push_back({code, field, span.start, span.end, rank});
        result_.repairs.clear();
        return false;
    }

    void fail(FenErrorCode code, int field, Span span) { error(code, field, span); }

    void repair(FenRepairCode code, int field, Span span)
    {
        result_.repairs.push_back({code, field, span.start, span.end});
    }

    std::string_view textOf(Span s) const { return text_.substr(s.start, s.size()); }

    // Where the current rank's text ends: at the next '/' or the end of the field.
    std::size_t rankEnd(std::size_t from, std::size_t fieldEnd) const
    {
        while (from < fieldEnd && text_[from] != '/')
            ++from;
        return from;
    }

    // Three-check's remaining checks, which chessops reads before the counters ("3+3 0 1") or
    // as a 7th field: taken out of the fields, and their span returned for the repair note.
    std::optional<Span> takeThreeCheckCounters()
    {
        if (count_ >= 5 && count_ <= 7 && isRemainingChecks(textOf(fields_[4]))) {
            const Span taken = fields_[4];
            for (std::size_t i = 4; i + 1 < std::min<std::size_t>(count_, fields_.size()); ++i)
                fields_[i] = fields_[i + 1];
            --count_;
            return taken;
        }
        if (count_ == 7 && isRemainingChecks(textOf(fields_[6]))) {
            --count_;
            return fields_[6];
        }
        return std::nullopt;
    }

    // Crazyhouse's pieces in hand: "[Qn]" after the placement, or a ninth slash-separated
    // group. Only pockets chessops would read (piece letters, 64 at most) are set aside.
    Span withoutPockets(Span field)
    {
        const std::string_view t = textOf(field);
        std::size_t start = std::string_view::npos;
        std::string_view pockets;
        if (!t.empty() && t.back() == ']') {
            start = t.find('[');
            if (start != std::string_view::npos)
                pockets = t.substr(start + 1, t.size() - start - 2);
        } else if (std::count(t.begin(), t.end(), '/') >= 8) { // a count, vectorised: most have 7
            int slashes = 0;
            for (std::size_t i = 0; i < t.size() && start == std::string_view::npos; ++i) {
                if (t[i] == '/' && ++slashes == 8)
                    start = i;
            }
            pockets = t.substr(start + 1);
        }
        if (start == std::string_view::npos || pockets.size() > 64
            || pockets.find_first_not_of("pnbrqkPNBRQK") != std::string_view::npos)
            return field;
        repair(FenRepairCode::CrazyhousePockets, 1, {field.start + start, field.end});
        return {field.start, field.start + start};
    }

    bool readPlacement(Span field)
    {
        // Most placements are canonical, whatever the other fields: read those fast.
        if (readCanonicalPlacement(textOf(field), board_)) {
            position_.setBoard(board_);
            return true;
        }
        int rank = 7;
        int file = 0;
        std::size_t rankStart = field.start;
        bool previousDigit = false;
        bool previousPiece = false;
        for (std::size_t i = field.start; i < field.end; ++i) {
            const char c = text_[i];
            const int rankNumber = rank + 1;
            if (c == '/') {
                if (file < 8)
                    return error(FenErrorCode::RankTooShort, 1, {rankStart, i}, rankNumber);
                if (rank == 0)
                    return error(FenErrorCode::TooManyRanks, 1, {i, field.end}, rankNumber);
                --rank;
                file = 0;
                rankStart = i + 1;
                previousDigit = previousPiece = false;
            } else if (isDigit(c)) {
                if (c == '0' || c == '9')
                    return error(FenErrorCode::BadDigit, 1, {i, i + 1}, rankNumber);
                if (previousDigit) {
                    if (mode_ == FenMode::Strict)
                        return error(FenErrorCode::AdjacentDigits, 1, {i - 1, i + 1}, rankNumber);
                    repair(FenRepairCode::AdjacentDigits, 1, {i - 1, i + 1});
                }
                file += c - '0';
                if (file > 8)
                    return error(
                        FenErrorCode::RankTooLong, 1, {rankStart, rankEnd(i, field.end)}, rankNumber);
                previousDigit = true;
                previousPiece = false;
            } else if (c == '~') {
                if (!previousPiece)
                    return error(FenErrorCode::MisplacedMarker, 1, {i, i + 1}, rankNumber);
                repair(FenRepairCode::PromotedMarker, 1, {i, i + 1});
                previousPiece = false;
            } else if (const Piece piece = pieceFromLetter(c); !piece.empty()) {
                if (file >= 8) {
                    return error(
                        FenErrorCode::RankTooLong, 1, {rankStart, rankEnd(i, field.end)}, rankNumber);
                }
                board_[static_cast<std::size_t>(makeSquare(file, rank))] = piece;
                ++file;
                previousDigit = false;
                previousPiece = true;
            } else if (rank == 0 && file == 8 && (c == 'w' || c == 'W' || c == 'b' || c == 'B' || c == '-')) {
                return error(FenErrorCode::MissingSpace, 1, {rankStart, field.end}, rankNumber);
            } else {
                return error(FenErrorCode::UnknownCharacter, 1, characterAt(text_, i), rankNumber);
            }
        }
        if (file < 8)
            return error(FenErrorCode::RankTooShort, 1, {rankStart, field.end}, rank + 1);
        if (rank > 0)
            return error(FenErrorCode::TooFewRanks, 1, field, rank + 1);
        position_.setBoard(board_);
        return true;
    }

    bool readSide(Span field)
    {
        const std::string_view s = textOf(field);
        if (s == "w" || s == "b") {
            position_.sideToMove = s == "w" ? Color::White : Color::Black;
            return true;
        }
        if (s == "W" || s == "B") {
            if (mode_ == FenMode::Strict)
                return error(FenErrorCode::UppercaseSide, 2, field);
            repair(FenRepairCode::UppercaseSide, 2, field);
            position_.sideToMove = s == "W" ? Color::White : Color::Black;
            return true;
        }
        return error(FenErrorCode::BadSide, 2, field);
    }

    bool readCastling(Span field)
    {
        if (textOf(field) == "-")
            return true;
        // The files each colour's letters name, kept or not: more than two is an error, as
        // Lichess counts them.
        std::array<unsigned, 2> named{0, 0};
        for (std::size_t i = field.start; i < field.end; ++i) {
            const char c = text_[i];
            const bool white = c >= 'A' && c <= 'Z';
            const Color color = white ? Color::White : Color::Black;
            const char lower = white ? static_cast<char>(c - 'A' + 'a') : c;
            int file;
            CastlingSide side;
            if (lower == 'k' || lower == 'q') {
                side = lower == 'k' ? CastlingSide::King : CastlingSide::Queen;
                file = castlingLetterFile(position_, color, side);
            } else if (lower >= 'a' && lower <= 'h') {
                file = lower - 'a';
                side = castlingSideOf(position_, color, file);
            } else {
                return error(FenErrorCode::BadCastling, 3, characterAt(text_, i));
            }
            unsigned& files = named[index(color)];
            if (files & (1u << file)) {
                repair(FenRepairCode::DuplicateCastling, 3, {i, i + 1});
                continue;
            }
            if (std::popcount(files) == 2)
                return error(FenErrorCode::TooManyCastlingRights, 3, {i, i + 1});
            files |= 1u << file;
            const int existing = position_.castling.rookFile(color, side);
            if (existing != CastlingRights::None) {
                if (mode_ == FenMode::Strict)
                    return error(FenErrorCode::CastlingSideTwice, 3, {i, i + 1});
                // Two rooks for one side: Lichess keeps the outer one of those that stand
                // there (docs/FEN-RULES.md §7). The letter not kept is the repair's span.
                repair(FenRepairCode::CastlingSideTwice, 3, {i, i + 1});
                if (!keepsNewRook(color, side, existing, file))
                    continue;
            }
            position_.castling.set(color, side, file);
        }
        return true;
    }

    // Of two rights for one side of c's king, whether Lichess keeps the one with the rook on
    // `file` over the one on `existing`: a rook of c standing on it beats none, then the outer.
    bool keepsNewRook(Color c, CastlingSide side, int existing, int file) const
    {
        const Piece rook{PieceType::Rook, c};
        const bool oldStands = position_.pieceAt(makeSquare(existing, backRank(c))) == rook;
        const bool newStands = position_.pieceAt(makeSquare(file, backRank(c))) == rook;
        if (oldStands != newStands)
            return newStands;
        return side == CastlingSide::King ? file > existing : file < existing;
    }

    bool readEp(Span field)
    {
        const std::string_view s = textOf(field);
        if (s == "-")
            return true;
        const auto square = parseSquare(s);
        if (!square)
            return error(FenErrorCode::BadEpSquare, 4, field);
        if (rankOf(*square) != 2 && rankOf(*square) != 5) {
            if (mode_ == FenMode::Strict)
                return error(FenErrorCode::EpWrongRank, 4, field);
            repair(FenRepairCode::EpWrongRank, 4, field);
            return true;
        }
        position_.epSquare = *square;
        return true;
    }

    bool readHalfmove(Span field)
    {
        const auto value = fenCounter(textOf(field));
        if (!value)
            return error(FenErrorCode::BadHalfmove, 5, field);
        position_.halfmoveClock = *value;
        return true;
    }

    bool readFullmove(Span field)
    {
        const auto value = fenCounter(textOf(field));
        if (!value)
            return error(FenErrorCode::BadFullmove, 6, field);
        if (*value == 0)
            repair(FenRepairCode::FullmoveZero, 6, field);
        position_.fullmoveNumber = *value == 0 ? 1 : *value;
        return true;
    }

    FenReadResult& result_;
    std::string_view text_;
    FenMode mode_;
    std::array<Span, 7> fields_{};
    std::size_t count_ = 0;
    std::size_t lastEnd_ = 0;
    bool underscoreSeen_ = false;
    Span underscore_{};
    std::array<Piece, 64> board_{};
    Position position_;
};

} // namespace

void readFenFully(std::string_view text, FenMode mode, FenReadResult& into)
{
    Reader(text, mode, into).read();
}

FenReadResult readFenFully(std::string_view text, FenMode mode)
{
    FenReadResult result;
    readFenFully(text, mode, result);
    return result;
}

FenReadResult readFen(std::string_view text, FenMode mode)
{
    FenReadResult result;
    if (readCanonicalFen(text, result.position.emplace()))
        return result;
    return readFenFully(text, mode);
}

} // namespace forsyth
