// Pieces drawn alike read alike (settleLikeness): a piece unlike the others of the kind it was
// read as takes the kind of the pieces it is drawn like, or the likeliest kind not drawn otherwise,
// and one drawn far darker or lighter than its fellows of one shape takes the other colour, as does
// one drawn in the other colour's tone like a piece of it read more surely; kings, faint pieces,
// small squares and doubtful likenesses are left as read.
#include "pieces_alike.h"

#include <QtTest>

using namespace forsyth;

namespace {

constexpr float Same = 0.95f; // two outlines of one design
constexpr float Other = 0.6f; // two of different designs
constexpr float Light = 190;  // a white piece's fill
constexpr float Dark = 60;    // a black piece's
constexpr float Outline = 20; // the ink of a piece drawn plainly
constexpr float Solid = 120;  // how far a piece's inside is from its square's colour
constexpr float Hollow = 3;   // the square showing through an outline

// A board described square by square: the piece read, how sure, the design it is drawn in (one
// letter a shape) and how light.
class Board {
public:
    Board() { drawn_.squareSide = 64; }

    // `square` as the picture shows it, 0 the top left; `shape` any letter.
    void put(std::size_t square, char piece, float confidence, char shape, float fill, float ink = Outline)
    {
        shown_[square].piece = pieceOf(piece);
        shown_[square].confidence = confidence;
        shapes_[square] = shape;
        drawn_.fill[square] = fill;
        drawn_.ink[square] = ink;
        drawn_.insideFromSquare[square] = Solid;
    }
    // The piece on `square` drawn as an outline alone, or not: its square shows through it.
    void hollow(std::size_t square, bool shows = true)
    {
        drawn_.insideFromSquare[square] = shows ? Hollow : Solid;
    }
    void offer(std::size_t square, char piece, float probability)
    {
        shown_[square].alternatives.emplace_back(pieceOf(piece), probability);
    }

    void setSquareSide(float pixels) { drawn_.squareSide = pixels; }

    // Two squares drawn this alike, whatever their shapes.
    void setLikeness(std::size_t a, std::size_t b, float likeness) { overrides_.push_back({a, b, likeness}); }

    // Settles the board, the likenesses taken from the shapes, and returns the squares changed.
    int settle()
    {
        for (std::size_t i = 0; i < 64; ++i) {
            for (std::size_t j = 0; j < 64; ++j) {
                const bool both = shapes_[i] != 0 && shapes_[j] != 0;
                drawn_.likeness[i][j] = !both ? 0 : shapes_[i] == shapes_[j] ? Same : Other;
            }
        }
        for (const auto& [a, b, likeness] : overrides_)
            drawn_.likeness[a][b] = drawn_.likeness[b][a] = likeness;
        return settleLikeness(shown_, drawn_);
    }

    const SeenSquare& operator[](std::size_t square) const { return shown_[square]; }
    char letter(std::size_t square) const { return letterOf(shown_[square].piece); }

    // Black's pawns on the picture's second row and White's on its seventh, all read surely.
    void pawnRows()
    {
        for (std::size_t column = 0; column < 8; ++column) {
            put(8 + column, 'p', 1, 'p', Dark);
            put(48 + column, 'P', 1, 'p', Light);
        }
    }

    static Piece pieceOf(char c)
    {
        static const std::string letters = "PNBRQK";
        const auto at = letters.find(static_cast<char>(std::toupper(c)));
        return Piece{static_cast<PieceType>(at + 1), std::isupper(c) ? Color::White : Color::Black};
    }
    static char letterOf(Piece p)
    {
        if (p.empty())
            return '.';
        const char c = "PNBRQK"[static_cast<int>(p.type) - 1];
        return p.color == Color::White ? c : static_cast<char>(std::tolower(c));
    }

private:
    std::array<SeenSquare, 64> shown_{};
    std::array<char, 64> shapes_{};
    DrawnPieces drawn_;
    struct Override {
        std::size_t a, b;
        float likeness;
    };
    std::vector<Override> overrides_;
};

constexpr std::size_t A8 = 0, E8 = 4, B3 = 41, D1 = 59, E1 = 60, G1 = 62, B1 = 57, B8 = 1, C1 = 58, F1 = 61,
                      C8 = 2, F8 = 5, H4 = 39, A5 = 24;

} // namespace

