#include "fen_field.h"

#include "fen.h"
#include "messages.h"
#include "position_document.h"

#include <QColor>
#include <QCoreApplication>
#include <QEvent>
#include <QFocusEvent>
#include <QFontDatabase>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStringList>
#include <QTextCharFormat>
#include <QVBoxLayout>

#include <algorithm>

namespace forsyth {
namespace {

// A UTF-8 byte offset of `utf8` as an index into the QString made from it. Core's spans
// never split a character, so the prefix converts cleanly.
int utf16Index(const QByteArray& utf8, std::size_t byteOffset)
{
    const auto bytes = static_cast<qsizetype>(std::min<std::size_t>(byteOffset, utf8.size()));
    return static_cast<int>(QString::fromUtf8(utf8.constData(), bytes).size());
}

} // namespace

FenField::FenField(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , edit_(new QLineEdit(this))
    , message_(new QLabel(this))
{
    edit_->setObjectName(QStringLiteral("fenEdit"));
    edit_->setMaxLength(MaxLength);
    // A piece dragged from the board carries its FEN as text, which the line edit would
    // insert mid-text; FEN text and files are dropped on the board instead.
    edit_->setAcceptDrops(false);
    edit_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    edit_->setPlaceholderText(tr("Type or paste a FEN"));
    edit_->setAccessibleName(tr("FEN"));
    edit_->setToolTip(tr("The position as FEN: edit it and the board follows at once.\n"
                         "Enter or leaving the field tidies the text; Esc restores the board's FEN."));
    edit_->installEventFilter(this);

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
    layout->addWidget(message_);

    // textEdited, not textChanged: only the user's keystrokes are input; our own setText is not.
    connect(edit_, &QLineEdit::textEdited, this, &FenField::onTextEdited);
    connect(edit_, &QLineEdit::returnPressed, this, [this] {
        if (!errorShown_)
            normalise();
    });
    connect(document_, &PositionDocument::changed, this, &FenField::onDocumentChanged);
    showDocumentFen();
}

void FenField::focusField()
{
    edit_->setFocus(Qt::ShortcutFocusReason);
    edit_->selectAll();
}

void FenField::showSquare(Square square)
{
    // STUB by the lead: H1 implements.
    Q_UNUSED(square);
}

QString FenField::message() const { return message_->text(); }

bool FenField::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == edit_) {
        if (event->type() == QEvent::FocusOut) {
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
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FenField::onDocumentChanged()
{
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

void FenField::onTextEdited(const QString& text)
{
    typing_ = true;
    const QByteArray utf8 = text.toUtf8();
    const std::string_view input(utf8.constData(), static_cast<std::size_t>(utf8.size()));
    const FenReadResult result = readFen(input, FenMode::Lenient);
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
        return;
    }
    setUnderline(-1, -1);
    QStringList notes;
    for (const FenRepair& repair : result.repairs)
        notes << describe(repair, input);
    showMessage(notes.join(QLatin1Char('\n')), false);
    // Only real changes go to the document: a keystroke that changes nothing (a trailing
    // space) must not reopen a typing burst that Enter or focus-out closed.
    const Position& position = *result.position;
    if (position == document_->position() && position.castling == document_->wantedCastling())
        return;
    applyingTyping_ = true;
    document_->setPositionFromTyping(position);
    applyingTyping_ = false;
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
    const std::pair<int, int> range{start, end};
    // Re-sent even when unchanged: an edit of the text may have moved or dropped the format.
    if (range == underline_ && start < 0)
        return;
    underline_ = range;
    // QLineEdit has no API for formatting a range of its text; an input method event with
    // a TextFormat attribute and no preedit or commit text formats without editing (the
    // attribute's start is relative to the cursor).
    QList<QInputMethodEvent::Attribute> attributes;
    if (start >= 0 && end > start) {
        QTextCharFormat format;
        // The wave alone is a faint line at text size: a tinted background makes the span
        // findable at a glance, the wave says "error" as in a spell checker.
        format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        format.setUnderlineColor(QColor(0xd0, 0x20, 0x20));
        format.setBackground(QColor(0xff, 0xc8, 0xc8));
        format.setForeground(QColor(0x90, 0x00, 0x00));
        attributes.append(QInputMethodEvent::Attribute(
            QInputMethodEvent::TextFormat, start - edit_->cursorPosition(), end - start, format));
    }
    QInputMethodEvent event(QString(), attributes);
    QCoreApplication::sendEvent(edit_, &event);
}

void FenField::showMessage(const QString& text, bool error)
{
    errorShown_ = error;
    QPalette palette = message_->palette();
    palette.setColor(QPalette::WindowText,
        error ? QColor(0xb0, 0x10, 0x10) : this->palette().color(QPalette::PlaceholderText));
    message_->setPalette(palette);
    message_->setText(text);
    edit_->setAccessibleDescription(text);
}

} // namespace forsyth
