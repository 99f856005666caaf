// Projector mode: F11 opens the board and a large FEN full screen on the window's document;
// the FEN grows with the window, every text zooms and the zoom is remembered; the fields are
// numbered and marked by shape; the FEN and the board point at each other; F11 or Esc leaves.
#include "board_view.h"
#include "fen_legend.h"
#include "fen_picture.h"
#include "main_window.h"
#include "position_document.h"
#include "projector_fen.h"
#include "projector_window.h"
#include "teaching_panel.h"

#include "test_support.h"

#include <QAction>
#include <QLabel>
#include <QPainter>
#include <QPalette>
#include <QScrollArea>
#include <QSettings>
#include <QtTest>

#include <cmath>
#include <set>
#include <vector>

using namespace forsyth;

namespace {

const QString Fen = QStringLiteral("r1b1k2r/pp3ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12");

// The pixels of a mark, drawn alone: what a reader without colour tells the fields by.
QImage markImage(int field)
{
    QImage image(120, 12, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.fillPath(FenPicture::fieldMark(field, QRectF(0, 0, 120, 12)), Qt::black);
    return image;
}

// The lengths of the runs of dark pixels along row y, and where each starts.
struct Run {
    int start;
    int length;
};
std::vector<Run> darkRuns(const QImage& image, int y)
{
    std::vector<Run> runs;
    for (int x = 0; x < image.width(); ++x) {
        if (qGray(image.pixel(x, y)) >= 128)
            continue;
        if (!runs.empty() && runs.back().start + runs.back().length == x)
            ++runs.back().length;
        else
            runs.push_back({x, 1});
    }
    return runs;
}

// Where a widget is in its window.
QRect inWindow(const QWidget* widget)
{
    return QRect(widget->mapTo(widget->window(), QPoint(0, 0)), widget->size());
}

} // namespace

class TestProjector : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(settings_.isolate()); }
    void init() { clearSettings(); }

    void f11OpensAndEscapeLeaves()
    {
        const auto window = openWindow(QSize(1000, 700));
        window->document()->setPosition(read(Fen), QStringLiteral("test"));
        QVERIFY(!window->projectorWindow()); // made when first asked for, not at start
        auto* action = window->findChild<QAction*>(QStringLiteral("actionProjectorMode"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F11));
        action->trigger();
        ProjectorWindow* projector = window->projectorWindow();
        QVERIFY(projector);
        QVERIFY(projector->isVisible());
        QVERIFY(projector->windowState().testFlag(Qt::WindowFullScreen));
        QCOMPARE(projector->fen()->picture().text(), Fen);
        // The same document: an edit in the window shows here.
        window->document()->placePiece(sq("a8"), Piece{});
        QCOMPARE(projector->fen()->picture().text(), window->document()->fen());
        QVERIFY(QTest::qWaitForWindowActive(projector));
        // Escape leaves unless the board takes it (in edit mode it drops the brush).
        projector->fen()->setFocus();
        QTest::keyClick(projector->fen(), Qt::Key_Escape);
        QVERIFY(!projector->isVisible());
        QVERIFY(!action->isChecked());
        action->trigger(); // and again, the same window
        QCOMPARE(window->projectorWindow(), projector);
        QVERIFY(projector->isVisible());
        QTest::keyClick(projector, Qt::Key_F11);
        QVERIFY(!projector->isVisible());
    }

    void fenGrowsWithTheWindow()
    {
        PositionDocument document;
        document.setPosition(read(Fen), QStringLiteral("test"));
        ProjectorWindow projector(&document);
        projector.resize(800, 600);
        projector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&projector));
        const int small = projector.fen()->fenPixelSize();
        const int smallText = projector.textPixelSize();
        projector.resize(1920, 1080);
        QTRY_COMPARE(projector.fen()->width() > 1800, true);
        const int large = projector.fen()->fenPixelSize();
        QVERIFY2(large > small * 2, qPrintable(QStringLiteral("%1 -> %2").arg(small).arg(large)));
        QVERIFY(projector.textPixelSize() > smallText);
        // Readable from the back of a room: at 1920x1080 the FEN's letters are over 40 pixels
        // and the panel's over 24, and the FEN fits across the screen.
        QVERIFY2(large >= 40, qPrintable(QString::number(large)));
        QVERIFY(projector.textPixelSize() >= 24);
        QVERIFY(projector.fen()->picture().size().width() <= projector.fen()->width());
    }

    void zoomScalesEveryTextAndIsRemembered()
    {
        PositionDocument document;
        document.setPosition(read(Fen), QStringLiteral("test"));
        {
            ProjectorWindow projector(&document);
            projector.resize(1280, 800);
            projector.show();
            QVERIFY(QTest::qWaitForWindowActive(&projector));
            const int fen = projector.fen()->fenPixelSize();
            const int text = projector.textPixelSize();
            QTest::keyClick(&projector, Qt::Key_Minus, Qt::ControlModifier);
            QVERIFY(projector.fen()->fenPixelSize() < fen);
            QVERIFY(projector.textPixelSize() < text);
            QTest::keyClick(&projector, Qt::Key_Equal, Qt::ControlModifier);
            QTest::keyClick(&projector, Qt::Key_Equal, Qt::ControlModifier);
            QVERIFY(projector.textPixelSize() > text);
            // Zoomed past the width, the FEN never overflows: it breaks between fields, and only
            // there (how many lines depends on the font's height: past 45% of the window's
            // height its letters get smaller, and with a tall monospace font it may fit on one).
            for (int i = 0; i < 12; ++i)
                projector.zoomIn();
            QCOMPARE(projector.zoom(), ProjectorWindow::MaxZoom);
            QVERIFY(projector.fen()->fenPixelSize() >= fen);
            const FenPicture& picture = projector.fen()->picture();
            QVERIFY(picture.size().width() <= projector.fen()->width());
            for (int i = 1; i < picture.text().size(); ++i) {
                if (picture.characterRect(i).top() > picture.characterRect(i - 1).top())
                    QVERIFY2(picture.text()[i - 1] == QLatin1Char(' '), qPrintable(picture.text().left(i)));
            }
            projector.setZoom(1.3);
        }
        // In the editor's own settings file, not in the one QSettings() would name after the
        // application (empty names: "Unknown Organization").
        QCOMPARE(storedSettings().value(QStringLiteral("projector/zoom")).toDouble(), 1.3);
        QVERIFY(!QSettings().contains(QStringLiteral("projector/zoom")));
        ProjectorWindow again(&document);
        QCOMPARE(again.zoom(), 1.3);
        again.show();
        QVERIFY(QTest::qWaitForWindowActive(&again));
        QTest::keyClick(&again, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(again.zoom(), 1.0);
    }

    // The teacher demonstrates in the projector: Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo,
    // as in the editor's window.
    void undoAndRedoKeys()
    {
        const auto window = openWindow(QSize(1000, 700));
        PositionDocument* document = window->document();
        document->movePiece(sq("e2"), sq("e4"));
        const QString e4 = document->fen();
        document->movePiece(sq("d2"), sq("d4"));
        const QString d4 = document->fen();
        action(*window, "actionProjectorMode")->trigger();
        ProjectorWindow* projector = window->projectorWindow();
        QVERIFY(QTest::qWaitForWindowActive(projector));
        QVERIFY(giveFocus(projector->board()));
        QTest::keyClick(projector->board(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(projector->board(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(document->fen(), StartFen);
        QTest::keyClick(projector->board(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(document->fen(), e4);
        QTest::keyClick(projector->board(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(document->fen(), d4);
    }

    // On a 1920x1080 screen the window stays 1920x1080 at every zoom from 0.5x to 3x, and all
    // it shows stays inside it: the FEN to its last field, the legend, the panel. Ctrl+0 and a
    // window opened again at the remembered 3x are the screen's size too.
    void zoomKeepsTheWindowOnTheScreen()
    {
        PositionDocument document;
        document.setPosition(read(Fen), QStringLiteral("test"));
        const QSize screen(1920, 1080);
        const auto fitsTheScreen = [&screen](ProjectorWindow& projector) {
            QCoreApplication::processEvents(); // the layout requests a zoom posts
            QCOMPARE(projector.size(), screen);
            const QRect window = projector.rect();
            const ProjectorFen* fen = projector.fen();
            QVERIFY(window.contains(inWindow(fen)));
            // The whole FEN inside its widget, the last character of field 6 included.
            const FenPicture& picture = fen->picture();
            QVERIFY2(picture.size().width() <= fen->width() && picture.size().height() <= fen->height(),
                qPrintable(QStringLiteral("zoom %1: %2x%3 in %4x%5")
                               .arg(projector.zoom())
                               .arg(picture.size().width())
                               .arg(picture.size().height())
                               .arg(fen->width())
                               .arg(fen->height())));
            const qreal left = std::max<qreal>(8, (fen->width() - picture.size().width()) / 2);
            const QRectF last = picture.characterRect(static_cast<int>(Fen.size()) - 1)
                                    .translated(QPointF(inWindow(fen).topLeft()) + QPointF(left, 8));
            QVERIFY(QRectF(window).contains(last));
            QVERIFY(inWindow(projector.board()).bottom() < inWindow(fen).top());
            const auto* legend = projector.findChild<FenLegend*>();
            QVERIFY(window.contains(inWindow(legend)));
            for (int field = 1; field <= 6; ++field) {
                const auto* entry = child<QWidget>(*legend, QStringLiteral("fenLegendEntry%1").arg(field));
                QVERIFY2(legend->rect().contains(entry->geometry()), qPrintable(QString::number(field)));
            }
            // The panel's words scroll in what is left under the legend.
            const auto* panel = projector.findChild<QScrollArea*>(QStringLiteral("projectorPanelScroll"));
            QVERIFY(panel && panel->isAncestorOf(projector.teachingPanel()));
            QVERIFY(window.contains(inWindow(panel)));
            QVERIFY(!inWindow(panel).intersects(inWindow(legend)));
        };
        {
            ProjectorWindow projector(&document);
            projector.resize(screen);
            projector.show();
            QVERIFY(QTest::qWaitForWindowExposed(&projector));
            projector.setZoom(ProjectorWindow::MinZoom);
            fitsTheScreen(projector);
            while (!QTest::currentTestFailed() && projector.zoom() < ProjectorWindow::MaxZoom) {
                QTest::keyClick(&projector, Qt::Key_Equal, Qt::ControlModifier);
                fitsTheScreen(projector);
            }
            if (QTest::currentTestFailed())
                return;
            // Still zoomed: at 3x the panel's words and the FEN are larger than at 1x.
            const int words = projector.textPixelSize();
            const int fen = projector.fen()->fenPixelSize();
            QTest::keyClick(&projector, Qt::Key_0, Qt::ControlModifier);
            fitsTheScreen(projector);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(projector.textPixelSize() < words);
            QVERIFY(projector.fen()->fenPixelSize() < fen);
            projector.setZoom(ProjectorWindow::MaxZoom);
        }
        ProjectorWindow again(&document);
        again.resize(screen);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.zoom(), ProjectorWindow::MaxZoom);
        fitsTheScreen(again);
    }

    // The panel's words are read, not typed into: no blinking caret in them (a label selectable
    // by keyboard shows one once clicked), though the mouse still selects them to copy.
    void panelTextShowsNoCaret()
    {
        PositionDocument document;
        ProjectorWindow projector(&document);
        const QList<QLabel*> labels = projector.teachingPanel()->findChildren<QLabel*>();
        QVERIFY(!labels.isEmpty());
        for (const QLabel* label : labels) {
            QVERIFY(!(label->textInteractionFlags() & (Qt::TextSelectableByKeyboard | Qt::TextEditable)));
            QVERIFY(label->textInteractionFlags() & Qt::TextSelectableByMouse);
        }
    }

    // Field 2's dashes stay dashes under the one character w or b (at the projector's size, and
    // the teaching view's 13-pixel text drawn four times over): at least two, whole and alike,
    // centred, each longer than thick; under a long name (the legend) none is cut off at the end.
    void sideToMoveMarkIsWholeDashes_data()
    {
        QTest::addColumn<QRectF>("band");
        QTest::addColumn<qreal>("scale");
        QTest::newRow("one character, projector") << QRectF(0, 0, 27.7, 18) << 1.0;
        QTest::newRow("one character, teaching view") << QRectF(0.8, 0, 6.4, 3) << 4.0;
        QTest::newRow("a name in the legend") << QRectF(3, 0, 97, 8) << 1.0;
        QTest::newRow("a long band") << QRectF(0, 0, 120, 12) << 1.0;
    }

    void sideToMoveMarkIsWholeDashes()
    {
        QFETCH(QRectF, band);
        QFETCH(qreal, scale);
        QImage image(static_cast<int>(std::ceil((band.right() + 2) * scale)),
            static_cast<int>(std::ceil((band.bottom() + 2) * scale)), QImage::Format_ARGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.scale(scale, scale);
            painter.fillPath(FenPicture::fieldMark(2, band), Qt::black);
        }
        const std::vector<Run> runs = darkRuns(image, static_cast<int>(band.center().y() * scale));
        QVERIFY2(runs.size() >= 2, qPrintable(QString::number(runs.size())));
        for (const Run& run : runs) {
            QVERIFY2(std::abs(run.length - runs.front().length) <= 1,
                qPrintable(QStringLiteral("%1 against %2").arg(run.length).arg(runs.front().length)));
            // Longer than thick: down the dash's middle, fewer dark pixels than along it.
            const int x = run.start + run.length / 2;
            int thick = 0;
            for (int y = 0; y < image.height(); ++y)
                thick += qGray(image.pixel(x, y)) < 128 ? 1 : 0;
            QVERIFY2(thick < run.length,
                qPrintable(QStringLiteral("%1 thick, %2 long").arg(thick).arg(run.length)));
        }
        const qreal before = runs.front().start - band.left() * scale;
        const qreal after = band.right() * scale - (runs.back().start + runs.back().length);
        QVERIFY2(
            std::abs(before - after) <= 1.5, qPrintable(QStringLiteral("%1 and %2").arg(before).arg(after)));
    }

    void fieldsNumberedAndMarkedByShape()
    {
        const FenPicture picture(Fen, QFont(), 0);
        std::set<int> fields;
        for (int i = 0; i < Fen.size(); ++i)
            fields.insert(picture.fieldOf(i));
        QCOMPARE(fields, (std::set<int>{0, 1, 2, 3, 4, 5, 6}));
        QCOMPARE(picture.fieldOf(0), 1);
        QCOMPARE(picture.fieldOf(static_cast<int>(Fen.indexOf(" w ")) + 1), 2);
        QCOMPARE(picture.fieldOf(static_cast<int>(Fen.indexOf(" d6")) + 1), 4);
        // Six marks, no two alike in black and white.
        std::set<QByteArray> shapes;
        for (int field = 1; field <= 6; ++field) {
            const QImage image = markImage(field);
            shapes.insert(QByteArray(reinterpret_cast<const char*>(image.constBits()), image.sizeInBytes()));
        }
        QCOMPARE(shapes.size(), std::size_t(6));
        // Each field's number is drawn over the FEN (in the SVG: one numbered disc a field).
        const QString svg = picture.svgElements(QPalette());
        for (int field = 1; field <= 6; ++field) {
            QVERIFY(svg.contains(QStringLiteral("class=\"number-%1\"").arg(field)));
            QVERIFY(svg.contains(QStringLiteral("class=\"mark-%1\"").arg(field)));
        }
    }

    void fenAndBoardPointAtEachOther()
    {
        PositionDocument document;
        document.setPosition(read(Fen), QStringLiteral("test"));
        ProjectorWindow projector(&document);
        projector.resize(1280, 800);
        projector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&projector));
        ProjectorFen* fen = projector.fen();
        // The mouse over "b" (index 2) lights c8 and the panel explains it.
        QCoreApplication::processEvents();
        const QRectF b = fen->picture().characterRect(2);
        const qreal left = std::max<qreal>(8, (fen->width() - fen->picture().size().width()) / 2);
        QTest::mouseMove(fen, (b.center() + QPointF(left, 8)).toPoint());
        QTRY_COMPARE(projector.board()->taughtSquares(), bit(sq("c8")));
        QVERIFY(projector.teachingPanel()->text().contains(QStringLiteral("c8")));
        // The board's square lights its character.
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(fen, &leave);
        QCOMPARE(projector.board()->taughtSquares(), Bitboard(0));
        fen->showSquare(sq("e5"));
        const int e5 = static_cast<int>(Fen.indexOf(QStringLiteral("pP3")) + 1);
        QCOMPARE(fen->picture().lit(), (FenPicture::Ranges{{e5, e5 + 1}}));
    }

    void movesLightTheirChanges()
    {
        PositionDocument document;
        ProjectorWindow projector(&document);
        projector.resize(1280, 800);
        projector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&projector));
        document.playMove(legalMove(document.position(), "e2e4"));
        QCOMPARE(projector.teachingPanel()->movesText(), QStringLiteral("1. e4"));
        QStringList lit;
        const QString text = projector.fen()->picture().text();
        for (const auto& [from, to] : projector.fen()->picture().changed())
            lit << text.mid(from, to - from);
        QCOMPARE(lit, (QStringList{"4P3", "1", "b", "e3"}));
    }

private:
    IsolatedSettings settings_;
};

QTEST_MAIN(TestProjector)
#include "tst_projector.moc"
