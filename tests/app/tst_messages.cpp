// Words for the user: quoting pasted text safely, whatever it carries.
#include "messages.h"

#include <QtTest>

using namespace forsyth;

class TestMessages : public QObject {
    Q_OBJECT

private slots:
    void quoteShowsWhatIsThere_data();
    void quoteShowsWhatIsThere();
    void rightToLeftIsIsolated();
    void longTextIsCut();
};

void TestMessages::quoteShowsWhatIsThere_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QByteArray("8/8 w") << QStringLiteral("\"8/8 w\"");
    QTest::newRow("line break") << QByteArray("a\nb") << QString::fromUtf8("\"a↵b\"");
    QTest::newRow("CR LF") << QByteArray("a\r\nb") << QString::fromUtf8("\"a↵b\"");
    QTest::newRow("tab") << QByteArray("a\tb") << QString::fromUtf8("\"a␉b\"");
    // A zero-width space inside "8/8" must not pass for the plain text.
    QTest::newRow("zero-width space") << QByteArray("8\xE2\x80\x8B/8") << QStringLiteral("\"8<U+200B>/8\"");
    // RIGHT-TO-LEFT OVERRIDE would turn the rest of the message backwards.
    QTest::newRow("RLO") << QByteArray("\xE2\x80\xAEw KQ") << QStringLiteral("\"<U+202E>w KQ\"");
    QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBFw") << QStringLiteral("\"<U+FEFF>w\"");
    QTest::newRow("invalid UTF-8") << QByteArray("a\xFF") << QString::fromUtf8("\"a\xEF\xBF\xBD\"");
    // A character cut short at the end of the text is shown, not dropped: a U+FFFD for each of
    // its bytes, as the error's span counts them.
    QTest::newRow("cut UTF-8 alone") << QByteArray("\xC3") << QString::fromUtf8("\"\xEF\xBF\xBD\"");
    QTest::newRow("cut UTF-8 at the end")
        << QByteArray("w \xE4\xB8") << QString::fromUtf8("\"w \xEF\xBF\xBD\xEF\xBF\xBD\"");
}

void TestMessages::quoteShowsWhatIsThere()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    QCOMPARE(quoted(std::string_view(input.constData(), static_cast<std::size_t>(input.size()))), expected);
}

void TestMessages::rightToLeftIsIsolated()
{
    const QByteArray hebrew("\xD7\xA9\xD7\x97"); // two Hebrew letters
    const QString q = quoted(std::string_view(hebrew.constData(), static_cast<std::size_t>(hebrew.size())));
    QCOMPARE(q,
        QStringLiteral("\"") + QChar(0x2068) + QString::fromUtf8(hebrew) + QChar(0x2069)
            + QStringLiteral("\""));
}

void TestMessages::longTextIsCut()
{
    const std::string digits(10000, '7');
    const QString q = forsyth::quoted(digits);
    QVERIFY(q.size() < 60);
    QVERIFY(q.contains(QStringLiteral("10000 bytes")));
}

QTEST_MAIN(TestMessages)
#include "tst_messages.moc"
