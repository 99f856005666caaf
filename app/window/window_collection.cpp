// The collection beside the board: a dock that shows while a collection is open, and a
// Collection menu with the record actions.
#include "main_window.h"

#include "collection_panel.h"
#include "fen_field.h"
#include "file_actions.h"
#include "position_document.h"
#include "record_list.h"

#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
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
    collectionMenu_->addSeparator();
    collectionMenu_->addActions(collectionPanel_->moveActions());
    for (QAction* action : actions + collectionPanel_->moveActions()) {
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

bool MainWindow::pasteAsCollection(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    std::string lines(utf8.constData(), static_cast<std::size_t>(utf8.size()));
    // Games from a database or a Lichess study export; else EPD lines and whole FENs, one a
    // line: what a list of puzzles or a lesson pastes as.
    CollectionIndex index = indexCollection(CollectionFormat::Pgn, lines);
    const auto tagged = [&](std::size_t i) { return !readRecord(index, lines, i).game->tags.empty(); };
    // Two games with tags at least: chat text with a bracket and a "1-0" in it is no database.
    // One game with tags and moves from the initial position (a game copied from Lichess or
    // Chess.com) is offered too, so that the user can go to the move they want; one with a FEN
    // tag is a puzzle and its solution, pasted as its position (docs/COLLECTIONS.md §6).
    const bool games = index.records.size() >= 2 && tagged(0) && tagged(1);
    std::size_t plies = 0;
    if (index.records.size() == 1) {
        const PgnGame game = *readRecord(index, lines, 0).game;
        plies = game.tags.empty() || game.tag("FEN") ? 0 : game.moves.size();
    }
    if (!games && plies == 0) {
        index = indexCollection(CollectionFormat::Epd, lines);
        if (index.records.size() < 2)
            return false;
        int readable = 0;
        for (std::size_t i = 0; i < index.records.size() && readable < 2; ++i)
            readable += readRecord(index, lines, i).read.ok() ? 1 : 0;
        if (readable < 2)
            return false; // chat text with one FEN in it: pasted as before
    }
    const int count = static_cast<int>(index.records.size());
    QString question
        = tr("The pasted text holds %1 positions, one a line. Open them as a collection?").arg(count);
    if (games)
        question = tr("The pasted text holds %1 games. Open them as a collection?").arg(count);
    else if (plies > 0)
        question = tr("The pasted text is a game with its moves. Open it to go through them?");
    bool open = false;
    if (collectionPastePrompt_) {
        open = collectionPastePrompt_(count);
    } else {
        // Cancel (Esc, the title bar's close) pastes nothing; No, the first position alone.
        QMessageBox box(QMessageBox::Question, tr("Paste"), question,
            QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, this);
        box.setInformativeText(tr("No pastes the first position alone; Cancel pastes nothing."));
        box.setDefaultButton(QMessageBox::Yes);
        const int answer = box.exec();
        if (answer == QMessageBox::Cancel)
            return true;
        open = answer == QMessageBox::Yes;
    }
    if (!open)
        return false;
    // Cancelled at the question about unsaved changes: nothing is pasted at all.
    if (!fileActions_->openUntitledCollection(std::move(lines), std::move(index)))
        return true;
    if (games)
        showNote(tr("Pasted %1 games as a collection").arg(count));
    else if (plies > 0)
        showNote(tr("Pasted a game: pick a move in the list of its moves"));
    else
        showNote(tr("Pasted %1 positions as a collection").arg(count));
    return true;
}

void MainWindow::retranslateCollectionView()
{
    collectionDock_->setWindowTitle(tr("Collection"));
    collectionMenu_->setTitle(tr("&Collection"));
}

} // namespace forsyth
