// The editor module's main(): the editor window, render, worksheet, --help and --version, for
// the forsyth command, which loads this module for everything but its Qt Core commands
// (editor_module.h).
#include "application_icon.h"
#include "board_view.h"
#include "command_line.h"
#include "deferred_icon_style.h"
#include "editor_module.h"
#include "fen_field.h"
#include "language.h"
#include "main_window.h"
#include "position_document.h"
#include "render_command.h"
#include "worksheet_command.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLineEdit>
#include <QProcess>
#include <QStatusBar>
#include <QTimer>

#include <fontconfig/fontconfig.h>

#include <algorithm>
#include <cstdio>
#include <string_view>
#include <thread>
#include <type_traits>

namespace {

using namespace forsyth;

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

// QApplication cannot start without a display: Qt prints "could not connect to display", then
// advises reinstalling, and aborts. True when that is about to happen: no X display and no
// Wayland display in the environment, and the platform chosen (-platform, else
// QT_QPA_PLATFORM, else Qt's default, xcb) is X only. A platform that needs no display
// (offscreen, minimal, vnc, linuxfb, eglfs, ...) or one naming Wayland is left to Qt.
bool lacksDisplay(int argc, char** argv)
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    if (!qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return false;
    QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    for (int i = 1; i + 1 < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "-platform" || arg == "--platform")
            platform = argv[i + 1];
    }
    // A list ("wayland;xcb") is tried in order: every one must be X for the start to fail.
    for (const QByteArray& name : platform.split(';')) {
        if (!name.isEmpty() && !name.startsWith("xcb"))
            return false;
    }
    return true;
#else
    Q_UNUSED(argc);
    Q_UNUSED(argv);
    return false;
#endif
}

void describeArguments(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QCoreApplication::translate("Main",
        "Forsyth, a chess position editor.\n\n"
        "Subcommands that need no display:\n"
        "  forsyth check [--strict] [--json] [FEN ...]   judge FENs (see forsyth check --help)\n"
        "  forsyth perft [--progress] FEN DEPTH          count legal-move tree leaves\n"
        "  forsyth positions FILE... [--ply start|end|N] [--json]\n"
        "                                                one FEN per record (see forsyth positions --help)\n"
        "  forsyth solve [FEN] --mate N|--helpmate N|--selfmate N [--json] [--max-seconds S]\n"
        "                                                prove a problem's keys (see forsyth solve --help)\n"
        "  forsyth render FEN -o out.png|out.svg         draw the board (see forsyth render --help)\n"
        "  forsyth read-image IMAGE... [--json]          the FEN of the board in a picture\n"
        "  forsyth worksheet FILE... -o sheet.pdf [--per-page N] [--answers] [--fen] [--lang en|ko|zh_CN]\n"
        "                                                a PDF worksheet (see forsyth worksheet --help)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FEN|FILE"),
        QCoreApplication::translate("Main",
            "The position to open: a FEN (quoted), a .fen, .epd, .pgn or puzzle .csv file, or a picture of a "
            "board (PNG, JPEG, WebP, BMP, TIFF) to read; each further file opens in a window of its own."),
        QStringLiteral("[FEN|FILE...]"));
}

// FORSYTH_E2E_GEOMETRY=1: the end-to-end test reads where each square is on the screen from
// standard output ("square e2 412 630", global pixel coordinates of its centre, and "quiet X Y",
// a spot on the status bar where a click only activates the window, and "fen-edit X Y", the
// left end of the FEN field's middle line), once the window is laid out, so it needs no
// knowledge of the layout; and again after each change of language, whose words may move the
// board (each time ending "squares-done").
void printSquareCentres(MainWindow& window)
{
    const QPoint quiet = window.statusBar()->mapToGlobal(window.statusBar()->rect().center());
    std::printf("quiet %d %d\n", quiet.x(), quiet.y());
    const QLineEdit* fen = window.fenField()->lineEdit();
    const QPoint fenStart = fen->mapToGlobal(QPoint(4, fen->height() / 2));
    std::printf("fen-edit %d %d\n", fenStart.x(), fenStart.y());
    const BoardView* board = window.board();
    std::printf("square-size %d\n", board->squareRect(0).width());
    for (Square s = 0; s < 64; ++s) {
        const QPoint centre = board->mapToGlobal(board->squareRect(s).center());
        std::printf("square %s %d %d\n", squareName(s).c_str(), centre.x(), centre.y());
    }
    std::printf("squares-done\n");
    std::fflush(stdout);
}

// Several files from a file manager (the desktop entry's %F): true when every argument is an
// existing file. Otherwise the arguments are one FEN, perhaps unquoted (its fields apart).
bool areFiles(const QStringList& args)
{
    return args.size() > 1
        && std::all_of(args.begin(), args.end(), [](const QString& arg) { return QFileInfo(arg).isFile(); });
}

// Which further window of one command this process shows (0: the first, or the only one).
const char FurtherWindowVariable[] = "FORSYTH_FURTHER_WINDOW";

