// Light or dark: the application's palette, chosen (View > Colours) or following the desktop.
// The desktop's wish is read from the XDG desktop portal (org.freedesktop.appearance
// color-scheme, asked without waiting and followed when it changes), else from GTK_THEME, else
// from the palette the platform gave at start (docs/LOOK.md §3).
#pragma once

#include <QObject>
#include <QPalette>
#include <QString>

#include <optional>

namespace forsyth {

class ColourScheme : public QObject {
    Q_OBJECT

public:
    enum class Choice { System, Light, Dark };

    explicit ColourScheme(QObject* parent = nullptr);

    Choice choice() const { return choice_; }
    // Applies the choice to the application's palette at once (and keeps following the
    // desktop for System).
    void setChoice(Choice choice);
    bool isDark() const { return dark_; }

    // What the desktop asks for: true dark, false light, nullopt no preference. Tests (and
    // the portal's answers) set it; each change applies when the choice is System.
    void setDesktopPrefersDark(std::optional<bool> dark);

    static QString word(Choice choice); // "system", "light", "dark": the settings' words
    static std::optional<Choice> fromWord(const QString& word);

    static QPalette darkPalette();
    // A palette whose window is darker than its words.
    static bool paletteIsDark(const QPalette& palette);

signals:
    void darkChanged(bool dark);

private slots:
    void portalSettingChanged(const QString& group, const QString& key, const QVariant& value);

private:
    void askPortal();
    void apply();

    Choice choice_ = Choice::System;
    std::optional<bool> desktopDark_;
    bool dark_ = false;
    QPalette startPalette_; // the platform's, for Light
};

} // namespace forsyth
