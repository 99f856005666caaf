#include "game_words.h"

#include "messages.h"
#include "san.h"

#include <QCoreApplication>

namespace forsyth {

QString moveLabel(const Position& before, Move m)
{
    const QString san = QString::fromStdString(writeSan(before, m));
    return before.sideToMove == Color::White ? QStringLiteral("%1. %2").arg(before.fullmoveNumber).arg(san)
                                             : QStringLiteral("%1... %2").arg(before.fullmoveNumber).arg(san);
}

QString moveLabel(const PgnGame& game, std::size_t index)
{
    const std::optional<Position> before = positionAfter(game, index);
    return before && index < game.moves.size() ? moveLabel(*before, game.moves[index].move) : QString();
}

QString nagText(int nag)
{
    static const char* const glyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
    return nag >= 1 && nag <= 6 ? QString::fromLatin1(glyphs[nag - 1]) : QStringLiteral("$%1").arg(nag);
}

QString describe(const PgnProblem& problem, const PgnGame& game)
{
    const QString what = quoted(problem.quote);
    const QString where = problem.ply == 0
        ? QCoreApplication::translate("GameWords", "the moves stop at the start")
        : QCoreApplication::translate("GameWords", "the moves stop after %1")
              .arg(moveLabel(game, problem.ply - 1));
    switch (problem.kind) {
    case PgnProblemKind::UnreadableFen:
        return QCoreApplication::translate("GameWords", "The FEN tag %1 cannot be read: no moves are played")
            .arg(what);
    case PgnProblemKind::UnreadableMove:
        return QCoreApplication::translate("GameWords", "%1 is no move: %2").arg(what, where);
    case PgnProblemKind::IllegalMove:
        return QCoreApplication::translate("GameWords", "Illegal move %1: %2").arg(what, where);
    case PgnProblemKind::AmbiguousMove:
        return QCoreApplication::translate("GameWords", "%1 fits more than one legal move: %2")
            .arg(what, where);
    case PgnProblemKind::UnclosedComment:
        return QCoreApplication::translate("GameWords", "A comment opened with { is not closed");
    case PgnProblemKind::UnclosedVariation:
        return QCoreApplication::translate("GameWords", "A variation opened with ( is not closed");
    case PgnProblemKind::UnopenedVariation:
        return QCoreApplication::translate("GameWords", "A ) closes no variation");
    case PgnProblemKind::UnclosedTag:
        return QCoreApplication::translate(
            "GameWords", "The tag %1 has no closing quote: it is read to the end of its line")
            .arg(what);
    }
    return {};
}

} // namespace forsyth
