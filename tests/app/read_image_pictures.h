// What the tests of reading boards from pictures share (tst_readimage, tst_readimageerrors,
// tst_picturewindow): the positions they draw, screenshots of the editor's board showing them,
// and `forsyth read-image --json` run on pictures.
#pragma once

#include "board_view.h"
#include "look.h"
#include "picture_reader.h"
#include "position_document.h"
#include "test_support.h"

#include <QByteArray>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace forsyth {

inline const QStringList Positions{
    QStringLiteral("r1bq1rk1/ppp2ppp/2n2n2/2bpp3/4P3/2PP1N2/PP1NBPPP/R1BQK2R w KQ - 0 7"),
    QStringLiteral("8/5pk1/6p1/3B4/8/1P3N2/P4QPK/2r5 w - - 0 40"),
    QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    QStringLiteral("2kr3r/pbpn1pp1/1p2p2p/8/2PP4/3B1N2/P4PPP/R3R1K1 w - - 0 17"),
};

// Reading in this process, as the editor does: the build's vision module, beside the forsyth the
// tests run (FORSYTH_BINARY).
inline void useBuildsVisionModule()
{
    setVisionModuleFolder(QFileInfo(qEnvironmentVariable("FORSYTH_BINARY")).absolutePath());
}

// The look the screenshots start from, for a test that drew in another one.
inline void restoreStartingLook()
{
    Look::current().setPieceSet(QStringLiteral("staunton"));
    Look::current().setTheme(QStringLiteral("brown"));
    Look::current().setCoordinates(CoordinatePlacement::Outside);
}

inline QString placementOf(const QString& fen) { return fen.section(QLatin1Char(' '), 0, 0); }

// The editor's board as the screen shows it, in the current look.
inline QImage screenshot(const QString& fen, bool flipped, int side = 480)
{
    PositionDocument document;
    document.setPosition(read(fen), QString());
    BoardView board(&document);
    board.resize(side, side);
    board.setFlipped(flipped);
    return board.grab().toImage();
}

// The picture as an uncompressed baseline TIFF (RGB, one strip), as a scanner may save it: Qt's
// TIFF writer is an optional plugin, and the reader decodes TIFF with OpenCV's own libtiff.
inline QByteArray tiffBytes(const QImage& picture)
{
    const QImage rgb = picture.convertToFormat(QImage::Format_RGB888);
    const quint32 width = static_cast<quint32>(rgb.width());
    const quint32 height = static_cast<quint32>(rgb.height());
    QByteArray out("II*\0", 4);
    const auto u16 = [&out](quint32 v) { out.append(char(v & 0xff)).append(char((v >> 8) & 0xff)); };
    const auto u32 = [&u16](quint32 v) {
        u16(v & 0xffff);
        u16(v >> 16);
    };
    constexpr quint32 Entries = 9;
    const quint32 bits = 8 + 2 + Entries * 12 + 4; // where the three 8s of BitsPerSample go
    const quint32 pixels = bits + 6;
    u32(8);
    u16(Entries);
    const auto entry = [&](quint32 tag, quint32 type, quint32 count, quint32 value) {
        u16(tag);
        u16(type);
        u32(count);
        u32(value);
    };
    entry(256, 4, 1, width);              // ImageWidth
    entry(257, 4, 1, height);             // ImageLength
    entry(258, 3, 3, bits);               // BitsPerSample: 8, 8, 8
    entry(259, 3, 1, 1);                  // Compression: none
    entry(262, 3, 1, 2);                  // PhotometricInterpretation: RGB
    entry(273, 4, 1, pixels);             // StripOffsets
    entry(277, 3, 1, 3);                  // SamplesPerPixel
    entry(278, 4, 1, height);             // RowsPerStrip
    entry(279, 4, 1, width * height * 3); // StripByteCounts
    u32(0);                               // no next IFD
    for (int sample = 0; sample < 3; ++sample)
        u16(8);
    for (int y = 0; y < rgb.height(); ++y)
        out.append(reinterpret_cast<const char*>(rgb.constScanLine(y)), rgb.width() * 3);
    return out;
}

// One JSON object a picture, in the order given; `exitCode` is the run's.
inline QList<QJsonObject> readImages(const QStringList& files, int& exitCode)
{
    const ForsythRun run = runForsyth(QStringList{"read-image", "--json"} + files, {}, std::nullopt, 300000);
    exitCode = run.exitCode;
    QList<QJsonObject> objects;
    for (const QByteArray& line : run.out.split('\n')) {
        if (!line.isEmpty())
            objects << QJsonDocument::fromJson(line).object();
    }
    return objects;
}

} // namespace forsyth
