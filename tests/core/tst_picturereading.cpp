// A position from the squares a picture shows: which way up (from the pieces), the squares
// placed accordingly, the unsure ones with their alternatives, and the fields a picture cannot
// show set as the placement suggests.
#include "test_support_core.h"

#include "picture_reading.h"

#include <QtTest>

using namespace forsyth;

namespace {

// The squares as a picture of `fen` shows them, White at the bottom or (flipped) at the top.
std::array<SeenSquare, 64> seen(const QString& fen, bool flipped)
{
    const Position pos = read(fen);
    std::array<SeenSquare, 64> shown{};
    for (int i = 0; i < 64; ++i) {
        const int row = i / 8, column = i % 8;
        const Square s = flipped ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
        shown[static_cast<std::size_t>(i)].piece = pos.pieceAt(s);
    }
    return shown;
}

// The square of an upright picture that shows `name`.
SeenSquare& at(std::array<SeenSquare, 64>& shown, const char* name)
{
    const Square s = sq(name);
    return shown[static_cast<std::size_t>((7 - rankOf(s)) * 8 + fileOf(s))];
}

constexpr Piece WhiteKing{PieceType::King, Color::White};
constexpr Piece BlackKing{PieceType::King, Color::Black};

} // namespace

class TestPictureReading : public QObject {
    Q_OBJECT

private slots:
    void placementEitherWayUp_data();
    void placementEitherWayUp();
    void fieldsAsThePlacementSuggests_data();
    void fieldsAsThePlacementSuggests();
    void unsureSquaresKeepTheirAlternatives();
    void coordinatesDecideWhichWayUp();
    void aSecondKingIsTheNextLikeliestPiece();
    void aColourWithoutKingTakesTheOthersSurplus();
    void kingsBothWantingOneSquare();
    void aLoneKingIsLeftAsRead();
    void aKingReadAsAnotherPieceIsPlacedBack();
    void kingsReadBeyondDoubtAreLeftAsRead();
    void blackPawnsReadAsWhiteAreMended();
    void aPieceBeyondTheInitialSetNeedsAPawnMissing();
    void materialThatCannotBeMendedIsLeftAsRead();
    void aPawnOnTheFirstOrLastRankIsTheNextPiece();
};

void TestPictureReading::placementEitherWayUp_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << StartFen;
    QTest::newRow("middle game") << QStringLiteral(
        "r1bq1rk1/ppp2ppp/2n2n2/2bpp3/4P3/2PP1N2/PP1NBPPP/R1BQK2R w KQ - 0 7");
    QTest::newRow("ending") << QStringLiteral("8/5pk1/6p1/8/8/1P6/P5PK/8 w - - 0 40");
    QTest::newRow("kings only, white below") << QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

void TestPictureReading::placementEitherWayUp()
{
    QFETCH(QString, fen);
    const QString placement = fen.section(' ', 0, 0);
    for (const bool flipped : {false, true}) {
        const PictureReading reading = readPicturePosition(seen(fen, flipped));
        QCOMPARE(reading.flipped, flipped);
        QCOMPARE(fenOf(reading.position).section(' ', 0, 0), placement);
        QCOMPARE(reading.unsure, Bitboard{0});
    }
}

void TestPictureReading::fieldsAsThePlacementSuggests_data()
{
    QTest::addColumn<QString>("placement");
    QTest::addColumn<QString>("fields"); // side, castling, ep, counters
    QTest::newRow("start: all four rights")
        << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR") << QStringLiteral("w KQkq - 0 1");
    QTest::newRow("rooks moved: what is left")
        << QStringLiteral("r3k3/8/8/8/8/8/8/4K2R") << QStringLiteral("w Kq - 0 1");
    QTest::newRow("white king attacked: White to move")
        << QStringLiteral("4k3/8/8/8/8/8/8/r3K3") << QStringLiteral("w - - 0 1");
    QTest::newRow("black king attacked: Black to move")
        << QStringLiteral("4k2R/8/8/8/8/8/8/4K3") << QStringLiteral("b - - 0 1");
}

void TestPictureReading::fieldsAsThePlacementSuggests()
{
    QFETCH(QString, placement);
    QFETCH(QString, fields);
    const PictureReading reading = readPicturePosition(seen(placement + " w - - 0 1", false));
    QCOMPARE(fenOf(reading.position), placement + ' ' + fields);
    QCOMPARE(reading.blackToMove, fields.startsWith('b'));
}

