// A collection in the document: records shown one at a time, edits made to the one shown,
// undo going back to the record an edit was made in, records added, duplicated, deleted and
// moved as undo steps, and the file written with only the edited records changed.
#include "position_document.h"
#include "record_list.h"
#include "test_support.h"

#include <QSignalSpy>
#include <QtTest>

using namespace forsyth;

namespace {

const QByteArray kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const QByteArray rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
const QByteArray broken = "8/8/9/8/8/8/8/8 w - - 0 1";
// A FEN list with a comment, a broken line and CRLF.
const QByteArray list
    = "# lesson\r\n" + kings + "\r\n" + broken + "\r\n" + rooks + "\r\n" + StartFen.toUtf8() + "\r\n";

QByteArray written(const PositionDocument& doc)
{
    const std::optional<std::string> out = doc.records()->write(doc.fenOptions());
    return out ? QByteArray::fromStdString(*out) : QByteArray("(none)");
}

} // namespace

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void openShowsTheFirstRecord();
    void listRolesDescribeEachRecord();
    void editGoesToTheRecordShown();
    void undoGoesBackToTheRecordEdited();
    void brokenRecordIsKeptUntilEdited();
    void addDuplicateDeleteMoveAreUndone();
    void lastRecordIsNotDeleted();
    void epdKeepsOperationsAndTitle();
    void titleNotInUtf8KeptByteForByte();
};

void TestRecords::openShowsTheFirstRecord()
{
    PositionDocument doc;
    QSignalSpy current(&doc, &PositionDocument::currentRecordChanged);
    doc.openRecords(CollectionFormat::FenList, list.toStdString());
    QVERIFY(doc.hasRecords());
    QCOMPARE(doc.records()->rowCount(), 4);
    QCOMPARE(doc.currentRecord(), 0);
    QCOMPARE(doc.fen(), QString(kings));
    QCOMPARE(current.count(), 1);
    QVERIFY(!doc.isModified());
    QVERIFY(!doc.undoStack()->canUndo());
    doc.selectRecord(3);
    QCOMPARE(doc.fen(), StartFen);
    QVERIFY(!doc.isModified()); // looking is no edit
    QCOMPARE(written(doc), list);
}

void TestRecords::listRolesDescribeEachRecord()
{
    PositionDocument doc;
    doc.openRecords(CollectionFormat::FenList, list.toStdString());
    const RecordList* records = doc.records();
    const auto role = [&](int row, int r) { return records->data(records->index(row), r); };
    QCOMPARE(role(0, RecordList::VerdictRole).toInt(), int(RecordList::Verdict::Legal));
    QCOMPARE(role(1, RecordList::VerdictRole).toInt(), int(RecordList::Verdict::Unreadable));
    QCOMPARE(role(1, RecordList::FenRole).toString(), QString(broken));
    QCOMPARE(role(1, RecordList::SideRole).toInt(), -1);
    QCOMPARE(role(2, RecordList::SideRole).toInt(), int(Color::White));
    QVERIFY(!role(2, RecordList::EditedRole).toBool());
    doc.openRecords(
        CollectionFormat::FenList, "8/8/8/8/8/8/8/8 b - - 0 1\n4k3/8/8/8/8/8/8/4K2R b KQ - 0 1\n");
    QCOMPARE(role(0, RecordList::VerdictRole).toInt(), int(RecordList::Verdict::Illegal));
    QCOMPARE(role(1, RecordList::VerdictRole).toInt(), int(RecordList::Verdict::Warnings));
    QCOMPARE(role(1, RecordList::SideRole).toInt(), int(Color::Black));
}

void TestRecords::editGoesToTheRecordShown()
{
    PositionDocument doc;
    doc.openRecords(CollectionFormat::FenList, list.toStdString());
    doc.selectRecord(2);
    doc.placePiece(sq("d4"), {PieceType::Knight, Color::White});
    QVERIFY(doc.isModified());
    QVERIFY(doc.records()->isEdited(2));
    QVERIFY(!doc.records()->isEdited(0));
    const QByteArray rooksWithKnight = "4k3/8/8/8/3N4/8/8/R3K2R w KQ - 0 1";
    QCOMPARE(written(doc),
        "# lesson\r\n" + kings + "\r\n" + broken + "\r\n" + rooksWithKnight + "\r\n" + StartFen.toUtf8()
            + "\r\n");
    // Away and back: the edit stays with its record.
    doc.selectRecord(0);
    QCOMPARE(doc.fen(), QString(kings));
    doc.selectRecord(2);
    QCOMPARE(doc.fen(), QString(rooksWithKnight));
    // Taking the knight off again makes the record what the file says: its bytes are copied.
    doc.placePiece(sq("d4"), {});
    QVERIFY(!doc.records()->isEdited(2));
    QCOMPARE(written(doc), list);
}

