#include "picture_reading.h"

#include "field_options.h"
#include "material.h"
#include "moves.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace forsyth {
namespace {

// The square shown at row (0 top) and column (0 left).
Square squareShown(int row, int column, bool flipped)
{
    return flipped ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
}

// A cost beyond any reading's (-log of a probability is at most 28 here): a piece the network
// did not offer, or a king read beyond doubt taken for anything but a king.
constexpr double Never = 1e6;

// The least probability at which settleMaterial takes an alternative. At one in a million,
// impossible diagrams drawn with the sets the network was trained on keep their pieces; with a
// set never seen it gives a plainly drawn piece's alternatives up to a third, and no floor keeps
// those diagrams as drawn without losing the misread boards it mends (docs/MODEL.md §4).
constexpr float Offered = 1e-6f;

// The least probability at which a pawn read on rank 1 or 8 takes an alternative (settlePawns).
// At one in a million, as settleMaterial, 18 of 932 pawns plainly drawn there by `forsyth render`
// (an outside check) were changed, their alternatives given up to a thousandth; at one in a
// thousand, 1, and staunty's misread queens are mended as before (docs/MODEL.md §4).
constexpr float PawnAlternativeOffered = 1e-3f;

// The least probability at which a colour with no king read takes one (placeMissingKing). In a
// simulation on evaluate.py's 4,500 boards every floor from 1e-4 to 1e-2 mended the same boards
// and spoiled none; the highest keeps a diagram drawn without a king as drawn more often.
constexpr float MissingKingOffered = 0.01f;

double cost(float probability) { return -std::log(std::max(probability, 1e-12f)); }

// A king read beyond doubt: every other piece the network gave less than one chance in a million.
// A king drawn plainly is read so (its next guesses 1e-8 and below); the misread queens and kings
// of sets never seen keep their true piece above it (evaluate.py).
bool beyondDoubt(const SeenSquare& seen)
{
    return seen.piece.type == PieceType::King
        && std::all_of(seen.alternatives.begin(), seen.alternatives.end(),
            [](const auto& alternative) { return alternative.second < 1e-6f; });
}

// The likeliest option that is not a king (nothing at all, when the network offered only kings).
std::pair<Piece, float> likeliestNonKing(const SeenSquare& seen)
{
    std::pair<Piece, float> best{Piece{}, 0.0f};
    for (const auto& option : optionsOf(seen)) {
        if (option.first.type != PieceType::King && option.second > best.second)
            best = option;
    }
    return best;
}

// How far the pieces shown go beyond what ordinary chess allows, both sides summed: pawns and
// promoted pieces (bishops counted together) beyond 8. That also keeps each side to 16 pieces
// with its king; kings are settleKings's to count.
int materialExcess(const std::array<Piece, 64>& pieces)
{
    int count[2][7] = {};
    for (const Piece p : pieces)
        ++count[index(p.color)][static_cast<int>(p.type)];
    int excess = 0;
    for (const auto& side : count) {
        int promoted = 0;
        for (const PieceType t : {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen})
            promoted += beyondInitial(side[static_cast<int>(t)], initialCount(t));
        excess += pawnsOverspent(side[static_cast<int>(PieceType::Pawn)], promoted);
    }
    return excess;
}

// One colour's king read and none of the other's: that king was taken for another of its pieces,
// most often its queen (docs/MODEL.md §4), and goes on the square of that colour where the
// network offered it most, at MissingKingOffered or more. A square showing the other colour or
// nothing is never taken, so that a diagram of one side's pieces, or an illegal position
// drawn without a king, stays as drawn unless the network doubted one of that colour's pieces.
int placeMissingKing(std::array<SeenSquare, 64>& shown, const int kings[2])
{
    for (const Color color : {Color::White, Color::Black}) {
        if (kings[index(color)] != 0 || kings[1 - index(color)] != 1)
            continue;
        const Piece king{PieceType::King, color};
        std::size_t best = 64;
        float offered = MissingKingOffered;
        for (std::size_t i = 0; i < 64; ++i) {
            const Piece now = shown[i].piece;
            if (now.empty() || now.color != color)
                continue;
            if (const float p = probabilityOf(shown[i], king); p >= offered) {
                best = i;
                offered = p;
            }
        }
        if (best == 64)
            return 0;
        takeOption(shown[best], king);
        return 1;
    }
    return 0;
}

} // namespace

std::vector<std::pair<Piece, float>> optionsOf(const SeenSquare& seen)
{
    std::vector<std::pair<Piece, float>> options{{seen.piece, seen.confidence}};
    options.insert(options.end(), seen.alternatives.begin(), seen.alternatives.end());
    return options;
}

float probabilityOf(const SeenSquare& seen, Piece piece)
{
    for (const auto& [p, probability] : optionsOf(seen)) {
        if (p == piece)
            return probability;
    }
    return 0;
}

