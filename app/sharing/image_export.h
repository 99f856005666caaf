// The board as an image from the window: File > Export Image (PNG of a chosen size, SVG, with or
// without coordinates, in the board's current orientation) and Edit > Copy Board Image.
#pragma once

#include "board_image.h"
#include "board_on_screen.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace forsyth {

class PositionDocument;

class ImageExport : public QObject {
    Q_OBJECT

public:
    // Adds Export PNG, Export SVG and the coordinates toggle to `fileMenu`, Copy Board Image
    // to `editMenu`; `window` is the parent of its dialogs and owns it.
    ImageExport(PositionDocument* document, BoardOnScreenSource board, QMenu* fileMenu, QMenu* editMenu,
        QWidget* window);

    // The board's size on screen in device pixels: the default PNG and clipboard size.
    int defaultSide() const;
    // The document's position as the window shows it (orientation) with the chosen options.
    BoardImageOptions currentOptions() const;
    QAction* coordinatesAction() const { return coordinates_; }
    // A slide's width in pixels: sharp on a 1920-pixel projector and on a printed page.
    static constexpr int DefaultSlideWidth = 1600;
    // Why the last export failed; empty after a success.
    QString lastProblem() const { return lastProblem_; }

signals:
    // A note for the status bar: where the image went, or why it did not.
    void noted(const QString& text);

public slots:
    // Ask for a file (and for PNG a size) with dialogs, then export.
    void askExportPng();
    void askExportSvg();
    // File > Export Slide: the board, the numbered FEN and the legend, PNG or SVG.
    void askExportSlide();
    // The same without dialogs (tests use these): write path, say the outcome on the status bar.
    bool exportPng(const QString& path, int side);
    bool exportSvg(const QString& path);
    bool exportSlide(const QString& path, int width);
    void copyImage();

protected:
    // LanguageChange, which the window passes on to its children: retranslate().
    bool event(QEvent* event) override;

private:
    void retranslate();
    QString askPath(const QString& title, const QString& filter, const QString& suffix);
    bool exportTo(const QString& path, int side);

    PositionDocument* document_;
    BoardOnScreenSource board_;
    QWidget* window_;
    QAction* png_ = nullptr;
    QAction* svg_ = nullptr;
    QAction* slide_ = nullptr;
    QAction* coordinates_ = nullptr;
    QAction* copy_ = nullptr;
    QString lastDirectory_;
    QString lastProblem_;
};

} // namespace forsyth
