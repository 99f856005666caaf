// The position being edited: every view edits through it and redraws from its one signal.
#pragma once

#include "document_state.h"
#include "fen.h"
#include "findings.h"
#include "moves.h"
#include "position.h"
#include "record_list.h"
#include "step_action.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>
#include <string>
#include <vector>

namespace forsyth {

class PositionDocument : public QObject {
    Q_OBJECT

public:
    enum Change {
        Placement = 1 << 0,
        SideToMove = 1 << 1,
        Castling = 1 << 2,
        EnPassant = 1 << 3,
        Counters = 1 << 4,
        Notation = 1 << 5, // how the FEN is written, not the position
        Title = 1 << 6,
    };
    Q_DECLARE_FLAGS(Changes, Change)

    explicit PositionDocument(QObject* parent = nullptr);
    // Silent from here on: the undo stack, a member, still says it is no longer clean as it
    // goes, and whoever listens (a window being destroyed around it) must not hear that.
    ~PositionDocument() override;

    const Position& position() const { return state_.position; }
    const CastlingRights& wantedCastling() const { return state_.wantedCastling; }
    const std::vector<Finding>& findings() const { return findings_; }
    // For tests and inspection; views edit through the calls below, never through the stack.
    QUndoStack* undoStack() { return &undoStack_; }

    // Undo and redo as the window's actions, their text naming the step ("Undo Move e4");
    // StepAction::setPrefix says them in another language.
    StepAction* createUndoAction(QObject* parent, const QString& prefix);
    StepAction* createRedoAction(QObject* parent, const QString& prefix);
    // The session starts here: undo does not go back beyond the position as it is now.
    void startSession();
    // The position as it is now is what the open file holds; isModified() until it changes.
    // modifiedChanged tells when isModified() turns (an edit, an undo back to the saved
    // position, markSaved): after the step is on the stack, unlike changed.
    void markSaved();
    bool isModified() const;

    // Edits made while an EditGroup lives are one undo step named `description` (a brush
    // stroke). The step is opened by the group's first edit that changes something, so a
    // group that changes nothing leaves no empty step behind.
    class EditGroup {
    public:
        EditGroup(PositionDocument& document, const QString& description);
        ~EditGroup();
        EditGroup(const EditGroup&) = delete;
        EditGroup& operator=(const EditGroup&) = delete;

    private:
        PositionDocument& document_;
    };

    FenWriteOptions fenOptions() const { return fenOptions_; }
    // Chess960 castling: the controls offer a king between b and g castling with a rook on
    // either side; off, only ordinary chess's (king on e1/e8, rook in the corner). Set by
    // itself when a position whose rights need it is loaded or typed; an undo step when the
    // user turns it.
    bool isChess960() const { return state_.chess960; }
    CastlingRules castlingRules() const
    {
        return state_.chess960 ? CastlingRules::Chess960 : CastlingRules::Standard;
    }
    void setChess960(bool on);
    void setCastlingNotation(CastlingNotation notation);
    void setEpOutput(EpOutput output);
    QString fen() const;
    // The position's name: an EPD id or PGN Event it was pasted or opened with, written
    // back when it is saved. Part of each undo step; setTitle is a step of its own.
    QString title() const { return state_.title; }
    void setTitle(const QString& title);

    // Placement edits: an edit is not a move, so the other fields stay unless they no longer
    // fit (FieldFit), and the status bar is told when something had to go.
    void placePiece(Square square, Piece piece);
    void movePiece(Square from, Square to);
    void copyPiece(Square from, Square to);

    void setSideToMove(Color side);
    // file = CastlingRights::None to clear the right.
    void setCastlingRight(Color color, CastlingSide side, int file);
    void setEpSquare(Square square);
    void setHalfmoveClock(int value);
    void setFullmoveNumber(int value);

    // A whole new position (a transform, a pasted or loaded FEN), one undo step.
    // The title stays; the overload with a title sets it in the same undo step. Chess960
    // castling follows the position: on when its rights need it (needsChess960), else off.
    void setPosition(const Position& position, const QString& description);
    void setPosition(const Position& position, const QString& description, const QString& title);
    // Whether `step`, one of undoStack()'s, is a setPosition that put other pieces on the board
    // (Clear board, a FEN pasted, a transform), not an edit of the position shown: a picture's
    // reading no longer speaks of the board after it.
    static bool replacesPlacement(const QUndoCommand* step);
    // Move mode: plays m, a move from legalMoves(position()), as one undo step named by the
    // move; every field follows the rules of a move (core makeMove). Emits movePlayed after
    // changed.
    void playMove(Move m);

    // From typing in the FEN field: consecutive calls merge into one undo step until
    // endTypingBurst().
    void setPositionFromTyping(const Position& position);
    void endTypingBurst();

