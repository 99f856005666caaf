// Collection files through File > Open and Save: every record found, an edited record saved
// with every other byte of the file as it was (FEN list, EPD, puzzle CSV, text), Save As
// converting and saying what the target cannot hold, a puzzle that cannot be written refused
// with the file untouched, and damaged files refused with a reason.
#include "collection_reading.h"
#include "file_actions.h"
#include "position_document.h"
#include "record_list.h"
#include "test_support.h"

#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>

#include <QtTest>

#include <memory>

using namespace forsyth;

namespace {

const QByteArray kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const QByteArray rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";

struct Fixture {
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
    FileActions* files = window->findChild<FileActions*>();
    QString chosen;
    QStringList alerts;

    Fixture()
    {
        if (!files)
            qFatal("no FileActions in the window");
        files->setFileChooser([this](bool, const QString&) { return chosen; });
        files->setSaveChooser([this](const QString&, QString&) { return chosen; });
        files->setSaveFailedAlert([this](const QString& text) { alerts << text; });
        files->setOpenFailedAlert([this](const QString& text) { alerts << text; });
    }
    PositionDocument& document() { return *window->document(); }
    QString status() const { return window->statusBar()->currentMessage(); }
};

// Where `before` and `after` differ: the first and last differing bytes of `before` must lie in
// [start, end).
bool differsOnlyIn(const QByteArray& before, const QByteArray& after, qsizetype start, qsizetype end)
{
    qsizetype head = 0;
    while (head < before.size() && head < after.size() && before[head] == after[head])
        ++head;
    qsizetype tail = 0;
    while (tail < before.size() - head && tail < after.size() - head
        && before[before.size() - 1 - tail] == after[after.size() - 1 - tail])
        ++tail;
    return head >= start && before.size() - tail <= end;
}

// A file past BackgroundReadBytes: `lines` EPD lines of about 80 bytes.
QByteArray largeEpd(int lines)
{
    QByteArray text;
    for (int i = 0; i < lines; ++i)
        text += "4k3/8/8/8/8/8/8/4K3 w - - id \"puzzle " + QByteArray::number(i)
            + "\"; c0 \"a large collection\";\n";
    return text;
}

} // namespace

class TestCollectionFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(settings_.isolate()); }
    void init() { clearSettings(); }
    void editOneRecordSaveChangesOnlyIt_data();
    void editOneRecordSaveChangesOnlyIt();
    void saveAsAnotherFormatSaysWhatIsLost();
    void marksShowWhatIsNotSaved();
    void undoPastAPositionOpenedAfterACollection();
    void puzzleThatCannotBeWrittenIsRefused();
    void saveAsOffersTheCollectionsOwnFormat();
    void damagedFilesRefused_data();
    void damagedFilesRefused();
    void oneReadableRecordOpensTheFile();
    void newClosesTheCollection();
    void largeFileReadWithProgress();
    void largeFileOpeningCancelled();

private:
    IsolatedSettings settings_;
    QTemporaryDir dir_;
};

