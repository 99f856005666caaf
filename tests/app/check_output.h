// What the tests of `forsyth check` read from its output: JSON lines, error codes, long input.
#pragma once

#include "test_support_core.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace check_output {

// Each output line parsed as JSON; a line that is not a JSON object fails the test.
inline QList<QJsonObject> jsonLines(const QByteArray& out)
{
    QList<QJsonObject> objects;
    if (!out.endsWith('\n'))
        return objects;
    const QList<QByteArray> lines = out.left(out.size() - 1).split('\n');
    for (const QByteArray& line : lines) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            qWarning(
                "not a JSON object: %s (%s)", line.left(200).constData(), qPrintable(error.errorString()));
            return {};
        }
        objects << doc.object();
    }
    return objects;
}

// The same FEN on each of `count` lines.
inline QByteArray manyLines(int count)
{
    QByteArray lines;
    for (int i = 0; i < count; ++i)
        lines += StartFen.toUtf8() + '\n';
    return lines;
}

inline QStringList codes(const QJsonValue& list)
{
    QStringList result;
    for (const QJsonValue& item : list.toArray())
        result << item[QLatin1String("code")].toString();
    return result;
}

} // namespace check_output
