#include "game_moves_view.h"

#include "game_words.h"
#include "position_document.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace forsyth {

GameMovesView::GameMovesView(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , list_(new QListWidget(this))
    , problems_(new QLabel(this))
    , setUp_(new QPushButton(this))
    , previousMove_(new QAction(this))
    , nextMove_(new QAction(this))
    , setUpAction_(new QAction(this))
{
    setObjectName(QStringLiteral("gameMoves"));
    list_->setObjectName(QStringLiteral("gameMoveList"));
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setWordWrap(true);
    problems_->setObjectName(QStringLiteral("gameProblems"));
    problems_->setWordWrap(true);
    problems_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setUp_->setObjectName(QStringLiteral("setUpFromHere"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(list_, 1);
    layout->addWidget(problems_);
    layout->addWidget(setUp_);

    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!rebuilding_ && row >= 0)
            document_->showPly(static_cast<std::size_t>(row));
    });
    connect(setUp_, &QPushButton::clicked, document_, &PositionDocument::setUpFromHere);
    previousMove_->setObjectName(QStringLiteral("actionPreviousMove"));
    previousMove_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    connect(previousMove_, &QAction::triggered, this, [this] {
        if (document_->viewedPly() > 0)
            document_->showPly(document_->viewedPly() - 1);
    });
    nextMove_->setObjectName(QStringLiteral("actionNextMove"));
    nextMove_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    connect(nextMove_, &QAction::triggered, this, [this] { document_->showPly(document_->viewedPly() + 1); });
    setUpAction_->setObjectName(QStringLiteral("actionSetUpFromHere"));
    connect(setUpAction_, &QAction::triggered, document_, &PositionDocument::setUpFromHere);
    connect(document_, &PositionDocument::gameChanged, this, &GameMovesView::rebuild);
    connect(document_, &PositionDocument::viewedPlyChanged, this, &GameMovesView::showViewedPly);
    retranslate();
    rebuild();
}

void GameMovesView::rebuild()
{
    const std::optional<PgnGame>& game = document_->game();
    setVisible(game.has_value());
    rebuilding_ = true;
    list_->clear();
    QStringList problems;
    if (game) {
        list_->addItem(tr("Start"));
        if (game->setup.ok()) {
            Position pos = *game->setup.position;
            for (const PgnMove& m : game->moves) {
                QString text = moveLabel(pos, m.move);
                for (const int nag : m.nags)
                    text += QLatin1Char(' ') + nagText(nag);
                if (!m.comment.empty())
                    text += QStringLiteral("\n    ") + QString::fromStdString(m.comment);
                list_->addItem(text);
                makeMove(pos, m.move);
            }
        }
        for (const PgnProblem& p : game->problems)
            problems << describe(p, *game);
    }
    problems_->setText(problems.join(QLatin1Char('\n')));
    problems_->setVisible(!problems.isEmpty());
    rebuilding_ = false;
    showViewedPly(static_cast<int>(document_->viewedPly()));
}

void GameMovesView::showViewedPly(int ply)
{
    rebuilding_ = true;
    list_->setCurrentRow(ply);
    rebuilding_ = false;
    setUp_->setEnabled(ply > 0);
    setUpAction_->setEnabled(ply > 0);
    previousMove_->setEnabled(ply > 0);
    nextMove_->setEnabled(ply + 1 < list_->count());
}

void GameMovesView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuild();
    }
    QWidget::changeEvent(event);
}

void GameMovesView::retranslate()
{
    setUp_->setText(tr("Set up from &here"));
    setUpAction_->setText(tr("Set up from &here"));
    previousMove_->setText(tr("Previous &move"));
    nextMove_->setText(tr("Next mo&ve"));
    setUp_->setToolTip(tr("Make the position shown the game's start: the moves before it are left "
                          "out when the file is saved, and the moves after it are kept"));
    list_->setToolTip(tr("Pick a move to show the position after it"));
}

} // namespace forsyth
