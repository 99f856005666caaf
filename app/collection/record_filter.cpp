#include "record_filter.h"

#include "record_list.h"

namespace forsyth {

void RecordFilter::setText(const QString& text)
{
    if (text_ == text)
        return;
    text_ = text;
    invalidateRowsFilter();
}

void RecordFilter::setVerdict(std::optional<int> verdict)
{
    if (verdict_ == verdict)
        return;
    verdict_ = verdict;
    invalidateRowsFilter();
}

bool RecordFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (verdict_ && index.data(RecordList::VerdictRole).toInt() != *verdict_)
        return false;
    if (text_.isEmpty())
        return true;
    return index.data(RecordList::TitleRole).toString().contains(text_, Qt::CaseInsensitive)
        || index.data(RecordList::FenRole).toString().contains(text_, Qt::CaseInsensitive);
}

} // namespace forsyth
