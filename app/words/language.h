// The interface languages: which are offered, which one the user chose (kept in the settings)
// or the system's, and loading its translations (ours and Qt's own) into the application.
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

namespace forsyth {

// A language offered in the View > Language menu, named in itself so that anyone can find
// their own whatever the interface shows now.
struct Language {
    QString code;       // "en", "ko", "zh_CN": the suffix of resources/translations/forsyth_*.ts
    QString nativeName; // "English", "한국어", "简体中文"
};

// The choice that follows the system's locale, as stored and as passed to applyLanguage().
inline const QString SystemLanguage = QStringLiteral("system");

QList<Language> offeredLanguages();

// The offered language for a locale: the first of its UI languages that is Korean (ko),
// Simplified Chinese (zh_CN, zh_Hans, zh_SG, plain zh) or English; English when none is.
QString languageForLocale(const QLocale& locale);

// "system" (the default, also for an unknown stored word), "en", "ko" or "zh_CN".
QString storedLanguageChoice();
void storeLanguageChoice(const QString& choice);

// The language a choice stands for: "system" resolved through QLocale::system().
QString resolveLanguage(const QString& choice);

// Replaces the application's translators with those of the language the choice stands for
// (none for English) and makes its locale the default; Qt then sends every widget a
// LanguageChange. Returns the language now in use. Needs a QCoreApplication.
QString applyLanguage(const QString& choice);

// The language applyLanguage() last put in use ("en" before any call).
QString currentLanguage();

} // namespace forsyth