void TestCollectionFiles::editOneRecordSaveChangesOnlyIt_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("records");
    QTest::addColumn<int>("record");      // the one edited: a white knight put on h5
    QTest::addColumn<QByteArray>("edit"); // what the edited record's text holds afterwards

    QByteArray fenList = "# warm-up\n";
    for (int i = 0; i < 30; ++i)
        fenList += (i % 2 ? rooks : kings) + (i % 3 ? "\n" : "\r\n");
    QTest::newRow("FEN list, CRLF here and there")
        << "lesson.fen" << fenList << 30 << 17 << QByteArray("\n4k3/8/8/7N/8/8/8/R3K2R w KQ - 0 1\n");

    const QByteArray epd
        = "4k3/8/8/8/8/8/8/4K2R w K - bm Rh8+; id \"Puzzle 1\"; c0 \"from a book\";\n"
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - id \"Kiwipete\"; "
          "acd 30; ce 20;\n"
          "4k3/8/8/8/8/8/8/R3K3 b Q - am Kd7; id \"Puzzle 3\";\n";
    QTest::newRow("EPD, operations of every record kept")
        << "suite.epd" << epd << 3 << 1 << QByteArray("acd 30; ce 20;");

    const QByteArray csv
        = "PuzzleId,FEN,Moves,Rating,Themes\n"
          "00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7 b2b1 b3c1 b1c1 "
          "h6c1,1913,\"crushing hangingPiece long\"\n"
          "0000D,5rk1/1p3ppp/pq3b2/8/8/1P1Q1N2/P4PPP/3R2K1 w - - 2 27,d3d6 f8d8 d6d8 f6d8,1580,"
          "\"advantage endgame short\"\n";
    QTest::newRow("puzzle CSV, the other cells kept")
        << "puzzles.csv" << csv << 2 << 0 << QByteArray(",f2g3 e6e7");

    const QByteArray text
        = "Lesson notes.\nFirst the kings: " + kings + "\nthen the rooks: " + rooks + "\nThe end.\n";
    QTest::newRow("text, the prose kept") << "notes.txt" << text << 2 << 1 << QByteArray("then the rooks: ");

    // 200 games: tags the editor does not know, comments, variations, NAGs, an escape line,
    // CRLF in every third game; game 119 (a game without a FEN tag) edited at its start.
    QByteArray games;
    for (int i = 1; i <= 200; ++i) {
        QByteArray game = "[Event \"Club " + QByteArray::number(i)
            + "\"]\n[White \"Kim\"]\n[Black \"Li\"]\n"
              "[ECO \"C60\"]\n\n1. e4 e5 {the usual} 2. Nf3 (2. f4 exf4) Nc6 $1 3. Bb5 a6\n"
              "% escape\n4. Ba4 1-0\n\n";
        if (i % 3 == 0)
            game.replace("\n", "\r\n");
        games += game;
    }
    QTest::newRow("PGN, 200 games")
        << "games.pgn" << games << 200 << 118
        << QByteArray(
               "[ECO \"C60\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/7N/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 "
               "1\"]\n\n1. e4 e5 {the usual} 2. Nf3 (2. f4 exf4) Nc6 $1");
}

void TestCollectionFiles::editOneRecordSaveChangesOnlyIt()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(int, records);
    QFETCH(int, record);
    QFETCH(QByteArray, edit);
    const QString path = dir_.filePath(name);
    QVERIFY(writeFile(path, text));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    QVERIFY(f.document().hasRecords());
    QCOMPARE(f.document().records()->rowCount(), records);
    QVERIFY2(f.status().contains(QString::number(records)), qPrintable(f.status()));
    f.document().selectRecord(record);
    f.document().placePiece(sq("h5"), {PieceType::Knight, Color::White});
    QVERIFY(f.files->isModified());
    QVERIFY(f.files->save());
    QVERIFY(!f.files->isModified());
    const QByteArray saved = readFile(path);
    QVERIFY(saved != text);
    QVERIFY(saved.contains(edit));
    // Where the record was in the file: the only place that changed.
    const CollectionIndex index = indexCollection(*collectionFormat(name.toStdString()), view(text));
    const RecordSpan span = index.records[std::size_t(record)];
    QVERIFY2(differsOnlyIn(text, saved, qsizetype(span.start), qsizetype(span.end)), saved.constData());
    // Reopened, the edit is there.
    Fixture again;
    QVERIFY(again.files->openFile(path));
    again.document().selectRecord(record);
    QVERIFY(again.document().position().pieceAt(sq("h5")).is(Color::White, PieceType::Knight));
}