// One document a window: each further file opens in a forsyth of its own, as a file manager
// opening them one by one would have it, told which further window it is.
void openFurtherWindows(const QStringList& files)
{
    for (qsizetype i = 0; i < files.size(); ++i) {
        QProcess further;
        further.setProgram(QCoreApplication::applicationFilePath());
        further.setArguments({files[i]});
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(FurtherWindowVariable), QString::number(i + 1));
        further.setProcessEnvironment(environment);
        further.startDetached();
    }
}

int showWindow(QStringList args)
{
    // Without an argument the window opens on the last position (its settings).
    MainWindow window;
    // Beside the windows before it rather than exactly over them; not passed on to what this
    // window starts.
    window.placeAsFurtherWindow(qEnvironmentVariableIntValue(FurtherWindowVariable));
    qunsetenv(FurtherWindowVariable);
    if (areFiles(args)) {
        openFurtherWindows(args.mid(1));
        args = args.mid(0, 1);
    }
    if (!args.isEmpty()) {
        // The window opens all the same when nothing could be read, on the position of the last
        // run, which stays as it was (and is not saved over): the message says why nothing else
        // is shown.
        const auto notOpened = [&window](bool inStatusBar) {
            QString problem = window.lastProblem();
            if (problem.endsWith(QLatin1Char('.')) || problem.endsWith(QChar(0x3002))) // a reader's sentence
                problem.chop(1);
            const QString message
                = QCoreApplication::translate("Main", "%1. Nothing was opened.").arg(problem);
            std::fprintf(stderr, "forsyth: %s\n", qPrintable(message));
            if (inStatusBar)
                window.statusBar()->showMessage(message);
        };
        // An unquoted FEN arrives as several arguments: join them back.
        const QString argument = args.join(QLatin1Char(' '));
        if (!window.openArgument(argument)) {
            notOpened(true);
        } else if (window.isReadingPicture()) {
            // A picture is read on a thread of its own: the session starts when it is read.
            QObject::connect(
                &window, &MainWindow::pictureDone, &window,
                [&window, notOpened](bool read) {
                    if (!read)
                        notOpened(false); // the note under the FEN says why, whole
                    window.startSessionOnReading();
                },
                Qt::SingleShotConnection);
        }
        // The session starts here: undo must not go back to the last run's position.
        window.document()->startSession();
    }
    window.show();
    if (qEnvironmentVariableIntValue("FORSYTH_E2E_GEOMETRY") == 1) {
        QTimer::singleShot(500, &window, [&window] { printSquareCentres(window); });
        QObject::connect(&window, &MainWindow::languageChanged, &window,
            [&window] { QTimer::singleShot(500, &window, [&window] { printSquareCentres(window); }); });
    }
    return QApplication::exec();
}

} // namespace

extern "C" __attribute__((visibility("default"))) int forsythEditorMain(int argc, char** argv)
{
    const std::string_view command = argc > 1 ? argv[1] : "";
    if (command == "render" || command == "worksheet") {
        setUpCommandProcess(); // a closed pipe ends quietly; no Qt noise on standard error
        // Fonts need a GUI application, but not a display.
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QGuiApplication app(argc, argv);
        setMetadata();
        return command == "render" ? runRender(argc, argv) : runWorksheet();
    }
    if (onlyAsksForInformation(argc, argv)) {
        QCoreApplication app(argc, argv);
        setMetadata();
        applyLanguage(storedLanguageChoice()); // --help in the window's language
        QCommandLineParser parser;
        describeArguments(parser);
        parser.process(app); // prints the help or the version and exits
        return 0;
    }
    if (lacksDisplay(argc, argv)) {
        QCoreApplication app(argc, argv);
        setMetadata();
        applyLanguage(storedLanguageChoice()); // the editor's words, in its language, as --help
        std::fprintf(stderr, "forsyth: %s\n",
            qPrintable(QCoreApplication::translate("Main",
                "no display found; the editor needs one. check, perft, positions, solve, read-image, "
                "render and worksheet work without a display.")));
        return 1;
    }

    // The system's font configuration (fontconfig's XML files and caches) is read on the second
    // core while QApplication connects to the display: the window's first words would otherwise
    // wait for it, some 3 ms of the start here (docs/ARCHITECTURE.md, "Start-up"). fontconfig
    // is thread-safe, and Qt's own FcInit() then finds it read.
    std::jthread fontConfiguration([] { FcInit(); });
    QApplication app(argc, argv);
    setMetadata();
    QGuiApplication::setDesktopFileName(ApplicationId); // the desktop entry the windows belong to
    QApplication::setWindowIcon(applicationIcon());
    QApplication::setStyle(new DeferredIconStyle(QApplication::style()));
    // Before the window exists: its widgets read their texts once, when made.
    applyLanguage(storedLanguageChoice());
    QCommandLineParser parser;
    describeArguments(parser);
    if (!parser.parse(QCoreApplication::arguments())) {
        std::fprintf(stderr, "forsyth: %s\n", qPrintable(parser.errorText()));
        return 2;
    }
    fontConfiguration.join(); // before the first widget
    return showWindow(parser.positionalArguments());
}

static_assert(std::is_same_v<decltype(&forsythEditorMain), forsyth::EditorMainFunction>);
