#include "dock_on_demand.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>

namespace forsyth {

DockOnDemand::DockOnDemand(QMainWindow* window, const QString& dockName, const QString& toggleName,
    QKeySequence keys, MakePanel makePanel, Frame frame)
    : QObject(window)
    , window_(window)
    , dockName_(dockName)
    , makePanel_(std::move(makePanel))
    , frame_(frame)
    , toggle_(new QAction(window))
{
    toggle_->setObjectName(toggleName);
    toggle_->setCheckable(true);
    toggle_->setShortcut(keys);
    toggle_->setShortcutContext(Qt::WindowShortcut);
    connect(toggle_, &QAction::toggled, this, &DockOnDemand::setShown);
    // triggered comes after toggled, so the dock is made and shown by then.
    connect(toggle_, &QAction::triggered, this, [this](bool shown) {
        if (!shown || !panel_)
            return;
        room_.make(*window_, *dock_);
        emit shownByUser(panel_);
    });
}

void DockOnDemand::setTitle(const QString& title)
{
    title_ = title;
    toggle_->setText(title);
    if (dock_)
        dock_->setWindowTitle(title);
}

void DockOnDemand::restore(const QSettings& settings, const QString& key)
{
    toggle_->setChecked(settings.value(key, false).toBool());
}

void DockOnDemand::save(QSettings& settings, const QString& key) const
{
    settings.setValue(key, toggle_->isChecked());
}

void DockOnDemand::setShown(bool shown)
{
    if (shown && !dock_)
        make();
    if (dock_ && shown == dock_->isHidden()) {
        if (shown)
            room_.aboutToShow(*window_);
        dock_->setVisible(shown);
    }
}

void DockOnDemand::make()
{
    panel_ = makePanel_();
    dock_ = new QDockWidget(window_);
    dock_->setObjectName(dockName_);
    dock_->setWindowTitle(title_);
    if (frame_ == Frame::Scrolled) {
        auto* scroll = new QScrollArea(dock_);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(panel_);
        // As wide as the panel asks (a scroll area's own hint is narrower); the height scrolls.
        scroll->setMinimumWidth(panel_->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
        dock_->setWidget(scroll);
    } else {
        dock_->setWidget(panel_);
    }
    dock_->hide(); // setShown shows it, once placed
    // Where the last run had it (restoreState kept its place), else beside the board.
    if (!window_->restoreDockWidget(dock_))
        window_->addDockWidget(Qt::RightDockWidgetArea, dock_);
    // Hidden from the toggle or closed from its own title bar: the toggle's check follows, and
    // the window gives back the room it made.
    connect(dock_, &QDockWidget::visibilityChanged, this, [this] {
        toggle_->setChecked(!dock_->isHidden());
        if (dock_->isHidden())
            room_.giveBack(*window_);
    });
}

} // namespace forsyth
