#include "picture_reader.h"

#include "pieces_alike.h"
#include "vision_module.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibrary>
#include <QMutex>

namespace forsyth {
namespace {

struct LoadedModule {
    ReadBoardFunction read = nullptr;
    QString problem;
};

// Loaded once, the first time a picture is read, and kept (OpenCV is not unloaded).
LoadedModule loadModule()
{
    static QMutex mutex;
    const QMutexLocker lock(&mutex);
    static LoadedModule loaded;
    if (loaded.read)
        return loaded;
    // OpenCV reads its limit on a picture's pixels when its library is loaded, and refuses
    // larger pictures before decoding them; a limit the user set is kept.
    if (!qEnvironmentVariableIsSet("OPENCV_IO_MAX_IMAGE_PIXELS"))
        qputenv("OPENCV_IO_MAX_IMAGE_PIXELS", QByteArray::number(MaxPicturePixels));
    // Static: nothing leaks, and its destructor leaves the library loaded.
    static QLibrary library;
    QStringList tried;
    for (const QString& folder : visionModuleFolders()) {
        library.setFileName(QDir(folder).filePath(QLatin1String(VisionModuleName)));
        if (library.load()) {
            loaded.read = reinterpret_cast<ReadBoardFunction>(library.resolve(ReadBoardSymbol));
            if (loaded.read)
                return loaded;
            library.unload();
        }
        tried << library.errorString();
    }
    loaded.problem = QCoreApplication::translate(
        "PictureReader", "Pictures cannot be read: the vision module (%1) was not found beside Forsyth (%2).")
                         .arg(QLatin1String(VisionModuleName), tried.join(QStringLiteral("; ")));
    return loaded;
}

Piece pieceOf(int index)
{
    // The model's classes: 0 empty, 1-6 white P N B R Q K, 7-12 black.
    constexpr PieceType Types[] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
        PieceType::Queen, PieceType::King};
    if (index <= 0 || index > 12)
        return {};
    return Piece{Types[(index - 1) % 6], index <= 6 ? Color::White : Color::Black};
}

PictureResult tooLarge(qint64 bytes)
{
    PictureResult result;
    result.problem = QCoreApplication::translate(
        "PictureReader", "The picture is too large to read (%1 MB; %2 MB at most).")
                         .arg(bytes / (1024 * 1024))
                         .arg(MaxPictureBytes / (1024 * 1024));
    return result;
}

// A JPEG file that ends before its image does (a download cut short): libjpeg fills the rest in
// grey and reports no error. Its segments are walked to the first scan; the scans' data, where a
// marker byte is always followed by 00 or a restart marker, must reach the end-of-image marker,
// which a whole file has in its last bytes.
bool jpegCutShort(const QByteArray& bytes)
{
    const auto at = [&bytes](qsizetype i) { return static_cast<unsigned char>(bytes[i]); };
    if (bytes.size() < 4 || at(0) != 0xFF || at(1) != 0xD8)
        return false;
    qsizetype i = 2;
    while (i + 4 <= bytes.size() && at(i) == 0xFF && at(i + 1) != 0xDA)
        i += 2 + (at(i + 2) << 8 | at(i + 3)); // a segment: its length counts its own two bytes
    if (i + 4 > bytes.size() || at(i) != 0xFF)
        return i + 4 > bytes.size();
    return bytes.lastIndexOf(QByteArrayView("\xFF\xD9", 2)) < i;
}

// Why bytes the decoder refused are no picture it reads: nothing at all, a picture of a format it
// reads cut short or damaged (by its signature), or something else.
QString notAPicture(const QByteArray& bytes, bool jpegTruncated)
{
    if (bytes.isEmpty())
        return QCoreApplication::translate("PictureReader", "The file is empty.");
    const auto at = [&bytes](qsizetype offset, QByteArrayView signature) {
        return bytes.size() >= offset + signature.size()
            && bytes.sliced(offset, signature.size()) == signature;
    };
    const bool png = at(0, "\x89PNG\r\n\x1a\n");
    const char* format = png                                                     ? "PNG"
        : at(0, "\xff\xd8\xff")                                                  ? "JPEG"
        : at(0, "RIFF") && at(8, "WEBP")                                         ? "WebP"
        : at(0, QByteArrayView("II*\0", 4)) || at(0, QByteArrayView("MM\0*", 4)) ? "TIFF"
        : at(0, "BM")                                                            ? "BMP"
                                                                                 : nullptr;
    if (format == nullptr)
        return QCoreApplication::translate("PictureReader",
            "This is not a picture that can be read (PNG, JPEG, WebP, BMP or TIFF), or it is damaged.");
    // A whole PNG ends with its IEND chunk; a download cut short has none.
    if (jpegTruncated || (png && bytes.lastIndexOf(QByteArrayView("IEND")) < 0))
        return QCoreApplication::translate(
            "PictureReader", "The picture is damaged: its file ends before the picture does.");
    return QCoreApplication::translate(
        "PictureReader", "The picture is damaged: it begins as a %1 file but cannot be decoded.")
        .arg(QLatin1String(format));
}

} // namespace

