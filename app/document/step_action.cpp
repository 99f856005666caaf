#include "step_action.h"

#include <QUndoStack>

namespace forsyth {

StepAction::StepAction(QUndoStack* stack, Direction direction, const QString& prefix, QObject* parent)
    : QAction(parent)
    , prefix_(prefix)
{
    if (direction == Direction::Undo) {
        setEnabled(stack->canUndo());
        step_ = stack->undoText();
        connect(stack, &QUndoStack::canUndoChanged, this, &QAction::setEnabled);
        connect(stack, &QUndoStack::undoTextChanged, this, &StepAction::setStep);
        connect(this, &QAction::triggered, stack, &QUndoStack::undo);
    } else {
        setEnabled(stack->canRedo());
        step_ = stack->redoText();
        connect(stack, &QUndoStack::canRedoChanged, this, &QAction::setEnabled);
        connect(stack, &QUndoStack::redoTextChanged, this, &StepAction::setStep);
        connect(this, &QAction::triggered, stack, &QUndoStack::redo);
    }
    setStep(step_);
}

void StepAction::setPrefix(const QString& prefix)
{
    prefix_ = prefix;
    setStep(step_);
}

void StepAction::setStep(const QString& step)
{
    step_ = step;
    // As QUndoStack's own actions say it: the prefix, a space, the step's name.
    setText(step_.isEmpty() || prefix_.isEmpty() ? prefix_ + step_ : prefix_ + QLatin1Char(' ') + step_);
}

} // namespace forsyth
