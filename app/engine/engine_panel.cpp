#include "engine_panel.h"

#include "findings.h"
#include "messages.h"
#include "position_document.h"
#include "san.h"
#include "settings_file.h"

#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace forsyth {

namespace {

const QString ProgramKey = QStringLiteral("engine/program");

QSettings settings() { return QSettings(SettingsOrganisation, SettingsApplication); }

// "+0.35", "-1.20", "#2" (White mates in 2), "#-3" (Black mates in 3), as Lichess writes them.
QString scoreText(const UciScore& s)
{
    if (s.mate)
        return QStringLiteral("#%1").arg(s.value);
    return (s.value >= 0 ? QStringLiteral("+") : QString()) + QString::number(s.value / 100.0, 'f', 2);
}

// The engine's line numbered as games are (core gameLine).
QString numbered(const QStringList& san, const Position& pos)
{
    std::vector<std::string> moves;
    moves.reserve(static_cast<std::size_t>(san.size()));
    for (const QString& m : san)
        moves.push_back(m.toStdString());
    return QString::fromStdString(gameLine(pos, moves));
}

} // namespace

EnginePanel::EnginePanel(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , status_(new QLabel(this))
    , message_(new QLabel(this))
    , restart_(new QPushButton(this))
    , choose_(new QPushButton(this))
{
    setObjectName(QStringLiteral("enginePanel"));
    auto* layout = new QVBoxLayout(this);
    status_->setObjectName(QStringLiteral("engineStatus"));
    status_->setWordWrap(true);
    message_->setObjectName(QStringLiteral("engineMessage"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(status_);
    layout->addWidget(message_);
    for (int i = 0; i < UciEngine::Lines; ++i) {
        auto* line = new QLabel(this);
        line->setObjectName(QStringLiteral("engineLine%1").arg(i + 1));
        line->setWordWrap(true);
        line->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(line);
        lines_ << line;
    }
    auto* buttons = new QHBoxLayout;
    restart_->setObjectName(QStringLiteral("engineRestart"));
    choose_->setObjectName(QStringLiteral("engineChoose"));
    buttons->addWidget(restart_);
    buttons->addWidget(choose_);
    buttons->addStretch();
    layout->addLayout(buttons);
    layout->addStretch();

    engine_.setProgram(settings().value(ProgramKey).toString());
    chooseProgram_
        = [this] { return QFileDialog::getOpenFileName(this, tr("Choose a UCI engine"), engine_.program()); };
    updateTimer_.setSingleShot(true);
    updateTimer_.setInterval(150);
    connect(&updateTimer_, &QTimer::timeout, this, &EnginePanel::analyseDocument);
    connect(document_, &PositionDocument::changed, this, &EnginePanel::scheduleUpdate);
    connect(&engine_, &UciEngine::linesChanged, this, &EnginePanel::showLines);
    connect(&engine_, &UciEngine::stateChanged, this, &EnginePanel::showState);
    connect(restart_, &QPushButton::clicked, this, [this] {
        engine_.restart();
        analyseDocument();
    });
    connect(choose_, &QPushButton::clicked, this, &EnginePanel::chooseEngine);
    retranslate();
    showState();
}

QString EnginePanel::lineText(int i) const { return lines_.value(i) ? lines_[i]->text() : QString(); }

QString EnginePanel::statusText() const { return status_->text() + QLatin1Char('\n') + message_->text(); }

void EnginePanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    analyseDocument();
}

void EnginePanel::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    engine_.stop(); // nothing runs for a panel no one sees
}

void EnginePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EnginePanel::scheduleUpdate()
{
    if (isVisible())
        updateTimer_.start();
}

void EnginePanel::analyseDocument()
{
    if (!isVisible())
        return;
    // Only a position without errors goes to the engine: Stockfish crashes on one without
    // kings, or with castling rights whose rook is not there (docs/ENGINE.md).
    idleReason_.clear();
    for (const Finding& f : document_->findings()) {
        if (f.severity == Severity::Error) {
            idleReason_ = describe(f, document_->position(), CastlingNotation::XFen);
            break;
        }
    }
    if (!idleReason_.isEmpty())
        engine_.stop();
    else
        engine_.analyse(document_->position());
    showState();
}

void EnginePanel::showLines(const QList<EngineLine>& lines)
{
    const Position& pos = document_->position();
    for (int i = 0; i < lines_.size(); ++i) {
        const bool has = i < lines.size() && !lines[i].san.isEmpty();
        lines_[i]->setText(
            has ? scoreText(lines[i].score) + QStringLiteral("  ") + numbered(lines[i].san, pos) : QString());
    }
    if (!lines.isEmpty() && !lines.front().san.isEmpty()) {
        const EngineLine& best = lines.front();
        // Evidence, not proof: the depth and time say how far the engine looked.
        status_->setText(tr("%1 · depth %2 · %3 s · %4 nodes (evidence, not proof)")
                             .arg(engine_.name().isEmpty() ? tr("Engine") : engine_.name())
                             .arg(best.depth)
                             .arg(QLocale().toString(best.timeMs / 1000.0, 'f', 1))
                             .arg(QLocale().toString(static_cast<qlonglong>(best.nodes))));
    }
}

void EnginePanel::showState()
{
    const UciEngine::State state = engine_.state();
    // Also when none was found: after installing Stockfish the user starts it from here.
    restart_->setVisible(state == UciEngine::State::Failed || state == UciEngine::State::Missing);
    QString message;
    switch (state) {
    case UciEngine::State::Missing:
        message = tr("No chess engine found (%1). Install Stockfish with \"sudo apt install stockfish\", "
                     "or choose an engine's program.")
                      .arg(engine_.failure());
        break;
    case UciEngine::State::Failed:
        message = tr("The engine stopped: %1. Restart it, or choose another engine.").arg(engine_.failure());
        break;
    case UciEngine::State::Starting:
        message = tr("Starting the engine…");
        break;
    case UciEngine::State::Analysing:
    case UciEngine::State::Stopped:
        if (!idleReason_.isEmpty())
            message = tr("Idle: only a legal position is analysed, and this one is not: %1").arg(idleReason_);
        break;
    }
    message_->setText(message);
    message_->setVisible(!message.isEmpty());
    if (state != UciEngine::State::Analysing) {
        for (QLabel* line : lines_)
            line->clear();
        status_->setText(engine_.name());
    }
}

void EnginePanel::chooseEngine()
{
    const QString path = chooseProgram_();
    if (path.isEmpty())
        return;
    settings().setValue(ProgramKey, path);
    engine_.setProgram(path);
    analyseDocument();
}

void EnginePanel::retranslate()
{
    restart_->setText(tr("&Restart engine"));
    choose_->setText(tr("Choose &engine…"));
    showState();
}

} // namespace forsyth
