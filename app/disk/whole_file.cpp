#include "whole_file.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace forsyth {

QString writeWholeFile(const QString& path, const std::function<bool(QIODevice&)>& write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    // Flushed and checked before the commit: Qt 6.4's commit() renames the temporary file
    // over the old one even when its own last flush failed (a full disk).
    if (!write(file) || !file.flush()) {
        QString why = file.errorString();
        if (why.isEmpty() || why == QLatin1String("Unknown error"))
            why = QCoreApplication::translate("WholeFile", "the disk may be full");
        file.cancelWriting();
        file.commit(); // discards the temporary file
        return why;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace forsyth
