// The FEN fields other than the placement, as controls: side to move, castling (with its
// notation), en passant (with its output rule) and the two counters.
#pragma once

#include <QWidget>

#include <array>

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

    // The teaching view: each row's label wears its FEN field's numbered badge (2-6), in the
    // colour that field has in the FEN text and the legend.
    void setFieldColours(bool shown);
    bool fieldColoursShown() const { return fieldColours_; }

protected:
    void changeEvent(QEvent* event) override; // LanguageChange: retranslate()

private:
    // A row's label: FEN field `field`'s badge and its name (labels_, set by retranslate()).
    QWidget* fieldLabel(int field);
    void retranslate();
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
    QList<QWidget*> badges_;
    std::array<QLabel*, 7> labels_{}; // by FEN field, 2-6
    bool fieldColours_ = false;
};

} // namespace forsyth
