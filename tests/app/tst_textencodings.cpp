// Files in the encodings and line breaks other programs write: UTF-16 from Windows (Notepad's
// "Unicode", PowerShell's `>`) and CR LF, read as any other file and written back as they came
// when saved over; a new file is UTF-8 with LF (docs/COLLECTIONS.md §2).
#include "file_actions.h"
#include "main_window.h"
#include "position_document.h"
#include "record_list.h"
#include "text_encoding.h"

#include "file_actions_fixture.h"
#include "test_support.h"

#include <QStatusBar>
#include <QStringDecoder>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QtTest>

using namespace forsyth;

class TestTextEncodings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settings_.isolate());
        QVERIFY(dir_.isValid());
    }
    void init() { clearSettings(); }
    void utf16FileSavedInUtf16_data();
    void utf16FileSavedInUtf16();
    void utf16PositionFileKeepsItsEncoding();
    void lineBreaksKeptOnSave();

private:
    IsolatedSettings settings_;
    QTemporaryDir dir_;
};

void TestTextEncodings::utf16FileSavedInUtf16_data()
{
    QTest::addColumn<QStringConverter::Encoding>("encoding");
    QTest::addColumn<QByteArray>("mark");
    QTest::newRow("little-endian (Notepad's Unicode)") << QStringConverter::Utf16LE << QByteArray("\xFF\xFE");
    QTest::newRow("big-endian") << QStringConverter::Utf16BE << QByteArray("\xFE\xFF");
}

// A collection saved as UTF-16 (Windows Notepad's "Unicode", PowerShell's `>`) opens as any
// other, its titles whole, and Save writes it back in UTF-16 with only the edited record
// changed; Save As to a new file writes UTF-8.
void TestTextEncodings::utf16FileSavedInUtf16()
{
    QFETCH(QStringConverter::Encoding, encoding);
    QFETCH(QByteArray, mark);
    const QByteArray kingsEpd = "4k3/8/8/8/8/8/8/4K3 w - -";
    const QByteArray rooksEpd = "4k3/8/8/8/8/8/8/R3K2R w KQ -";
    const QString lines = QString::fromUtf8("# 숙제\n" + kingsEpd + " id \"문제 1\";\n" + rooksEpd
        + " id \"两王\";\n" + kingsEpd + " id \"three\";\n");
    QStringEncoder encode(encoding, QStringConverter::Flag::WriteBom);
    const QByteArray text = encode(lines);
    QVERIFY(text.startsWith(mark));
    const QString path = dir_.filePath("homework.epd");
    QVERIFY(writeFile(path, text));
    Fixture f;
    QVERIFY2(f.files->openFile(path), qPrintable(f.window->statusBar()->currentMessage()));
    QCOMPARE(f.document().records()->rowCount(), 3);
    QCOMPARE(f.document().records()->state(0).title, QString::fromUtf8("문제 1"));
    QCOMPARE(f.document().records()->state(1).title, QString::fromUtf8("两王"));
    f.document().selectRecord(1);
    f.document().placePiece(sq("h5"), {PieceType::Knight, Color::White});
    QVERIFY(f.files->save());
    const QByteArray saved = readFile(path);
    QVERIFY(saved.startsWith(mark));
    QStringDecoder decode(encoding);
    const QString savedLines = decode(saved);
    QVERIFY(!decode.hasError());
    QCOMPARE(savedLines,
        QString(lines).replace(QString::fromUtf8(rooksEpd), QStringLiteral("4k3/8/8/7N/8/8/8/R3K2R w KQ -")));
    // Reopened, the edit is there.
    Fixture again;
    QVERIFY(again.files->openFile(path));
    again.document().selectRecord(1);
    QVERIFY(again.document().position().pieceAt(sq("h5")).is(Color::White, PieceType::Knight));
    // A new file is UTF-8.
    again.chosen = dir_.filePath("homework-copy.epd");
    QVERIFY(again.files->saveAs());
    const QByteArray copy = readFile(again.chosen);
    QCOMPARE(encodingOf(copy), TextEncoding::Utf8);
    QVERIFY(copy.contains("id \"문제 1\";"));
}

// A position file in UTF-16 (Windows Notepad's "Unicode") opens as the position it holds, with
// its title, and Save writes it over in UTF-16: it holds no more than the position, so Save is
// not refused as for a file holding more.
void TestTextEncodings::utf16PositionFileKeepsItsEncoding()
{
    const QString path = dir_.filePath("homework.epd");
    QStringEncoder encode(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    QVERIFY(writeFile(path, encode(QString::fromUtf8("4k3/8/8/8/8/8/8/4K2R w K - id \"숙제 3\";\n"))));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    QVERIFY(!f.document().hasRecords());
    QCOMPARE(f.files->title(), QString::fromUtf8("숙제 3"));
    QCOMPARE(f.document().fen(), QString("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    f.document().movePiece(sq("h1"), sq("h7"));
    QVERIFY(f.files->save());
    QVERIFY(f.holdsMore.isEmpty());
    const QByteArray saved = readFile(path);
    QVERIFY(saved.startsWith("\xFF\xFE"));
    QStringDecoder decode(QStringConverter::Utf16LE);
    const QString text = decode(saved);
    QVERIFY2(text.contains(QString::fromUtf8("4k3/7R/8/8/8/8/8/4K3 w - - id \"숙제 3\";")), qPrintable(text));
}

// A position file written on Windows (CR LF) is saved over with CR LF, in UTF-8 or UTF-16; a
// new file, and a file with LF, get LF.
void TestTextEncodings::lineBreaksKeptOnSave()
{
    const QString crlf = dir_.filePath("windows.fen");
    QVERIFY(writeFile(crlf, RookFen.toUtf8() + "\r\n"));
    Fixture f;
    QVERIFY(f.files->openFile(crlf));
    f.document().movePiece(sq("h1"), sq("h7"));
    QVERIFY(f.files->save());
    QCOMPARE(readFile(crlf), QByteArray("4k3/7R/8/8/8/8/8/4K3 w - - 3 40\r\n"));
    f.chosen = dir_.filePath("copy.fen");
    QVERIFY(f.files->saveAs());
    QCOMPARE(readFile(f.chosen), QByteArray("4k3/7R/8/8/8/8/8/4K3 w - - 3 40\n"));

    const QString utf16 = dir_.filePath("notepad.epd");
    QStringEncoder encode(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    QVERIFY(writeFile(utf16, encode(QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - id \"a\";\r\n"))));
    Fixture g;
    QVERIFY(g.files->openFile(utf16));
    g.document().movePiece(sq("h1"), sq("h7"));
    QVERIFY(g.files->save());
    QStringDecoder decode(QStringConverter::Utf16LE);
    QCOMPARE(QString(decode(readFile(utf16))), QStringLiteral("4k3/7R/8/8/8/8/8/4K3 w - - id \"a\";\r\n"));
}

QTEST_MAIN(TestTextEncodings)
#include "tst_textencodings.moc"
