// The live FEN line edit: shows the document's FEN, and turns what the user types into
// positions at once, with the reader's error and its span shown when the text does not parse.
#pragma once

#include "bitboard.h"
#include "fen.h"
#include "types.h"

#include <QWidget>

#include <functional>
#include <utility>
#include <vector>

class QLabel;
class QMimeData;
class QTimer;
class QLineEdit;

namespace forsyth {

class FieldMarks;
class PositionDocument;

class FenField : public QWidget {
    Q_OBJECT

public:
    explicit FenField(PositionDocument* document, QWidget* parent = nullptr);

    QLineEdit* lineEdit() const { return edit_; }
    // Ctrl+L: focus and select all, like a browser's address bar.
    void focusField();
    // Shows text that is not the document's FEN, with what is wrong with it: a collection's
    // record that does not read, so the user sees its text and can mend it here (typing then
    // edits the document as usual).
    void showText(const QString& text);

    // What the field shows under the line edit (error or repair note), for tests and
    // accessibility; empty when the text is a clean FEN.
    QString message() const;
    bool showsError() const { return errorShown_; }
    // The underlined span of the text as [start, end) in QString (UTF-16) indices; {-1, -1}
    // when nothing is underlined.
    std::pair<int, int> underlinedRange() const { return underline_; }

    // Longer input is cut by the line edit: a FEN is under 100 characters, and 4096 leaves
    // room for odd white space while keeping every keystroke's parse trivially cheap.
    static constexpr int MaxLength = 4096;

    // The teaching view: lights up the placement character of square (NoSquare: none), from
    // the board's mouse or keyboard cursor, and (explain) explains it as if pointed at here
    // (partFocused).
    void showSquare(Square square, bool explain = true);
    // The lit characters as [start, end) UTF-16 indices; {-1, -1} when none.
    std::pair<int, int> litRange() const { return lit_; }
    // Move mode: the characters the last move changed, lit for a moment ([start, end) UTF-16
    // indices; empty when none are lit).
    const std::vector<std::pair<int, int>>& changedRanges() const { return changed_; }
    static constexpr int ChangedShownMs = 1600;

    // The six fields in their colours (tint and underline, field_colours.h); off, the text is
    // plain and the error mark the only colour in it.
    void setFieldColours(bool shown);
    bool fieldColoursShown() const { return fieldColours_; }
    const FieldMarks* fieldMarks() const { return marks_; }
    // The character the teaching view points at: the one under the mouse, else the caret's
    // while the field has focus; -1 for none. A UTF-8 byte index into text().toUtf8().
    int focusedByte() const { return focusedByte_; }

    // What another program drags here (FEN text, a position file, a picture) is handed to this,
    // to be taken as a drop on the board is. The line edit itself takes no drop: a piece dragged
    // from the board carries its FEN as text, which it would insert mid-text.
    using ForeignDropHandler = std::function<void(const QMimeData* data)>;
    void setForeignDropHandler(ForeignDropHandler handler);

    // As tall as it will be at this width, its text's size following the width (resizeEvent):
    // the window lays it out once, before its first paint.
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

signals:
    // The part of the FEN under the mouse or caret changed: squares is what it describes on
    // the board (core anatomize), byteIndex as focusedByte(), fen the field's text (which may
    // not parse).
    void partFocused(const QString& fen, int byteIndex, forsyth::Bitboard squares);
    // A link pasted here shows the board from this side (true: Black at the bottom).
    void flipRequested(bool flipped);
    // Ctrl+V with no text on the clipboard (a picture, or nothing), where the line edit would
    // only empty its selection, or with several positions (pastedCollection), of which it would
    // take the first: the window pastes as Paste FEN does.
    void pasteRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override; // the text's size follows the width

private:
    QFont fittedFont(int width) const;
    bool changesFont(const QFont& font) const;
    void retranslate(); // from the constructor and on LanguageChange
    void onDocumentChanged();
    void onTextEdited(const QString& text);
    // Reads the text, marks what is wrong in it and says so (or what was repaired); returns
    // the reader's result. Changes neither the text nor the document.
    FenReadResult readText(const QString& text);
    void normalise();
    void showDocumentFen();
    void setUnderline(int start, int end);
    // Sends every format of the text at once (fields, lit square, error): one input method
    // event replaces all the line edit's formats.
    void applyFormats();
    void setHoverIndex(int index);                  // UTF-16 index under the mouse, -1 for none
    void reportFocus();                             // emits partFocused when the focused byte or text changed
    void reportByte(const QString& text, int byte); // the same for a byte chosen elsewhere
    int caretIndex() const;                         // the character the caret is in, -1 without focus
    void showMessage(const QString& text, bool error);
    // Ctrl+V with a link, PGN or EPD on the clipboard: loads the FEN it carries (true), as
    // Paste FEN does; false when the clipboard holds a plain FEN or a piece of one.
    bool pasteWrapped();

    void showChanges(const Position& before);

    PositionDocument* document_;
    ForeignDropHandler foreignDrop_;
    QLineEdit* edit_;
    QLabel* message_;
    QTimer* changedTimer_;
    FieldMarks* marks_; // the fields' shapes under the text, in the teaching view
    std::vector<std::pair<int, int>> changed_;
    std::pair<int, int> underline_{-1, -1};
    int focusedByte_ = -1;
    int hoverIndex_ = -1;
    QString reportedText_; // what partFocused last said, to say it once
    int reportedByte_ = -1;
    Square shownSquare_ = NoSquare;
    std::pair<int, int> lit_{-1, -1};
    bool fieldColours_ = false;
    bool errorShown_ = false;
    // True from the first keystroke until Enter or focus-out: the text belongs to the user.
    bool typing_ = false;
    bool applyingTyping_ = false; // inside our own setPositionFromTyping
};

} // namespace forsyth
