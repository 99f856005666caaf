// What the tests share that needs Qt Core and forsyth_core only, so that the core tests and
// tst_cli (which link no widgets) can have it: positions, squares and moves written as text,
// files, and the forsyth binary run as a user runs it. The widget tests have all of this
// through app/test_support.h.
#pragma once

#include "bitboard.h"
#include "fen.h"
#include "moves.h"
#include "types.h"

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/resource.h>
#endif

inline const QString StartFen = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
// The start position after an edit (not a move) of the e2 pawn to e4: White is still to move.
inline const QString E4Fen = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
// Kiwipete, the perft position made to reach every kind of move: castling, ep, promotions.
inline const QString KiwipeteFen
    = QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");

// QByteArray and the std::string_view core reads, both ways, byte for byte.
inline std::string_view view(const QByteArray& bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

inline QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

// The position of a FEN the test itself wrote. One that does not read is a mistake in the
// test, not a finding: it ends the run.
inline forsyth::Position read(const QString& fen)
{
    const QByteArray utf8 = fen.toUtf8();
    const forsyth::FenReadResult r = forsyth::readFen(view(utf8));
    if (!r.ok())
        qFatal("test FEN does not read: %s", utf8.constData());
    return *r.position;
}

// The FEN of a position, as a QString to compare with.
inline QString fenOf(const forsyth::Position& pos, forsyth::FenWriteOptions options = {})
{
    return QString::fromStdString(forsyth::writeFen(pos, options));
}

// sq("e4"): a square by its name; a name that is no square ends the run, as read() does.
inline forsyth::Square sq(std::string_view name)
{
    const std::optional<forsyth::Square> square = forsyth::parseSquare(name);
    if (!square)
        qFatal("no square called %s", std::string(name).c_str());
    return *square;
}

// Square names in board order (a1, b1, ... h8), space separated: "e1 h1".
inline QString squareNames(forsyth::Bitboard squares)
{
    QStringList names;
    while (squares != 0)
        names << QString::fromStdString(forsyth::squareName(forsyth::popLowest(squares)));
    return names.join(QLatin1Char(' '));
}

// The legal move with this UCI name (castling as king takes rook when chess960), if any.
inline std::optional<forsyth::Move> findUciMove(
    const forsyth::Position& pos, const QString& uci, bool chess960 = false)
{
    for (const forsyth::Move& m : forsyth::legalMoves(pos)) {
        if (QString::fromStdString(forsyth::moveToUci(pos, m, chess960)) == uci)
            return m;
    }
    return std::nullopt;
}

// The same for a move the test knows to be legal: one that is not ends the run.
inline forsyth::Move legalMove(const forsyth::Position& pos, const QString& uci)
{
    const std::optional<forsyth::Move> m = findUciMove(pos, uci);
    if (!m)
        qFatal("no legal move %s", qPrintable(uci));
    return *m;
}

// What a run of the forsyth binary (FORSYTH_BINARY) gave back.
struct ForsythRun {
    int exitCode = -1; // -1: it did not finish in time; -2: it crashed
    QByteArray out;
    QByteArray err;
};

// Runs `program` with args, input on its standard input, in env (this process's own when none
// is given), for timeoutMs at most; setUp may redirect its channels before it starts. A binary
// that cannot start is a broken build, not a finding: it ends the run.
inline ForsythRun runProgram(const QString& program, const QStringList& args, const QByteArray& input = {},
    const std::optional<QProcessEnvironment>& env = std::nullopt, int timeoutMs = 60000,
    const std::function<void(QProcess&)>& setUp = {})
{
    QProcess process;
    if (env)
        process.setProcessEnvironment(*env);
    if (setUp)
        setUp(process);
    process.start(program, args);
    if (!process.waitForStarted())
        qFatal("cannot start %s", qPrintable(program));
    if (!input.isEmpty()) // an empty write would warn when setUp took standard input from a file
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    ForsythRun result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

// runProgram on the forsyth binary under test (FORSYTH_BINARY).
inline ForsythRun runForsyth(const QStringList& args, const QByteArray& input = {},
    const std::optional<QProcessEnvironment>& env = std::nullopt, int timeoutMs = 60000,
    const std::function<void(QProcess&)>& setUp = {})
{
    return runProgram(qEnvironmentVariable("FORSYTH_BINARY"), args, input, env, timeoutMs, setUp);
}

// A whole file's bytes; none when it cannot be read.
inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Writes a whole file; false when any of it could not be written.
inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Writes a test's input file `name` into folder and returns its path; a file that cannot be
// written ends the run (the test could prove nothing).
inline QString testFile(const QString& folder, const QString& name, const QByteArray& bytes)
{
    const QString path = folder + QLatin1Char('/') + name;
    if (!writeFile(path, bytes))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

#ifdef Q_OS_LINUX
// Runs write() with files limited to `limit` bytes: a full disk, as near as a test gets to one
// (root ignores read-only folders). SIGXFSZ is ignored meanwhile, so that the write fails
// instead of the process. False, with write() not run, when the limit cannot be set.
template <typename Write> bool withFileSizeLimit(rlim_t limit, Write write)
{
    rlimit saved{};
    if (getrlimit(RLIMIT_FSIZE, &saved) != 0)
        return false;
    rlimit small = saved;
    small.rlim_cur = limit;
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    const bool limited = setrlimit(RLIMIT_FSIZE, &small) == 0;
    if (limited) {
        write();
        setrlimit(RLIMIT_FSIZE, &saved);
    }
    std::signal(SIGXFSZ, oldHandler);
    return limited;
}
#endif