class TestPiecesAlike : public QObject {
    Q_OBJECT

private slots:
    void aQueenReadAsAPawnTakesTheOtherQueensKind();
    void aPieceLikeItsOwnKindIsLeft();
    void itsKindMustBeDrawnAlikeAndSurely();
    void aPieceLikeTwoKindsOrLikeAKingIsLeft();
    void aPieceReadAlmostCertainlyIsLeft();
    void aPieceUnlikeItsKindTakesTheKindOfThoseLikeIt();
    void aPieceUnlikeItsKindTakesTheLikeliestKindLeft();
    void aPieceReadSurelyChangesOnlyToTheKindOfThoseLikeIt();
    void aKindIsRuledOutOnlyByPiecesReadSurelyAndAlike();
    void smallSquaresAndBackRanksKeepTheirRules();
    void aPieceDrawnFarDarkerIsOfTheOtherColour();
    void aFaintPieceKeepsItsColour();
    void theOtherColoursPiecesMustBeNear();
    void aHollowPieceHasNoToneOfItsOwn();
    void aHollowPieceIsOfTheColourDrawnHollow();
    void aPieceInTheOtherColoursToneIsOfIt();
    void kingsKeepTheirColour();
    void aBoardAsDrawnIsUnchanged();
};

void TestPiecesAlike::aQueenReadAsAPawnTakesTheOtherQueensKind()
{
    Board board;
    board.pawnRows();
    board.put(E8, 'k', 1, 'k', Dark);
    board.put(E1, 'K', 1, 'k', Light);
    board.put(D1, 'Q', 0.95f, 'q', Light);
    board.put(B3, 'p', 0.99f, 'q', Dark); // Black's queen, drawn as White's, read as a pawn
    board.offer(B3, 'q', 0.006f);
    QCOMPARE(board.settle(), 1);
    QCOMPARE(board.letter(B3), 'q');
    QCOMPARE(board[B3].confidence, 0.006f); // the network's for it: shown unsure
    QCOMPARE(board.letter(D1), 'Q');
}

void TestPiecesAlike::aPieceLikeItsOwnKindIsLeft()
{
    Board board;
    board.pawnRows();
    board.put(D1, 'Q', 0.95f, 'q', Light);
    board.put(B3, 'p', 0.99f, 'q', Dark);
    board.setLikeness(B3, 8, 0.85f); // as like one of the pawns as a pawn drawn a little off
    QCOMPARE(board.settle(), 0);
    QCOMPARE(board.letter(B3), 'p');
}

void TestPiecesAlike::itsKindMustBeDrawnAlikeAndSurely()
{
    // One other pawn only: nothing says how this set draws its pawns.
    Board few;
    few.put(8, 'p', 1, 'p', Dark);
    few.put(D1, 'Q', 0.95f, 'q', Light);
    few.put(B3, 'p', 0.99f, 'q', Dark);
    QCOMPARE(few.settle(), 0);

    // Pawns read unsurely say nothing either.
    Board unsure;
    for (std::size_t column = 0; column < 8; ++column)
        unsure.put(8 + column, 'p', 0.9f, 'p', Dark);
    unsure.put(D1, 'Q', 0.95f, 'q', Light);
    unsure.put(B3, 'p', 0.99f, 'q', Dark);
    QCOMPARE(unsure.settle(), 0);

    // White's pawns alone drawn alike: a set may draw its two colours' outlines apart.
    Board white;
    for (std::size_t column = 0; column < 8; ++column)
        white.put(48 + column, 'P', 1, 'p', Light);
    white.put(D1, 'Q', 0.95f, 'q', Light);
    white.put(B3, 'p', 0.99f, 'q', Dark);
    QCOMPARE(white.settle(), 0);

    // Pawns drawn each its own way (a page of pasted diagrams): no design of their own.
    Board mixed;
    for (std::size_t column = 0; column < 8; ++column)
        mixed.put(8 + column, 'p', 1, static_cast<char>('1' + column), Dark);
    mixed.put(D1, 'Q', 0.95f, 'q', Light);
    mixed.put(B3, 'p', 0.99f, 'q', Dark);
    QCOMPARE(mixed.settle(), 0);
}

