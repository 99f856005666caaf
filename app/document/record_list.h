// The records of an open collection file, for the list beside the board: each read from the
// file's text when first shown, and kept as a DocumentState once edited, so saving rewrites
// only those (docs/COLLECTIONS.md §1).
#pragma once

#include "collection.h"
#include "document_state.h"
#include "puzzle.h"

#include <QAbstractListModel>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace forsyth {

class RecordList : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        TitleRole = Qt::UserRole + 1, // QString
        FenRole,                      // QString: the position as written, or the record's text
        VerdictRole,                  // int: a Verdict
        SideRole,                     // int: 0 White, 1 Black to move (unreadable: -1)
        EditedRole,                   // bool: changed since the file was read or last saved
        NumberRole,                   // int: the record's number, from 1
    };
    enum class Verdict { Legal, Warnings, Illegal, Unreadable };

    // A record as the list holds it: where it is in the file (none for a record added since)
    // and its state once edited.
    struct Entry {
        std::optional<std::size_t> original;
        std::optional<DocumentState> edited;
        std::uint64_t id = 0; // one for each record opened or added, kept through undo
    };

    explicit RecordList(QObject* parent = nullptr);

    // The words a verdict stands for (the list's tool tips, the filter's choices).
    static QString verdictText(Verdict verdict);

    // Takes the file's text and its records as indexCollection found them (reading none of
    // them yet).
    void open(std::string text, CollectionIndex index);
    void close();
    bool isOpen() const { return open_; }
    CollectionFormat format() const { return index_.format; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

    // The record's position and title: as edited, or as read from the file. An unreadable
    // record gives an empty board; readProblem says why.
    DocumentState state(int row) const;
    bool isReadable(int row) const;
    QString recordText(int row) const; // the FEN as the file has it
    Verdict verdict(int row) const;
    bool isEdited(int row) const; // differs from the file as opened (or was added since)
    // Differs from what the file held when last saved here (or opened): the list's "*" mark.
    bool isUnsaved(int row) const;
    void markSaved(); // the records as they are now are what the file holds

    void setState(int row, const DocumentState& state);
    void insert(int row, Entry entry);
    Entry take(int row);
    void move(int from, int to);
    static Entry newEntry(const DocumentState& state);
    Entry entry(int row) const { return entries_.at(static_cast<std::size_t>(row)); }

    // What the record states as a puzzle (docs/PUZZLES.md): from the file for a record read
    // from it, with the C+ of its state; nothing for a record added since.
    PuzzleClaim puzzleClaim(int row) const;

    // A snapshot of what Verify all needs, for another thread: the file's text and records,
    // and for each row either its record in the file or, edited or added, its state and claim.
    struct PuzzleSource {
        struct Item {
            std::optional<std::size_t> original; // read from the file by the worker
            Position position;                   // otherwise: as edited
            PuzzleClaim claim;
        };
        CollectionIndex index;
        std::string text;
        std::vector<Item> items;
    };
    PuzzleSource puzzleSource() const;

    // A PGN record's game as it would be saved: its moves from the record's setup, and its
    // problems (with spans into the game's own bytes once edited). nullopt for other formats
    // and for records added since the file was read.
    std::optional<PgnGame> game(int row) const;
    // "White - Black" for a game whose players are known; empty otherwise.
    QString players(int row) const;

    // Whether a record read from an EPD file holds operations other than its id (bm, c0, ...),
    // which a FEN list or a PGN cannot keep.
    bool holdsEpdOperations() const;

    // The whole file as it is to be written; nullopt with the row of the record the format
    // cannot hold (a puzzle whose opening move no longer fits), in `failedRow`.
    std::optional<std::string> write(FenWriteOptions options, int* failedRow = nullptr) const;

private:
    struct Read {
        DocumentState state;
        QString text;
        bool readable = false;
        Verdict verdict = Verdict::Unreadable;
        QString players;
        PuzzleClaim claim;
        std::string fileTitle; // the title's bytes as the file holds them
    };
    Read readOf(int row) const;
    const Read& originalRead(std::size_t original) const;
    std::string titleToWrite(const Entry& entry) const;
    static Verdict verdictOf(const Position& pos);

    bool open_ = false;
    std::string text_;
    CollectionIndex index_;
    std::vector<Entry> entries_;
    // What each original record reads as, filled in when first asked for (by original index).
    mutable std::vector<std::optional<Read>> reads_;
    // The records as last saved: the original ones saved unedited (by original index), and the
    // state of each other one (by id). Small for a large file with a few edits.
    std::vector<bool> savedUnedited_;
    std::unordered_map<std::uint64_t, std::optional<DocumentState>> savedStates_;
};

} // namespace forsyth
