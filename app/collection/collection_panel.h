// The collection beside the board: every record of the open file with its number, diagram,
// title, side to move and verdict; the selected record is the one on the board, and a game's
// moves are listed under it (GameMovesView). Filters by
// text and verdict, a summary of the verdicts, and the record actions (previous, next, next
// problem, add, duplicate, delete; reorder by dragging a row).
#pragma once

#include <QAction>
#include <QTimer>
#include <QWidget>

#include <array>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QToolButton;

namespace forsyth {

class GameMovesView;
class PositionDocument;
class RecordFilter;

class CollectionPanel : public QWidget {
    Q_OBJECT

public:
    explicit CollectionPanel(PositionDocument* document, QWidget* parent = nullptr);

    // For the window's menu: each works with the focus anywhere in the window.
    QList<QAction*> recordActions() const;
    QList<QAction*> moveActions() const; // a game's: see GameMovesView
    QListView* list() const { return list_; }
    QString summary() const; // "3 legal, 1 with warnings, 0 illegal" once all are judged

    void selectPrevious();
    void selectNext();
    // The next record after the current one (round to the start) whose verdict is not legal.
    void selectNextProblem();

signals:
    // Said when nothing happens (no problem left), for the status bar.
    void noted(const QString& text);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void showCurrent(int row);
    void restartSummary();
    void countSome();
    void listClicked(const QModelIndex& index);
    void deleteShown(); // Delete: the record shown, then the next one the list shows
    int sourceRow(const QPoint& viewportPos) const;

    PositionDocument* document_;
    RecordFilter* filter_;
    QLineEdit* filterEdit_;
    QComboBox* verdictBox_;
    QListView* list_;
    GameMovesView* moves_;
    QLabel* summary_;
    QAction* previous_;
    QAction* next_;
    QAction* nextProblem_;
    QAction* add_;
    QAction* duplicate_;
    QAction* delete_;
    // The summary is counted a slice at a time, so a file of 100,000 records never freezes.
    QTimer summaryTimer_;
    int countedRows_ = 0;
    std::array<int, 4> counts_{};
    // Dragging a row to reorder: where it started (source rows).
    int dragFrom_ = -1;
    QPoint dragStart_;
    bool dragging_ = false;
};

} // namespace forsyth
