// Build tool: the application icon's SVG drawn as the hicolor PNG sizes a desktop looks for.
//   forsyth_icon_png ICON.svg OUTDIR NAME SIZE...   writes OUTDIR/SIZExSIZE/apps/NAME.png
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 5) {
        std::fprintf(stderr, "usage: forsyth_icon_png ICON.svg OUTDIR NAME SIZE...\n");
        return 2;
    }
    QSvgRenderer svg(args[1]);
    if (!svg.isValid()) {
        std::fprintf(stderr, "forsyth_icon_png: cannot read %s\n", qPrintable(args[1]));
        return 1;
    }
    for (const QString& size : args.mid(4)) {
        const int side = size.toInt();
        const QString folder = QStringLiteral("%1/%2x%2/apps").arg(args[2]).arg(side);
        QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter);
        painter.end();
        if (side <= 0 || !QDir().mkpath(folder)
            || !image.save(folder + QLatin1Char('/') + args[3] + QStringLiteral(".png"))) {
            std::fprintf(stderr, "forsyth_icon_png: cannot write the %s pixel icon in %s\n", qPrintable(size),
                qPrintable(folder));
            return 1;
        }
    }
    return 0;
}
