// The live FEN field: typing updates the board at once, broken text leaves it alone and says
// why, the text is never rewritten under the user's cursor.
#include "as_string_view.h"
#include "fen_field.h"
#include "position_document.h"
#include "test_support.h"

#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QLineEdit>
#include <QVBoxLayout>
#include <QtTest>

using namespace forsyth;

namespace {

// Pixels of the error mark (tint, wave, text): reddish, unlike the black text, white base and
// the selection's blue.
int redPixels(QWidget* widget)
{
    return countPixels(
        widget, [](const QColor& c) { return c.red() - c.green() > 40 && c.red() - c.blue() > 40; });
}

} // namespace

class TestFenField : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void showsDocumentFen();
    void typingCharByCharIsLiveAndOneStep();
    void brokenTextKeepsDocument_data();
    void brokenTextKeepsDocument();
    void underlineIsDrawnAndCleared();
    void repairIsAGentleNote();
    void notRewrittenWhileTyping();
    void normalisedOnEnter();
    void normalisedOnFocusOut();
    void enterKeepsBrokenText();
    void escapeRestoresDocumentFen();
    void documentChangesUpdateText();
    void changeFromElsewhereReplacesTypedText();
    void focusFieldSelectsAll();
    void hugePasteDoesNotHang();
    void pastedLinkIsUnwrapped();

private:
    void paste(const QString& text); // select all, then Ctrl+V, as a user would
    void typeKeys(const QString& text);

    QWidget* window_ = nullptr;
    PositionDocument* doc_ = nullptr;
    FenField* field_ = nullptr;
    QLineEdit* edit_ = nullptr;
    QLineEdit* elsewhere_ = nullptr; // somewhere to move the focus to
};

void TestFenField::init()
{
    window_ = new QWidget;
    doc_ = new PositionDocument(window_);
    field_ = new FenField(doc_, window_);
    elsewhere_ = new QLineEdit(window_);
    auto* layout = new QVBoxLayout(window_);
    layout->addWidget(field_);
    layout->addWidget(elsewhere_);
    window_->resize(700, 120);
    window_->show();
    QApplication::setActiveWindow(window_);
    QVERIFY(QTest::qWaitForWindowActive(window_));
    edit_ = field_->lineEdit();
}

void TestFenField::cleanup()
{
    delete window_;
    window_ = nullptr;
}

void TestFenField::paste(const QString& text)
{
    field_->focusField();
    QApplication::clipboard()->setText(text);
    QTest::keyClick(edit_, Qt::Key_V, Qt::ControlModifier);
}

void TestFenField::typeKeys(const QString& text)
{
    field_->focusField();
    QTest::keyClick(edit_, Qt::Key_Backspace);
    QTest::keyClicks(edit_, text);
}

void TestFenField::showsDocumentFen()
{
    QCOMPARE(edit_->text(), StartFen);
    QVERIFY(field_->message().isEmpty());
    QCOMPARE(field_->underlinedRange(), std::make_pair(-1, -1));
}

void TestFenField::typingCharByCharIsLiveAndOneStep()
{
    const QString target = QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 b - - 3 40");
    field_->focusField();
    QTest::keyClick(edit_, Qt::Key_Backspace);
    Position last = doc_->position();
    QString typed;
    for (const QChar c : target) {
        QTest::keyClick(edit_, c.toLatin1());
        typed += c;
        QCOMPARE(edit_->text(), typed); // never rewritten under the cursor
        const QByteArray utf8 = typed.toUtf8();
        const auto r = readFen(asStringView(utf8));
        if (r.ok())
            last = *r.position;
        // The board is the last text that parsed: at once when this one does, untouched if not.
        QVERIFY2(doc_->position() == last, qPrintable(typed));
        QCOMPARE(field_->showsError(), !r.ok());
    }
    QCOMPARE(doc_->fen(), target);
    QCOMPARE(doc_->undoStack()->count(), 1);
    QTest::keyClick(edit_, Qt::Key_Return);
    doc_->undoStack()->undo();
    QCOMPARE(doc_->fen(), StartFen);
    QCOMPARE(edit_->text(), StartFen);
}

