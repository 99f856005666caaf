#include "fen_field.h"

#include "as_string_view.h"
#include "fen.h"
#include "fen_anatomy.h"
#include "fen_diff.h"
#include "field_colours.h"
#include "field_marks.h"
#include "messages.h"
#include "paste_text.h"
#include "pasted_collection.h"
#include "pasted_text.h"
#include "position_document.h"

#include <QClipboard>
#include <QColor>
#include <QCoreApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFocusEvent>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QHoverEvent>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QMouseEvent>
#include <QStringList>
#include <QTextCharFormat>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <vector>

namespace forsyth {
namespace {

// A UTF-8 byte offset of `utf8` as an index into the QString made from it. Core's spans
// never split a character, so the prefix converts cleanly.
int utf16Index(const QByteArray& utf8, std::size_t byteOffset)
{
    const auto bytes = static_cast<qsizetype>(std::min<std::size_t>(byteOffset, utf8.size()));
    return static_cast<int>(QString::fromUtf8(utf8.constData(), bytes).size());
}

bool isSeparator(QChar c) { return c.isSpace() || c == QLatin1Char('_'); }

QTextCharFormat errorFormat()
{
    // The wave alone is a faint line at text size: a tinted background makes the span
    // findable at a glance, the wave says "error" as in a spell checker.
    QTextCharFormat format;
    format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    format.setUnderlineColor(QColor(0xd0, 0x20, 0x20));
    format.setBackground(QColor(0xff, 0xc8, 0xc8));
    format.setForeground(QColor(0x90, 0x00, 0x00));
    return format;
}

} // namespace

FenField::FenField(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , edit_(new QLineEdit(this))
    , message_(new QLabel(this))
    , changedTimer_(new QTimer(this))
    , marks_(new FieldMarks(edit_, this))
{
    edit_->setObjectName(QStringLiteral("fenEdit"));
    edit_->setMaxLength(MaxLength);
    // A piece dragged from the board carries its FEN as text, which the line edit would
    // insert mid-text; what other programs drag here goes where a drop on the board goes
    // (setForeignDropHandler).
    edit_->setAcceptDrops(false);
    edit_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont)); // sized by resizeEvent
    edit_->installEventFilter(this);
    // The teaching view follows the mouse over the text, not only the caret.
    edit_->setMouseTracking(true);
    edit_->setAttribute(Qt::WA_Hover);

    message_->setObjectName(QStringLiteral("fenMessage"));
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // One line reserved, so the layout does not jump when a message comes and goes.
    message_->setMinimumHeight(message_->fontMetrics().height());

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(edit_);
    layout->addWidget(marks_);
    layout->addWidget(message_);
    marks_->hide();

    // textEdited, not textChanged: only the user's keystrokes are input; our own setText is not.
    connect(edit_, &QLineEdit::textEdited, this, &FenField::onTextEdited);
    connect(edit_, &QLineEdit::returnPressed, this, [this] {
        if (!errorShown_)
            normalise();
    });
    connect(document_, &PositionDocument::changed, this, &FenField::onDocumentChanged);
    // After a move (the text is the new FEN by then) what it wrote lights up for a moment.
    connect(document_, &PositionDocument::movePlayed, this, &FenField::showChanges);
    changedTimer_->setSingleShot(true);
    changedTimer_->setInterval(ChangedShownMs);
    connect(changedTimer_, &QTimer::timeout, this, [this] {
        changed_.clear();
        applyFormats();
    });
    // Any new text drops the line edit's formats where they were: they are sent again, and
    // what the caret or mouse points at may mean something else now.
    connect(edit_, &QLineEdit::textChanged, this, [this] {
        applyFormats();
        reportFocus();
        marks_->relayout();
    });
    connect(edit_, &QLineEdit::cursorPositionChanged, this, [this] {
        reportFocus();
        marks_->relayout(); // the text may have scrolled
    });
    retranslate();
    showDocumentFen();
}

void FenField::retranslate()
{
    edit_->setPlaceholderText(tr("Type or paste a FEN"));
    edit_->setAccessibleName(tr("FEN"));
    edit_->setToolTip(tr("The position as FEN: edit it and the board follows at once.\n"
                         "Enter or leaving the field tidies the text; Esc restores the board's FEN."));
    // What is said about text being typed, said again; the text and its caret stay as they are.
    if (typing_)
        readText(edit_->text());
}

void FenField::focusField()
{
    edit_->setFocus(Qt::ShortcutFocusReason);
    edit_->selectAll();
}

