// Writing a file whole or not at all: a crash or a full disk never leaves it half-written, and
// what is not a file (a device, a named pipe, a folder) is never replaced by one.
#pragma once

#include <QString>

#include <functional>

class QIODevice;

namespace forsyth {

// Writes what `write` puts out to `path`. Returns the reason it failed, or an empty string.
//
// - A regular file, or a name where nothing is yet: a temporary file beside it, renamed over
//   it only once all of it is on the disk; on failure the old file is left as it was. Through
//   a symbolic link, the file it points to gets the content and the link stays a link.
// - When no temporary file can be made beside an existing file (a folder the user may not
//   write into holding a file they may), the file is written in place: its old content is
//   kept in memory and written back if the new one cannot be written whole.
// - A named pipe or a character device (/dev/null, a terminal) is written to as a stream; a
//   pipe that no program is reading from is refused rather than waited on.
// - A regular file that no one may write (mode 0444) is refused, even to root.
// - Anything else (a folder, a socket, a block device) is refused, and left alone.
QString writeWholeFile(const QString& path, const std::function<bool(QIODevice&)>& write);

} // namespace forsyth
