#include "projector_window.h"

#include "board_view.h"
#include "fen_legend.h"
#include "position_document.h"
#include "projector_fen.h"
#include "teaching_panel.h"

#include <QAction>
#include <QCloseEvent>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QSettings>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace forsyth {
namespace {

const QString ZoomKey = QStringLiteral("projector/zoom");
constexpr qreal ZoomStep = 1.15;
// The texts at zoom 1: a 1080-line screen gives 27-pixel text, readable from the back of a
// classroom (about 1/40 of the height; docs/CLASSROOM.md §1).
constexpr qreal TextShareOfHeight = 1.0 / 40;

} // namespace

ProjectorWindow::ProjectorWindow(PositionDocument* document, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , board_(new BoardView(document, this))
    , fen_(new ProjectorFen(document, this))
    , legend_(new FenLegend(this))
    , panel_(new TeachingPanel(document, this))
{
    setObjectName(QStringLiteral("projectorWindow"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    board_->setObjectName(QStringLiteral("projectorBoard"));
    board_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    board_->setMinimumSize(200, 200);
    panel_->setObjectName(QStringLiteral("projectorPanel"));
    // Left the board, right the legend and what the FEN says; the FEN across the bottom.
    auto* grid = new QGridLayout(this);
    grid->addWidget(board_, 0, 0, 2, 1);
    grid->addWidget(legend_, 0, 1);
    grid->addWidget(panel_, 1, 1);
    grid->addWidget(fen_, 2, 0, 1, 2);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);
    grid->setRowStretch(1, 1);

    // The FEN and the board point at each other, as in the teaching view.
    connect(fen_, &ProjectorFen::partFocused, board_,
        [board = board_](const QString&, int, Bitboard squares) { board->setTaughtSquares(squares); });
    connect(fen_, &ProjectorFen::partFocused, panel_,
        [panel = panel_](
            const QString& fen, int byteIndex, Bitboard) { panel->showFenPart(fen, byteIndex); });
    connect(board_, &BoardView::squareHovered, fen_, &ProjectorFen::showSquare);

    const auto shortcut = [this](const QList<QKeySequence>& keys, auto slot) {
        auto* action = new QAction(this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    shortcut({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)}, &ProjectorWindow::zoomIn);
    shortcut({QKeySequence::ZoomOut}, &ProjectorWindow::zoomOut);
    shortcut({QKeySequence(Qt::CTRL | Qt::Key_0)}, [this] { setZoom(1); });
    shortcut({QKeySequence(Qt::Key_F11)}, &QWidget::close);
    // The teacher demonstrates: undo and redo, and move mode, work here as in the window.
    QUndoStack* stack = document->undoStack();
    shortcut({QKeySequence::Undo}, [stack] { stack->undo(); });
    shortcut({QKeySequence::Redo}, [stack] { stack->redo(); });
    shortcut({QKeySequence(Qt::CTRL | Qt::Key_M)}, [this] { board_->setMoveMode(!board_->isMoveMode()); });

    zoom_ = std::clamp(QSettings().value(ZoomKey, 1.0).toDouble(), MinZoom, MaxZoom);
    retranslate();
    applyZoom();
    board_->setFocus();
}

void ProjectorWindow::setZoom(qreal zoom)
{
    zoom_ = std::clamp(zoom, MinZoom, MaxZoom);
    QSettings().setValue(ZoomKey, zoom_);
    applyZoom();
}

void ProjectorWindow::zoomIn() { setZoom(zoom_ * ZoomStep); }

void ProjectorWindow::zoomOut() { setZoom(zoom_ / ZoomStep); }

int ProjectorWindow::textPixelSize() const { return panel_->font().pixelSize(); }

void ProjectorWindow::applyZoom()
{
    QFont text = font();
    text.setPixelSize(std::max(8, static_cast<int>(std::lround(height() * TextShareOfHeight * zoom_))));
    legend_->setFont(text);
    panel_->setFont(text);
    fen_->setZoom(zoom_);
}

void ProjectorWindow::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    applyZoom();
}

void ProjectorWindow::closeEvent(QCloseEvent* event)
{
    emit closed();
    QWidget::closeEvent(event);
}

void ProjectorWindow::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ProjectorWindow::retranslate() { setWindowTitle(tr("Forsyth: projector")); }

void ProjectorWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace forsyth
