#include "print_module_loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibrary>

namespace forsyth {

QStringList printModuleFolders()
{
    const QDir here(QCoreApplication::applicationDirPath());
    return {here.absolutePath(), QDir::cleanPath(here.absoluteFilePath(QStringLiteral("../lib/forsyth")))};
}

LoadedPrintModule loadPrintModule(const QStringList& folders)
{
    // Loaded once and kept for the rest of the run: Qt's print classes cannot be unloaded
    // while a dialog of theirs may still be about.
    static LoadedPrintModule loaded;
    if (loaded.preview)
        return loaded;
    QStringList tried;
    for (const QString& folder : folders) {
        auto* library = new QLibrary(QDir(folder).filePath(QLatin1String(PrintModuleName)), qApp);
        if (library->load()) {
            loaded.preview = reinterpret_cast<PrintPreviewFunction>(library->resolve(PrintPreviewSymbol));
            if (loaded.preview) {
                loaded.problem.clear();
                return loaded;
            }
            tried << library->errorString();
            library->unload();
        } else {
            tried << library->errorString();
        }
        delete library;
    }
    loaded.problem = QCoreApplication::translate(
        "MainWindow", "Printing is not available: the print module (%1) was not found beside Forsyth (%2).")
                         .arg(QLatin1String(PrintModuleName), tried.join(QStringLiteral("; ")));
    return loaded;
}

} // namespace forsyth
