// The interface languages: which language a system locale gets, the stored choice, loading the
// translations (embedded in forsyth_editor), and the switch that rebuilds the window in place.
#include "board_view.h"
#include "fen_field.h"
#include "file_actions.h"
#include "language.h"
#include "main_window.h"
#include "position_document.h"
#include "transforms.h"

#include "test_support.h"

#include <QAction>
#include <QActionGroup>
#include <QFile>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

using namespace forsyth;

namespace {

// The menu bar's titles, in order.
QStringList menuTitles(MainWindow& window)
{
    QStringList titles;
    for (const QAction* action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

QString translated(const char* context, const char* text)
{
    return QCoreApplication::translate(context, text);
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT

    IsolatedSettings settings_;

private slots:
    void initTestCase() { QVERIFY(settings_.isolate()); }

    void init()
    {
        clearSettings();
        applyLanguage(QStringLiteral("en"));
    }

    void cleanupTestCase() { applyLanguage(QStringLiteral("en")); }

    void offered()
    {
        QStringList codes, names;
        for (const Language& l : offeredLanguages()) {
            codes << l.code;
            names << l.nativeName;
        }
        QCOMPARE(codes, QStringList({"en", "ko", "zh_CN"}));
        QCOMPARE(names, QStringList({"English", "한국어", "简体中文"}));
    }

    void localeResolution_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("language");
        QTest::newRow("ko_KR") << QLocale(QStringLiteral("ko_KR")) << "ko";
        QTest::newRow("ko") << QLocale(QStringLiteral("ko")) << "ko";
        QTest::newRow("ko_KP") << QLocale(QLocale::Korean, QLocale::NorthKorea) << "ko";
        QTest::newRow("zh_CN") << QLocale(QStringLiteral("zh_CN")) << "zh_CN";
        QTest::newRow("zh_Hans") << QLocale(
            QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::AnyTerritory)
                                 << "zh_CN";
        QTest::newRow("zh_SG") << QLocale(QStringLiteral("zh_SG")) << "zh_CN";
        QTest::newRow("zh") << QLocale(QStringLiteral("zh")) << "zh_CN";
        // Traditional script readers: English, not a script they do not use.
        QTest::newRow("zh_TW") << QLocale(QStringLiteral("zh_TW")) << "en";
        QTest::newRow("zh_HK") << QLocale(QStringLiteral("zh_HK")) << "en";
        QTest::newRow("en_US") << QLocale(QStringLiteral("en_US")) << "en";
        QTest::newRow("en_GB") << QLocale(QStringLiteral("en_GB")) << "en";
        QTest::newRow("de_DE") << QLocale(QStringLiteral("de_DE")) << "en";
        QTest::newRow("ja_JP") << QLocale(QStringLiteral("ja_JP")) << "en";
        QTest::newRow("C") << QLocale::c() << "en";
    }

    void localeResolution()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, language);
        QCOMPARE(languageForLocale(locale), language);
    }

    void storedChoiceRoundTrip()
    {
        QCOMPARE(storedLanguageChoice(), SystemLanguage); // nothing stored yet
        for (const QString& choice :
            {QStringLiteral("ko"), QStringLiteral("zh_CN"), QStringLiteral("en"), QStringLiteral("system")}) {
            storeLanguageChoice(choice);
            QCOMPARE(storedLanguageChoice(), choice);
            QCOMPARE(storedSettings().value("ui/language").toString(), choice);
        }
        // A word this version does not know (hand-edited, or from a later version): the system's.
        storedSettings().setValue("ui/language", "fr");
        QCOMPARE(storedLanguageChoice(), SystemLanguage);
        QCOMPARE(resolveLanguage(QStringLiteral("ko")), QStringLiteral("ko"));
        QCOMPARE(resolveLanguage(SystemLanguage), languageForLocale(QLocale::system()));
    }

