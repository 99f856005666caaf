#include "language.h"

#include "messages.h"
#include "settings_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

#include <algorithm>
#include <optional>

namespace forsyth {

namespace {

const QString English = QStringLiteral("en");
const QString Korean = QStringLiteral("ko");
const QString SimplifiedChinese = QStringLiteral("zh_CN");
const QString LanguageKey = QStringLiteral("ui/language");

// Where the build puts our .qm files (qt_add_translations' RESOURCE_PREFIX).
const QString OwnTranslations = QStringLiteral(":/i18n");

// Words of Qt's own dialogs that Qt 6.4's translations lack: qtbase_ko and qtbase_zh_CN have the
// file dialog's "Folder" only in Qt 5's context, and Qt 6 asks in another, so the Type column
// said "Folder" in English. lupdate finds them here, forsyth_*.ts translates them in Qt's
// context, and our translator answers when Qt's has nothing.
struct QtWord {
    const char* source;
    const char* comment;
};
[[maybe_unused]] constexpr QtWord QtWordsMissing[] = {
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
};

QList<QPointer<QTranslator>>& installedTranslators()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

QString& languageInUse()
{
    static QString language = English;
    return language;
}

bool isOffered(const QString& code)
{
    const QList<Language> languages = offeredLanguages();
    return std::any_of(
        languages.begin(), languages.end(), [&code](const Language& l) { return l.code == code; });
}

// Only Simplified Chinese is offered: Traditional (Taiwan, Hong Kong) readers get English
// rather than a script they do not use.
std::optional<QString> offeredFor(const QLocale& locale)
{
    switch (locale.language()) {
    case QLocale::Korean:
        return Korean;
    case QLocale::Chinese:
        if (locale.script() == QLocale::SimplifiedHanScript)
            return SimplifiedChinese;
        return std::nullopt;
    case QLocale::English:
        return English;
    default:
        return std::nullopt;
    }
}

bool install(const QString& file, const QString& directory)
{
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(file, directory)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    installedTranslators().append(translator);
    return true;
}

} // namespace

QList<Language> offeredLanguages()
{
    // Not translated: each language keeps its own name in every interface language.
    return {
        {English, QStringLiteral("English")},
        {Korean, QStringLiteral("한국어")},
        {SimplifiedChinese, QStringLiteral("简体中文")},
    };
}

QString languageForLocale(const QLocale& locale)
{
    // The user's order of preference (LANGUAGE=fr:ko gives Korean), the locale itself last.
    for (const QString& name : locale.uiLanguages()) {
        if (const auto language = offeredFor(QLocale(name)))
            return *language;
    }
    return offeredFor(locale).value_or(English);
}

QString storedLanguageChoice()
{
    const QSettings settings(SettingsOrganisation, SettingsApplication);
    const QString choice = settings.value(LanguageKey, SystemLanguage).toString();
    return isOffered(choice) ? choice : SystemLanguage;
}

void storeLanguageChoice(const QString& choice)
{
    QSettings settings(SettingsOrganisation, SettingsApplication);
    settings.setValue(LanguageKey, isOffered(choice) ? choice : SystemLanguage);
}

QString resolveLanguage(const QString& choice)
{
    return isOffered(choice) ? choice : languageForLocale(QLocale::system());
}

QString applyLanguage(const QString& choice)
{
    const QString language = resolveLanguage(choice);
    for (const QPointer<QTranslator>& translator : std::as_const(installedTranslators())) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    installedTranslators().clear();

    if (language != English) {
        // Installed ones first (share/forsyth/translations beside the program's bin/), so that
        // newer translations can be put in place without a rebuild; else those built in.
        const QString file = QStringLiteral("forsyth_") + language;
        const QString installed = QDir(QCoreApplication::applicationDirPath())
                                      .absoluteFilePath(QStringLiteral("../share/forsyth/translations"));
        if (!install(file, installed) && !install(file, OwnTranslations))
            qWarning("forsyth: no translations for %s in the resources", qPrintable(language));
        // Qt's own words (dialog buttons, --help): there when the system has Qt's translations.
        install(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    }
    forgetRememberedMessages();

    // Numbers and dates as the system writes them when it speaks this language; otherwise
    // as the language's main country does.
    const QLocale system = QLocale::system();
    QLocale::setDefault(languageForLocale(system) == language ? system : QLocale(language));
    languageInUse() = language;
    return language;
}

QString currentLanguage() { return languageInUse(); }

} // namespace forsyth
