// FEN anatomy: the reader's reading, kept byte by byte instead of thrown away after parsing.
#include "fen_anatomy.h"
#include "fen_text.h"

#include <algorithm>
#include <iterator>
#include <optional>

namespace forsyth {
namespace {

class Builder {
public:
    explicit Builder(std::string_view text)
        : text_(text)
    { }

    void build()
    {
        int field = 0;
        std::size_t i = 0;
        while (i < text_.size()) {
            if (fenSeparatorAt(text_, i) != 0) {
                const std::size_t start = i;
                while (i < text_.size()) {
                    const std::size_t sep = fenSeparatorAt(text_, i);
                    if (sep == 0)
                        break;
                    i += sep;
                }
                add(start, i, meaning(FenPart::Separator, 0));
                continue;
            }
            const std::size_t start = i;
            while (i < text_.size() && fenSeparatorAt(text_, i) == 0)
                ++i;
            ++field;
            if (field > 6) {
                // The reader refuses a seventh field; one token for all of it keeps a huge
                // paste of words from costing a token a word.
                add(start, text_.size(), meaning(FenPart::Unknown, 7));
                break;
            }
            switch (field) {
            case 1:
                placement(start, i);
                break;
            case 2:
                side(start, i);
                break;
            case 3:
                castling(start, i);
                break;
            case 4:
                ep(start, i);
                break;
            default:
                counter(start, i, field);
                break;
            }
        }
    }

private:
    static CharMeaning meaning(FenPart part, int field, int rank = 0)
    {
        CharMeaning m;
        m.part = part;
        m.field = field;
        m.rank = rank;
        return m;
    }

    void add(std::size_t start, std::size_t end, const CharMeaning& m)
    {
        if (start < end)
            tokens_.push_back({start, end, m});
    }

    std::size_t rankTextEnd(std::size_t from, std::size_t end) const
    {
        while (from < end && text_[from] != '/')
            ++from;
        return from;
    }

    void placement(std::size_t start, std::size_t end)
    {
        int rank = 7;
        int file = 0;
        Square lastPiece = NoSquare;
        for (std::size_t k = start; k < end; ++k) {
            const char c = text_[k];
            if (rank < 0) {
                add(k, end, meaning(FenPart::Unknown, 1));
                return;
            }
            CharMeaning m = meaning(FenPart::Unknown, 1, rank + 1);
            const Piece piece = pieceFromLetter(c);
            if (c == '/') {
                m.part = FenPart::RankEnd;
                m.squares = rankMask(rank);
                add(k, k + 1, m);
                --rank;
                file = 0;
                lastPiece = NoSquare;
                continue;
            }
            if (c >= '1' && c <= '8' && file + (c - '0') <= 8) {
                m.part = FenPart::EmptyRun;
                for (const int to = file + (c - '0'); file < to; ++file) {
                    m.squares |= bit(makeSquare(file, rank));
                    squareSpans_[static_cast<std::size_t>(makeSquare(file, rank))] = {k, k + 1};
                }
                add(k, k + 1, m);
                lastPiece = NoSquare;
                continue;
            }
            if (c == '~' && lastPiece != NoSquare) {
                m.part = FenPart::PromotedMarker;
                m.squares = bit(lastPiece);
                add(k, k + 1, m);
                lastPiece = NoSquare;
                continue;
            }
            if (!piece.empty() && file < 8) {
                const Square s = makeSquare(file++, rank);
                pos_.setPiece(s, piece);
                m.part = FenPart::Piece;
                m.squares = bit(s);
                squareSpans_[static_cast<std::size_t>(s)] = {k, k + 1};
                add(k, k + 1, m);
                lastPiece = s;
                continue;
            }
            // Past a mistake the files of this rank are guesses; the next '/' makes them
            // certain again, so only the rest of this rank is unknown.
            const std::size_t stop = rankTextEnd(k, end);
            add(k, stop, m);
            k = stop - 1;
            file = 8;
            lastPiece = NoSquare;
        }
    }

    void side(std::size_t start, std::size_t end)
    {
        const std::string_view s = text_.substr(start, end - start);
        CharMeaning m = meaning(FenPart::Unknown, 2);
        if (s == "w" || s == "b" || s == "W" || s == "B") {
            m.part = FenPart::Side;
            m.color = s == "w" || s == "W" ? Color::White : Color::Black;
            m.squares = pos_.pieces(m.color);
            pos_.sideToMove = m.color;
        }
        add(start, end, m);
    }

