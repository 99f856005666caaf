#include "projector_window.h"

#include "board_view.h"
#include "fen_legend.h"
#include "position_document.h"
#include "projector_fen.h"
#include "settings_file.h"
#include "teaching_panel.h"

#include <QAction>
#include <QCloseEvent>
#include <QEvent>
#include <QKeyEvent>
#include <QLayout>
#include <QScrollArea>
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
constexpr int SmallestTextPixels = 8;
constexpr int Margin = 8;
constexpr int Spacing = 8;
// The board's column at most, of the width: the rest is the legend's and the panel's.
constexpr qreal BoardShareOfWidth = 3.0 / 5;
// At most, however far it is zoomed: the FEN of the height (at 3x on 1080 lines it takes
// two lines at the size that fits the placement, about 470 pixels), the legend of the
// column beside the board; the panel gets the rest and scrolls.
constexpr qreal FenShareOfHeight = 0.45;
constexpr qreal LegendShareOfColumn = 0.4;

} // namespace

ProjectorWindow::ProjectorWindow(PositionDocument* document, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , board_(new BoardView(document, this))
    , fen_(new ProjectorFen(document, this))
    , legend_(new FenLegend(this))
    , panel_(new TeachingPanel(document, this))
    , panelScroll_(new QScrollArea(this))
{
    setObjectName(QStringLiteral("projectorWindow"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    board_->setObjectName(QStringLiteral("projectorBoard"));
    panel_->setObjectName(QStringLiteral("projectorPanel"));
    // The panel's words scroll when they run longer than the room under the legend.
    panelScroll_->setObjectName(QStringLiteral("projectorPanelScroll"));
    panelScroll_->setFrameShape(QFrame::NoFrame);
    panelScroll_->setWidgetResizable(true);
    panelScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panelScroll_->setFocusPolicy(Qt::NoFocus);
    panelScroll_->setWidget(panel_);

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
    // The window's own keys for redo, both of them: QKeySequence::Redo is only Ctrl+Shift+Z on
    // most Linux desktops, and docs/CLASSROOM.md promises Ctrl+Y.
    shortcut({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)},
        [stack] { stack->redo(); });
    shortcut({QKeySequence(Qt::CTRL | Qt::Key_M)}, [this] { board_->setMoveMode(!board_->isMoveMode()); });

    zoom_ = std::clamp(QSettings(SettingsOrganisation, SettingsApplication).value(ZoomKey, 1.0).toDouble(),
        MinZoom, MaxZoom);
    retranslate();
    applyZoom();
    board_->setFocus();
}

void ProjectorWindow::setZoom(qreal zoom)
{
    zoom_ = std::clamp(zoom, MinZoom, MaxZoom);
    QSettings(SettingsOrganisation, SettingsApplication).setValue(ZoomKey, zoom_);
    applyZoom();
}

void ProjectorWindow::zoomIn() { setZoom(zoom_ * ZoomStep); }

void ProjectorWindow::zoomOut() { setZoom(zoom_ / ZoomStep); }

int ProjectorWindow::textPixelSize() const { return panel_->font().pixelSize(); }

void ProjectorWindow::applyZoom()
{
    QFont text = font();
    text.setPixelSize(
        std::max(SmallestTextPixels, static_cast<int>(std::lround(height() * TextShareOfHeight * zoom_))));
    panel_->setFont(text);
    fen_->setZoom(zoom_);
    arrange();
}

// Left the board, right the legend and under it what the FEN says, the FEN across the bottom.
// By hand, with no layout: a layout's minimum size, grown with the zoom, would become the
// window's, and the window would grow past the screen. Here each part gets a share of the
// window, and what does not fit in it gets smaller (the FEN, the legend) or scrolls (the panel).
void ProjectorWindow::arrange()
{
    const QRect room = rect().marginsRemoved(QMargins(Margin, Margin, Margin, Margin));
    if (room.width() <= 0 || room.height() <= 0)
        return;
    const int fenLimit = static_cast<int>(room.height() * FenShareOfHeight);
    fen_->setHeightLimit(fenLimit);
    const int fenHeight = std::min(fen_->heightForWidth(room.width()), fenLimit);
    fen_->setGeometry(room.left(), room.bottom() + 1 - fenHeight, room.width(), fenHeight);
    const int above = std::max(0, room.height() - fenHeight - Spacing);
    const int boardWidth = std::min(above, static_cast<int>((room.width() - Spacing) * BoardShareOfWidth));
    board_->setGeometry(room.left(), room.top(), boardWidth, above);
    const int columnLeft = room.left() + boardWidth + Spacing;
    const int columnWidth = std::max(0, room.right() + 1 - columnLeft);
    const int legendHeight = fitLegend(QSize(columnWidth, static_cast<int>(above * LegendShareOfColumn)));
    legend_->setGeometry(columnLeft, room.top(), columnWidth, legendHeight);
    const int panelTop = room.top() + legendHeight + Spacing;
    panelScroll_->setGeometry(columnLeft, panelTop, columnWidth, std::max(0, room.top() + above - panelTop));
}

// The legend at the panel's text size when it fits `room`: in three columns, else two, else
// one; too wide or too tall even so, in smaller text. Its height.
int ProjectorWindow::fitLegend(QSize room)
{
    const LegendFit wanted{textPixelSize(), room, legend_->entries()};
    // Fitted already: a font set again would ask for a layout again, and so on for ever.
    if (wanted == legendFit_)
        return std::min(legend_->sizeHint().height(), room.height());
    legendFit_ = wanted;
    QFont font = this->font();
    int pixels = wanted.pixelSize;
    for (;;) {
        font.setPixelSize(pixels);
        legend_->setFont(font);
        for (int columns = 3; columns >= 1; --columns) {
            legend_->setColumns(columns);
            if (legend_->sizeHint().width() <= room.width())
                break;
        }
        const QSize hint = legend_->sizeHint();
        const bool fits = hint.width() <= room.width() && hint.height() <= room.height();
        if (fits || pixels <= SmallestTextPixels) {
            // Its minimum size now, not the last one's: setGeometry keeps to the minimum.
            legend_->layout()->activate();
            return std::min(hint.height(), room.height());
        }
        pixels = std::max(SmallestTextPixels, pixels * 9 / 10);
    }
}

bool ProjectorWindow::event(QEvent* event)
{
    // A part's size hint changed (the FEN broke over another line, the legend's words were
    // translated): laid out again.
    if (event->type() == QEvent::LayoutRequest)
        arrange();
    return QWidget::event(event);
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
