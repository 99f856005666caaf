// Finding and loading the print module (app/print) the first time the window prints, so that
// Qt PrintSupport is never loaded at start-up.
#pragma once

#include "print_module.h"

#include <QString>
#include <QStringList>

namespace forsyth {

// Beside the executable (the build), then ../lib/forsyth (an installed layout).
QStringList printModuleFolders();

struct LoadedPrintModule {
    PrintPreviewFunction preview = nullptr; // null when it could not be loaded
    QString problem;                        // why, in words
};

// Loads the module from the first folder that holds it, once; later calls return the same.
LoadedPrintModule loadPrintModule(const QStringList& folders = printModuleFolders());

} // namespace forsyth
