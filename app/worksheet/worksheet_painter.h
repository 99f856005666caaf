// A worksheet painted page by page onto any QPagedPaintDevice: a QPdfWriter for a file, a
// QPrinter for the print dialog and its preview. Diagrams in a grid with their captions, a
// header (the sheet's title, a line for the pupil's name) and footer ("Page 2 of 5") on every
// page, then the answer key. The words are the interface language's (context "Worksheet").
#pragma once

#include "worksheet_item.h"

#include <QPageLayout>
#include <QString>

#include <vector>

class QPagedPaintDevice;

namespace forsyth {

enum class WorksheetPaper { A4, Letter };

struct WorksheetOptions {
    int perPage = 6; // one of WorksheetPerPageChoices
    bool fen = false;
    bool answerLines = false;
    bool pieceCount = false;
    bool answerKey = false;
    WorksheetPaper paper = WorksheetPaper::A4;
    QString title; // the header's; empty: "Worksheet"
};

// Portrait, the paper's size, 15 mm margins: for the PDF writer and the printer alike.
QPageLayout worksheetPageLayout(WorksheetPaper paper);

// Paints the items from the device's current page on, calling newPage() between pages.
// Returns the number of pages painted (at least one).
int paintWorksheet(
    QPagedPaintDevice& device, const std::vector<WorksheetItem>& items, const WorksheetOptions& options);

// A caption's second line: "White to move" / "Black to move", and the stipulation.
QString worksheetCaptionDetails(const WorksheetItem& item);

} // namespace forsyth
