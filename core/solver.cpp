#include "solver.h"

#include "zobrist.h"

#include <array>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <new>

namespace forsyth {

namespace {

// Thrown from deep in the search when it must stop; solve() catches it.
struct SearchStopped { };

constexpr int MaxPly = 2 * MaxStipulationMoves + 2;

// What has been proved about a position in a search: bit d of `won` set when the side to move
// achieves the stipulation with d moves left, bit d of `failed` when it cannot. For #N and s#N
// "within d" is monotonic (a win with d moves left is a win with more), for h#N it is exact.
struct Proof {
    std::uint64_t key = 0;
    std::uint32_t won = 0;
    std::uint32_t failed = 0;
};

constexpr std::size_t TableSize = std::size_t{1} << 20; // 16 MB

// calloc: the table's pages are zeroed by the system when first touched, so a short search
// (a record of a collection) pays for the few it uses, not for 16 MB.
struct FreeTable {
    void operator()(Proof* table) const { std::free(table); }
};

class Search {
public:
    Search(Stipulation stipulation, const SolveOptions& options)
        : stipulation_(stipulation)
        , options_(options)
        , table_(static_cast<Proof*>(std::calloc(TableSize, sizeof(Proof))))
        , start_(std::chrono::steady_clock::now())
    {
        if (!table_)
            throw std::bad_alloc();
    }

    std::uint64_t nodes() const { return nodes_; }
    double seconds() const
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }

    // #N: the side to move mates within n moves whatever the defence.
    bool mates(const Position& p, int n)
    {
        if (const auto known = lookUp(p, n))
            return *known;
        const MoveList moves = legalMoves(p);
        bool won = false;
        // Checks first: most keys of short mates check, and only a check mates at n = 1.
        std::array<bool, MoveList::Capacity> quiet{};
        for (std::size_t i = 0; i < moves.size() && !won; ++i) {
            const Position a = make(p, moves[i]);
            if (inCheck(a))
                won = matingMove(a, n);
            else
                quiet[i] = true;
        }
        for (std::size_t i = 0; n > 1 && i < moves.size() && !won; ++i) {
            if (quiet[i])
                won = matingMove(make(p, moves[i]), n);
        }
        store(p, n, won);
        return won;
    }

    // #N: after the attacker's move (a, defender to move) with n moves counted from it, every
    // defence leads to mate. The first refutation found is `refutation_`.
    bool matingMove(const Position& a, int n)
    {
        if (!hasLegalMove(a))
            return inCheck(a); // mate; stalemate fails
        if (n == 1)
            return false;
        return everyDefenceFails(a, [&](const Position& b) { return mates(b, n - 1); });
    }

    // s#N: the side to move forces the other to mate it within n moves.
    bool selfmates(const Position& p, int n)
    {
        if (const auto known = lookUp(p, n))
            return *known;
        const MoveList moves = legalMoves(p);
        bool won = false;
        for (std::size_t i = 0; i < moves.size() && !won; ++i)
            won = selfmatingMove(make(p, moves[i]), n);
        store(p, n, won);
        return won;
    }

    // s#N: after the attacker's move (a, defender to move), every defence mates the attacker
    // or, with moves left, lets it force that still.
    bool selfmatingMove(const Position& a, int n)
    {
        if (!hasLegalMove(a))
            return false; // the defender is mated or stalemated: no one mates the attacker
        return everyDefenceFails(a, [&](const Position& b) {
            if (!hasLegalMove(b))
                return inCheck(b); // the defender mated the attacker; stalemate fails
            return n > 1 && selfmates(b, n - 1);
        });
    }

    // h#N: with `plies` plies left, the side to move starts a cooperative line that ends with
    // the last ply mating (exactly then).
    bool helpmates(const Position& p, int plies)
    {
        if (const auto known = lookUp(p, plies))
            return *known;
        const MoveList moves = legalMoves(p);
        bool found = false;
        for (std::size_t i = 0; i < moves.size() && !found; ++i) {
            const Position a = make(p, moves[i]);
            if (plies == 1)
                found = inCheck(a) && !hasLegalMove(a);
            else
                found = hasLegalMove(a) && helpmates(a, plies - 1);
        }
        store(p, plies, found);
        return found;
    }

