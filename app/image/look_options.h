// --pieces SET and --board THEME for the commands that draw boards (render, worksheet): the
// look they draw in, as View > Pieces and View > Board choose it in the editor.
#pragma once

#include <QCommandLineOption>
#include <QString>

class QCommandLineParser;

namespace forsyth {

class LookOptions {
public:
    LookOptions();
    void addTo(QCommandLineParser& parser) const;
    // Sets Look::current() from the options given; what is wrong with them, or empty.
    QString apply(const QCommandLineParser& parser) const;

private:
    QCommandLineOption pieces_;
    QCommandLineOption board_;
};

} // namespace forsyth
