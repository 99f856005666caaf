#include "record_delegate.h"

#include "fen.h"
#include "look.h"
#include "piece_painter.h"
#include "record_list.h"

#include <QApplication>
#include <QPainter>

namespace forsyth {
namespace {

constexpr int DiagramSide = 48;
constexpr int Margin = 4;

// The marks stay readable without colour: a different sign for each verdict.
QString verdictMark(RecordList::Verdict verdict)
{
    switch (verdict) {
    case RecordList::Verdict::Legal:
        return QStringLiteral("✓");
    case RecordList::Verdict::Warnings:
        return QStringLiteral("!");
    case RecordList::Verdict::Illegal:
        return QStringLiteral("✗");
    case RecordList::Verdict::Unreadable:
        break;
    }
    return QStringLiteral("?");
}

QColor verdictColour(RecordList::Verdict verdict)
{
    switch (verdict) {
    case RecordList::Verdict::Legal:
        return QColor(46, 125, 50);
    case RecordList::Verdict::Warnings:
        return QColor(230, 81, 0);
    case RecordList::Verdict::Illegal:
    case RecordList::Verdict::Unreadable:
        break;
    }
    return QColor(198, 40, 40);
}

void paintDiagram(QPainter& painter, const QRectF& rect, const QString& fen)
{
    const FenReadResult read = readFen(fen.toStdString(), FenMode::Lenient);
    const qreal side = rect.width() / 8;
    const BoardTheme& theme = Look::current().theme();
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            const QRectF square(rect.left() + file * side, rect.top() + (7 - rank) * side, side, side);
            painter.fillRect(square, (rank + file) % 2 ? theme.light : theme.dark);
            if (read.ok()) {
                const Piece piece = read.position->pieceAt(makeSquare(file, rank));
                if (!piece.empty())
                    paintPiece(painter, piece, square);
            }
        }
    }
    if (!read.ok()) {
        painter.setPen(QPen(QColor(198, 40, 40), 2));
        painter.drawLine(rect.topLeft(), rect.bottomRight());
        painter.drawLine(rect.topRight(), rect.bottomLeft());
    }
}

} // namespace

QSize RecordDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    // The number, the diagram, a title of some twenty characters, the mark.
    return {option.fontMetrics.horizontalAdvance(QStringLiteral("00000")) + DiagramSide
            + option.fontMetrics.averageCharWidth() * 20 + DiagramSide / 2 + 6 * Margin,
        DiagramSide + 2 * Margin};
}

void RecordDelegate::paint(
    QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRect r = option.rect.adjusted(Margin, Margin, -Margin, -Margin);
    const bool selected = option.state & QStyle::State_Selected;
    const QColor text = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);

    const QString number = QString::number(index.data(RecordList::NumberRole).toInt());
    const int numberWidth = option.fontMetrics.horizontalAdvance(QStringLiteral("00000"));
    painter->setPen(text);
    painter->drawText(
        QRect(r.left(), r.top(), numberWidth, r.height()), Qt::AlignRight | Qt::AlignVCenter, number);

    const QRectF diagram(r.left() + numberWidth + Margin * 2, r.top(), DiagramSide, DiagramSide);
    paintDiagram(*painter, diagram, index.data(RecordList::FenRole).toString());

    const auto verdict = static_cast<RecordList::Verdict>(index.data(RecordList::VerdictRole).toInt());
    const int side = index.data(RecordList::SideRole).toInt();
    const int textLeft = int(diagram.right()) + Margin * 2;
    const QRect markRect(r.right() - r.height() / 2, r.top(), r.height() / 2, r.height());
    QFont bold = option.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(selected ? text : verdictColour(verdict));
    painter->drawText(markRect, Qt::AlignCenter, verdictMark(verdict));

    painter->setFont(option.font);
    painter->setPen(text);
    QString title = index.data(RecordList::TitleRole).toString();
    if (title.isEmpty())
        title = tr("Position %1").arg(number);
    if (index.data(RecordList::EditedRole).toBool())
        title += QStringLiteral(" *");
    const QString toMove = side < 0 ? QString() : side == 0 ? tr("White to move") : tr("Black to move");
    const QRect textRect(textLeft, r.top(), markRect.left() - textLeft - Margin, r.height());
    const QString elided = option.fontMetrics.elidedText(title, Qt::ElideRight, textRect.width());
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
        toMove.isEmpty() ? elided : elided + QLatin1Char('\n') + toMove);
    painter->restore();
}

} // namespace forsyth
