#include "projector_fen.h"

#include "fen.h"
#include "fen_anatomy.h"
#include "fen_diff.h"
#include "fen_field.h"
#include "position_document.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>

#include <algorithm>
#include <string_view>

namespace forsyth {
namespace {

constexpr int Margin = 8;
constexpr int SmallestPixelSize = 10;
constexpr int LargestPixelSize = 400;

std::string_view view(const QByteArray& utf8)
{
    return {utf8.constData(), static_cast<std::size_t>(utf8.size())};
}

int byteIndex(const QString& text, int index)
{
    return static_cast<int>(QStringView(text).left(index).toUtf8().size());
}

// The width of `text` as FenPicture lays it out: one character after another.
qreal advanceOf(const QFontMetricsF& metrics, QStringView text)
{
    qreal advance = 0;
    for (const QChar c : text)
        advance += metrics.horizontalAdvance(c);
    return advance;
}

int utf16Index(const QString& text, std::size_t byte)
{
    return static_cast<int>(QString::fromUtf8(text.toUtf8().left(static_cast<qsizetype>(byte))).size());
}

} // namespace

ProjectorFen::ProjectorFen(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , changedTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("projectorFen"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    changedTimer_->setSingleShot(true);
    changedTimer_->setInterval(FenField::ChangedShownMs);
    connect(changedTimer_, &QTimer::timeout, this, [this] {
        changed_.clear();
        relayout();
    });
    connect(document_, &PositionDocument::changed, this, [this] {
        changed_.clear();
        relayout();
    });
    connect(document_, &PositionDocument::movePlayed, this, &ProjectorFen::showChanges);
    relayout();
}

QFont ProjectorFen::fontFor(int width) const
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QString fen = document_->fen();
    const qreal room = std::max(1, width - 2 * Margin);
    // Zoom 1 fits the whole FEN on one line; zoomed further it breaks between fields, so the
    // widest field (the placement) must still fit.
    const QStringList fields = fen.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    struct Widths {
        qreal oneLine = 1;
        qreal widestField = 1;
    };
    const auto widthsIn = [&fen, &fields](const QFont& f) {
        const QFontMetricsF metrics(f);
        Widths widths{std::max<qreal>(1, advanceOf(metrics, fen)), 1};
        for (const QString& field : fields)
            widths.widestField = std::max(widths.widestField, advanceOf(metrics, field));
        return widths;
    };
    constexpr int Reference = 100;
    font.setPixelSize(Reference);
    const Widths reference = widthsIn(font);
    const qreal size = std::min(room / reference.oneLine * zoom_, room / reference.widestField) * Reference;
    font.setPixelSize(std::clamp(static_cast<int>(size), SmallestPixelSize, LargestPixelSize));
    // In proportion it may still be a pixel or two too wide: most sizes round the advances to
    // whole pixels.
    for (Widths w = widthsIn(font);
         font.pixelSize() > SmallestPixelSize && (w.widestField > room || w.oneLine > room * zoom_);
         w = widthsIn(font))
        font.setPixelSize(font.pixelSize() - 1);
    // Nor taller than the window lets it be: broken over more lines, the FEN would push the
    // board and the window past the screen.
    while (heightLimit_ > 0 && font.pixelSize() > SmallestPixelSize
        && FenPicture(fen, font, room).size().height() + 2 * Margin > heightLimit_)
        font.setPixelSize(std::max(SmallestPixelSize, font.pixelSize() * 9 / 10));
    return font;
}

FenPicture ProjectorFen::layoutFor(int width) const
{
    FenPicture picture(document_->fen(), fontFor(width), width - 2 * Margin);
    picture.setChanged(changed_);
    const QString text = picture.text();
    const QByteArray utf8 = text.toUtf8();
    FenPicture::Ranges lit;
    if (hovered_ >= 0) {
        lit.emplace_back(hovered_, hovered_ + 1);
    } else if (square_ != NoSquare) {
        const auto [start, end] = anatomize(view(utf8)).spanOfSquare(square_);
        if (end > start)
            lit.emplace_back(utf16Index(text, start), utf16Index(text, end));
    }
    picture.setLit(std::move(lit));
    return picture;
}

void ProjectorFen::relayout()
{
    picture_ = layoutFor(width());
    updateGeometry();
    update();
}

const FenPicture& ProjectorFen::picture() const { return *picture_; }

void ProjectorFen::setZoom(qreal zoom)
{
    zoom_ = zoom;
    relayout();
}

void ProjectorFen::setHeightLimit(int height)
{
    if (height == heightLimit_)
        return;
    heightLimit_ = height;
    relayout();
}

int ProjectorFen::fenPixelSize() const { return fontFor(width()).pixelSize(); }

void ProjectorFen::showSquare(Square square)
{
    if (square == square_)
        return;
    square_ = square;
    relayout();
}

int ProjectorFen::heightForWidth(int width) const
{
    return static_cast<int>(std::ceil(layoutFor(width).size().height())) + 2 * Margin;
}

QSize ProjectorFen::sizeHint() const { return {width(), heightForWidth(width())}; }

QSize ProjectorFen::minimumSizeHint() const { return {100, heightForWidth(width())}; }

void ProjectorFen::showChanges(const Position& before)
{
    const QString text = document_->fen();
    const QByteArray utf8 = text.toUtf8();
    const std::string old = writeFen(before, document_->fenOptions());
    changed_.clear();
    for (const auto& [start, end] : changedFenSpans(old, view(utf8)))
        changed_.emplace_back(utf16Index(text, start), utf16Index(text, end));
    changedTimer_->start();
    relayout();
}

void ProjectorFen::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    // Centred across the width.
    const qreal left = std::max<qreal>(Margin, (width() - picture_->size().width()) / 2);
    painter.translate(left, Margin);
    picture_->paint(painter, palette());
}

void ProjectorFen::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void ProjectorFen::mouseMoveEvent(QMouseEvent* event)
{
    const qreal left = std::max<qreal>(Margin, (width() - picture_->size().width()) / 2);
    const int index = picture_->indexAt(event->position() - QPointF(left, Margin));
    if (index == hovered_)
        return;
    hovered_ = index;
    const QString text = picture_->text();
    Bitboard squares = 0;
    const int byte = index < 0 ? -1 : byteIndex(text, index);
    if (byte >= 0)
        squares = anatomize(view(text.toUtf8())).meaningAt(static_cast<std::size_t>(byte)).squares;
    relayout();
    emit partFocused(text, byte, squares);
}

void ProjectorFen::leaveEvent(QEvent* event)
{
    if (hovered_ >= 0) {
        hovered_ = -1;
        relayout();
        emit partFocused(picture_->text(), -1, 0);
    }
    QWidget::leaveEvent(event);
}

} // namespace forsyth
