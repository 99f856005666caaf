// File > Print… and File > Export worksheet (PDF)…: the actions in the File menu, the PDF of
// the open collection or of the position alone, the options remembered, and the print module
// loaded (and its preview painting the sheet) only when asked for.
#include "file_actions.h"
#include "position_document.h"
#include "print_module_loader.h"
#include "test_support.h"
#include "transforms.h"
#include "worksheet_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QMenu>
#include <QMessageBox>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTimer>
#include <QtTest>

using namespace forsyth;

namespace {

// Pages of a PDF: its "/Type /Page" objects (not "/Type /Pages", their tree).
int pdfPageObjects(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
    int pages = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++pages;
    return pages;
}

bool isLoaded(const char* name)
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) && maps.readAll().contains(name);
}

} // namespace

class TestPrintActions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(settings_.isolate()); }
    void init() { clearSettings(); }
    void actionsInTheFileMenu();
    void exportsTheCollectionOrThePosition();
    void optionsAreRemembered();
    void printModuleLoadsOnFirstUse();

private:
    IsolatedSettings settings_;
    QTemporaryDir dir_;
};

void TestPrintActions::actionsInTheFileMenu()
{
    const auto window = openWindow();
    QAction* print = action(*window, "actionPrint");
    QAction* exportSheet = action(*window, "actionExportWorksheet");
    QCOMPARE(print->shortcut(), QKeySequence(QKeySequence::Print));
    const QList<QAction*> file = child<QMenu>(*window, "menuFile")->actions();
    QVERIFY(file.contains(print));
    QVERIFY(file.contains(exportSheet));
    QVERIFY(!print->text().isEmpty());
    QVERIFY(!exportSheet->text().isEmpty());
    // The editor starts without Qt's print support.
    QVERIFY(!isLoaded("libQt6PrintSupport"));
}

void TestPrintActions::exportsTheCollectionOrThePosition()
{
    const auto window = openWindow();
    QStringList alerts;
    window->setWorksheetAlert(
        [&alerts](const QString& title, const QString& text) { alerts << title << text; });
    WorksheetOptions options;
    options.perPage = 4;
    options.answerKey = true;
    const QString single = dir_.filePath("position.pdf");
    QVERIFY(window->exportWorksheet(single, options));
    QCOMPARE(pdfPageObjects(readFile(single)), 2); // the diagram, the key

    QByteArray lines;
    for (int i = 0; i < 9; ++i)
        lines += "k7/8/8/8/8/8/8/" + QByteArray::number(i % 6 + 1) + "K" + QByteArray::number(6 - i % 6)
            + " w - - id \"R" + QByteArray::number(i) + "\";\n";
    const QString epd = testFile(dir_.path(), "nine.epd", lines);
    QVERIFY(window->findChild<FileActions*>()->openFile(epd));
    QVERIFY(window->document()->hasRecords());
    const QString sheet = dir_.filePath("nine.pdf");
    QVERIFY(window->exportWorksheet(sheet, options));
    QCOMPARE(pdfPageObjects(readFile(sheet)), 3 + 1); // 9 at 4 a page, and the key
    QVERIFY(!window->statusBar()->currentMessage().contains("left out"));

    // Lines that do not read are left out, and the note says the sheet's numbers then differ
    // from the list's.
    const QString broken = testFile(dir_.path(), "broken.epd", lines + "k7/8/8/8/8/8/8/K7 x - -\n" + lines);
    QVERIFY(window->findChild<FileActions*>()->openFile(broken));
    QCOMPARE(window->document()->records()->rowCount(), 19);
    QVERIFY(window->exportWorksheet(dir_.filePath("broken.pdf"), options));
    QVERIFY2(window->statusBar()->currentMessage().contains(
                 "A line that does not read as a position was left out, so from it on the sheet's numbers"),
        qPrintable(window->statusBar()->currentMessage()));

    QVERIFY(alerts.isEmpty());
    // A file that cannot be written: said in the status bar and in a message box, and false.
    QVERIFY(!window->exportWorksheet(dir_.filePath("no/folder/sheet.pdf"), options));
    QVERIFY(window->lastProblem().contains("sheet.pdf"));
    QCOMPARE(alerts.size(), 2);
    QCOMPARE(alerts.at(0), QString("Export worksheet"));
    QCOMPARE(alerts.at(1), window->lastProblem());
    // Without a stand-in, a warning box says it.
    window->setWorksheetAlert({});
    QString boxText;
    QTimer::singleShot(0, [&boxText] {
        QVERIFY(
            QTest::qWaitFor([] { return qobject_cast<QMessageBox*>(QApplication::activeModalWidget()); }));
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        boxText = box->text();
        box->close();
    });
    QVERIFY(!window->exportWorksheet(dir_.filePath("no/folder/sheet.pdf"), options));
    QVERIFY2(boxText.contains("sheet.pdf"), qPrintable(boxText));
}

void TestPrintActions::optionsAreRemembered()
{
    {
        WorksheetDialog dialog(QStringLiteral("Week 1"));
        QCOMPARE(dialog.options().perPage, 6);
        QCOMPARE(dialog.options().title, QString("Week 1"));
        dialog.findChild<QComboBox*>()->setCurrentText("12");
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            box->setChecked(true);
        dialog.accept();
    }
    const WorksheetOptions stored = WorksheetDialog::storedOptions();
    QCOMPARE(stored.perPage, 12);
    QVERIFY(stored.fen && stored.answerLines && stored.pieceCount && stored.answerKey);
    WorksheetDialog again(QString{});
    QCOMPARE(again.options().perPage, 12);
    QVERIFY(again.options().answerKey);
}

void TestPrintActions::printModuleLoadsOnFirstUse()
{
    const LoadedPrintModule missing = loadPrintModule({dir_.path()});
    QVERIFY(!missing.preview);
    QVERIFY(missing.problem.contains("forsyth_print"));
    const LoadedPrintModule module = loadPrintModule({QStringLiteral(FORSYTH_PRINT_MODULE_DIR)});
    QVERIFY2(module.preview, qPrintable(module.problem));
    QVERIFY(isLoaded("libQt6PrintSupport"));
    // The preview asks for the pages; closing it prints nothing.
    struct Asked {
        int times = 0;
        QPageLayout layout;
    } asked;
    QTimer::singleShot(0, [] {
        QVERIFY(QTest::qWaitFor([] {
            QWidget* modal = QApplication::activeModalWidget();
            return modal && modal->inherits("QPrintPreviewDialog");
        }));
        QApplication::activeModalWidget()->close();
    });
    const QString name = QStringLiteral("Sheet");
    const QPageLayout layout = worksheetPageLayout(WorksheetPaper::Letter);
    const int printed = module.preview(
        nullptr, &name, &layout,
        [](QPagedPaintDevice* device, void* context) {
            auto* a = static_cast<Asked*>(context);
            ++a->times;
            a->layout = device->pageLayout();
            paintWorksheet(*device, {worksheetItem(startPosition(), QStringLiteral("Start"))}, {});
        },
        &asked);
    QCOMPARE(printed, 0);
    QVERIFY(asked.times >= 1);
    QCOMPARE(asked.layout.pageSize().id(), QPageSize::Letter);
}

QTEST_MAIN(TestPrintActions)
#include "tst_printactions.moc"
