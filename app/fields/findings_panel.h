// What core makes of the position, in words: the status line (check, mate, stalemate), every
// finding with its severity, and whether Lichess would accept it.
#pragma once

#include "bitboard.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;

namespace forsyth {

class PositionDocument;

class FindingsPanel : public QWidget {
    Q_OBJECT

public:
    explicit FindingsPanel(PositionDocument* document, QWidget* parent = nullptr);

signals:
    void squaresHighlighted(forsyth::Bitboard squares); // the selected/hovered finding's squares

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override; // LanguageChange: retranslate()

private:
    void retranslate();
    void refresh();
    enum class RowHeights { Hinted, LaidOut };
    void fitList(RowHeights rows); // as tall as the findings need
    void fitListLaidOut();         // soon, once the list has laid out its rows
    void emitHighlight();
    void onHovered(QListWidgetItem* item);

    PositionDocument* document_;
    QLabel* status_;
    QListWidget* list_;
    QLabel* lichess_;
    Bitboard lastEmitted_ = 0;
};

} // namespace forsyth
