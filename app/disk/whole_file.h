// Writing a file whole or not at all: a crash or a full disk never leaves it half-written.
#pragma once

#include <QString>

#include <functional>

class QIODevice;

namespace forsyth {

// Writes through `write` into a temporary file renamed over `path` only once all of it is on
// the disk. Returns the reason it failed, or an empty string; on failure the old file is left
// as it was.
QString writeWholeFile(const QString& path, const std::function<bool(QIODevice&)>& write);

} // namespace forsyth
