// libFuzzer target: collections on arbitrary bytes, in every format. Record spans must lie in
// order inside the text, writing every record back untouched must give the text byte for
// byte, and a record rewritten with its own position must read back as that position.
#include "collection.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace forsyth;

namespace {

[[noreturn]] void fail(const char* what, CollectionFormat format, std::size_t record)
{
    std::fprintf(
        stderr, "fuzz_collection: %s (format %d, record %zu)\n", what, static_cast<int>(format), record);
    std::abort();
}

void check(CollectionFormat format, std::string_view text)
{
    const CollectionIndex index = indexCollection(format, text);
    std::size_t previousEnd = 0;
    std::vector<RecordOut> untouched;
    for (std::size_t i = 0; i < index.records.size(); ++i) {
        const RecordSpan span = index.records[i];
        if (span.start < previousEnd || span.end < span.start || span.end > text.size())
            fail("record spans out of order or outside the text", format, i);
        previousEnd = span.end;
        untouched.push_back({i, false, {}});
    }
    if (writeCollection(index, text, untouched) != text)
        fail("writing untouched records changed the text", format, 0);

    // Rewriting is quadratic in the records (each writes the whole file): a few are enough.
    for (std::size_t i = 0; i < index.records.size() && i < 4; ++i) {
        const CollectionRecord record = readRecord(index, text, i);
        if (!record.read.ok())
            continue;
        const auto bytes = rewriteRecord(index, text, i, *record.read.position, record.title);
        if (!bytes)
            continue;
        std::vector<RecordOut> records = untouched;
        records[i] = {i, true, *bytes};
        const std::string out = writeCollection(index, text, records);
        if (format == CollectionFormat::Text)
            continue; // a FEN written into prose may run into the text after it
        const CollectionIndex again = indexCollection(format, out);
        if (again.records.size() != index.records.size())
            fail("a rewritten record changed the number of records", format, i);
        const CollectionRecord back = readRecord(again, out, i);
        if (!back.read.ok() || *back.read.position != *record.read.position)
            fail("a rewritten record reads back as another position", format, i);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const auto format : {CollectionFormat::FenList, CollectionFormat::Epd, CollectionFormat::PuzzleCsv,
             CollectionFormat::Text, CollectionFormat::Pgn})
        check(format, text);
    return 0;
}