void TestPictureReading::unsureSquaresKeepTheirAlternatives()
{
    std::array<SeenSquare, 64> shown = seen(StartFen, false);
    // e2 (row 6, column 4): a pawn, but barely; a bishop next.
    SeenSquare& e2 = shown[6 * 8 + 4];
    e2.confidence = 0.55f;
    e2.alternatives = {{Piece{PieceType::Bishop, Color::White}, 0.4f}, {Piece{}, 0.005f}};
    const PictureReading reading = readPicturePosition(shown);
    QCOMPARE(reading.unsure, bit(sq("e2")));
    QCOMPARE(reading.alternatives[static_cast<std::size_t>(sq("e2"))],
        std::vector<Piece>{(Piece{PieceType::Bishop, Color::White})}); // the unlikely empty left out
    QCOMPARE(reading.position.pieceAt(sq("e2")), (Piece{PieceType::Pawn, Color::White}));
    // The network gives four alternatives, which the rules draw on; the frame shows the two
    // likeliest.
    e2.alternatives
        = {{Piece{PieceType::Bishop, Color::White}, 0.2f}, {Piece{PieceType::Knight, Color::White}, 0.1f},
            {Piece{}, 0.08f}, {Piece{PieceType::Pawn, Color::Black}, 0.05f}};
    QCOMPARE(readPicturePosition(shown).alternatives[static_cast<std::size_t>(sq("e2"))],
        (std::vector<Piece>{Piece{PieceType::Bishop, Color::White}, Piece{PieceType::Knight, Color::White}}));
}

void TestPictureReading::coordinatesDecideWhichWayUp()
{
    // An ending whose pieces say nothing sure: White's king and pawn high up, as Black's are
    // when the board is turned. Two coordinates read decide; one is not enough.
    const QString fen = QStringLiteral("8/4KP2/8/8/8/8/2pk4/8 w - - 0 1");
    const std::array<SeenSquare, 64> upright = seen(fen, false);
    QCOMPARE(readPicturePosition(upright).flipped, true); // the pieces alone mislead
    QCOMPARE(readPicturePosition(upright, 1).flipped, true);
    const PictureReading read = readPicturePosition(upright, 3);
    QCOMPARE(read.flipped, false);
    QCOMPARE(fenOf(read.position).section(' ', 0, 0), fen.section(' ', 0, 0));
    QCOMPARE(readPicturePosition(seen(StartFen, false), -2).flipped, true);
}

void TestPictureReading::aSecondKingIsTheNextLikeliestPiece()
{
    // A shaded queen read as a king, a queen next: White's sure king stays, d1 is the queen.
    std::array<SeenSquare, 64> shown = seen(StartFen, false);
    const Piece queen{PieceType::Queen, Color::White};
    at(shown, "d1") = SeenSquare{WhiteKing, 0.6f, {{queen, 0.35f}, {Piece{PieceType::Bishop}, 0.04f}}};
    at(shown, "e1").alternatives = {{queen, 0.001f}};
    QCOMPARE(settleKings(shown), 1);
    QCOMPARE(at(shown, "d1").piece, queen);
    QCOMPARE(at(shown, "d1").confidence, 0.35f);
    QCOMPARE(at(shown, "d1").alternatives.front().first, WhiteKing); // the reading it replaced
    QCOMPARE(at(shown, "e1").piece, WhiteKing);
    const PictureReading reading = readPicturePosition(shown);
    QCOMPARE(fenOf(reading.position), StartFen);
    QCOMPARE(reading.unsure, bit(sq("d1"))); // shown for the user to check
    QCOMPARE(reading.alternatives[static_cast<std::size_t>(sq("d1"))].front(), WhiteKing);
}

void TestPictureReading::aColourWithoutKingTakesTheOthersSurplus()
{
    // A black king drawn mostly white, read as White's beyond doubt, as White's own king is: with
    // no black king read, still the one square where the network saw a black king at all, while
    // White keeps its likelier king.
    std::array<SeenSquare, 64> shown = seen(QStringLiteral("4K3/8/8/8/8/8/8/4K3 w - - 0 1"), false);
    at(shown, "e8").confidence = 0.99999f;
    at(shown, "e8").alternatives = {{BlackKing, 1e-8f}};
    at(shown, "e1").alternatives = {{Piece{PieceType::Queen}, 1e-9f}};
    QCOMPARE(settleKings(shown), 1);
    QCOMPARE(at(shown, "e8").piece, BlackKing);
    QCOMPARE(at(shown, "e1").piece, WhiteKing);
    QCOMPARE(
        fenOf(readPicturePosition(shown).position).section(' ', 0, 0), QStringLiteral("4k3/8/8/8/8/8/8/4K3"));
    // With no black king offered anywhere, White keeps one king and the other square its next
    // piece: here a black queen, in some doubt.
    std::array<SeenSquare, 64> none = seen(QStringLiteral("4K3/8/8/8/8/8/8/4K3 w - - 0 1"), false);
    at(none, "e8") = SeenSquare{WhiteKing, 0.7f, {{Piece{PieceType::Queen, Color::Black}, 0.2f}}};
    QCOMPARE(settleKings(none), 1);
    const PictureReading reading = readPicturePosition(none);
    QCOMPARE(fenOf(reading.position).section(' ', 0, 0), QStringLiteral("4q3/8/8/8/8/8/8/4K3"));
    QCOMPARE(reading.unsure, bit(sq("e8"))); // for the user to check
}

