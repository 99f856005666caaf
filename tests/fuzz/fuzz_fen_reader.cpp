// libFuzzer target: the FEN reader on arbitrary bytes, in both modes, and the canonical reader
// against it (same answer for every input). Whatever parses must
// survive the round trip through the writer in every notation, and judging and move
// generation must cope with it, however broken the position.
#include "fen.h"
#include "findings.h"
#include "moves.h"
#include "position.h"
#include "transforms.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace forsyth;

namespace {

std::string_view currentInput;

[[noreturn]] void fail(const char* what, const std::string& detail = {})
{
    std::fprintf(stderr, "fuzz_fen_reader: %s\n  input: \"", what);
    for (const char c : currentInput) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f && c != '"' && c != '\\')
            std::fputc(c, stderr);
        else
            std::fprintf(stderr, "\\x%02x", u);
    }
    std::fprintf(stderr, "\"\n");
    if (!detail.empty())
        std::fprintf(stderr, "  %s\n", detail.c_str());
    std::abort();
}

#define FUZZ_CHECK(cond, ...)                                                                                \
    do {                                                                                                     \
        if (!(cond))                                                                                         \
            fail("check failed: " #cond __VA_OPT__(, ) __VA_ARGS__);                                         \
    } while (false)

void checkSpans(const FenReadResult& r, std::size_t size)
{
    FUZZ_CHECK(r.ok() == r.errors.empty());
    for (const FenError& e : r.errors) {
        FUZZ_CHECK(e.start <= e.end && e.end <= size, std::string(codeName(e.code)));
        FUZZ_CHECK(e.field >= 1 && e.field <= 7, std::string(codeName(e.code)));
        FUZZ_CHECK(!codeName(e.code).empty());
    }
    for (const FenRepair& rep : r.repairs) {
        FUZZ_CHECK(rep.start <= rep.end && rep.end <= size, std::string(codeName(rep.code)));
        // Field 7 only for three-check counters read as a seventh field.
        FUZZ_CHECK(rep.field >= 1
                && (rep.field <= 6 || (rep.field == 7 && rep.code == FenRepairCode::ThreeCheckCounters)),
            std::string(codeName(rep.code)));
        FUZZ_CHECK(!codeName(rep.code).empty());
    }
}

bool sameBoard(const Position& a, const Position& b)
{
    for (Square s = 0; s < 64; ++s) {
        if (!(a.pieceAt(s) == b.pieceAt(s)))
            return false;
    }
    return true;
}

// What the writer must give back: a position that reads (strictly: writer output is canonical)
// into the same position.
Position readBack(const std::string& fen)
{
    const FenReadResult again = readFen(fen, FenMode::Strict);
    if (!again.ok())
        fail("writer output does not read back", "written: " + fen);
    FUZZ_CHECK(again.repairs.empty(), "written: " + fen);
    return *again.position;
}

void checkRoundTrip(const Position& pos)
{
    const std::string xfen = writeFen(pos);
    FUZZ_CHECK(xfen == writeFen(pos, {CastlingNotation::XFen, EpOutput::Always}));
    FUZZ_CHECK(readBack(xfen) == pos, "X-FEN: " + xfen);
    FUZZ_CHECK(writeFen(readBack(xfen)) == xfen, "X-FEN: " + xfen);

    const std::string shredder = writeFen(pos, {CastlingNotation::Shredder, EpOutput::Always});
    FUZZ_CHECK(readBack(shredder) == pos, "Shredder-FEN: " + shredder);

    // KQkq cannot name every Chess960 rook, so the standard notation must read back, and be
    // exact whenever X-FEN needed no file letters.
    const std::string standard = writeFen(pos, {CastlingNotation::Standard, EpOutput::Always});
    const Position fromStandard = readBack(standard);
    FUZZ_CHECK(sameBoard(fromStandard, pos), "Standard: " + standard);
    FUZZ_CHECK(fromStandard.sideToMove == pos.sideToMove && fromStandard.epSquare == pos.epSquare
            && fromStandard.halfmoveClock == pos.halfmoveClock
            && fromStandard.fullmoveNumber == pos.fullmoveNumber,
        "Standard: " + standard);
    const std::string_view xfenCastling = [&] {
        std::string_view v(xfen);
        for (int i = 0; i < 2; ++i)
            v.remove_prefix(v.find(' ') + 1);
        return v.substr(0, v.find(' '));
    }();
    if (xfenCastling.find_first_not_of("KQkq-") == std::string_view::npos)
        FUZZ_CHECK(standard == xfen, "Standard: " + standard + " X-FEN: " + xfen);

    // Only-when-capturable drops exactly the ep squares no legal capture can use.
    for (const CastlingNotation n :
        {CastlingNotation::Standard, CastlingNotation::XFen, CastlingNotation::Shredder}) {
        const std::string lichessStyle = writeFen(pos, {n, EpOutput::OnlyCapturable});
        const Position back = readBack(lichessStyle);
        const Square expectedEp = epCapturable(pos) ? pos.epSquare : NoSquare;
        FUZZ_CHECK(back.epSquare == expectedEp, "only capturable: " + lichessStyle);
        FUZZ_CHECK(sameBoard(back, pos), "only capturable: " + lichessStyle);
    }
}

void checkJudgeAndMoves(const Position& pos)
{
    const std::vector<Finding> findings = judge(pos);
    for (const Finding& f : findings) {
        FUZZ_CHECK(!codeName(f.code).empty());
        FUZZ_CHECK(!severityName(f.severity).empty());
    }
    const LichessVerdict verdict = lichessVerdict(pos, findings);
    FUZZ_CHECK(verdict.accepts == verdict.refusals.empty());
    if (verdict.accepts)
        (void)readBack(writeFen(verdict.kept));

    const MoveList moves = legalMoves(pos);
    FUZZ_CHECK(hasLegalMove(pos) == !moves.empty());
    FUZZ_CHECK(perft(pos, 1) == moves.size());
    const GameStatus status = gameStatus(pos);
    FUZZ_CHECK(gameStatus(pos, findings) == status);
    if (moves.empty())
        FUZZ_CHECK(status == GameStatus::Checkmate || status == GameStatus::Stalemate);
    else
        FUZZ_CHECK(status == GameStatus::Normal || status == GameStatus::Check);
    (void)insufficientMaterial(pos);

    // With several kings of a colour "in check" has no single meaning: check one-king sides only.
    const bool oneKing = popCount(pos.pieces(pos.sideToMove, PieceType::King)) == 1;
    for (const Move m : moves) {
        FUZZ_CHECK(m.from >= 0 && m.from < 64 && m.to >= 0 && m.to < 64);
        FUZZ_CHECK(!moveToUci(pos, m).empty() && !moveToUci(pos, m, true).empty());
        const Position next = afterMove(pos, m);
        FUZZ_CHECK(next.sideToMove != pos.sideToMove);
        // A legal move never leaves the mover's own king in check.
        if (oneKing)
            FUZZ_CHECK(next.checkersOf(pos.sideToMove) == 0, moveToUci(pos, m) + " from " + writeFen(pos));
        (void)legalMoves(next);
    }
}

void checkTransforms(const Position& pos)
{
    FUZZ_CHECK(sameBoard(swappedColours(swappedColours(pos)), pos));
    FUZZ_CHECK(sameBoard(mirroredFiles(mirroredFiles(pos)), pos));
    (void)judge(swappedColours(pos));
    (void)judge(mirroredFiles(pos));
}

bool samePieceSets(const Position& a, const Position& b)
{
    for (const Color c : {Color::White, Color::Black}) {
        for (int t = 1; t <= 6; ++t) {
            if (a.pieces(c, static_cast<PieceType>(t)) != b.pieces(c, static_cast<PieceType>(t)))
                return false;
        }
    }
    return a.occupied() == b.occupied();
}

bool sameResult(const FenReadResult& a, const FenReadResult& b)
{
    if (a.ok() != b.ok() || a.errors.size() != b.errors.size() || a.repairs.size() != b.repairs.size())
        return false;
    for (std::size_t i = 0; i < a.errors.size(); ++i) {
        const FenError &x = a.errors[i], &y = b.errors[i];
        if (x.code != y.code || x.field != y.field || x.start != y.start || x.end != y.end
            || x.rank != y.rank)
            return false;
    }
    for (std::size_t i = 0; i < a.repairs.size(); ++i) {
        const FenRepair &x = a.repairs[i], &y = b.repairs[i];
        if (x.code != y.code || x.field != y.field || x.start != y.start || x.end != y.end)
            return false;
    }
    return !a.ok() || (*a.position == *b.position && samePieceSets(*a.position, *b.position));
}

// The canonical reader (docs/FEN-RULES.md §19) against the full one: whatever it takes, the
// full reader reads the same way with no repair, and the writer writes it back letter for
// letter; readFen, which asks it first, answers exactly as the full reader alone.
void checkCanonicalReader(const FenReadResult& strict, const FenReadResult& lenient)
{
    Position fast;
    if (readCanonicalFen(currentInput, fast)) {
        FUZZ_CHECK(strict.ok() && lenient.ok() && strict.repairs.empty() && lenient.repairs.empty());
        FUZZ_CHECK(*lenient.position == fast && samePieceSets(*lenient.position, fast));
        FUZZ_CHECK(writeFen(fast) == currentInput, "written: " + writeFen(fast));
    }
    FUZZ_CHECK(sameResult(readFen(currentInput, FenMode::Strict), strict));
    FUZZ_CHECK(sameResult(readFen(currentInput, FenMode::Lenient), lenient));
    if (!lenient.ok())
        return;
    // And it is not idle: every X-FEN the writer makes with KQkq letters is canonical.
    const std::string written = writeFen(*lenient.position);
    FUZZ_CHECK(writeFen(readBack(written)) == written);
    const std::string_view castling = [&] {
        std::string_view v(written);
        for (int i = 0; i < 2; ++i)
            v.remove_prefix(v.find(' ') + 1);
        return v.substr(0, v.find(' '));
    }();
    if (castling.find_first_not_of("KQkq-") == std::string_view::npos) {
        Position again;
        FUZZ_CHECK(readCanonicalFen(written, again), "written: " + written);
        FUZZ_CHECK(
            again == *lenient.position && samePieceSets(again, *lenient.position), "written: " + written);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    currentInput = std::string_view(reinterpret_cast<const char*>(data), size);
    const FenReadResult strict = readFenFully(currentInput, FenMode::Strict);
    const FenReadResult lenient = readFenFully(currentInput, FenMode::Lenient);
    checkSpans(strict, size);
    checkSpans(lenient, size);
    checkCanonicalReader(strict, lenient);
    // Lenient accepts everything strict accepts, and reads it the same way.
    if (strict.ok()) {
        FUZZ_CHECK(lenient.ok());
        FUZZ_CHECK(*lenient.position == *strict.position);
    }
    if (!lenient.ok())
        return 0;

    const Position& pos = *lenient.position;
    checkRoundTrip(pos);
    checkJudgeAndMoves(pos);
    checkTransforms(pos);
    return 0;
}
