// The interactive board: paints the document's position and turns drags, brush clicks and
// sweeps, right-clicks, keys and dropped FEN text into edits of the document.
#pragma once

#include "bitboard.h"
#include "position_document.h"

#include <QPixmap>
#include <QPoint>
#include <QWidget>

#include <array>
#include <functional>
#include <optional>

class QMimeData;
class QPainter;

namespace forsyth {

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(PositionDocument* document, QWidget* parent = nullptr);

    bool isFlipped() const { return flipped_; }
    void setFlipped(bool flipped); // emits flippedChanged
    // The brush: nullopt = none (drag mode); an empty Piece{} = the eraser.
    void setBrush(std::optional<Piece> brush);
    std::optional<Piece> brush() const { return brush_; }
    void setHighlightedSquares(Bitboard squares); // emphasised (a finding selected in the panel)
    QRect squareRect(Square square) const;        // widget coordinates, honours flip
    Square squareAt(const QPoint& point) const;   // NoSquare off the board
    Square cursorSquare() const { return cursor_; }

    // Teaching (issue 5). The squares the FEN part under the caret or mouse describes, lit in
    // their own colour (not the findings' highlight).
    void setTaughtSquares(Bitboard squares);
    Bitboard taughtSquares() const { return taught_; }
    // Each piece wears its FEN letter (K, q, ...) in a corner.
    void setShowsLetters(bool shows);
    bool showsLetters() const { return showsLetters_; }
    // Move mode: gestures play legal moves only (document_->playMove); off = editing.
    void setMoveMode(bool on);
    bool isMoveMode() const { return moveMode_; }
    // Asks which piece a pawn promotes to (Queen, Rook, Bishop or Knight); nullopt = the move
    // is cancelled. The default pops up a menu at the square; tests put a stand-in here.
    using PromotionPrompt = std::function<std::optional<PieceType>(Square to, Color side)>;
    void setPromotionPrompt(PromotionPrompt prompt) { promotionPrompt_ = std::move(prompt); }
    // Move mode: the piece picked to move (NoSquare for none) and the squares it may go to
    // (castling: both the king's destination and its rook's square).
    Square pickedSquare() const { return picked_; }
    Bitboard legalTargets() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void flippedChanged(bool flipped);
    void statusMessage(const QString& message); // e.g. "Dropped text is not a FEN: ..."
    // A local .fen, .epd or .pgn file was dropped: it is opened as a file (File > Open), not
    // read as pasted text.
    void fileDropped(const QString& path);
    void pasteRequested(); // Ctrl+V: the window pastes the clipboard
    // The square under the mouse (NoSquare when it leaves the board): the FEN field lights
    // up that square's character.
    void squareHovered(forsyth::Square square);
    void moveModeChanged(bool on);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void documentChanged(PositionDocument::Changes changes);
    void layoutBoard() const;               // recomputes the edges when the size changed
    QPoint squareCell(Square square) const; // column and row on screen, 0-7 from the top left
    Square squareOfCell(int column, int row) const;
    void startDrag(Square from, const QPoint& pressPoint);
    void strokeTo(const QPoint& point);
    void paintStroke(Square square);
    void endStroke();
    void setCursorSquare(Square square);
    void setDropTarget(Square square);
    void dropFen(const QMimeData* data);
    void updateAccessibleText();
    void retranslate(); // from the constructor and on LanguageChange
    const QPixmap& cachedPiece(Piece piece);
    void paintCoordinates(QPainter& painter) const;
    void paintLetters(QPainter& painter) const; // the FEN letter on each piece (teaching)
    // Move mode (board_gestures.cpp).
    void pick(Square square);
    bool movePress(const QPoint& point);
    void moveRelease(const QPoint& point);
    bool moveKey(const QKeyEvent* event);
    bool playTo(Square target);
    std::optional<PieceType> askPromotion(Square to, Color side);
    void paintMoveMarks(QPainter& painter);

    PositionDocument* document_;
    // Square edges in widget pixels, whole numbers so squares tile without seams: column c
    // spans [columnEdges_[c], columnEdges_[c + 1]). Computed from the size on demand, so
    // the mapping is right even before the first resize event (a hidden widget gets none).
    mutable QSize layoutSize_;
    mutable std::array<int, 9> columnEdges_{};
    mutable std::array<int, 9> rowEdges_{};
    mutable int band_ = 0; // the coordinate band's width, left of and below the board
    bool flipped_ = false;
    std::optional<Piece> brush_;
    Bitboard highlighted_ = 0;
    Bitboard taught_ = 0;
    bool showsLetters_ = false;
    bool moveMode_ = false;
    PromotionPrompt promotionPrompt_;
    // Move mode: the picked piece; a drag of it tracked by hand (no QDrag: the piece can only
    // land on this board), drawn under the mouse at moveDragPoint_.
    Square picked_ = NoSquare;
    bool pickedBeforePress_ = false; // a click on the picked piece puts it down again
    bool moveDragging_ = false;
    QPoint moveDragPoint_;
    Square cursor_ = 0; // a1 until the user moves it

    Square pressSquare_ = NoSquare; // the piece a left press may start dragging
    QPoint pressPoint_;
    // A brush stroke (click or sweep) in progress: what it puts on each square it crosses
    // (the brush, or nothing when it began on a square already holding the brush piece).
    std::optional<Piece> strokePiece_;
    QPoint strokePoint_;
    std::optional<PositionDocument::EditGroup> stroke_; // the stroke's edits are one undo step

    Square dragSource_ = NoSquare; // shown empty while its piece is being dragged
    Square dropTarget_ = NoSquare; // highlighted while a drag hovers over it

    // Pieces rendered at the current square size and device pixel ratio.
    std::array<QPixmap, 12> pieceCache_;
    int pieceCacheSide_ = 0;
    qreal pieceCacheRatio_ = 0;
};

} // namespace forsyth
