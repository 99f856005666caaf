// A strip under the FEN field's line edit that draws each field's mark (FenPicture::fieldMark:
// bar, dashes, dots, triangles, double line, diamonds) under that field's characters: the
// teaching view's cue that survives small text and colour blindness, where the line edit's
// one-pixel underline patterns do not (docs/CLASSROOM.md §2).
#pragma once

#include <QWidget>

#include <vector>

class QLineEdit;

namespace forsyth {

class FieldMarks : public QWidget {
    Q_OBJECT

public:
    FieldMarks(QLineEdit* edit, QWidget* parent);

    struct Mark {
        int field;
        int left; // x in this widget, from the first character's left to the last one's right
        int right;
    };
    // The marks as laid out for the line edit's text now, for tests.
    const std::vector<Mark>& marks() const { return marks_; }
    QSize sizeHint() const override;

    // The text, the edit's size or its scrolling changed.
    void relayout();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QLineEdit* edit_;
    std::vector<Mark> marks_;
};

} // namespace forsyth
