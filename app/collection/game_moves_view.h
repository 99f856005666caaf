// The moves of the current record's game (docs/COLLECTIONS.md §7): numbered SAN with NAGs and
// comments, the start as the first row. Picking a row shows that ply on the board (no undo
// step); "Set up from here" makes it the game's start. What stopped the moves is said below.
#pragma once

#include <QAction>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace forsyth {

class PositionDocument;

class GameMovesView : public QWidget {
    Q_OBJECT

public:
    explicit GameMovesView(PositionDocument* document, QWidget* parent = nullptr);

    QListWidget* list() const { return list_; }
    // For the window's Collection menu: the previous and next move (Alt+Left, Alt+Right) and
    // "Set up from here", enabled when they can act.
    QList<QAction*> moveActions() const { return {previousMove_, nextMove_, setUpAction_}; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void showViewedPly(int ply);
    void retranslate();

    PositionDocument* document_;
    QListWidget* list_;
    QLabel* problems_;
    QPushButton* setUp_;
    QAction* previousMove_;
    QAction* nextMove_;
    QAction* setUpAction_;
    bool rebuilding_ = false;
};

} // namespace forsyth
