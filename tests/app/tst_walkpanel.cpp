// Step by step: each step lights the right square and says the right thing; Next, Previous, the
// keys, the end, and a new FEN starting the walk over.
#include "lesson_board.h"
#include "position_document.h"
#include "test_support_core.h"
#include "walk_panel.h"

#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtTest>

using namespace forsyth;

namespace {

// The seeds' Korean lesson walks rank 8 of this position letter by letter.
const QString SeedFen = QStringLiteral("r1b1k1nr/p2p1pNp/n2B4/1p1NP2P/6P1/3P1Q2/P1P1K3/q5b1 w - - 0 1");

struct Fixture {
    PositionDocument document;
    WalkPanel panel{&document};

    explicit Fixture(const QString& fen) { document.setPosition(read(fen), QStringLiteral("test")); }
    QPushButton* button(const char* name) { return panel.findChild<QPushButton*>(QLatin1String(name)); }
};

} // namespace

class TestWalkPanel : public QObject {
    Q_OBJECT

private slots:
    void startsBeforeTheFirstCharacter();
    void rankEightLetterByLetter();
    void previousGoesBack();
    void fieldsTwoToSix();
    void theEnd();
    void keys();
    void keysAfterStartOver();
    void fieldStepsHeadTheWholeField();
    void newFenStartsOver();
    void unreadSquaresAreVeiled();
};

void TestWalkPanel::startsBeforeTheFirstCharacter()
{
    Fixture f(SeedFen);
    QCOMPARE(f.panel.step(), 0);
    QCOMPARE(f.panel.stepCount(), 51 + 5); // 44 characters and 7 slashes, then five fields
    QCOMPARE(f.panel.counterText(), QString("Step 0 of 56"));
    QCOMPARE(f.panel.board()->filled(), Bitboard{0});
    QCOMPARE(f.panel.board()->position().occupied(), Bitboard{0});
    QVERIFY(f.panel.words().contains("Press Next"));
    QVERIFY(!f.button("walkPrevious")->isEnabled());
    QVERIFY(f.button("walkNext")->isEnabled());
}

void TestWalkPanel::rankEightLetterByLetter()
{
    Fixture f(SeedFen);
    struct Expected {
        const char* chars;
        const char* lit;
        const char* sentence;
        const char* soFar;
    };
    const Expected steps[] = {
        {"r", "a8", "r: a black rook on a8", "Rank 8 so far: black rook (r)"},
        {"1", "b8", "1: one empty square, b8", "Rank 8 so far: black rook (r), 1 empty square (1)"},
        {"b", "c8", "b: a black bishop on c8", "black rook (r), 1 empty square (1), black bishop (b)"},
        {"1", "d8", "1: one empty square, d8", "black bishop (b), 1 empty square (1)"},
        {"k", "e8", "k: a black king on e8", "1 empty square (1), black king (k)"},
        {"1", "f8", "1: one empty square, f8", "black king (k), 1 empty square (1)"},
        {"n", "g8", "n: a black knight on g8", "1 empty square (1), black knight (n)"},
        {"r", "h8", "r: a black rook on h8", "black knight (n), black rook (r)"},
        {"/", "a8 b8 c8 d8 e8 f8 g8 h8", "/: rank 8 ends; rank 7 follows",
            "r1b1k1nr: rank 8: black rook, one empty square, black bishop, one empty square, black king, one "
            "empty square, black knight, black rook"},
    };
    int n = 0;
    for (const Expected& e : steps) {
        f.panel.next();
        ++n;
        QCOMPARE(f.panel.step(), n);
        QCOMPARE(f.panel.stepText(), QString(e.chars));
        QCOMPARE(squareNames(f.panel.board()->lit()), QString(e.lit));
        QVERIFY2(f.panel.words().contains(e.sentence), qPrintable(f.panel.words()));
        QVERIFY2(f.panel.words().contains(e.soFar), qPrintable(f.panel.words()));
        QCOMPARE(f.panel.counterText(), QString("Step %1 of 56").arg(n));
        // The character read is the one marked in the FEN shown (a '/' may wrap after it).
        const QString marked = QString(e.chars).replace("/", "/&#8203;");
        QVERIFY(f.panel.fenText().contains(QString("font-weight:bold\">%1</span>").arg(marked)));
    }
    // The board holds rank 8 and nothing else.
    QCOMPARE(popCount(f.panel.board()->filled()), 8);
    QCOMPARE(f.panel.board()->position().occupied(),
        bit(sq("a8")) | bit(sq("c8")) | bit(sq("e8")) | bit(sq("g8")) | bit(sq("h8")));
    f.panel.next();
    QCOMPARE(squareNames(f.panel.board()->lit()), QString("a7"));
    QVERIFY(f.panel.words().contains("Rank 7 so far: black pawn (p)"));
}