    void castling(std::size_t start, std::size_t end)
    {
        if (text_.substr(start, end - start) == "-") {
            add(start, end, meaning(FenPart::NoCastling, 3));
            return;
        }
        int distinct[2] = {0, 0};
        for (std::size_t k = start; k < end; ++k) {
            const char c = text_[k];
            const bool white = c >= 'A' && c <= 'Z';
            const Color color = white ? Color::White : Color::Black;
            const char lower = white ? static_cast<char>(c - 'A' + 'a') : c;
            int file = CastlingRights::None;
            CastlingSide castlingSide = CastlingSide::King;
            // The rule lives in position.h; the reader and this both call it.
            if (lower == 'k' || lower == 'q') {
                castlingSide = lower == 'k' ? CastlingSide::King : CastlingSide::Queen;
                file = castlingLetterFile(pos_, color, castlingSide);
            } else if (lower >= 'a' && lower <= 'h') {
                file = lower - 'a';
                castlingSide = castlingSideOf(pos_, color, file);
            }
            const int existing
                = file == CastlingRights::None ? file : pos_.castling.rookFile(color, castlingSide);
            // Refused as the reader refuses: the rest of the field is what it never reads.
            if (file == CastlingRights::None
                || (existing != file && (distinct[index(color)] == 2 || existing != CastlingRights::None))) {
                add(k, end, meaning(FenPart::Unknown, 3));
                return;
            }
            if (existing != file) {
                pos_.castling.set(color, castlingSide, file);
                ++distinct[index(color)];
            }
            CharMeaning m = meaning(FenPart::CastlingLetter, 3);
            m.color = color;
            m.castlingSide = castlingSide;
            m.rookByFile = lower != 'k' && lower != 'q';
            m.king = castlingKing(pos_, color);
            m.rook = makeSquare(file, backRank(color));
            m.squares = bit(m.rook) | (m.king == NoSquare ? 0 : bit(m.king));
            add(k, k + 1, m);
        }
    }

    void ep(std::size_t start, std::size_t end)
    {
        const std::string_view s = text_.substr(start, end - start);
        CharMeaning m = meaning(FenPart::Unknown, 4);
        if (s == "-") {
            m.part = FenPart::NoEp;
        } else if (const auto square = parseSquare(s);
                   square && (rankOf(*square) == 2 || rankOf(*square) == 5)) {
            // Rank 3: a white pawn passed it, now one rank up; rank 6: a black one, one down.
            const bool white = rankOf(*square) == 2;
            m.part = FenPart::EpSquare;
            m.color = white ? Color::White : Color::Black;
            m.epSquare = *square;
            m.epPawn = white ? *square + 8 : *square - 8;
            m.epPawnFrom = white ? *square - 8 : *square + 8;
            // And the pawns beside it that could take it en passant, legal or not (the
            // teaching view says which may: docs/FEN-RULES.md §8).
            m.squares = bit(m.epSquare) | bit(m.epPawn)
                | (pawnAttacks(m.color, m.epSquare) & pos_.pieces(opposite(m.color), PieceType::Pawn));
        }
        add(start, end, m);
    }

    void counter(std::size_t start, std::size_t end, int field)
    {
        CharMeaning m = meaning(FenPart::Unknown, field);
        if (const auto value = fenCounter(text_.substr(start, end - start))) {
            m.part = field == 5 ? FenPart::Halfmove : FenPart::Fullmove;
            m.counter = *value;
        }
        add(start, end, m);
    }

    std::string_view text_;
    Position pos_; // the board as read so far: castling letters resolve against it

public:
    std::vector<FenToken> tokens_;
    std::array<std::pair<std::size_t, std::size_t>, 64> squareSpans_{};
};

} // namespace

CharMeaning FenAnatomy::meaningAt(std::size_t index) const
{
    const auto it = std::upper_bound(
        tokens_.begin(), tokens_.end(), index, [](std::size_t i, const FenToken& t) { return i < t.start; });
    if (it == tokens_.begin() || index >= std::prev(it)->end)
        return {};
    return std::prev(it)->meaning;
}

std::pair<std::size_t, std::size_t> FenAnatomy::spanOfSquare(Square s) const
{
    if (s < 0 || s >= 64)
        return {0, 0};
    return squareSpans_[static_cast<std::size_t>(s)];
}

std::vector<CharMeaning> FenAnatomy::perByte() const
{
    std::vector<CharMeaning> out(size_);
    for (const FenToken& t : tokens_)
        std::fill(out.begin() + static_cast<std::ptrdiff_t>(t.start),
            out.begin() + static_cast<std::ptrdiff_t>(t.end), t.meaning);
    return out;
}

FenAnatomy anatomize(std::string_view fen)
{
    Builder builder(fen);
    builder.build();
    return FenAnatomy(std::move(builder.tokens_), builder.squareSpans_, fen.size());
}

} // namespace forsyth