bool onBackRank(std::size_t index)
{
    const Square square = squareShown(static_cast<int>(index / 8), static_cast<int>(index % 8), false);
    return (bit(square) & BackRanks) != 0;
}

void takeOption(SeenSquare& seen, Piece piece)
{
    auto options = optionsOf(seen);
    std::stable_sort(
        options.begin(), options.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    seen.alternatives.clear();
    seen.confidence = 0;
    for (const auto& option : options) {
        if (option.first == piece)
            seen.confidence = option.second;
        else
            seen.alternatives.push_back(option);
    }
    seen.piece = piece;
}

int settleKings(std::array<SeenSquare, 64>& shown)
{
    int kings[2] = {0, 0};
    for (const SeenSquare& seen : shown) {
        if (seen.piece.type == PieceType::King)
            ++kings[index(seen.piece.color)];
    }
    if (kings[0] <= 1 && kings[1] <= 1)
        return placeMissingKing(shown, kings);
    // Two kings of a colour beyond doubt beside the other colour's king: the picture shows an
    // illegal position, as a worksheet on them does, and is read as it shows it. (With no king of
    // the other colour read, one of them is more likely that king drawn in unusual colours.)
    bool certainKing[64];
    int certain[2] = {0, 0};
    for (std::size_t i = 0; i < 64; ++i) {
        certainKing[i] = beyondDoubt(shown[i]);
        if (certainKing[i])
            ++certain[index(shown[i].piece.color)];
    }
    if ((certain[0] > 1 && kings[1] > 0) || (certain[1] > 1 && kings[0] > 0))
        return 0;
    // Each square costs -log p of what it shows. Every square first shows its likeliest non-king;
    // then each colour that keeps a king puts it where it costs least over that (extra[c][i]),
    // the two kings on different squares. A king beyond doubt stays a king, of either colour.
    const Color colors[2] = {Color::White, Color::Black};
    double extra[2][64];
    for (std::size_t i = 0; i < 64; ++i) {
        const double base = certainKing[i] ? Never : cost(likeliestNonKing(shown[i]).second);
        for (int c = 0; c < 2; ++c) {
            const float p = probabilityOf(shown[i], Piece{PieceType::King, colors[c]});
            extra[c][i] = p > 0 ? cost(p) - base : Never;
        }
    }
    // The placings of each colour's king, least cost first; a colour keeps one if it read one, or
    // if the other read a surplus and the network offered this colour's king somewhere.
    std::size_t best[2][2] = {{64, 64}, {64, 64}}; // the two cheapest squares per colour
    for (int c = 0; c < 2; ++c) {
        for (std::size_t i = 0; i < 64; ++i) {
            if (extra[c][i] >= Never)
                continue;
            if (best[c][0] == 64 || extra[c][i] < extra[c][best[c][0]]) {
                best[c][1] = best[c][0];
                best[c][0] = i;
            } else if (best[c][1] == 64 || extra[c][i] < extra[c][best[c][1]]) {
                best[c][1] = i;
            }
        }
    }
    std::size_t king[2] = {best[0][0], best[1][0]};
    for (int c = 0; c < 2; ++c) {
        if (kings[c] == 0 && kings[1 - c] <= 1)
            king[c] = 64; // nothing to take from the other colour
    }
    if (king[0] != 64 && king[0] == king[1]) {
        // Both cheapest on one square: the other colour's second best, whichever costs less.
        const auto costOf = [&](int c, std::size_t i) { return i == 64 ? Never : extra[c][i]; };
        if (costOf(0, best[0][1]) + extra[1][king[1]] < extra[0][king[0]] + costOf(1, best[1][1]))
            king[0] = best[0][1];
        else
            king[1] = best[1][1];
    }
    // A king beyond doubt left without a place: the picture shows more kings than can be
    // settled, and is read as it shows them.
    for (std::size_t i = 0; i < 64; ++i) {
        if (certainKing[i] && king[0] != i && king[1] != i)
            return 0;
    }
    int changed = 0;
    for (std::size_t i = 0; i < 64; ++i) {
        Piece piece = likeliestNonKing(shown[i]).first;
        for (int c = 0; c < 2; ++c) {
            if (king[c] == i)
                piece = Piece{PieceType::King, colors[c]};
        }
        if (!(piece == shown[i].piece)) {
            takeOption(shown[i], piece);
            ++changed;
        }
    }
    return changed;
}

int settleMaterial(std::array<SeenSquare, 64>& shown)
{
    std::array<Piece, 64> pieces{};
    std::array<float, 64> probability{};
    for (std::size_t i = 0; i < 64; ++i) {
        pieces[i] = shown[i].piece;
        probability[i] = shown[i].confidence;
    }
    // Greedy: the change that lowers the excess at the least cost in -log p, until none is left.
    // A board breaks the counts by a few pieces at most; a search over every combination of
    // changes was not tried.
    for (int excess = materialExcess(pieces); excess > 0;) {
        double bestCost = Never;
        std::size_t bestSquare = 64;
        std::pair<Piece, float> bestOption;
        int bestExcess = excess;
        for (std::size_t i = 0; i < 64; ++i) {
            const Piece now = pieces[i];
            if (now.empty() || now.type == PieceType::King)
                continue;
            for (const auto& option : optionsOf(shown[i])) {
                if (option.first == now || option.first.type == PieceType::King || option.second < Offered)
                    continue;
                pieces[i] = option.first;
                const int after = materialExcess(pieces);
                pieces[i] = now;
                const double extra = cost(option.second) - cost(probability[i]);
                if (after < excess && extra < bestCost) {
                    bestCost = extra;
                    bestSquare = i;
                    bestOption = option;
                    bestExcess = after;
                }
            }
        }
        if (bestSquare == 64)
            return 0; // not to be mended by what the network offered: read as shown
        pieces[bestSquare] = bestOption.first;
        probability[bestSquare] = bestOption.second;
        excess = bestExcess;
    }
    int changed = 0;
    for (std::size_t i = 0; i < 64; ++i) {
        if (!(pieces[i] == shown[i].piece)) {
            takeOption(shown[i], pieces[i]);
            ++changed;
        }
    }
    return changed;
}

int settlePawns(std::array<SeenSquare, 64>& shown)
{
    int changed = 0;
    for (std::size_t i = 0; i < 64; ++i) {
        if (shown[i].piece.type != PieceType::Pawn || !onBackRank(i))
            continue;
        std::pair<Piece, float> best{shown[i].piece, 0.0f};
        for (const auto& option : shown[i].alternatives) {
            if (option.first.type != PieceType::Pawn && option.first.type != PieceType::King
                && option.second >= PawnAlternativeOffered && option.second > best.second)
                best = option;
        }
        if (best.second > 0) {
            takeOption(shown[i], best.first);
            ++changed;
        }
    }
    return changed;
}

bool looksFlipped(const std::array<Piece, 64>& shown)
{
    // Rows counted from the top; each colour's mean row, its king and pawns weighing double
    // (they say most about which side a player sits on).
    double sum[2] = {0, 0};
    double weight[2] = {0, 0};
    for (int i = 0; i < 64; ++i) {
        const Piece p = shown[static_cast<std::size_t>(i)];
        if (p.empty())
            continue;
        const double w = p.type == PieceType::Pawn || p.type == PieceType::King ? 2 : 1;
        sum[index(p.color)] += w * (i / 8);
        weight[index(p.color)] += w;
    }
    if (weight[0] == 0 || weight[1] == 0)
        return false;
    // White's mean row above Black's by more than a row and a half. Most pictures show White at
    // the bottom, and a board in play says so by rows more (docs/MODEL.md §4); an ending with a
    // few pieces anywhere says little, and is taken as White at the bottom.
    return sum[0] / weight[0] + 1.5 < sum[1] / weight[1];
}

PictureReading readPicturePosition(const std::array<SeenSquare, 64>& shown, int coordinateVote)
{
    std::array<Piece, 64> pieces{};
    for (std::size_t i = 0; i < 64; ++i)
        pieces[i] = shown[i].piece;
    PictureReading reading;
    reading.flipped = std::abs(coordinateVote) >= 2 ? coordinateVote < 0 : looksFlipped(pieces);
    Position& pos = reading.position;
    for (int i = 0; i < 64; ++i) {
        const SeenSquare& seen = shown[static_cast<std::size_t>(i)];
        const Square s = squareShown(i / 8, i % 8, reading.flipped);
        pos.setPiece(s, seen.piece);
        if (seen.confidence < SureConfidence) {
            reading.unsure |= bit(s);
            for (const auto& [piece, p] : seen.alternatives) {
                auto& shownThere = reading.alternatives[static_cast<std::size_t>(s)];
                if (p > 0.01f && shownThere.size() < ShownAlternatives)
                    shownThere.push_back(piece);
            }
        }
    }
    // White to move, unless Black's king is attacked and White's is not: then it must be Black's
    // move (the side not to move cannot be in check).
    pos.sideToMove = Color::White;
    const bool whiteAttacked = inCheck(pos);
    pos.sideToMove = Color::Black;
    const bool blackAttacked = inCheck(pos);
    reading.blackToMove = blackAttacked && !whiteAttacked;
    pos.sideToMove = reading.blackToMove ? Color::Black : Color::White;
    // Every right that ordinary chess's starting squares allow.
    CastlingRights all;
    for (const Color c : {Color::White, Color::Black}) {
        all.set(c, CastlingSide::King, 7);
        all.set(c, CastlingSide::Queen, 0);
    }
    fitFields(pos, all, CastlingRules::Standard);
    return reading;
}

} // namespace forsyth
