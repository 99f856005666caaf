#include "position_document.h"

#include "field_options.h"
#include "game_words.h"
#include "messages.h"
#include "transforms.h"
#include "zobrist.h"

#include <QStringList>
#include <QUndoCommand>

#include <algorithm>
#include <utility>

namespace forsyth {

namespace {
constexpr int TypingMergeId = 1;
}

// One undo step: the document's state before and after. Positions are cheap to copy, so
// storing both is simpler and safer than inverting each kind of edit.
class DocumentEditCommand : public QUndoCommand {
public:
    DocumentEditCommand(PositionDocument* document, DocumentState before, DocumentState after,
        const QString& text, int mergeId, bool wholePosition)
        : QUndoCommand(text)
        , document_(document)
        , record_(document->currentRecord())
        , before_(std::move(before))
        , after_(std::move(after))
        , mergeId_(mergeId)
        , wholePosition_(wholePosition)
    { }

    bool replacesPlacement() const
    {
        if (!wholePosition_)
            return false;
        for (Square s = 0; s < 64; ++s) {
            if (before_.position.pieceAt(s) != after_.position.pieceAt(s))
                return true;
        }
        return false;
    }

    // An undo or redo ends a typing burst: typing after it is a new step. The first redo is
    // the push itself and must leave the burst open.
    void undo() override
    {
        document_->endTypingBurst();
        document_->showRecord(record_);
        document_->applyState(before_);
    }
    void redo() override
    {
        if (pushed_)
            document_->endTypingBurst();
        pushed_ = true;
        document_->showRecord(record_);
        document_->applyState(after_);
    }
    int id() const override { return mergeId_; }

    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const DocumentEditCommand*>(other);
        if (!document_->typingBurstOpen_ || next->mergeId_ != mergeId_ || next->record_ != record_)
            return false;
        after_ = next->after_;
        setObsolete(after_ == before_);
        return true;
    }

private:
    PositionDocument* document_;
    int record_; // the collection's record it edits (-1: no collection)
    DocumentState before_;
    DocumentState after_;
    int mergeId_;
    bool wholePosition_; // set by setPosition, not by an edit of the position shown
    bool pushed_ = false;
};