void TestPiecesAlike::aPieceLikeTwoKindsOrLikeAKingIsLeft()
{
    Board two;
    two.pawnRows();
    two.put(D1, 'Q', 0.95f, 'q', Light);
    two.put(G1, 'B', 0.97f, 'q', Light); // a bishop read drawn like the queen too
    two.put(B3, 'p', 0.99f, 'q', Dark);
    QCOMPARE(two.letter(B3), 'p');
    two.settle();
    QCOMPARE(two.letter(B3), 'p');

    Board king;
    king.pawnRows();
    king.put(E1, 'K', 1, 'k', Light);
    king.put(B3, 'p', 0.99f, 'k', Dark); // like White's king: kings are settleKings's
    QCOMPARE(king.settle(), 0);
    QCOMPARE(king.letter(B3), 'p');
}

void TestPiecesAlike::aPieceReadAlmostCertainlyIsLeft()
{
    // At 99.99% the network is seldom wrong, and the outlines measured on a blurred or faintly
    // outlined piece more often are.
    Board kind;
    kind.pawnRows();
    kind.put(D1, 'Q', 0.95f, 'q', Light);
    kind.put(B3, 'p', 0.99995f, 'q', Dark);
    QCOMPARE(kind.settle(), 0);

    Board colour;
    colour.put(B1, 'N', 1, 'n', Light);
    colour.put(B8, 'N', 0.99995f, 'n', Dark);
    QCOMPARE(colour.settle(), 0);
}

// staunty's queen, low with a small crown: read as a bishop beside two bishops drawn otherwise
// and a black queen drawn like it, read unsurely.
static Board queenAmongBishops()
{
    Board board;
    board.pawnRows();
    board.put(C1, 'B', 1, 'b', Light);
    board.put(F1, 'B', 1, 'b', Light);
    board.put(H4, 'q', 0.48f, 'q', Dark);
    board.offer(H4, 'b', 0.3f);
    board.put(A5, 'B', 0.54f, 'q', Light); // White's queen
    board.offer(A5, 'P', 0.44f);           // its pawns are drawn otherwise too
    board.offer(A5, 'Q', 0.002f);
    board.offer(A5, 'R', 0.01f); // likelier here, but not where the queen drawn like it stands
    return board;
}

void TestPiecesAlike::aPieceUnlikeItsKindTakesTheKindOfThoseLikeIt()
{
    Board board = queenAmongBishops();
    QCOMPARE(board.settle(), 1);
    QCOMPARE(board.letter(A5), 'Q');
    QCOMPARE(board[A5].confidence, 0.002f); // the network's for it: shown unsure
    QCOMPARE(board.letter(H4), 'q');

    // The piece drawn like it weighs in: the kind likeliest on both squares together is taken.
    Board bishop = queenAmongBishops();
    bishop.put(H4, 'b', 0.6f, 'q', Dark);
    bishop.offer(H4, 'q', 0.00001f);
    bishop.offer(H4, 'r', 0.2f);
    QCOMPARE(bishop.settle(), 2); // the black one is unlike the bishops too
    QCOMPARE(bishop.letter(A5), 'R');
    QCOMPARE(bishop.letter(H4), 'r');
}

void TestPiecesAlike::aPieceUnlikeItsKindTakesTheLikeliestKindLeft()
{
    // Black's queen read as a pawn, unsurely, beside pawns drawn otherwise and no queen; the
    // queen offered so.
    const auto queenReadAsAPawn = [](float queenOffered) {
        Board board;
        board.pawnRows();
        board.put(C1, 'B', 1, 'b', Light);
        board.put(F1, 'B', 1, 'b', Light);
        board.put(B3, 'p', 0.55f, 'q', Dark);
        board.offer(B3, 'b', 0.3f); // a bishop, but bishops are drawn otherwise
        board.offer(B3, 'k', 0.1f); // kings are settleKings's
        board.offer(B3, 'q', queenOffered);
        return board;
    };
    Board board = queenReadAsAPawn(0.05f);
    QCOMPARE(board.settle(), 1);
    QCOMPARE(board.letter(B3), 'q');
    QCOMPARE(board[B3].confidence, 0.05f);

    // No alternative left: as read.
    Board none = queenReadAsAPawn(0.000001f); // below one chance in a hundred thousand
    QCOMPARE(none.settle(), 0);
    QCOMPARE(none.letter(B3), 'p');
}