void TestCollectionFiles::marksShowWhatIsNotSaved()
{
    // The list's "*" marks the records that differ from the file as last saved (or opened):
    // gone on Save and Save As, back when an undo makes a record differ again.
    const QString path = dir_.filePath("marks.fen");
    QVERIFY(writeFile(path, kings + "\n" + rooks + "\n"));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    const RecordList* records = f.document().records();
    const auto marked = [records] {
        QList<bool> out;
        for (int row = 0; row < records->rowCount(); ++row)
            out << records->index(row).data(RecordList::EditedRole).toBool();
        return out;
    };
    QCOMPARE(marked(), QList<bool>({false, false}));
    f.document().setSideToMove(Color::Black);
    f.document().duplicateRecord();
    QCOMPARE(marked(), QList<bool>({true, true, false}));
    QVERIFY(f.files->save());
    QCOMPARE(marked(), QList<bool>({false, false, false}));
    f.document().undoStack()->undo(); // the duplicate: gone, and not in the file as saved
    QCOMPARE(marked(), QList<bool>({false, false}));
    f.document().undoStack()->undo(); // the side to move: as opened, not as saved
    QCOMPARE(marked(), QList<bool>({true, false}));
    f.document().undoStack()->redo();
    f.document().undoStack()->redo();
    QCOMPARE(marked(), QList<bool>({false, false, false}));
    f.document().selectRecord(2);
    f.document().setSideToMove(Color::Black);
    QCOMPARE(marked(), QList<bool>({false, false, true}));
    f.chosen = dir_.filePath("marks-copy.fen");
    QVERIFY(f.files->saveAs());
    QCOMPARE(marked(), QList<bool>({false, false, false}));
}

void TestCollectionFiles::undoPastAPositionOpenedAfterACollection()
{
    // The collection's steps name its records: opening a position or File > New closes it and
    // starts a session of its own, and nothing undoes into the list gone (it crashed).
    const QString list = dir_.filePath("three.fen");
    const QString one = dir_.filePath("one.fen");
    QVERIFY(writeFile(list, kings + "\n" + rooks + "\n" + kings + "\n"));
    QVERIFY(writeFile(one, rooks + "\n"));
    for (const bool opensAFile : {true, false}) {
        Fixture f;
        QVERIFY(f.files->openFile(list));
        f.document().selectRecord(1);
        f.document().deleteRecord();
        f.document().setSideToMove(Color::Black);
        f.files->setUnsavedPrompt([](const QString&) { return FileActions::Unsaved::Discard; });
        QVERIFY(opensAFile ? f.files->openFile(one) : f.files->newPosition());
        QVERIFY(!f.document().hasRecords());
        QVERIFY(!f.document().undoStack()->canUndo());
        QCOMPARE(f.document().fen(), opensAFile ? QString(rooks) : StartFen);
        QCOMPARE(f.files->filePath(), opensAFile ? one : QString());
        QVERIFY(!f.files->isModified());
        f.document().setSideToMove(Color::Black);
        f.document().undoStack()->undo();
        QCOMPARE(f.document().fen(), opensAFile ? QString(rooks) : StartFen);
    }
}

void TestCollectionFiles::saveAsAnotherFormatSaysWhatIsLost()
{
    const QString path = dir_.filePath("titled.epd");
    QVERIFY(writeFile(path,
        kings.left(kings.size() - 4) + " id \"one\";\n" + rooks.left(rooks.size() - 4)
            + " bm O-O; id \"two\";\n"));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    f.chosen = dir_.filePath("plain.fen");
    QVERIFY(f.files->saveAs());
    QCOMPARE(readFile(f.chosen), kings + "\n" + rooks + "\n");
    // Each thing not kept is a sentence of its own.
    QVERIFY2(f.status().endsWith("plain.fen. A FEN file has no place for titles: 2 titles not kept. EPD "
                                 "operations other than the id (bm, am, c0, ...) are not kept"),
        qPrintable(f.status()));
    QCOMPARE(f.files->filePath(), f.chosen);
    // Lines with no operation but their id (or none, as pasted FENs): none said to be lost.
    const QString ids = dir_.filePath("ids.epd");
    QVERIFY(writeFile(
        ids, kings.left(kings.size() - 4) + " id \"one\";\n" + rooks.left(rooks.size() - 4) + "\n"));
    QVERIFY(f.files->openFile(ids));
    f.chosen = dir_.filePath("ids.pgn");
    QVERIFY(f.files->saveAs());
    QVERIFY2(f.status().endsWith("ids.pgn"), qPrintable(f.status()));
}