    // A collection (docs/COLLECTIONS.md): the file's records, one of which, the current one,
    // is the position edited. Every edit is made to the current record; undoing an edit made
    // to another record goes back to that record first. Opening starts a new session.
    RecordList* records() { return &records_; }
    const RecordList* records() const { return &records_; }
    bool hasRecords() const { return records_.isOpen(); }
    int currentRecord() const { return currentRecord_; }
    // The record shown is a line of the file that does not read as a position, not yet mended:
    // the board is empty for want of one, not because the record sets up an empty board.
    bool showsUnreadRecord() const
    {
        return hasRecords() && !records_.isReadable(currentRecord_) && !records_.isEdited(currentRecord_);
    }
    // False, and nothing changed, when the text holds no record.
    bool openRecords(std::string text, CollectionIndex index);
    bool openRecords(CollectionFormat format, std::string text)
    {
        CollectionIndex index = indexCollection(format, text);
        return openRecords(std::move(text), std::move(index));
    }
    // The board keeps the record shown, as a lone position; the history goes, as its steps
    // belong to the records (a new session).
    void closeRecords();
    // Shows another record: no undo step, nothing changes in the file.
    void selectRecord(int row);
    // Each an undo step: the current position as a new record after the current one (add) or
    // the current record copied (duplicate), then shown; the current record removed (the next
    // one shown); a record moved to another place.
    void addRecord();
    void duplicateRecord();
    void deleteRecord();
    void moveRecord(int from, int to);

    // The current record as a puzzle (docs/PUZZLES.md): its stipulation and key, and whether
    // it carries C+ now; empty without a collection.
    PuzzleClaim puzzleClaim() const;
    // Marks the current record computer-tested (C+) or takes the mark away: an undo step,
    // written into the file when it is saved. Only for a record with a place for it
    // (PuzzleClaim::markable); false and nothing done otherwise.
    bool setComputerTested(bool tested);

    // A PGN record's game (docs/COLLECTIONS.md §7), as it would be saved: the moves from the
    // record's setup. The board can show any ply of it (showPly: no undo step, the record
    // unchanged); an edit made there first sets the game up from that ply, in the same undo
    // step, since the moves before it no longer lead to the edited position.
    const std::optional<PgnGame>& game() const { return game_; }
    std::size_t viewedPly() const { return viewedPly_; }
    // False when there is no game or it has fewer moves.
    bool showPly(std::size_t ply);
    // The ply shown becomes the game's start: one undo step.
    void setUpFromHere();

signals:
    void changed(forsyth::PositionDocument::Changes changes);
    // A field had to change because the placement no longer allows it (status bar text).
    void fieldsFitted(const QString& message);
    // A move was played (not on undo/redo): before is the position it was played from.
    void movePlayed(const forsyth::Position& before, forsyth::Move move);
    void modifiedChanged(bool modified);
    // Another record is shown (after `changed` for its position), or the collection closed (-1).
    void currentRecordChanged(int row);
    // The current record's game changed (another record, an edit, undo), or the ply shown.
    void gameChanged();
    void viewedPlyChanged(int ply);
    // startSession is about to drop the history: what is kept beside its steps goes with it.
    void aboutToStartSession();

private:
    friend class DocumentEditCommand;
    void applyState(const DocumentState& state);
    // Shows `row` if it is not the current record (an undo step made there is undone there).
    void showRecord(int row);
    void insertRecord(int row, RecordList::Entry entry, const QString& description);
    bool pushEdit(
        DocumentState after, const QString& description, int mergeId = -1, bool wholePosition = false);
    void editPlacement(Position position, const QString& description);
    // One field set as it is, an undo step of its own (nothing fits around it: ep and the
    // counters constrain no other field).
    template <typename T> void setField(T Position::*field, T value, const QString& description)
    {
        if (state_.position.*field == value)
            return;
        DocumentState next = state_;
        next.position.*field = value;
        pushEdit(next, description);
    }
    void fitAndPush(DocumentState state, const QString& description);
    static Changes difference(const DocumentState& a, const DocumentState& b);

    DocumentState state_;
    std::vector<Finding> findings_;
    FenWriteOptions fenOptions_;
    QUndoStack undoStack_;
    bool typingBurstOpen_ = false;
    RecordList records_;
    int currentRecord_ = -1;
    // The current record's game, and the ply of it shown. While a ply past the start is shown,
    // state_ is that position and recordState_ the record's own, which undo goes back to.
    std::optional<PgnGame> game_;
    std::size_t viewedPly_ = 0;
    DocumentState recordState_;
    std::optional<QString> groupDescription_; // an EditGroup is open
    bool groupStarted_ = false;               // and its undo step has begun
};

} // namespace forsyth

Q_DECLARE_OPERATORS_FOR_FLAGS(forsyth::PositionDocument::Changes)
