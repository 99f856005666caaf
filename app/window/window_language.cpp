// MainWindow's View > Language menu, and the switch: the interface is torn down and built
// again in the new language around the same document, so the position and its undo history
// stay (widgets cannot re-read their texts from tr() by themselves).
#include "main_window.h"

#include "board_view.h"
#include "file_actions.h"
#include "image_export.h"
#include "language.h"
#include "share_actions.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QHash>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

#include <memory>

namespace forsyth {

namespace {

const QString LanguageActionPrefix = QStringLiteral("actionLanguage_");

// Deletes the window's direct children of type T (the parts the interface is built of).
template <typename T> void deleteChildren(QObject* window)
{
    qDeleteAll(window->findChildren<T*>(QString(), Qt::FindDirectChildrenOnly));
}

} // namespace

void MainWindow::createLanguageMenu(QMenu* view)
{
    view->addSeparator();
    QMenu* menu = view->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("menuLanguage"));
    auto* group = new QActionGroup(menu);
    const QString chosen = storedLanguageChoice();
    const auto add = [&](const QString& code, const QString& text) {
        QAction* action = menu->addAction(text);
        action->setObjectName(LanguageActionPrefix + code);
        action->setCheckable(true);
        action->setChecked(code == chosen);
        group->addAction(action);
        // Queued: the switch deletes the menus and this very action, which must first finish
        // emitting.
        connect(
            action, &QAction::triggered, this, [this, code] { setLanguage(code); }, Qt::QueuedConnection);
    };
    //: View > Language: follow the language of the operating system
    add(SystemLanguage, tr("System default"));
    for (const Language& language : offeredLanguages())
        add(language.code, language.nativeName);
}

void MainWindow::setLanguage(const QString& choice)
{
    storeLanguageChoice(choice);
    const QString before = currentLanguage();
    if (applyLanguage(choice) == before)
        return; // e.g. English chosen while the system default is English: the radio moved, no more

    // The toggles (flip, and whatever else is checkable) as they are, to set them again after.
    QHash<QString, bool> checked;
    for (const QAction* action : findChildren<QAction*>()) {
        if (action->isCheckable() && !action->objectName().isEmpty()
            && !action->objectName().startsWith(LanguageActionPrefix))
            checked.insert(action->objectName(), action->isChecked());
    }
    // Geometry, toolbar state and orientation go through the settings, as on a restart.
    saveSettings();
    // The open file and its unsaved state must survive: the old FileActions hands them over.
    std::unique_ptr<FileActions> previousFiles(fileActions_);
    previousFiles->setParent(nullptr);

    tearDownInterface();
    buildInterface();

    fileActions_->takeOverFrom(*previousFiles);
    previousFiles.reset();
    for (QAction* action : findChildren<QAction*>()) {
        const auto was = checked.constFind(action->objectName());
        if (was != checked.constEnd() && action->isCheckable() && action->isChecked() != *was)
            action->setChecked(*was);
    }
    updateTitle();
    board_->setFocus();
}

void MainWindow::tearDownInterface()
{
    // The views first: they are connected to the document, which stays.
    delete takeCentralWidget();
    delete menuBar(); // menuBar() makes a new one when next asked
    for (QToolBar* bar : findChildren<QToolBar*>(QString(), Qt::FindDirectChildrenOnly)) {
        removeToolBar(bar);
        delete bar;
    }
    deleteChildren<QDockWidget>(this);
    deleteChildren<ImageExport>(this);
    deleteChildren<ShareActions>(this);
    deleteChildren<FileActions>(this);
    // The window's own actions (createActions), the undo stack's two among them.
    deleteChildren<QActionGroup>(this);
    deleteChildren<QAction>(this);
    undo_ = nullptr;
    redo_ = nullptr;
    fileActions_ = nullptr;
    imageExport_ = nullptr;
    shareActions_ = nullptr;
}

} // namespace forsyth
