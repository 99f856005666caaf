#include "worksheet_painter.h"

#include "answer_key.h"
#include "board_image.h"
#include "fen.h"
#include "worksheet_layout.h"
#include "worksheet_text.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

namespace forsyth {
namespace {

const QColor RuleColour(150, 150, 150);

QString sheetTitle(const WorksheetOptions& options)
{
    return options.title.isEmpty() ? QCoreApplication::translate("Worksheet", "Worksheet") : options.title;
}

// Paints in points on a device that counts in its own dots.
class PagePainter {
public:
    PagePainter(
        QPagedPaintDevice& device, const std::vector<WorksheetItem>& items, const WorksheetOptions& options)
        : device_(device)
        , items_(items)
        , options_(options)
        , scale_(device.logicalDpiY() / 72.0)
        , layout_(QSizeF(device.width() / scale_, device.height() / scale_), options.perPage,
              WorksheetCellText{options.fen, options.answerLines})
        , painter_(&device)
    { }

    int paint()
    {
        const int diagramPages
            = std::max(1, worksheetDiagramPages(static_cast<int>(items_.size()), layout_.perPage()));
        AnswerKey key(device_, dots(layout_.bodyRect()),
            options_.answerKey ? answerKeyEntries() : std::vector<AnswerKeyEntry>{});
        const int keyPages = options_.answerKey ? key.pageCount() : 0;
        total_ = diagramPages + keyPages;
        for (int page = 0; page < diagramPages; ++page) {
            startPage();
            for (int slot = 0; slot < layout_.perPage(); ++slot) {
                const std::size_t item = static_cast<std::size_t>(page * layout_.perPage() + slot);
                if (item < items_.size())
                    paintCell(slot, static_cast<int>(item));
            }
        }
        for (int page = 0; page < keyPages; ++page) {
            startPage();
            key.paintPage(painter_, page);
        }
        painter_.end();
        return total_;
    }

private:
    QRectF dots(const QRectF& points) const
    {
        return {points.x() * scale_, points.y() * scale_, points.width() * scale_, points.height() * scale_};
    }

    std::vector<AnswerKeyEntry> answerKeyEntries() const
    {
        std::vector<AnswerKeyEntry> entries;
        for (std::size_t i = 0; i < items_.size(); ++i)
            entries.push_back({static_cast<int>(i) + 1, answerText(items_[i])});
        return entries;
    }

    void startPage()
    {
        if (page_ > 0)
            device_.newPage();
        ++page_;
        paintHeaderAndFooter();
    }

    void paintHeaderAndFooter()
    {
        const QRectF header = dots(layout_.headerRect());
        const QRectF footer = dots(layout_.footerRect());
        const QString name = QCoreApplication::translate("Worksheet", "Name:");
        painter_.setPen(Qt::black);
        const QFont nameFont = worksheetFont(layout_.headerPointSize() * 0.8);
        const QFontMetricsF nameMetrics(nameFont, &device_);
        const qreal nameWidth = nameMetrics.horizontalAdvance(name) + header.width() * 0.3;
        const QRectF nameRect(header.right() - nameWidth, header.top(), nameWidth, header.height() * 0.7);
        const QFont titleFont = worksheetFont(layout_.headerPointSize(), true);
        painter_.setFont(titleFont);
        const QRectF titleRect(
            header.left(), header.top(), header.width() - nameWidth - header.height(), header.height() * 0.7);
        painter_.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(titleFont, &device_)
                .elidedText(sheetTitle(options_), Qt::ElideRight, titleRect.width()));
        painter_.setFont(nameFont);
        painter_.drawText(nameRect, Qt::AlignLeft | Qt::AlignBottom, name);
        const qreal thin = std::max<qreal>(1, scale_ * 0.5);
        painter_.setPen(QPen(RuleColour, thin));
        const qreal nameEnd = nameRect.left() + nameMetrics.horizontalAdvance(name) + thin * 4;
        painter_.drawLine(QPointF(nameEnd, nameRect.bottom()), QPointF(nameRect.right(), nameRect.bottom()));
        painter_.drawLine(QPointF(header.left(), header.bottom() - header.height() * 0.15),
            QPointF(header.right(), header.bottom() - header.height() * 0.15));

        painter_.setPen(Qt::black);
        painter_.setFont(worksheetFont(layout_.footerPointSize()));
        painter_.drawText(footer, Qt::AlignCenter,
            QCoreApplication::translate("Worksheet", "Page %1 of %2").arg(page_).arg(total_));
    }

