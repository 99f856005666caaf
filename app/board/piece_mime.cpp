#include "piece_mime.h"

#include "fen_file.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>
#include <QImage>
#include <QMimeData>

namespace forsyth {

std::unique_ptr<QMimeData> makePieceMimeData(const PiecePayload& payload, const QString& fen)
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << static_cast<qint32>(payload.piece.type) << static_cast<qint32>(payload.piece.color)
           << static_cast<qint32>(payload.source);
    auto data = std::make_unique<QMimeData>();
    data->setData(QString::fromLatin1(PieceMimeType), bytes);
    if (!fen.isEmpty())
        data->setText(fen);
    return data;
}

std::optional<PiecePayload> readPiecePayload(const QMimeData* data)
{
    if (data == nullptr || !data->hasFormat(QString::fromLatin1(PieceMimeType)))
        return std::nullopt;
    QDataStream stream(data->data(QString::fromLatin1(PieceMimeType)));
    qint32 type = 0;
    qint32 color = 0;
    qint32 source = 0;
    stream >> type >> color >> source;
    // The data may come from another program: check every field before trusting it.
    if (stream.status() != QDataStream::Ok || type < 1 || type > 6 || color < 0 || color > 1 || source < -1
        || source > 63)
        return std::nullopt;
    return PiecePayload{{static_cast<PieceType>(type), static_cast<Color>(color)}, source};
}

bool mayHoldFen(const QMimeData* data)
{
    // Not hasText(): it also says yes for any URL, and a picture's path is no FEN.
    return data != nullptr
        && (data->hasFormat(QStringLiteral("text/plain")) || !positionFilesOf(data).isEmpty()
            || data->hasImage());
}

DroppedFen fenFromMimeData(const QMimeData* data)
{
    if (data == nullptr)
        return {{}, QCoreApplication::translate("PieceMime", "Nothing was dropped")};
    if (!data->hasFormat(QStringLiteral("text/plain")))
        return {
            {}, QCoreApplication::translate("PieceMime", "Only FEN text or a .fen file can be dropped here")};
    // All of it (up to MaxPositionBytes): a PGN or chat text holds the FEN further down.
    const QByteArray text = data->text().left(MaxPositionBytes).toUtf8();
    if (text.trimmed().isEmpty())
        return {{}, QCoreApplication::translate("PieceMime", "The dropped text is empty")};
    return {text, {}};
}

QByteArray pictureBytesOf(const QMimeData* data)
{
    if (data == nullptr || !data->hasImage())
        return {};
    for (const char* format : {"image/png", "image/jpeg", "image/webp", "image/bmp", "image/tiff"}) {
        if (QByteArray bytes = data->data(QLatin1String(format)); !bytes.isEmpty())
            return bytes;
    }
    const QImage image = qvariant_cast<QImage>(data->imageData());
    QByteArray png;
    QBuffer buffer(&png);
    if (image.isNull() || !buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
        return {};
    return png;
}

} // namespace forsyth
