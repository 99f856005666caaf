#include "piece_palette.h"

#include "look.h"
#include "messages.h"
#include "piece_mime.h"
#include "piece_painter.h"

#include <QApplication>
#include <QDrag>
#include <QEvent>
#include <QGridLayout>
#include <QIconEngine>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>

#include <algorithm>

namespace forsyth {
namespace {

constexpr int IconSide = 36;
constexpr int FocusRingWidth = 2;

// Draws the piece (or the eraser) from the paths at whatever size and ratio the button asks
// for, so the icons are as crisp as the board.
class PieceIconEngine : public QIconEngine {
public:
    explicit PieceIconEngine(Piece piece)
        : piece_(piece)
    { }
    QIconEngine* clone() const override { return new PieceIconEngine(piece_); }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        painter->save();
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.4);
        // Each piece on a tile of the board's light squares: black pieces stay visible on a
        // dark window, and the palette shows the board's colours as the board does.
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(Look::current().theme().light);
        painter->drawRoundedRect(
            QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), rect.width() / 8.0, rect.width() / 8.0);
        if (piece_.empty())
            paintEraser(*painter, rect);
        else
            paintPiece(*painter, piece_, rect);
        painter->restore();
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1);
    }

    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QPixmap pixmap(size * scale);
        pixmap.setDevicePixelRatio(scale);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

private:
    // An empty square struck through: "nothing goes here".
    static void paintEraser(QPainter& painter, const QRectF& rect)
    {
        painter.setRenderHint(QPainter::Antialiasing);
        const qreal side = std::min(rect.width(), rect.height()) * 0.62;
        const QRectF box(rect.center() - QPointF(side / 2, side / 2), QSizeF(side, side));
        painter.setPen(QPen(Qt::black, std::max(1.5, side / 14)));
        painter.setBrush(Qt::white);
        painter.drawRect(box);
        painter.setPen(QPen(QColor(211, 47, 47), std::max(2.0, side / 8), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(
            box.bottomLeft() + QPointF(-side / 8, side / 8), box.topRight() + QPointF(side / 8, -side / 8));
    }

    Piece piece_;
};

// A checkable button that also starts a drag of its piece when the mouse moves far enough.
class PaletteButton : public QToolButton {
public:
    PaletteButton(Piece piece, QWidget* parent)
        : QToolButton(parent)
        , piece_(piece)
    {
        setCheckable(true);
        setAutoRaise(true);
        setIcon(QIcon(new PieceIconEngine(piece)));
        setIconSize(QSize(IconSide, IconSide));
        setFocusPolicy(Qt::TabFocus);
    }

protected:
    void paintEvent(QPaintEvent* event) override
    {
        QToolButton::paintEvent(event);
        if (!hasFocus())
            return;
        // The keyboard's piece ringed in the highlight colour: the style's focus frame, one
        // faint pixel on an auto-raised button, could hardly be seen (an outside check).
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().color(QPalette::Highlight), FocusRingWidth));
        painter.setBrush(Qt::NoBrush);
        const qreal inset = FocusRingWidth / 2.0;
        painter.drawRoundedRect(QRectF(rect()).adjusted(inset, inset, -inset, -inset), 4, 4);
    }

    void mousePressEvent(QMouseEvent* event) override
    {
        pressPoint_ = event->position().toPoint();
        dragged_ = false;
        QToolButton::mousePressEvent(event);
    }

    void mouseMoveEvent(QMouseEvent* event) override
    {
        if (!piece_.empty() && !dragged_ && (event->buttons() & Qt::LeftButton)
            && (event->position().toPoint() - pressPoint_).manhattanLength()
                >= QApplication::startDragDistance()) {
            dragged_ = true;
            setDown(false);
            auto* drag = new QDrag(this);
            drag->setMimeData(makePieceMimeData({piece_, NoSquare}, QString()).release());
            const int side = iconSize().height();
            drag->setPixmap(piecePixmap(piece_, side, devicePixelRatioF()));
            drag->setHotSpot(QPoint(side / 2, side / 2));
            drag->exec(Qt::CopyAction, Qt::CopyAction); // the palette never runs out
            return;
        }
        QToolButton::mouseMoveEvent(event);
    }

    void mouseReleaseEvent(QMouseEvent* event) override
    {
        // The release that ends a drag is not a click: it must not pick the brush.
        if (dragged_) {
            dragged_ = false;
            setDown(false);
            event->accept();
            return;
        }
        QToolButton::mouseReleaseEvent(event);
    }

private:
    Piece piece_;
    QPoint pressPoint_;
    bool dragged_ = false;
};

constexpr PieceType Order[] = {PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop,
    PieceType::Knight, PieceType::Pawn};

} // namespace

