#include "pieces_alike.h"

#include <algorithm>
#include <cmath>
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
// The inside of a piece drawn as an outline alone is its square: its median colour that near.
// staunty's grey pieces on squares of nearly their grey are 21 and more (docs/MODEL.md §4).
constexpr float SquareShowsThrough = 10;

bool isKing(Piece p) { return p.type == PieceType::King; }
bool hollow(const DrawnPieces& drawn, std::size_t x)
{
    return drawn.insideFromSquare[x] < SquareShowsThrough;
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
    if (fellows.size() < 2)
        return PieceType::None;
    std::vector<float> among;
    float nearest = 0;
    for (std::size_t a = 0; a < fellows.size(); ++a) {
        nearest = std::max(nearest, drawn.likeness[x][fellows[a]]);
        for (std::size_t b = a + 1; b < fellows.size(); ++b)
            among.push_back(drawn.likeness[fellows[a]][fellows[b]]);
    }
    std::nth_element(among.begin(), among.begin() + static_cast<long>(among.size() / 2), among.end());
    if (among[among.size() / 2] < Alike || nearest >= Unlike)
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

} // namespace

int settleLikeness(std::array<SeenSquare, 64>& shown, const DrawnPieces& drawn)
{
    const std::array<SeenSquare, 64> read = shown;
    std::array<Piece, 64> pieces{};
    for (std::size_t x = 0; x < 64; ++x) {
        pieces[x] = read[x].piece;
        if (read[x].piece.empty() || isKing(read[x].piece) || read[x].confidence >= Certain)
            continue;
        if (const PieceType kind = kindDrawnLike(read, drawn, x); kind != PieceType::None)
            pieces[x] = Piece{kind, read[x].piece.color};
    }
    const std::array<Piece, 64> kinds = pieces; // the colour rule's view: after the kinds
    for (std::size_t x = 0; x < 64; ++x) {
        if (!pieces[x].empty() && !isKing(pieces[x]) && read[x].confidence < Certain
            && drawnInOtherColour(kinds, read, drawn, x))
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
