#include "castling_controls.h"

#include "field_messages.h"
#include "field_options.h"
#include "messages.h"
#include "position_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace forsyth {

CastlingControls::CastlingControls(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , notation_(new QComboBox(this))
    , white_(new QLabel(this))
    , black_(new QLabel(this))
    , notationLabel_(new QLabel(this))
    , chess960_(new QCheckBox(this))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(2);
    grid->addWidget(white_, 0, 0);
    grid->addWidget(black_, 1, 0);

    const char* names[] = {"castlingK", "castlingQ", "castlingk", "castlingq"};
    for (int i = 0; i < 4; ++i) {
        Right& right = rights_[static_cast<std::size_t>(i)];
        right.color = i < 2 ? Color::White : Color::Black;
        right.side = i % 2 == 0 ? CastlingSide::King : CastlingSide::Queen;
        right.box = new QCheckBox(this);
        right.box->setObjectName(QString::fromLatin1(names[i]));
        right.rook = new QComboBox(this);
        right.rook->setObjectName(right.box->objectName() + QStringLiteral("Rook"));
        right.rook->hide();
        auto* cell = new QHBoxLayout;
        cell->setSpacing(2);
        cell->addWidget(right.box);
        cell->addWidget(right.rook);
        cell->addStretch();
        grid->addLayout(cell, i / 2, 1 + i % 2);
        // clicked, not toggled: refresh() sets the tick from the document without an edit.
        connect(right.box, &QCheckBox::clicked, this,
            [this, i] { onToggled(rights_[static_cast<std::size_t>(i)]); });
        connect(right.rook, &QComboBox::currentIndexChanged, this,
            [this, i](int index) { onRookChosen(rights_[static_cast<std::size_t>(i)], index); });
    }

    notation_->setObjectName(QStringLiteral("castlingNotation"));
    // Their words from retranslate(), in this order.
    notation_->addItem(QString(), static_cast<int>(CastlingNotation::Standard));
    notation_->addItem(QString(), static_cast<int>(CastlingNotation::XFen));
    notation_->addItem(QString(), static_cast<int>(CastlingNotation::Shredder));
    notationLabel_->setBuddy(notation_);
    grid->addWidget(notationLabel_, 2, 0);
    grid->addWidget(notation_, 2, 1, 1, 2, Qt::AlignLeft);
    chess960_->setObjectName(QStringLiteral("chess960Castling"));
    grid->addWidget(chess960_, 3, 1, 1, 2, Qt::AlignLeft);
    grid->setColumnStretch(3, 1);
    // Tab as the grid reads: the rights row by row, then the notation, then Chess960 (the
    // notation box was made first, in the initialiser list).
    QWidget* previous = nullptr;
    for (const Right& right : rights_) {
        for (QWidget* next : {static_cast<QWidget*>(right.box), static_cast<QWidget*>(right.rook)}) {
            if (previous)
                setTabOrder(previous, next);
            previous = next;
        }
    }
    setTabOrder(previous, notation_);
    setTabOrder(notation_, chess960_);
    connect(chess960_, &QCheckBox::clicked, document_, &PositionDocument::setChess960);
    connect(notation_, &QComboBox::currentIndexChanged, this, [this](int index) {
        document_->setCastlingNotation(static_cast<CastlingNotation>(notation_->itemData(index).toInt()));
    });
    retranslate();
    refresh();
}

void CastlingControls::retranslate()
{
    white_->setText(tr("White"));
    black_->setText(tr("Black"));
    for (Right& right : rights_) {
        right.box->setText(right.side == CastlingSide::King ? tr("O-O") : tr("O-O-O"));
        right.rook->setToolTip(tr("Several rooks could castle on this side (Chess960): choose which"));
        // Not refreshRight(): a rook chosen for a right not yet ticked would be forgotten.
        refreshRightWords(right);
    }
    notation_->setItemText(0, tr("Standard (KQkq)"));
    notation_->setItemText(1, tr("X-FEN"));
    notation_->setItemText(2, tr("Shredder-FEN (HAha)"));
    notation_->setAccessibleName(tr("Castling notation"));
    notation_->setToolTip(tr("How the FEN writes castling rights:\n"
                             "Standard: KQkq only; X-FEN: KQkq, the rook's file where KQkq would be "
                             "ambiguous (Chess960);\nShredder-FEN: always the rook's file."));
    notationLabel_->setText(tr("Write as"));
    chess960_->setText(tr("Chess960"));
    chess960_->setToolTip(tr("Chess960 castling: the king may start on any file from b to g and castle "
                             "with the rook on either side of it. Off, castling is ordinary chess's: "
                             "the king on e1 or e8 with the rook in the corner."));
}

