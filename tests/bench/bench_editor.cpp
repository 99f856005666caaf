// Benchmark of the editor, offscreen: how long from an edit to the FEN text in the field, how
// long from a keystroke in the FEN field to the position in the document, and how long the
// board takes to paint at 1000x1000 px. Prints figures only: nothing here asserts on time.
//
//   cmake --build build --target bench_editor && build/tests/bench/bench_editor [repeats [board.png]]
// (board.png: the last board painted, to see that the figure is for a real board.)
#include "board_view.h"
#include "fen_field.h"
#include "main_window.h"
#include "position_document.h"

#include <QApplication>
#include <QImage>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace forsyth;

namespace {

using Clock = std::chrono::steady_clock;

double microsecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

struct Figures {
    double median = 0;
    double p90 = 0;
    double max = 0;
};

Figures summarise(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples[samples.size() * 9 / 10], samples.back()};
}

void print(const char* what, const Figures& f, std::size_t count)
{
    std::printf("%-58s median %8.1f us   p90 %8.1f us   max %8.1f us   (%zu runs)\n", what, f.median, f.p90,
        f.max, count);
}

Square sq(const char* name) { return *parseSquare(name); }

// document->movePiece to the FEN text in the field, in the whole window (every view
// listening), alternating e2-e4 and e4-e2 so each edit changes the text.
Figures editToFenText(MainWindow& window, int repeats, bool& ok)
{
    PositionDocument* document = window.document();
    QLineEdit* edit = window.fenField()->lineEdit();
    std::vector<double> samples;
    for (int i = 0; i < repeats; ++i) {
        const bool forward = i % 2 == 0;
        const Clock::time_point start = Clock::now();
        document->movePiece(sq(forward ? "e2" : "e4"), sq(forward ? "e4" : "e2"));
        const bool updated
            = edit->text().contains(forward ? QLatin1String("4P3") : QLatin1String("PPPPPPPP/"));
        samples.push_back(microsecondsSince(start));
        ok = ok && updated;
        if (i % 64 == 63)
            QCoreApplication::processEvents(); // let the board's repaint requests go, as a user's would
    }
    return summarise(samples);
}

// A key typed at the end of the FEN field to the position in the document: Backspace and a
// digit in turn on the fullmove number, so every keystroke's text parses and changes it.
Figures keystrokeToDocument(MainWindow& window, int repeats, bool& ok)
{
    QLineEdit* edit = window.fenField()->lineEdit();
    window.fenField()->focusField();
    QCoreApplication::processEvents();
    edit->end(false);
    std::vector<double> samples;
    for (int i = 0; i < repeats; ++i) {
        const bool erase = i % 2 == 0;
        const int digit = 2 + (i / 2) % 8; // fullmove 2..9
        QKeyEvent press(QEvent::KeyPress, erase ? Qt::Key_Backspace : Qt::Key(Qt::Key_0 + digit),
            Qt::NoModifier, erase ? QString() : QString::number(digit));
        const Clock::time_point start = Clock::now();
        QCoreApplication::sendEvent(edit, &press);
        const int fullmove = window.document()->position().fullmoveNumber;
        samples.push_back(microsecondsSince(start));
        ok = ok && (erase || fullmove == digit);
        QKeyEvent release(QEvent::KeyRelease, press.key(), Qt::NoModifier, press.text());
        QCoreApplication::sendEvent(edit, &release);
    }
    return summarise(samples);
}

// The board alone at 1000x1000 px rendered into an image, the position changing between
// paints (one piece moved back and forth) as it does while the user edits.
Figures boardPaint(int repeats, double& firstPaint, const QString& savePath)
{
    PositionDocument document;
    BoardView board(&document);
    board.resize(1000, 1000);
    QImage image(1000, 1000, QImage::Format_ARGB32_Premultiplied);
    const Clock::time_point first = Clock::now();
    board.render(&image);
    firstPaint = microsecondsSince(first);
    std::vector<double> samples;
    for (int i = 0; i < repeats; ++i) {
        document.movePiece(sq(i % 2 == 0 ? "g1" : "f3"), sq(i % 2 == 0 ? "f3" : "g1"));
        const Clock::time_point start = Clock::now();
        board.render(&image);
        samples.push_back(microsecondsSince(start));
    }
    if (!savePath.isEmpty())
        image.save(savePath);
    return summarise(samples);
}

// The first paint after a size change (what a window being resized costs a frame): the
// board alternates between 1000 and 990 px, so its pieces are drawn anew each time.
Figures boardPaintAfterResize(int repeats)
{
    PositionDocument document;
    BoardView board(&document);
    QImage image(1000, 1000, QImage::Format_ARGB32_Premultiplied);
    board.resize(980, 980);
    board.render(&image); // the font and glyph outlines loaded once
    std::vector<double> samples;
    for (int i = 0; i < repeats; ++i) {
        const int side = i % 2 == 0 ? 1000 : 990;
        const Clock::time_point start = Clock::now();
        board.resize(side, side);
        board.render(&image);
        samples.push_back(microsecondsSince(start));
    }
    return summarise(samples);
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(10, std::atoi(argv[1])) : 2000;

    // The window reads and writes settings: never the user's.
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());

    MainWindow window;
    window.resize(1000, 760);
    window.show();
    QCoreApplication::processEvents();

    bool ok = true;
    editToFenText(window, repeats / 10, ok); // warm-up
    const Figures edit = editToFenText(window, repeats, ok);
    keystrokeToDocument(window, repeats / 10, ok);
    const Figures key = keystrokeToDocument(window, repeats, ok);
    double firstPaint = 0;
    const int paints = std::max(200, repeats / 10);
    const Figures paint
        = boardPaint(paints, firstPaint, argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString());

    std::printf("Forsyth editor benchmark (%s platform)\n", qPrintable(QGuiApplication::platformName()));
    print("movePiece -> FEN text in the field (whole window)", edit, static_cast<std::size_t>(repeats));
    print("keystroke in the FEN field -> position in the document", key, static_cast<std::size_t>(repeats));
    print("BoardView paint, 1000x1000 px, into a QImage", paint, static_cast<std::size_t>(paints));
    std::printf("%-58s %8.1f us\n", "BoardView first paint (font loaded, pieces drawn)", firstPaint);
    const int resizes = 40;
    print("BoardView resize + paint, 990 <-> 1000 px", boardPaintAfterResize(resizes),
        static_cast<std::size_t>(resizes));
    if (!ok) {
        std::fprintf(stderr, "bench_editor: an edit did not reach the FEN field or the document\n");
        return 1;
    }
    return 0;
}
