#include "field_controls.h"

#include "castling_controls.h"
#include "fen_legend.h"
#include "field_messages.h"
#include "field_options.h"
#include "messages.h"
#include "position_document.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace forsyth {

FieldControls::FieldControls(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , white_(new QRadioButton(this))
    , black_(new QRadioButton(this))
    , side_(new QButtonGroup(this))
    , castling_(new CastlingControls(document, this))
    , ep_(new QComboBox(this))
    , epOutput_(new QComboBox(this))
    , halfmove_(new QSpinBox(this))
    , fullmove_(new QSpinBox(this))
    , halfmoveStatus_(new QLabel(this))
{
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setVerticalSpacing(6);
    form->setLabelAlignment(Qt::AlignLeft);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);

    white_->setObjectName(QStringLiteral("sideWhite"));
    black_->setObjectName(QStringLiteral("sideBlack"));
    side_->addButton(white_, static_cast<int>(Color::White));
    side_->addButton(black_, static_cast<int>(Color::Black));
    auto* sideRow = new QHBoxLayout;
    sideRow->addWidget(white_);
    sideRow->addWidget(black_);
    sideRow->addStretch();
    form->addRow(fieldLabel(2), sideRow);
    connect(side_, &QButtonGroup::idClicked, this,
        [this](int id) { document_->setSideToMove(static_cast<Color>(id)); });

    castling_->setObjectName(QStringLiteral("castling"));
    form->addRow(fieldLabel(3), castling_);

    ep_->setObjectName(QStringLiteral("epSquare"));
    ep_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    epOutput_->setObjectName(QStringLiteral("epOutput"));
    // Their words from retranslate(), in this order.
    epOutput_->addItem(QString(), static_cast<int>(EpOutput::Always));
    epOutput_->addItem(QString(), static_cast<int>(EpOutput::OnlyCapturable));
    auto* epRow = new QHBoxLayout;
    epRow->addWidget(ep_);
    epRow->addWidget(epOutput_);
    epRow->addStretch();
    form->addRow(fieldLabel(4), epRow);
    connect(ep_, &QComboBox::currentIndexChanged, this, &FieldControls::onEpActivated);
    connect(epOutput_, &QComboBox::currentIndexChanged, this, [this](int index) {
        document_->setEpOutput(static_cast<EpOutput>(epOutput_->itemData(index).toInt()));
    });

    // Keyboard tracking off: typing "37" is one edit when done (Enter, focus out), never 3
    // then 37; the arrows and the wheel still edit at each step.
    halfmove_->setObjectName(QStringLiteral("halfmoveClock"));
    halfmove_->setRange(0, 9999);
    halfmove_->setKeyboardTracking(false);
    halfmoveStatus_->setObjectName(QStringLiteral("halfmoveStatus"));
    auto* halfmoveRow = new QHBoxLayout;
    halfmoveRow->addWidget(halfmove_);
    halfmoveRow->addWidget(halfmoveStatus_);
    halfmoveRow->addStretch();
    form->addRow(fieldLabel(5), halfmoveRow);
    connect(halfmove_, &QSpinBox::valueChanged, document_, &PositionDocument::setHalfmoveClock);

    fullmove_->setObjectName(QStringLiteral("fullmoveNumber"));
    fullmove_->setRange(1, 9999);
    fullmove_->setKeyboardTracking(false);
    form->addRow(fieldLabel(6), fullmove_);
    connect(fullmove_, &QSpinBox::valueChanged, document_, &PositionDocument::setFullmoveNumber);

    // A screen reader names a combo box or a radio button by the label that is its buddy (on
    // Linux a combo box's own name is its current text).
    labels_[2]->setBuddy(white_);
    labels_[4]->setBuddy(ep_);
    labels_[5]->setBuddy(halfmove_);
    labels_[6]->setBuddy(fullmove_);

    connect(document_, &PositionDocument::changed, this, &FieldControls::refresh);
    retranslate();
    refresh();
}

