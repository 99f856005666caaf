#include "worksheet_pdf.h"

#include "whole_file.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QIODevice>
#include <QPdfWriter>

namespace forsyth {

WorksheetPdf worksheetPdf(const std::vector<WorksheetItem>& items, const WorksheetOptions& options)
{
    WorksheetPdf out;
    QBuffer buffer(&out.bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setCreator(QStringLiteral("Forsyth"));
        writer.setTitle(options.title);
        writer.setPageLayout(worksheetPageLayout(options.paper));
        out.pages = paintWorksheet(writer, items, options);
    } // the writer finishes the file when it goes
    return out;
}

QString saveWorksheetPdf(const QString& path, const QByteArray& bytes)
{
    const QString why
        = writeWholeFile(path, [&](QIODevice& file) { return file.write(bytes) == bytes.size(); });
    if (why.isEmpty())
        return {};
    return QCoreApplication::translate("Worksheet", "cannot write %1: %2").arg(path, why);
}

} // namespace forsyth
