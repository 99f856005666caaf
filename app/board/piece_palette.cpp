#include "piece_palette.h"

#include "messages.h"
#include "piece_mime.h"
#include "piece_painter.h"

#include <QApplication>
#include <QDrag>
#include <QEvent>
#include <QGridLayout>
#include <QIconEngine>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>

namespace forsyth {
namespace {

constexpr int IconSide = 36;

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
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    std::size_t i = 0;
    for (const Color color : {Color::White, Color::Black}) {
        for (int column = 0; column < 6; ++column) {
            const Piece piece{Order[column], color};
            auto* button = new PaletteButton(piece, this);
            button->setObjectName(QStringLiteral("palette_") + QChar(pieceLetter(piece)));
            connect(button, &QToolButton::clicked, this, [this, piece] { buttonClicked(piece); });
            layout->addWidget(button, index(color), column);
            buttons_[i++] = button;
        }
    }
    auto* eraser = new PaletteButton(Piece{}, this);
    eraser->setObjectName(QStringLiteral("palette_eraser"));
    eraser->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    connect(eraser, &QToolButton::clicked, this, [this] { buttonClicked(Piece{}); });
    layout->addWidget(eraser, 0, 6, 2, 1);
    buttons_[i] = eraser;
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
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
