#include "quiz_words.h"

#include "as_string_view.h"
#include "fen_explanation.h"
#include "move_explanation.h"

#include <QCoreApplication>

namespace forsyth {
namespace {

class QuizWords {
    Q_DECLARE_TR_FUNCTIONS(QuizWords)

public:
    static QString question(const QuizQuestion& q)
    {
        const bool white = q.position.sideToMove == Color::White;
        const QString san = QString::fromStdString(q.san);
        switch (q.kind) {
        case QuizKind::SquareOfCharacter:
            return tr("Which square does the highlighted letter %1 describe?")
                .arg(QString::fromStdString(q.fen.substr(q.charStart, q.charEnd - q.charStart)));
        case QuizKind::WriteRank:
            return tr("Write rank %1 of this board as a FEN writes it.").arg(q.rank);
        case QuizKind::EpAfterMove:
            return white ? tr("White plays %1. What does the en passant field of the FEN become?").arg(san)
                         : tr("Black plays %1. What does the en passant field of the FEN become?").arg(san);
        case QuizKind::CastlingAfterMove:
            return white ? tr("White plays %1. What does the castling field of the FEN become?").arg(san)
                         : tr("Black plays %1. What does the castling field of the FEN become?").arg(san);
        }
        return {};
    }

    static QString hint(const QuizQuestion& q)
    {
        switch (q.kind) {
        case QuizKind::SquareOfCharacter:
            return tr("A square, such as e4");
        case QuizKind::WriteRank:
            return tr("Such as rnbqkbnr");
        case QuizKind::EpAfterMove:
            return tr("A square such as e3, or -");
        case QuizKind::CastlingAfterMove:
            return tr("Letters such as Kq, or -");
        }
        return {};
    }

    static QString verdict(const QuizQuestion& q, QuizVerdict v, const QString& answer)
    {
        const QString right = QString::fromStdString(q.answer);
        switch (v) {
        case QuizVerdict::Right:
            return tr("Right!");
        case QuizVerdict::RightOtherConvention: {
            const QString square = QString::fromStdString(squareName(q.after.epSquare));
            if (answer.trimmed() == QLatin1String("-")) {
                return tr("Right: no pawn can take on %1, and a FEN written only when en passant is possible "
                          "leaves the square out. A FEN written always says %1, which is right too.")
                    .arg(square);
            }
            return tr("Right: the pawn passed %1, and a FEN written always says so. This editor writes the "
                      "square only when a pawn can take it, so it shows -, which is right too.")
                .arg(square);
        }
        case QuizVerdict::DigitsNotJoined:
            return tr(
                "Not quite: those are the right squares, but a FEN writes each run of empty squares as one "
                "digit: %1.")
                .arg(right);
        case QuizVerdict::Wrong:
            if (right == QLatin1String("-"))
                return tr("Not quite: the answer is - (there is none).");
            return tr("Not quite: the answer is %1.").arg(right);
        case QuizVerdict::Unreadable:
            break;
        }
        switch (q.kind) {
        case QuizKind::SquareOfCharacter:
            return tr("Write a square: its file a-h and its rank 1-8, such as e4.");
        case QuizKind::WriteRank:
            return tr("Write the rank with piece letters (KQRBNP for White, kqrbnp for Black) and digits 1-8 "
                      "for empty squares.");
        case QuizKind::EpAfterMove:
            return tr("Write a square such as e3, or - when there is none.");
        case QuizKind::CastlingAfterMove:
            return tr("Write castling letters (K, Q, k, q), each at most once, or - when no right is left.");
        }
        return {};
    }

    static QString reason(const QuizQuestion& q, FenWriteOptions options)
    {
        const QByteArray fen = QByteArray::fromStdString(q.fen);
        switch (q.kind) {
        case QuizKind::SquareOfCharacter:
            return explainFenPart(asStringView(fen), q.charStart).text.section(QLatin1Char('\n'), 0, 0);
        case QuizKind::WriteRank: {
            // The rank's first byte: ranks run from 8 down, one '/' apart.
            std::size_t at = 0;
            for (int rank = 8; rank > q.rank; --rank)
                at = q.fen.find('/', at) + 1;
            return explainFenPart(asStringView(fen), at).text.section(QLatin1Char('\n'), -1);
        }
        case QuizKind::EpAfterMove:
        case QuizKind::CastlingAfterMove:
            break;
        }
        QStringList said = explainMove(q.position, q.move, options);
        if (q.kind == QuizKind::EpAfterMove && q.after.epSquare == NoSquare
            && q.position.epSquare == NoSquare) {
            said << tr("%1 moves the pawn one square: only a pawn's two-square first move sets an en passant "
                       "square.")
                        .arg(QString::fromStdString(q.san));
        }
        return said.join(QLatin1Char('\n'));
    }

    static QString score(int right, int asked) { return tr("%1 of %2").arg(right).arg(asked); }
};

} // namespace

QString quizQuestionText(const QuizQuestion& q) { return QuizWords::question(q); }
QString quizAnswerHint(const QuizQuestion& q) { return QuizWords::hint(q); }
QString quizVerdictText(const QuizQuestion& q, QuizVerdict verdict, const QString& answer)
{
    return QuizWords::verdict(q, verdict, answer);
}
QString quizReason(const QuizQuestion& q, FenWriteOptions options) { return QuizWords::reason(q, options); }
QString quizScoreText(int right, int asked) { return QuizWords::score(right, asked); }

} // namespace forsyth
