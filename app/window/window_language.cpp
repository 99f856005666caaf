// MainWindow's View > Language menu, and the switch: the translators are replaced and Qt sends
// every widget a LanguageChange, on which each one says its own words again (retranslate()).
// Nothing is built anew, so everything the user was in the middle of stays as it was.
#include "main_window.h"

#include "language.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QMenu>

namespace forsyth {

namespace {
const QString LanguageActionPrefix = QStringLiteral("actionLanguage_");
} // namespace

void MainWindow::createLanguageMenu(QMenu* view)
{
    view->addSeparator();
    languageMenu_ = view->addMenu(QString());
    languageMenu_->setObjectName(QStringLiteral("menuLanguage"));
    languageGroup_ = new QActionGroup(languageMenu_);
    const auto add = [&](const QString& code, const QString& text) {
        QAction* action = languageMenu_->addAction(text);
        action->setObjectName(LanguageActionPrefix + code);
        action->setData(code);
        action->setCheckable(true);
        languageGroup_->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { setLanguage(code); });
        return action;
    };
    systemLanguage_ = add(SystemLanguage, QString()); // its words from retranslateLanguageMenu()
    // Each language named in itself, in every language: not translated.
    for (const Language& language : offeredLanguages())
        add(language.code, language.nativeName);
    checkLanguage(storedLanguageChoice());
}

void MainWindow::retranslateLanguageMenu()
{
    languageMenu_->setTitle(tr("&Language"));
    //: View > Language: follow the language of the operating system
    systemLanguage_->setText(tr("System default"));
}

void MainWindow::checkLanguage(const QString& choice)
{
    for (QAction* action : languageGroup_->actions())
        action->setChecked(action->data().toString() == choice);
}

void MainWindow::setLanguage(const QString& choice)
{
    storeLanguageChoice(choice);
    checkLanguage(storedLanguageChoice()); // when called from outside the menu, the radio moves too
    applyLanguage(choice);
    // Qt posts LanguageChange to each window (the widgets pass it on to their children): sent
    // now, so the interface speaks the new language when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    emit languageChanged();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

} // namespace forsyth
