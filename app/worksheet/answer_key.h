// The answer key at the end of a worksheet: each number's solution, wrapped under a hanging
// number and flowed over as many pages as it takes (a PGN game's main line can run long).
#pragma once

#include <QRectF>
#include <QString>
#include <QTextLayout>

#include <memory>
#include <vector>

class QPaintDevice;
class QPainter;

namespace forsyth {

struct AnswerKeyEntry {
    int number = 0;
    QString text;
};

class AnswerKey {
public:
    // body: the part of each page between header and footer, in the device's dots.
    AnswerKey(const QPaintDevice& device, const QRectF& body, const std::vector<AnswerKeyEntry>& entries);

    int pageCount() const { return pages_; }
    void paintPage(QPainter& painter, int page) const;

private:
    struct Placed {
        std::size_t entry = 0;
        int line = 0;
        int page = 0;
        qreal y = 0; // the line's top
    };

    const QPaintDevice& device_;
    QRectF body_;
    std::vector<AnswerKeyEntry> entries_;
    std::vector<std::unique_ptr<QTextLayout>> layouts_;
    std::vector<Placed> placed_;
    qreal numberWidth_ = 0;
    qreal headingHeight_ = 0;
    int pages_ = 1;
};

} // namespace forsyth
