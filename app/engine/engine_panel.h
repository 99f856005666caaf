// The engine panel: a UCI engine's evaluation and best three lines for the position being
// edited, live while the panel is shown, idle (and saying why) for a position with errors, and
// saying what to do when no engine is installed or the engine fails (docs/ENGINE.md).
#pragma once

#include "uci_engine.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace forsyth {

class PositionDocument;

class EnginePanel : public QWidget {
    Q_OBJECT

public:
    explicit EnginePanel(PositionDocument* document, QWidget* parent = nullptr);

    UciEngine* engine() { return &engine_; }
    // For tests: the text of line i (0-2) as shown, "#2  1. Kc3 Ka2 2. Qb2#".
    QString lineText(int i) const;
    QString statusText() const;
    // The dialog that picks an engine's executable; tests replace it.
    void setProgramChooser(std::function<QString()> chooser) { chooseProgram_ = std::move(chooser); }

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void scheduleUpdate();
    void analyseDocument(); // the document's position to the engine, or why it is not sent
    void showLines(const QList<EngineLine>& lines);
    void showState();
    void chooseEngine();
    void retranslate();

    PositionDocument* document_;
    UciEngine engine_;
    QTimer updateTimer_; // edits come in bursts (a drag, typing): the engine gets the last
    QLabel* status_;
    QLabel* message_;
    QList<QLabel*> lines_;
    QPushButton* restart_;
    QPushButton* choose_;
    std::function<QString()> chooseProgram_;
    QString idleReason_; // why the position is not sent, or empty
};

} // namespace forsyth
