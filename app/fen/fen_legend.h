// The teaching view's key to the FEN field's colours: the six fields by number, name, tint and
// underline, and the numbered badge each field's control wears.
#pragma once

#include <QStringList>
#include <QWidget>

#include <vector>

namespace forsyth {

// A field's number on a disc of its colour: the same number and colour as the legend, so a
// control and its part of the FEN are found by either.
class FieldBadge : public QWidget {
    Q_OBJECT

public:
    explicit FieldBadge(int field, QWidget* parent = nullptr);
    int field() const { return field_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override; // LanguageChange: retranslate()

private:
    void retranslate();

    int field_;
};

class FenLegend : public QWidget {
    Q_OBJECT

public:
    explicit FenLegend(QWidget* parent = nullptr);
    // "1 Placement", ...: what the legend shows, for tests and accessibility.
    QStringList entries() const;
    // The six entries in rows of `columns` (1-6; 3 unless set): fewer where the room is narrow,
    // as the projector's column is at a large zoom.
    void setColumns(int columns);
    int columns() const { return columns_; }

protected:
    void changeEvent(QEvent* event) override; // LanguageChange: retranslate()

private:
    void retranslate();

    std::vector<QWidget*> entries_; // fields 1-6, in order
    int columns_ = 0;
};

} // namespace forsyth
