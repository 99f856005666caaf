#include "fen_file.h"

#include "collection.h"
#include "position_files.h"
#include "text_encoding.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QUrl>

#include <string>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace forsyth {

bool namesFenFile(const QString& argument) { return QFileInfo(argument).isFile() || opensAsFile(argument); }

bool opensAsFile(const QString& path)
{
    const std::string name = path.toStdString();
    return positionFileFormat(name).has_value() || collectionFormat(name).has_value() || namesPicture(path);
}

bool namesPicture(const QString& path)
{
    static const QStringList suffixes{QStringLiteral("png"), QStringLiteral("jpg"), QStringLiteral("jpeg"),
        QStringLiteral("webp"), QStringLiteral("bmp"), QStringLiteral("tif"), QStringLiteral("tiff")};
    if (suffixes.contains(QFileInfo(path).suffix().toLower()))
        return true;
    // A name a position file or a collection has is read as one, whatever the file holds.
    const std::string name = path.toStdString();
    return !positionFileFormat(name) && !collectionFormat(name) && startsAsPicture(path);
}

bool startsAsPicture(const QString& path)
{
    // Only a regular file is opened here: a named pipe would wait for a writer.
    if (!QFileInfo(path).isFile())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(512);
    const auto at = [&head](qsizetype offset, QByteArrayView bytes) {
        return head.size() >= offset + bytes.size() && head.sliced(offset, bytes.size()) == bytes;
    };
    // PNG, JPEG, WebP, BMP (its header's size after the signature), GIF, TIFF, SVG.
    if (at(0, "\x89PNG") || at(0, "\xff\xd8\xff") || (at(0, "RIFF") && at(8, "WEBP")) || at(0, "GIF8")
        || at(0, QByteArrayView("II*\0", 4)) || at(0, QByteArrayView("MM\0*", 4)))
        return true;
    if (at(0, "BM") && head.size() >= 18) {
        const int dibSize = static_cast<unsigned char>(head[14]) | static_cast<unsigned char>(head[15]) << 8;
        if ((dibSize == 12 || dibSize == 40 || dibSize == 52 || dibSize == 56 || dibSize == 108
                || dibSize == 124)
            && head[16] == 0 && head[17] == 0)
            return true;
    }
    const QByteArray text = head.trimmed();
    return text.startsWith("<svg") || (text.startsWith("<?xml") && text.contains("<svg"));
}

namespace {

// Why a file holding NUL bytes is refused: binary, or UTF-16 without the mark that says so.
QString notText(const QString& name, QByteArrayView bytes)
{
    if (looksLikeUtf16WithoutMark(bytes))
        return QCoreApplication::translate("Main",
            "Cannot open %1: it looks like UTF-16 text without a byte order mark. Saved again as "
            "UTF-8, or as UTF-16 with its mark (Notepad's \"Unicode\"), it opens")
            .arg(name);
    return QCoreApplication::translate("Main", "Cannot open %1: it is not a text file (it holds binary data)")
        .arg(name);
}

// Why a UTF-16 file whose text is damaged is refused: written back, the broken character would
// not be what the file held.
QString damaged(const QString& name, qsizetype at)
{
    return QCoreApplication::translate(
        "Main", "Cannot open %1: its UTF-16 text is damaged at byte %2 (half a character)")
        .arg(name)
        .arg(at);
}

// Opens path for reading, refusing what is not a regular file: a named pipe would wait for a
// writer for ever, a device could read without end. Returns why not, or an empty string.
QString openRegularFile(QFile& file, const QString& path)
{
    const QString name = QDir::toNativeSeparators(path);
    const auto cannot = [&name](const QString& why) {
        return QCoreApplication::translate("Main", "Cannot open %1: %2").arg(name, why);
    };
    const auto notAFile = [&name] {
        return QCoreApplication::translate(
            "Main", "Cannot open %1: it is not a regular file (a folder, a named pipe or a device)")
            .arg(name);
    };
#ifdef Q_OS_UNIX
    // Opened without blocking and then looked at, so that nothing can swap a pipe in between.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return cannot(qt_error_string(errno));
    struct stat opened { };
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        ::close(fd);
        return notAFile();
    }
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return cannot(file.errorString());
    }