void TestPictureReading::kingsBothWantingOneSquare()
{
    // a1 is White's likeliest king and Black's only one; h1 is White's next: Black takes a1.
    std::array<SeenSquare, 64> shown = seen(QStringLiteral("8/8/8/8/8/8/8/K6K w - - 0 1"), false);
    at(shown, "a1") = SeenSquare{WhiteKing, 0.95f, {{BlackKing, 0.04f}}};
    at(shown, "h1") = SeenSquare{WhiteKing, 0.9f, {{Piece{}, 0.1f}}};
    QCOMPARE(settleKings(shown), 1);
    QCOMPARE(at(shown, "a1").piece, BlackKing);
    QCOMPARE(at(shown, "h1").piece, WhiteKing);
}

void TestPictureReading::aLoneKingIsLeftAsRead()
{
    // A teaching diagram: a king and a knight, no black king. Nothing to settle.
    std::array<SeenSquare, 64> shown = seen(QStringLiteral("8/8/8/3N4/8/8/8/4K3 w - - 0 1"), false);
    at(shown, "d5").alternatives = {{BlackKing, 0.3f}};
    QCOMPARE(settleKings(shown), 0);
    QCOMPARE(at(shown, "d5").piece, (Piece{PieceType::Knight, Color::White}));
    std::array<SeenSquare, 64> start = seen(StartFen, false);
    QCOMPARE(settleKings(start), 0);
}

void TestPictureReading::aKingReadAsAnotherPieceIsPlacedBack()
{
    // Black's king read as a queen, White's read: the black square where the network offered
    // Black's king most (e8 at 15%, over d8's queen at 2%) takes it, in doubt.
    const Piece blackQueen{PieceType::Queen, Color::Black};
    const auto picture = [&] {
        std::array<SeenSquare, 64> shown = seen(QStringLiteral("3qq3/8/8/8/8/8/8/3QK3 w - - 0 1"), false);
        at(shown, "e8") = SeenSquare{
            blackQueen, 0.8f, {{BlackKing, 0.15f}, {Piece{PieceType::Bishop, Color::Black}, 0.05f}}};
        at(shown, "d8").alternatives = {{BlackKing, 0.02f}};
        return shown;
    };
    std::array<SeenSquare, 64> shown = picture();
    QCOMPARE(settleKings(shown), 1);
    QCOMPARE(at(shown, "e8").piece, BlackKing);
    QCOMPARE(at(shown, "e8").alternatives.front().first, blackQueen); // the reading it replaced
    const PictureReading reading = readPicturePosition(shown);
    QCOMPARE(fenOf(reading.position).section(' ', 0, 0), QStringLiteral("3qk3/8/8/8/8/8/8/3QK3"));
    QCOMPARE(reading.unsure, bit(sq("e8"))); // for the user to check

    // Offered below one in a hundred: the queens stay as read.
    std::array<SeenSquare, 64> faint = picture();
    at(faint, "e8").alternatives = {{BlackKing, 0.009f}};
    at(faint, "d8").alternatives = {{BlackKing, 0.001f}};
    QCOMPARE(settleKings(faint), 0);
    QCOMPARE(at(faint, "e8").piece, blackQueen);

    // Only a black piece may take Black's king: not an empty square, nor a white piece, however
    // likely the network made it there.
    std::array<SeenSquare, 64> elsewhere = seen(QStringLiteral("3q4/8/8/8/8/8/8/3QK3 w - - 0 1"), false);
    at(elsewhere, "e8").alternatives = {{BlackKing, 0.4f}};
    at(elsewhere, "d1").alternatives = {{BlackKing, 0.3f}};
    QCOMPARE(settleKings(elsewhere), 0);

    // No king read at all, a teaching diagram's queen: left as drawn.
    std::array<SeenSquare, 64> lone = seen(QStringLiteral("8/8/8/3q4/8/8/8/8 w - - 0 1"), false);
    at(lone, "d5").alternatives = {{BlackKing, 0.4f}};
    QCOMPARE(settleKings(lone), 0);
    QCOMPARE(at(lone, "d5").piece, blackQueen);
}

