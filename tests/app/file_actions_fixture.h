// What tst_fileactions, tst_filehistory and tst_unsavedchanges share: a main window whose file
// dialogs and questions are stand-ins that record what they were asked and answer as told.
#pragma once

#include "file_actions.h"
#include "main_window.h"
#include "position_document.h"

#include <QAction>
#include <QString>
#include <QStringList>

#include <memory>

namespace forsyth {

inline const QString RookFen = QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 3 40");

struct Fixture {
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
    FileActions* files = window->findChild<FileActions*>();
    QString chosen; // what the file dialog stand-in answers
    int chooserCalls = 0;
    QStringList prompts; // the unsaved-changes questions asked, in words
    FileActions::Unsaved answer = FileActions::Unsaved::Cancel;
    QStringList holdsMore; // the files Save refused to write over
    bool saveElsewhere = false;
    QStringList changedOnDisk; // the files Save asked to write over, changed since read
    bool writeOver = false;
    QStringList alerts;     // the failed saves' dialogs
    QStringList openAlerts; // the dialogs of files chosen that could not be opened
    QStringList ownWindows; // the files opened each in a window of its own

    Fixture()
    {
        if (!files)
            qFatal("no FileActions in the window");
        files->setFileChooser([this](bool, const QString&) {
            ++chooserCalls;
            return chosen;
        });
        files->setUnsavedPrompt([this](const QString& question) {
            prompts << question;
            return answer;
        });
        files->setHoldsMorePrompt([this](const QString& name) {
            holdsMore << name;
            return saveElsewhere;
        });
        files->setChangedOnDiskPrompt([this](const QString& name) {
            changedOnDisk << name;
            return writeOver;
        });
        files->setSaveFailedAlert([this](const QString& text) { alerts << text; });
        files->setOpenFailedAlert([this](const QString& text) { openAlerts << text; });
        files->setWindowOpener([this](const QString& path) { ownWindows << path; });
    }
    PositionDocument& document() { return *window->document(); }
    QAction* action(const char* name) { return window->findChild<QAction*>(QLatin1String(name)); }
};

} // namespace forsyth
