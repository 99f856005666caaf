// The teaching panel: the words of fen_explanation.h for the part under the caret or mouse,
// or after a move in move mode the words of move_explanation.h, kept in step with the document.
#include "teaching_panel.h"

#include "as_string_view.h"
#include "fen.h"
#include "fen_anatomy.h"
#include "fen_explanation.h"
#include "messages.h"
#include "move_explanation.h"
#include "piece_painter.h"
#include "position_document.h"
#include "san.h"

#include <QEvent>
#include <QLabel>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace forsyth {
namespace {

// The byte of newFen standing for what oldIndex stood for in oldFen (the same square, castling
// right, rank end or field), so an edit elsewhere keeps the learner's place; -1 when gone.
int followIndex(const QString& oldFen, int oldIndex, const QString& newFen)
{
    const QByteArray oldUtf8 = oldFen.toUtf8();
    const QByteArray newUtf8 = newFen.toUtf8();
    const CharMeaning m = anatomize(asStringView(oldUtf8)).meaningAt(static_cast<std::size_t>(oldIndex));
    const FenAnatomy now = anatomize(asStringView(newUtf8));
    if (m.part == FenPart::Piece || m.part == FenPart::EmptyRun || m.part == FenPart::PromotedMarker) {
        const auto [start, end] = now.spanOfSquare(lowest(m.squares));
        if (end > start)
            return static_cast<int>(start);
    }
    const FenToken* sameField = nullptr;
    for (const FenToken& t : now.tokens()) {
        const CharMeaning& n = t.meaning;
        if (n.field != m.field || m.field == 0)
            continue;
        if (!sameField)
            sameField = &t;
        const bool same = (m.part == FenPart::RankEnd && n.part == FenPart::RankEnd && n.rank == m.rank)
            || (m.part == FenPart::CastlingLetter && n.part == FenPart::CastlingLetter && n.color == m.color
                && n.castlingSide == m.castlingSide);
        if (same)
            return static_cast<int>(t.start);
    }
    if (sameField)
        return static_cast<int>(sameField->start);
    return oldIndex < newUtf8.size() ? oldIndex : -1;
}

} // namespace

