#include "file_history.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <iterator>
#include <tuple>

namespace forsyth {

OpenFile OpenFile::at(const QString& path)
{
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists())
        return {path, -1, {}};
    QFile file(path);
    // Only a regular file is read: a named pipe would wait for a writer.
    const QByteArray head = info.isFile() && file.open(QIODevice::ReadOnly) ? file.read(4096) : QByteArray();
    const TextEncoding encoding = encodingOf(head);
    const QByteArray lineBreak = encoding == TextEncoding::Utf16LittleEndian ? QByteArray("\r\0\n\0", 4)
        : encoding == TextEncoding::Utf16BigEndian                           ? QByteArray("\0\r\0\n", 4)
                                                                             : QByteArray("\r\n");
    return {path, info.size(), info.lastModified(), encoding, head.contains(lineBreak)};
}

void FileHistory::stepped(
    const QUndoStack& stack, const OpenFile& before, bool savedBefore, const OpenFile& after, bool savedAfter)
{
    if (stack.index() > 0)
        steps_.push_back(
            {stack.command(stack.index() - 1), stack.index(), before, savedBefore, after, savedAfter});
}

void FileHistory::saved(const QUndoStack& stack, const OpenFile& file, const OpenFile& previous)
{
    const int index = stack.index();
    const std::optional<Found> before = fileAt(stack, index - 1);
    for (Step& step : steps_) {
        if (step.before.path == file.path)
            std::tie(step.before, step.savedBefore) = std::tuple(file, step.index - 1 == index);
        if (step.after.path == file.path)
            std::tie(step.after, step.savedAfter) = std::tuple(file, step.index == index);
    }
    if (file.path == previous.path)
        return;
    // Save As: a step of the file alone, after the steps that end at this index; the first
    // step undone past it starts from the file saved.
    const auto later
        = std::find_if(steps_.begin(), steps_.end(), [index](const Step& s) { return s.index > index; });
    if (later != steps_.end())
        std::tie(later->before, later->savedBefore) = std::tuple(file, later->index - 1 == index);
    const bool previousSaved = before && before->file.path == previous.path && before->saved;
    steps_.insert(
        later, {index > 0 ? stack.command(index - 1) : nullptr, index, previous, previousSaved, file, true});
}

std::optional<FileHistory::Found> FileHistory::fileAt(const QUndoStack& stack, int index)
{
    // A step undone and then replaced by another is gone from the history, and so is its file.
    std::erase_if(steps_, [&stack](const Step& s) {
        return s.index > stack.count() || stack.command(s.index - 1) != s.command;
    });
    // The file before the first step undone (what is known of it last), else after the last.
    const auto undone
        = std::find_if(steps_.begin(), steps_.end(), [index](const Step& s) { return s.index > index; });
    if (undone != steps_.end())
        return Found{undone->before, index == undone->index - 1 && undone->savedBefore};
    if (undone != steps_.begin()) {
        const Step& done = *std::prev(undone);
        return Found{done.after, index == done.index && done.savedAfter};
    }
    return std::nullopt;
}

} // namespace forsyth
