#include "image_export.h"

#include "fen_slide.h"
#include "position_document.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>

#include <algorithm>

namespace forsyth {

ImageExport::ImageExport(
    PositionDocument* document, BoardOnScreenSource board, QMenu* fileMenu, QMenu* editMenu, QWidget* window)
    : QObject(window)
    , document_(document)
    , board_(std::move(board))
    , window_(window)
    , lastDirectory_(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
{
    setObjectName(QStringLiteral("imageExport"));
    png_ = new QAction(window);
    png_->setObjectName(QStringLiteral("actionExportPng"));
    connect(png_, &QAction::triggered, this, &ImageExport::askExportPng);

    svg_ = new QAction(window);
    svg_->setObjectName(QStringLiteral("actionExportSvg"));
    connect(svg_, &QAction::triggered, this, &ImageExport::askExportSvg);

    slide_ = new QAction(window);
    slide_->setObjectName(QStringLiteral("actionExportSlide"));
    connect(slide_, &QAction::triggered, this, &ImageExport::askExportSlide);

    coordinates_ = new QAction(window);
    coordinates_->setObjectName(QStringLiteral("actionImageCoordinates"));
    coordinates_->setCheckable(true);
    coordinates_->setChecked(true);

    copy_ = new QAction(window);
    copy_->setObjectName(QStringLiteral("actionCopyImage"));
    connect(copy_, &QAction::triggered, this, &ImageExport::copyImage);
    retranslate();

    if (!fileMenu->isEmpty())
        fileMenu->addSeparator();
    fileMenu->addActions({png_, svg_, slide_, coordinates_});
    editMenu->addAction(copy_);
}

void ImageExport::retranslate()
{
    png_->setText(tr("Export Image as PN&G…"));
    png_->setToolTip(tr("Save the board as a PNG picture of a size you choose"));
    svg_->setText(tr("Export Image as S&VG…"));
    svg_->setToolTip(tr("Save the board as an SVG drawing, sharp at any size"));
    slide_->setText(tr("Export Sli&de…"));
    slide_->setToolTip(
        tr("Save the board with the FEN, its numbered fields and their legend, as the teaching view "
           "shows them, for a lesson's slides (PNG or SVG)"));
    coordinates_->setText(tr("Image with &Coordinates"));
    coordinates_->setToolTip(tr("Put file letters and rank numbers beside exported and copied images"));
    copy_->setText(tr("Copy Board &Image"));
    copy_->setToolTip(tr("Put a picture of the board on the clipboard"));
}

bool ImageExport::event(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::event(event);
}

int ImageExport::defaultSide() const
{
    const BoardOnScreen board = board_();
    const int side = qRound(std::min(board.size.width(), board.size.height()) * board.devicePixelRatio);
    return std::clamp(side, MinImageSide, MaxImageSide);
}

BoardImageOptions ImageExport::currentOptions() const
{
    BoardImageOptions options;
    options.flipped = board_().flipped;
    options.coordinates = coordinates_->isChecked();
    return options;
}

QString ImageExport::askPath(const QString& title, const QString& filter, const QString& suffix)
{
    //: The suggested file name (without extension) of an exported image of the board
    const QString suggested = QDir(lastDirectory_).filePath(tr("position") + QLatin1Char('.') + suffix);
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

void ImageExport::askExportSlide()
{
    const QString title = tr("Export Slide");
    const QString png = tr("PNG images (*.png)");
    const QString svg = tr("SVG drawings (*.svg)");
    QString chosen = png;
    //: The suggested file name (without extension) of a lesson's slide
    const QString suggested = QDir(lastDirectory_).filePath(tr("lesson") + QStringLiteral(".png"));
    QString path
        = QFileDialog::getSaveFileName(window_, title, suggested, png + QStringLiteral(";;") + svg, &chosen);
    if (path.isEmpty())
        return;
    if (!boardImageFormatOf(path))
        path += chosen == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    lastDirectory_ = QFileInfo(path).absolutePath();
    if (!exportSlide(path, DefaultSlideWidth))
        QMessageBox::warning(window_, title, lastProblem_);
}

bool ImageExport::exportSlide(const QString& path, int width)
{
    lastProblem_ = saveSlide(path, document_->position(), document_->fen(), width, currentOptions());
    if (!lastProblem_.isEmpty()) {
        emit noted(lastProblem_);
        return false;
    }
    emit noted(tr("Slide saved to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ImageExport::exportPng(const QString& path, int side)
{
    if (boardImageFormatOf(path) != BoardImageFormat::Png) {
        lastProblem_ = tr("%1: a PNG image's name ends in .png").arg(path);
        emit noted(lastProblem_);
        return false;
    }
    return exportTo(path, side);
}

bool ImageExport::exportSvg(const QString& path)
{
    if (boardImageFormatOf(path) != BoardImageFormat::Svg) {
        lastProblem_ = tr("%1: an SVG drawing's name ends in .svg").arg(path);
        emit noted(lastProblem_);
        return false;
    }
    // Scalable: the size only sets the drawing's natural size, the board's on screen.
    return exportTo(path,
        std::clamp(std::min(board_().size.width(), board_().size.height()), MinImageSide, MaxImageSide));
}

bool ImageExport::exportTo(const QString& path, int side)
{
    lastProblem_ = saveBoardImage(path, document_->position(), side, currentOptions());
    if (!lastProblem_.isEmpty()) {
        emit noted(lastProblem_);
        return false;
    }
    emit noted(tr("Image saved to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void ImageExport::copyImage()
{
    QGuiApplication::clipboard()->setImage(
        boardImage(document_->position(), defaultSide(), currentOptions()));
    emit noted(tr("Board image copied"));
}

} // namespace forsyth