void TestCollectionFiles::saveAsOffersTheCollectionsOwnFormat()
{
    const QString path = dir_.filePath("puzzles.csv");
    const QByteArray csv
        = "PuzzleId,FEN,Moves,Rating\np1," + rooks + ",e1e2 e8d7,1500\np2," + kings + ",e1d1 e8d8,1600\n";
    QVERIFY(writeFile(path, csv));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    QString preselected;
    QString answer; // the name typed
    QString picked; // the filter picked; the one preselected when empty
    f.files->setSaveChooser([&](const QString&, QString& selected) {
        preselected = selected;
        if (!picked.isEmpty())
            selected = picked;
        return dir_.filePath(answer);
    });
    // The file's own format is offered after FEN, EPD and PGN, and preselected: a name without
    // an extension gets .csv, and every column is kept.
    answer = "copy";
    QVERIFY(f.files->saveAs());
    QCOMPARE(preselected, QString("Lichess puzzles (*.csv)"));
    QCOMPARE(f.files->filePath(), dir_.filePath("copy.csv"));
    QCOMPARE(readFile(dir_.filePath("copy.csv")), csv);
    // A .csv name typed while another filter is picked stays a .csv (not "again.csv.pgn").
    answer = "again.csv";
    picked = FileActions::saveFilters().at(2);
    QVERIFY(f.files->saveAs());
    QCOMPARE(f.files->filePath(), dir_.filePath("again.csv"));
    QVERIFY(!QFile::exists(dir_.filePath("again.csv.pgn")));
    QCOMPARE(readFile(dir_.filePath("again.csv")), csv);
    // The picked filter names the format when no extension is typed.
    answer = "games";
    QVERIFY(f.files->saveAs());
    QCOMPARE(f.files->filePath(), dir_.filePath("games.pgn"));
    // A collection of another format is not offered a CSV: FEN preselected for a .fen file.
    QVERIFY(writeFile(dir_.filePath("two.fen"), kings + "\n" + rooks + "\n"));
    QVERIFY(f.files->openFile(dir_.filePath("two.fen")));
    picked.clear();
    answer = "list";
    QVERIFY(f.files->saveAs());
    QCOMPARE(preselected, FileActions::saveFilters().at(0));
    QCOMPARE(f.files->filePath(), dir_.filePath("list.fen"));
}

