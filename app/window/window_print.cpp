// File > Print… and File > Export worksheet (PDF)…: the open collection's records (or the
// position alone) as a worksheet (docs/WORKSHEETS.md), printed through the print module,
// which is loaded the first time Print is chosen, or written as a PDF.
#include "main_window.h"

#include "file_actions.h"
#include "position_document.h"
#include "print_module_loader.h"
#include "record_list.h"
#include "themed_icon.h"
#include "worksheet_dialog.h"
#include "worksheet_pdf.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPageLayout>

namespace forsyth {
namespace {

struct PrintJob {
    std::vector<WorksheetItem> items;
    WorksheetOptions options;
};

void paintJob(QPagedPaintDevice* device, void* context)
{
    const auto* job = static_cast<const PrintJob*>(context);
    paintWorksheet(*device, job->items, job->options);
}

} // namespace

void MainWindow::createPrintActions()
{
    print_ = new QAction(this);
    print_->setObjectName(QStringLiteral("actionPrint"));
    print_->setShortcut(QKeySequence::Print);
    print_->setIcon(themedIcon(QStringLiteral("document-print")));
    QWidget::addAction(print_);
    connect(print_, &QAction::triggered, this, &MainWindow::printWorksheet);
    exportWorksheet_ = new QAction(this);
    exportWorksheet_->setObjectName(QStringLiteral("actionExportWorksheet"));
    connect(exportWorksheet_, &QAction::triggered, this, &MainWindow::askExportWorksheet);
    fileMenu_->addSeparator();
    fileMenu_->addActions({print_, exportWorksheet_});
}

void MainWindow::retranslatePrintActions()
{
    print_->setText(tr("&Print…"));
    print_->setToolTip(tr("Print the collection (or the position) as a worksheet, with a preview"));
    exportWorksheet_->setText(tr("Export &worksheet (PDF)…"));
    exportWorksheet_->setToolTip(tr("Write the collection (or the position) as a PDF worksheet"));
}

std::vector<WorksheetItem> MainWindow::worksheetItems() const
{
    if (!document_->hasRecords())
        return {worksheetItem(document_->position(), document_->title())};
    const RecordList* records = document_->records();
    const RecordList::PuzzleSource source = records->puzzleSource();
    std::vector<WorksheetItem> items;
    for (std::size_t row = 0; row < source.items.size(); ++row) {
        const RecordList::PuzzleSource::Item& item = source.items[row];
        if (!item.original) {
            // Edited or added since the file was read: its position as it is now.
            items.push_back(
                worksheetItem(item.position, records->state(static_cast<int>(row)).title, item.claim));
        } else if (auto read
            = worksheetItem(readRecord(source.index, source.text, *item.original), source.index.format)) {
            items.push_back(std::move(*read));
        }
    }
    return items;
}

QString MainWindow::worksheetTitle() const
{
    const QString file = fileActions_->filePath();
    return file.isEmpty() ? document_->title() : QFileInfo(file).completeBaseName();
}

// Where the last sheet went, else beside the open file, else the working folder.
QString MainWindow::worksheetFolder() const
{
    if (!lastWorksheetFolder_.isEmpty())
        return lastWorksheetFolder_;
    const QString file = fileActions_->filePath();
    return file.isEmpty() ? QDir::currentPath() : QFileInfo(file).absolutePath();
}

void MainWindow::printWorksheet()
{
    WorksheetDialog dialog(worksheetTitle(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const LoadedPrintModule module = loadPrintModule();
    if (!module.preview) {
        worksheetFailed(tr("Print"), module.problem);
        return;
    }
    PrintJob job{worksheetItems(), dialog.options()};
    const QString name = job.options.title.isEmpty() ? tr("Worksheet") : job.options.title;
    const QPageLayout layout = worksheetPageLayout(job.options.paper);
    module.preview(this, &name, &layout, &paintJob, &job);
}

void MainWindow::askExportWorksheet()
{
    WorksheetDialog dialog(worksheetTitle(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString base = dialog.options().title.isEmpty() ? tr("worksheet") : dialog.options().title;
    QString path = QFileDialog::getSaveFileName(this, tr("Export worksheet"),
        QDir(worksheetFolder()).filePath(base + QStringLiteral(".pdf")), tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        path += QStringLiteral(".pdf");
    lastWorksheetFolder_ = QFileInfo(path).absolutePath();
    exportWorksheet(path, dialog.options());
}

bool MainWindow::exportWorksheet(const QString& path, const WorksheetOptions& options)
{
    const std::vector<WorksheetItem> items = worksheetItems();
    const WorksheetPdf pdf = worksheetPdf(items, options);
    if (const QString problem = saveWorksheetPdf(path, pdf.bytes); !problem.isEmpty()) {
        // Said where it is seen: a status bar message goes by unread after a file dialog.
        worksheetFailed(tr("Export worksheet"), problem);
        return false;
    }
    //: %1 the PDF file, %2 its number of pages
    QString note = tr("Worksheet written: %1, pages: %2").arg(QDir::toNativeSeparators(path)).arg(pdf.pages);
    // The sheet numbers what it prints: past a line left out, its numbers and the list's differ.
    const qsizetype leftOut
        = document_->hasRecords() ? document_->records()->rowCount() - qsizetype(items.size()) : 0;
    if (leftOut == 1)
        note = tr("%1. A line that does not read as a position was left out, so from it on the sheet's "
                  "numbers are not the list's")
                   .arg(note);
    else if (leftOut > 1)
        note = tr("%1. %n lines that do not read as a position were left out, so from the first of them "
                  "on the sheet's numbers are not the list's",
            nullptr, int(leftOut))
                   .arg(note);
    showNote(note);
    return true;
}

void MainWindow::worksheetFailed(const QString& title, const QString& problem)
{
    showProblem(problem);
    if (worksheetAlert_)
        worksheetAlert_(title, problem);
    else
        QMessageBox::warning(this, title, problem);
}

} // namespace forsyth