namespace {

QString& firstFolder()
{
    static QString folder;
    return folder;
}

} // namespace

QStringList visionModuleFolders()
{
    const QDir here(QCoreApplication::applicationDirPath());
    QStringList folders{
        here.absolutePath(), QDir::cleanPath(here.absoluteFilePath(QStringLiteral("../lib/forsyth")))};
    if (!firstFolder().isEmpty())
        folders.prepend(firstFolder());
    return folders;
}

void setVisionModuleFolder(const QString& folder) { firstFolder() = folder; }

PictureResult readPicture(const QByteArray& bytes)
{
    if (bytes.size() > MaxPictureBytes)
        return tooLarge(bytes.size());
    PictureResult result;
    const LoadedModule module = loadModule();
    if (!module.read) {
        result.problem = module.problem;
        return result;
    }
    VisionResult seen;
    module.read(reinterpret_cast<const unsigned char*>(bytes.constData()),
        static_cast<std::size_t>(bytes.size()), &seen);
    result.seconds = seen.seconds;
    result.pictureSize = QSize(seen.width, seen.height);
    const bool truncated = jpegCutShort(bytes);
    switch (seen.status) {
    case VisionStatus::NotAPicture:
        result.outcome = PictureResult::Outcome::NotAPicture;
        result.problem = notAPicture(bytes, truncated);
        return result;
    case VisionStatus::TooManyPixels:
        result.outcome = PictureResult::Outcome::NotAPicture;
        result.problem = QCoreApplication::translate("PictureReader",
            "The picture has too many pixels to read (%1 megapixels at most; a board needs far fewer).")
                             .arg(MaxPicturePixels / 1'000'000);
        return result;
    case VisionStatus::OutOfMemory:
        result.problem = QCoreApplication::translate(
            "PictureReader", "There was not enough memory to read the picture.");
        return result;
    case VisionStatus::ModelMissing:
        result.problem = QCoreApplication::translate(
            "PictureReader", "The vision module's network could not be loaded.");
        return result;
    case VisionStatus::NoBoard:
        if (truncated) {
            result.outcome = PictureResult::Outcome::NotAPicture;
            result.problem = QCoreApplication::translate("PictureReader",
                "The picture is damaged: its file ends before the picture does, and no chess board was "
                "found in the part it holds.");
            return result;
        }
        result.outcome = PictureResult::Outcome::NoBoard;
        result.problem = QCoreApplication::translate("PictureReader",
            "No chess board was found in the picture: it needs the 8 x 8 squares in two colours, straight "
            "on, at least 80 pixels wide, and in a large picture at least a fourteenth of its longer side.");
        return result;
    case VisionStatus::Read:
        break;
    }
    result.outcome = PictureResult::Outcome::Read;
    result.box = QRectF(seen.boxX, seen.boxY, seen.boxSide, seen.boxSide);
    result.boardScore = seen.boardScore;
    result.turnedDegrees = 90 * seen.quarterTurns;
    result.mirrored = seen.mirroredBack;
    result.anotherBoard = seen.anotherBoard;
    result.colouredWrongWayRound = seen.darkTopLeft && seen.quarterTurns == 0 && !seen.mirroredBack;
    result.truncated = truncated;
    DrawnPieces drawn;
    drawn.squareSide = static_cast<float>(seen.boxSide / 8);
    for (std::size_t i = 0; i < 64; ++i) {
        const VisionSquare& v = seen.squares[i];
        SeenSquare& s = result.shown[i];
        s.piece = pieceOf(v.piece);
        s.confidence = v.confidence;
        for (int k = 0; k < SquareAlternatives; ++k)
            s.alternatives.emplace_back(pieceOf(v.alternatives[k]), v.alternativeConfidence[k]);
        drawn.fill[i] = seen.fill[i];
        drawn.ink[i] = seen.ink[i];
        drawn.insideFromSquare[i] = seen.insideFromSquare[i];
        std::copy(std::begin(seen.likeness[i]), std::end(seen.likeness[i]), drawn.likeness[i].begin());
    }
    settleKings(result.shown);
    settlePawns(result.shown);
    settleMaterial(result.shown);
    settleLikeness(result.shown, drawn);
    result.reading = readPicturePosition(result.shown, seen.coordinateVote);
    return result;
}

PictureResult readPictureFile(const QString& path)
{
    QFile file(path);
    PictureResult result;
    if (!file.open(QIODevice::ReadOnly)) {
        result.problem = file.errorString(); // the caller names the file
        return result;
    }
    if (file.size() > MaxPictureBytes)
        return tooLarge(file.size());
    return readPicture(file.readAll());
}

} // namespace forsyth
