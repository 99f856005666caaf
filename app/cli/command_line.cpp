#include "command_line.h"

#include "as_string_view.h"
#include "fen.h"
#include "messages.h"

#include <QCoreApplication>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>

namespace forsyth {
namespace {

QtMessageHandler qtHandler = nullptr;

// QStandardPaths warns about the runtime directory (unset, or with the wrong owner or
// permissions) while a QGuiApplication starts, as render's does for its fonts. No command
// uses that directory, so the warning is no problem of theirs.
void leaveOutRuntimeDirectoryNoise(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: "))
        && (message.contains(QLatin1String("XDG_RUNTIME_DIR"))
            || message.contains(QLatin1String("runtime directory")))) {
        return;
    }
    if (qtHandler)
        qtHandler(type, context, message);
}

// "-1", "-12x": a minus sign and a digit.
bool isNegativeNumber(const QString& argument)
{
    return argument.size() > 1 && argument[0] == QLatin1Char('-') && argument[1].isDigit();
}

// The options first, then "--" and every positional argument in its order; right only when
// no option takes a value (a value would be moved away from its option).
QStringList negativeNumbersAsPositionals(const QStringList& arguments)
{
    if (arguments.isEmpty())
        return arguments;
    QStringList options{arguments.front()};
    QStringList positionals;
    bool rest = false;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        if (rest)
            positionals << argument;
        else if (argument == QLatin1String("--"))
            rest = true;
        else if (argument.startsWith(QLatin1Char('-')) && argument.size() > 1 && !isNegativeNumber(argument))
            options << argument;
        else
            positionals << argument;
    }
    return options << QStringLiteral("--") << positionals;
}

} // namespace

void setUpCommandProcess()
{
    // A write to a closed pipe then fails with EPIPE, which outputError() ends quietly.
    std::signal(SIGPIPE, SIG_IGN);
    qtHandler = qInstallMessageHandler(leaveOutRuntimeDirectoryNoise);
}

CommandLine::CommandLine(const QString& name, const QString& description)
    : name_(name)
    , help_(parser_.addHelpOption())
{
    parser_.setApplicationDescription(description);
    parser_.addPositionalArgument(name, QCoreApplication::translate("CommandLine", "The subcommand."), name);
}

std::optional<int> CommandLine::parse()
{
    QStringList arguments = QCoreApplication::arguments();
    if (negativeNumbersArePositional_)
        arguments = negativeNumbersAsPositionals(arguments);
    if (!parser_.parse(arguments))
        return usageError(parser_.errorText());
    if (parser_.isSet(help_) || parser_.isSet(QStringLiteral("help-all"))) {
        Output out;
        const QByteArray help = parser_.helpText().toUtf8();
        return out.write(asStringView(help)) ? 0 : outputError(out);
    }
    return std::nullopt;
}

QStringList CommandLine::arguments() const
{
    QStringList args = parser_.positionalArguments();
    args.removeFirst(); // the subcommand's name
    return args;
}

void CommandLine::printError(const QString& text, const char* end) const
{
    std::fprintf(stderr, "forsyth %s: %s%s", qPrintable(name_), qPrintable(text), end);
}

int CommandLine::usageError(const QString& text) const
{
    printError(text + QLatin1Char('\n')
        + QCoreApplication::translate("CommandLine", "Try 'forsyth %1 --help'.").arg(name_));
    return UsageError;
}

int CommandLine::outputError(const Output& out) const
{
    if (out.error() != EPIPE) {
        printError(QCoreApplication::translate("CommandLine", "cannot write the output: %1")
                       .arg(QString::fromLocal8Bit(std::strerror(out.error()))));
    }
    return OutputError;
}

std::optional<Position> CommandLine::readFenArguments(const QStringList& fenArguments) const
{
    const QByteArray fen = fenArguments.join(QLatin1Char(' ')).toUtf8();
    const std::string_view fenText = asStringView(fen);
    FenReadResult read = readFen(fenText);
    if (!read.ok()) {
        const FenError& e = read.errors.front();
        printError(QCoreApplication::translate("CommandLine", "cannot read the FEN: at %1-%2 (field %3): %4")
                       .arg(QString::number(e.start), QString::number(e.end), QString::number(e.field),
                           describe(e, fenText)));
        return std::nullopt;
    }
    return std::move(read.position);
}

std::optional<int> CommandLine::wholeNumber(const QString& text, int maxDigits, int min, int max)
{
    if (text.isEmpty() || text.size() > maxDigits)
        return std::nullopt;
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
    }
    const int number = text.toInt();
    if (number < min || number > max)
        return std::nullopt;
    return number;
}

} // namespace forsyth
