// What the widget tests share: settings kept away from the user's, the editor window opened
// as a user meets it, its actions and controls found by name, and the board clicked, swept,
// dropped on and looked at. Everything of test_support_core.h (FENs, squares, moves, files,
// the forsyth binary) comes with it.
#pragma once

#include "test_support_core.h"

#include "board_view.h"
#include "main_window.h"
#include "settings_file.h"

#include <QAction>
#include <QApplication>
#include <QColor>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QImage>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <initializer_list>
#include <memory>
#include <string_view>

// ---- settings --------------------------------------------------------------------------------

// Widget tests never touch the user's settings: QStandardPaths in test mode, and QSettings kept
// in a folder of the test's own. A test class holds one and isolates from initTestCase.
class IsolatedSettings {
public:
    // False, with nothing isolated, when the folder could not be made.
    bool isolate()
    {
        if (!dir_.isValid())
            return false;
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
        return true;
    }

private:
    QTemporaryDir dir_;
};

// The settings the editor keeps, in the file it keeps them in.
inline QSettings storedSettings()
{
    return QSettings(forsyth::SettingsOrganisation, forsyth::SettingsApplication);
}

// No settings at all, as on a first run: what each window test starts from.
inline void clearSettings() { storedSettings().clear(); }

// ---- the window and what is in it ---------------------------------------------------------------

// The editor window shown and active (at size, when one is given), the board focused as at a
// start, so that window shortcuts reach it as they do a user's.
inline std::unique_ptr<forsyth::MainWindow> openWindow(QSize size = {})
{
    auto window = std::make_unique<forsyth::MainWindow>();
    if (size.isValid())
        window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowActive(window.get()))
        qWarning("the window did not become active");
    window->board()->setFocus();
    return window;
}

// The child of parent called name. A missing one is a test out of step with the code, not a
// finding: it ends the run with its name, where using it would crash with none.
template <typename T> T* child(const QObject& parent, const QString& name)
{
    T* found = parent.findChild<T*>(name);
    if (found == nullptr)
        qFatal("no %s called %s", T::staticMetaObject.className(), qPrintable(name));
    return found;
}

inline QAction* action(const QObject& window, const QString& name) { return child<QAction>(window, name); }

// Sets the keyboard focus on widget and waits for it to arrive, as QTRY_VERIFY would; false
// when it never does.
[[nodiscard]] inline bool giveFocus(QWidget* widget)
{
    widget->setFocus();
    return QTest::qWaitFor([widget] { return widget->hasFocus(); });
}

// ---- the board ---------------------------------------------------------------------------------

// The centre of a square: where a click, a drag or a drop aims.
inline QPoint centre(const forsyth::BoardView& board, std::string_view square)
{
    return board.squareRect(sq(square)).center();
}

inline void clickSquare(
    forsyth::BoardView& board, std::string_view square, Qt::MouseButton button = Qt::LeftButton)
{
    QTest::mouseClick(&board, button, {}, centre(board, square));
}

// The left button pressed at the first point, moved through the others and released at the
// last: a brush stroke, or a drag by hand.
inline void sweep(QWidget* widget, const QList<QPoint>& path)
{
    QTest::mousePress(widget, Qt::LeftButton, {}, path.first());
    for (qsizetype i = 1; i < path.size(); ++i)
        QTest::mouseMove(widget, path.at(i));
    QTest::mouseRelease(widget, Qt::LeftButton, {}, path.last());
}

// The same from square centre to square centre.
inline void sweep(forsyth::BoardView& board, std::initializer_list<std::string_view> squares)
{
    QList<QPoint> path;
    for (const std::string_view square : squares)
        path << centre(board, square);
    sweep(&board, path);
}

// Drag enter, move and drop at point, as a platform sends them; true when the drop is taken.
// Refused on entering, it goes no further, as a platform's drag would not.
inline bool drop(QWidget* target, const QMimeData& data, QPoint point, Qt::KeyboardModifiers modifiers = {},
    Qt::DropActions actions = Qt::MoveAction | Qt::CopyAction)
{
    QDragEnterEvent enter(point, actions, &data, Qt::LeftButton, modifiers);
    QApplication::sendEvent(target, &enter);
    if (!enter.isAccepted())
        return false;
    QDragMoveEvent move(point, actions, &data, Qt::LeftButton, modifiers);
    QApplication::sendEvent(target, &move);
    QDropEvent dropped(QPointF(point), actions, &data, Qt::LeftButton, modifiers);
    QApplication::sendEvent(target, &dropped);
    return dropped.isAccepted();
}

// ---- pixels ----------------------------------------------------------------------------------

// How many pixels of area in image are of the colour pick(QColor) looks for.
template <typename Pick> int countPixels(const QImage& image, const QRect& area, Pick pick)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x)
            count += pick(image.pixelColor(x, y)) ? 1 : 0;
    }
    return count;
}

// The same over what widget shows.
template <typename Pick> int countPixels(QWidget* widget, Pick pick)
{
    const QImage image = widget->grab().toImage();
    return countPixels(image, image.rect(), pick);
}
