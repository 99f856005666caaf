#include "uci_engine.h"

#include "fen.h"

#include <QCoreApplication>
#include <QStandardPaths>

namespace forsyth {

UciEngine::UciEngine(QObject* parent)
    : QObject(parent)
{
    answerTimer_.setSingleShot(true);
    answerTimer_.setInterval(AnswerTimeoutMs);
    connect(&answerTimer_, &QTimer::timeout, this, [this] {
        fail(QCoreApplication::translate("UciEngine", "the engine did not answer within %1 seconds")
                 .arg(AnswerTimeoutMs / 1000));
    });
    connect(&process_, &QProcess::readyReadStandardOutput, this, &UciEngine::readOutput);
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            answerTimer_.stop();
            failure_ = QCoreApplication::translate("UciEngine", "%1 could not be started: %2")
                           .arg(program_, process_.errorString());
            setState(State::Missing);
        }
    });
    connect(&process_, &QProcess::finished, this, &UciEngine::ended);
}

UciEngine::~UciEngine() { endProcess(); }

QString UciEngine::defaultProgram()
{
    // Debian installs stockfish in /usr/games, which a desktop session's PATH may lack.
    QString found = QStandardPaths::findExecutable(QStringLiteral("stockfish"));
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(
            QStringLiteral("stockfish"), {QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games")});
    return found;
}

void UciEngine::setProgram(const QString& path)
{
    if (path == program_)
        return;
    program_ = path;
    if (process_.state() != QProcess::NotRunning || state_ == State::Missing || state_ == State::Failed)
        restart();
}

void UciEngine::analyse(const Position& pos)
{
    position_ = pos;
    lines_.clear();
    emit linesChanged(lines_);
    if (state_ == State::Failed || state_ == State::Missing)
        return; // restart() or another program first: the panel offers both
    if (process_.state() == QProcess::NotRunning) {
        start();
        return;
    }
    if (ready_)
        sendPosition();
}

void UciEngine::stop()
{
    position_.reset();
    if (searching_) {
        send(QStringLiteral("stop"));
        searching_ = false;
        awaitingBestmove_ = true;
    }
    if (state_ == State::Analysing)
        setState(State::Stopped);
}

void UciEngine::restart()
{
    endProcess();
    failure_.clear();
    setState(State::Stopped);
    if (position_)
        start();
}

void UciEngine::start()
{
    const QString program = program_.isEmpty() ? defaultProgram() : program_;
    ready_ = false;
    searching_ = false;
    awaitingBestmove_ = false;
    name_.clear();
    pendingOutput_.clear();
    if (program.isEmpty()) {
        failure_ = QCoreApplication::translate("UciEngine", "no engine is installed");
        setState(State::Missing);
        return;
    }
    setState(State::Starting);
    process_.setProgram(program);
    process_.setArguments({});
    process_.start(QIODevice::ReadWrite);
    send(QStringLiteral("uci"));
    answerTimer_.start();
}

void UciEngine::readOutput()
{
    pendingOutput_ += process_.readAllStandardOutput();
    qsizetype end;
    while ((end = pendingOutput_.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(pendingOutput_.left(end)).trimmed();
        pendingOutput_.remove(0, end + 1);
        handle(line);
    }
    // An engine that prints without line breaks must not fill memory.
    if (pendingOutput_.size() > 1 << 20)
        pendingOutput_.clear();
}

void UciEngine::handle(const QString& line)
{
    if (line.startsWith(QLatin1String("id name "))) {
        name_ = line.mid(8);
    } else if (line == QLatin1String("uciok")) {
        send(QStringLiteral("setoption name MultiPV value %1").arg(Lines));
        send(QStringLiteral("isready"));
        answerTimer_.start();
    } else if (line == QLatin1String("readyok")) {
        answerTimer_.stop();
        if (!ready_) {
            ready_ = true;
            if (position_)
                sendPosition();
            else
                setState(State::Stopped);
        }
    } else if (line.startsWith(QLatin1String("bestmove"))) {
        // The end of a stopped search: the next lines are about the position sent after it.
        if (awaitingBestmove_) {
            awaitingBestmove_ = false;
            if (position_ && !searching_)
                sendPosition();
        }
    } else if (!awaitingBestmove_ && searching_ && position_) {
        const QByteArray utf8 = line.toUtf8();
        const std::optional<UciInfo> info
            = readUciInfo(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
        if (!info || info->score->bound || info->multipv < 1 || info->multipv > Lines)
            return;
        EngineLine l;
        l.multipv = info->multipv;
        l.depth = info->depth;
        l.score = whiteScore(*info->score, position_->sideToMove);
        for (const std::string& san : sanLine(*position_, info->pv))
            l.san << QString::fromStdString(san);
        l.nodes = info->nodes;
        l.timeMs = info->timeMs;
        if (l.san.isEmpty())
            return;
        while (lines_.size() < l.multipv)
            lines_.append(EngineLine{});
        lines_[l.multipv - 1] = l;
        emit linesChanged(lines_);
    }
}

void UciEngine::sendPosition()
{
    if (searching_) {
        // Stop first; the new search starts once the old one's "bestmove" has come.
        send(QStringLiteral("stop"));
        searching_ = false;
        awaitingBestmove_ = true;
        return;
    }
    if (awaitingBestmove_ || !position_)
        return;
    send(QStringLiteral("position fen %1").arg(QString::fromStdString(writeFen(*position_))));
    send(QStringLiteral("go infinite"));
    searching_ = true;
    setState(State::Analysing);
}

void UciEngine::send(const QString& command)
{
    if (process_.state() != QProcess::NotRunning)
        process_.write(command.toUtf8() + '\n');
}

void UciEngine::fail(const QString& why)
{
    failure_ = why;
    ready_ = false;
    searching_ = false;
    // A hung engine is not asked to quit: the editor never waits on it.
    answerTimer_.stop();
    if (process_.state() != QProcess::NotRunning) {
        ending_ = true;
        process_.kill();
        process_.waitForFinished(1000);
        ending_ = false;
    }
    setState(State::Failed);
}

void UciEngine::ended(int exitCode, QProcess::ExitStatus status)
{
    answerTimer_.stop();
    if (ending_ || state_ == State::Missing)
        return;
    fail(status == QProcess::CrashExit
            ? QCoreApplication::translate("UciEngine", "the engine crashed")
            : QCoreApplication::translate("UciEngine", "the engine quit (exit status %1)").arg(exitCode));
}

void UciEngine::endProcess()
{
    answerTimer_.stop();
    if (process_.state() == QProcess::NotRunning)
        return;
    ending_ = true;
    process_.write("quit\n");
    if (!process_.waitForFinished(300)) {
        process_.kill();
        process_.waitForFinished(1000);
    }
    ending_ = false;
}

void UciEngine::setState(State state)
{
    if (state == state_)
        return;
    state_ = state;
    emit stateChanged(state);
}

} // namespace forsyth