PositionDocument::PositionDocument(QObject* parent)
    : QObject(parent)
{
    state_.position = startPosition();
    state_.wantedCastling = state_.position.castling;
    findings_ = judge(state_.position);
    connect(
        &undoStack_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

PositionDocument::~PositionDocument() { blockSignals(true); }

void PositionDocument::setCastlingNotation(CastlingNotation notation)
{
    if (fenOptions_.castling == notation)
        return;
    fenOptions_.castling = notation;
    emit changed(Notation);
}

void PositionDocument::setEpOutput(EpOutput output)
{
    if (fenOptions_.ep == output)
        return;
    fenOptions_.ep = output;
    emit changed(Notation);
}

QString PositionDocument::fen() const
{
    return QString::fromStdString(writeFen(state_.position, fenOptions_));
}

void PositionDocument::placePiece(Square square, Piece piece)
{
    if (square < 0 || square > 63 || state_.position.pieceAt(square) == piece)
        return;
    Position next = state_.position;
    next.setPiece(square, piece);
    editPlacement(next,
        piece.empty() ? tr("Empty %1").arg(squareText(square))
                      : tr("Place %1 on %2").arg(QChar(pieceLetter(piece)), squareText(square)));
}

void PositionDocument::movePiece(Square from, Square to)
{
    if (from == to || from < 0 || from > 63 || to < 0 || to > 63 || state_.position.pieceAt(from).empty())
        return;
    Position next = state_.position;
    next.setPiece(to, next.pieceAt(from));
    next.clearSquare(from);
    editPlacement(next, tr("Move %1 to %2").arg(squareText(from), squareText(to)));
}

void PositionDocument::copyPiece(Square from, Square to)
{
    if (from == to || from < 0 || from > 63 || to < 0 || to > 63 || state_.position.pieceAt(from).empty())
        return;
    Position next = state_.position;
    next.setPiece(to, next.pieceAt(from));
    editPlacement(next, tr("Copy %1 to %2").arg(squareText(from), squareText(to)));
}

void PositionDocument::setSideToMove(Color side)
{
    if (state_.position.sideToMove == side)
        return;
    DocumentState next = state_;
    next.position.sideToMove = side;
    fitAndPush(next, side == Color::White ? tr("White to move") : tr("Black to move"));
}

void PositionDocument::setCastlingRight(Color color, CastlingSide side, int file)
{
    DocumentState next = state_;
    next.wantedCastling.set(color, side, file);
    next.position.castling.set(color, side, file);
    if (next == state_)
        return;
    pushEdit(next, tr("Change castling rights"));
}

void PositionDocument::setEpSquare(Square square)
{
    setField(&Position::epSquare, square, tr("Change en passant square"));
}

void PositionDocument::setHalfmoveClock(int value)
{
    setField(&Position::halfmoveClock, value, tr("Change halfmove clock"));
}

void PositionDocument::setFullmoveNumber(int value)
{
    setField(&Position::fullmoveNumber, value, tr("Change fullmove number"));
}

void PositionDocument::setChess960(bool on)
{
    if (state_.chess960 == on)
        return;
    DocumentState next = state_;
    next.chess960 = on;
    fitAndPush(next, on ? tr("Chess960 castling on") : tr("Chess960 castling off"));
}

void PositionDocument::setTitle(const QString& title)
{
    DocumentState next = state_;
    next.title = title;
    pushEdit(next, tr("Change title"));
}

void PositionDocument::playMove(Move m)
{
    const Position before = state_.position;
    // Only legal moves: move mode shows what the rules do, so it never plays anything else.
    const MoveList legal = legalMoves(before);
    if (std::find(legal.begin(), legal.end(), m) == legal.end())
        return;
    DocumentState next = state_;
    next.position = afterMove(before, m);
    // A move really loses rights: nothing set aside earlier comes back when king and rook
    // return, so the wanted rights become exactly the position's.
    next.wantedCastling = next.position.castling;
    QString name = squareText(m.from) + QLatin1Char('-') + squareText(kingDestination(before, m));
    if (m.kind == MoveKind::Promotion)
        name += QStringLiteral("=%1").arg(QLatin1Char(pieceLetter(Piece{m.promotion, Color::White})));
    endTypingBurst();
    //: %1 is a move such as e2-e4
    pushEdit(next, tr("Move %1").arg(name));
    emit movePlayed(before, m);
}

void PositionDocument::setPosition(const Position& position, const QString& description)
{
    setPosition(position, description, state_.title);
}

void PositionDocument::setPosition(const Position& position, const QString& description, const QString& title)
{
    endTypingBurst();
    pushEdit({position, position.castling, title, needsChess960(position)}, description, -1, true);
}

bool PositionDocument::replacesPlacement(const QUndoCommand* step)
{
    const auto* edit = dynamic_cast<const DocumentEditCommand*>(step);
    return edit && edit->replacesPlacement();
}

void PositionDocument::setPositionFromTyping(const Position& position)
{
    if (pushEdit({position, position.castling, state_.title, state_.chess960 || needsChess960(position)},
            tr("Type FEN"), TypingMergeId))
        typingBurstOpen_ = true;
}

void PositionDocument::endTypingBurst() { typingBurstOpen_ = false; }

void PositionDocument::editPlacement(Position position, const QString& description)
{
    fitAndPush({std::move(position), state_.wantedCastling, state_.title, state_.chess960}, description);
}

void PositionDocument::fitAndPush(DocumentState state, const QString& description)
{
    const Square oldEp = state.position.epSquare;
    const Position before = state_.position;
    const FieldFit fit = fitFields(state.position, state.wantedCastling,
        state.chess960 ? CastlingRules::Chess960 : CastlingRules::Standard);
    pushEdit(state, description);
    // Say what had to go, so nothing the user set disappears unnoticed: one message for the
    // edit, naming everything (moving the king off e1 takes K and Q at once).
    QStringList letters;
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            if (before.castling.has(c, side) && fit.suspended.has(c, side)) {
                // The letter the FEN showed before the edit, in the notation in force.
                letters << QString(QChar::fromLatin1(castlingLetter(
                    before, c, side, before.castling.rookFile(c, side), fenOptions_.castling)));
            }
        }
    }
    QStringList said;
    if (letters.size() == 1)
        said << tr("Castling right %1 set aside until its king and rook are back").arg(letters.front());
    else if (!letters.isEmpty())
        said << tr("Castling rights %1 set aside until their king and rooks are back")
                    .arg(letters.join(QStringLiteral(", ")));
    if (fit.epCleared)
        said << tr("En passant square %1 removed: no pawn could just have passed it").arg(squareText(oldEp));
    if (!said.isEmpty())
        emit fieldsFitted(said.join(QStringLiteral(". ")));
}

bool PositionDocument::pushEdit(
    DocumentState after, const QString& description, int mergeId, bool wholePosition)
{
    // Where the game is set up from is no edit's business: only showPly and setUpFromHere
    // move it.
    after.fromPly = state_.fromPly;
    // C+ was earned by the position as it was: any change to it but the counters (which no
    // solver looks at) takes the mark away (docs/PUZZLES.md §3).
    if (positionKey(after.position) != positionKey(state_.position))
        after.computerTested = false;
    if (after == state_)
        return false;
    if (mergeId != TypingMergeId)
        endTypingBurst();
    if (groupDescription_ && !std::exchange(groupStarted_, true))
        undoStack_.beginMacro(*groupDescription_);
    // At a ply past the game's start, `after` carries that ply as its fromPly: the edit sets the
    // game up from there, and undo goes back to the record as it was.
    const DocumentState before = viewedPly_ > 0 ? recordState_ : state_;
    undoStack_.push(new DocumentEditCommand(this, before, after, description, mergeId, wholePosition));
    return true;
}

