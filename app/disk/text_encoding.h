// Text files in UTF-16, as Windows Notepad saves "Unicode" and PowerShell's `>` writes: read as
// the UTF-8 that every reader here takes, and written back in UTF-16 when saved over
// (docs/COLLECTIONS.md §2). A file without a UTF-16 byte order mark is UTF-8.
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <string>
#include <string_view>

namespace forsyth {

enum class TextEncoding { Utf8, Utf16LittleEndian, Utf16BigEndian };

// The encoding a file's first bytes announce: UTF-16 with its byte order mark, else UTF-8.
TextEncoding encodingOf(QByteArrayView start);

// `bytes` in `encoding` (its byte order mark, if any, included) as UTF-8, without the mark; a
// lone surrogate becomes U+FFFD. UTF-8 is returned as it is.
std::string asUtf8(QByteArrayView bytes, TextEncoding encoding);

// Where UTF-16 `bytes` (their byte order mark, if any, included) stop being text: the offset
// of a lone surrogate, or of an odd last byte; -1 when there is none. Such a file is refused:
// written back, its damaged character would become U+FFFD.
qsizetype damageIn(QByteArrayView bytes, TextEncoding encoding);

// Whether bytes without a byte order mark look like UTF-16 text: in most pairs of their first
// kilobyte one byte is zero, always the same one (ASCII text in UTF-16).
bool looksLikeUtf16WithoutMark(QByteArrayView bytes);

// `utf8` in `encoding`, UTF-16 with its byte order mark.
QByteArray inEncoding(std::string_view utf8, TextEncoding encoding);

} // namespace forsyth