void TestWalkPanel::previousGoesBack()
{
    Fixture f(SeedFen);
    for (int i = 0; i < 5; ++i)
        f.panel.next();
    QCOMPARE(squareNames(f.panel.board()->lit()), QString("e8"));
    f.panel.previous();
    QCOMPARE(f.panel.step(), 4);
    QCOMPARE(squareNames(f.panel.board()->lit()), QString("d8"));
    QVERIFY(f.panel.board()->position().pieceAt(sq("e8")).empty()); // the king not read yet
    f.button("walkPrevious")->click();
    QCOMPARE(f.panel.step(), 3);
    f.button("walkStartOver")->click();
    QCOMPARE(f.panel.step(), 0);
    f.panel.previous(); // nothing before the start
    QCOMPARE(f.panel.step(), 0);
}

void TestWalkPanel::fieldsTwoToSix()
{
    Fixture f(QStringLiteral("r3k2r/8/8/8/4pP2/8/8/R3K2R b Kq f3 0 19"));
    for (int i = 0; i < 26; ++i)
        f.panel.next();
    QCOMPARE(f.panel.stepText(), QString("R"));
    f.panel.next();
    QCOMPARE(f.panel.stepText(), QString("b"));
    QVERIFY(f.panel.words().contains("b: Black is to move"));
    QCOMPARE(squareNames(f.panel.board()->lit()), QString("e4 a8 e8 h8"));
    f.panel.next();
    QCOMPARE(f.panel.stepText(), QString("Kq"));
    QVERIFY(f.panel.words().contains("K: White may still castle on the king's side"));
    QVERIFY(f.panel.words().contains("q: Black may still castle on the queen's side"));
    f.panel.next();
    QCOMPARE(f.panel.stepText(), QString("f3"));
    QVERIFY(f.panel.words().contains("f3: a white pawn has just moved two squares, from f2 to f4"));
    QCOMPARE(squareNames(f.panel.board()->lit()), QString("f3 e4 f4"));
    f.panel.next();
    QVERIFY(f.panel.words().contains("0: no half moves since the last capture or pawn move"));
    f.panel.next();
    QVERIFY(f.panel.words().contains("19: move 19"));
}

void TestWalkPanel::theEnd()
{
    Fixture f(StartFen);
    f.button("walkNext")->click();
    f.panel.goToEnd();
    QCOMPARE(f.panel.step(), f.panel.stepCount());
    QVERIFY(f.panel.words().contains("That is the whole FEN."));
    QVERIFY(!f.button("walkNext")->isEnabled());
    QCOMPARE(f.panel.board()->filled(), ~Bitboard{0});
    QVERIFY(f.panel.board()->position() == read(StartFen));
    f.panel.next(); // nothing after the end
    QCOMPARE(f.panel.step(), f.panel.stepCount());
}

void TestWalkPanel::keys()
{
    Fixture f(StartFen);
    f.panel.show();
    f.panel.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&f.panel));
    f.panel.setFocus();
    QTest::keyClick(&f.panel, Qt::Key_Right);
    QTest::keyClick(&f.panel, Qt::Key_PageDown);
    QCOMPARE(f.panel.step(), 2);
    QTest::keyClick(&f.panel, Qt::Key_Left);
    QCOMPARE(f.panel.step(), 1);
    QTest::keyClick(&f.panel, Qt::Key_End);
    QCOMPARE(f.panel.step(), f.panel.stepCount());
    QTest::keyClick(&f.panel, Qt::Key_PageUp);
    QCOMPARE(f.panel.step(), f.panel.stepCount() - 1);
    QTest::keyClick(&f.panel, Qt::Key_Home);
    QCOMPARE(f.panel.step(), 0);
}

