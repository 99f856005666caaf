// The problem solver: stipulations read and written; known problems (keys, cooks, threats,
// tries, helpmate lines); and, on random small positions, the same keys, tries, threats and
// lines as a plain reference search written here from the definitions alone (no table, no
// move ordering, every move of every position).
#include "findings.h"
#include "san.h"
#include "solver.h"
#include "test_support_core.h"

#include <QtTest>

#include <algorithm>
#include <random>

using namespace forsyth;

namespace {

// --- the reference: the definitions, searched in full ---------------------------------------

bool refMates(const Position& p, int n);

// After the attacker's move: every defence lets the attacker mate within n - 1 more moves.
bool refMatingMove(const Position& a, int n)
{
    const MoveList defences = legalMoves(a);
    if (defences.empty())
        return inCheck(a);
    if (n == 1)
        return false;
    return std::all_of(
        defences.begin(), defences.end(), [&](Move d) { return refMates(afterMove(a, d), n - 1); });
}

bool refMates(const Position& p, int n)
{
    const MoveList moves = legalMoves(p);
    return std::any_of(moves.begin(), moves.end(), [&](Move m) { return refMatingMove(afterMove(p, m), n); });
}

bool refSelfmates(const Position& p, int n);

bool refSelfmateReply(const Position& b, int n)
{
    if (legalMoves(b).empty())
        return inCheck(b);
    return n > 1 && refSelfmates(b, n - 1);
}

bool refSelfmatingMove(const Position& a, int n)
{
    const MoveList defences = legalMoves(a);
    if (defences.empty())
        return false;
    return std::all_of(
        defences.begin(), defences.end(), [&](Move d) { return refSelfmateReply(afterMove(a, d), n); });
}

bool refSelfmates(const Position& p, int n)
{
    const MoveList moves = legalMoves(p);
    return std::any_of(
        moves.begin(), moves.end(), [&](Move m) { return refSelfmatingMove(afterMove(p, m), n); });
}

void refHelpLines(const Position& p, int plies, QStringList line, QStringList& lines)
{
    for (const Move m : legalMoves(p)) {
        const Position a = afterMove(p, m);
        QStringList longer = line;
        longer << QString::fromStdString(writeSan(p, m));
        const bool over = legalMoves(a).empty();
        if (plies == 1 && over && inCheck(a))
            lines << longer.join(' ');
        else if (plies > 1 && !over)
            refHelpLines(a, plies - 1, longer, lines);
    }
}

// Keys, tries ("move/refutation") and threats ("key: t1 t2"), each list sorted, as text.
struct Found {
    QStringList keys;
    QStringList tries;
    QStringList threats;
    QStringList lines;
};

QString san(const Position& p, Move m) { return QString::fromStdString(writeSan(p, m)); }

Found reference(const Position& pos, Stipulation s)
{
    Found out;
    const int n = s.moves;
    if (s.kind == StipulationKind::Helpmate) {
        refHelpLines(pos, 2 * n, {}, out.lines);
        for (const QString& line : out.lines) {
            const QString key = line.section(' ', 0, 0);
            if (!out.keys.contains(key))
                out.keys << key;
        }
        out.keys.sort();
        out.lines.sort();
        return out;
    }
    const bool self = s.kind == StipulationKind::Selfmate;
    for (const Move m : legalMoves(pos)) {
        const Position a = afterMove(pos, m);
        const bool works = self ? refSelfmatingMove(a, n) : refMatingMove(a, n);
        if (works) {
            out.keys << san(pos, m);
            if (n >= 2 && !inCheck(a) && !legalMoves(a).empty()) {
                Position null = a;
                null.sideToMove = opposite(a.sideToMove);
                null.epSquare = NoSquare;
                QStringList threats;
                for (const Move t : legalMoves(null)) {
                    const Position after = afterMove(null, t);
                    if (self ? refSelfmatingMove(after, n - 1) : refMatingMove(after, n - 1))
                        threats << san(null, t);
                }
                threats.sort();
                out.threats << san(pos, m) + ": " + threats.join(' ');
            } else if (n >= 2 && !legalMoves(a).empty()) {
                out.threats << san(pos, m) + ": ";
            }
            continue;
        }
        if (legalMoves(a).empty() || (!self && n == 1))
            continue;
        QStringList refutations;
        for (const Move d : legalMoves(a)) {
            const Position b = afterMove(a, d);
            if (!(self ? refSelfmateReply(b, n) : refMates(b, n - 1)))
                refutations << san(a, d);
        }
        if (refutations.size() == 1)
            out.tries << san(pos, m) + "/" + refutations.front();
    }
    out.keys.sort();
    out.tries.sort();
    out.threats.sort();
    return out;
}

Found solved(const Position& pos, Stipulation s)
{
    const Solution solution = solve(pos, s);
    if (!solution.complete)
        qFatal("the solver stopped without a limit");
    Found out;
    for (const Move m : solution.keys)
        out.keys << san(pos, m);
    for (const Try& t : solution.tries)
        out.tries << san(pos, t.move) + "/" + san(afterMove(pos, t.move), t.refutation);
    for (const KeyThreats& k : solution.threats) {
        const Position a = afterMove(pos, k.key);
        // A key that leaves the defender no move (mate in one in a #N) threatens nothing.
        if (legalMoves(a).empty())
            continue;
        Position null = a;
        null.sideToMove = opposite(a.sideToMove);
        null.epSquare = NoSquare;
        QStringList threats;
        for (const Move t : k.threats)
            threats << san(null, t);
        threats.sort();
        out.threats << san(pos, k.key) + ": " + threats.join(' ');
    }
    for (const std::vector<Move>& line : solution.lines) {
        Position p = pos;
        QStringList words;
        for (const Move m : line) {
            words << san(p, m);
            makeMove(p, m);
        }
        out.lines << words.join(' ');
    }
    out.keys.sort();
    out.tries.sort();
    out.threats.sort();
    out.lines.sort();
    return out;
}

// Where the solver and the reference disagree on keys, tries or threats; empty when they agree.
QString difference(const QString& fen, const Found& fast, const Found& slow)
{
    QString out;
    const auto compare = [&](const char* what, const QStringList& a, const QStringList& b) {
        if (a != b)
            out += fen + ' ' + what + ' ' + a.join(',') + " vs " + b.join(',') + '\n';
    };
    compare("keys", fast.keys, slow.keys);
    compare("tries", fast.tries, slow.tries);
    compare("threats", fast.threats, slow.threats);
    return out;
}

// A random legal position of two kings and `extra` other pieces, `toMove` to move, each piece
// the mover's with probability `moverShare`.
std::optional<Position> randomPosition(std::mt19937& rng, int extra, Color toMove, double moverShare)
{
    static constexpr PieceType types[] = {PieceType::Queen, PieceType::Rook, PieceType::Rook,
        PieceType::Bishop, PieceType::Knight, PieceType::Pawn, PieceType::Pawn};
    Position p;
    std::uniform_int_distribution<int> square(0, 63);
    std::uniform_int_distribution<int> type(0, 6);
    std::bernoulli_distribution mover(moverShare);
    p.setPiece(square(rng), {PieceType::King, Color::White});
    const Square bk = square(rng);
    if (!p.pieceAt(bk).empty())
        return std::nullopt;
    p.setPiece(bk, {PieceType::King, Color::Black});
    for (int i = 0; i < extra; ++i) {
        const Square s = square(rng);
        const PieceType t = types[type(rng)];
        if (!p.pieceAt(s).empty() || (t == PieceType::Pawn && (rankOf(s) == 0 || rankOf(s) == 7)))
            return std::nullopt;
        p.setPiece(s, {t, mover(rng) ? toMove : opposite(toMove)});
    }
    p.sideToMove = toMove;
    if (hasErrors(judge(p)) || !hasLegalMove(p))
        return std::nullopt;
    return p;
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private slots:
    void stipulationsRead_data();
    void stipulationsRead();
    void knownProblems_data();
    void knownProblems();
    void selfmatesAgreeWithReference();
    void stoppedSearchSaysIncomplete();
    void agreesWithReference_data();
    void agreesWithReference();
};

void TestSolver::stipulationsRead_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("read"); // stipulationText, or "none"
    QTest::newRow("#2") << "#2"
                        << "#2";
    QTest::newRow("h#3") << "h#3"
                         << "h#3";
    QTest::newRow("S#2 with spaces and a dot") << " S#2. "
                                               << "s#2";
    QTest::newRow("#8") << "#8"
                        << "#8";
    QTest::newRow("#9 too long") << "#9"
                                 << "none";
    QTest::newRow("#0") << "#0"
                        << "none";
    QTest::newRow("#") << "#"
                       << "none";
    QTest::newRow("mate in 2") << "mate in 2"
                               << "none";
    QTest::newRow("#2x") << "#2x"
                         << "none";
    QTest::newRow("x#2") << "x#2"
                         << "none";
}

