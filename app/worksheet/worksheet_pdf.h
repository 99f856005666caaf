// A worksheet as a PDF file: painted by QPdfWriter (Qt Gui: no print support needed) into
// memory, then written whole through writeWholeFile, so a failed write never leaves half a
// file over an old one.
#pragma once

#include "worksheet_painter.h"

#include <QByteArray>
#include <QString>

namespace forsyth {

struct WorksheetPdf {
    QByteArray bytes;
    int pages = 0;
};

// The PDF's bytes, on the options' paper, with the sheet's title as the document's title.
WorksheetPdf worksheetPdf(const std::vector<WorksheetItem>& items, const WorksheetOptions& options);

// Writes bytes to path; the problem in words ("cannot write sheet.pdf: ..."), or empty.
QString saveWorksheetPdf(const QString& path, const QByteArray& bytes);

} // namespace forsyth