void TestPictureReading::kingsReadBeyondDoubtAreLeftAsRead()
{
    // A worksheet's illegal position, drawn plainly: two white kings the network is sure of (its
    // next guesses a billion times less likely) stay two white kings.
    std::array<SeenSquare, 64> shown = seen(QStringLiteral("4k3/8/8/8/8/8/8/2K1K3 w - - 0 1"), false);
    const Piece queen{PieceType::Queen, Color::White};
    at(shown, "c1").alternatives = {{queen, 1e-9f}, {BlackKing, 1e-10f}};
    at(shown, "e1").alternatives = {{queen, 7.5e-12f}};
    QCOMPARE(settleKings(shown), 0);
    QCOMPARE(fenOf(readPicturePosition(shown).position).section(' ', 0, 0),
        QStringLiteral("4k3/8/8/8/8/8/8/2K1K3"));
    // Nor is a king beyond doubt taken for another piece where no black king was read and none
    // offered: two white kings alone stay as drawn.
    std::array<SeenSquare, 64> alone = seen(QStringLiteral("8/8/8/8/8/8/8/2K1K3 w - - 0 1"), false);
    at(alone, "c1").alternatives = {{Piece{PieceType::Bishop}, 1e-10f}};
    at(alone, "e1").alternatives = {{queen, 1e-9f}};
    QCOMPARE(settleKings(alone), 0);
    // One of them in doubt (a queen at one in a thousand): that one is the queen.
    at(shown, "c1").alternatives = {{queen, 1e-3f}};
    QCOMPARE(settleKings(shown), 1);
    QCOMPARE(at(shown, "c1").piece, queen);
    QCOMPARE(at(shown, "e1").piece, WhiteKing);
}

void TestPictureReading::blackPawnsReadAsWhiteAreMended()
{
    // A set never seen, its grey black pawns read as White's: 11 white pawns. The three whose
    // black pawn the network gave some weight become Black's; g2, a white pawn it doubted less,
    // stays White's.
    std::array<SeenSquare, 64> shown = seen(StartFen, false);
    const Piece whitePawn{PieceType::Pawn, Color::White};
    const Piece blackPawn{PieceType::Pawn, Color::Black};
    for (const char* name : {"a7", "c7", "e7"})
        at(shown, name) = SeenSquare{whitePawn, 0.997f, {{blackPawn, 0.003f}}};
    at(shown, "g2").alternatives = {{blackPawn, 1e-4f}};
    QCOMPARE(settleMaterial(shown), 3);
    QCOMPARE(at(shown, "a7").piece, blackPawn);
    QCOMPARE(at(shown, "a7").confidence, 0.003f);
    const PictureReading reading = readPicturePosition(shown);
    QCOMPARE(fenOf(reading.position), StartFen);
    QCOMPARE(reading.unsure, bit(sq("a7")) | bit(sq("c7")) | bit(sq("e7"))); // for the user to check
}

