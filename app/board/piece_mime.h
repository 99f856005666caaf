// Drag and drop formats: the piece payload dragged from the board or the palette, and the
// FEN text or .fen file the board accepts from anywhere.
#pragma once

#include "types.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

class QMimeData;

namespace forsyth {

inline constexpr char PieceMimeType[] = "application/x-forsyth-piece";

// What a drag carries: the piece and where it comes from (NoSquare = the palette).
struct PiecePayload {
    Piece piece;
    Square source = NoSquare;
};

// The payload (QDataStream: piece type, colour, source square or -1) plus text/plain = fen
// (unless empty), so a drag that leaves the window still gives something useful. Hand it to
// QDrag::setMimeData.
std::unique_ptr<QMimeData> makePieceMimeData(const PiecePayload& payload, const QString& fen);
// The payload, or nullopt when the data holds none or a malformed one.
std::optional<PiecePayload> readPiecePayload(const QMimeData* data);

// Whether data may hold a FEN: text, or a local .fen, .epd or .pgn file (positionFilesOf).
bool mayHoldFen(const QMimeData* data);

struct DroppedFen {
    QByteArray text; // the text, at most MaxPositionBytes
    QString problem; // set when there is no text
};
// The text dropped data carries, for smart paste (position files are opened, not read here).
DroppedFen fenFromMimeData(const QMimeData* data);

// The picture dropped or copied data carries, as the program that offered it encoded it (PNG,
// JPEG, WebP, BMP, TIFF) when it offers one of those: taken as it is, with no decoding on the
// window's thread, whatever its size (Qt decodes pictures of at most 128 MB of pixels). Else the
// image Qt made of it, encoded as PNG; empty when it holds none.
QByteArray pictureBytesOf(const QMimeData* data);

} // namespace forsyth
