// The board as an image from the window: File > Export Image (PNG of a chosen size, SVG, with or
// without coordinates, in the board's current orientation) and Edit > Copy Board Image.
#pragma once

#include "board_image.h"

#include <QObject>
#include <QString>

class QAction;

namespace forsyth {

class MainWindow;

class ImageExport : public QObject {
    Q_OBJECT

public:
    // Adds the actions to the window's File menu (found by the object name "menuFile", or
    // created first in the menu bar) and Edit menu; owned by the window.
    explicit ImageExport(MainWindow* window);

    // The board's size on screen in device pixels: the default PNG and clipboard size.
    int defaultSide() const;
    // The document's position as the window shows it (orientation) with the chosen options.
    BoardImageOptions currentOptions() const;
    QAction* coordinatesAction() const { return coordinates_; }
    // Why the last export failed; empty after a success.
    QString lastProblem() const { return lastProblem_; }

public slots:
    // Ask for a file (and for PNG a size) with dialogs, then export.
    void askExportPng();
    void askExportSvg();
    // The same without dialogs (tests use these): write path, say the outcome on the status bar.
    bool exportPng(const QString& path, int side);
    bool exportSvg(const QString& path);
    void copyImage();

private:
    QString askPath(const QString& title, const QString& filter, const QString& suffix);
    bool exportTo(const QString& path, int side);

    MainWindow* window_;
    QAction* coordinates_ = nullptr;
    QString lastDirectory_;
    QString lastProblem_;
};

} // namespace forsyth
