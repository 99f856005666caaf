#include "text_encoding.h"

#include <QString>
#include <QStringDecoder>
#include <QStringEncoder>

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

QByteArray inEncoding(std::string_view utf8, TextEncoding encoding)
{
    if (encoding == TextEncoding::Utf8)
        return QByteArray(utf8.data(), static_cast<qsizetype>(utf8.size()));
    QStringEncoder encode(converterOf(encoding), QStringConverter::Flag::WriteBom);
    return encode(QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size())));
}

} // namespace forsyth
