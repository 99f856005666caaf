#include "collection_verifier.h"

namespace forsyth {
namespace {

CollectionVerifier::Verified verify(
    const RecordList::PuzzleSource& source, std::size_t i, const SolveOptions& options)
{
    const RecordList::PuzzleSource::Item& item = source.items[i];
    CollectionVerifier::Verified out;
    out.row = static_cast<int>(i);
    if (item.original) {
        const CollectionRecord record = readRecord(source.index, source.text, *item.original);
        out.readable = record.read.ok();
        if (!out.readable)
            return out;
        out.position = *record.read.position;
        out.claim = puzzleClaim(record, source.index.format);
    } else {
        out.position = item.position;
        out.claim = item.claim;
    }
    out.check = verifyPuzzle(out.position, out.claim, options);
    return out;
}

} // namespace

CollectionVerifier::CollectionVerifier(QObject* parent)
    : QObject(parent)
{
    connect(&search_, &BackgroundSearch::finished, this,
        [this] { emit finished(results_, search_.wasCancelled()); });
}

void CollectionVerifier::start(RecordList::PuzzleSource source, double secondsPerRecord)
{
    done_ = 0;
    total_ = static_cast<int>(source.items.size());
    search_.start([this, source = std::move(source), secondsPerRecord](SolveControl& control) {
        results_.clear();
        done_ = 0;
        const SolveOptions options{secondsPerRecord, &control};
        for (std::size_t i = 0; i < source.items.size() && !control.stop; ++i) {
            Verified v = verify(source, i, options);
            // A record the stop cut short is not reported: it was not verified.
            if (control.stop && v.check.verdict == PuzzleVerdict::Unfinished)
                break;
            results_.push_back(std::move(v));
            ++done_;
        }
    });
}

} // namespace forsyth
