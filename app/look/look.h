// The look every board shares: its piece set, its colours and where its coordinates go. One
// for the program, as the application's palette is; the window sets it from the settings
// and views repaint on changed() (docs/LOOK.md).
#pragma once

#include "board_theme.h"
#include "piece_set.h"

#include <QObject>
#include <QString>

#include <memory>

namespace forsyth {

struct PieceSetEntry;

enum class CoordinatePlacement { Outside, Inside };

class Look : public QObject {
    Q_OBJECT

public:
    static Look& current();

    const PieceSet& pieces() const { return *pieces_; }
    QString pieceSetId() const { return pieceSetId_; }
    // False, the set unchanged, when no set has that id (an installed set since removed).
    bool setPieceSet(const QString& id);
    void setPieceSet(const PieceSetEntry& entry);

    const BoardTheme& theme() const { return *theme_; }
    void setTheme(const QString& id);

    CoordinatePlacement coordinates() const { return coordinates_; }
    void setCoordinates(CoordinatePlacement placement);

    // Counts the changes: a cache of drawn pieces compares it to know when to draw again.
    int serial() const { return serial_; }

signals:
    void changed();

private:
    Look();
    void bump();

    std::unique_ptr<PieceSet> pieces_;
    QString pieceSetId_;
    const BoardTheme* theme_;
    CoordinatePlacement coordinates_ = CoordinatePlacement::Outside;
    int serial_ = 0;
};

} // namespace forsyth
