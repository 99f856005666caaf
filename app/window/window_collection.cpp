// The collection beside the board: a dock that shows while a collection is open, and a
// Collection menu with the record actions.
#include "main_window.h"

#include "board_view.h"
#include "collection_panel.h"
#include "fen_field.h"
#include "file_actions.h"
#include "pasted_collection.h"
#include "position_document.h"
#include "record_list.h"

#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>

#include <optional>

namespace forsyth {

void MainWindow::createCollectionView()
{
    // The menu is shown only while a collection is open; its actions come with the panel.
    collectionMenu_ = new QMenu(this);
    collectionMenu_->setObjectName(QStringLiteral("menuCollection"));
    menuBar()->insertMenu(editMenu_->menuAction(), collectionMenu_);
    // Text of several positions dropped on the board is offered as a collection, as a paste
    // is, once the drop has ended: a question asked during it would hold the drag's source.
    board_->setTextDropHandler([this](const QByteArray& text) {
        std::optional<PastedCollection> found = pastedCollection(text.toStdString());
        if (!found)
            return false;
        QTimer::singleShot(0, this, [this, text, found = std::move(*found)] {
            if (!offerAsCollection(found, TextSource::Drop))
                board_->readDroppedText(text);
        });
        return true;
    });
    connect(document_, &PositionDocument::currentRecordChanged, this, &MainWindow::updateCollectionView);
    updateCollectionView();
}

void MainWindow::makeCollectionPanel()
{
    collectionPanel_ = new CollectionPanel(document_, this);
    collectionDock_ = new QDockWidget(this);
    collectionDock_->setObjectName(QStringLiteral("collectionDock")); // saveState() needs the name
    collectionDock_->setWidget(collectionPanel_);
    collectionDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    collectionDock_->hide(); // updateCollectionView shows it, with room made
    // Where the last run had it (restoreState kept its place), else left of the board.
    if (!restoreDockWidget(collectionDock_))
        addDockWidget(Qt::LeftDockWidgetArea, collectionDock_);
    const QList<QAction*> actions = collectionPanel_->recordActions();
    collectionMenu_->addActions(actions.mid(0, 3));
    collectionMenu_->addSeparator();
    collectionMenu_->addActions(actions.mid(3));
    collectionMenu_->addSeparator();
    collectionMenu_->addActions(collectionPanel_->moveActions());
    for (QAction* action : actions + collectionPanel_->moveActions()) {
        action->setShortcutContext(Qt::WindowShortcut);
        QWidget::addAction(action); // the shortcuts work with the focus anywhere in the window
    }
    connect(collectionPanel_, &CollectionPanel::noted, this, &MainWindow::showNote);
    retranslateCollectionView();
}

void MainWindow::updateCollectionView()
{
    const bool open = document_->hasRecords();
    if (open && !collectionPanel_)
        makeCollectionPanel();
    // A record that does not read shows an empty board: its text, with what is wrong with
    // it, goes in the FEN field to be mended.
    if (const int row = document_->currentRecord(); open && !document_->records()->isReadable(row))
        fenField_->showText(document_->records()->recordText(row));
    if (open && collectionDock_->isHidden()) {
        // Room for the diagrams and titles, given back when the collection closes.
        const int width = collectionPanel_->sizeHint().width();
        collectionRoom_.make(*this, *collectionDock_, width);
        collectionDock_->show();
        resizeDocks({collectionDock_}, {width}, Qt::Horizontal);
    } else if (!open && collectionDock_ && !collectionDock_->isHidden()) {
        collectionDock_->hide();
        collectionRoom_.giveBack(*this);
    }
    if (collectionPanel_) {
        for (QAction* action : collectionPanel_->recordActions())
            action->setEnabled(open);
    }
    collectionMenu_->menuAction()->setVisible(open);
    updateTitle();
}

bool MainWindow::offerAsCollection(const QString& text, TextSource source)
{
    std::optional<PastedCollection> found = pastedCollection(text.toStdString());
    return found && offerAsCollection(std::move(*found), source);
}

bool MainWindow::offerAsCollection(PastedCollection found, TextSource source)
{
    const int count = static_cast<int>(found.index.records.size());
    QString question = tr("The text holds %1 positions, one a line. Open them as a collection?").arg(count);
    if (found.games)
        question = tr("The text holds %1 games. Open them as a collection?").arg(count);
    else if (found.oneGameWithMoves)
        question = tr("The text is a game with its moves. Open it to go through them?");
    bool open = false;
    if (collectionPastePrompt_) {
        open = collectionPastePrompt_(count);
    } else {
        // Cancel (Esc, the title bar's close) takes nothing; No, the first position alone.
        QMessageBox box(QMessageBox::Question, source == TextSource::Drop ? tr("Drop") : tr("Paste"),
            question, QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, this);
        box.setInformativeText(tr("No takes the first position alone; Cancel takes nothing."));
        box.setDefaultButton(QMessageBox::Yes);
        const int answer = box.exec();
        if (answer == QMessageBox::Cancel)
            return true;
        open = answer == QMessageBox::Yes;
    }
    if (!open)
        return false;
    // Cancelled at the question about unsaved changes: nothing is taken at all.
    if (!fileActions_->openUntitledCollection(std::move(found.text), std::move(found.index)))
        return true;
    if (found.games)
        showNote(tr("Opened %1 games as a collection").arg(count));
    else if (found.oneGameWithMoves)
        showNote(tr("Opened a game: pick a move in the list of its moves"));
    else
        showNote(tr("Opened %1 positions as a collection").arg(count));
    return true;
}

void MainWindow::retranslateCollectionView()
{
    if (collectionDock_)
        collectionDock_->setWindowTitle(tr("Collection"));
    collectionMenu_->setTitle(tr("&Collection"));
}

} // namespace forsyth
