// forsyth: the editor window, or with `check` / `perft` first the command line (no display).
#include "board_view.h"
#include "cli/check_command.h"
#include "cli/perft_command.h"
#include "fen.h"
#include "findings.h"
#include "messages.h"
#include "transforms.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QVBoxLayout>

#include <cstdio>
#include <string_view>

namespace {

using namespace forsyth;

constexpr qint64 MaxFileBytes = 1024 * 1024; // a .fen file holds a line; read no more than this

void setMetadata()
{
    QCoreApplication::setApplicationName(QStringLiteral("Forsyth"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FORSYTH_VERSION));
}

// --help and --version must work on a machine without a display, where QApplication cannot
// start. Other options are checked only after QApplication has taken out its own (-platform,
// -style, ...), which a parser run before it would refuse.
bool onlyAsksForInformation(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "--")
            return false;
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

void describeArguments(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QCoreApplication::translate("Main",
        "Forsyth, a chess position editor.\n\n"
        "Subcommands that need no display:\n"
        "  forsyth check [--strict] [--json] [FEN ...]   judge FENs (see forsyth check --help)\n"
        "  forsyth perft FEN DEPTH                       count legal-move tree leaves"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FEN|file.fen"),
        QCoreApplication::translate(
            "Main", "The position to open: a FEN (quoted) or a file whose first line is one."),
        QStringLiteral("[FEN|file.fen]"));
}

struct Source {
    QByteArray fen;  // the text to read as a FEN
    QString problem; // why there is none: the file could not be read
};

Source readFenFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {{},
            QCoreApplication::translate("Main", "Cannot open %1: %2")
                .arg(QDir::toNativeSeparators(path), file.errorString())};
    }
    const QByteArray head = file.read(MaxFileBytes);
    for (const QByteArray& line : head.split('\n')) {
        if (!line.trimmed().isEmpty())
            return {line, {}};
    }
    return {{},
        QCoreApplication::translate("Main", "%1 holds no FEN: it has no line that is not empty")
            .arg(QDir::toNativeSeparators(path))};
}

Source sourceFrom(const QStringList& args)
{
    if (args.isEmpty())
        return {writeFen(startPosition()).c_str(), {}};
    const QString& first = args.front();
    if (args.size() == 1
        && (QFileInfo(first).isFile() || first.endsWith(QLatin1String(".fen"), Qt::CaseInsensitive)))
        return readFenFile(first);
    // An unquoted FEN arrives as several arguments: join them back.
    return {args.join(QLatin1Char(' ')).toUtf8(), {}};
}

// A plain window showing the position; the real editor comes in a later issue.
int showWindow(const Source& source)
{
    const std::string_view text(source.fen.constData(), static_cast<std::size_t>(source.fen.size()));
    const FenReadResult read = readFen(text);
    QStringList notes;
    Position position = startPosition();
    if (read.ok()) {
        position = *read.position;
        for (const FenRepair& r : read.repairs)
            notes << QCoreApplication::translate("Main", "repaired: %1").arg(describe(r, text));
        for (const Finding& f : judge(position))
            notes << QStringLiteral("%1: %2").arg(severityText(f.severity), describe(f));
    } else {
        // Open anyway, on the start position: the window is where the user fixes things, and
        // the message says plainly that this is not the position asked for.
        const FenError& e = read.errors.front();
        const QString message = QCoreApplication::translate(
            "Main", "Cannot read the FEN %1: %2. Showing the start position instead.")
                                    .arg(quoted(text, 120), describe(e, text));
        std::fprintf(stderr, "forsyth: %s\n", qPrintable(message));
        notes << message;
    }
    const QString fen = QString::fromStdString(writeFen(position));

    QWidget window;
    window.setWindowTitle(QCoreApplication::translate("Main", "%1 — Forsyth").arg(fen));
    auto* layout = new QVBoxLayout(&window);
    auto* board = new BoardView(&window);
    board->setPosition(position);
    layout->addWidget(board, 1);
    auto* fenLabel = new QLabel(fen, &window);
    fenLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    fenLabel->setAlignment(Qt::AlignCenter);
    layout->addWidget(fenLabel);
    if (!notes.isEmpty()) {
        auto* notesLabel = new QLabel(notes.join(QLatin1Char('\n')), &window);
        notesLabel->setWordWrap(true);
        notesLabel->setTextFormat(Qt::PlainText);
        layout->addWidget(notesLabel);
    }
    window.resize(560, 660);
    window.show();
    return QApplication::exec();
}

} // namespace

int main(int argc, char** argv)
{
    const std::string_view command = argc > 1 ? argv[1] : "";
    if (command == "check" || command == "perft") {
        QCoreApplication app(argc, argv);
        setMetadata();
        return command == "check" ? runCheck(argc, argv) : runPerft(argc, argv);
    }
    if (onlyAsksForInformation(argc, argv)) {
        QCoreApplication app(argc, argv);
        setMetadata();
        QCommandLineParser parser;
        describeArguments(parser);
        parser.process(app); // prints the help or the version and exits
        return 0;
    }

    QApplication app(argc, argv);
    setMetadata();
    QCommandLineParser parser;
    describeArguments(parser);
    if (!parser.parse(QCoreApplication::arguments())) {
        std::fprintf(stderr, "forsyth: %s\n", qPrintable(parser.errorText()));
        return 2;
    }
    const Source source = sourceFrom(parser.positionalArguments());
    if (!source.problem.isEmpty()) {
        std::fprintf(stderr, "forsyth: %s\n", qPrintable(source.problem));
        QMessageBox::critical(nullptr, QCoreApplication::translate("Main", "Forsyth"), source.problem);
        return 1;
    }
    return showWindow(source);
}
