// The field controls: each changes the document's FEN exactly as expected, shows only what
// the placement allows and says why the rest is missing.
#include "as_string_view.h"
#include "fen_field.h"
#include "field_controls.h"
#include "position_document.h"
#include "test_support.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtTest>

using namespace forsyth;

namespace {

QStringList itemTexts(const QComboBox* combo)
{
    QStringList texts;
    for (int i = 0; i < combo->count(); ++i)
        texts << combo->itemText(i);
    return texts;
}

} // namespace

class TestFieldControls : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void sideToMove();
    void castlingToggles_data();
    void castlingToggles();
    void unavailableCastlingIsDisabled_data();
    void unavailableCastlingIsDisabled();
    void castlingTickComesBack();
    void chess960RookChoice();
    void castlingNotationSwitchesFenText();
    void epOffersPlausibleSquares();
    void epKeepsImplausibleTypedSquare();
    void sideChangeClearsEp();
    void epOutputSwitchesFenText();
    void spinBoxRanges();
    void typedCounterIsOneEdit();
    void moveRuleStatus_data();
    void moveRuleStatus();
    void documentChangesDoNotFeedBack();
    void languageChangeKeepsChoices();

private:
    template <typename T> T* control(const char* name)
    {
        return child<T>(*window_, QString::fromLatin1(name));
    }
    void load(const QString& fen) { doc_->setPosition(read(fen), QStringLiteral("test")); }
    QString fenText() const { return fen_->lineEdit()->text(); }

    QWidget* window_ = nullptr;
    PositionDocument* doc_ = nullptr;
    FenField* fen_ = nullptr;
};