void TestFenField::brokenTextKeepsDocument_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("underlined");
    QTest::addColumn<QString>("message");
    QTest::newRow("rank too long") << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                   << "ppppppppp"
                                   << "9 squares";
    QTest::newRow("unknown letter") << "rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                    << "X"
                                    << "no piece letter";
    QTest::newRow("bad side") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"
                              << "x"
                              << "side to move";
    // Core's spans are UTF-8 bytes; the underline must land on the same characters in UTF-16.
    QTest::newRow("non-ASCII extra field")
        << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 é") << QStringLiteral("é")
        << "";
    QTest::newRow("non-ASCII piece") << QStringLiteral(
        "rnbqkbnr/pppppppp/8/8/4♔3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                                     << QStringLiteral("♔") << "";
    QTest::newRow("surrogate pair") << QStringLiteral(
        "rnbqkbnr/pppppppp/8/8/4\U0001F600/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                                    << QStringLiteral("\U0001F600") << "";
    QTest::newRow("bad halfmove") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x1 1"
                                  << "x1"
                                  << "halfmove";
}

void TestFenField::brokenTextKeepsDocument()
{
    QFETCH(QString, text);
    QFETCH(QString, underlined);
    QFETCH(QString, message);
    doc_->movePiece(*parseSquare("e2"), *parseSquare("e4"));
    const QString before = doc_->fen();
    const int steps = doc_->undoStack()->count();
    QSignalSpy changes(doc_, &PositionDocument::changed);

    paste(text);
    QCOMPARE(edit_->text(), text); // the user's text stays as typed
    QCOMPARE(doc_->fen(), before);
    QCOMPARE(doc_->undoStack()->count(), steps);
    QCOMPARE(changes.count(), 0);
    QVERIFY(field_->showsError());
    QVERIFY2(field_->message().contains(message, Qt::CaseInsensitive), qPrintable(field_->message()));
    const auto [start, end] = field_->underlinedRange();
    QCOMPARE(text.mid(start, end - start), underlined);
}

void TestFenField::underlineIsDrawnAndCleared()
{
    const QString broken = QStringLiteral("rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const int x = static_cast<int>(broken.indexOf(QLatin1Char('X')));
    paste(broken);
    QVERIFY(field_->showsError());
    QCOMPARE(field_->underlinedRange(), std::make_pair(x, x + 1));
    QVERIFY(redPixels(edit_) > 3); // the input-method format really reaches the line edit

    QTest::keyClick(edit_, Qt::Key_End);
    QTest::keyClick(edit_, Qt::Key_Backspace);
    QVERIFY(field_->showsError()); // still broken: the underline follows the edit
    QCOMPARE(field_->underlinedRange(), std::make_pair(x, x + 1));

    paste(QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QVERIFY(!field_->showsError());
    QVERIFY(field_->message().isEmpty());
    QCOMPARE(field_->underlinedRange(), std::make_pair(-1, -1));
    QCOMPARE(redPixels(edit_), 0);
    QVERIFY(doc_->position().pieceAt(*parseSquare("e4")).is(Color::White, PieceType::Pawn));
}

void TestFenField::repairIsAGentleNote()
{
    paste(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR B KQkq - 0 1"));
    QVERIFY(!field_->showsError());
    QVERIFY2(field_->message().contains(QStringLiteral("read as")), qPrintable(field_->message()));
    QCOMPARE(doc_->position().sideToMove, Color::Black);

    paste(QStringLiteral("4k3/8/8/8/8/8/8/4K3"));
    QVERIFY(field_->message().contains(QStringLiteral("missing")));
    QCOMPARE(doc_->fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
}

void TestFenField::notRewrittenWhileTyping()
{
    const QString typed = QStringLiteral("4k3/8/8/8/8/8/8/4K3 W - - 0 1");
    typeKeys(typed);
    QCOMPARE(doc_->position(), read(typed));
    QCOMPARE(edit_->text(), typed); // the document writes "w", the field keeps the "W"
    QCOMPARE(edit_->cursorPosition(), typed.size());
}

void TestFenField::normalisedOnEnter()
{
    typeKeys(QStringLiteral("4k3/8/8/8/8/8/8/44 W - - 0 1"));
    QTest::keyClick(edit_, Qt::Key_Return);
    QCOMPARE(edit_->text(), QStringLiteral("4k3/8/8/8/8/8/8/8 w - - 0 1"));
    QVERIFY(field_->message().isEmpty());
    // Enter ended the burst: the next typing is a new undo step.
    QTest::keyClick(edit_, Qt::Key_End);
    QTest::keyClick(edit_, Qt::Key_Backspace);
    QTest::keyClick(edit_, '9');
    QCOMPARE(doc_->position().fullmoveNumber, 9);
    QCOMPARE(doc_->undoStack()->count(), 2);
}

void TestFenField::normalisedOnFocusOut()
{
    typeKeys(QStringLiteral("4k3/8/8/8/8/8/8/4K3   b"));
    QCOMPARE(doc_->position().sideToMove, Color::Black);
    elsewhere_->setFocus(Qt::TabFocusReason);
    QVERIFY(!edit_->hasFocus());
    QCOMPARE(edit_->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 0 1"));
    QCOMPARE(doc_->undoStack()->count(), 1);
}

void TestFenField::enterKeepsBrokenText()
{
    const QString broken = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra");
    paste(broken);
    QTest::keyClick(edit_, Qt::Key_Return);
    QCOMPARE(edit_->text(), broken); // nothing to normalise to without losing the user's work
    QVERIFY(field_->showsError());
    QCOMPARE(doc_->fen(), StartFen);

    // Leaving the field shows the board's FEN again: unfocused, the field never disagrees.
    elsewhere_->setFocus(Qt::TabFocusReason);
    QCOMPARE(edit_->text(), StartFen);
    QVERIFY(!field_->showsError());
    QCOMPARE(field_->underlinedRange(), std::make_pair(-1, -1));
}

void TestFenField::escapeRestoresDocumentFen()
{
    paste(QStringLiteral("4k3/8/8/8/8/8/8/4K3 x"));
    QVERIFY(field_->showsError());
    QTest::keyClick(edit_, Qt::Key_Escape);
    QCOMPARE(edit_->text(), StartFen);
    QVERIFY(!field_->showsError());
}

void TestFenField::documentChangesUpdateText()
{
    doc_->movePiece(*parseSquare("e2"), *parseSquare("e4"));
    QCOMPARE(edit_->text(), QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
    doc_->setCastlingNotation(CastlingNotation::Shredder);
    QCOMPARE(edit_->text(), QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w HAha - 0 1"));
    // Focused but not typing (just clicked in): the text follows the document too.
    field_->focusField();
    doc_->undoStack()->undo();
    QCOMPARE(edit_->text(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
}

void TestFenField::changeFromElsewhereReplacesTypedText()
{
    paste(QStringLiteral("4k3/8/8/8/8/8/8/4K3 W - - 0 1"));
    QCOMPARE(edit_->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 W - - 0 1"));
    paste(QStringLiteral("4k3/8/8/8/8/8/8/4K3 W - - 0 1 broken"));
    QVERIFY(field_->showsError());
    // Paste FEN (Ctrl+Shift+V) or Undo from the menu while the field still has focus.
    doc_->undoStack()->undo();
    QVERIFY(edit_->hasFocus());
    QCOMPARE(edit_->text(), StartFen);
    QVERIFY(!field_->showsError());
    QCOMPARE(field_->underlinedRange(), std::make_pair(-1, -1));
    // The burst ended: new typing is a new step, not merged into the undone one.
    QTest::keyClick(edit_, Qt::Key_End);
    QTest::keyClick(edit_, Qt::Key_Backspace);
    QTest::keyClick(edit_, '5');
    QCOMPARE(doc_->position().fullmoveNumber, 5);
    QCOMPARE(doc_->undoStack()->count(), 1);
    doc_->undoStack()->undo();
    QCOMPARE(edit_->text(), StartFen);
}

void TestFenField::focusFieldSelectsAll()
{
    elsewhere_->setFocus();
    field_->focusField();
    QVERIFY(edit_->hasFocus());
    QCOMPARE(edit_->selectedText(), StartFen);
    // Typing replaces everything, like a browser's address bar.
    QTest::keyClicks(edit_, "8/8/8/8/8/8/8/8");
    QCOMPARE(doc_->fen(), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
}

void TestFenField::hugePasteDoesNotHang()
{
    QString huge;
    huge.reserve(1 << 20);
    while (huge.size() < (1 << 20))
        huge += QStringLiteral("rnbqkbnr/");
    paste(huge);
    QCOMPARE(edit_->text().size(), FenField::MaxLength);
    QVERIFY(field_->showsError());
    QVERIFY(field_->message().size() < 300); // the quote of the input is cut short
    QCOMPARE(doc_->fen(), StartFen);
    QCOMPARE(doc_->undoStack()->count(), 0);

    // A good FEN with a megabyte of trailing blanks still loads (the cut falls in the blanks).
    paste(QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 0 1") + QString(1 << 20, QLatin1Char(' ')));
    QCOMPARE(doc_->fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 0 1"));
}

void TestFenField::pastedLinkIsUnwrapped()
{
    // A Lichess link pasted with Ctrl+V loads the FEN it carries, as Paste FEN does.
    paste(QStringLiteral("https://lichess.org/analysis/4k3/8/8/8/8/8/8/4K2R_w_K_-_0_1"));
    QCOMPARE(doc_->fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    QCOMPARE(edit_->text(), doc_->fen());
    QVERIFY(!field_->showsError());
    QCOMPARE(doc_->undoStack()->count(), 1);
    // So does a PGN with a FEN tag.
    paste(
        QStringLiteral("[Event \"Study\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/4K3 b - - 3 40\"]\n\n*\n"));
    QCOMPARE(doc_->fen(), QStringLiteral("8/8/8/4k3/8/8/8/4K3 b - - 3 40"));
    // A piece of a FEN typed into the middle of the text is pasted as it is.
    field_->focusField();
    edit_->setCursorPosition(0);
    QApplication::clipboard()->setText(QStringLiteral("8/"));
    QTest::keyClick(edit_, Qt::Key_V, Qt::ControlModifier);
    QVERIFY(edit_->text().startsWith(QStringLiteral("8/8/8/8/4k3/")));
}

QTEST_MAIN(TestFenField)
#include "tst_fenfield.moc"
