// The four castling toggles K Q k q, each with its rook chooser where Chess960 makes it
// ambiguous, the castling notation selector and the Chess960 castling switch.
#pragma once

#include "position.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QLabel;

namespace forsyth {

class PositionDocument;

class CastlingControls : public QWidget {
    Q_OBJECT

public:
    explicit CastlingControls(PositionDocument* document, QWidget* parent = nullptr);
    void refresh();

protected:
    void changeEvent(QEvent* event) override; // LanguageChange: retranslate()

private:
    struct Right {
        Color color;
        CastlingSide side;
        QCheckBox* box = nullptr;
        QComboBox* rook = nullptr; // shown only when more than one rook could carry the right
    };
    void retranslate();
    void refreshRight(Right& right);
    // The words that depend on the position: the box's tooltip, the rook chooser's entries
    // (in the order refreshRight made them).
    void refreshRightWords(Right& right);
    void onToggled(const Right& right);
    void onRookChosen(const Right& right, int index);

    PositionDocument* document_;
    std::array<Right, 4> rights_;
    QComboBox* notation_;
    QLabel* white_;
    QLabel* black_;
    QLabel* notationLabel_;
    QCheckBox* chess960_; // the document's Chess960 castling
};

} // namespace forsyth