void TestSolver::stipulationsRead()
{
    QFETCH(QString, text);
    QFETCH(QString, read);
    const auto s = parseStipulation(text.toStdString());
    QCOMPARE(s ? QString::fromStdString(stipulationText(*s)) : QString("none"), read);
}

void TestSolver::knownProblems_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("stipulation");
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("threats");
    QTest::addColumn<QStringList>("tries");

    QTest::newRow("#1 back rank") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                                  << "#1" << QStringList{"Ra8#"} << QStringList{} << QStringList{};
    // Queen and king against king: the king's quiet step is the one key; five first moves fail
    // to one defence each (checked against Stockfish, tests/engine).
    QTest::newRow("#2 quiet key") << "1Q6/8/8/8/8/k2K4/8/8 w - - 0 1"
                                  << "#2" << QStringList{"Kc3"} << QStringList{"Kc3: Qa7# Qa8# Qb3#"}
                                  << QStringList{"Kc2/Ka4", "Kc4/Ka2", "Qb1/Ka4", "Qb3+/Kxb3", "Qb5/Ka2"};
    // Two rooks: seven rook moves mate in two (a cooked #2); eighteen first moves fail only to
    // the king's step to g1.
    QTest::newRow("#2 cooked") << "R7/8/2K5/8/8/8/R7/7k w - - 0 1"
                               << "#2" << QStringList{"Rb2", "Rb8", "Rc2", "Rd2", "Rd8", "Re2", "Re8"}
                               << QStringList{"Rb2: Ra1#", "Rb8: Rb1#", "Rc2: Ra1#", "Rd2: Ra1#", "Rd8: Rd1#",
                                      "Re2: Ra1#", "Re8: Re1#"}
                               << QStringList{"Kb5/Kg1", "Kb6/Kg1", "Kb7/Kg1", "Kc5/Kg1", "Kc7/Kg1",
                                      "Kd5/Kg1", "Kd6/Kg1", "Kd7/Kg1", "R8a3/Kg1", "R8a4/Kg1", "R8a5/Kg1",
                                      "R8a6/Kg1", "R8a7/Kg1", "Rc8/Kg1", "Rf2/Kg1", "Rf8/Kg1", "Rg2/Kxg2",
                                      "Rh8+/Kg1"};
    // Black to move has one move, which mates White: s#1 needs White's move to leave it so.
    QTest::newRow("s#1 none") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                              << "s#1" << QStringList{} << QStringList{} << QStringList{};
}