void TestRecords::undoGoesBackToTheRecordEdited()
{
    PositionDocument doc;
    doc.openRecords(CollectionFormat::FenList, list.toStdString());
    doc.placePiece(sq("a1"), {PieceType::Rook, Color::White}); // record 0
    doc.selectRecord(3);
    QSignalSpy current(&doc, &PositionDocument::currentRecordChanged);
    doc.undoStack()->undo();
    QCOMPARE(doc.currentRecord(), 0);
    QCOMPARE(current.count(), 1);
    QCOMPARE(doc.fen(), QString(kings));
    QVERIFY(!doc.isModified());
    doc.selectRecord(3);
    doc.undoStack()->redo();
    QCOMPARE(doc.currentRecord(), 0);
    QCOMPARE(doc.fen(), QString("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
}

void TestRecords::brokenRecordIsKeptUntilEdited()
{
    PositionDocument doc;
    doc.openRecords(CollectionFormat::FenList, list.toStdString());
    doc.selectRecord(1);
    QVERIFY(!doc.records()->isReadable(1));
    QCOMPARE(doc.records()->recordText(1), QString(broken));
    QVERIFY(!doc.isModified());
    QCOMPARE(written(doc), list); // shown as an empty board, still written as it was
    doc.placePiece(sq("e1"), {PieceType::King, Color::White});
    QVERIFY(written(doc).contains("\r\n8/8/8/8/8/8/8/4K3 w - - 0 1\r\n"));
}

void TestRecords::addDuplicateDeleteMoveAreUndone()
{
    PositionDocument doc;
    doc.openRecords(CollectionFormat::FenList, list.toStdString());
    doc.selectRecord(2); // rooks
    doc.duplicateRecord();
    QCOMPARE(doc.records()->rowCount(), 5);
    QCOMPARE(doc.currentRecord(), 3);
    QCOMPARE(doc.fen(), QString(rooks));
    doc.addRecord();
    QCOMPARE(doc.currentRecord(), 4);
    QCOMPARE(doc.fen(), StartFen);
    doc.moveRecord(4, 0);
    QCOMPARE(doc.currentRecord(), 0);
    doc.selectRecord(1);
    doc.deleteRecord(); // kings
    QCOMPARE(doc.records()->rowCount(), 5);
    QCOMPARE(doc.currentRecord(), 1);
    QCOMPARE(written(doc),
        "# lesson\r\n" + StartFen.toUtf8() + "\r\n" + broken + "\r\n" + rooks + "\r\n" + rooks + "\r\n"
            + StartFen.toUtf8() + "\r\n");
    for (int i = 0; i < 4; ++i)
        doc.undoStack()->undo();
    QCOMPARE(doc.records()->rowCount(), 4);
    QCOMPARE(written(doc), list);
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.currentRecord(), 2);
}

void TestRecords::lastRecordIsNotDeleted()
{
    PositionDocument doc;
    doc.openRecords(CollectionFormat::FenList, kings.toStdString());
    doc.deleteRecord();
    QCOMPARE(doc.records()->rowCount(), 1);
    QVERIFY(!doc.undoStack()->canUndo());
}

void TestRecords::epdKeepsOperationsAndTitle()
{
    const QByteArray epd = kings.left(kings.size() - 4) + " bm Ke2; id \"first\";\n"
        + rooks.left(rooks.size() - 4) + " id \"second\"; c0 \"castle\";\n";
    PositionDocument doc;
    doc.openRecords(CollectionFormat::Epd, epd.toStdString());
    QCOMPARE(doc.title(), QString("first"));
    doc.selectRecord(1);
    QCOMPARE(doc.title(), QString("second"));
    doc.setTitle("Two rooks");
    doc.setSideToMove(Color::Black);
    QCOMPARE(written(doc),
        kings.left(kings.size() - 4) + " bm Ke2; id \"first\";\n"
            + "4k3/8/8/8/8/8/8/R3K2R b KQ - id \"Two rooks\"; c0 \"castle\";\n");
}

void TestRecords::titleNotInUtf8KeptByteForByte()
{
    // Latin-1 titles, as older programs wrote them: shown with U+FFFD, written as they were
    // unless the title itself is edited.
    const QByteArray epd = kings.left(kings.size() - 4) + " id \"Caf\xE9\";\n";
    const QByteArray pgn = "[Event \"R\xE9ti\"]\n[SetUp \"1\"]\n[FEN \"" + kings + "\"]\n\n*\n";
    for (const auto& [format, file] :
        {std::pair{CollectionFormat::Epd, epd}, std::pair{CollectionFormat::Pgn, pgn}}) {
        PositionDocument doc;
        doc.openRecords(format, file.toStdString());
        QVERIFY(doc.title().contains(QChar::ReplacementCharacter));
        doc.setSideToMove(Color::Black);
        const QByteArray out = written(doc);
        QVERIFY2(out.contains(file.contains("Caf") ? "\"Caf\xE9\"" : "\"R\xE9ti\""), out.constData());
        QVERIFY(out.contains(" b - - 0 1") || out.contains("4k3/8/8/8/8/8/8/4K3 b - -"));
        doc.setTitle("Caf\u00E9 two");
        QVERIFY2(written(doc).contains("\"Caf\xC3\xA9 two\""), written(doc).constData());
    }
}

QTEST_MAIN(TestRecords)
#include "tst_records.moc"