    // Every helpmate line from p with `plies` plies left, appended to `lines` (up to the cap).
    void helpmateLines(
        const Position& p, int plies, std::vector<Move>& line, std::vector<std::vector<Move>>& lines)
    {
        for (const Move m : legalMoves(p)) {
            if (lines.size() >= MaxHelpmateLines)
                return;
            const Position a = make(p, m);
            line.push_back(m);
            if (plies == 1) {
                if (inCheck(a) && !hasLegalMove(a))
                    lines.push_back(line);
            } else if (hasLegalMove(a) && helpmates(a, plies - 1)) {
                helpmateLines(a, plies - 1, line, lines);
            }
            line.pop_back();
        }
    }

    // The defences of a (defender to move) that refute, up to `limit` of them.
    template <typename StillWins>
    std::vector<Move> refutations(const Position& a, StillWins&& attackerStillWins, std::size_t limit)
    {
        std::vector<Move> found;
        for (const Move d : legalMoves(a)) {
            if (!attackerStillWins(make(a, d))) {
                found.push_back(d);
                if (found.size() >= limit)
                    break;
            }
        }
        return found;
    }

    Position make(const Position& p, Move m)
    {
        if ((++nodes_ & 4095) == 0)
            checkStop();
        return afterMove(p, m);
    }

private:
    template <typename Wins> bool everyDefenceFails(const Position& a, Wins&& attackerWins)
    {
        // The refutation that worked last at this depth first: it often works again (the
        // killer heuristic), and one refutation ends the loop.
        const MoveList defences = legalMoves(a);
        Move& killer = killers_[static_cast<std::size_t>(depth_)];
        ++depth_;
        bool holds = true;
        for (std::size_t pass = 0; pass < 2 && holds; ++pass) {
            for (const Move d : defences) {
                if ((pass == 0) != (d == killer))
                    continue;
                if (!attackerWins(make(a, d))) {
                    killer = d;
                    holds = false;
                    break;
                }
            }
        }
        --depth_;
        return holds;
    }

    std::optional<bool> lookUp(const Position& p, int n)
    {
        const std::uint64_t key = positionKey(p);
        const Proof& proof = table_.get()[key & (TableSize - 1)];
        if (proof.key != key)
            return std::nullopt;
        const std::uint32_t bit = std::uint32_t{1} << n;
        if (stipulation_.kind == StipulationKind::Helpmate) {
            if (proof.failed & bit)
                return false;
            if (proof.won & bit)
                return true;
            return std::nullopt;
        }
        if (proof.won & ((bit << 1) - 1)) // won with n or fewer moves left
            return true;
        if (proof.failed & ~(bit - 1)) // failed with n or more
            return false;
        return std::nullopt;
    }

    void store(const Position& p, int n, bool won)
    {
        const std::uint64_t key = positionKey(p);
        Proof& proof = table_.get()[key & (TableSize - 1)];
        if (proof.key != key)
            proof = Proof{key, 0, 0};
        (won ? proof.won : proof.failed) |= std::uint32_t{1} << n;
    }

    void checkStop()
    {
        if (options_.control) {
            options_.control->nodes.store(nodes_, std::memory_order_relaxed);
            if (options_.control->stop.load(std::memory_order_relaxed))
                throw SearchStopped{};
        }
        if (options_.maxSeconds > 0 && seconds() > options_.maxSeconds)
            throw SearchStopped{};
    }

