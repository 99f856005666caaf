#include "fen_file.h"

#include "as_string_view.h"
#include "position_files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace forsyth {

namespace {
constexpr qint64 MaxFileBytes = 1024 * 1024; // a .fen file holds a line; read no more than this
}

bool namesFenFile(const QString& argument)
{
    return QFileInfo(argument).isFile() || positionFileFormat(argument.toStdString()).has_value();
}

FenText readFenFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {{}, {},
            QCoreApplication::translate("Main", "Cannot open %1: %2")
                .arg(QDir::toNativeSeparators(path), file.errorString())};
    }
    const QByteArray head = file.read(MaxFileBytes);
    const std::optional<PositionFileFormat> format = positionFileFormat(path.toStdString());
    if (format == PositionFileFormat::Epd || format == PositionFileFormat::Pgn) {
        const PastedFen found = readPositionFile(*format, asStringView(head));
        if (!found.found()) {
            return {{}, {},
                QCoreApplication::translate("Main", "%1 holds no position")
                    .arg(QDir::toNativeSeparators(path))};
        }
        return {QByteArray::fromStdString(found.fen), QString::fromStdString(found.title), {}};
    }
    for (const QByteArray& line : head.split('\n')) {
        if (!line.trimmed().isEmpty())
            return {line, {}, {}};
    }
    return {{}, {},
        QCoreApplication::translate("Main", "%1 holds no FEN: it has no line that is not empty")
            .arg(QDir::toNativeSeparators(path))};
}

FenText fenTextFrom(const QString& fenOrFile)
{
    if (namesFenFile(fenOrFile))
        return readFenFile(fenOrFile);
    return {fenOrFile.toUtf8(), {}, {}};
}

} // namespace forsyth
