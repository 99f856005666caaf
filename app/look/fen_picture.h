// The FEN drawn for a class (projector mode, slides): each field on its tint, a thick mark of
// the field's own shape under it and its number above it, so the six fields read apart from
// the back of a room and without colour (docs/CLASSROOM.md §2).
#pragma once

#include <QFont>
#include <QPainterPath>
#include <QRectF>
#include <QString>

#include <utility>
#include <vector>

class QPainter;
class QPalette;

namespace forsyth {

class FenPicture {
public:
    using Ranges = std::vector<std::pair<int, int>>; // [start, end) UTF-16 indices into the text

    // Lays out `fen` (any text: what does not read is drawn plain) in `font`. When one line is
    // wider than maxWidth (0: no limit), the text breaks between fields.
    FenPicture(const QString& fen, const QFont& font, qreal maxWidth = 0);

    QSizeF size() const { return size_; }
    const QString& text() const { return text_; }
    // The box of character `index`, as laid out; empty outside the text.
    QRectF characterRect(int index) const;
    // The character under `point`, or -1.
    int indexAt(const QPointF& point) const;
    // 1-6 for a field's character, 0 for separators and what does not read.
    int fieldOf(int index) const;

    // Drawn inverted (move mode's changes) and in the taught colour (the part pointed at).
    void setChanged(Ranges ranges) { changed_ = std::move(ranges); }
    void setLit(Ranges ranges) { lit_ = std::move(ranges); }
    const Ranges& changed() const { return changed_; }
    const Ranges& lit() const { return lit_; }

    void paint(QPainter& painter, const QPalette& palette) const;
    // The same drawing as SVG elements (no document around them), at the same coordinates.
    QString svgElements(const QPalette& palette) const;

    // Field `field`'s mark filling `band` (its height the thickness): a bar, dashes, dots,
    // triangles, a double line or diamonds. The legend draws the same shapes.
    static QPainterPath fieldMark(int field, const QRectF& band);
    // A path as SVG path data (polygons: the marks have no curves worth keeping as such).
    static QString svgPath(const QPainterPath& path);

private:
    struct FieldSpan {
        int field;
        int start; // [start, end) characters, all on one line
        int end;
        QRectF box; // text box of the span
    };
    QRectF markBand(const FieldSpan& span) const;
    QRectF numberDisc(const FieldSpan& span) const;
    bool within(const Ranges& ranges, int index) const;

    QString text_;
    QFont font_;
    std::vector<QRectF> boxes_; // one a character
    std::vector<int> fields_;   // one a character
    std::vector<FieldSpan> spans_;
    QSizeF size_;
    qreal numberHeight_ = 0;
    qreal markHeight_ = 0;
    Ranges changed_;
    Ranges lit_;
};

} // namespace forsyth
