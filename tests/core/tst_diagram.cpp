// Text diagrams: the exact text for the start position in both orientations, with and
// without coordinates, in Unicode and ASCII.
#include "diagram.h"
#include "fen.h"
#include "transforms.h"

#include <QtTest>

using namespace forsyth;

class TestDiagram : public QObject {
    Q_OBJECT

private slots:
    void startPosition_data();
    void startPosition();
    void blackToMove();
};

void TestDiagram::startPosition_data()
{
    QTest::addColumn<bool>("unicode");
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<bool>("coordinates");
    QTest::addColumn<QString>("text");

    // U+FE0E after ♟ keeps it a text glyph where ♟ would otherwise become a colour emoji.
    const QString p = QString::fromUtf8("♟\uFE0E");
    QTest::newRow("unicode, white below, coordinates") << true << false << true
                                                       << QString::fromUtf8("8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜\n"
                                                                            "7 %1 %1 %1 %1 %1 %1 %1 %1\n"
                                                                            "6 · · · · · · · ·\n"
                                                                            "5 · · · · · · · ·\n"
                                                                            "4 · · · · · · · ·\n"
                                                                            "3 · · · · · · · ·\n"
                                                                            "2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙\n"
                                                                            "1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖\n"
                                                                            "  a b c d e f g h\n"
                                                                            "White to move\n")
                                                              .arg(p);
    QTest::newRow("unicode, white below, no coordinates") << true << false << false
                                                          << QString::fromUtf8("♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜\n"
                                                                               "%1 %1 %1 %1 %1 %1 %1 %1\n"
                                                                               "· · · · · · · ·\n"
                                                                               "· · · · · · · ·\n"
                                                                               "· · · · · · · ·\n"
                                                                               "· · · · · · · ·\n"
                                                                               "♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙\n"
                                                                               "♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖\n"
                                                                               "White to move\n")
                                                                 .arg(p);
    QTest::newRow("unicode, flipped, coordinates") << true << true << true
                                                   << QString::fromUtf8("1 ♖ ♘ ♗ ♔ ♕ ♗ ♘ ♖\n"
                                                                        "2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙\n"
                                                                        "3 · · · · · · · ·\n"
                                                                        "4 · · · · · · · ·\n"
                                                                        "5 · · · · · · · ·\n"
                                                                        "6 · · · · · · · ·\n"
                                                                        "7 %1 %1 %1 %1 %1 %1 %1 %1\n"
                                                                        "8 ♜ ♞ ♝ ♚ ♛ ♝ ♞ ♜\n"
                                                                        "  h g f e d c b a\n"
                                                                        "White to move\n")
                                                          .arg(p);
    QTest::newRow("unicode, flipped, no coordinates") << true << true << false
                                                      << QString::fromUtf8("♖ ♘ ♗ ♔ ♕ ♗ ♘ ♖\n"
                                                                           "♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙\n"
                                                                           "· · · · · · · ·\n"
                                                                           "· · · · · · · ·\n"
                                                                           "· · · · · · · ·\n"
                                                                           "· · · · · · · ·\n"
                                                                           "%1 %1 %1 %1 %1 %1 %1 %1\n"
                                                                           "♜ ♞ ♝ ♚ ♛ ♝ ♞ ♜\n"
                                                                           "White to move\n")
                                                             .arg(p);
    QTest::newRow("ascii, white below, coordinates") << false << false << true
                                                     << QString("8 r n b q k b n r\n"
                                                                "7 p p p p p p p p\n"
                                                                "6 . . . . . . . .\n"
                                                                "5 . . . . . . . .\n"
                                                                "4 . . . . . . . .\n"
                                                                "3 . . . . . . . .\n"
                                                                "2 P P P P P P P P\n"
                                                                "1 R N B Q K B N R\n"
                                                                "  a b c d e f g h\n"
                                                                "White to move\n");
    QTest::newRow("ascii, white below, no coordinates") << false << false << false
                                                        << QString("r n b q k b n r\n"
                                                                   "p p p p p p p p\n"
                                                                   ". . . . . . . .\n"
                                                                   ". . . . . . . .\n"
                                                                   ". . . . . . . .\n"
                                                                   ". . . . . . . .\n"
                                                                   "P P P P P P P P\n"
                                                                   "R N B Q K B N R\n"
                                                                   "White to move\n");
    QTest::newRow("ascii, flipped, coordinates") << false << true << true
                                                 << QString("1 R N B K Q B N R\n"
                                                            "2 P P P P P P P P\n"
                                                            "3 . . . . . . . .\n"
                                                            "4 . . . . . . . .\n"
                                                            "5 . . . . . . . .\n"
                                                            "6 . . . . . . . .\n"
                                                            "7 p p p p p p p p\n"
                                                            "8 r n b k q b n r\n"
                                                            "  h g f e d c b a\n"
                                                            "White to move\n");
    QTest::newRow("ascii, flipped, no coordinates") << false << true << false
                                                    << QString("R N B K Q B N R\n"
                                                               "P P P P P P P P\n"
                                                               ". . . . . . . .\n"
                                                               ". . . . . . . .\n"
                                                               ". . . . . . . .\n"
                                                               ". . . . . . . .\n"
                                                               "p p p p p p p p\n"
                                                               "r n b k q b n r\n"
                                                               "White to move\n");
}

void TestDiagram::startPosition()
{
    QFETCH(bool, unicode);
    QFETCH(bool, flipped);
    QFETCH(bool, coordinates);
    QFETCH(QString, text);
    const Position start = forsyth::startPosition();
    const std::string diagram
        = unicode ? unicodeDiagram(start, flipped, coordinates) : asciiDiagram(start, flipped, coordinates);
    QCOMPARE(QString::fromStdString(diagram), text);
}

void TestDiagram::blackToMove()
{
    const auto r = readFen("4k3/8/8/8/4P3/8/8/4K2R b K e3 0 1");
    QVERIFY(r.ok());
    QCOMPARE(QString::fromStdString(asciiDiagram(*r.position, false, true)),
        QString("8 . . . . k . . .\n"
                "7 . . . . . . . .\n"
                "6 . . . . . . . .\n"
                "5 . . . . . . . .\n"
                "4 . . . . P . . .\n"
                "3 . . . . . . . .\n"
                "2 . . . . . . . .\n"
                "1 . . . . K . . R\n"
                "  a b c d e f g h\n"
                "Black to move\n"));
    QCOMPARE(QString::fromStdString(unicodeDiagram(*r.position, true, false)),
        QString::fromUtf8("♖ · · ♔ · · · ·\n"
                          "· · · · · · · ·\n"
                          "· · · · · · · ·\n"
                          "· · · ♙ · · · ·\n"
                          "· · · · · · · ·\n"
                          "· · · · · · · ·\n"
                          "· · · · · · · ·\n"
                          "· · · ♚ · · · ·\n"
                          "Black to move\n"));
}

QTEST_APPLESS_MAIN(TestDiagram)
#include "tst_diagram.moc"
