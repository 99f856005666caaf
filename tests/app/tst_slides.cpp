// Slides: the board with the FEN (fields tinted, numbered and marked by shape) and the legend,
// as PNG and SVG, from the image library and from File > Export Slide.
#include "board_image.h"
#include "fen_picture.h"
#include "fen_slide.h"
#include "field_colours.h"
#include "field_messages.h"
#include "image_export.h"
#include "language.h"
#include "main_window.h"
#include "position_document.h"

#include "test_support.h"

#include <QFile>
#include <QImage>
#include <QPalette>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>

using namespace forsyth;

namespace {

const QString Fen = QStringLiteral("r1b1k2r/pp3ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12");

QPalette white()
{
    QPalette palette;
    palette.setColor(QPalette::Base, Qt::white);
    return palette;
}

// Every element of the SVG with its class attribute, and its text content.
struct SvgContents {
    std::map<QString, int> classes;
    QStringList texts;
    bool wellFormed = false;
};

SvgContents readSvg(const QByteArray& svg)
{
    SvgContents out;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString cls = xml.attributes().value(QStringLiteral("class")).toString();
        for (const QString& c : cls.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            ++out.classes[c];
        if (xml.name() == QLatin1String("text"))
            out.texts << xml.readElementText();
    }
    out.wellFormed = !xml.hasError();
    return out;
}

} // namespace

class TestSlides : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(settings_.isolate()); }

    void pngHoldsBoardFenAndLegend()
    {
        const Position position = read(Fen);
        const QImage image = slideImage(position, Fen, 1200, {});
        QCOMPARE(image.width(), 1200);
        QVERIFY(image.height() > 1200 * 0.56 + 100); // the FEN and the legend under the board
        // Each field's ink is on the slide (its number's disc, its mark): the six fields shown.
        std::map<QRgb, int> counts;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                ++counts[image.pixel(x, y) & 0xffffff];
        for (int field = 1; field <= 6; ++field) {
            const QRgb ink = fieldColour(field, white()).rgb() & 0xffffff;
            QVERIFY2(counts[ink] > 200,
                qPrintable(QStringLiteral("field %1: %2 pixels").arg(field).arg(counts[ink])));
        }
        // The board's dark squares in the board's own colour.
        QVERIFY(counts[squareColour(sq("a1")).rgb() & 0xffffff] > 64 * 50);
    }

    void svgHoldsBoardFenAndLegend()
    {
        SvgContents svg = readSvg(slideSvg(read(Fen), Fen, 1200, {}));
        QVERIFY(svg.wellFormed);
        QCOMPARE(svg.classes[QStringLiteral("square")], 64);
        QCOMPARE(svg.classes[QStringLiteral("piece")], 20);
        for (int field = 1; field <= 6; ++field) {
            QCOMPARE(svg.classes[QStringLiteral("number-%1").arg(field)], 1);
            QCOMPARE(svg.classes[QStringLiteral("mark-%1").arg(field)], 1);
            QVERIFY(svg.texts.contains(fenFieldName(field)));
        }
        // Every character of the FEN but the spaces is its own text.
        QString fenText;
        for (const QString& t : svg.texts)
            if (t.size() == 1)
                fenText += t;
        QVERIFY(fenText.contains(QString(Fen).remove(QLatin1Char(' '))));
    }

    void legendSpeaksTheLanguage()
    {
        applyLanguage(QStringLiteral("ko"));
        const SvgContents svg = readSvg(slideSvg(read(Fen), Fen, 800, {}));
        const QString placement = fenFieldName(1);
        applyLanguage(QStringLiteral("en"));
        QVERIFY(placement != fenFieldName(1));
        QVERIFY(svg.texts.contains(placement));
    }

    void savedSafelyAndFromTheWindow()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("lesson.png"));
        QCOMPARE(saveSlide(png, read(Fen), Fen, 900, {}), QString());
        QCOMPARE(QImage(png).width(), 900);
        QVERIFY(!saveSlide(dir.filePath(QStringLiteral("lesson.jpg")), read(Fen), Fen, 900, {}).isEmpty());
        QVERIFY(!saveSlide(png, read(Fen), Fen, 10, {}).isEmpty());
        QCOMPARE(QImage(png).width(), 900); // a refused export leaves the old file

        const auto window = openWindow(QSize(1000, 700));
        window->document()->setPosition(read(Fen), QStringLiteral("test"));
        auto* exporter = window->findChild<ImageExport*>(QStringLiteral("imageExport"));
        QVERIFY(exporter);
        QVERIFY(window->findChild<QAction*>(QStringLiteral("actionExportSlide")));
        const QString svgPath = dir.filePath(QStringLiteral("lesson.svg"));
        QVERIFY(exporter->exportSlide(svgPath, ImageExport::DefaultSlideWidth));
        QFile file(svgPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const SvgContents svg = readSvg(file.readAll());
        QVERIFY(svg.wellFormed);
        QVERIFY(svg.texts.contains(Fen.section(QLatin1Char(' '), 0, 0).left(1)));
    }

private:
    IsolatedSettings settings_;
};

QTEST_MAIN(TestSlides)
#include "tst_slides.moc"
