// Benchmark of the core: read + judge + write per FEN over 100,000 positions, and perft
// speed. Prints figures only: timing depends on the machine, so nothing here asserts on it.
//
//   cmake --build build --target bench_core && build/tests/bench/bench_core [positions]
#include "fen.h"
#include "findings.h"
#include "moves.h"
#include "transforms.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using namespace forsyth;

namespace {

using Clock = std::chrono::steady_clock;

double nanosecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::nano>(Clock::now() - start).count();
}

// Random legal games from the start position (and every 500th from a Chess960 start), each
// stopped after 0-150 plies or at its end; deterministic for a given seed.
std::vector<std::string> generateFens(std::size_t count)
{
    std::mt19937 rng(20261122);
    std::uniform_int_distribution<int> plies(0, 150);
    std::uniform_int_distribution<int> chess960(0, 959);
    std::vector<std::string> fens;
    fens.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        Position pos = startPosition();
        if (i % 500 == 499) {
            if (const auto p = chess960Position(chess960(rng)))
                pos = *p;
        }
        for (int n = plies(rng); n > 0; --n) {
            const MoveList moves = legalMoves(pos);
            if (moves.empty())
                break;
            makeMove(pos, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        }
        fens.push_back(writeFen(pos));
    }
    return fens;
}

struct FenTiming {
    double medianNs = 0;
    double meanNs = 0;
    std::size_t sink = 0; // keeps the optimiser from dropping the work
    std::size_t failures = 0;
};

// One pass: batches of `batch` FENs are timed together and divided, so the clock's own cost
// (tens of ns) does not swamp a figure of the same order.
FenTiming timeReadJudgeWrite(const std::vector<std::string>& fens, std::size_t batch)
{
    FenTiming t;
    std::vector<double> perFen;
    perFen.reserve(fens.size() / batch + 1);
    std::string out;
    double total = 0;
    for (std::size_t begin = 0; begin < fens.size(); begin += batch) {
        const std::size_t end = std::min(fens.size(), begin + batch);
        const auto start = Clock::now();
        for (std::size_t i = begin; i < end; ++i) {
            const FenReadResult r = readFen(fens[i]);
            if (!r.ok()) {
                ++t.failures;
                continue;
            }
            const std::vector<Finding> findings = judge(*r.position);
            out.clear();
            appendFen(*r.position, out);
            t.sink += findings.size() + out.size();
        }
        const double ns = nanosecondsSince(start);
        total += ns;
        perFen.push_back(ns / static_cast<double>(end - begin));
    }
    std::nth_element(perFen.begin(), perFen.begin() + perFen.size() / 2, perFen.end());
    t.medianNs = perFen[perFen.size() / 2];
    t.meanNs = total / static_cast<double>(fens.size());
    return t;
}

// perft counts the last ply in bulk (moves generated, not made), like most engines' perft.
// Repeated for at least half a second; the fastest run is reported, as the least disturbed.
void benchPerft(const char* name, const char* fen, int depth, std::uint64_t expected)
{
    const FenReadResult r = readFen(fen);
    if (!r.ok()) {
        std::printf("perft %-10s: FEN does not read\n", name);
        return;
    }
    std::uint64_t nodes = 0;
    double best = 0;
    int runs = 0;
    for (const auto begin = Clock::now(); runs < 3 || nanosecondsSince(begin) < 0.5e9; ++runs) {
        const auto start = Clock::now();
        nodes = perft(*r.position, depth);
        const double ns = nanosecondsSince(start);
        if (runs == 0 || ns < best)
            best = ns;
    }
    std::printf("perft %-10s depth %d: %10llu nodes in %7.4f s = %6.1f M nodes/s (best of %d)%s\n", name,
        depth, static_cast<unsigned long long>(nodes), best / 1e9, static_cast<double>(nodes) / best * 1e3,
        runs, nodes == expected ? "" : "  (WRONG COUNT)");
}

} // namespace

int main(int argc, char** argv)
{
    const std::size_t count = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 100000;
    constexpr std::size_t batch = 100;
    if (count == 0) {
        std::fprintf(stderr, "usage: %s [positions > 0]\n", argv[0]);
        return 2;
    }
#ifndef NDEBUG
    std::printf("note: assertions are on; build with CMAKE_BUILD_TYPE=Release for real figures\n");
#endif

    const auto genStart = Clock::now();
    const std::vector<std::string> fens = generateFens(count);
    std::printf(
        "generated %zu FENs from random games in %.2f s\n", fens.size(), nanosecondsSince(genStart) / 1e9);

    (void)timeReadJudgeWrite(fens, batch); // warm-up: caches, allocator, branch predictors
    FenTiming best;
    for (int pass = 0; pass < 3; ++pass) {
        const FenTiming t = timeReadJudgeWrite(fens, batch);
        if (pass == 0 || t.medianNs < best.medianNs)
            best = t;
    }
    std::printf(
        "readFen + judge + appendFen, %zu FENs in batches of %zu (best of 3 passes):\n", fens.size(), batch);
    std::printf("  median %.0f ns per FEN, mean %.0f ns per FEN%s\n", best.medianNs, best.meanNs,
        best.failures ? "  (SOME FENS DID NOT READ)" : "");

    benchPerft("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609);
    benchPerft(
        "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603);
    std::printf("(checksum %zu)\n", best.sink);
    return 0;
}
