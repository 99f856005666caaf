// Undo or redo as an action whose words can change: "&Undo Move e2 to e4" names the step to
// undo, and setPrefix() says it in another language without a new action (QUndoStack's own
// actions keep the prefix they were made with).
#pragma once

#include <QAction>
#include <QString>

class QUndoStack;

namespace forsyth {

class StepAction : public QAction {
    Q_OBJECT

public:
    enum class Direction { Undo, Redo };
    // Follows `stack`: enabled when there is a step to go, the text the prefix and the step's
    // name ("&Undo Move e2 to e4"), the prefix alone when there is none; triggering it goes.
    StepAction(QUndoStack* stack, Direction direction, const QString& prefix, QObject* parent);

    QString prefix() const { return prefix_; }
    void setPrefix(const QString& prefix);

private:
    void setStep(const QString& step);

    QString prefix_;
    QString step_;
};

} // namespace forsyth
