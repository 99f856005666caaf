#include "fen_file.h"

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
    return QFileInfo(argument).isFile() || argument.endsWith(QLatin1String(".fen"), Qt::CaseInsensitive);
}

FenText readFenFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {{},
            QCoreApplication::translate("Main", "Cannot open %1: %2")
                .arg(QDir::toNativeSeparators(path), file.errorString())};
    }
    const QByteArray head = file.read(MaxFileBytes);
    for (const QByteArray& line : head.split('\n')) {
        if (!line.trimmed().isEmpty())
            return {line, {}};
    }
    return {{},
        QCoreApplication::translate("Main", "%1 holds no FEN: it has no line that is not empty")
            .arg(QDir::toNativeSeparators(path))};
}

FenText fenTextFrom(const QString& fenOrFile)
{
    if (namesFenFile(fenOrFile))
        return readFenFile(fenOrFile);
    return {fenOrFile.toUtf8(), {}};
}

} // namespace forsyth
