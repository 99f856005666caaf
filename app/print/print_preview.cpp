// The print module: Qt's print preview and print dialog, in a library of its own that the
// editor loads the first time it prints (print_module.h).
#include "print_module.h"

#include <QPageLayout>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QString>

#include <type_traits>

extern "C" Q_DECL_EXPORT int forsythPrintPreview(QWidget* parent, const QString* documentName,
    const QPageLayout* layout, forsyth::PaintPages paint, void* context)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(*documentName);
    printer.setPageLayout(*layout);
    QPrintPreviewDialog dialog(&printer, parent);
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
        [paint, context](QPrinter* target) { paint(target, context); });
    return dialog.exec() == QDialog::Accepted ? 1 : 0;
}

// The signature the editor calls through must be this function's.
static_assert(std::is_same_v<decltype(&forsythPrintPreview), forsyth::PrintPreviewFunction>);
