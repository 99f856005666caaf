// The FEN fields other than the placement, as controls: side to move, castling (with its
// notation), en passant (with its output rule) and the two counters.
#pragma once

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace forsyth {

class CastlingControls;
class PositionDocument;

class FieldControls : public QWidget {
    Q_OBJECT

public:
    explicit FieldControls(PositionDocument* document, QWidget* parent = nullptr);

private:
    void refresh();
    void refreshEp();
    void refreshCounters();
    void onEpActivated(int index);

    PositionDocument* document_;
    QRadioButton* white_;
    QRadioButton* black_;
    QButtonGroup* side_;
    CastlingControls* castling_;
    QComboBox* ep_;
    QComboBox* epOutput_;
    QSpinBox* halfmove_;
    QSpinBox* fullmove_;
    QLabel* halfmoveStatus_;
};

} // namespace forsyth
