// What the editor and the print module (libforsyth_print, loaded with QLibrary on first use)
// agree on: the module's name and its one function. Print support is not linked into the
// editor, whose start-up time and memory are measured (docs/WORKSHEETS.md).
#pragma once

class QPageLayout;
class QPagedPaintDevice;
class QString;
class QWidget;

namespace forsyth {

// Paints every page onto the device (a QPrinter), calling newPage() between them.
using PaintPages = void (*)(QPagedPaintDevice* device, void* context);

// Opens Qt's print preview (with its Print button and dialog) for the pages, on a printer set
// to `layout`. Returns 1 when printed, 0 when closed without printing.
using PrintPreviewFunction = int (*)(
    QWidget* parent, const QString* documentName, const QPageLayout* layout, PaintPages paint, void* context);

inline constexpr const char* PrintModuleName = "forsyth_print";
inline constexpr const char* PrintPreviewSymbol = "forsythPrintPreview";

} // namespace forsyth