// Start over greys itself out once clicked, as Next does at the end: the focus it had stays
// in the panel, so the presenter's remote (Page Down) and the arrows go on stepping. The panel
// sits in a window with more to focus after it, as in its dock.
void TestWalkPanel::keysAfterStartOver()
{
    PositionDocument document;
    QWidget window;
    auto* panel = new WalkPanel(&document, &window);
    auto* layout = new QVBoxLayout(&window);
    layout->addWidget(panel);
    layout->addWidget(new QLineEdit(&window)); // the rest of the window
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const auto button = [panel](const char* name) { return panel->findChild<QPushButton*>(name); };
    const auto press = [](Qt::Key key) { QTest::keyClick(QApplication::focusWidget(), key); };
    QTest::mouseClick(button("walkNext"), Qt::LeftButton);
    QTest::mouseClick(button("walkNext"), Qt::LeftButton);
    QCOMPARE(panel->step(), 2);
    QTest::mouseClick(button("walkStartOver"), Qt::LeftButton);
    QCOMPARE(panel->step(), 0);
    QVERIFY(!button("walkStartOver")->isEnabled());
    QVERIFY(QApplication::focusWidget() == panel || panel->isAncestorOf(QApplication::focusWidget()));
    press(Qt::Key_PageDown);
    QCOMPARE(panel->step(), 1);
    press(Qt::Key_Right);
    QCOMPARE(panel->step(), 2);
    // Next greyed out at the end, the same.
    panel->goToEnd();
    panel->previous();
    QTest::mouseClick(button("walkNext"), Qt::LeftButton);
    QCOMPARE(panel->step(), panel->stepCount());
    QVERIFY(!button("walkNext")->isEnabled());
    press(Qt::Key_PageUp);
    QCOMPARE(panel->step(), panel->stepCount() - 1);
}

// A step of fields 2-6 reads the whole field, and its heading says all of it ("KQkq", not "K").
void TestWalkPanel::fieldStepsHeadTheWholeField()
{
    Fixture f(QStringLiteral("r1b1k2r/pp3ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12"));
    while (f.panel.stepText() != QLatin1String("w"))
        f.panel.next();
    QVERIFY2(f.panel.words().startsWith("w · Field 2: "), qPrintable(f.panel.words()));
    f.panel.next();
    QCOMPARE(f.panel.stepText(), QString("KQkq"));
    QVERIFY2(f.panel.words().startsWith("KQkq · Field 3: castling\n"), qPrintable(f.panel.words()));
    // Every letter still said.
    QVERIFY(f.panel.words().contains("K: White may still castle on the king's side"));
    QVERIFY(f.panel.words().contains("q: Black may still castle on the queen's side"));
    f.panel.next();
    QVERIFY2(f.panel.words().startsWith("d6 · Field 4: "), qPrintable(f.panel.words()));
    f.panel.goToEnd();
    QVERIFY2(f.panel.words().startsWith("12 · Field 6: "), qPrintable(f.panel.words()));
}

void TestWalkPanel::newFenStartsOver()
{
    Fixture f(StartFen);
    for (int i = 0; i < 10; ++i)
        f.panel.next();
    f.document.setPosition(read(SeedFen), QStringLiteral("another"));
    QCOMPARE(f.panel.step(), 0);
    QCOMPARE(f.panel.stepCount(), 56);
    f.panel.next();
    QCOMPARE(f.panel.stepText(), QString("r"));
    // An edit of the board is a new FEN too.
    f.document.placePiece(sq("d4"), Piece{PieceType::Queen, Color::White});
    QCOMPARE(f.panel.step(), 0);
}

void TestWalkPanel::unreadSquaresAreVeiled()
{
    Fixture f(StartFen);
    f.panel.resize(400, 800);
    f.panel.next();
    f.panel.next(); // a8 read (and b8, lit); b7 not
    const QImage image = f.panel.board()->grab().toImage();
    const QPoint read = f.panel.board()->squareRect(sq("a8")).topLeft() + QPoint(3, 3);
    const QPoint unread = f.panel.board()->squareRect(sq("b7")).topLeft() + QPoint(3, 3);
    // b7 and a8 are both light squares: read, it shows the board's colour; unread, the veil's.
    QVERIFY(image.pixelColor(read) != image.pixelColor(unread));
}

QTEST_MAIN(TestWalkPanel)
#include "tst_walkpanel.moc"