void TestPiecesAlike::aPieceReadSurelyChangesOnlyToTheKindOfThoseLikeIt()
{
    // White's queen read surely as a bishop, unlike Black's bishops (White's would show the
    // first rule's case); the queen offered so.
    const auto queenReadSurely = [](float queenOffered) {
        Board board;
        board.pawnRows();
        board.put(C8, 'b', 1, 'b', Dark);
        board.put(F8, 'b', 1, 'b', Dark);
        board.put(A5, 'B', 0.98f, 'q', Light);
        board.offer(A5, 'Q', queenOffered);
        return board;
    };
    Board alone = queenReadSurely(0.01f);
    QCOMPARE(alone.settle(), 0); // nothing drawn like it
    QCOMPARE(alone.letter(A5), 'B');

    Board like = queenReadSurely(0.01f);
    like.put(H4, 'q', 0.99f, 'q', Dark);
    QCOMPARE(like.settle(), 1);
    QCOMPARE(like.letter(A5), 'Q');

    // Their kind and no other, however unsurely they were read as it (a rule before took the
    // piece drawn like it for a queen) and however likely the other.
    Board theirKind = queenReadSurely(0.01f);
    theirKind.put(H4, 'q', 0.0002f, 'q', Dark);
    theirKind.offer(A5, 'R', 0.05f);
    QCOMPARE(theirKind.settle(), 1);
    QCOMPARE(theirKind.letter(A5), 'Q');

    Board twoKinds = queenReadSurely(0.01f);
    twoKinds.put(H4, 'q', 0.99f, 'q', Dark);
    twoKinds.put(B3, 'r', 0.99f, 'q', Dark);
    QCOMPARE(twoKinds.settle(), 0);

    Board unlikely = queenReadSurely(0.00005f); // under one chance in ten thousand
    unlikely.put(H4, 'q', 0.99f, 'q', Dark);
    QCOMPARE(unlikely.settle(), 0);
}

void TestPiecesAlike::aKindIsRuledOutOnlyByPiecesReadSurelyAndAlike()
{
    // One bishop read surely: nothing shows how this set draws its bishops.
    Board one = queenAmongBishops();
    one.put(F1, 'B', 0.95f, 'b', Light);
    QCOMPARE(one.settle(), 0);
    QCOMPARE(one.letter(A5), 'B');

    // Bishops drawn each its own way: no design of their own.
    Board mixed = queenAmongBishops();
    mixed.put(F1, 'B', 1, 'x', Light);
    QCOMPARE(mixed.settle(), 0);

    // Drawn like one of them: a bishop.
    Board near = queenAmongBishops();
    near.setLikeness(A5, C1, 0.9f);
    QCOMPARE(near.settle(), 0);
    QCOMPARE(near.letter(A5), 'B');

    // The bishops are Black's: of either colour, they show how bishops are drawn.
    Board black = queenAmongBishops();
    black.put(C1, 'b', 1, 'b', Dark);
    black.put(F1, 'b', 1, 'b', Dark);
    QCOMPARE(black.settle(), 1);
    QCOMPARE(black.letter(A5), 'Q');
}

void TestPiecesAlike::smallSquaresAndBackRanksKeepTheirRules()
{
    // Under 20 pixels a square's outline is too coarse to rule a kind out.
    Board small = queenAmongBishops();
    small.setSquareSide(18);
    QCOMPARE(small.settle(), 0);
    QCOMPARE(small.letter(A5), 'B');

    // A bishop unlike the bishops on rank 1 takes no pawn's kind there.
    Board rank;
    rank.put(C1, 'B', 1, 'b', Light);
    rank.put(F1, 'B', 1, 'b', Light);
    rank.put(D1, 'B', 0.5f, 'q', Light);
    rank.offer(D1, 'P', 0.45f);
    rank.offer(D1, 'Q', 0.01f);
    QCOMPARE(rank.settle(), 1);
    QCOMPARE(rank.letter(D1), 'Q');
}