void TestPictureReading::aPieceBeyondTheInitialSetNeedsAPawnMissing()
{
    // A shaded white queen read as a third white bishop, beside eight white pawns: a bishop
    // beyond the initial set would need a pawn promoted, and none is missing. d1 is the queen.
    std::array<SeenSquare, 64> shown = seen(StartFen, false);
    const Piece queen{PieceType::Queen, Color::White};
    const Piece bishop{PieceType::Bishop, Color::White};
    at(shown, "d1") = SeenSquare{bishop, 0.6f, {{queen, 0.3f}, {WhiteKing, 0.1f}}};
    at(shown, "c1").alternatives = {{queen, 1e-4f}};
    QCOMPARE(settleMaterial(shown), 1);
    QCOMPARE(at(shown, "d1").piece, queen);
    QCOMPARE(at(shown, "d1").alternatives.front().first, bishop); // the reading it replaced
    const PictureReading reading = readPicturePosition(shown);
    QCOMPARE(fenOf(reading.position), StartFen);
    QCOMPARE(reading.unsure, bit(sq("d1")));
    // With a pawn missing, the third bishop is a promoted pawn: left as read.
    std::array<SeenSquare, 64> promoted
        = seen(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBBKBNR w KQkq - 0 1"), false);
    at(promoted, "d1").alternatives = {{queen, 0.3f}};
    QCOMPARE(settleMaterial(promoted), 0);
    // Two bishops on squares of one colour are not counted as a promotion here.
    std::array<SeenSquare, 64> sameColour
        = seen(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK1BR w KQkq - 0 1"), false);
    at(sameColour, "g1").alternatives = {{Piece{PieceType::Knight}, 0.3f}};
    QCOMPARE(settleMaterial(sameColour), 0);
}

void TestPictureReading::materialThatCannotBeMendedIsLeftAsRead()
{
    // A worksheet's nine white pawns drawn plainly (every alternative below one in a million).
    std::array<SeenSquare, 64> plain = seen(QStringLiteral("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"), false);
    for (const char* name : {"a3", "a2", "b2"})
        at(plain, name).alternatives = {{Piece{PieceType::Pawn, Color::Black}, 1e-7f}};
    QCOMPARE(settleMaterial(plain), 0);
    // Ten pawns, only one of which the network doubted: mending one would leave the board as
    // impossible, so none is changed.
    std::array<SeenSquare, 64> ten = seen(QStringLiteral("4k3/8/8/8/P7/P7/PPPPPPPP/4K3 w - - 0 1"), false);
    at(ten, "a4").alternatives = {{Piece{PieceType::Pawn, Color::Black}, 0.2f}};
    QCOMPARE(settleMaterial(ten), 0);
    QCOMPARE(at(ten, "a4").piece, (Piece{PieceType::Pawn, Color::White}));
    // Two white kings read beyond doubt, left by settleKings, are not pieces beyond the set.
    std::array<SeenSquare, 64> kings = seen(QStringLiteral("4k3/8/8/8/8/8/PPPPPPPP/2K1K3 w - - 0 1"), false);
    at(kings, "a2").alternatives = {{Piece{PieceType::Pawn, Color::Black}, 0.2f}};
    QCOMPARE(settleMaterial(kings), 0);
}

void TestPictureReading::aPawnOnTheFirstOrLastRankIsTheNextPiece()
{
    // A set never seen draws its queen much like a pawn: Black's queen read as a pawn on d8, with
    // the queen second. Black at the bottom of the picture, the top row is rank 1: there White's
    // bishop read as a pawn becomes its bishop, passing over a king offered before it.
    const Piece blackPawn{PieceType::Pawn, Color::Black};
    const Piece blackQueen{PieceType::Queen, Color::Black};
    const Piece whitePawn{PieceType::Pawn, Color::White};
    const Piece whiteBishop{PieceType::Bishop, Color::White};
    std::array<SeenSquare, 64> shown = seen(StartFen, false);
    at(shown, "d8") = SeenSquare{blackPawn, 0.7f, {{whitePawn, 0.2f}, {blackQueen, 0.1f}}};
    QCOMPARE(settlePawns(shown), 1);
    QCOMPARE(at(shown, "d8").piece, blackQueen);
    QCOMPARE(at(shown, "d8").alternatives.front().first, blackPawn); // the reading it replaced
    QCOMPARE(fenOf(readPicturePosition(shown).position), StartFen);
    QCOMPARE(readPicturePosition(shown).unsure, bit(sq("d8")));
    std::array<SeenSquare, 64> flipped = seen(StartFen, true);
    SeenSquare& f1 = flipped[2]; // the top row, third from the left: f1 with Black at the bottom
    QCOMPARE(f1.piece, whiteBishop);
    f1 = SeenSquare{whitePawn, 0.8f, {{WhiteKing, 0.15f}, {whiteBishop, 0.05f}}};
    QCOMPARE(settlePawns(flipped), 1);
    QCOMPARE(f1.piece, whiteBishop);
    // A pawn plainly drawn on rank 1 (its alternatives below one in a thousand, as the network
    // gives our own set's pawns), as a worksheet on illegal positions draws it, and one whose only
    // alternatives are pawns and kings: as read.
    std::array<SeenSquare, 64> drawn = seen(QStringLiteral("4k3/8/8/8/8/8/8/P3K2P w - - 0 1"), false);
    at(drawn, "a1").alternatives = {{whiteBishop, 1e-4f}, {blackPawn, 1e-8f}};
    at(drawn, "h1").alternatives = {{blackPawn, 0.3f}, {WhiteKing, 0.1f}};
    QCOMPARE(settlePawns(drawn), 0);
    QCOMPARE(fenOf(readPicturePosition(drawn).position), QStringLiteral("4k3/8/8/8/8/8/8/P3K2P w - - 0 1"));
}

QTEST_APPLESS_MAIN(TestPictureReading)
#include "tst_picturereading.moc"
