// The collection beside the board: a dock that shows while a collection is open, and a
// Collection menu with the record actions.
#include "main_window.h"

#include "collection_panel.h"
#include "fen_field.h"
#include "position_document.h"
#include "record_list.h"

#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>

#include <algorithm>

namespace forsyth {

void MainWindow::createCollectionView()
{
    collectionPanel_ = new CollectionPanel(document_, this);
    collectionDock_ = new QDockWidget(this);
    collectionDock_->setObjectName(QStringLiteral("collectionDock")); // saveState() needs the name
    collectionDock_->setWidget(collectionPanel_);
    collectionDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, collectionDock_);
    collectionDock_->hide();

    collectionMenu_ = new QMenu(this);
    collectionMenu_->setObjectName(QStringLiteral("menuCollection"));
    menuBar()->insertMenu(editMenu_->menuAction(), collectionMenu_);
    const QList<QAction*> actions = collectionPanel_->recordActions();
    collectionMenu_->addActions(actions.mid(0, 3));
    collectionMenu_->addSeparator();
    collectionMenu_->addActions(actions.mid(3));
    for (QAction* action : actions) {
        action->setShortcutContext(Qt::WindowShortcut);
        QWidget::addAction(action); // the shortcuts work with the focus anywhere in the window
    }
    connect(collectionPanel_, &CollectionPanel::noted, this, &MainWindow::showNote);
    connect(document_, &PositionDocument::currentRecordChanged, this, &MainWindow::updateCollectionView);
    updateCollectionView();
}

void MainWindow::updateCollectionView()
{
    const bool open = document_->hasRecords();
    // A record that does not read shows an empty board: its text, with what is wrong with
    // it, goes in the FEN field to be mended.
    if (const int row = document_->currentRecord(); open && !document_->records()->isReadable(row))
        fenField_->showText(document_->records()->recordText(row));
    if (open && collectionDock_->isHidden()) {
        // Room for the diagrams and titles: the window grows by it where the screen allows,
        // rather than the board shrinking.
        const int width = collectionPanel_->sizeHint().width();
        if (!isMaximized() && !isFullScreen() && screen())
            resize(std::min(this->width() + width, screen()->availableGeometry().width()), height());
        collectionDock_->show();
        resizeDocks({collectionDock_}, {width}, Qt::Horizontal);
    } else if (!open) {
        collectionDock_->hide();
    }
    for (QAction* action : collectionPanel_->recordActions())
        action->setEnabled(open);
    collectionMenu_->menuAction()->setVisible(open);
    updateTitle();
}

void MainWindow::retranslateCollectionView()
{
    collectionDock_->setWindowTitle(tr("Collection"));
    collectionMenu_->setTitle(tr("&Collection"));
}

} // namespace forsyth