void TestCollectionFiles::puzzleThatCannotBeWrittenIsRefused()
{
    const QString path = dir_.filePath("one.csv");
    const QByteArray csv = "p1," + rooks + ",e1e2 e8d7\np2," + kings + ",e1d1 e8d8\n";
    QVERIFY(writeFile(path, csv));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    QCOMPARE(f.document().fen(), QString("4k3/8/8/8/8/8/4K3/R6R b - - 1 1"));
    // The king that made the setting move is taken off: no position before the move fits.
    f.document().placePiece(sq("e2"), {});
    QVERIFY(!f.files->save());
    QCOMPARE(f.alerts.size(), 1);
    QVERIFY2(f.alerts.front().contains("position 1"), qPrintable(f.alerts.front()));
    QCOMPARE(readFile(path), csv);
    QVERIFY(f.files->isModified());
    // A position added (Duplicate) has no move that sets it: saved with Moves empty, and said,
    // rather than keeping the other edits from being saved.
    f.document().undoStack()->undo();
    f.document().duplicateRecord();
    f.document().setSideToMove(Color::White);
    QVERIFY(f.files->save());
    QCOMPARE(f.alerts.size(), 1);
    QVERIFY2(
        f.status().contains("1 position added here was written with Moves empty"), qPrintable(f.status()));
    QCOMPARE(readFile(path),
        "p1," + rooks + ",e1e2 e8d7\np1,4k3/8/8/8/8/8/4K3/R6R w - - 1 1,\np2," + kings + ",e1d1 e8d8\n");
    QVERIFY(f.files->openFile(path));
    QCOMPARE(f.document().records()->rowCount(), 3);

    // A row whose FEN cell does not read shows that cell to be mended; mended, it is saved there,
    // its moves kept, and reads as a puzzle again.
    const QString broken = dir_.filePath("broken.csv");
    QVERIFY(
        writeFile(broken, "p1,4k3/8/8/8/8/8/8/R3K2R x KQ - 0 1,e1e2 e8d7\n" + csv.mid(csv.indexOf("p2"))));
    QVERIFY(f.files->openFile(broken));
    f.document().selectRecord(0);
    QVERIFY(f.document().showsUnreadRecord());
    f.document().setPositionFromTyping(read(QString(rooks)));
    QVERIFY(f.files->save());
    QCOMPARE(f.alerts.size(), 1); // none more
    QCOMPARE(readFile(broken), "p1," + rooks + ",e1e2 e8d7\n" + csv.mid(csv.indexOf("p2")));
    QVERIFY(f.files->openFile(broken));
    QCOMPARE(f.document().fen(), QString("4k3/8/8/8/8/8/4K3/R6R b - - 1 1"));
}

void TestCollectionFiles::damagedFilesRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("why");
    QTest::newRow("binary") << "image.fen" << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
                            << "not a text file";
    QTest::newRow("a CSV without puzzles")
        << "empty.csv" << QByteArray("PuzzleId,FEN,Moves\n") << "no position";
    QTest::newRow("text without a FEN")
        << "prose.txt" << QByteArray("Nothing to see here.\n") << "no position";
    // What Forsyth opens is named, pictures too.
    QTest::newRow("an archive")
        << "puzzles.zip" << QByteArray("PK\x03\x04", 4)
        << "puzzles.zip: positions are read from .fen, .epd, .pgn, .csv and .txt files, "
           "boards from pictures (.png, .jpg, .webp, .bmp, .tif)";
    // Lines, but not one of them a position: not a collection of empty boards.
    QTest::newRow("EPD lines that do not read")
        << "prose.epd" << QByteArray("hello world\nthis is not a position\n\x01\x02 garbage\n")
        << "prose.epd: not one of its 3 records reads as a position. The first: Rank 8, "
           "square a8: \"h\" is no piece letter";
    // UTF-16 that saving would not write back as it is: refused, with where it breaks.
    const auto utf16 = [](const char* text) {
        const QString s = QString::fromLatin1(text);
        return QByteArray(reinterpret_cast<const char*>(s.utf16()), s.size() * 2); // little-endian here
    };
    const QByteArray kingsLine = utf16("4k3/8/8/8/8/8/8/4K3 w - - id \"");
    QTest::newRow("UTF-16, a lone surrogate")
        << "lone.epd" << QByteArray("\xFF\xFE") + kingsLine + QByteArray("\x00\xD8", 2) + utf16("\";\n")
        << QStringLiteral("its UTF-16 text is damaged at byte %1 (half a character)")
               .arg(2 + kingsLine.size());
    QTest::newRow("UTF-16, an odd last byte")
        << "odd.epd" << QByteArray("\xFF\xFE") + kingsLine + utf16("x\";\n") + "A"
        << QStringLiteral("damaged at byte %1").arg(2 + kingsLine.size() + 8);
    QTest::newRow("UTF-16 without its mark") << "nomark.fen" << utf16("4k3/8/8/8/8/8/8/4K3 w - - 0 1\n")
                                             << "looks like UTF-16 text without a byte order mark";
    QTest::newRow("FEN lines that do not read")
        << "two.fen" << QByteArray("8/8/8/8 w - - 0 1\n9/8/8/8/8/8/8/8 w - - 0 1\n")
        << "not one of its 2 records reads as a position";
}

