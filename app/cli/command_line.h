// What `forsyth check`, `perft` and `render` share of their command lines: one parser with
// --help and the subcommand's name as its first argument, one way to refuse a usage error
// (exit status 2, "Try 'forsyth NAME --help'."), messages that begin "forsyth NAME: ", and
// the FEN or number an argument holds, and one way to report output that cannot be written.
// Qt Core only; needs a QCoreApplication.
#pragma once

#include "output.h"
#include "position.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>

namespace forsyth {

// Called by main() before the application object of check, perft or render exists. A closed
// pipe (`forsyth check < big.txt | head`) then shows as EPIPE from write() instead of killing
// the process with SIGPIPE, and Qt's warnings about the runtime directory (XDG_RUNTIME_DIR
// not set, its permissions), which the commands never use, stay off standard error; every
// other message goes through as before.
void setUpCommandProcess();

class CommandLine {
public:
    static constexpr int UsageError = 2;  // the exit status of a usage error
    static constexpr int OutputError = 3; // the exit status when the output cannot be written

    // `name`: "check", "perft" or "render"; `description`: what --help says first.
    CommandLine(const QString& name, const QString& description);

    // The subcommand adds its own options and positional arguments (after the name) here.
    QCommandLineParser& parser() { return parser_; }

    // Parses QCoreApplication::arguments(). nullopt: go on. Otherwise the subcommand is done
    // and returns this exit status: 0 after printing --help, UsageError after saying what is
    // wrong, OutputError when --help cannot be written.
    std::optional<int> parse();

    // For a command whose options take no value: an argument that is a minus sign and a digit
    // ("-1") is a positional argument, not the option "-1", so that a negative number reaches
    // the command and gets a message about what it means.
    void setNegativeNumbersArePositional(bool on) { negativeNumbersArePositional_ = on; }

    // The positional arguments after the subcommand's name.
    QStringList arguments() const;

    // "forsyth NAME: text" and `end` on standard error.
    void printError(const QString& text, const char* end = "\n") const;
    // The text, then "Try 'forsyth NAME --help'.", on standard error; returns UsageError.
    int usageError(const QString& text) const;
    // "cannot write the output: " and why, on standard error, unless the reader closed the
    // pipe (`| head`): that ends the command quietly. Returns OutputError.
    int outputError(const Output& out) const;

    // The FEN the arguments hold: quoted, or unquoted as its fields one after another (joined
    // back with spaces). nullopt, after saying where it does not parse, when it does not.
    std::optional<Position> readFenArguments(const QStringList& fenArguments) const;

    // A whole number min-max written in at most maxDigits digits (so no text can overflow);
    // nullopt for anything else: a sign, a space, a letter.
    static std::optional<int> wholeNumber(const QString& text, int maxDigits, int min, int max);

private:
    QString name_;
    QCommandLineParser parser_;
    QCommandLineOption help_;
    bool negativeNumbersArePositional_ = false;
};

} // namespace forsyth
