#include "text_encoding.h"

#include <QString>
#include <QStringDecoder>
#include <QStringEncoder>

#include <algorithm>

namespace forsyth {
namespace {

constexpr char LittleEndianMark[] = "\xFF\xFE";
constexpr char BigEndianMark[] = "\xFE\xFF";

QStringConverter::Encoding converterOf(TextEncoding encoding)
{
    return encoding == TextEncoding::Utf16BigEndian ? QStringConverter::Utf16BE : QStringConverter::Utf16LE;
}

} // namespace

TextEncoding encodingOf(QByteArrayView start)
{
    if (start.startsWith(QByteArrayView(LittleEndianMark, 2)))
        return TextEncoding::Utf16LittleEndian;
    if (start.startsWith(QByteArrayView(BigEndianMark, 2)))
        return TextEncoding::Utf16BigEndian;
    return TextEncoding::Utf8;
}

std::string asUtf8(QByteArrayView bytes, TextEncoding encoding)
{
    if (encoding == TextEncoding::Utf8)
        return std::string(bytes.data(), static_cast<std::size_t>(bytes.size()));
    if (encodingOf(bytes) == encoding)
        bytes = bytes.sliced(2);
    QStringDecoder decode(converterOf(encoding), QStringConverter::Flag::Stateless);
    const QString text = decode(bytes);
    return text.toStdString();
}

qsizetype damageIn(QByteArrayView bytes, TextEncoding encoding)
{
    const qsizetype start = encodingOf(bytes) == encoding ? 2 : 0;
    const auto unit = [&](qsizetype at) {
        const auto first = static_cast<unsigned char>(bytes[at]);
        const auto second = static_cast<unsigned char>(bytes[at + 1]);
        return encoding == TextEncoding::Utf16BigEndian ? first << 8 | second : second << 8 | first;
    };
    const auto isHigh = [](int u) { return u >= 0xD800 && u <= 0xDBFF; };
    const auto isLow = [](int u) { return u >= 0xDC00 && u <= 0xDFFF; };
    qsizetype at = start;
    for (; at + 1 < bytes.size(); at += 2) {
        const int u = unit(at);
        if (isLow(u))
            return at;
        if (isHigh(u)) {
            if (at + 3 >= bytes.size() || !isLow(unit(at + 2)))
                return at;
            at += 2;
        }
    }
    return at < bytes.size() ? at : -1;
}

bool looksLikeUtf16WithoutMark(QByteArrayView bytes)
{
    const qsizetype pairs = std::min<qsizetype>(bytes.size(), 1024) / 2;
    if (pairs < 4)
        return false;
    qsizetype zeroFirst = 0;
    qsizetype zeroSecond = 0;
    for (qsizetype i = 0; i < pairs; ++i) {
        zeroFirst += bytes[2 * i] == '\0';
        zeroSecond += bytes[2 * i + 1] == '\0';
    }
    const auto most = [pairs](qsizetype n) { return 2 * n > pairs; };
    const auto few = [pairs](qsizetype n) { return 20 * n < pairs; };
    return (most(zeroFirst) && few(zeroSecond)) || (most(zeroSecond) && few(zeroFirst));
}

QByteArray inEncoding(std::string_view utf8, TextEncoding encoding)
{
    if (encoding == TextEncoding::Utf8)
        return QByteArray(utf8.data(), static_cast<qsizetype>(utf8.size()));
    QStringEncoder encode(converterOf(encoding), QStringConverter::Flag::WriteBom);
    return encode(QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size())));
}

} // namespace forsyth
