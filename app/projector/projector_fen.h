// The document's FEN as large as the width allows (times the zoom), each field numbered above
// and marked below (FenPicture), with the part under the mouse, the board's square and the
// last move's changes lit as in the FEN field.
#pragma once

#include "bitboard.h"
#include "fen_picture.h"
#include "types.h"

#include <QWidget>

#include <optional>

namespace forsyth {

class PositionDocument;
class Position;

class ProjectorFen : public QWidget {
    Q_OBJECT

public:
    explicit ProjectorFen(PositionDocument* document, QWidget* parent = nullptr);

    // 1 fits the FEN to the width on one line; more breaks it between fields.
    void setZoom(qreal zoom);
    qreal zoom() const { return zoom_; }
    // At most this many pixels tall (0: no limit): the text gets smaller, whatever the zoom.
    void setHeightLimit(int height);
    // The text's pixel size now: it follows the width, the zoom and the height limit.
    int fenPixelSize() const;
    // Lights the placement character of `square` (NoSquare: none), as the FEN field does.
    void showSquare(Square square);
    const FenPicture& picture() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // As FenField::partFocused: the character under the mouse (-1: none) and its squares.
    void partFocused(const QString& fen, int byteIndex, forsyth::Bitboard squares);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QFont fontFor(int width) const;
    FenPicture layoutFor(int width) const;
    void relayout();
    void showChanges(const Position& before);

    PositionDocument* document_;
    qreal zoom_ = 1;
    int heightLimit_ = 0;
    Square square_ = NoSquare;
    int hovered_ = -1;
    FenPicture::Ranges changed_;
    std::optional<FenPicture> picture_;
    QTimer* changedTimer_;
};

} // namespace forsyth