TeachingPanel::TeachingPanel(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , moves_(new QLabel(this))
    , heading_(new QLabel(this))
    , text_(new QLabel(this))
{
    moves_->setObjectName(QStringLiteral("teachingMoves"));
    heading_->setObjectName(QStringLiteral("teachingHeading"));
    text_->setObjectName(QStringLiteral("teachingText"));
    QFont bold = heading_->font();
    bold.setBold(true);
    heading_->setFont(bold);
    // FEN text may hold '<' and '&': never let it be read as markup. Selected with the mouse
    // (and copied) but not with the keys: keyboard selection shows a blinking caret, which in
    // words that cannot be edited (and across a classroom's screen) looks like a place to type.
    for (QLabel* label : {moves_, heading_, text_}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(moves_);
    layout->addWidget(heading_);
    layout->addWidget(text_, 1);
    connect(document_, &PositionDocument::changed, this, &TeachingPanel::onDocumentChanged);
    connect(document_, &PositionDocument::movePlayed, this, &TeachingPanel::showMove);
    // Undo and redo change the position before the stack's index: the moves shown are
    // counted again once the index has moved.
    connect(document_->undoStack(), &QUndoStack::indexChanged, this, &TeachingPanel::showMoves);
    showFenPart({}, -1);
    showMoves();
}

QString TeachingPanel::movesText() const { return moves_->text(); }

QString TeachingPanel::text() const
{
    if (heading_->text().isEmpty())
        return text_->text();
    return heading_->text() + QLatin1Char('\n') + text_->text();
}

void TeachingPanel::showFenPart(const QString& fen, int byteIndex)
{
    // Pointing nowhere keeps a move's story: the teacher moved the mouse off the FEN field.
    if (byteIndex < 0 && showing_ == Showing::Move)
        return;
    showExplanation(fen, byteIndex);
}

void TeachingPanel::showExplanation(const QString& fen, int byteIndex)
{
    fen_ = fen;
    byteIndex_ = byteIndex;
    showing_ = byteIndex < 0 ? Showing::Hint : Showing::FenPart;
    // The document's FEN may leave its ep square out ("only when capturable"): the "-" then
    // says why, as the FEN is explained as written.
    const Position& pos = document_->position();
    const bool epLeftOut
        = pos.epSquare != NoSquare && !epWritten(pos, document_->fenOptions()) && fen == document_->fen();
    const FenExplanation e = explainFenPart(fen, byteIndex, epLeftOut ? pos.epSquare : NoSquare);
    QString words = e.text;
    if (!e.problems.isEmpty()) {
        //: a problem line in the teaching panel; the sign marks it without colour
        const QString line = tr("⚠ %1");
        words += QLatin1Char('\n');
        for (const QString& problem : e.problems)
            words += QLatin1Char('\n') + line.arg(problem);
    }
    setWords(e.heading, words);
}

void TeachingPanel::showMove(const Position& before, Move move)
{
    before_ = before;
    move_ = move;
    afterMove_ = afterMove(before, move);
    // The list goes on from where the board was: after undo, a new move replaces what was
    // undone; a move from anywhere else starts a new list.
    const int index = document_->undoStack()->index();
    const auto from = std::find_if(played_.begin(), played_.end(),
        [&](const Played& p) { return p.undoIndex == index - 1 && p.after == before; });
    if (from != played_.end()) {
        played_.erase(from + 1, played_.end());
    } else {
        played_.clear();
        lineStart_ = before;
    }
    played_.push_back({afterMove_, writeSan(before, move), index});
    showMoves();
    showing_ = Showing::Move;
    showStory();
}

void TeachingPanel::showStory()
{
    const QString from = squareText(move_.from);
    const QString to = squareText(kingDestination(before_, move_));
    QString heading;
    if (move_.kind == MoveKind::Castle)
        heading = tr("After castling: the king from %1 to %2").arg(from, to);
    else if (move_.kind == MoveKind::Promotion)
        heading = tr("After %1 to %2, promoting to a %3")
                      .arg(from, to, pieceName(Piece{move_.promotion, before_.sideToMove}));
    else
        heading = tr("After %1 to %2").arg(from, to);
    QStringList lines = explainMove(before_, move_, document_->fenOptions());
    if (lines.isEmpty())
        lines << tr("The FEN is now %1")
                     .arg(QString::fromStdString(writeFen(afterMove_, document_->fenOptions())));
    setWords(heading, lines.join(QLatin1Char('\n')));
}

void TeachingPanel::showMoves()
{
    // Up to the position shown: undo walks back along the list, redo forward again.
    const Position& now = document_->position();
    const int index = document_->undoStack()->index();
    std::size_t shown = 0;
    for (std::size_t i = 0; i < played_.size(); ++i) {
        if (played_[i].undoIndex == index && played_[i].after == now)
            shown = i + 1;
    }
    std::vector<std::string> san;
    for (std::size_t i = 0; i < shown; ++i)
        san.push_back(played_[i].san);
    moves_->setText(shown ? QString::fromStdString(gameLine(lineStart_, san)) : QString());
    moves_->setVisible(shown > 0);
}

void TeachingPanel::onDocumentChanged()
{
    showMoves();
    if (showing_ == Showing::Move) {
        if (document_->position() == afterMove_)
            return;
        // Undone, or edited: the story no longer describes the board.
        showing_ = byteIndex_ < 0 ? Showing::Hint : Showing::FenPart;
    }
    if (showing_ != Showing::FenPart) {
        showExplanation({}, -1);
        return;
    }
    // While the learner types, the shown text is the document's position already.
    const QByteArray utf8 = fen_.toUtf8();
    const FenReadResult read = readFen(asStringView(utf8));
    if (read.ok() && *read.position == document_->position()) {
        showExplanation(fen_, byteIndex_);
        return;
    }
    const QString now = document_->fen();
    showExplanation(now, followIndex(fen_, byteIndex_, now));
}

void TeachingPanel::setWords(const QString& heading, const QString& text)
{
    heading_->setText(heading);
    heading_->setVisible(!heading.isEmpty());
    text_->setText(text);
}

void TeachingPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        if (showing_ == Showing::Move)
            showStory();
        else
            showExplanation(fen_, byteIndex_);
    }
    QWidget::changeEvent(event);
}

} // namespace forsyth