void CastlingControls::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CastlingControls::refresh()
{
    for (Right& right : rights_)
        refreshRight(right);
    const QSignalBlocker blocker(notation_);
    notation_->setCurrentIndex(notation_->findData(static_cast<int>(document_->fenOptions().castling)));
    chess960_->setChecked(document_->isChess960());
}

void CastlingControls::refreshRight(Right& right)
{
    const Position& pos = document_->position();
    const CastlingOption option = castlingOption(pos, right.color, right.side, document_->castlingRules());
    const bool available = option.block == CastlingBlock::None;
    const bool set = pos.castling.has(right.color, right.side);
    // A right the user asked for that does not fit the placement now is set aside by the
    // document; shown half-ticked, so it reads neither as in the FEN nor as forgotten.
    const bool suspended = !set && document_->wantedCastling().has(right.color, right.side);

    const QSignalBlocker boxBlocker(right.box);
    right.box->setEnabled(available);
    if (suspended) {
        right.box->setCheckState(Qt::PartiallyChecked);
    } else {
        right.box->setTristate(false);
        right.box->setChecked(set);
    }

    // The rook chooser, only where the placement leaves a choice (Chess960-like set-ups);
    // its entries' words come from refreshRightWords.
    const QSignalBlocker rookBlocker(right.rook);
    right.rook->clear();
    const bool choice = available && severalBits(option.rooks);
    right.rook->setVisible(choice);
    if (choice) {
        for (Bitboard rooks = option.rooks; rooks;)
            right.rook->addItem(QString(), fileOf(popLowest(rooks)));
        const int file = set ? pos.castling.rookFile(right.color, right.side) : fileOf(option.defaultRook);
        right.rook->setCurrentIndex(std::max(0, right.rook->findData(file)));
    }
    refreshRightWords(right);
}

void CastlingControls::refreshRightWords(Right& right)
{
    const Position& pos = document_->position();
    const CastlingOption option = castlingOption(pos, right.color, right.side, document_->castlingRules());
    const bool available = option.block == CastlingBlock::None;
    const bool set = pos.castling.has(right.color, right.side);
    const bool suspended = !set && document_->wantedCastling().has(right.color, right.side);
    // Named by the letter the FEN shows, or would show once the right is set.
    const int letterFile = set ? pos.castling.rookFile(right.color, right.side)
        : suspended            ? document_->wantedCastling().rookFile(right.color, right.side)
                               : castlingLetterFile(pos, right.color, right.side);
    const QString name = castlingRightName(right.color, right.side,
        castlingLetter(pos, right.color, right.side, letterFile, document_->fenOptions().castling));
    right.box->setAccessibleName(name);
    right.rook->setAccessibleName(tr("%1: rook").arg(name));

    QString tip
        = available ? tr("%1: may castle").arg(name) : describe(option.block, right.color, right.side);
    if (suspended)
        tip += QLatin1Char('\n')
            + tr("The right you set is kept aside and comes back when its king and rook do.");
    right.box->setToolTip(tip);

    // One entry a rook, lowest square first, as refreshRight made them.
    int entry = 0;
    for (Bitboard rooks = option.rooks; rooks && entry < right.rook->count(); ++entry)
        right.rook->setItemText(entry, tr("rook %1").arg(squareText(popLowest(rooks))));
}

void CastlingControls::onToggled(const Right& right)
{
    const Position& pos = document_->position();
    if (pos.castling.has(right.color, right.side)) {
        document_->setCastlingRight(right.color, right.side, CastlingRights::None);
    } else {
        const CastlingOption option
            = castlingOption(pos, right.color, right.side, document_->castlingRules());
        if (option.block == CastlingBlock::None) {
            const int file
                = right.rook->count() > 0 ? right.rook->currentData().toInt() : fileOf(option.defaultRook);
            document_->setCastlingRight(right.color, right.side, file);
        }
    }
    // The box toggled itself on the click; show what the document holds, edit or not.
    refresh();
}

void CastlingControls::onRookChosen(const Right& right, int index)
{
    // Choosing a rook is not granting the right: unticked, the choice waits for the tick.
    if (index < 0 || !document_->position().castling.has(right.color, right.side))
        return;
    document_->setCastlingRight(right.color, right.side, right.rook->itemData(index).toInt());
}

} // namespace forsyth
