#include "colour_scheme.h"

#include "outlined_indicator_style.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QProxyStyle>
#include <QStyle>

namespace forsyth {
namespace {

const QString PortalService = QStringLiteral("org.freedesktop.portal.Desktop");
const QString PortalPath = QStringLiteral("/org/freedesktop/portal/desktop");
const QString PortalSettings = QStringLiteral("org.freedesktop.portal.Settings");
const QString AppearanceGroup = QStringLiteral("org.freedesktop.appearance");
const QString ColorSchemeKey = QStringLiteral("color-scheme");

// The portal's color-scheme: 0 no preference, 1 prefer dark, 2 prefer light. Read() wraps the
// value in a variant once more than SettingChanged does.
std::optional<bool> preferenceOf(QVariant value)
{
    while (value.canConvert<QDBusVariant>() && value.userType() == qMetaTypeId<QDBusVariant>())
        value = value.value<QDBusVariant>().variant();
    bool ok = false;
    const uint scheme = value.toUInt(&ok);
    if (!ok || scheme == 0 || scheme > 2)
        return std::nullopt;
    return scheme == 1;
}

// The style that draws the widgets: the application's, or the one it wraps (DeferredIconStyle).
const QStyle* drawnStyle()
{
    const QStyle* style = QApplication::style();
    if (const auto* proxy = qobject_cast<const QProxyStyle*>(style))
        return proxy->baseStyle();
    return style;
}

} // namespace

ColourScheme::ColourScheme(QObject* parent)
    : QObject(parent)
    , startPalette_(QApplication::palette())
{
    // Until (or unless) the portal answers: GTK's own dark variant, or a dark platform palette.
    if (qEnvironmentVariable("GTK_THEME").endsWith(QLatin1String(":dark")))
        desktopDark_ = true;
    else if (paletteIsDark(startPalette_))
        desktopDark_ = true;
    askPortal();
}

void ColourScheme::askPortal()
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        return;
    bus.connect(PortalService, PortalPath, PortalSettings, QStringLiteral("SettingChanged"), this,
        SLOT(portalSettingChanged(QString, QString, QVariant)));
    QDBusMessage read
        = QDBusMessage::createMethodCall(PortalService, PortalPath, PortalSettings, QStringLiteral("Read"));
    read << AppearanceGroup << ColorSchemeKey;
    // Asked without waiting: start-up never waits for a portal that is slow or absent.
    auto* watcher = new QDBusPendingCallWatcher(bus.asyncCall(read, 2000), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher* call) {
        const QDBusPendingReply<QVariant> reply = *call;
        if (!reply.isError()) {
            if (const std::optional<bool> dark = preferenceOf(reply.value()))
                setDesktopPrefersDark(dark);
        }
        call->deleteLater();
    });
}

void ColourScheme::portalSettingChanged(const QString& group, const QString& key, const QVariant& value)
{
    if (group == AppearanceGroup && key == ColorSchemeKey)
        setDesktopPrefersDark(preferenceOf(value));
}

void ColourScheme::setChoice(Choice choice)
{
    choice_ = choice;
    apply();
}

void ColourScheme::setDesktopPrefersDark(std::optional<bool> dark)
{
    desktopDark_ = dark;
    if (choice_ == Choice::System)
        apply();
}

void ColourScheme::apply()
{
    const bool dark = choice_ == Choice::Dark || (choice_ == Choice::System && desktopDark_.value_or(false));
    // Light is the platform's own palette, unless the platform's is dark: then the style's.
    const QPalette light
        = paletteIsDark(startPalette_) ? QApplication::style()->standardPalette() : startPalette_;
    // Fusion's check boxes need an edge of their own on a dark palette; the style is wrapped the
    // first time dark is asked for, and only Fusion (a desktop's own style draws its own).
    if (dark && !dynamic_cast<OutlinedIndicatorStyle*>(QApplication::style())
        && drawnStyle()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) == 0)
        QApplication::setStyle(new OutlinedIndicatorStyle);
    QApplication::setPalette(dark ? darkPalette() : light);
    if (dark != dark_) {
        dark_ = dark;
        emit darkChanged(dark);
    }
}

bool ColourScheme::paletteIsDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

QString ColourScheme::word(Choice choice)
{
    switch (choice) {
    case Choice::Light:
        return QStringLiteral("light");
    case Choice::Dark:
        return QStringLiteral("dark");
    case Choice::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<ColourScheme::Choice> ColourScheme::fromWord(const QString& word)
{
    for (const Choice c : {Choice::System, Choice::Light, Choice::Dark}) {
        if (ColourScheme::word(c) == word)
            return c;
    }
    return std::nullopt;
}

QPalette ColourScheme::darkPalette()
{
    // Greys a step apart, text at 13:1 on the window, links and the selection a blue that
    // keeps 4.5:1 with white text.
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(232, 232, 232);
    const QColor disabled(128, 128, 132);
    QPalette p(window);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 43));
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 154));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(58, 58, 62));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 110, 110));
    p.setColor(QPalette::Light, QColor(80, 80, 84));
    p.setColor(QPalette::Midlight, QColor(66, 66, 70));
    p.setColor(QPalette::Mid, QColor(40, 40, 43));
    p.setColor(QPalette::Dark, QColor(22, 22, 24));
    p.setColor(QPalette::Shadow, QColor(0, 0, 0));
    p.setColor(QPalette::Highlight, QColor(38, 110, 200));
    p.setColor(QPalette::HighlightedText, QColor(255, 255, 255));
    p.setColor(QPalette::Link, QColor(110, 170, 255));
    p.setColor(QPalette::LinkVisited, QColor(180, 140, 255));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(70, 70, 74));
    return p;
}

} // namespace forsyth
