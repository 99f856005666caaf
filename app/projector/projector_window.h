// Projector mode (F11): the board, a large FEN with the fields numbered and marked, the legend
// and the teaching panel, full screen for a class, every text zoomable (Ctrl++ / Ctrl+-). It
// shows the window's document: edits and moves made in either show in both.
#pragma once

#include <QSize>
#include <QStringList>
#include <QWidget>

class QScrollArea;

namespace forsyth {

class BoardView;
class FenLegend;
class PositionDocument;
class ProjectorFen;
class TeachingPanel;

class ProjectorWindow : public QWidget {
    Q_OBJECT

public:
    explicit ProjectorWindow(PositionDocument* document, QWidget* parent = nullptr);

    static constexpr qreal MinZoom = 0.5;
    static constexpr qreal MaxZoom = 3.0;
    // Scales every text: the FEN (1 fits it to the width), the panel, the legend. Remembered.
    void setZoom(qreal zoom);
    qreal zoom() const { return zoom_; }
    void zoomIn();
    void zoomOut();

    BoardView* board() const { return board_; }
    ProjectorFen* fen() const { return fen_; }
    TeachingPanel* teachingPanel() const { return panel_; }
    // The texts' pixel size now (panel and legend), for tests.
    int textPixelSize() const;

signals:
    // F11 or Escape, or the window closed: the main window unchecks its action.
    void closed();

protected:
    bool event(QEvent* event) override; // LayoutRequest: a part's size changed
    void resizeEvent(QResizeEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    // Escape leaves, unless the board took it (a piece picked up is put back first).
    void keyPressEvent(QKeyEvent* event) override;

private:
    void applyZoom();
    void arrange();
    int fitLegend(QSize room);
    void retranslate();

    BoardView* board_;
    ProjectorFen* fen_;
    FenLegend* legend_;
    TeachingPanel* panel_;
    QScrollArea* panelScroll_; // the panel's words scroll when they run longer than the room
    qreal zoom_ = 1;
    // What the legend was last fitted to: its text size, its room and its words.
    struct LegendFit {
        int pixelSize = 0;
        QSize room;
        QStringList names;
        bool operator==(const LegendFit&) const = default;
    };
    LegendFit legendFit_;
};

} // namespace forsyth