// The castling controls say their own words, on the same LanguageChange.
void FieldControls::retranslate()
{
    labels_[2]->setText(tr("To move"));
    labels_[3]->setText(tr("Castling"));
    labels_[4]->setText(tr("En passant"));
    labels_[5]->setText(tr("Halfmove clock"));
    labels_[6]->setText(tr("Move number"));
    white_->setText(tr("White"));
    black_->setText(tr("Black"));
    ep_->setAccessibleName(tr("En passant square"));
    epOutput_->setAccessibleName(tr("When to write the en passant square"));
    epOutput_->setItemText(0, tr("write always"));
    epOutput_->setItemText(1, tr("write only when capturable"));
    epOutput_->setToolTip(tr("Write the en passant square whenever it is plausible, or only when a pawn "
                             "can capture en passant (what most engines and Lichess write)"));
    halfmove_->setAccessibleName(tr("Halfmove clock"));
    halfmove_->setToolTip(tr("Plies since the last capture or pawn move (50-move rule)"));
    fullmove_->setAccessibleName(tr("Fullmove number"));
    fullmove_->setToolTip(tr("The number of the move about to be played, from 1"));
    // The words that come from the position: the square list's "none", the rule lines. The
    // counters' values are not set again, so a number being typed stays.
    refreshEp();
    halfmoveStatus_->setText(moveRuleLine(document_->findings()));
}

void FieldControls::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QWidget* FieldControls::fieldLabel(int field)
{
    auto* label = new QWidget(this);
    auto* row = new QHBoxLayout(label);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    auto* badge = new FieldBadge(field, label);
    badge->setObjectName(QStringLiteral("fieldBadge%1").arg(field));
    // Hidden, not absent, outside the teaching view: the labels keep their place.
    badge->setVisible(fieldColours_);
    badges_ << badge;
    row->addWidget(badge);
    auto* name = new QLabel(label);
    name->setObjectName(QStringLiteral("fieldLabel%1").arg(field));
    labels_[static_cast<std::size_t>(field)] = name;
    row->addWidget(name);
    row->addStretch();
    return label;
}

void FieldControls::setFieldColours(bool shown)
{
    fieldColours_ = shown;
    for (QWidget* badge : badges_)
        badge->setVisible(shown);
}

void FieldControls::refresh()
{
    const Position& pos = document_->position();
    {
        const QSignalBlocker blocker(side_);
        (pos.sideToMove == Color::White ? white_ : black_)->setChecked(true);
    }
    castling_->refresh();
    refreshEp();
    refreshCounters();
}

void FieldControls::refreshEp()
{
    const Position& pos = document_->position();
    const QSignalBlocker blocker(ep_);
    ep_->clear();
    ep_->addItem(tr("none"), NoSquare);
    for (Bitboard squares = plausibleEpSquares(pos); squares;) {
        const Square s = popLowest(squares);
        ep_->addItem(squareText(s), s);
    }
    QString tip = epOfferRule(pos.sideToMove);
    // A square read from a typed FEN that is not plausible stays visible, marked, so nothing
    // the user wrote is silently lost.
    if (pos.epSquare != NoSquare && ep_->findData(pos.epSquare) < 0) {
        ep_->addItem(tr("%1 (not plausible)").arg(squareText(pos.epSquare)), pos.epSquare);
        tip += QLatin1String("\n\n") + describe(epBlock(pos, pos.epSquare), pos.epSquare, pos.sideToMove);
    }
    // In "only when capturable" mode a square no pawn can take is set but not written: the
    // box says so, as the FEN beside it shows "-".
    if (pos.epSquare != NoSquare && !epWritten(pos, document_->fenOptions())) {
        const int index = ep_->findData(pos.epSquare);
        ep_->setItemText(index, tr("%1 (not written: no pawn can take it)").arg(squareText(pos.epSquare)));
        tip += QLatin1String("\n\n")
            + tr("The FEN leaves %1 out: no pawn can take en passant, and the FEN is written \"only when "
                 "capturable\".")
                  .arg(squareText(pos.epSquare));
    }
    ep_->setCurrentIndex(ep_->findData(pos.epSquare));
    ep_->setToolTip(tip);

    const QSignalBlocker outputBlocker(epOutput_);
    epOutput_->setCurrentIndex(epOutput_->findData(static_cast<int>(document_->fenOptions().ep)));
}

void FieldControls::refreshCounters()
{
    const Position& pos = document_->position();
    {
        const QSignalBlocker blocker(halfmove_);
        halfmove_->setValue(pos.halfmoveClock);
    }
    {
        const QSignalBlocker blocker(fullmove_);
        fullmove_->setValue(pos.fullmoveNumber);
    }
    halfmoveStatus_->setText(moveRuleLine(document_->findings()));
}

void FieldControls::onEpActivated(int index)
{
    if (index >= 0)
        document_->setEpSquare(ep_->itemData(index).toInt());
}

} // namespace forsyth