void FenField::showSquare(Square square, bool explain)
{
    if (square == shownSquare_)
        return;
    shownSquare_ = square;
    applyFormats();
    // The character is explained too, as if pointed at here: the board's mouse and keyboard
    // cursor teach the FEN as the field does. Off the board, the field's own pointer or caret
    // speaks again.
    if (!explain)
        return;
    if (lit_.first >= 0)
        reportByte(
            edit_->text(), static_cast<int>(QStringView(edit_->text()).left(lit_.first).toUtf8().size()));
    else
        reportFocus();
}

void FenField::setFieldColours(bool shown)
{
    if (shown == fieldColours_)
        return;
    fieldColours_ = shown;
    marks_->setVisible(shown);
    marks_->relayout();
    applyFormats();
}

void FenField::setHoverIndex(int index)
{
    if (index == hoverIndex_)
        return;
    hoverIndex_ = index;
    reportFocus();
}

int FenField::caretIndex() const
{
    const QString text = edit_->text();
    if (!edit_->hasFocus() || text.isEmpty())
        return -1;
    // The caret sits between two characters: the one after it, unless that is a separator or
    // the end, so "KQkq|" is still in the castling field.
    const int p = edit_->cursorPosition();
    if (p < text.size() && !isSeparator(text.at(p)))
        return p;
    return std::max(0, p - 1);
}

void FenField::reportFocus()
{
    const QString text = edit_->text();
    const int index = hoverIndex_ >= 0 && hoverIndex_ < text.size() ? hoverIndex_ : caretIndex();
    reportByte(text, index < 0 ? -1 : static_cast<int>(QStringView(text).left(index).toUtf8().size()));
}

void FenField::reportByte(const QString& text, int byte)
{
    if (byte == reportedByte_ && text == reportedText_)
        return;
    reportedByte_ = byte;
    reportedText_ = text;
    focusedByte_ = byte;
    Bitboard squares = 0;
    if (byte >= 0) {
        const QByteArray utf8 = text.toUtf8();
        squares = anatomize(asStringView(utf8)).meaningAt(static_cast<std::size_t>(byte)).squares;
    }
    emit partFocused(text, byte, squares);
}

QString FenField::message() const { return message_->text(); }

void FenField::setForeignDropHandler(ForeignDropHandler handler)
{
    foreignDrop_ = std::move(handler);
    setAcceptDrops(bool(foreignDrop_));
}

namespace {

// A drag from another program (no source in this one) of what a drop on the board takes.
bool isForeignDrop(const QDropEvent* event)
{
    const QMimeData* data = event->mimeData();
    return event->source() == nullptr && (data->hasText() || data->hasUrls() || data->hasImage());
}

} // namespace

void FenField::dragEnterEvent(QDragEnterEvent* event) { dragMoveEvent(event); }

void FenField::dragMoveEvent(QDragMoveEvent* event)
{
    if (foreignDrop_ && isForeignDrop(event)) {
        event->setDropAction(Qt::CopyAction); // read, never taken
        event->accept();
    } else {
        event->ignore();
    }
}

void FenField::dropEvent(QDropEvent* event)
{
    if (!foreignDrop_ || !isForeignDrop(event)) {
        event->ignore();
        return;
    }
    event->setDropAction(Qt::CopyAction);
    event->accept();
    foreignDrop_(event->mimeData());
}

