// A piece set of twelve SVG files: Forsyth's own (in its resources) or one installed on the
// machine. Painted through Qt Svg; written into SVG exports as the file's own elements.
#include "piece_set.h"

#include <QFile>
#include <QPainter>
#include <QRectF>
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>

namespace forsyth {
namespace {

class SvgPieces : public PieceSet {
public:
    explicit SvgPieces(const std::array<QString, 12>& files)
        : files_(files)
    { }

    void paint(QPainter& painter, Piece piece, const QRectF& square) const override
    {
        QSvgRenderer* svg = renderer(piece);
        if (!svg) {
            fallback().paint(painter, piece, square);
            return;
        }
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        svg->render(&painter, square);
        painter.restore();
    }

    void writeSvg(QXmlStreamWriter& xml, Piece piece, const QRectF& square) const override
    {
        QSvgRenderer* svg = renderer(piece);
        QFile file(files_[static_cast<std::size_t>(pieceIndex(piece))]);
        if (!svg || !file.open(QIODevice::ReadOnly)) {
            fallback().writeSvg(xml, piece, square);
            return;
        }
        // The file's drawing in a group that maps its viewBox onto the square, centred and
        // scaled alike both ways as paint() draws it. (A nested <svg> would say the same, but
        // SVG Tiny readers, Qt's among them, do not draw one.)
        const QRectF box = svg->viewBoxF();
        const qreal scale = std::min(square.width() / box.width(), square.height() / box.height());
        const qreal x = square.x() + (square.width() - box.width() * scale) / 2 - box.x() * scale;
        const qreal y = square.y() + (square.height() - box.height() * scale) / 2 - box.y() * scale;
        xml.writeStartElement(QStringLiteral("g"));
        xml.writeAttribute(QStringLiteral("transform"),
            QStringLiteral("translate(%1 %2) scale(%3)")
                .arg(QString::number(x, 'g', 7), QString::number(y, 'g', 7), QString::number(scale, 'g', 7)));
        copyChildren(file, xml);
        xml.writeEndElement();
    }

private:
    // Loaded on first use and kept; null when the file is missing or not SVG.
    QSvgRenderer* renderer(Piece piece) const
    {
        const auto i = static_cast<std::size_t>(pieceIndex(piece));
        if (!tried_[i]) {
            tried_[i] = true;
            auto svg = std::make_unique<QSvgRenderer>(files_[i]);
            if (svg->isValid()) {
                svg->setAspectRatioMode(Qt::KeepAspectRatio);
                renderers_[i] = std::move(svg);
            }
        }
        return renderers_[i].get();
    }

    const PieceSet& fallback() const
    {
        if (!fallback_)
            fallback_ = fontPieceSet();
        return *fallback_;
    }

    // Everything inside the file's root <svg>, element by element; comments, the prologue and
    // anything after the root stay behind.
    static void copyChildren(QFile& file, QXmlStreamWriter& xml)
    {
        QXmlStreamReader reader(&file);
        int depth = 0;
        while (!reader.atEnd()) {
            switch (reader.readNext()) {
            case QXmlStreamReader::StartElement:
                if (depth++ > 0)
                    xml.writeCurrentToken(reader);
                break;
            case QXmlStreamReader::EndElement:
                if (--depth > 0)
                    xml.writeCurrentToken(reader);
                break;
            case QXmlStreamReader::Characters:
                if (depth > 0 && !reader.isWhitespace())
                    xml.writeCurrentToken(reader);
                break;
            default:
                break;
            }
        }
    }

    std::array<QString, 12> files_;
    mutable std::array<bool, 12> tried_{};
    mutable std::array<std::unique_ptr<QSvgRenderer>, 12> renderers_;
    mutable std::unique_ptr<PieceSet> fallback_;
};

} // namespace

std::unique_ptr<PieceSet> svgPieceSet(const std::array<QString, 12>& files)
{
    return std::make_unique<SvgPieces>(files);
}

} // namespace forsyth
