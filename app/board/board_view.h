// The interactive board: the widget that owns the board's parts and routes its events to
// them. It paints the document's position (BoardPainter, laid out by BoardGeometry) and,
// as the mode says, turns gestures into edits (EditGestures) or legal moves (MovePicker);
// FEN text and position files dropped on it are taken in either mode.
#pragma once

#include "bitboard.h"
#include "board_geometry.h"
#include "board_painter.h"
#include "edit_gestures.h"
#include "move_picker.h"
#include "position_document.h"

#include <QPixmap>
#include <QPoint>
#include <QWidget>

#include <functional>
#include <optional>

class QMimeData;

namespace forsyth {

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(PositionDocument* document, QWidget* parent = nullptr);

    bool isFlipped() const { return geometry_.isFlipped(); }
    void setFlipped(bool flipped); // emits flippedChanged
    // The brush: nullopt = none (drag mode); an empty Piece{} = the eraser.
    void setBrush(std::optional<Piece> brush);
    std::optional<Piece> brush() const { return edits_.brush(); }
    void setHighlightedSquares(Bitboard squares); // emphasised (a finding selected in the panel)
    QRect squareRect(Square square) const;        // widget coordinates, honours flip
    Square squareAt(const QPoint& point) const;   // NoSquare off the board
    // The screen's cells, column and row 0-7 from the top left, and the squares shown in them.
    Square squareShownAt(int column, int row) const;
    QPoint cellOf(Square square) const;
    const PositionDocument* document() const { return document_; }
    Square cursorSquare() const { return cursor_; }
    void setCursorSquare(Square square); // the keyboard's square; the accessible text follows
    // A piece as the board draws it at its current size: a drag's image, a menu's icons.
    const QPixmap& piecePixmap(Piece piece);

    // The teaching view: the squares the FEN part under the caret or mouse describes, lit in
    // their own colour (not the findings' highlight).
    void setTaughtSquares(Bitboard squares);
    Bitboard taughtSquares() const { return taught_; }
    // A picture's squares read unsurely (docs/MODEL.md), each with the pieces that came next: marked
    // while the square holds what was read there (an edit undone marks it again), until the next
    // picture is read or the doubts are set to none. read: the position the picture was read as,
    // by default the one shown now.
    void setDoubts(Bitboard squares, const std::array<std::vector<Piece>, 64>& alternatives,
        const Position* read = nullptr);
    Bitboard doubtfulSquares() const; // those marked now
    // Each piece wears its FEN letter (K, q, ...) in a corner.
    void setShowsLetters(bool shows);
    bool showsLetters() const { return showsLetters_; }
    // Move mode: gestures play legal moves only (document_->playMove); off = editing.
    void setMoveMode(bool on);
    bool isMoveMode() const { return moveMode_; }
    // Asks which piece a pawn promotes to (Queen, Rook, Bishop or Knight); nullopt = the move
    // is cancelled. The default pops up a menu at the square; tests put a stand-in here.
    using PromotionPrompt = MovePicker::PromotionPrompt;
    void setPromotionPrompt(PromotionPrompt prompt) { picker_.setPromotionPrompt(std::move(prompt)); }
    // Move mode: the piece picked to move (NoSquare for none) and the squares it may go to
    // (castling: both the king's destination and its rook's square).
    Square pickedSquare() const { return picker_.picked(); }
    Bitboard legalTargets() const;
    // Text dropped on the board goes here first (the window offers text of several positions
    // as a collection, as it does a paste); when the handler takes it (true), the board reads
    // nothing from it. Without one, or when it declines, the board reads the FEN in it.
    using TextDropHandler = std::function<bool(const QByteArray& text)>;
    void setTextDropHandler(TextDropHandler handler) { textDropHandler_ = std::move(handler); }
    // The FEN in dropped text, as one undo step ("Drop FEN"), or statusMessage says why not.
    void readDroppedText(const QByteArray& text);
    // What another program dropped, here or beside the board (the FEN field): position files
    // (filesDropped), a picture (pictureDropped) or text holding a FEN.
    void takeDrop(const QMimeData* data);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

    // The side of a square were the board this size: what squareSideChanged will say once it is.
    int squareSideAt(QSize size) const;

signals:
    void flippedChanged(bool flipped);
    void statusMessage(const QString& message); // e.g. "Dropped text is not a FEN: ..."
    // Local .fen, .epd, .pgn (...) files were dropped: they are opened as files (File > Open),
    // not read as pasted text.
    void filesDropped(const QStringList& paths);
    // A picture itself was dropped (from a browser, not a file): the window reads its board.
    void pictureDropped(const QByteArray& picture); // encoded (pictureBytesOf)
    void pasteRequested();                          // Ctrl+V: the window pastes the clipboard
    void brushPutDown(); // Esc with a brush: the palette, which holds it, lets it go
    // The square pointed at: under the mouse, or the keyboard cursor moved (NoSquare: none):
    // the FEN field lights up that square's character.
    void squareHovered(forsyth::Square square);
    void moveModeChanged(bool on);
    // The board was laid out anew with squares of this side (a resize, the coordinates
    // moved): the palette draws its pieces no larger.
    void squareSideChanged(int side);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
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
    const BoardGeometry& geometry() const; // laid out for the current size
    void updateAccessibleText();
    void reportSquareSide();
    void retranslate(); // from the constructor and on LanguageChange

    PositionDocument* document_;
    TextDropHandler textDropHandler_;
    Position announced_;    // the position the screen reader last heard of
    Bitboard doubtful_ = 0; // as read, whether marked now or not
    std::array<std::vector<Piece>, 64> alternatives_{};
    Position read_; // the position as the picture was read, which the doubts are about
    // Fitted to the size on demand, so the mapping is right even before the first resize
    // event (a hidden widget gets none).
    mutable BoardGeometry geometry_;
    PiecePixmaps pieces_;
    Bitboard highlighted_ = 0;
    Bitboard taught_ = 0;
    bool showsLetters_ = false;
    Square cursor_ = 0;  // a1 until the user moves it
    int squareSide_ = 0; // as last told by squareSideChanged
    bool moveMode_ = false;
    // Each mode's gestures; only the current mode's get the mouse and keys.
    EditGestures edits_;
    MovePicker picker_;
};

} // namespace forsyth
