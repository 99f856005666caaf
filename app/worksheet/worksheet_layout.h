// Where everything goes on a worksheet page, as arithmetic alone (points, 1/72 inch, from
// the top left of the printable area), so it can be tested without painting: the grid for
// the diagrams a page, each cell's diagram, caption, FEN and answer lines, the header and
// footer, and how many pages the diagrams take.
#pragma once

#include <QRectF>
#include <QSizeF>

#include <array>
#include <optional>

namespace forsyth {

// The choices of diagrams a page, and their grids on a portrait page (columns x rows).
inline constexpr std::array<int, 6> WorksheetPerPageChoices{1, 2, 4, 6, 9, 12};

struct WorksheetGrid {
    int columns = 1;
    int rows = 1;
};

// 1x1, 1x2, 2x2, 2x3, 3x3, 3x4; nullopt for a number not offered.
std::optional<WorksheetGrid> worksheetGrid(int perPage);

// The pages `items` diagrams take at perPage a page (0 for none).
int worksheetDiagramPages(int items, int perPage);

// What a cell holds below its diagram.
struct WorksheetCellText {
    bool fen = false;         // the FEN, on up to two lines
    bool answerLines = false; // ruled lines to write the answer on
};

class WorksheetLayout {
public:
    // page: the printable area in points; perPage one of WorksheetPerPageChoices (another
    // falls back to the nearest offered below it, or 1).
    WorksheetLayout(QSizeF page, int perPage, WorksheetCellText text);

    WorksheetGrid grid() const { return grid_; }
    int perPage() const { return grid_.columns * grid_.rows; }
    int pageOf(int item) const { return item / perPage(); }
    int slotOf(int item) const { return item % perPage(); }

    // Text sizes in points: smaller as the cells get smaller.
    qreal captionPointSize() const { return captionSize_; }
    qreal fenPointSize() const { return captionSize_ * 0.85; }
    qreal headerPointSize() const { return 13; }
    qreal footerPointSize() const { return 8.5; }
    static qreal lineHeight(qreal pointSize) { return pointSize * 1.4; }

    QRectF headerRect() const;
    QRectF footerRect() const;
    QRectF bodyRect() const; // between header and footer: the grid, or the answer key

    QRectF cellRect(int slot) const;
    QRectF diagramRect(int slot) const; // a square, centred at the top of its cell
    QRectF captionRect(int slot) const; // two lines under the diagram, from its left edge
    QRectF fenRect(int slot) const;     // two lines; empty without the FEN
    QRectF answerRect(int slot) const;  // the ruled lines; empty without them
    int answerLineCount() const { return text_.answerLines ? answerLines_ : 0; }
    qreal answerLineSpacing() const { return answerSpacing_; }

private:
    qreal textHeight() const; // caption, FEN and lines under a diagram
    qreal diagramSide() const;

    QSizeF page_;
    WorksheetGrid grid_;
    WorksheetCellText text_;
    qreal captionSize_ = 10;
    int answerLines_ = 2;
    qreal answerSpacing_ = 18;
};

} // namespace forsyth