    void translationsLoad_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QLocale::Language>("localeLanguage");
        QTest::newRow("ko") << "ko" << QLocale::Korean;
        QTest::newRow("zh_CN") << "zh_CN" << QLocale::Chinese;
    }

    void translationsLoad()
    {
        QFETCH(QString, language);
        QFETCH(QLocale::Language, localeLanguage);
        // Built from the .ts at compile time and embedded in forsyth_editor, so a binary that
        // links it (this test, the editor) has them.
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/forsyth_%1.qm").arg(language)));

        QCOMPARE(applyLanguage(language), language);
        QCOMPARE(currentLanguage(), language);
        QCOMPARE(QLocale().language(), localeLanguage);
        const QString view = translated("forsyth::MainWindow", "&View");
        QVERIFY2(view != QLatin1String("&View"), qPrintable(view));
        QVERIFY(!view.isEmpty());
        // Qt's own words, from the system's Qt translations (qt6-translations-l10n).
        QVERIFY(QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath)
            + QStringLiteral("/qtbase_%1.qm").arg(language)));
        QVERIFY(translated("QPlatformTheme", "Cancel") != QLatin1String("Cancel"));

        // Back to English: the translators are gone, not stacked.
        QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(translated("forsyth::MainWindow", "&View"), QStringLiteral("&View"));
        QCOMPARE(translated("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    }

    void switchRebuildsInPlace()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PositionDocument* document = window.document();
        // Two steps to undo and one to redo, so the whole stack must survive, not only its top.
        document->setPosition(emptyPosition(), QStringLiteral("Clear"));
        document->setPosition(mirroredFiles(startPosition()), QStringLiteral("Mirror"));
        document->setPosition(startPosition(), QStringLiteral("Start"));
        document->undoStack()->undo();
        QCOMPARE(document->undoStack()->count(), 3);
        QCOMPARE(document->undoStack()->index(), 2);
        // Every toggle on (flip, teaching view, move mode, ...): each must stay on.
        QStringList toggles;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->isCheckable() && !action->objectName().isEmpty()
                && !action->objectName().startsWith(QLatin1String("actionLanguage_"))
                && !(action->actionGroup() && action->actionGroup()->isExclusive())) {
                action->setChecked(true);
                toggles << action->objectName();
            }
        }
        QVERIFY(toggles.contains(QStringLiteral("actionFlip")));
        QVERIFY(window.board()->isFlipped());
        // An open file stays open, with its unsaved changes still asked about.
        QTemporaryDir files;
        QVERIFY(files.isValid());
        const QString path = files.filePath(QStringLiteral("lesson.fen"));
        QVERIFY(window.findChild<FileActions*>()->saveTo(path));
        document->setPosition(emptyPosition(), QStringLiteral("Clear"));
        QVERIFY(window.findChild<FileActions*>()->isModified());
        const QString fen = document->fen();
        const int count = document->undoStack()->count();
        const int index = document->undoStack()->index();
        const QStringList english = menuTitles(window);
        QVERIFY(english.contains(QStringLiteral("&View")));

        window.setLanguage(QStringLiteral("ko"));

        QCOMPARE(currentLanguage(), QStringLiteral("ko"));
        QCOMPARE(storedLanguageChoice(), QStringLiteral("ko"));
        QCOMPARE(window.document(), document);
        QCOMPARE(document->fen(), fen);
        QCOMPARE(document->undoStack()->count(), count);
        QCOMPARE(document->undoStack()->index(), index);
        QVERIFY(window.board()->isFlipped());
        for (const QString& name : std::as_const(toggles))
            QVERIFY2(action(window, name)->isChecked(), qPrintable(name));
        QVERIFY(action(window, "actionLanguage_ko")->isChecked());
        const QStringList korean = menuTitles(window);
        QCOMPARE(korean.size(), english.size());
        QVERIFY(korean.contains(translated("forsyth::MainWindow", "&View")));
        QVERIFY(!korean.contains(QStringLiteral("&View")));
        // Built once, not added to: one of each action, one toolbar.
        QCOMPARE(window.findChildren<QAction*>(QStringLiteral("actionFlip")).size(), 1);
        QCOMPARE(window.findChildren<QAction*>(QStringLiteral("actionUndo")).size(), 1);
        QCOMPARE(window.findChildren<QMenu*>(QStringLiteral("menuLanguage")).size(), 1);
        QCOMPARE(window.findChildren<FileActions*>().size(), 1);
        QCOMPARE(window.findChild<FileActions*>()->filePath(), path);
        QVERIFY(window.findChild<FileActions*>()->isModified());

        // The new views and actions work on the same document.
        QCOMPARE(window.fenField()->lineEdit()->text(), fen);
        action(window, "actionUndo")->trigger();
        QCOMPARE(document->undoStack()->index(), index - 1);
        QCOMPARE(window.fenField()->lineEdit()->text(), document->fen());
        QVERIFY(document->fen() != fen);

        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(menuTitles(window), english);
        QCOMPARE(document->undoStack()->count(), count);
        QVERIFY(window.board()->isFlipped());
        QCOMPARE(storedLanguageChoice(), QStringLiteral("en"));
    }

    // The menu's own action starts the switch that deletes it: the switch must wait until the
    // action has finished emitting (a use after free otherwise, seen once by hand).
    void switchFromTheMenu()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QPointer<QAction> korean = window.findChild<QAction*>(QStringLiteral("actionLanguage_ko"));
        QVERIFY(korean);
        korean->trigger();
        QTRY_COMPARE(currentLanguage(), QStringLiteral("ko"));
        QTRY_VERIFY(korean.isNull()); // the old menu went with the old interface
        QAction* chinese = window.findChild<QAction*>(QStringLiteral("actionLanguage_zh_CN"));
        QVERIFY(chinese);
        chinese->trigger();
        QTRY_COMPARE(currentLanguage(), QStringLiteral("zh_CN"));
        QVERIFY(menuTitles(window).contains(translated("forsyth::MainWindow", "&View")));
        action(window, "actionLanguage_en")->trigger();
        QTRY_COMPARE(currentLanguage(), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
