// A QByteArray's bytes as the std::string_view that core's functions take.
#pragma once

#include <QByteArray>

#include <cstddef>
#include <string_view>

namespace forsyth {

// No copy: the view is valid while `bytes` lives unchanged. A temporary would be gone by
// the time the view is used, so it is refused: name the array first.
inline std::string_view asStringView(const QByteArray& bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}
std::string_view asStringView(QByteArray&&) = delete;

} // namespace forsyth