bool FenField::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == edit_) {
        const QEvent::Type type = event->type();
        if (type == QEvent::Resize)
            marks_->relayout();
        if (type == QEvent::HoverMove || type == QEvent::MouseMove) {
            // cursorPositionAt gives the nearest gap between characters: half a character to
            // either side of the mouse, the gaps differ by one exactly over a character.
            const QPoint point = static_cast<QSinglePointEvent*>(event)->position().toPoint();
            const QPoint half(edit_->fontMetrics().horizontalAdvance(QLatin1Char('0')) / 2, 0);
            const int before = edit_->cursorPositionAt(point - half);
            const int after = edit_->cursorPositionAt(point + half);
            setHoverIndex(after == before + 1 ? before : -1);
        } else if (type == QEvent::HoverLeave || type == QEvent::Leave) {
            setHoverIndex(-1);
        } else if (type == QEvent::FocusIn) {
            reportFocus();
        }
        if (type == QEvent::FocusOut) {
            reportFocus();
            // A context menu or completer popup takes focus without the user leaving the field,
            // and so does switching to another window (to copy the rest of a FEN, say): the
            // text being typed stays, broken or not.
            const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
            if (reason != Qt::PopupFocusReason && reason != Qt::ActiveWindowFocusReason && typing_) {
                document_->endTypingBurst();
                typing_ = false;
                showDocumentFen();
            }
        } else if (event->type() == QEvent::KeyPress
            && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && typing_) {
            normalise();
            return true;
        } else if (event->type() == QEvent::KeyPress
            && static_cast<QKeyEvent*>(event)->matches(QKeySequence::Paste)) {
            // No text (a picture, or nothing), or several positions to offer as a collection:
            // the window's Paste FEN.
            if (const QString text = QGuiApplication::clipboard()->text();
                text.trimmed().isEmpty() || pastedCollection(text.toStdString())) {
                emit pasteRequested();
                return true;
            }
            if (pasteWrapped())
                return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool FenField::pasteWrapped()
{
    // A link, a PGN, an EPD line or chat text holds a FEN but is none: pasted into the field
    // as it is, it would only be an error. It is unwrapped as Paste FEN does, as one step. A
    // bare FEN, or a piece of one typed into the middle of the text, is pasted as usual.
    // Text that holds no FEN at all is pasted too, and marked as typing would be.
    const QByteArray text = QGuiApplication::clipboard()->text().toUtf8();
    const PastedFen found = unwrapPastedText(asStringView(text));
    if (!found.found() || found.kind == PastedFen::Kind::BareFen)
        return false;
    const PasteResult result = pasteText(*document_, text, tr("Paste FEN"));
    if (!result.ok) {
        showMessage(result.message, true);
        return true;
    }
    typing_ = false;
    showDocumentFen();
    showMessage(result.message, false);
    if (const std::optional<bool> flipped = flippedFor(result))
        emit flipRequested(*flipped);
    return true;
}

// Large: the FEN is what users come to copy, and what a class reads off the screen. As large as
// lets a full middle-game FEN (some 66 characters) show whole, from the system's fixed size up
// to half as large again: never smaller than the words around it. The size follows the width
// only, not the text, so it stays put while one types.
QFont FenField::fittedFont(int width) const
{
    constexpr qreal Characters = 66;
    constexpr qreal MostScale = 1.5;
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const qreal base = font.pointSizeF();
    const qreal advance = QFontMetricsF(font).horizontalAdvance(QLatin1Char('n'));
    const qreal room = width - 2 * edit_->fontMetrics().averageCharWidth();
    font.setPointSizeF(std::clamp(base * room / (Characters * advance), base, base * MostScale));
    return font;
}

// A font this near the one shown is kept, not set again.
bool FenField::changesFont(const QFont& font) const
{
    return std::abs(font.pointSizeF() - edit_->font().pointSizeF()) > 0.05;
}

int FenField::heightForWidth(int width) const
{
    // The line edit's height follows its font's; the marks and the message below do not.
    const QFont font = fittedFont(width);
    if (!changesFont(font))
        return sizeHint().height();
    return sizeHint().height() + QFontMetrics(font).height() - edit_->fontMetrics().height();
}

void FenField::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (const QFont font = fittedFont(width()); changesFont(font))
        edit_->setFont(font);
}

void FenField::changeEvent(QEvent* event)
{
    // The tints depend on the theme: a dark palette needs stronger ones.
    if (event->type() == QEvent::PaletteChange) {
        applyFormats();
        showMessage(message_->text(), errorShown_); // its ink follows light or dark
    }
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FenField::showChanges(const Position& before)
{
    const QString text = edit_->text();
    const QByteArray utf8 = text.toUtf8();
    const std::string old = writeFen(before, document_->fenOptions());
    changed_.clear();
    for (const auto& [start, end] : changedFenSpans(old, asStringView(utf8)))
        changed_.emplace_back(utf16Index(utf8, start), utf16Index(utf8, end));
    changedTimer_->start();
    applyFormats();
}

void FenField::onDocumentChanged()
{
    // Whatever changed, the last move's marks no longer describe the text.
    changed_.clear();
    // The field's own keystrokes never rewrite the text under the cursor.
    if (applyingTyping_)
        return;
    // Any other change (Paste FEN, undo from the menu, a board gesture) is what the user
    // asked for elsewhere: it replaces the typed text and ends the burst, so the field never
    // shows a FEN the board does not.
    if (typing_) {
        document_->endTypingBurst();
        typing_ = false;
    }
    showDocumentFen();
}

void FenField::showText(const QString& text)
{
    edit_->setText(text);
    readText(text);
    applyFormats();
}

void FenField::onTextEdited(const QString& text)
{
    typing_ = true;
    const FenReadResult result = readText(text);
    if (!result.ok())
        return;
    // Only real changes go to the document: a keystroke that changes nothing (a trailing
    // space) must not reopen a typing burst that Enter or focus-out closed.
    const Position& position = *result.position;
    if (position == document_->position() && position.castling == document_->wantedCastling())
        return;
    applyingTyping_ = true;
    document_->setPositionFromTyping(position);
    applyingTyping_ = false;
}

FenReadResult FenField::readText(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    const std::string_view input = asStringView(utf8);
    FenReadResult result = readFen(input, FenMode::Lenient);
    if (!result.ok()) {
        const FenError& error = result.errors.front();
        int start = utf16Index(utf8, error.start);
        int end = utf16Index(utf8, error.end);
        if (start == end && !text.isEmpty()) {
            // An empty span (a missing rank, say) still needs a mark: the character at it,
            // or the last one when it points past the end.
            start = std::min(start, static_cast<int>(text.size()) - 1);
            end = start + 1;
        }
        setUnderline(start, end);
        showMessage(describe(error, input), true);
        return result;
    }
    setUnderline(-1, -1);
    QStringList notes;
    for (const FenRepair& repair : result.repairs)
        notes << describe(repair, input);
    showMessage(notes.join(QLatin1Char('\n')), false);
    return result;
}

void FenField::normalise()
{
    document_->endTypingBurst();
    typing_ = false;
    showDocumentFen();
}

void FenField::showDocumentFen()
{
    const QString fen = document_->fen();
    if (edit_->text() != fen) {
        const bool focused = edit_->hasFocus();
        const int cursor = edit_->cursorPosition();
        edit_->setText(fen);
        // Unfocused, show the start: the placement is what a narrow field should not hide.
        edit_->setCursorPosition(focused ? std::min(cursor, static_cast<int>(fen.size())) : 0);
    }
    setUnderline(-1, -1);
    showMessage({}, false);
}

void FenField::setUnderline(int start, int end)
{
    underline_ = {start, end};
    applyFormats();
}

void FenField::applyFormats()
{
    const QString text = edit_->text();
    const QByteArray utf8 = text.toUtf8();
    std::vector<QTextCharFormat> formats(static_cast<std::size_t>(text.size()));
    const auto paint = [&](int from, int to, const QTextCharFormat& format) {
        for (int i = std::max(0, from); i < std::min(to, static_cast<int>(text.size())); ++i)
            formats[static_cast<std::size_t>(i)] = format;
    };
    lit_ = {-1, -1};
    if (fieldColours_ || shownSquare_ != NoSquare) {
        const FenAnatomy anatomy = anatomize(asStringView(utf8));
        if (fieldColours_) {
            for (const FenToken& token : anatomy.tokens()) {
                // Separators stay plain: the gaps are what shows where one field ends.
                if (token.meaning.part != FenPart::Separator && token.meaning.field <= FenFieldCount)
                    paint(utf16Index(utf8, token.start), utf16Index(utf8, token.end),
                        fieldFormat(token.meaning.field, edit_->palette()));
            }
        }
        const auto [start, end] = anatomy.spanOfSquare(shownSquare_);
        if (end > start) {
            lit_ = {utf16Index(utf8, start), utf16Index(utf8, end)};
            paint(lit_.first, lit_.second, taughtFormat());
        }
    }
    for (const auto& [from, to] : changed_)
        paint(from, to, changedFormat(edit_->palette()));
    // The error wins: it says why the board does not follow.
    if (underline_.first >= 0 && underline_.second > underline_.first)
        paint(underline_.first, underline_.second, errorFormat());

    // QLineEdit has no API for formatting a range of its text; an input method event with
    // TextFormat attributes and no preedit or commit text formats without editing (each
    // attribute's start is relative to the cursor). It replaces all earlier formats, so runs
    // of equal formats go in one event.
    QList<QInputMethodEvent::Attribute> attributes;
    const int cursor = edit_->cursorPosition();
    for (int i = 0; i < static_cast<int>(formats.size());) {
        const QTextCharFormat& format = formats[static_cast<std::size_t>(i)];
        int j = i + 1;
        while (j < static_cast<int>(formats.size()) && formats[static_cast<std::size_t>(j)] == format)
            ++j;
        if (!format.properties().isEmpty())
            attributes.append(
                QInputMethodEvent::Attribute(QInputMethodEvent::TextFormat, i - cursor, j - i, format));
        i = j;
    }
    QInputMethodEvent event(QString(), attributes);
    QCoreApplication::sendEvent(edit_, &event);
}

void FenField::showMessage(const QString& text, bool error)
{
    errorShown_ = error;
    QPalette palette = message_->palette();
    palette.setColor(QPalette::WindowText,
        error ? errorInk(this->palette()) : this->palette().color(QPalette::PlaceholderText));
    message_->setPalette(palette);
    message_->setText(text);
    edit_->setAccessibleDescription(text);
}

} // namespace forsyth
