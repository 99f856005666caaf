#include "pieces_alike.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace forsyth {
namespace {

// Measured on evaluate.py's boards of six sets never trained on (docs/MODEL.md §4): two pieces
// of one kind overlap 0.94 in the median, two of different kinds at most 0.84 in 99 of 100 pairs.
constexpr float Alike = 0.9f;
constexpr float Unlike = 0.8f;
constexpr float Sure = 0.99f;      // a kind's pieces that say how it is drawn here
constexpr float Certain = 0.9999f; // read so, left: a blurred outline errs more often
constexpr float SureEnough = 0.9f; // the pieces drawn alike that say what one unlike its kind is
constexpr float OtherColour = 60;  // fill apart, of one shape
constexpr float SameInk = 40;      // ink within, of one shape and colour drawn alike
// A board draws its colours in tones apart when the median fills of the pieces read surely in
// each are this far apart (staunty's grey and white: 140), and a piece is in the tone of another
// when their fills are this near (docs/MODEL.md §4).
constexpr float ColoursApart = 100;
constexpr float SameTone = 20;
// The inside of a piece drawn as an outline alone is its square: its median colour that near.
// staunty's grey pieces on squares of nearly their grey are 21 and more (docs/MODEL.md §4).
constexpr float SquareShowsThrough = 10;
// A piece drawn unlike its kind takes an alternative the network gave at least KindOffered;
// read surely, at least KindOfferedSurelyRead; a kind not offered on a square drawn like it weighs
// as KindNotOffered. On evaluate.py's 7,300 boards a tenth or ten times each changed one board at
// most (docs/MODEL.md §4).
constexpr float KindOffered = 1e-5f;
constexpr float KindOfferedSurelyRead = 1e-4f;
constexpr float KindNotOffered = 1e-4f;
// Squares smaller than this, in pixels, have outlines too coarse to rule a kind out: blurred, a
// white piece on a light square loses its sides.
constexpr float SmallestSquare = 20;

bool isKing(Piece p) { return p.type == PieceType::King; }
// Whether the rules may change a square holding `piece` as read on `seen`: kings are settleKings's,
// and a piece read beyond Certain is left.
bool judged(Piece piece, const SeenSquare& seen)
{
    return !piece.empty() && !isKing(piece) && seen.confidence < Certain;
}
bool hollow(const DrawnPieces& drawn, std::size_t x)
{
    return drawn.insideFromSquare[x] < SquareShowsThrough;
}

// The upper median of `values` (not empty).
float median(std::vector<float> values)
{
    std::nth_element(values.begin(), values.begin() + static_cast<long>(values.size() / 2), values.end());
    return values[values.size() / 2];
}

// How like the piece on x is drawn to the nearest of `squares`.
float nearest(const DrawnPieces& drawn, std::size_t x, const std::vector<std::size_t>& squares)
{
    float most = 0;
    for (const std::size_t y : squares)
        most = std::max(most, drawn.likeness[x][y]);
    return most;
}

// Whether pieces show how their kind is drawn here: two or more, drawn alike among themselves (in
// the median of their pairs).
bool drawnAlike(const DrawnPieces& drawn, const std::vector<std::size_t>& squares)
{
    if (squares.size() < 2)
        return false;
    std::vector<float> among;
    for (std::size_t a = 0; a < squares.size(); ++a) {
        for (std::size_t b = a + 1; b < squares.size(); ++b)
            among.push_back(drawn.likeness[squares[a]][squares[b]]);
    }
    return median(std::move(among)) >= Alike;
}

// The kind a piece unlike the others read as its kind takes, if drawn like pieces all read as
// one other kind (PieceType::None: none).
PieceType kindDrawnLike(const std::array<SeenSquare, 64>& read, const DrawnPieces& drawn, std::size_t x)
{
    const PieceType kind = read[x].piece.type;
    std::vector<std::size_t> fellows; // of its colour too: a set may draw White's outlines apart
    for (std::size_t y = 0; y < 64; ++y) {
        if (y != x && read[y].piece == read[x].piece && read[y].confidence >= Sure)
            fellows.push_back(y);
    }
    if (!drawnAlike(drawn, fellows) || nearest(drawn, x, fellows) >= Unlike)
        return PieceType::None;
    PieceType other = PieceType::None;
    for (std::size_t y = 0; y < 64; ++y) {
        const SeenSquare& like = read[y];
        if (y == x || like.piece.empty() || like.piece.type == kind || like.confidence < SureEnough
            || drawn.likeness[x][y] < Alike)
            continue;
        if (other != PieceType::None && other != like.piece.type)
            return PieceType::None;
        other = like.piece.type;
    }
    return other == PieceType::King ? PieceType::None : other;
}

// The pieces other than the one on x read surely as `kind`, of either colour.
std::vector<std::size_t> surelyOfKind(const std::array<Piece, 64>& pieces,
    const std::array<SeenSquare, 64>& read, std::size_t x, PieceType kind)
{
    std::vector<std::size_t> squares;
    for (std::size_t y = 0; y < 64; ++y) {
        if (y != x && pieces[y].type == kind && read[y].confidence >= Sure)
            squares.push_back(y);
    }
    return squares;
}

// Whether the pieces on `squares` are all of one kind, one at least.
bool oneKind(const std::array<Piece, 64>& pieces, const std::vector<std::size_t>& squares)
{
    return !squares.empty() && std::all_of(squares.begin(), squares.end(), [&](std::size_t y) {
        return pieces[y].type == pieces[squares.front()].type;
    });
}

// The piece a piece drawn like none of those read surely as its kind takes: the likeliest of its
// alternatives that the pieces read surely as theirs do not rule out so, weighed by the network's
// probabilities for that kind on the squares drawn like it; its own when no rule applies.
Piece likeliestKindLeft(const std::array<Piece, 64>& pieces, const std::array<SeenSquare, 64>& read,
    const DrawnPieces& drawn, std::size_t x)
{
    const std::vector<std::size_t> fellows = surelyOfKind(pieces, read, x, pieces[x].type);
    if (!drawnAlike(drawn, fellows) || nearest(drawn, x, fellows) >= Alike)
        return pieces[x];
    std::vector<std::size_t> like; // drawn like it
    for (std::size_t y = 0; y < 64; ++y) {
        if (y != x && !pieces[y].empty() && !isKing(pieces[y]) && drawn.likeness[x][y] >= Alike)
            like.push_back(y);
    }
    const bool surelyRead = read[x].confidence >= SureEnough;
    if (surelyRead && !oneKind(pieces, like))
        return pieces[x];
    Piece best = pieces[x];
    double bestWeight = -HUGE_VAL;
    for (const auto& [option, probability] : optionsOf(read[x])) {
        if (option.empty() || isKing(option)
            || probability < (surelyRead ? KindOfferedSurelyRead : KindOffered)
            || (surelyRead && option.type != pieces[like.front()].type)
            || (option.type == PieceType::Pawn && onBackRank(x)))
            continue;
        const std::vector<std::size_t> others = surelyOfKind(pieces, read, x, option.type);
        if (!others.empty() && nearest(drawn, x, others) < Alike)
            continue;
        double weight = std::log(probability);
        for (const std::size_t y : like) {
            const float there = probabilityOf(read[y], Piece{option.type, pieces[y].color});
            weight += std::log(std::max(there, KindNotOffered));
        }
        if (weight > bestWeight) {
            best = option;
            bestWeight = weight;
        }
    }
    return best;
}

// Whether a piece drawn hollow is of the other colour than read: of its shape and kind, pieces
// read surely in the other colour are drawn hollow too, and those read surely in its own colour
// are all solid, one at least (a confident misreading alone does not spread).
bool hollowLikeOtherColour(const std::array<Piece, 64>& pieces, const std::array<SeenSquare, 64>& read,
    const DrawnPieces& drawn, std::size_t x)
{
    bool hollowOther = false, solidOwn = false;
    for (std::size_t y = 0; y < 64; ++y) {
        if (y == x || pieces[y].type != pieces[x].type || drawn.likeness[x][y] < Alike
            || read[y].confidence < Sure)
            continue;
        const bool own = pieces[y].color == pieces[x].color;
        if (!hollow(drawn, y))
            solidOwn = solidOwn || own;
        else if (own)
            return false;
        else
            hollowOther = true;
    }
    return hollowOther && solidOwn;
}

// Whether a piece is of the other colour than read: of its shape and kind, one read in its
// colour is drawn far lighter (read White) or darker (read Black), with ink alike, and those
// read in the other colour are drawn near it.
bool drawnInOtherColour(const std::array<Piece, 64>& pieces, const std::array<SeenSquare, 64>& read,
    const DrawnPieces& drawn, std::size_t x)
{
    const Piece piece = pieces[x];
    if (hollow(drawn, x))
        return hollowLikeOtherColour(pieces, read, drawn, x);
    bool far = false;
    for (std::size_t y = 0; y < 64; ++y) {
        const Piece like = pieces[y];
        if (y == x || like.type != piece.type || drawn.likeness[x][y] < Alike || hollow(drawn, y))
            continue;
        const float lighter = drawn.fill[y] - drawn.fill[x]; // than this piece
        if (like.color == piece.color) {
            const float apart = piece.color == Color::White ? lighter : -lighter;
            far = far || (apart >= OtherColour && std::abs(drawn.ink[y] - drawn.ink[x]) < SameInk);
        } else if (std::abs(lighter) >= OtherColour / 2) {
            return false;
        }
    }
    return far;
}

// The median fill of the solid pieces read surely in `colour`, but the one on x; none for fewer
// than two.
std::optional<float> medianTone(const std::array<Piece, 64>& pieces, const std::array<SeenSquare, 64>& read,
    const DrawnPieces& drawn, std::size_t x, Color colour)
{
    std::vector<float> fills;
    for (std::size_t y = 0; y < 64; ++y) {
        if (y != x && !pieces[y].empty() && pieces[y].color == colour && read[y].confidence >= Sure
            && !hollow(drawn, y))
            fills.push_back(drawn.fill[y]);
    }
    if (fills.size() < 2)
        return std::nullopt;
    return median(std::move(fills));
}

// Whether a piece is of the other colour by its tone, however surely it was read: the board
// draws its colours in tones far apart, the piece is in the other's, and it is drawn like, and in
// the tone of, a piece of its kind read surely in the other colour, more surely than it, and of no
// piece of its kind read in its own (staunty's grey knights, read as White's beside Black's).
bool toneOfOtherColour(const std::array<Piece, 64>& pieces, const std::array<SeenSquare, 64>& read,
    const DrawnPieces& drawn, std::size_t x)
{
    const Piece piece = pieces[x];
    const std::optional<float> own = medianTone(pieces, read, drawn, x, piece.color);
    const std::optional<float> other = medianTone(pieces, read, drawn, x, opposite(piece.color));
    const float fill = drawn.fill[x];
    // Near the other's tone, the piece is far from its own colour's.
    if (!own || !other || std::abs(*own - *other) < ColoursApart || std::abs(fill - *other) >= SameTone)
        return false;
    bool likeOther = false;
    for (std::size_t y = 0; y < 64; ++y) {
        // Its ink alike too: a piece being dragged leaves a faint copy, its outline faded.
        if (y == x || pieces[y].type != piece.type || hollow(drawn, y) || drawn.likeness[x][y] < Alike
            || std::abs(drawn.fill[y] - fill) >= SameTone || std::abs(drawn.ink[y] - drawn.ink[x]) >= SameInk)
            continue;
        if (pieces[y].color == piece.color)
            return false;
        likeOther = likeOther || (read[y].confidence >= Sure && read[y].confidence > read[x].confidence);
    }
    return likeOther;
}

} // namespace

