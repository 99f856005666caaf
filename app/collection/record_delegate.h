// One row of the collection list: the record's number, a small diagram, its title, who is to
// move and a mark for its verdict (legal, warnings, illegal, unreadable).
#pragma once

#include <QStyledItemDelegate>

namespace forsyth {

class RecordDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(
        QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace forsyth
