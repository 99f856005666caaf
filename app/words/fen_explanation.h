// The teaching view's words for one part of a FEN: what the characters under the caret or the
// mouse mean with the values written there, and what core's findings say is wrong with them.
#pragma once

#include "types.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <string_view>

namespace forsyth {

struct FenExplanation {
    // The characters and their field: "k · Field 3: castling". Empty for the hint.
    QString heading;
    // What they mean, one sentence a line: "k: Black may still castle on the king's side: ...".
    // A placement character's lines end with its whole rank: "r1b1k1nr: rank 8: black rook, ...".
    QString text;
    // What does not fit, in words a learner follows, from core's judge() and the reader's
    // errors and repairs; only those concerning this field (and this rank, colour or square).
    QStringList problems;
    int field = 0; // 1-6; 0 for a separator or the hint; 7 past the sixth field
};

// fen may be any text (a broken FEN is explained as far as it reads); byteIndex is a UTF-8
// byte index into it. An index outside the text gives the hint. unwrittenEp: the en-passant
// square of the position fen was written from, when the writing left it out (EpOutput::
// OnlyCapturable); the "-" then says why it is not written.
FenExplanation explainFenPart(std::string_view fen, std::size_t byteIndex, Square unwrittenEp = NoSquare);
FenExplanation explainFenPart(const QString& fen, int byteIndex, Square unwrittenEp = NoSquare);

// The heading over what `chars` of field `field` (1-6) mean: "KQkq · Field 3: castling".
QString fenPartHeading(const QString& chars, int field);

// "Point at a part of the FEN, or put the cursor in it, to see what it means".
QString fenExplanationHint();

} // namespace forsyth