void TestPiecesAlike::aPieceDrawnFarDarkerIsOfTheOtherColour()
{
    Board board;
    board.put(B1, 'N', 1, 'n', Light);
    board.put(G1, 'N', 1, 'n', Light);
    board.put(B8, 'N', 0.97f, 'n', Dark + 30); // Black's, drawn grey, read as White's
    board.offer(B8, 'n', 0.03f);
    QCOMPARE(board.settle(), 1);
    QCOMPARE(board.letter(B8), 'n');
    QCOMPARE(board[B8].confidence, 0.03f);
    QCOMPARE(board.letter(B1), 'N');
    QCOMPARE(board.letter(G1), 'N');

    // And the other way: White's read as Black's beside Black's drawn far darker.
    Board light;
    light.put(B8, 'n', 1, 'n', Dark);
    light.put(G1, 'n', 0.8f, 'n', Light);
    QCOMPARE(light.settle(), 1);
    QCOMPARE(light.letter(G1), 'N');
    QCOMPARE(light.letter(B8), 'n');
}

void TestPiecesAlike::aFaintPieceKeepsItsColour()
{
    // A piece being dragged leaves a faint copy on its square: lighter all over, its outline too.
    Board board;
    board.put(A8, 'r', 1, 'r', Dark);
    board.put(E8, 'r', 0.99f, 'r', Dark + 90, Outline + 90);
    QCOMPARE(board.settle(), 0);
    QCOMPARE(board.letter(E8), 'r');
}

void TestPiecesAlike::theOtherColoursPiecesMustBeNear()
{
    // Black's bishop of this shape is drawn as light as White's: the dark one is no black piece
    // by its tone, whatever it is.
    Board board;
    board.put(B1, 'B', 1, 'b', Light);
    board.put(G1, 'b', 1, 'b', Light);
    board.put(B8, 'B', 0.97f, 'b', Dark);
    QCOMPARE(board.settle(), 0);
    QCOMPARE(board.letter(B8), 'B');
}

void TestPiecesAlike::aHollowPieceHasNoToneOfItsOwn()
{
    // A font's white pawns are outlines the square shows through: dark inside on a dark square,
    // light on a light one, the ink alike. The one on the dark square is no black pawn.
    Board board;
    board.put(B1, 'P', 1, 'p', Light);
    board.put(G1, 'P', 0.999f, 'p', Dark);
    board.hollow(B1);
    board.hollow(G1);
    QCOMPARE(board.settle(), 0);
    QCOMPARE(board.letter(G1), 'P');

    // Nor is a pawn drawn solid judged by a hollow one's tone, nor a hollow one by a solid one's.
    Board solid = board;
    solid.hollow(G1, false);
    QCOMPARE(solid.settle(), 0);
    QCOMPARE(solid.letter(G1), 'P');
    Board judged = board;
    judged.hollow(B1, false);
    QCOMPARE(judged.settle(), 0);
    QCOMPARE(judged.letter(G1), 'P');

    // Solid pawns, the same tones: one is Black's.
    Board plain = board;
    plain.hollow(B1, false);
    plain.hollow(G1, false);
    QCOMPARE(plain.settle(), 1);
    QCOMPARE(plain.letter(G1), 'p');
}

void TestPiecesAlike::aHollowPieceIsOfTheColourDrawnHollow()
{
    // White's pawns drawn hollow, Black's solid: one read as Black's on a dark square is White's.
    Board board;
    board.put(B1, 'P', 1, 'p', Light);
    board.hollow(B1);
    board.put(G1, 'p', 0.6f, 'p', Dark);
    board.offer(G1, 'P', 0.4f);
    board.hollow(G1);
    Board noSolid = board;
    board.put(B8, 'p', 1, 'p', Dark);
    Board blackHollowToo = board;
    Board unsure = board;
    QCOMPARE(board.settle(), 1);
    QCOMPARE(board.letter(G1), 'P');
    QCOMPARE(board[G1].confidence, 0.4f);
    QCOMPARE(board.letter(B8), 'p');

    // No black pawn drawn solid: nothing shows that this set draws Black's pawns otherwise.
    QCOMPARE(noSolid.settle(), 0);

    // A black pawn read surely is drawn hollow too: hollowness tells no colour here.
    blackHollowToo.hollow(B8);
    QCOMPARE(blackHollowToo.settle(), 0);

    // The hollow white pawn read unsurely says nothing.
    unsure.put(B1, 'P', 0.9f, 'p', Light);
    unsure.hollow(B1);
    QCOMPARE(unsure.settle(), 0);
}