PiecePalette::PiecePalette(QWidget* parent)
    : QWidget(parent)
{
    // Beside the board: White's pieces in the first column, Black's in the second, king at
    // the top, and the eraser under both.
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    std::size_t i = 0;
    for (const Color color : {Color::White, Color::Black}) {
        for (int row = 0; row < 6; ++row) {
            const Piece piece{Order[row], color};
            auto* button = new PaletteButton(piece, this);
            button->setObjectName(QStringLiteral("palette_") + QChar(pieceLetter(piece)));
            connect(button, &QToolButton::clicked, this, [this, piece] { buttonClicked(piece); });
            layout->addWidget(button, row, index(color));
            buttons_[i++] = button;
        }
    }
    auto* eraser = new PaletteButton(Piece{}, this);
    eraser->setObjectName(QStringLiteral("palette_eraser"));
    connect(eraser, &QToolButton::clicked, this, [this] { buttonClicked(Piece{}); });
    layout->addWidget(eraser, 6, 0, 1, 2, Qt::AlignHCenter);
    buttons_[i] = eraser;
    // One stop for Tab, the arrows inside (as in a toolbar): the palette is not thirteen
    // stops between the board and the FEN.
    for (QAbstractButton* button : buttons_) {
        button->setFocusPolicy(button == buttons_.front() ? Qt::TabFocus : Qt::NoFocus);
        button->installEventFilter(this);
    }
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    connect(&Look::current(), &Look::changed, this, [this] {
        for (QAbstractButton* button : buttons_)
            button->update();
    });
    retranslate();
}

void PiecePalette::retranslate()
{
    setAccessibleName(tr("Piece palette"));
    for (std::size_t i = 0; i < 12; ++i) {
        const Piece piece{Order[i % 6], i < 6 ? Color::White : Color::Black};
        const QString name = pieceName(piece);
        buttons_[i]->setAccessibleName(name);
        buttons_[i]->setToolTip(tr("%1 (%2): click to paint with it, or drag it onto the board")
                                    .arg(name, QChar(pieceLetter(piece))));
    }
    buttons_[12]->setAccessibleName(tr("Eraser"));
    buttons_[12]->setToolTip(tr("Eraser: click or sweep squares to empty them"));
}

void PiecePalette::setSquareSide(int side)
{
    // Never larger than a square of the board, and readable down to a small window.
    const int icon = std::clamp(side * 4 / 5, 14, 48);
    // One pixel more is let go: the palette would widen, the board beside it narrow by as much,
    // and its smaller squares want the pixel back, round and round (EditorArea::arrange; seen as
    // a board flickering by two pixels, the processor busy, on a first start with a collection).
    if (icon == buttons_.front()->iconSize().width() + 1)
        return;
    for (QAbstractButton* button : buttons_)
        button->setIconSize(QSize(icon, icon));
}

bool PiecePalette::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto at = std::find(buttons_.begin(), buttons_.end(), watched);
    if (at == buttons_.end())
        return false;
    // The grid as shown: index i < 12 is row i % 6, column i / 6; the eraser is row 6.
    const int i = static_cast<int>(at - buttons_.begin());
    int row = i < 12 ? i % 6 : 6;
    int column = i < 12 ? i / 6 : 0;
    switch (static_cast<QKeyEvent*>(event)->key()) {
    case Qt::Key_Escape: // the brush is put down; without one, Esc is the window's
        if (!brush_)
            return false;
        setBrush(std::nullopt);
        return true;
    case Qt::Key_Up:
        row = std::max(0, row - 1);
        break;
    case Qt::Key_Down:
        row = std::min(6, row + 1);
        break;
    case Qt::Key_Left:
        column = 0;
        break;
    case Qt::Key_Right:
        column = row < 6 ? 1 : 0;
        break;
    default:
        return false;
    }
    QAbstractButton* next = buttons_[static_cast<std::size_t>(row < 6 ? column * 6 + row : 12)];
    for (QAbstractButton* button : buttons_)
        button->setFocusPolicy(button == next ? Qt::TabFocus : Qt::NoFocus);
    next->setFocus(Qt::TabFocusReason);
    return true;
}

void PiecePalette::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PiecePalette::buttonClicked(Piece piece)
{
    setBrush(brush_ && *brush_ == piece ? std::nullopt : std::optional<Piece>(piece));
}

void PiecePalette::setBrush(std::optional<Piece> brush)
{
    const bool changed = brush != brush_;
    brush_ = brush;
    // A button's own click toggles it; the brush decides which one shows checked.
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        const Piece piece = i < 12 ? Piece{Order[i % 6], i < 6 ? Color::White : Color::Black} : Piece{};
        buttons_[i]->setChecked(brush_ && *brush_ == piece);
    }
    if (changed)
        emit brushChanged(brush_);
}

} // namespace forsyth