void TestSolver::knownProblems()
{
    QFETCH(QString, fen);
    QFETCH(QString, stipulation);
    QFETCH(QStringList, keys);
    QFETCH(QStringList, threats);
    QFETCH(QStringList, tries);
    const Position pos = read(fen);
    const Stipulation s = *parseStipulation(stipulation.toStdString());
    const Found found = solved(pos, s);
    QCOMPARE(found.keys, keys);
    QCOMPARE(found.threats, threats);
    QCOMPARE(found.tries, tries);
    // The reference agrees on the problems too.
    const Found slow = reference(pos, s);
    QCOMPARE(slow.keys, keys);
    QCOMPARE(slow.threats, threats);
    QCOMPARE(slow.tries, tries);
}

void TestSolver::selfmatesAgreeWithReference()
{
    // s#2 positions with a solution are rare among random ones: these were found by a long
    // random search (a white king boxed in by its pawns, so that Black can mate it).
    const QStringList fens
        = {"4r3/4Q3/8/7r/4Q3/8/kr4PP/7K w - - 0 1", "1R6/8/8/Q4r2/8/2B2Q2/2k3PP/7K w - - 0 1",
            "1B6/8/8/8/8/7q/1Q4PP/B2r1k1K w - - 0 1", "8/8/1N1Q3P/8/8/4B2p/4k1PP/7K w - - 0 1",
            "8/b7/8/N7/5Q2/8/3p2PP/r2k3K w - - 0 1", "1B6/8/p7/8/8/1Q6/6PP/r1kn3K w - - 0 1",
            "7B/Q7/4N3/4N3/7p/8/6PP/5k1K w - - 0 1", "8/5q2/6Rr/3B4/7k/5Q2/6PP/7K w - - 0 1",
            "8/8/8/8/1R2q3/r6P/Q5PP/4k2K w - - 0 1", "4Q2R/8/8/r7/8/2P5/6PP/2rk3K w - - 0 1"};
    const Stipulation s{StipulationKind::Selfmate, 2};
    for (const QString& fen : fens) {
        const Position pos = read(fen);
        const Found fast = solved(pos, s);
        const Found slow = reference(pos, s);
        QVERIFY2(!fast.keys.isEmpty(), qPrintable(fen));
        const QString differs = difference(fen, fast, slow);
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
    }
}