void TestCollectionFiles::damagedFilesRefused()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(QString, why);
    const QString path = dir_.filePath(name);
    QVERIFY(writeFile(path, text));
    Fixture f;
    f.document().setPosition(read(QString(rooks)), "before");
    QVERIFY(!f.files->openFile(path));
    QVERIFY2(f.status().contains(why), qPrintable(f.status()));
    QCOMPARE(f.document().fen(), QString(rooks));
    QVERIFY(!f.document().hasRecords());
    QVERIFY(f.files->filePath().isEmpty());
}

void TestCollectionFiles::oneReadableRecordOpensTheFile()
{
    // The lines that do not read are there to be mended, in the FEN field with what is wrong.
    const QString path = dir_.filePath("mostly-broken.epd");
    QVERIFY(writeFile(path, "hello world\nthis is not a position\n" + QByteArray(kings) + "\n"));
    Fixture f;
    QVERIFY2(f.files->openFile(path), qPrintable(f.status()));
    QCOMPARE(f.document().records()->rowCount(), 3);
    QVERIFY(!f.document().records()->isReadable(0));
    QVERIFY(f.document().records()->isReadable(2));
    // Opened on the one that reads, not on an empty board.
    QCOMPARE(f.document().currentRecord(), 2);
    QCOMPARE(f.document().fen(), QString(kings));
}

void TestCollectionFiles::newClosesTheCollection()
{
    const QString path = dir_.filePath("two.fen");
    QVERIFY(writeFile(path, kings + "\n" + rooks + "\n"));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    QVERIFY(f.document().hasRecords());
    QVERIFY(f.files->newPosition());
    QVERIFY(!f.document().hasRecords());
    QCOMPARE(f.document().fen(), StartFen);
}

void TestCollectionFiles::largeFileReadWithProgress()
{
    Fixture f;
    const QString path = dir_.filePath("large.epd");
    QVERIFY(writeFile(path, largeEpd(120'000)));
    QVERIFY(QFileInfo(path).size() >= BackgroundReadBytes);
    bool dialogSeen = false;
    QTimer::singleShot(
        0, f.window.get(), [&] { dialogSeen = f.window->findChild<QProgressDialog*>() != nullptr; });
    QVERIFY(f.files->openFile(path));
    QVERIFY(dialogSeen);
    QCOMPARE(f.document().records()->rowCount(), 120'000);
    f.document().selectRecord(119'999);
    QCOMPARE(f.files->title(), QString("puzzle 119999"));
    QVERIFY(!f.window->findChild<QProgressDialog*>()); // gone once read
}

void TestCollectionFiles::largeFileOpeningCancelled()
{
    Fixture f;
    f.document().setPosition(*readFen(rooks.toStdString()).position, "set up", {});
    const QString path = dir_.filePath("cancelled.epd");
    QVERIFY(writeFile(path, largeEpd(120'000)));
    // Cancel as soon as the dialog shows, before the scan can finish.
    QTimer::singleShot(0, f.window.get(), [&] {
        if (auto* dialog = f.window->findChild<QProgressDialog*>())
            dialog->findChild<QPushButton*>()->click();
    });
    QVERIFY(!f.files->openFile(path));
    QVERIFY(!f.document().hasRecords());
    QCOMPARE(f.document().fen(), QString(rooks));
    QVERIFY(f.status().contains("cancelled"));
    QVERIFY(f.files->filePath().isEmpty());
}

QTEST_MAIN(TestCollectionFiles)
#include "tst_collectionfiles.moc"
