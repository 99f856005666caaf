// One UCI engine process analysing the position it is given (docs/ENGINE.md): started when
// first needed, told each new position, stopped when asked. It never blocks the caller: the
// handshake, the answers and the engine's death all arrive as signals. Qt Core only.
#pragma once

#include "position.h"
#include "uci.h"

#include <QList>
#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTimer>

#include <optional>

namespace forsyth {

struct EngineLine {
    int multipv = 1;
    int depth = 0;
    UciScore score; // from White's point of view
    QStringList san;
    std::uint64_t nodes = 0;
    int timeMs = 0;
};

class UciEngine : public QObject {
    Q_OBJECT

public:
    enum class State { Stopped, Starting, Analysing, Missing, Failed };
    static constexpr int Lines = 3;               // MultiPV
    static constexpr int AnswerTimeoutMs = 10000; // "uciok" and "readyok" must come within

    explicit UciEngine(QObject* parent = nullptr);
    ~UciEngine() override;

    // The engine's executable; an empty path means Debian's stockfish (on PATH or /usr/games).
    void setProgram(const QString& path);
    QString program() const { return program_; }
    // The default engine's path, or empty when none is installed.
    static QString defaultProgram();

    // Analyses pos until stop() or the next analyse(): starts the engine if it is not running.
    void analyse(const Position& pos);
    void stop();
    // Ends the process (killing it if it does not quit) and starts afresh on the last position.
    void restart();

    State state() const { return state_; }
    QString name() const { return name_; } // from "id name", once the engine has said it
    QString failure() const { return failure_; }
    qint64 processId() const { return process_.processId(); }

signals:
    void stateChanged(forsyth::UciEngine::State state);
    // The best lines so far, by multipv, for the position last given.
    void linesChanged(const QList<forsyth::EngineLine>& lines);

private:
    void start();
    void readOutput();
    void handle(const QString& line);
    void sendPosition();
    void send(const QString& command);
    void fail(const QString& why);
    void ended(int exitCode, QProcess::ExitStatus status);
    void endProcess();
    void setState(State state);

    QString program_;
    QProcess process_;
    QTimer answerTimer_; // the handshake's watchdog: a hung engine is failed, not waited for
    State state_ = State::Stopped;
    QString name_;
    QString failure_;
    bool ending_ = false;              // we end the process: its death is no failure
    bool ready_ = false;               // "readyok" received
    bool searching_ = false;           // a "go" is running
    bool awaitingBestmove_ = false;    // a "stop" was sent: its search's lines are stale
    std::optional<Position> position_; // the position to analyse
    QList<EngineLine> lines_;
    QByteArray pendingOutput_;
};

} // namespace forsyth
