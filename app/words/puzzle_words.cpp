#include "puzzle_words.h"

#include "san.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace forsyth {
namespace {

QString san(const Position& pos, Move m) { return QString::fromStdString(writeSan(pos, m)); }

QString sanList(const Position& pos, const std::vector<Move>& moves)
{
    QStringList out;
    for (const Move m : moves)
        out << san(pos, m);
    return out.join(QStringLiteral(", "));
}

} // namespace

QString stipulationWords(Stipulation s)
{
    switch (s.kind) {
    case StipulationKind::Mate:
        return QCoreApplication::translate("PuzzleWords", "mate in %1").arg(s.moves);
    case StipulationKind::Helpmate:
        return QCoreApplication::translate("PuzzleWords", "helpmate in %1").arg(s.moves);
    case StipulationKind::Selfmate:
        break;
    }
    return QCoreApplication::translate("PuzzleWords", "selfmate in %1").arg(s.moves);
}

QString verdictName(PuzzleVerdict verdict)
{
    switch (verdict) {
    case PuzzleVerdict::Sound:
        return QCoreApplication::translate("PuzzleWords", "Sound");
    case PuzzleVerdict::Cooked:
        return QCoreApplication::translate("PuzzleWords", "Cooked");
    case PuzzleVerdict::NoSolution:
        return QCoreApplication::translate("PuzzleWords", "No solution");
    case PuzzleVerdict::KeyDiffers:
        return QCoreApplication::translate("PuzzleWords", "Another key");
    case PuzzleVerdict::Unfinished:
        return QCoreApplication::translate("PuzzleWords", "Not finished");
    case PuzzleVerdict::NoStipulation:
        return QCoreApplication::translate("PuzzleWords", "No stipulation");
    case PuzzleVerdict::Illegal:
        break;
    }
    return QCoreApplication::translate("PuzzleWords", "Illegal position");
}

QString verdictSentence(const PuzzleCheck& check, const Position& pos, const PuzzleClaim& claim)
{
    const bool help = claim.stipulation && claim.stipulation->kind == StipulationKind::Helpmate;
    switch (check.verdict) {
    case PuzzleVerdict::Sound:
        return help ? QCoreApplication::translate("PuzzleWords", "Sound: one solution.")
                    : QCoreApplication::translate("PuzzleWords", "Sound: %1 is the only key.")
                          .arg(sanList(pos, check.solution->keys));
    case PuzzleVerdict::Cooked:
        return help ? QCoreApplication::translate("PuzzleWords", "Cooked: %1 solutions.")
                          .arg(check.solution->lines.size())
                    : QCoreApplication::translate("PuzzleWords", "Cooked: %1 keys (%2).")
                          .arg(check.solution->keys.size())
                          .arg(sanList(pos, check.solution->keys));
    case PuzzleVerdict::NoSolution:
        return QCoreApplication::translate("PuzzleWords", "No solution: proved that nothing solves %1.")
            .arg(stipulationWords(*claim.stipulation));
    case PuzzleVerdict::KeyDiffers:
        return QCoreApplication::translate("PuzzleWords", "The key is %1, not %2 as the record says.")
            .arg(sanList(pos, check.solution->keys), sanList(pos, claim.keys));
    case PuzzleVerdict::Unfinished:
        return QCoreApplication::translate(
            "PuzzleWords", "Not finished: the search stopped before a verdict.");
    case PuzzleVerdict::NoStipulation:
        return QCoreApplication::translate("PuzzleWords", "The record states no stipulation (such as #2).");
    case PuzzleVerdict::Illegal:
        break;
    }
    return QCoreApplication::translate("PuzzleWords", "Not solved: the position is illegal.");
}

QString solutionLines(const Position& pos, const Solution& s)
{
    QStringList lines;
    if (s.stipulation.kind == StipulationKind::Helpmate) {
        for (const std::vector<Move>& line : s.lines)
            lines << QString::fromStdString(problemLine(pos, line));
        if (s.lines.size() >= MaxHelpmateLines)
            lines << QCoreApplication::translate("PuzzleWords", "(the first %1 solutions)")
                         .arg(MaxHelpmateLines);
    } else {
        for (const Move key : s.keys) {
            QString line = QStringLiteral("1. %1!").arg(san(pos, key));
            for (const KeyThreats& k : s.threats) {
                if (k.key == key && !k.threats.empty()) {
                    const Position passed = afterPass(afterMove(pos, key));
                    QStringList threats;
                    for (const Move t : k.threats)
                        threats << san(passed, t);
                    line += QStringLiteral(" (2. %1)").arg(threats.join(QStringLiteral(", ")));
                }
            }
            lines << line;
        }
        for (const Try& t : s.tries)
            lines << QStringLiteral("1. %1? %2!")
                         .arg(san(pos, t.move), san(afterMove(pos, t.move), t.refutation));
    }
    const QString count = QLocale().toString(static_cast<qulonglong>(s.nodes));
    const QString seconds = QLocale().toString(s.seconds, 'f', 3);
    lines << (s.complete
            ? QCoreApplication::translate("PuzzleWords", "Proved: %1 positions in %2 s.").arg(count, seconds)
            : QCoreApplication::translate("PuzzleWords",
                "Stopped after %1 positions in %2 s: what is listed is proved, the rest unknown.")
                  .arg(count, seconds));
    return lines.join(QLatin1Char('\n'));
}

} // namespace forsyth
