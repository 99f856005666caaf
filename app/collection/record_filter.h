// Which records the collection list shows: those whose title or FEN holds the filter text,
// and whose verdict is the one chosen.
#pragma once

#include <QSortFilterProxyModel>

#include <optional>

namespace forsyth {

class RecordFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setText(const QString& text);
    // nullopt: every verdict.
    void setVerdict(std::optional<int> verdict);
    bool isFiltering() const { return !text_.isEmpty() || verdict_.has_value(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString text_;
    std::optional<int> verdict_;
};

} // namespace forsyth
