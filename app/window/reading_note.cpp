#include "reading_note.h"

#include "field_colours.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace forsyth {

ReadingNote::ReadingNote(QWidget* parent)
    : QFrame(parent)
    , label_(new QLabel(this))
    , close_(new QToolButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    label_->setObjectName(QStringLiteral("readingNoteText"));
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::PlainText); // a file's name is shown as it is
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    close_->setObjectName(QStringLiteral("readingNoteClose"));
    close_->setText(QStringLiteral("×"));
    close_->setAutoRaise(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 2, 2);
    layout->addWidget(label_, 1);
    layout->addWidget(close_, 0, Qt::AlignTop);
    connect(close_, &QToolButton::clicked, this, [this] {
        hide();
        emit closedByUser();
    });
    retranslate();
}

void ReadingNote::showNote(std::function<QString()> words, bool problem)
{
    words_ = std::move(words);
    problem_ = problem;
    paintInk();
    retranslate();
    show();
}

QString ReadingNote::text() const { return label_->text(); }

void ReadingNote::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        paintInk();
    QFrame::changeEvent(event);
}

void ReadingNote::retranslate()
{
    setAccessibleName(tr("Picture read"));
    close_->setToolTip(tr("Hide this note"));
    close_->setAccessibleName(tr("Hide this note"));
    if (words_) {
        label_->setText(words_());
        setAccessibleDescription(label_->text());
    }
}

void ReadingNote::paintInk()
{
    QPalette palette = label_->palette();
    palette.setColor(QPalette::WindowText,
        problem_ ? errorInk(this->palette()) : this->palette().color(QPalette::WindowText));
    label_->setPalette(palette);
}

} // namespace forsyth
