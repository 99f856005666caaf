// The interface languages: which language a system locale gets, the stored choice, loading the
// translations (embedded in forsyth_words), and the words core's findings and moves are said in.
// The window in each language, and the switch in place: tst_languageswitch.
#include "field_messages.h"
#include "language.h"
#include "messages.h"
#include "move_explanation.h"

#include "test_support.h"

#include <QFile>
#include <QLibraryInfo>
#include <QtTest>

using namespace forsyth;

namespace {

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
        // Built from the .ts at compile time and embedded in forsyth_words, so a binary that
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
        // And the one Qt's translations lack in Qt 6's context: the file dialog's type of a folder.
        const QString folder
            = QCoreApplication::translate("QAbstractFileIconProvider", "Folder", "All other platforms");
        QVERIFY2(folder != QLatin1String("Folder") && !folder.isEmpty(), qPrintable(folder));

        // Back to English: the translators are gone, not stacked.
        QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(translated("forsyth::MainWindow", "&View"), QStringLiteral("&View"));
        QCOMPARE(translated("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    }

    void messagesFollowTheLanguage()
    {
        const std::string input = "8/8/8/8/8/8/8/8 x - - 0 1";
        const FenReadResult read = readFen(input);
        QCOMPARE(read.errors.size(), std::size_t{1});
        const QString english = describe(read.errors.front(), input);
        QCOMPARE(english, QStringLiteral("Field 2 (side to move) is \"x\"; expected w or b"));
        QCOMPARE(applyLanguage(QStringLiteral("ko")), QStringLiteral("ko"));
        const QString korean = describe(read.errors.front(), input);
        QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QVERIFY2(korean != english && korean.contains(QStringLiteral("\"x\"")), qPrintable(korean));
        QCOMPARE(describe(read.errors.front(), input), english);
    }

    // Lichess's reasons and changes are joined with the language's own punctuation: Chinese
    // writes 、 and ；, never the ASCII comma and semicolon between its phrases.
    void lichessLineJoinsInTheLanguage()
    {
        QCOMPARE(applyLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        const QString refused = lichessLine(read(QStringLiteral("4k2P/8/8/8/8/8/8/8 w - - 0 1")), {});
        const QString changed = lichessLine(read(QStringLiteral("4k3/8/8/8/8/8/8/4K2R w Kk - 200 150")), {});
        QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));

        QCOMPARE(refused, QStringLiteral("Lichess：不接受，原因：白方没有王；兵位于底线：h8"));
        QCOMPARE(changed, QStringLiteral("Lichess：接受，但会更改 易位权 Kk → K、半回合计数 200 → 150"));
        QCOMPARE(lichessLine(read(QStringLiteral("4k2P/8/8/8/8/8/8/8 w - - 0 1")), {}),
            QStringLiteral("Lichess: refuses it. White has no king; Pawn on a back rank: h8"));
    }

    // The move narration in Korean and Chinese: whole sentences in each language's order, the
    // lost castling rights named as a teacher names them ("K, Q 권한 상실", "K、Q 失效").
    void moveNarrationInTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QStringList>("lines");
        const QString kings = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 20");
        QTest::newRow("ko e4") << "ko" << StartFen << "e2e4"
                               << QStringList{"백 폰이 e2 칸에서 e4 칸으로 두 칸 전진했습니다.",
                                      "w가 b로 바뀌었습니다. 이제 흑 차례입니다.",
                                      "앙파상 칸이 e3으로 바뀌었습니다. 폰이 e3 칸을 지나갔습니다.",
                                      "반수 카운터가 0으로 돌아갔습니다. 폰이 움직였습니다."};
        QTest::newRow("ko castles") << "ko" << kings << "e1g1"
                                    << QStringList{"백 킹이 e1 칸에서 g1 칸으로 가며 킹사이드 캐슬링을 "
                                                   "했습니다. 룩은 h1 칸에서 f1 칸으로 옮겨졌습니다.",
                                           "w가 b로 바뀌었습니다. 이제 흑 차례입니다.",
                                           "K, Q 권한 상실: 백이 캐슬링했습니다.",
                                           "반수 카운터가 하나 늘어 반수 4번이 되었습니다. 기물을 "
                                           "잡지도, 폰을 움직이지도 않았습니다."};
        QTest::newRow("zh e4") << "zh_CN" << StartFen << "e2e4"
                               << QStringList{"e2 到 e4：白兵前进两格。", "w 变为 b：轮到黑方走棋。",
                                      "吃过路兵目标格变为 e3：兵越过了 e3。", "半回合计数归 0：兵走动了。"};
        QTest::newRow("zh castles") << "zh_CN" << kings << "e1g1"
                                    << QStringList{"e1 到 g1：白方王翼易位，车从 h1 走到 f1。",
                                           "w 变为 b：轮到黑方走棋。", "K、Q 失效：白方已经易位。",
                                           "半回合计数变为 4：没有吃子，也没有走兵。"};
    }

    void moveNarrationInTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(QStringList, lines);
        const Position before = read(fen);
        QCOMPARE(applyLanguage(language), language);
        const QStringList said = explainMove(before, legalMove(before, uci), {});
        QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(said, lines);
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