int settleLikeness(std::array<SeenSquare, 64>& shown, const DrawnPieces& drawn)
{
    const std::array<SeenSquare, 64> read = shown;
    std::array<Piece, 64> pieces{};
    for (std::size_t x = 0; x < 64; ++x) {
        pieces[x] = read[x].piece;
        if (!judged(read[x].piece, read[x]))
            continue;
        if (const PieceType kind = kindDrawnLike(read, drawn, x); kind != PieceType::None)
            pieces[x] = Piece{kind, read[x].piece.color};
    }
    if (drawn.squareSide >= SmallestSquare) {
        const std::array<Piece, 64> drawnLike = pieces; // after the kinds drawn like others
        for (std::size_t x = 0; x < 64; ++x) {
            if (judged(pieces[x], read[x]))
                pieces[x] = likeliestKindLeft(drawnLike, read, drawn, x);
        }
    }
    const std::array<Piece, 64> kinds = pieces; // the colour rule's view: after the kinds
    for (std::size_t x = 0; x < 64; ++x) {
        if (judged(pieces[x], read[x]) && drawnInOtherColour(kinds, read, drawn, x))
            pieces[x] = Piece{pieces[x].type, opposite(pieces[x].color)};
    }
    const std::array<Piece, 64> coloured = pieces; // the tone rule's view: after the colours
    for (std::size_t x = 0; x < 64; ++x) {
        if (!pieces[x].empty() && !isKing(pieces[x]) && !hollow(drawn, x)
            && toneOfOtherColour(coloured, read, drawn, x))
            pieces[x] = Piece{pieces[x].type, opposite(pieces[x].color)};
    }
    int changed = 0;
    for (std::size_t x = 0; x < 64; ++x) {
        if (!(pieces[x] == shown[x].piece)) {
            takeOption(shown[x], pieces[x]);
            ++changed;
        }
    }
    return changed;
}

} // namespace forsyth
