#include "image_export.h"

#include "board_view.h"
#include "main_window.h"
#include "position_document.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

#include <algorithm>

namespace forsyth {
namespace {

constexpr int NoteMs = 6000;

// The menu bar's menu with this object name, or a new one with this title inserted first.
QMenu* menuNamed(QMenuBar* bar, const QString& objectName, const QString& title)
{
    if (auto* menu = bar->findChild<QMenu*>(objectName, Qt::FindDirectChildrenOnly))
        return menu;
    auto* menu = new QMenu(title, bar);
    menu->setObjectName(objectName);
    const QList<QAction*> existing = bar->actions();
    bar->insertMenu(existing.isEmpty() ? nullptr : existing.front(), menu);
    return menu;
}

// The menu bar's menu whose title is `title` (MainWindow's Edit menu has no object name).
QMenu* menuTitled(QMenuBar* bar, const QString& title)
{
    for (QAction* action : bar->actions()) {
        if (action->menu() && action->text() == title)
            return action->menu();
    }
    return nullptr;
}

} // namespace

ImageExport::ImageExport(MainWindow* window)
    : QObject(window)
    , window_(window)
    , lastDirectory_(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
{
    setObjectName(QStringLiteral("imageExport"));
    auto* png = new QAction(tr("Export Image as &PNG…"), window);
    png->setObjectName(QStringLiteral("actionExportPng"));
    png->setToolTip(tr("Save the board as a PNG picture of a size you choose"));
    connect(png, &QAction::triggered, this, &ImageExport::askExportPng);

    auto* svg = new QAction(tr("Export Image as &SVG…"), window);
    svg->setObjectName(QStringLiteral("actionExportSvg"));
    svg->setToolTip(tr("Save the board as an SVG drawing, sharp at any size"));
    connect(svg, &QAction::triggered, this, &ImageExport::askExportSvg);

    coordinates_ = new QAction(tr("Image with &Coordinates"), window);
    coordinates_->setObjectName(QStringLiteral("actionImageCoordinates"));
    coordinates_->setCheckable(true);
    coordinates_->setChecked(true);
    coordinates_->setToolTip(tr("Put file letters and rank numbers beside exported and copied images"));

    auto* copy = new QAction(tr("Copy Board &Image"), window);
    copy->setObjectName(QStringLiteral("actionCopyImage"));
    copy->setToolTip(tr("Put a picture of the board on the clipboard"));
    connect(copy, &QAction::triggered, this, &ImageExport::copyImage);

    QMenuBar* bar = window->menuBar();
    QMenu* file = menuNamed(bar, QStringLiteral("menuFile"), tr("&File"));
    if (!file->isEmpty())
        file->addSeparator();
    file->addActions({png, svg, coordinates_});
    if (QMenu* edit = menuTitled(bar, MainWindow::tr("&Edit")))
        edit->addAction(copy);
    else
        file->addAction(copy);
}

int ImageExport::defaultSide() const
{
    const BoardView* board = window_->board();
    const int side = qRound(std::min(board->width(), board->height()) * board->devicePixelRatioF());
    return std::clamp(side, MinImageSide, MaxImageSide);
}

BoardImageOptions ImageExport::currentOptions() const
{
    BoardImageOptions options;
    options.flipped = window_->board()->isFlipped();
    options.coordinates = coordinates_->isChecked();
    return options;
}

QString ImageExport::askPath(const QString& title, const QString& filter, const QString& suffix)
{
    const QString suggested = QDir(lastDirectory_).filePath(QStringLiteral("position.") + suffix);
    QString path = QFileDialog::getSaveFileName(window_, title, suggested, filter);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().compare(suffix, Qt::CaseInsensitive) != 0)
        path += QLatin1Char('.') + suffix;
    lastDirectory_ = QFileInfo(path).absolutePath();
    return path;
}

void ImageExport::askExportPng()
{
    bool ok = false;
    const int side = QInputDialog::getInt(window_, tr("Export Image as PNG"),
        tr("Width and height in pixels:"), defaultSide(), MinImageSide, MaxImageSide, 16, &ok);
    if (!ok)
        return;
    const QString path = askPath(tr("Export Image as PNG"), tr("PNG images (*.png)"), QStringLiteral("png"));
    if (!path.isEmpty() && !exportPng(path, side))
        QMessageBox::warning(window_, tr("Export Image"), lastProblem_);
}

void ImageExport::askExportSvg()
{
    const QString path
        = askPath(tr("Export Image as SVG"), tr("SVG drawings (*.svg)"), QStringLiteral("svg"));
    if (!path.isEmpty() && !exportSvg(path))
        QMessageBox::warning(window_, tr("Export Image"), lastProblem_);
}

bool ImageExport::exportPng(const QString& path, int side)
{
    if (boardImageFormatOf(path) != BoardImageFormat::Png) {
        lastProblem_ = tr("%1: a PNG image's name ends in .png").arg(path);
        window_->statusBar()->showMessage(lastProblem_, NoteMs);
        return false;
    }
    return exportTo(path, side);
}

bool ImageExport::exportSvg(const QString& path)
{
    if (boardImageFormatOf(path) != BoardImageFormat::Svg) {
        lastProblem_ = tr("%1: an SVG drawing's name ends in .svg").arg(path);
        window_->statusBar()->showMessage(lastProblem_, NoteMs);
        return false;
    }
    // Scalable: the size only sets the drawing's natural size, the board's on screen.
    return exportTo(path,
        std::clamp(
            std::min(window_->board()->width(), window_->board()->height()), MinImageSide, MaxImageSide));
}

bool ImageExport::exportTo(const QString& path, int side)
{
    lastProblem_ = saveBoardImage(path, window_->document()->position(), side, currentOptions());
    if (!lastProblem_.isEmpty()) {
        window_->statusBar()->showMessage(lastProblem_, NoteMs);
        return false;
    }
    window_->statusBar()->showMessage(tr("Image saved to %1").arg(QDir::toNativeSeparators(path)), NoteMs);
    return true;
}

void ImageExport::copyImage()
{
    QGuiApplication::clipboard()->setImage(
        boardImage(window_->document()->position(), defaultSide(), currentOptions()));
    window_->statusBar()->showMessage(tr("Board image copied"), NoteMs);
}

} // namespace forsyth
