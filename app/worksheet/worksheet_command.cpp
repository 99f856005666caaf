#include "worksheet_command.h"

#include "command_line.h"
#include "language.h"
#include "look_options.h"
#include "worksheet_layout.h"
#include "worksheet_pdf.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <optional>

namespace forsyth {
namespace {

QString perPageList()
{
    QStringList numbers;
    for (const int n : WorksheetPerPageChoices)
        numbers << QString::number(n);
    return numbers.join(QStringLiteral(", "));
}

std::optional<WorksheetPaper> paperNamed(const QString& name)
{
    if (name.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return WorksheetPaper::A4;
    if (name.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
        return WorksheetPaper::Letter;
    return std::nullopt;
}

bool isOfferedLanguage(const QString& code)
{
    const QList<Language> offered = offeredLanguages();
    return std::any_of(offered.begin(), offered.end(), [&](const Language& l) { return l.code == code; });
}

} // namespace

int runWorksheet()
{
    CommandLine line(QStringLiteral("worksheet"),
        QCoreApplication::translate("WorksheetCommand",
            "Writes the records of collection files (.fen, .epd, .pgn, Lichess puzzle .csv, FENs in "
            "any text) as a PDF worksheet: numbered diagrams with captions (side to move, the "
            "stipulation), a header and page numbers, and an answer key if asked.\n"
            "Exit status: 0 written, 1 a file could not be read, no record could be read or the "
            "PDF could not be written, 2 a usage error."));
    const QCommandLineOption outputOption(QStringList{QStringLiteral("o"), QStringLiteral("output")},
        QCoreApplication::translate("WorksheetCommand", "The PDF file to write (a name ending in .pdf)."),
        QStringLiteral("file"));
    const QCommandLineOption perPageOption(QStringLiteral("per-page"),
        QCoreApplication::translate("WorksheetCommand", "Diagrams a page: %1 (default 6).")
            .arg(perPageList()),
        QStringLiteral("N"), QStringLiteral("6"));
    const QCommandLineOption answersOption(QStringLiteral("answers"),
        QCoreApplication::translate(
            "WorksheetCommand", "Add an answer key: each number's solution, at the end."));
    const QCommandLineOption fenOption(QStringLiteral("fen"),
        QCoreApplication::translate("WorksheetCommand", "Write the FEN under each diagram."));
    const QCommandLineOption linesOption(QStringLiteral("lines"),
        QCoreApplication::translate(
            "WorksheetCommand", "Blank lines under each diagram to write the answer on."));
    const QCommandLineOption countOption(QStringLiteral("piece-count"),
        QCoreApplication::translate(
            "WorksheetCommand", "The problemists' piece count, (White+Black), in each caption."));
    const QCommandLineOption langOption(QStringLiteral("lang"),
        QCoreApplication::translate(
            "WorksheetCommand", "The language of the sheet's words: en (default), ko or zh_CN."),
        QStringLiteral("code"), QStringLiteral("en"));
    const QCommandLineOption paperOption(QStringLiteral("paper"),
        QCoreApplication::translate("WorksheetCommand", "The paper: a4 (default) or letter."),
        QStringLiteral("size"), QStringLiteral("a4"));
    const QCommandLineOption titleOption(QStringLiteral("title"),
        QCoreApplication::translate(
            "WorksheetCommand", "The title at the top of each page (default: the file's name)."),
        QStringLiteral("text"));
    const LookOptions lookOptions;
    QCommandLineParser& parser = line.parser();
    parser.addOptions({outputOption, perPageOption, answersOption, fenOption, linesOption, countOption,
        langOption, paperOption, titleOption});
    lookOptions.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("FILE"),
        QCoreApplication::translate("WorksheetCommand", "Collection files to read."),
        QStringLiteral("FILE..."));
    if (const std::optional<int> done = line.parse())
        return *done;

    const QStringList files = line.arguments();
    const QString output = parser.value(outputOption);
    if (files.isEmpty() || output.isEmpty())
        return line.usageError(QCoreApplication::translate(
            "WorksheetCommand", "give collection files and an output file, e.g. %1")
                                   .arg(QStringLiteral("forsyth worksheet puzzles.epd -o sheet.pdf")));
    // Not any name: `-o puzzles.epd` by mistake would replace the collection with a PDF.
    if (QFileInfo(output).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        return line.usageError(
            QCoreApplication::translate("WorksheetCommand", "%1: the output's name must end in .pdf")
                .arg(output));
    if (const QString problem = lookOptions.apply(parser); !problem.isEmpty())
        return line.usageError(problem);
    WorksheetOptions options;
    const QString perPageText = parser.value(perPageOption);
    const std::optional<int> perPage = CommandLine::wholeNumber(perPageText, 2, 1, 12);
    if (!perPage || !worksheetGrid(*perPage))
        return line.usageError(
            QCoreApplication::translate("WorksheetCommand", "--per-page takes %1, not \"%2\"")
                .arg(perPageList(), perPageText));
    options.perPage = *perPage;
    const std::optional<WorksheetPaper> paper = paperNamed(parser.value(paperOption));
    if (!paper)
        return line.usageError(
            QCoreApplication::translate("WorksheetCommand", "--paper takes a4 or letter, not \"%1\"")
                .arg(parser.value(paperOption)));
    options.paper = *paper;
    const QString language = parser.value(langOption);
    if (!isOfferedLanguage(language))
        return line.usageError(
            QCoreApplication::translate("WorksheetCommand", "--lang takes en, ko or zh_CN, not \"%1\"")
                .arg(language));
    options.fen = parser.isSet(fenOption);
    options.answerLines = parser.isSet(linesOption);
    options.pieceCount = parser.isSet(countOption);
    options.answerKey = parser.isSet(answersOption);
    options.title = parser.isSet(titleOption) ? parser.value(titleOption)
        : files.size() == 1                   ? QFileInfo(files.front()).completeBaseName()
                                              : QString();

    std::vector<WorksheetItem> items;
    for (const QString& file : files) {
        WorksheetFile read = readWorksheetFile(file);
        if (!read.problem.isEmpty()) {
            line.printError(read.problem);
            return 1;
        }
        if (read.unreadable > 0)
            line.printError(QCoreApplication::translate("WorksheetCommand",
                "%1: records left out, as their position does not read: %2 (forsyth positions and "
                "forsyth check say why)")
                                .arg(file)
                                .arg(read.unreadable));
        std::move(read.items.begin(), read.items.end(), std::back_inserter(items));
    }
    if (items.empty()) {
        line.printError(QCoreApplication::translate(
            "WorksheetCommand", "no position to put on the sheet: %1 holds none that reads")
                            .arg(files.join(QStringLiteral(", "))));
        return 1;
    }

    // The sheet speaks the language asked for; the command's own messages stay English, as
    // every command's do (scripts read them).
    applyLanguage(language);
    const WorksheetPdf pdf = worksheetPdf(items, options);
    applyLanguage(QStringLiteral("en"));
    if (const QString problem = saveWorksheetPdf(output, pdf.bytes); !problem.isEmpty()) {
        line.printError(problem);
        return 1;
    }
    return 0;
}

} // namespace forsyth
