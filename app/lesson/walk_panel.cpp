// The walk's words put together from the teaching view's (explainFenPart) and, for a rank being
// read, the running list the Korean lesson in the seeds reads rank 8 with: "black rook (r), one
// empty square (1), black bishop (b)".
#include "walk_panel.h"

#include "as_string_view.h"
#include "fen.h"
#include "fen_anatomy.h"
#include "fen_explanation.h"
#include "fen_html.h"
#include "lesson_board.h"
#include "messages.h"
#include "position_document.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace forsyth {
namespace {

QString fromBytes(const QByteArray& bytes, std::size_t start, std::size_t end)
{
    return QString::fromUtf8(bytes.constData() + start, static_cast<qsizetype>(end - start));
}

} // namespace

WalkPanel::WalkPanel(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , board_(new LessonBoard(this))
    , fenLabel_(new QLabel(this))
    , heading_(new QLabel(this))
    , text_(new QLabel(this))
    , counter_(new QLabel(this))
    , previous_(new QPushButton(this))
    , next_(new QPushButton(this))
    , startOver_(new QPushButton(this))
{
    setFocusPolicy(Qt::StrongFocus); // the arrow keys step while the panel has focus
    board_->setObjectName(QStringLiteral("walkBoard"));
    fenLabel_->setObjectName(QStringLiteral("walkFen"));
    heading_->setObjectName(QStringLiteral("walkHeading"));
    text_->setObjectName(QStringLiteral("walkText"));
    counter_->setObjectName(QStringLiteral("walkCounter"));
    previous_->setObjectName(QStringLiteral("walkPrevious"));
    next_->setObjectName(QStringLiteral("walkNext"));
    startOver_->setObjectName(QStringLiteral("walkStartOver"));

    fenLabel_->setTextFormat(Qt::RichText);
    fenLabel_->setWordWrap(true);
    fenLabel_->setFont(lessonFenFont(font()));
    QFont bold = heading_->font();
    bold.setBold(true);
    heading_->setFont(bold);
    for (QLabel* label : {heading_, text_}) {
        label->setTextFormat(Qt::PlainText); // FEN text may hold '<': never markup
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    counter_->setAlignment(Qt::AlignCenter);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(previous_);
    buttons->addWidget(counter_, 1);
    buttons->addWidget(next_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(board_, 3);
    layout->addWidget(fenLabel_);
    layout->addLayout(buttons);
    layout->addWidget(heading_);
    layout->addWidget(text_, 2);
    layout->addWidget(startOver_, 0, Qt::AlignLeft);

    connect(previous_, &QPushButton::clicked, this, &WalkPanel::previous);
    connect(next_, &QPushButton::clicked, this, &WalkPanel::next);
    connect(startOver_, &QPushButton::clicked, this, &WalkPanel::startOver);
    // While the panel or one of its buttons has focus: the class steps with the keys a
    // presenter's remote sends (Page Up / Page Down) or the arrows.
    const auto bind = [this](QKeySequence keys, void (WalkPanel::*slot)()) {
        auto* shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, slot);
    };
    bind(QKeySequence(Qt::Key_Right), &WalkPanel::next);
    bind(QKeySequence(Qt::Key_PageDown), &WalkPanel::next);
    bind(QKeySequence(Qt::Key_Left), &WalkPanel::previous);
    bind(QKeySequence(Qt::Key_PageUp), &WalkPanel::previous);
    bind(QKeySequence(Qt::Key_Home), &WalkPanel::startOver);
    bind(QKeySequence(Qt::Key_End), &WalkPanel::goToEnd);

    connect(document_, &PositionDocument::changed, this, &WalkPanel::onDocumentChanged);
    retranslate();
    restart();
}

QString WalkPanel::stepText() const
{
    if (step_ == 0)
        return {};
    const FenWalkStep& s = steps_[static_cast<std::size_t>(step_ - 1)];
    return fromBytes(fen_, s.start, s.end);
}

QString WalkPanel::words() const { return heading_->text() + QLatin1Char('\n') + text_->text(); }

QString WalkPanel::counterText() const { return counter_->text(); }

QString WalkPanel::fenText() const { return fenLabel_->text(); }

void WalkPanel::next()
{
    if (step_ < stepCount()) {
        ++step_;
        showStep();
    }
}

void WalkPanel::previous()
{
    if (step_ > 0) {
        --step_;
        showStep();
    }
}

void WalkPanel::startOver()
{
    step_ = 0;
    showStep();
}

void WalkPanel::goToEnd()
{
    step_ = stepCount();
    showStep();
}

void WalkPanel::setFlipped(bool flipped) { board_->setFlipped(flipped); }

void WalkPanel::onDocumentChanged()
{
    // The notation alone changes the text too ("KQkq" or "HAha"): any other FEN, a new walk.
    if (document_->fen().toUtf8() != fen_)
        restart();
}

void WalkPanel::restart()
{
    fen_ = document_->fen().toUtf8();
    steps_ = walkFen(asStringView(fen_));
    step_ = 0;
    showStep();
}

void WalkPanel::showStep()
{
    const bool started = step_ > 0;
    const FenWalkStep* s = started ? &steps_[static_cast<std::size_t>(step_ - 1)] : nullptr;
    board_->show(s ? s->position : Position{}, s ? s->filled : 0, s ? s->lit : 0);

    // Read, being read (in the teaching view's colour), not yet read (dimmed).
    fenLabel_->setText(markedFenHtml(fen_, s ? s->start : 0, s ? s->end : 0, true, palette()));

    counter_->setText(tr("Step %1 of %2").arg(step_).arg(stepCount()));
    enableButton(previous_, started);
    enableButton(next_, step_ < stepCount());
    enableButton(startOver_, started);
    if (!s) {
        heading_->setText(tr("Step by step"));
        text_->setText(steps_.empty()
                ? tr("The FEN is empty: there is nothing to read.")
                : tr(
                    "Press Next (or the right arrow) to read the FEN one character at a time: the board "
                    "fills "
                    "in from a8, rank by rank down to rank 1, and then fields 2 to 6 say who is to move, who "
                    "may castle, the en passant square and the two counters."));
        return;
    }
    const FenExplanation e = explainFenPart(asStringView(fen_), s->start);
    // A step of fields 2-6 reads the whole field: its heading names all of it ("KQkq"), where
    // the explanation names the one run of bytes asked about ("K").
    const bool wholeField = s->field >= 2 && s->field <= 6 && s->part != FenPart::Unknown;
    heading_->setText(wholeField ? fenPartHeading(stepText(), s->field) : e.heading);
    QString words = stepWords(*s);
    if (step_ == stepCount())
        words += QLatin1String("\n\n") + tr("That is the whole FEN.");
    text_->setText(words);
}

void WalkPanel::enableButton(QPushButton* button, bool enabled)
{
    // A focused button greyed out hands the focus on to whatever comes next in the window,
    // maybe outside the panel, and the keys would stop stepping (Start over, Next at the end):
    // the panel keeps it instead.
    if (!enabled && button->hasFocus())
        setFocus(Qt::OtherFocusReason);
    button->setEnabled(enabled);
}

QString WalkPanel::stepWords(const FenWalkStep& step) const
{
    // The document's FEN may leave its ep square out ("only when capturable"): the "-" says why.
    const Position& pos = document_->position();
    const Square unwrittenEp
        = pos.epSquare != NoSquare && !epWritten(pos, document_->fenOptions()) ? pos.epSquare : NoSquare;
    const auto explain = [&](std::size_t at) {
        return explainFenPart(asStringView(fen_), at, unwrittenEp).text.split(QLatin1Char('\n'));
    };
    if (step.field == 1) {
        const QStringList lines = explain(step.start);
        // A piece or a digit: its sentence, then the rank as read so far. A '/': its sentence
        // and the whole rank it ends, as the teaching view says it.
        if (step.part == FenPart::Piece || step.part == FenPart::EmptyRun)
            return lines.first() + QLatin1Char('\n') + rankSoFar(static_cast<std::size_t>(step_ - 1));
        return lines.join(QLatin1Char('\n'));
    }
    // Fields 2-6: every run of bytes of the field said in turn (each castling letter).
    QStringList lines;
    const FenAnatomy anatomy = anatomize(asStringView(fen_));
    for (const FenToken& t : anatomy.tokens()) {
        if (t.start >= step.start && t.end <= step.end && t.meaning.part != FenPart::Separator)
            lines << explain(t.start);
    }
    lines.removeDuplicates();
    return lines.join(QLatin1Char('\n'));
}

QString WalkPanel::rankSoFar(std::size_t index) const
{
    const int rank = steps_[index].rank;
    std::size_t first = index;
    while (first > 0 && steps_[first - 1].field == 1 && steps_[first - 1].rank == rank
        && steps_[first - 1].part != FenPart::RankEnd)
        --first;
    QStringList items;
    for (std::size_t i = first; i <= index; ++i) {
        const FenWalkStep& s = steps_[i];
        const QString chars = fromBytes(fen_, s.start, s.end);
        if (s.part == FenPart::Piece) {
            //: a piece read in a rank and its letter: "black rook (r)"
            items << tr("%1 (%2)").arg(pieceName(s.position.pieceAt(lowest(s.lit))), chars);
        } else if (s.part == FenPart::EmptyRun) {
            const int n = popCount(s.lit);
            //: empty squares read in a rank and their digit: "2 empty squares (2)"
            items << (n == 1 ? tr("1 empty square (%1)").arg(chars)
                             : tr("%n empty squares (%1)", nullptr, n).arg(chars));
        }
    }
    //: %1 a rank's number, %2 what has been read of it: "black rook (r), 1 empty square (1)"
    return tr("Rank %1 so far: %2").arg(rank).arg(items.join(tr(", ")));
}

void WalkPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showStep();
    }
    QWidget::changeEvent(event);
}

void WalkPanel::retranslate()
{
    previous_->setText(tr("◀ Previous"));
    previous_->setToolTip(tr("The character before (Left arrow or Page Up)"));
    next_->setText(tr("Next ▶"));
    next_->setToolTip(tr("The next character (Right arrow or Page Down)"));
    startOver_->setText(tr("Start over"));
    startOver_->setToolTip(tr("Back to the empty board (Home)"));
}

} // namespace forsyth