void TestSolver::stoppedSearchSaysIncomplete()
{
    // A #5 in a crowded middlegame takes far longer than the limit.
    const Position pos = read("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8");
    const Solution limited = solve(pos, {StipulationKind::Mate, 5}, {0.05, nullptr});
    QVERIFY(!limited.complete);
    QVERIFY(limited.keys.empty());
    QVERIFY(limited.nodes > 0);
    SolveControl control;
    control.stop = true;
    const Solution stopped = solve(pos, {StipulationKind::Mate, 5}, {0, &control});
    QVERIFY(!stopped.complete);
    QVERIFY(stopped.nodes < 10000); // it looks at the flag every 4096 positions
}

void TestSolver::agreesWithReference_data()
{
    QTest::addColumn<QString>("stipulation");
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("extra");
    QTest::addColumn<double>("moverShare");
    QTest::newRow("#2") << "#2" << 20 << 3 << 0.7;
    QTest::newRow("#3") << "#3" << 4 << 2 << 0.7;
    QTest::newRow("h#2") << "h#2" << 16 << 3 << 0.4;
}

void TestSolver::agreesWithReference()
{
    QFETCH(QString, stipulation);
    QFETCH(int, positions);
    QFETCH(int, extra);
    QFETCH(double, moverShare);
    const Stipulation s = *parseStipulation(stipulation.toStdString());
    const Color toMove = s.kind == StipulationKind::Helpmate ? Color::Black : Color::White;
    std::mt19937 rng(20261125);
    int withKeys = 0;
    int compared = 0;
    for (int attempts = 0; compared < positions && attempts < 20000; ++attempts) {
        const std::optional<Position> pos = randomPosition(rng, extra, toMove, moverShare);
        if (!pos)
            continue;
        const Found fast = solved(*pos, s);
        // Half the positions compared have a solution: random ones mostly have none.
        if (fast.keys.isEmpty() && withKeys * 2 < compared)
            continue;
        const Found slow = reference(*pos, s);
        const QString fen = fenOf(*pos);
        const QString differs = difference(fen, fast, slow);
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
        if (slow.lines.size() < static_cast<qsizetype>(MaxHelpmateLines)) {
            QVERIFY2(fast.lines == slow.lines,
                qPrintable(fen + " lines " + fast.lines.join(',') + " vs " + slow.lines.join(',')));
        } else { // the solver lists the first MaxHelpmateLines
            QCOMPARE(fast.lines.size(), static_cast<qsizetype>(MaxHelpmateLines));
            for (const QString& line : fast.lines)
                QVERIFY2(slow.lines.contains(line), qPrintable(fen + " " + line));
        }
        withKeys += fast.keys.isEmpty() ? 0 : 1;
        ++compared;
    }
    qInfo("%s: %d positions compared, %d with a solution", qPrintable(stipulation), compared, withKeys);
    QCOMPARE(compared, positions);
    QVERIFY(withKeys * 3 >= positions);
}

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
