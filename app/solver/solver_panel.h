// The solver panel (docs/PUZZLES.md): the position being edited solved for a stipulation and,
// for a collection record, verified against what the record states (sound, cooked, no
// solution, another key), with C+ marked in the record; and Verify all over the collection,
// listing the records that are not sound. Every search runs off the GUI thread with its
// progress and a Stop.
#pragma once

#include "collection_verifier.h"
#include "solve_task.h"

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace forsyth {

class PositionDocument;

class SolverPanel : public QWidget {
    Q_OBJECT

public:
    explicit SolverPanel(PositionDocument* document, QWidget* parent = nullptr);

    // For tests: the words shown.
    QString verdictText() const;
    QString linesText() const;
    QString summaryText() const;
    QStringList unsoundRows() const; // the list's lines
    bool isSolving() const { return task_.isRunning(); }
    bool isVerifying() const { return verifier_.isRunning(); }

    void setStipulation(Stipulation stipulation);
    Stipulation stipulation() const;
    void solve();
    void stop();
    void verifyAll();
    void markTested();

signals:
    // Each search's end, for tests and the status bar.
    void solved();
    void verified();

protected:
    void changeEvent(QEvent* event) override;

private:
    void positionChanged();
    void recordChanged();
    void showChecked(const PuzzleCheck& check);
    void showVerified(const std::vector<CollectionVerifier::Verified>& records, bool stopped);
    void showProgress();
    void updateButtons();
    void showRecordClaim();
    void retranslate();

    PositionDocument* document_;
    SolveTask task_;
    CollectionVerifier verifier_;
    QTimer progressTimer_;
    // The claim the last search was checked against, and whether it was the record's own
    // (only then may the record be marked C+).
    PuzzleClaim checkedClaim_;
    std::optional<PuzzleCheck> lastCheck_;
    bool verifyCurrent_ = false; // a verification runs over the rows as they are
    Position checkedPosition_;

    QLabel* stipulationLabel_;
    QComboBox* kind_;
    QSpinBox* moves_;
    QPushButton* solve_;
    QPushButton* stop_;
    QLabel* claim_;
    QProgressBar* busy_;
    QLabel* progress_;
    QLabel* verdict_;
    QLabel* lines_;
    QPushButton* mark_;
    QLabel* collectionHeading_;
    QPushButton* verifyAll_;
    QLabel* perRecordLabel_;
    QSpinBox* perRecord_;
    QProgressBar* verifyProgress_;
    QLabel* summary_;
    QListWidget* unsound_;
};

} // namespace forsyth