    void paintCell(int slot, int item)
    {
        const WorksheetItem& it = items_[static_cast<std::size_t>(item)];
        const QRectF diagram = dots(layout_.diagramRect(slot));
        painter_.save();
        painter_.translate(diagram.topLeft());
        paintBoardImage(painter_, it.position, diagram.width(), BoardImageOptions{});
        painter_.restore();

        const QRectF caption = dots(layout_.captionRect(slot));
        const qreal line = caption.height() / 2;
        const QFont bold = worksheetFont(layout_.captionPointSize(), true);
        const QFont plain = worksheetFont(layout_.captionPointSize());
        painter_.setPen(Qt::black);
        const QRectF first(caption.left(), caption.top(), caption.width(), line);
        qreal titleRoom = first.width();
        if (options_.pieceCount) {
            // Right-aligned on the title's line, as problemists set it under a diagram.
            const QString count = pieceCountText(it.position);
            painter_.setFont(plain);
            painter_.drawText(first, Qt::AlignRight | Qt::AlignVCenter, count);
            titleRoom -= QFontMetricsF(plain, &device_).horizontalAdvance(count + QStringLiteral("  "));
        }
        drawElided(QRectF(first.left(), first.top(), titleRoom, line), bold, captionTitle(it, item + 1));
        drawElided(QRectF(caption.left(), caption.top() + line, caption.width(), line), plain,
            worksheetCaptionDetails(it));
        if (options_.fen)
            paintFen(dots(layout_.fenRect(slot)), it.position);
        if (options_.answerLines)
            paintAnswerLines(slot);
    }

    void drawElided(const QRectF& rect, const QFont& font, const QString& text)
    {
        painter_.setFont(font);
        painter_.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(font, &device_).elidedText(text, Qt::ElideRight, rect.width()));
    }

    void paintFen(const QRectF& rect, const Position& position)
    {
        const QString fen = QString::fromStdString(writeFen(position));
        painter_.setPen(QColor(60, 60, 60));
        const FittedText one = fitText(fen, layout_.fenPointSize(), rect.width(), device_);
        const qreal line = rect.height() / 2;
        if (one.pointSize >= layout_.fenPointSize() * 0.7) {
            drawFitted(QRectF(rect.left(), rect.top(), rect.width(), line), one);
            return;
        }
        // Too long for one line at a size one can read: two lines of about half each, broken
        // after a '/' or at a space, at one size.
        const qsizetype cut = fenBreak(fen);
        const QString top = fen.left(cut);
        const QString bottom = fen.mid(cut).trimmed();
        const qreal size = std::min(fitText(top, layout_.fenPointSize(), rect.width(), device_).pointSize,
            fitText(bottom, layout_.fenPointSize(), rect.width(), device_).pointSize);
        drawFitted(
            QRectF(rect.left(), rect.top(), rect.width(), line), fitText(top, size, rect.width(), device_));
        drawFitted(QRectF(rect.left(), rect.top() + line, rect.width(), line),
            fitText(bottom, size, rect.width(), device_));
    }

    void drawFitted(const QRectF& rect, const FittedText& text)
    {
        painter_.setFont(text.font);
        painter_.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, text.text);
    }

    void paintAnswerLines(int slot)
    {
        const QRectF area = dots(layout_.answerRect(slot));
        const qreal spacing = layout_.answerLineSpacing() * scale_;
        painter_.setPen(QPen(RuleColour, std::max<qreal>(1, scale_ * 0.5)));
        for (int i = 1; i <= layout_.answerLineCount(); ++i) {
            const qreal y = area.top() + i * spacing - spacing * 0.2;
            painter_.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        }
    }

    QPagedPaintDevice& device_;
    const std::vector<WorksheetItem>& items_;
    const WorksheetOptions& options_;
    qreal scale_;
    WorksheetLayout layout_;
    QPainter painter_;
    int page_ = 0;
    int total_ = 1;
};

} // namespace

QPageLayout worksheetPageLayout(WorksheetPaper paper)
{
    const QPageSize size(paper == WorksheetPaper::Letter ? QPageSize::Letter : QPageSize::A4);
    return QPageLayout(size, QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
}

int paintWorksheet(
    QPagedPaintDevice& device, const std::vector<WorksheetItem>& items, const WorksheetOptions& options)
{
    return PagePainter(device, items, options).paint();
}

QString worksheetCaptionDetails(const WorksheetItem& item)
{
    QStringList parts;
    parts << (item.position.sideToMove == Color::White
            ? QCoreApplication::translate("Worksheet", "White to move")
            : QCoreApplication::translate("Worksheet", "Black to move"));
    if (item.stipulation)
        parts << QString::fromStdString(stipulationText(*item.stipulation));
    return parts.join(QStringLiteral("  ·  "));
}

} // namespace forsyth
