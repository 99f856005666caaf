// Which file is open at each point of the document's undo history. Open (of one position) and
// New are undo steps that change the open file: each remembers the file before and after it, so
// that undoing it gives the window its file back, else Save would write the earlier position
// into the file opened after it (docs/COLLECTIONS.md, Opening).
#pragma once

#include "text_encoding.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

class QUndoStack;

namespace forsyth {

// A file as it was read or last written here: its size and time of change tell a change by
// another window or program; its encoding and line breaks are the ones Save writes it back in.
struct OpenFile {
    QString path; // empty: no file
    qint64 size = -1;
    QDateTime modified;
    TextEncoding encoding = TextEncoding::Utf8;
    bool crlf = false; // its first lines end in CR LF (a Windows file)

    static OpenFile at(const QString& path);                    // as it is on disk now
    bool changedOnDisk() const { return !(*this == at(path)); } // false for no file
    bool operator==(const OpenFile&) const = default;
};

class FileHistory {
public:
    // The step just pushed on `stack` took the open file from `before` to `after`; `saved...`:
    // whether the position on either side is what that file holds.
    void stepped(const QUndoStack& stack, const OpenFile& before, bool savedBefore, const OpenFile& after,
        bool savedAfter);
    // `file` was written with the stack at its index, while `previous` was open: it holds that
    // index's position now, not what it held at any other. Another path than `previous` (Save
    // As) is the file from this index on, and `previous` still the one before it.
    void saved(const QUndoStack& stack, const OpenFile& file, const OpenFile& previous);

    struct Found {
        OpenFile file;
        bool saved = false; // the position at this index is what the file holds
    };
    // The file open with `stack` at `index`; nullopt when no step remembered says.
    std::optional<Found> fileAt(const QUndoStack& stack, int index);
    // The history starts anew (a collection opened or closed): no step before it is reached.
    void clear() { steps_.clear(); }

private:
    struct Step {
        const void* command; // the step, while it is in the history
        int index;           // the stack's index with the step done
        OpenFile before;
        bool savedBefore;
        OpenFile after;
        bool savedAfter;
    };
    std::vector<Step> steps_;
};

} // namespace forsyth
