// A panel docked beside the board and made the first time it is shown: hidden, a panel would
// cost memory and time at start and work at every edit for nothing (docs/ARCHITECTURE.md,
// "Start-up"). Its View menu toggle is checkable, and whether it is shown is kept between runs.
#pragma once

#include "dock_room.h"

#include <QKeySequence>
#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QDockWidget;
class QMainWindow;
class QSettings;
class QWidget;

namespace forsyth {

class DockOnDemand : public QObject {
    Q_OBJECT

public:
    // makePanel is called once, when the dock is first shown. The dock's objectName is
    // dockName (saveState() places docks by name), the toggle's toggleName. A scrolled panel
    // sits in a scroll area as wide as the panel asks, for words that run long.
    using MakePanel = std::function<QWidget*()>;
    enum class Frame { Plain, Scrolled };
    DockOnDemand(QMainWindow* window, const QString& dockName, const QString& toggleName, QKeySequence keys,
        MakePanel makePanel, Frame frame);

    QAction* toggle() const { return toggle_; }
    // The toggle's words and the dock's title: the same.
    void setTitle(const QString& title);
    // Shown as the last run left it (after QMainWindow::restoreState, which keeps its place).
    void restore(const QSettings& settings, const QString& key);
    void save(QSettings& settings, const QString& key) const;

signals:
    // Shown by the user (the toggle, its shortcut), not by a restore: the window has grown to
    // make room for it.
    void shownByUser(QWidget* panel);

private:
    void setShown(bool shown);
    void make();

    QMainWindow* window_;
    QString dockName_;
    MakePanel makePanel_;
    Frame frame_;
    QAction* toggle_;
    QDockWidget* dock_ = nullptr;
    QWidget* panel_ = nullptr;
    QString title_;
    DockRoom room_;
};

} // namespace forsyth
