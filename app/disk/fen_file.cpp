#include "fen_file.h"

#include "as_string_view.h"
#include "position_files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QUrl>

namespace forsyth {

bool namesFenFile(const QString& argument)
{
    return QFileInfo(argument).isFile() || positionFileFormat(argument.toStdString()).has_value();
}

FenText readFenFile(const QString& path)
{
    const QString name = QDir::toNativeSeparators(path);
    const auto problem = [](const QString& why) { return FenText{{}, {}, why}; };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return problem(
            QCoreApplication::translate("Main", "Cannot open %1: %2").arg(name, file.errorString()));
    const QByteArray text = file.read(MaxPositionBytes);
    const PositionFileFormat format
        = positionFileFormat(path.toStdString()).value_or(PositionFileFormat::Fen);
    const PastedFen found = readPositionFile(format, asStringView(text));
    if (found.found())
        return {QByteArray::fromStdString(found.fen), QString::fromStdString(found.title), {}};
    if (format == PositionFileFormat::Fen)
        return problem(
            QCoreApplication::translate("Main", "%1 holds no FEN: it has no line that is not empty")
                .arg(name));
    return problem(QCoreApplication::translate("Main", "%1 holds no position").arg(name));
}

FenText fenTextFrom(const QString& fenOrFile)
{
    if (namesFenFile(fenOrFile))
        return readFenFile(fenOrFile);
    return {fenOrFile.toUtf8(), {}, {}};
}

QString positionFileOf(const QMimeData* data)
{
    if (data == nullptr || !data->hasUrls())
        return {};
    for (const QUrl& url : data->urls()) {
        if (url.isLocalFile() && positionFileFormat(url.toLocalFile().toStdString()))
            return url.toLocalFile();
    }
    return {};
}

} // namespace forsyth
