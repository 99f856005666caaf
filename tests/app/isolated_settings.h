// Widget tests never touch the user's settings: QStandardPaths in test mode, and QSettings
// kept in a folder of the test's own.
#pragma once

#include <QGuiApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

inline void isolateSettings(const QString& folder)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, folder);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
}