void TestPiecesAlike::aPieceInTheOtherColoursToneIsOfIt()
{
    // Black's knights drawn grey: one read as White's beyond Certain, beside one read as Black's
    // more surely still. White's knight is drawn light.
    Board board;
    board.pawnRows();
    board.put(G1, 'n', 1, 'n', Dark + 10);
    board.put(B8, 'N', 0.99995f, 'n', Dark);
    board.offer(B8, 'n', 5e-5f);
    Board unsure = board; // no white knight: the rule of one shape drawn far lighter says nothing
    board.put(B1, 'N', 1, 'n', Light);
    Board lessSure = board;
    Board closeTones = board;
    Board ownInTone = board;
    Board hollowOne = board;
    Board blackDarker = board;
    Board faint = board;
    QCOMPARE(board.settle(), 1);
    QCOMPARE(board.letter(B8), 'n');
    QCOMPARE(board[B8].confidence, 5e-5f);
    QCOMPARE(board.letter(G1), 'n');
    QCOMPARE(board.letter(B1), 'N');

    // The black knight in its tone is read less surely than it, or not surely: the network is
    // left to say.
    lessSure.put(G1, 'n', 0.9999f, 'n', Dark + 10);
    QCOMPARE(lessSure.settle(), 0);
    QCOMPARE(lessSure.letter(B8), 'N');
    unsure.put(B8, 'N', 0.5f, 'n', Dark);
    unsure.put(G1, 'n', 0.6f, 'n', Dark + 10);
    QCOMPARE(unsure.settle(), 0);

    // Black's other pieces are drawn darker: the grey knights' tone is not Black's.
    for (std::size_t column = 0; column < 8; ++column)
        blackDarker.put(8 + column, 'p', 1, 'p', Dark - 40);
    QCOMPARE(blackDarker.settle(), 0);

    // The board draws its colours in tones too near to tell them by.
    for (std::size_t column = 0; column < 8; ++column)
        closeTones.put(48 + column, 'P', 1, 'p', Dark + 80);
    QCOMPARE(closeTones.settle(), 0);

    // Another white knight is drawn in that tone: White's knights may be drawn so.
    ownInTone.put(C1, 'N', 1, 'n', Dark + 5);
    QCOMPARE(ownInTone.settle(), 0);
    QCOMPARE(ownInTone.letter(B8), 'N');

    // Hollow, its inside is its square's: no tone of its own.
    hollowOne.hollow(B8);
    QCOMPARE(hollowOne.settle(), 0);

    // A white knight being dragged leaves a faint copy on a dark square, as dark as Black's, its
    // outline faded: no black knight.
    faint.put(B8, 'N', 0.99995f, 'n', Dark, Outline + 90);
    QCOMPARE(faint.settle(), 0);
}

void TestPiecesAlike::kingsKeepTheirColour()
{
    Board board;
    board.put(E1, 'K', 1, 'k', Light);
    board.put(E8, 'K', 0.9f, 'k', Dark);
    QCOMPARE(board.settle(), 0);
    QCOMPARE(board.letter(E8), 'K');
}

void TestPiecesAlike::aBoardAsDrawnIsUnchanged()
{
    // The initial position drawn plainly: every kind alike in itself, unlike the others, each
    // colour as light as its fellows.
    Board board;
    board.pawnRows();
    const char* back = "rnbqkbnr";
    for (std::size_t column = 0; column < 8; ++column) {
        const char black = back[column];
        board.put(column, black, 1, black, Dark);
        board.put(56 + column, static_cast<char>(std::toupper(black)), 1, black, Light);
    }
    QCOMPARE(board.settle(), 0);
}

QTEST_APPLESS_MAIN(TestPiecesAlike)
#include "tst_piecesalike.moc"