    Stipulation stipulation_;
    SolveOptions options_;
    std::unique_ptr<Proof, FreeTable> table_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t nodes_ = 0;
    std::array<Move, MaxPly> killers_{};
    int depth_ = 0;
};

void solveForcing(const Position& pos, Search& search, Solution& out)
{
    const int n = out.stipulation.moves;
    const bool self = out.stipulation.kind == StipulationKind::Selfmate;
    const auto stillWins = [&](int left) {
        return [&search, self, left](const Position& b) {
            if (self) {
                if (!hasLegalMove(b))
                    return inCheck(b);
                return left > 0 && search.selfmates(b, left);
            }
            return left > 0 && search.mates(b, left);
        };
    };
    for (const Move m : legalMoves(pos)) {
        const Position a = search.make(pos, m);
        if (!hasLegalMove(a)) {
            // Mate in one is a key of any #N; a stalemate or a mate of the defender solves no s#N.
            if (!self && inCheck(a))
                out.keys.push_back(m);
            continue;
        }
        if (!self && n == 1)
            continue;
        const std::vector<Move> refuted = search.refutations(a, stillWins(n - 1), 2);
        if (refuted.empty()) {
            out.keys.push_back(m);
            KeyThreats threats{m, {}};
            if (n >= 2 && !inCheck(a)) {
                const Position null = afterPass(a);
                for (const Move t : legalMoves(null)) {
                    const Position after = search.make(null, t);
                    if (self ? search.selfmatingMove(after, n - 1) : search.matingMove(after, n - 1))
                        threats.threats.push_back(t);
                }
            }
            if (n >= 2)
                out.threats.push_back(std::move(threats));
        } else if (refuted.size() == 1) {
            out.tries.push_back({m, refuted.front()});
        }
    }
}

} // namespace

std::optional<Stipulation> parseStipulation(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '.'))
        text.remove_suffix(1);
    Stipulation s;
    if (!text.empty() && (text.front() == 'h' || text.front() == 'H')) {
        s.kind = StipulationKind::Helpmate;
        text.remove_prefix(1);
    } else if (!text.empty() && (text.front() == 's' || text.front() == 'S')) {
        s.kind = StipulationKind::Selfmate;
        text.remove_prefix(1);
    }
    if (text.size() < 2 || text.front() != '#')
        return std::nullopt;
    text.remove_prefix(1);
    int moves = 0;
    for (const char c : text) {
        if (c < '0' || c > '9' || moves > MaxStipulationMoves)
            return std::nullopt;
        moves = moves * 10 + (c - '0');
    }
    if (moves < 1 || moves > MaxStipulationMoves)
        return std::nullopt;
    s.moves = moves;
    return s;
}

std::string stipulationText(Stipulation s)
{
    const char* prefix = s.kind == StipulationKind::Helpmate ? "h#"
        : s.kind == StipulationKind::Selfmate                ? "s#"
                                                             : "#";
    return prefix + std::to_string(s.moves);
}

Solution solve(const Position& pos, Stipulation stipulation, const SolveOptions& options)
{
    Solution out;
    out.stipulation = stipulation;
    Search search(stipulation, options);
    try {
        if (stipulation.kind == StipulationKind::Helpmate) {
            const int plies = 2 * stipulation.moves;
            for (const Move m : legalMoves(pos)) {
                const Position a = search.make(pos, m);
                if (plies == 1 ? inCheck(a) && !hasLegalMove(a)
                               : hasLegalMove(a) && search.helpmates(a, plies - 1))
                    out.keys.push_back(m);
            }
            std::vector<Move> line;
            search.helpmateLines(pos, plies, line, out.lines);
        } else {
            solveForcing(pos, search, out);
        }
    } catch (const SearchStopped&) {
        out.complete = false;
    }
    out.nodes = search.nodes();
    out.seconds = search.seconds();
    if (options.control)
        options.control->nodes = out.nodes;
    return out;
}

Position afterPass(const Position& pos)
{
    Position passed = pos;
    passed.sideToMove = opposite(pos.sideToMove);
    passed.epSquare = NoSquare;
    return passed;
}

} // namespace forsyth