#else
    if (QFileInfo::exists(path) && !QFileInfo(path).isFile())
        return notAFile();
    if (!file.open(QIODevice::ReadOnly))
        return cannot(file.errorString());
#endif
    return {};
}

// A file's text, made UTF-8 in place whatever its encoding; false for damaged UTF-16, with the
// byte where it breaks in `damage`.
bool makeUtf8(std::string& text, qsizetype& damage)
{
    const TextEncoding encoding = encodingOf(text);
    if (encoding == TextEncoding::Utf8)
        return true;
    damage = damageIn(text, encoding);
    if (damage >= 0)
        return false;
    text = asUtf8(text, encoding);
    return true;
}

} // namespace

CollectionFileText readCollectionFile(const QString& path)
{
    const QString name = QDir::toNativeSeparators(path);
    QFile file;
    if (const QString why = openRegularFile(file, path); !why.isEmpty())
        return {{}, why};
    if (file.size() > MaxCollectionBytes) {
        return {{},
            QCoreApplication::translate(
                "Main", "Cannot open %1: at %2 MB it is larger than the %3 MB a collection may have")
                .arg(name)
                .arg(file.size() >> 20)
                .arg(MaxCollectionBytes >> 20)};
    }
    CollectionFileText out;
    out.text.resize(static_cast<std::size_t>(file.size()));
    const qint64 got = file.read(out.text.data(), file.size());
    if (got < 0)
        return {{}, QCoreApplication::translate("Main", "Cannot open %1: %2").arg(name, file.errorString())};
    out.text.resize(static_cast<std::size_t>(got));
    if (qsizetype damage = -1; !makeUtf8(out.text, damage))
        return {{}, damaged(name, damage)};
    if (out.text.find('\0') != std::string::npos)
        return {{}, notText(name, out.text)};
    return out;
}

FenText readFenFile(const QString& path)
{
    const QString name = QDir::toNativeSeparators(path);
    const auto problem = [](const QString& why) { return FenText{{}, {}, why}; };
    QFile file;
    if (const QString why = openRegularFile(file, path); !why.isEmpty())
        return problem(why);
    std::string text = file.read(MaxPositionBytes).toStdString();
    if (qsizetype damage = -1; !makeUtf8(text, damage))
        return problem(damaged(name, damage));
    if (text.find('\0') != std::string::npos) // a program, an archive: not quoted back as a FEN
        return problem(notText(name, text));
    const PositionFileFormat format
        = positionFileFormat(path.toStdString()).value_or(PositionFileFormat::Fen);
    const PastedFen found = readPositionFile(format, text);
    if (found.found())
        return {QByteArray::fromStdString(found.fen), QString::fromStdString(found.title), {}};
    if (format == PositionFileFormat::Fen)
        return problem(
            QCoreApplication::translate("Main", "%1 holds no FEN: it has no line that is not empty")
                .arg(name));
    return problem(QCoreApplication::translate("Main", "%1 holds no position").arg(name));
}

bool savingKeepsAll(const QString& path)
{
    // Gone, a named pipe or a device (written to, not replaced), or unreadable (the write
    // will say what is wrong): nothing here to lose by saving.
    QFile file;
    if (!openRegularFile(file, path).isEmpty())
        return true;
    if (file.size() > MaxPositionBytes)
        return false;
    std::string text = file.readAll().toStdString();
    if (qsizetype damage = -1; file.error() != QFileDevice::NoError || !makeUtf8(text, damage))
        return false;
    const PositionFileFormat format
        = positionFileFormat(path.toStdString()).value_or(PositionFileFormat::Fen);
    return writingKeepsAll(format, text);
}

FenText fenTextFrom(const QString& fenOrFile)
{
    if (namesFenFile(fenOrFile))
        return readFenFile(fenOrFile);
    return {fenOrFile.toUtf8(), {}, {}};
}

QStringList positionFilesOf(const QMimeData* data)
{
    QStringList files;
    if (data == nullptr || !data->hasUrls())
        return files;
    for (const QUrl& url : data->urls()) {
        if (url.isLocalFile() && opensAsFile(url.toLocalFile()))
            files.append(url.toLocalFile());
    }
    return files;
}

} // namespace forsyth
