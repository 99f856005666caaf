// The yardstick for the editor's start-up (tests/bench/startup_bench.sh): the least a Qt Widgets
// program does to show a chessboard, a window painting an 8x8 grid of squares at about the
// editor's size. Not a test; built with the benchmarks.
#include <QApplication>
#include <QPainter>
#include <QWidget>

#include <algorithm>

namespace {

class Grid : public QWidget {
protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        const int side = std::min(width(), height()) / 8;
        for (int rank = 0; rank < 8; ++rank) {
            for (int file = 0; file < 8; ++file)
                painter.fillRect(file * side, rank * side, side, side,
                    (rank + file) % 2 ? QColor(181, 136, 99) : QColor(240, 217, 181));
        }
    }
};

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    Grid grid;
    grid.resize(1120, 720); // the editor's first-run size
    grid.show();
    return QApplication::exec();
}
