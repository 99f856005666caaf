#include "solver_panel.h"

#include "findings.h"
#include "messages.h"
#include "position_document.h"
#include "puzzle_words.h"
#include "san.h"
#include "settings_file.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <map>
#include <utility>

namespace forsyth {
namespace {

const QString StipulationKey = QStringLiteral("solver/stipulation");
const QString SecondsKey = QStringLiteral("solver/secondsPerRecord");

QSettings settings() { return QSettings(SettingsOrganisation, SettingsApplication); }

QLabel* wrappedLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

SolverPanel::SolverPanel(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , stipulationLabel_(new QLabel(this))
    , kind_(new QComboBox(this))
    , moves_(new QSpinBox(this))
    , solve_(new QPushButton(this))
    , stop_(new QPushButton(this))
    , claim_(wrappedLabel(this))
    , busy_(new QProgressBar(this))
    , progress_(new QLabel(this))
    , verdict_(wrappedLabel(this))
    , lines_(wrappedLabel(this))
    , mark_(new QPushButton(this))
    , collectionHeading_(new QLabel(this))
    , verifyAll_(new QPushButton(this))
    , perRecordLabel_(new QLabel(this))
    , perRecord_(new QSpinBox(this))
    , verifyProgress_(new QProgressBar(this))
    , summary_(wrappedLabel(this))
    , unsound_(new QListWidget(this))
{
    setObjectName(QStringLiteral("solverPanel"));
    kind_->addItems({QStringLiteral("#"), QStringLiteral("h#"), QStringLiteral("s#")});
    moves_->setRange(1, MaxStipulationMoves);
    perRecord_->setRange(1, 3600);
    busy_->setRange(0, 0); // busy: how long a search takes cannot be known
    busy_->setTextVisible(false);
    verdict_->setObjectName(QStringLiteral("solverVerdict"));
    lines_->setObjectName(QStringLiteral("solverLines"));
    unsound_->setObjectName(QStringLiteral("unsoundRecords"));
    unsound_->setWordWrap(true);
    unsound_->setTextElideMode(Qt::ElideNone);
    unsound_->setMinimumHeight(120);
    QFont bold = verdict_->font();
    bold.setBold(true);
    verdict_->setFont(bold);
    collectionHeading_->setFont(bold);

    auto* layout = new QVBoxLayout(this);
    auto* stipulationRow = new QHBoxLayout;
    stipulationRow->addWidget(stipulationLabel_);
    stipulationRow->addWidget(kind_);
    stipulationRow->addWidget(moves_);
    stipulationRow->addWidget(solve_);
    stipulationRow->addWidget(stop_);
    stipulationRow->addStretch();
    layout->addLayout(stipulationRow);
    layout->addWidget(claim_);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(busy_);
    progressRow->addWidget(progress_, 1);
    layout->addLayout(progressRow);
    layout->addWidget(verdict_);
    layout->addWidget(lines_);
    auto* markRow = new QHBoxLayout;
    markRow->addWidget(mark_);
    markRow->addStretch();
    layout->addLayout(markRow);
    layout->addSpacing(12);
    layout->addWidget(collectionHeading_);
    auto* verifyRow = new QHBoxLayout;
    verifyRow->addWidget(verifyAll_);
    verifyRow->addWidget(perRecordLabel_);
    verifyRow->addWidget(perRecord_);
    verifyRow->addStretch();
    layout->addLayout(verifyRow);
    layout->addWidget(verifyProgress_);
    layout->addWidget(summary_);
    layout->addWidget(unsound_, 1);
    layout->addStretch(); // takes the room when the list is hidden (no collection)

    const auto saved
        = parseStipulation(settings().value(StipulationKey, QStringLiteral("#2")).toString().toStdString());
    setStipulation(saved.value_or(Stipulation{}));
    perRecord_->setValue(settings().value(SecondsKey, 10).toInt());

    progressTimer_.setInterval(100);
    connect(&progressTimer_, &QTimer::timeout, this, &SolverPanel::showProgress);
    connect(solve_, &QPushButton::clicked, this, &SolverPanel::solve);
    connect(stop_, &QPushButton::clicked, this, &SolverPanel::stop);
    connect(mark_, &QPushButton::clicked, this, &SolverPanel::markTested);
    connect(verifyAll_, &QPushButton::clicked, this, &SolverPanel::verifyAll);
    connect(&task_, &SolveTask::finished, this, &SolverPanel::showChecked);
    connect(&verifier_, &CollectionVerifier::finished, this, &SolverPanel::showVerified);
    const auto remember = [this] {
        settings().setValue(StipulationKey, QString::fromStdString(stipulationText(stipulation())));
        updateButtons();
    };
    connect(kind_, &QComboBox::currentIndexChanged, this, remember);
    connect(moves_, &QSpinBox::valueChanged, this, remember);
    connect(perRecord_, &QSpinBox::valueChanged, this,
        [](int seconds) { settings().setValue(SecondsKey, seconds); });
    connect(document_, &PositionDocument::changed, this, [this](PositionDocument::Changes changes) {
        if (changes
            & (PositionDocument::Placement | PositionDocument::SideToMove | PositionDocument::Castling
                | PositionDocument::EnPassant))
            positionChanged();
        showRecordClaim(); // C+ marked or taken away is an undo step too
        updateButtons();
    });
    connect(document_, &PositionDocument::currentRecordChanged, this, &SolverPanel::recordChanged);
    // Rows added, removed, moved or another file: a verification's rows would point at the
    // wrong records, so it stops and its list goes (the user verifies again).
    const auto recordsChanged = [this] {
        verifier_.cancel();
        verifyCurrent_ = false;
        unsound_->clear();
        summary_->clear();
        verifyProgress_->hide();
        updateButtons();
    };
    const QAbstractItemModel* records = document_->records();
    connect(records, &QAbstractItemModel::modelReset, this, recordsChanged);
    connect(records, &QAbstractItemModel::rowsInserted, this, recordsChanged);
    connect(records, &QAbstractItemModel::rowsRemoved, this, recordsChanged);
    connect(records, &QAbstractItemModel::rowsMoved, this, recordsChanged);
    connect(unsound_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int row = item->data(Qt::UserRole).toInt();
        if (row < document_->records()->rowCount())
            document_->selectRecord(row);
    });

    busy_->hide();
    verifyProgress_->hide();
    retranslate();
    recordChanged();
}

void SolverPanel::setStipulation(Stipulation s)
{
    kind_->setCurrentIndex(static_cast<int>(s.kind));
    moves_->setValue(s.moves);
}

Stipulation SolverPanel::stipulation() const
{
    return {static_cast<StipulationKind>(kind_->currentIndex()), moves_->value()};
}

QString SolverPanel::verdictText() const { return verdict_->text(); }
QString SolverPanel::linesText() const { return lines_->text(); }
QString SolverPanel::summaryText() const { return summary_->text(); }

QStringList SolverPanel::unsoundRows() const
{
    QStringList out;
    for (int i = 0; i < unsound_->count(); ++i)
        out << unsound_->item(i)->text();
    return out;
}

void SolverPanel::solve()
{
    if (task_.isRunning())
        return;
    // Checked against the record only for the record's own stipulation: its key is for that.
    const PuzzleClaim record = document_->puzzleClaim();
    checkedClaim_
        = record.stipulation == stipulation() ? record : PuzzleClaim{stipulation(), {}, false, false};
    checkedPosition_ = document_->position();
    lastCheck_.reset();
    verdict_->clear();
    lines_->clear();
    task_.start(checkedPosition_, checkedClaim_);
    progressTimer_.start();
    showProgress();
    updateButtons();
}

void SolverPanel::stop()
{
    task_.cancel();
    verifier_.cancel();
}

void SolverPanel::showChecked(const PuzzleCheck& check)
{
    if (!verifier_.isRunning())
        progressTimer_.stop();
    showProgress();
    updateButtons();
    if (!(checkedPosition_ == document_->position()))
        return; // stopped because the position changed: about a position no longer shown
    lastCheck_ = check;
    QString verdict = verdictSentence(check, checkedPosition_, checkedClaim_);
    if (check.verdict == PuzzleVerdict::Illegal) {
        for (const Finding& f : judge(checkedPosition_)) {
            if (f.severity == Severity::Error) {
                verdict = tr("%1 %2.").arg(
                    verdict, describe(f, checkedPosition_, document_->fenOptions().castling));
                break;
            }
        }
    }
    verdict_->setText(verdict);
    lines_->setText(check.solution ? solutionLines(checkedPosition_, *check.solution) : QString());
    updateButtons();
    emit solved();
}

void SolverPanel::verifyAll()
{
    if (verifier_.isRunning() || !document_->hasRecords())
        return;
    unsound_->clear();
    summary_->clear();
    verifier_.start(document_->records()->puzzleSource(), perRecord_->value());
    verifyCurrent_ = true;
    verifyProgress_->setRange(0, verifier_.total());
    verifyProgress_->setValue(0);
    verifyProgress_->show();
    progressTimer_.start();
    updateButtons();
}

void SolverPanel::showVerified(const std::vector<CollectionVerifier::Verified>& records, bool stopped)
{
    if (!std::exchange(verifyCurrent_, false)) { // the records changed meanwhile
        if (!task_.isRunning())
            progressTimer_.stop();
        updateButtons();
        return;
    }
    std::map<PuzzleVerdict, int> counts;
    int unreadable = 0;
    unsound_->clear();
    for (const CollectionVerifier::Verified& v : records) {
        if (!v.readable) {
            ++unreadable;
            continue;
        }
        ++counts[v.check.verdict];
        if (!isUnsound(v.check.verdict) && v.check.verdict != PuzzleVerdict::Unfinished)
            continue;
        const QModelIndex index = document_->records()->index(v.row);
        const QString title = index.data(RecordList::TitleRole).toString();
        QStringList words{QStringLiteral("%1.").arg(v.row + 1)};
        if (!title.isEmpty())
            words << title + QLatin1Char(':');
        words << verdictSentence(v.check, v.position, v.claim);
        auto* item = new QListWidgetItem(words.join(QLatin1Char(' ')), unsound_);
        item->setData(Qt::UserRole, v.row);
    }
    QStringList parts;
    for (const auto& [verdict, count] : counts)
        parts << tr("%1: %2").arg(verdictName(verdict)).arg(count);
    if (unreadable > 0)
        parts << tr("cannot be read: %1").arg(unreadable);
    const QString done = stopped
        ? tr("Stopped after %1 of %2 records.").arg(records.size()).arg(verifier_.total())
        : tr("%1 records verified.").arg(records.size());
    summary_->setText(done + QLatin1Char(' ') + parts.join(tr(", ")));
    verifyProgress_->hide();
    if (!task_.isRunning())
        progressTimer_.stop();
    updateButtons();
    emit verified();
}

void SolverPanel::showProgress()
{
    busy_->setVisible(task_.isRunning());
    if (task_.isRunning())
        progress_->setText(tr("Searching: %1 positions, %2 s")
                               .arg(QLocale().toString(static_cast<qulonglong>(task_.nodes())))
                               .arg(QLocale().toString(task_.seconds(), 'f', 1)));
    else
        progress_->clear();
    if (verifier_.isRunning())
        verifyProgress_->setValue(verifier_.done());
}

void SolverPanel::markTested() { document_->setComputerTested(!document_->puzzleClaim().computerTested); }

void SolverPanel::positionChanged()
{
    // What was shown was about the position before: the search stops, the verdict goes.
    task_.cancel();
    lastCheck_.reset();
    verdict_->clear();
    lines_->clear();
}

void SolverPanel::recordChanged()
{
    const PuzzleClaim claim = document_->puzzleClaim();
    if (claim.stipulation)
        setStipulation(*claim.stipulation);
    collectionHeading_->setVisible(document_->hasRecords());
    verifyAll_->setVisible(document_->hasRecords());
    perRecordLabel_->setVisible(document_->hasRecords());
    perRecord_->setVisible(document_->hasRecords());
    summary_->setVisible(document_->hasRecords());
    unsound_->setVisible(document_->hasRecords());
    showRecordClaim();
    updateButtons();
}

void SolverPanel::showRecordClaim()
{
    const int row = document_->currentRecord();
    claim_->setVisible(row >= 0);
    if (row < 0)
        return;
    const PuzzleClaim claim = document_->puzzleClaim();
    if (!claim.stipulation) {
        claim_->setText(tr("Record %1 states no stipulation.").arg(row + 1));
        return;
    }
    QString text
        = tr("Record %1: %2").arg(row + 1).arg(QString::fromStdString(stipulationText(*claim.stipulation)));
    if (!claim.keys.empty()) {
        QStringList keys;
        for (const Move m : claim.keys)
            keys << QString::fromStdString(writeSan(document_->position(), m));
        text += QStringLiteral(", ") + tr("key %1").arg(keys.join(QStringLiteral(", ")));
    }
    if (claim.computerTested)
        text += QStringLiteral(", C+");
    claim_->setText(text);
}

void SolverPanel::updateButtons()
{
    solve_->setEnabled(!task_.isRunning());
    stop_->setEnabled(task_.isRunning() || verifier_.isRunning());
    verifyAll_->setEnabled(document_->hasRecords() && !verifier_.isRunning());
    const PuzzleClaim claim = document_->puzzleClaim();
    mark_->setVisible(claim.markable);
    mark_->setText(claim.computerTested ? tr("Remove C+") : tr("Mark C+"));
    // C+ is earned by a sound verdict on this very position for the record's own stipulation.
    const bool earned = lastCheck_ && lastCheck_->verdict == PuzzleVerdict::Sound
        && checkedClaim_.stipulation == claim.stipulation && checkedPosition_ == document_->position();
    mark_->setEnabled(claim.computerTested || earned);
}

void SolverPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SolverPanel::retranslate()
{
    stipulationLabel_->setText(tr("Stipulation:"));
    kind_->setItemData(0, tr("Direct mate: the side to move mates"), Qt::ToolTipRole);
    kind_->setItemData(1, tr("Helpmate: the side to move is mated, both sides helping"), Qt::ToolTipRole);
    kind_->setItemData(2, tr("Selfmate: the side to move forces the other to mate it"), Qt::ToolTipRole);
    solve_->setText(tr("Solve"));
    stop_->setText(tr("Stop"));
    mark_->setToolTip(tr("Computer-tested: written into the record when the file is saved"));
    collectionHeading_->setText(tr("Every record"));
    verifyAll_->setText(tr("Verify all"));
    perRecordLabel_->setText(tr("at most, seconds per record:"));
    showRecordClaim();
    updateButtons();
    showProgress();
}

} // namespace forsyth
