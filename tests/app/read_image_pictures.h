// What the tests of reading boards from pictures share (tst_readimage, tst_readimageerrors,
// tst_picturewindow): the positions they draw, screenshots of the editor's board showing them,
// and `forsyth read-image --json` run on pictures.
#pragma once

#include "board_view.h"
#include "position_document.h"
#include "test_support.h"

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
