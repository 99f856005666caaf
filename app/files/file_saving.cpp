// Saving: Save and Save As, the questions before writing over a file, and the file written
// whole (a collection's text comes from records_saving.cpp).
#include "file_actions.h"

#include "as_string_view.h"
#include "collection.h"
#include "fen_file.h"
#include "position_document.h"
#include "position_files.h"
#include "record_list.h"
#include "text_encoding.h"
#include "whole_file.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>

namespace forsyth {

bool FileActions::save()
{
    if (file_.path.isEmpty())
        return saveAs();
    // A collection is written record by record and keeps everything. A single position (from
    // a .pgn, until games are collections too) is written whole: over a file that holds more,
    // it would throw the rest away.
    if (!document_->hasRecords() && !savingKeepsAll(file_.path))
        return refuseToSaveOver();
    if (!mayWriteOverChanges())
        return false;
    return saveTo(file_.path);
}

bool FileActions::mayWriteOverChanges()
{
    // A collection keeps the file's text as it was read, and writes it back around the records
    // edited: another window's edits, or lines another program added, would be lost unasked.
    // A file gone since is simply written again.
    if (const OpenFile now = OpenFile::at(file_.path); now.size < 0 || now == file_)
        return true;
    const QString name = QFileInfo(file_.path).fileName();
    const bool writeOver = changedOnDiskPrompt_
        ? changedOnDiskPrompt_(name)
        : askBeforeSaving(tr("%1 has changed on disk since it was opened or "
                             "saved here, in another window or program. Saving "
                             "would replace those changes with what is shown here.")
                              .arg(name),
            tr("Save over it all the same?"), tr("Save &Over It"), true);
    if (!writeOver)
        problem(tr("Not saved: %1 has changed on disk (Save As keeps what is shown here)")
                    .arg(nameOf(file_.path)));
    return writeOver;
}

bool FileActions::askBeforeSaving(
    const QString& text, const QString& question, const QString& goOn, bool writesOver) const
{
    QMessageBox box(QMessageBox::Warning, tr("Save"), text, QMessageBox::Cancel, window_);
    box.setInformativeText(question);
    QPushButton* button
        = box.addButton(goOn, writesOver ? QMessageBox::DestructiveRole : QMessageBox::AcceptRole);
    // Enter keeps the file as it is: Cancel, unless going on does too (Save As).
    if (writesOver)
        box.setDefaultButton(QMessageBox::Cancel);
    else
        box.setDefaultButton(button);
    box.exec();
    return box.clickedButton() == button;
}

bool FileActions::refuseToSaveOver()
{
    const QString name = QFileInfo(file_.path).fileName();
    problem(tr("Not saved: %1 holds more than this position").arg(nameOf(file_.path)));
    const bool saveElsewhere = holdsMorePrompt_
        ? holdsMorePrompt_(name)
        : askBeforeSaving(tr("%1 holds more than the position shown here: other games or positions, moves, "
                             "comments or tags. Saving would replace all of it with this one position.")
                              .arg(name),
            tr("Save the position in another file instead?"), tr("Save &As…"), false);
    return saveElsewhere && saveAs();
}

QStringList FileActions::saveFilters() { return {tr("FEN (*.fen)"), tr("EPD (*.epd)"), tr("PGN (*.pgn)")}; }

QString FileActions::ownFormatFilter() const
{
    if (!document_->hasRecords())
        return {};
    switch (document_->records()->format()) {
    case CollectionFormat::PuzzleCsv:
        return tr("Lichess puzzles (*.csv)");
    case CollectionFormat::Text:
        return tr("Text with FENs (*.txt)");
    default:
        return {}; // .fen, .epd and .pgn are offered always
    }
}

bool FileActions::keepsOwnFormat(const QString& path) const
{
    return document_->hasRecords() && collectionFormat(path.toStdString()) == document_->records()->format();
}

bool FileActions::saveAs()
{
    QString suggested = file_.path;
    if (suggested.isEmpty()) {
        // Pasted positions as EPD, which keeps their ids, and games as PGN; in the folder of
        // the file opened last.
        const QString recent = recentFiles().value(0);
        const QDir folder = recent.isEmpty() ? QDir::home() : QFileInfo(recent).dir();
        const bool games = document_->hasRecords() && document_->records()->format() == CollectionFormat::Pgn;
        //: Suggested file names (without extension) in Save As, in the user's language
        suggested = folder.filePath(games ? tr("games") + QStringLiteral(".pgn")
                : document_->hasRecords() ? tr("positions") + QStringLiteral(".epd")
                                          : tr("position") + QStringLiteral(".fen"));
    }
    QStringList filters = saveFilters();
    // A collection read from a puzzle CSV or a text file can be saved as one too.
    const QString ownFilter = ownFormatFilter();
    if (!ownFilter.isEmpty())
        filters << ownFilter;
    // Preselected: the filter of the suggested name's format.
    const auto suggestedFormat = positionFileFormat(suggested.toStdString());
    QString filter = filters.value(suggestedFormat ? static_cast<int>(*suggestedFormat) : 0);
    if (!ownFilter.isEmpty() && keepsOwnFormat(suggested))
        filter = ownFilter;
    QString path;
    if (saveChooser_)
        path = saveChooser_(suggested, filter);
    else if (chooser_)
        path = chooser_(true, suggested);
    else
        path = QFileDialog::getSaveFileName(window_,
            document_->hasRecords() ? tr("Save positions") : tr("Save position"), suggested,
            filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return false;
    // A name without a position extension gets the chosen filter's, not always .fen.
    if (!positionFileFormat(path.toStdString()) && !keepsOwnFormat(path)) {
        if (!ownFilter.isEmpty() && filter == ownFilter) {
            path += document_->records()->format() == CollectionFormat::PuzzleCsv ? QStringLiteral(".csv")
                                                                                  : QStringLiteral(".txt");
        } else {
            const int index = filters.indexOf(filter);
            const auto format = static_cast<PositionFileFormat>(std::max(index, 0));
            path += QLatin1Char('.')
                + QLatin1String(fileExtension(format).data(), fileExtension(format).size());
        }
    }
    return saveTo(path);
}

bool FileActions::saveTo(const QString& path)
{
    QString target = path;
    // The collection's own format may be one not offered for positions (.csv, .txt).
    if (!keepsOwnFormat(target) && !positionFileFormat(target.toStdString()))
        target += QStringLiteral(".fen");
    // Saved over, a file keeps its encoding (UTF-16 from Windows) and its line breaks (a
    // collection its own, record by record); a new one is UTF-8 with LF.
    const bool over = !file_.path.isEmpty() && QFileInfo(target) == QFileInfo(file_.path);
    std::string text;
    QString lost;
    if (document_->hasRecords()) {
        std::optional<std::string> written = recordsText(target, lost);
        if (!written)
            return false;
        text = std::move(*written);
    } else {
        const PositionFileFormat format = *positionFileFormat(target.toStdString());
        const QByteArray title = document_->title().toUtf8();
        text = writePositionFile(format, document_->position(), asStringView(title), document_->fenOptions());
        for (std::size_t at = text.find('\n'); over && file_.crlf && at != std::string::npos;
             at = text.find('\n', at + 2))
            text.replace(at, 1, "\r\n");
    }
    const QByteArray bytes = inEncoding(text, over ? file_.encoding : TextEncoding::Utf8);
    const QString why
        = writeWholeFile(target, [&bytes](QIODevice& file) { return file.write(bytes) == bytes.size(); });
    if (!why.isEmpty()) {
        saveFailed(tr("Cannot save %1: %2").arg(nameOf(target), why));
        return false;
    }
    document_->markSaved();
    history_.saved(*document_->undoStack(), OpenFile::at(target), file_);
    file_ = OpenFile::at(target);
    rememberRecent(target);
    emit fileChanged();
    note(lost.isEmpty() ? tr("Saved %1").arg(nameOf(target)) : tr("Saved %1. %2").arg(nameOf(target), lost));
    return true;
}

void FileActions::saveFailed(const QString& text)
{
    problem(text);
    if (saveFailedAlert_)
        saveFailedAlert_(text);
    else
        QMessageBox::warning(window_, tr("Save"), text);
}

} // namespace forsyth
