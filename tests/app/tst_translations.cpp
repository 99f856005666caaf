// The Korean and Simplified Chinese translations are complete: lupdate is run on the current
// sources into a copy of each .ts file (so a string added to the code but not yet to the .ts
// counts as missing), and every message must then be finished, non-empty (each plural form
// too) and keep every %1-%9 / %n of its source. Each offending message is printed.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <QtTest>

namespace {

// A message of a .ts file as the test needs it.
struct Message {
    QString context;
    QString source;
    QString type;             // of <translation>: "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or one per plural form
    bool numerus = false;
};

QList<Message> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message{context, {}, {}, {},
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                // <translation><numerusform>...</numerusform>...</translation>
                while (xml.readNextStartElement())
                    message.translations << xml.readElementText();
            } else {
                message.translations << xml.readElementText();
            }
            messages << message;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    return messages;
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression placeholder(QStringLiteral("%L?([1-9]|n)"));
    QSet<QString> found;
    for (const QRegularExpressionMatch& m : placeholder.globalMatch(text))
        found << QLatin1Char('%') + m.captured(1);
    return found;
}

QStringList sorted(const QSet<QString>& set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return list;
}

// What is wrong with a message, or nothing.
QStringList problemsOf(const Message& m)
{
    QStringList problems;
    if (m.type == QLatin1String("unfinished"))
        problems << QStringLiteral("unfinished");
    if (m.translations.isEmpty())
        problems << QStringLiteral("no translation");
    const QSet<QString> wanted = placeholders(m.source);
    for (int i = 0; i < m.translations.size(); ++i) {
        const QString& t = m.translations[i];
        const QString form = m.numerus ? QStringLiteral("plural form %1: ").arg(i) : QString();
        if (t.trimmed().isEmpty()) {
            problems << form + QStringLiteral("empty");
            continue;
        }
        const QSet<QString> have = placeholders(t);
        if (const QSet<QString> missing = wanted - have; !missing.isEmpty())
            problems << form + QStringLiteral("lacks %1").arg(sorted(missing).join(QStringLiteral(", ")));
        if (const QSet<QString> extra = have - wanted; !extra.isEmpty())
            problems << form
                    + QStringLiteral("has %1, which the source lacks")
                          .arg(sorted(extra).join(QStringLiteral(", ")));
    }
    return problems;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("tsFile");
        for (const char* language : {"ko", "zh_CN"})
            QTest::newRow(language)
                << QStringLiteral(FORSYTH_TRANSLATIONS "/forsyth_%1.ts").arg(QLatin1String(language));
    }

    void complete()
    {
        QFETCH(QString, tsFile);
        QVERIFY2(QFile::exists(tsFile), qPrintable(tsFile));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QFileInfo(tsFile).fileName());
        QVERIFY(QFile::copy(tsFile, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

        // The same command as the README's and the update_translations target's.
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(FORSYTH_LUPDATE),
            {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-no-obsolete"),
                QStringLiteral("-source-language"), QStringLiteral("en"), QStringLiteral(FORSYTH_APP_SOURCES),
                QStringLiteral("-ts"), copy});
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        const QString output = QString::fromLocal8Bit(lupdate.readAll());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, qPrintable(output));

        QString error;
        const QList<Message> messages = readTs(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // A sanity floor, well below the app's real count: lupdate found the sources.
        QVERIFY2(messages.size() > 300, qPrintable(QStringLiteral("only %1 messages").arg(messages.size())));

        QStringList report;
        for (const Message& m : messages) {
            if (const QStringList problems = problemsOf(m); !problems.isEmpty())
                report << QStringLiteral("  [%1] \"%2\": %3")
                              .arg(m.context, m.source.left(100), problems.join(QStringLiteral("; ")));
        }
        if (!report.isEmpty())
            qWarning().noquote() << QStringLiteral("%1 of %2 messages need work in %3:\n%4")
                                        .arg(report.size())
                                        .arg(messages.size())
                                        .arg(QFileInfo(tsFile).fileName(), report.join(QLatin1Char('\n')));
        QVERIFY2(report.isEmpty(),
            qPrintable(QStringLiteral("%1 unfinished, missing or broken translations (listed above)")
                           .arg(report.size())));
    }

    // The checker itself: each kind of fault is seen, and a good message passes.
    void checkerSeesFaults()
    {
        const auto message = [](const QString& source, const QString& type, const QStringList& translations,
                                 bool numerus = false) {
            return Message{QStringLiteral("C"), source, type, translations, numerus};
        };
        QVERIFY(
            problemsOf(message(QStringLiteral("Copied %1"), {}, {QStringLiteral("%1 복사함")})).isEmpty());
        QCOMPARE(problemsOf(message(QStringLiteral("Copied"), QStringLiteral("unfinished"), {QString()})),
            QStringList({QStringLiteral("unfinished"), QStringLiteral("empty")}));
        QCOMPARE(problemsOf(message(QStringLiteral("%1: %2"), {}, {QStringLiteral("%1")})),
            QStringList({QStringLiteral("lacks %2")}));
        QCOMPARE(problemsOf(message(QStringLiteral("%1"), {}, {QStringLiteral("%1 %3")})),
            QStringList({QStringLiteral("has %3, which the source lacks")}));
        QCOMPARE(
            problemsOf(message(QStringLiteral("%n moves"), {}, {QStringLiteral("%n수"), QString()}, true)),
            QStringList({QStringLiteral("plural form 1: empty")}));
        QCOMPARE(problemsOf(message(QStringLiteral("%n moves"), {}, {QStringLiteral("수")}, true)),
            QStringList({QStringLiteral("plural form 0: lacks %n")}));
        QVERIFY(problemsOf(message(QStringLiteral("%L1 positions"), {}, {QStringLiteral("局面 %1 个")}))
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