void TestFieldControls::init()
{
    window_ = new QWidget;
    doc_ = new PositionDocument(window_);
    fen_ = new FenField(doc_, window_);
    auto* layout = new QVBoxLayout(window_);
    layout->addWidget(fen_);
    layout->addWidget(new FieldControls(doc_, window_));
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestFieldControls::cleanup()
{
    delete window_;
    window_ = nullptr;
}

void TestFieldControls::sideToMove()
{
    auto* black = control<QRadioButton>("sideBlack");
    auto* white = control<QRadioButton>("sideWhite");
    QVERIFY(white->isChecked());
    QTest::mouseClick(black, Qt::LeftButton);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"));
    QVERIFY(black->isChecked());
    QTest::mouseClick(white, Qt::LeftButton);
    QCOMPARE(doc_->fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    doc_->undoStack()->undo();
    QVERIFY(black->isChecked());
}

void TestFieldControls::castlingToggles_data()
{
    QTest::addColumn<QString>("box");
    QTest::addColumn<QString>("castling");
    QTest::newRow("K") << "castlingK"
                       << "Qkq";
    QTest::newRow("Q") << "castlingQ"
                       << "Kkq";
    QTest::newRow("k") << "castlingk"
                       << "KQq";
    QTest::newRow("q") << "castlingq"
                       << "KQk";
}

void TestFieldControls::castlingToggles()
{
    QFETCH(QString, box);
    QFETCH(QString, castling);
    auto* toggle = control<QCheckBox>(qPrintable(box));
    QVERIFY(toggle->isEnabled());
    QVERIFY(toggle->isChecked());
    QTest::mouseClick(toggle, Qt::LeftButton);
    QCOMPARE(
        fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w %1 - 0 1").arg(castling));
    QVERIFY(!toggle->isChecked());
    QTest::keyClick(toggle, Qt::Key_Space); // the keyboard works the same
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(toggle->checkState(), Qt::Checked);
}

void TestFieldControls::unavailableCastlingIsDisabled_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("box");
    QTest::addColumn<QString>("tooltip");
    QTest::newRow("no black king") << "8/8/8/8/8/8/8/R3K2R w KQ - 0 1"
                                   << "castlingk"
                                   << "No black king";
    QTest::newRow("no white king") << "r3k2r/8/8/8/8/8/8/R6R w kq - 0 1"
                                   << "castlingQ"
                                   << "No white king";
    QTest::newRow("king off rank 1") << "r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1"
                                     << "castlingK"
                                     << "The white king is not on rank 1";
    QTest::newRow("no rook h-side") << "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1"
                                    << "castlingK"
                                    << "No white rook on the king's side of the king on rank 1";
    QTest::newRow("no rook a-side") << "4k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1"
                                    << "castlingq"
                                    << "No black rook on the queen's side of the king on rank 8";
}

void TestFieldControls::unavailableCastlingIsDisabled()
{
    QFETCH(QString, fen);
    QFETCH(QString, box);
    QFETCH(QString, tooltip);
    load(fen);
    auto* toggle = control<QCheckBox>(qPrintable(box));
    QVERIFY(!toggle->isEnabled());
    QCOMPARE(toggle->checkState(), Qt::Unchecked);
    QCOMPARE(toggle->toolTip(), tooltip);
    QCOMPARE(fenText(), fen);
}

void TestFieldControls::castlingTickComesBack()
{
    auto* toggle = control<QCheckBox>("castlingK");
    doc_->movePiece(sq("h1"), sq("h4"));
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/7R/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1"));
    QVERIFY(!toggle->isEnabled());
    QCOMPARE(toggle->checkState(), Qt::PartiallyChecked); // set aside, not forgotten
    QVERIFY(toggle->toolTip().contains(QStringLiteral("comes back")));
    doc_->movePiece(sq("h4"), sq("h1"));
    QVERIFY(toggle->isEnabled());
    QCOMPARE(toggle->checkState(), Qt::Checked);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    // A click on the ticked box clears it for good: no half tick afterwards.
    QTest::mouseClick(toggle, Qt::LeftButton);
    QCOMPARE(toggle->checkState(), Qt::Unchecked);
    QTest::mouseClick(toggle, Qt::LeftButton);
    QCOMPARE(toggle->checkState(), Qt::Checked);
}

void TestFieldControls::chess960RookChoice()
{
    // King on c1 with rooks on f1 and h1 on its king's side: the user picks the castling rook.
    load(QStringLiteral("2k5/8/8/8/8/8/8/1RK2R1R w - - 0 1"));
    auto* toggle = control<QCheckBox>("castlingK");
    auto* rook = control<QComboBox>("castlingKRook");
    // No right needs Chess960 yet: castling is ordinary chess's, and a king on c1 cannot.
    auto* chess960 = control<QCheckBox>("chess960Castling");
    QVERIFY(!chess960->isChecked());
    QVERIFY(!toggle->isEnabled());
    QVERIFY2(toggle->toolTip().contains("Chess960"), qPrintable(toggle->toolTip()));
    QTest::mouseClick(chess960, Qt::LeftButton);
    QVERIFY(doc_->isChess960());
    QVERIFY(toggle->isEnabled());
    QVERIFY(!toggle->isChecked());
    QVERIFY(rook->isVisible());
    QCOMPARE(itemTexts(rook), QStringList({"rook f1", "rook h1"}));
    QVERIFY(!control<QComboBox>("castlingQRook")->isVisible()); // one rook on b1: no choice

    QTest::mouseClick(toggle, Qt::LeftButton); // the outermost rook by default, as K names it
    QCOMPARE(fenText(), QStringLiteral("2k5/8/8/8/8/8/8/1RK2R1R w K - 0 1"));
    rook->setCurrentIndex(0);
    QCOMPARE(fenText(), QStringLiteral("2k5/8/8/8/8/8/8/1RK2R1R w F - 0 1"));
    QCOMPARE(doc_->position().castling.rookFile(Color::White, CastlingSide::King), 5);
    QCOMPARE(rook->currentText(), QStringLiteral("rook f1"));
    QVERIFY(toggle->isChecked());
    QTest::mouseClick(toggle, Qt::LeftButton);
    QCOMPARE(fenText(), QStringLiteral("2k5/8/8/8/8/8/8/1RK2R1R w - - 0 1"));

    // Choosing a rook while unticked grants nothing; the tick then uses the chosen rook.
    rook->setCurrentIndex(0);
    QCOMPARE(fenText(), QStringLiteral("2k5/8/8/8/8/8/8/1RK2R1R w - - 0 1"));
    QTest::mouseClick(toggle, Qt::LeftButton);
    QCOMPARE(fenText(), QStringLiteral("2k5/8/8/8/8/8/8/1RK2R1R w F - 0 1"));
}

void TestFieldControls::castlingNotationSwitchesFenText()
{
    auto* notation = control<QComboBox>("castlingNotation");
    QCOMPARE(notation->currentText(), QStringLiteral("X-FEN"));
    notation->setCurrentIndex(notation->findText(QStringLiteral("Shredder-FEN (HAha)")));
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
    QCOMPARE(doc_->undoStack()->count(), 0); // how the FEN is written is no edit
    notation->setCurrentIndex(notation->findText(QStringLiteral("Standard (KQkq)")));
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    doc_->setCastlingNotation(CastlingNotation::XFen);
    QCOMPARE(notation->currentText(), QStringLiteral("X-FEN"));
}

void TestFieldControls::epOffersPlausibleSquares()
{
    load(QStringLiteral("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3"));
    auto* ep = control<QComboBox>("epSquare");
    QCOMPARE(itemTexts(ep), QStringList({"none", "d6", "f6"}));
    QCOMPARE(ep->currentText(), QStringLiteral("none"));
    QVERIFY(ep->toolTip().contains(QStringLiteral("rank 6")));
    ep->setCurrentIndex(2);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"));
    ep->setCurrentIndex(0);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3"));
    // Black to move: rank 3 squares, here none.
    control<QRadioButton>("sideBlack")->click();
    QCOMPARE(itemTexts(ep), QStringList({"none"}));
    QVERIFY(ep->toolTip().contains(QStringLiteral("rank 3")));
}

void TestFieldControls::epKeepsImplausibleTypedSquare()
{
    load(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1"));
    auto* ep = control<QComboBox>("epSquare");
    QCOMPARE(itemTexts(ep), QStringList({"none", "e6 (not plausible)"}));
    QCOMPARE(ep->currentIndex(), 1);
    QVERIFY(ep->toolTip().contains(QStringLiteral("no black pawn in front")));
    ep->setCurrentIndex(0);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(itemTexts(ep), QStringList({"none"}));
}

void TestFieldControls::sideChangeClearsEp()
{
    load(QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
    auto* ep = control<QComboBox>("epSquare");
    QCOMPARE(ep->currentText(), QStringLiteral("e3"));
    QSignalSpy fitted(doc_, &PositionDocument::fieldsFitted);
    QTest::mouseClick(control<QRadioButton>("sideWhite"), Qt::LeftButton);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(ep->currentText(), QStringLiteral("none"));
    QCOMPARE(fitted.count(), 1);
}

void TestFieldControls::epOutputSwitchesFenText()
{
    // d6 is plausible, but no white pawn can take on it.
    load(QStringLiteral("rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2"));
    auto* output = control<QComboBox>("epOutput");
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2"));
    output->setCurrentIndex(1);
    QCOMPARE(doc_->fenOptions().ep, EpOutput::OnlyCapturable);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2"));
    // Still set, and the box says why the FEN beside it shows "-".
    auto* ep = control<QComboBox>("epSquare");
    QCOMPARE(ep->currentText(), QStringLiteral("d6 (not written: no pawn can take it)"));
    QVERIFY2(ep->toolTip().contains("leaves d6 out"), qPrintable(ep->toolTip()));
    output->setCurrentIndex(0);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2"));
    QCOMPARE(ep->currentText(), QStringLiteral("d6"));
}

void TestFieldControls::spinBoxRanges()
{
    auto* halfmove = control<QSpinBox>("halfmoveClock");
    auto* fullmove = control<QSpinBox>("fullmoveNumber");
    QCOMPARE(halfmove->minimum(), 0);
    QCOMPARE(halfmove->maximum(), 9999);
    QCOMPARE(fullmove->minimum(), 1);
    QCOMPARE(fullmove->maximum(), 9999);
    QTest::keyClick(halfmove, Qt::Key_Up);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 1"));
    QTest::keyClick(fullmove, Qt::Key_Down); // already at 1
    QTest::keyClick(fullmove, Qt::Key_Up);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 2"));
    load(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 9999 9999"));
    QCOMPARE(halfmove->value(), 9999);
    QCOMPARE(fullmove->value(), 9999);
}

void TestFieldControls::typedCounterIsOneEdit()
{
    auto* fullmove = control<QSpinBox>("fullmoveNumber");
    fullmove->setFocus();
    fullmove->selectAll();
    QTest::keyClicks(fullmove, "37");
    // No intermediate "3" reached the document while typing.
    QCOMPARE(doc_->undoStack()->count(), 0);
    QTest::keyClick(fullmove, Qt::Key_Return);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 37"));
    QCOMPARE(doc_->undoStack()->count(), 1);
}

void TestFieldControls::moveRuleStatus_data()
{
    QTest::addColumn<int>("halfmove");
    QTest::addColumn<QString>("status");
    QTest::newRow("99") << 99 << "";
    QTest::newRow("100") << 100 << "50-move draw can be claimed";
    QTest::newRow("149") << 149 << "50-move draw can be claimed";
    QTest::newRow("150") << 150 << "75-move rule: drawn";
    QTest::newRow("9999") << 9999 << "75-move rule: drawn";
}

void TestFieldControls::moveRuleStatus()
{
    QFETCH(int, halfmove);
    QFETCH(QString, status);
    load(QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 0 200"));
    auto* spin = control<QSpinBox>("halfmoveClock");
    spin->setValue(halfmove);
    QCOMPARE(doc_->position().halfmoveClock, halfmove);
    QCOMPARE(control<QLabel>("halfmoveStatus")->text(), status);
}

void TestFieldControls::documentChangesDoNotFeedBack()
{
    load(QStringLiteral("r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 17 30"));
    QCOMPARE(doc_->undoStack()->count(), 1); // the controls followed without editing
    QVERIFY(control<QRadioButton>("sideWhite")->isChecked());
    QVERIFY(control<QCheckBox>("castlingK")->isChecked());
    QVERIFY(!control<QCheckBox>("castlingQ")->isChecked());
    QVERIFY(!control<QCheckBox>("castlingk")->isChecked());
    QVERIFY(control<QCheckBox>("castlingq")->isChecked());
    QCOMPARE(control<QComboBox>("epSquare")->currentText(), QStringLiteral("d6"));
    QCOMPARE(control<QSpinBox>("halfmoveClock")->value(), 17);
    QCOMPARE(control<QSpinBox>("fullmoveNumber")->value(), 30);
    doc_->undoStack()->undo();
    QCOMPARE(doc_->undoStack()->index(), 0);
    QCOMPARE(control<QSpinBox>("fullmoveNumber")->value(), 1);
    QCOMPARE(fenText(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

QTEST_MAIN(TestFieldControls)
#include "tst_fieldcontrols.moc"

// A language switch says the words again and nothing more: a rook chosen for a right not yet
// ticked, and a number typed but not yet entered, are still there after it.
void TestFieldControls::languageChangeKeepsChoices()
{
    load(QStringLiteral("2k5/8/8/8/8/8/8/1RK2R1R w - - 0 1"));
    doc_->setChess960(true);
    const int steps = doc_->undoStack()->count();
    auto* rook = control<QComboBox>("castlingKRook");
    rook->setCurrentIndex(0); // f1, not the default h1
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(window_, &change);
    QCOMPARE(rook->currentIndex(), 0);
    QCOMPARE(itemTexts(rook), QStringList({"rook f1", "rook h1"}));
    QCOMPARE(control<QLabel>("fieldLabel2")->text(), QStringLiteral("To move"));
    QCOMPARE(control<QComboBox>("epOutput")->itemText(0), QStringLiteral("write always"));
    QCOMPARE(doc_->undoStack()->count(), steps);
    QTest::mouseClick(control<QCheckBox>("castlingK"), Qt::LeftButton); // the tick takes f1
    QCOMPARE(fenText(), QStringLiteral("2k5/8/8/8/8/8/8/1RK2R1R w F - 0 1"));

    auto* fullmove = control<QSpinBox>("fullmoveNumber");
    fullmove->setFocus();
    fullmove->selectAll();
    QTest::keyClicks(fullmove, "37");
    QCoreApplication::sendEvent(window_, &change);
    QCOMPARE(fullmove->text(), QStringLiteral("37"));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QTest::keyClick(fullmove, Qt::Key_Return);
    QCOMPARE(fenText(), QStringLiteral("2k5/8/8/8/8/8/8/1RK2R1R w F - 0 37"));
}
