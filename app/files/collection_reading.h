// Reading a collection file and splitting it into records for File > Open. A large file is
// read on a worker thread while a progress dialog with Cancel shows how far it is, so the
// window never freezes on a 100 MB file (docs/COLLECTIONS.md §6).
#pragma once

#include "collection.h"
#include "fen_file.h"

#include <QString>

class QWidget;

namespace forsyth {

// Files of this size or more are read off the window's thread: splitting 8 MB takes about
// 0.1 s in a Release build, ten times that in a Debug one.
inline constexpr qint64 BackgroundReadBytes = qint64(8) << 20;

struct ReadCollection {
    CollectionFileText file; // the text, or the problem that stopped reading it
    CollectionIndex index;
    bool cancelled = false; // the user pressed Cancel: file and index hold nothing to open
};

// The file's text and its records in `format`. For a file of BackgroundReadBytes or more,
// shows an application-modal progress dialog over `dialogParent` until done or cancelled.
ReadCollection readCollection(const QString& path, CollectionFormat format, QWidget* dialogParent);

} // namespace forsyth