PuzzleClaim PositionDocument::puzzleClaim() const
{
    // Also asked while the records are being replaced (a model reset), before currentRecord_ follows.
    if (currentRecord_ < 0 || currentRecord_ >= records_.rowCount())
        return {};
    PuzzleClaim claim = records_.puzzleClaim(currentRecord_);
    claim.computerTested = state_.computerTested;
    return withLegalKeys(std::move(claim), state_.position);
}

bool PositionDocument::setComputerTested(bool tested)
{
    if (viewedPly_ > 0 || !puzzleClaim().markable)
        return false;
    DocumentState next = state_;
    next.computerTested = tested;
    return pushEdit(next, tested ? tr("Mark C+") : tr("Remove C+"));
}

bool PositionDocument::showPly(std::size_t ply)
{
    if (!game_ || ply > game_->moves.size())
        return false;
    const std::optional<Position> pos = positionAfter(*game_, ply);
    if (!pos)
        return false;
    if (ply == viewedPly_)
        return true;
    endTypingBurst();
    const DocumentState before = state_;
    state_ = ply == 0 ? recordState_
                      : DocumentState{*pos, pos->castling, recordState_.title,
                          recordState_.chess960 || needsChess960(*pos), recordState_.fromPly + ply};
    viewedPly_ = ply;
    findings_ = judge(state_.position);
    emit changed(difference(before, state_));
    emit viewedPlyChanged(static_cast<int>(ply));
    return true;
}

void PositionDocument::setUpFromHere()
{
    if (viewedPly_ == 0)
        return;
    endTypingBurst();
    undoStack_.push(new DocumentEditCommand(
        this, recordState_, state_, tr("Set up after %1").arg(moveLabel(*game_, viewedPly_ - 1)), -1, false));
}

StepAction* PositionDocument::createUndoAction(QObject* parent, const QString& prefix)
{
    return new StepAction(&undoStack_, StepAction::Direction::Undo, prefix, parent);
}

StepAction* PositionDocument::createRedoAction(QObject* parent, const QString& prefix)
{
    return new StepAction(&undoStack_, StepAction::Direction::Redo, prefix, parent);
}

void PositionDocument::startSession()
{
    endTypingBurst();
    emit aboutToStartSession();
    undoStack_.clear();
}

void PositionDocument::markSaved()
{
    undoStack_.setClean();
    if (records_.isOpen())
        records_.markSaved();
}

bool PositionDocument::isModified() const { return !undoStack_.isClean(); }

PositionDocument::EditGroup::EditGroup(PositionDocument& document, const QString& description)
    : document_(document)
{
    document_.endTypingBurst();
    document_.groupDescription_ = description;
    document_.groupStarted_ = false;
}

PositionDocument::EditGroup::~EditGroup()
{
    document_.groupDescription_.reset();
    if (std::exchange(document_.groupStarted_, false))
        document_.undoStack_.endMacro();
}

void PositionDocument::applyState(const DocumentState& state)
{
    const Changes changes = difference(state_, state);
    state_ = state;
    recordState_ = state;
    findings_ = judge(state_.position);
    if (currentRecord_ >= 0)
        records_.setState(currentRecord_, state_);
    const bool hadGame = game_.has_value();
    game_ = currentRecord_ >= 0 ? records_.game(currentRecord_) : std::nullopt;
    viewedPly_ = 0;
    emit changed(changes);
    if (hadGame || game_) {
        emit gameChanged();
        emit viewedPlyChanged(0);
    }
}

PositionDocument::Changes PositionDocument::difference(const DocumentState& a, const DocumentState& b)
{
    Changes changes;
    const Position& p = a.position;
    const Position& q = b.position;
    for (Square s = 0; s < 64; ++s) {
        if (!(p.pieceAt(s) == q.pieceAt(s))) {
            changes |= Placement;
            break;
        }
    }
    if (p.sideToMove != q.sideToMove)
        changes |= SideToMove;
    if (!(p.castling == q.castling) || !(a.wantedCastling == b.wantedCastling) || a.chess960 != b.chess960)
        changes |= Castling;
    if (p.epSquare != q.epSquare)
        changes |= EnPassant;
    if (p.halfmoveClock != q.halfmoveClock || p.fullmoveNumber != q.fullmoveNumber)
        changes |= Counters;
    if (a.title != b.title)
        changes |= Title;
    return changes;
}

} // namespace forsyth
