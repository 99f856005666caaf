#include "check_command.h"

#include "command_line.h"
#include "fen.h"
#include "findings.h"
#include "json_writer.h"
#include "messages.h"
#include "moves.h"
#include "parallel_check.h"

#include <QCoreApplication>
#include <QStringEncoder>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <iterator>
#include <thread>
#include <unistd.h>
#include <vector>

namespace forsyth {
namespace {

// The notation of the FENs `check` writes, and so of the castling letters its messages name.
constexpr CastlingNotation FenNotation = CastlingNotation::XFen;

// Appends text as UTF-8, with no QByteArray between (damaged lines have a message each).
void appendText(std::string& out, QStringView text)
{
    const std::size_t size = out.size();
    QStringEncoder encoder(QStringEncoder::Utf8);
    out.resize(size + static_cast<std::size_t>(encoder.requiredSpace(text.size())));
    char* const end = encoder.appendToBuffer(out.data() + size, text);
    out.resize(static_cast<std::size_t>(end - out.data()));
}

void appendNumber(std::string& out, std::size_t n)
{
    char digits[24];
    const auto end = std::to_chars(std::begin(digits), std::end(digits), n).ptr;
    out.append(digits, end);
}

// What one line's check found; kept between lines so its vectors and strings are reused.
struct Verdict {
    FenReadResult read;
    std::vector<Finding> findings;
    LichessVerdict lichess;
    GameStatus status = GameStatus::Normal;
    bool canonical = false; // read as the writer writes: `fen` is the input
    std::string fen;
    std::string lichessFen;
};

void judgeInto(std::string_view input, const CheckOptions& options, Verdict& v)
{
    v.fen.clear();
    v.lichessFen.clear();
    // A canonical FEN (docs/FEN-RULES.md §19) is read fast and is its own normalised form.
    v.read.errors.clear();
    v.read.repairs.clear();
    const bool canonical = v.canonical = readCanonicalFen(input, v.read.position.emplace());
    if (!canonical)
        readFenFully(input, options.strict ? FenMode::Strict : FenMode::Lenient, v.read);
    if (!v.read.ok())
        return;
    const Position& pos = *v.read.position;
    v.findings = judge(pos);
    v.lichess = lichessVerdict(pos, v.findings);
    if (options.json) // the plain verdict does not name it
        v.status = gameStatus(pos, v.findings);
    if (canonical)
        v.fen.assign(input);
    else
        appendFen(pos, v.fen, {FenNotation, EpOutput::Always});
    // Mostly Lichess keeps the position as it is, and so its FEN.
    if (v.lichess.accepts && v.lichess.kept == pos)
        v.lichessFen = v.fen;
    else if (v.lichess.accepts)
        appendFen(v.lichess.kept, v.lichessFen, {FenNotation, EpOutput::Always});
}

// Text of the program's own that JSON takes as it is (printable ASCII without '"' or '\\'):
// code and severity names, square names, FENs as the writer writes them, and a canonical input,
// which holds nothing else (docs/FEN-RULES.md §19).
void appendRawString(std::string& out, std::string_view text)
{
    out.push_back('"');
    out.append(text);
    out.push_back('"');
}

void appendMessage(std::string& out, const QString& text)
{
    thread_local std::string utf8;
    utf8.clear();
    appendText(utf8, text);
    appendJsonString(out, utf8);
}

// Errors and repairs share their JSON shape: code, field, span and message. The span is in
// bytes of "input" as written (UTF-8): the same as the input's own bytes unless some are not
// UTF-8, and each of those sequences is one U+FFFD, 3 bytes, in "input".
template <typename Spanned>
void appendSpans(std::string& out, const std::vector<Spanned>& items, std::string_view input, bool validInput)
{
    const auto offset = [&](std::size_t rawOffset, bool end) {
        return validInput ? rawOffset : validUtf8Offset(input, rawOffset, end);
    };
    out.push_back('[');
    for (const Spanned& item : items) {
        if (&item != &items.front())
            out.push_back(',');
        out.append(R"({"code":)");
        appendRawString(out, codeName(item.code));
        out.append(R"(,"field":)");
        appendNumber(out, static_cast<std::size_t>(item.field));
        out.append(R"(,"start":)");
        appendNumber(out, offset(item.start, false));
        out.append(R"(,"end":)");
        appendNumber(out, offset(item.end, true));
        out.append(R"(,"message":)");
        appendMessage(out, describe(item, input));
        out.push_back('}');
    }
    out.push_back(']');
}

// One line's JSON object. Its shape never changes, so it is written as a template with the
// values put in (JsonWriter's general bookkeeping costs as much as the rest of a line).
void writeJson(std::string_view input, const Verdict& v, std::string& out)
{
    const bool ok = v.read.ok();
    out.append(R"({"input":)");
    v.canonical ? appendRawString(out, input) : appendJsonString(out, input);
    if (ok) {
        out.append(R"(,"ok":true,"fen":)");
        appendRawString(out, v.fen);
    } else {
        out.append(R"(,"ok":false,"fen":null)");
    }
    const bool validInput = v.canonical || isValidUtf8(input);
    out.append(R"(,"errors":)");
    appendSpans(out, v.read.errors, input, validInput);
    out.append(R"(,"repairs":)");
    appendSpans(out, v.read.repairs, input, validInput);
    out.append(R"(,"findings":[)");
    if (ok) {
        for (const Finding& f : v.findings) {
            if (&f != &v.findings.front())
                out.push_back(',');
            out.append(R"({"code":)");
            appendRawString(out, codeName(f.code));
            out.append(R"(,"severity":)");
            appendRawString(out, severityName(f.severity));
            out.append(R"(,"squares":[)");
            for (Bitboard b = f.squares; b;) {
                if (b != f.squares)
                    out.push_back(',');
                appendRawString(out, squareName(popLowest(b)));
            }
            out.append(R"(],"message":)");
            appendMessage(out, describe(f, *v.read.position, FenNotation));
            out.push_back('}');
        }
    }
    if (ok && v.lichess.accepts) {
        out.append(R"(],"lichess":{"accepts":true,"fen":)");
        appendRawString(out, v.lichessFen);
        out.append(R"(},"status":)");
        appendRawString(out, statusName(v.status));
    } else {
        out.append(R"(],"lichess":{"accepts":false,"fen":null},"status":)");
        if (ok)
            appendRawString(out, statusName(v.status));
        else
            out.append("null");
    }
    out.append("}\n");
}

// OK / ILLEGAL (parsed, but no legal chess position) / ERROR, then the details.
void writePlain(std::string_view input, const Verdict& v, std::string& out)
{
    if (!v.read.ok()) {
        out.append("ERROR");
        bool first = true;
        for (const FenError& e : v.read.errors) {
            out.append(first ? " " : "; ");
            first = false;
            // "at START-END (field N): message", put together without Qt's formatting: damaged
            // input must not cost much more than valid input (check speaks English only).
            out.append("at ");
            appendNumber(out, e.start);
            out.push_back('-');
            appendNumber(out, e.end);
            out.append(" (field ");
            appendNumber(out, static_cast<std::size_t>(e.field));
            out.append("): ");
            appendText(out, describe(e, input));
        }
        out.push_back('\n');
        return;
    }
    out.append(hasErrors(v.findings) ? "ILLEGAL  " : "OK  ");
    out.append(v.fen);
    if (!v.read.repairs.empty() || !v.findings.empty()) {
        out.append("  [");
        bool first = true;
        const auto item = [&](const QString& label, const QString& text) {
            if (!first)
                out.append("; ");
            first = false;
            appendText(out, label);
            out.append(": ");
            appendText(out, text);
        };
        for (const FenRepair& r : v.read.repairs)
            item(QCoreApplication::translate("CheckCommand", "repaired"), describe(r, input));
        for (const Finding& f : v.findings)
            item(severityText(f.severity), describe(f, *v.read.position, FenNotation));
        out.push_back(']');
    }
    if (!v.lichess.accepts) {
        out.append("  ");
        appendText(out, QCoreApplication::translate("CheckCommand", "Lichess refuses it"));
    } else if (!(v.lichess.kept == *v.read.position)) {
        out.append("  ");
        appendText(out,
            QCoreApplication::translate("CheckCommand", "Lichess keeps: %1")
                .arg(QString::fromStdString(v.lichessFen)));
    }
    out.push_back('\n');
}

bool writeOut(Output& out, std::string& buffer)
{
    const bool written = out.write(buffer);
    buffer.clear();
    return written;
}

// Where the answers go: `flush` hands the output so far on and empties it; `failed` says it
// could not, which ends the stream (nobody reads the answers).
struct ToOutput {
    Output& out;
    bool flush(std::string& buffer) { return writeOut(out, buffer); }
    bool failed() const { return out.failed(); }
};

struct ToString {
    bool flush(std::string&) { return true; }
    bool failed() const { return false; }
};

template <typename Sink>
int streamLines(LineReader& in, const CheckOptions& options, std::string& out, Sink sink)
{
    static constexpr std::size_t FlushAt = 64 * 1024;
    bool allParsed = true;
    LineReader::Line line;
    while (!sink.failed() && in.next(line)) {
        if (line.tooLong) {
            appendTooLong(line.prefix, line.length, options, out);
            allParsed = false;
        } else {
            allParsed = checkLine(line.text, options, out) && allParsed;
        }
        if (out.size() >= FlushAt)
            sink.flush(out);
    }
    sink.flush(out);
    return allParsed && !in.failed() ? 0 : 1;
}

// Command-line arguments as the raw bytes they arrived as: QCoreApplication::arguments()
// would already have turned invalid UTF-8 into U+FFFD, and the JSON "input" should show
// what was given. Options take no values, so everything not an option is a FEN.
std::vector<std::string_view> rawPositionals(int argc, char** argv)
{
    std::vector<std::string_view> result;
    bool onlyPositionals = false;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (!onlyPositionals && arg == "--")
            onlyPositionals = true;
        else if (onlyPositionals || arg.size() < 2 || arg[0] != '-')
            result.push_back(arg);
    }
    return result;
}

} // namespace

bool checkLine(std::string_view input, const CheckOptions& options, std::string& out)
{
    if (input.size() > options.maxLine) {
        appendTooLong(input.substr(0, 64), input.size(), options, out);
        return false;
    }
    thread_local Verdict verdict;
    judgeInto(input, options, verdict);
    if (options.json)
        writeJson(input, verdict, out);
    else
        writePlain(input, verdict, out);
    return verdict.read.ok();
}

void appendTooLong(std::string_view prefix, std::size_t length, const CheckOptions& options, std::string& out)
{
    const QString message = QCoreApplication::translate(
        "CheckCommand", "line too long: %1 bytes; a FEN is under 100 characters")
                                .arg(length);
    if (!options.json) {
        out.append("ERROR ");
        appendText(out, message);
        out.push_back('\n');
        return;
    }
    // The same shape as any other refused line; "input" holds only the line's beginning (whole
    // characters), and the error spans all of it, as the line goes on beyond it.
    const std::string_view shown = prefix.substr(0, wholeCharactersLength(prefix));
    out.append(R"({"input":)");
    appendJsonString(out, shown);
    out.append(R"(,"ok":false,"fen":null,"errors":[{"code":"line_too_long","field":1,"start":0,"end":)");
    appendNumber(out, validUtf8Offset(shown, shown.size(), true));
    out.append(R"(,"message":)");
    appendMessage(out, message);
    out.append(R"(}],"repairs":[],"findings":[],"lichess":{"accepts":false,"fen":null},"status":null})");
    out.push_back('\n');
}

int checkStream(LineReader& in, const CheckOptions& options, Output& out)
{
    std::string buffer;
    buffer.reserve(128 * 1024);
    in.setBeforeRead([&] { writeOut(out, buffer); });
    const int status = streamLines(in, options, buffer, ToOutput{out});
    in.setBeforeRead({});
    return status;
}

int checkStream(LineReader& in, const CheckOptions& options, std::string& out)
{
    return streamLines(in, options, out, ToString{});
}

int runCheck(int argc, char** argv)
{
    CommandLine line(QStringLiteral("check"),
        QCoreApplication::translate("CheckCommand",
            "Reads each FEN given, or each line of standard input when none is given, and prints one "
            "line for each: whether it parses, the normalised FEN, what was repaired, what is wrong "
            "with the position, and whether Lichess would accept it.\n"
            "Exit status: 0 when every input parsed, 1 when some did not, 2 for a usage error, 3 "
            "when the output could not be written."));
    const QCommandLineOption strictOption(QStringLiteral("strict"),
        QCoreApplication::translate(
            "CheckCommand", "Refuse what the lenient reader repairs (adjacent digits, W/B)."));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), QCoreApplication::translate("CheckCommand", "Print one JSON object a line."));
    QCommandLineParser& parser = line.parser();
    parser.addOption(strictOption);
    parser.addOption(jsonOption);
    parser.addPositionalArgument(QStringLiteral("FEN"),
        QCoreApplication::translate("CheckCommand", "FENs to check; quote each one."),
        QStringLiteral("[FEN...]"));
    if (const std::optional<int> done = line.parse())
        return *done;
    CheckOptions options;
    options.strict = parser.isSet(strictOption);
    options.json = parser.isSet(jsonOption);

    Output out;
    const std::vector<std::string_view> fens = rawPositionals(argc, argv);
    if (!fens.empty()) {
        std::string buffer;
        bool allParsed = true;
        for (const std::string_view fen : fens) {
            allParsed = checkLine(fen, options, buffer) && allParsed;
            if (buffer.size() >= 64 * 1024 && !writeOut(out, buffer))
                return line.outputError(out);
        }
        if (!writeOut(out, buffer))
            return line.outputError(out);
        return allParsed ? 0 : 1;
    }
    if (isatty(fileno(stdin))) {
        std::fprintf(stderr, "%s\n",
            qPrintable(QCoreApplication::translate(
                "CheckCommand", "Reading FENs from standard input, one a line; end with Ctrl-D.")));
    }
    LineReader reader(stdin);
    // Two workers when there are two cores; the main thread only reads and writes.
    const unsigned cores = std::thread::hardware_concurrency();
    const int status
        = cores >= 2 ? checkStreamInParallel(reader, options, out, 2) : checkStream(reader, options, out);
    if (out.failed())
        return line.outputError(out);
    if (reader.failed()) {
        const QString why = QString::fromLocal8Bit(std::strerror(errno));
        line.printError(QCoreApplication::translate("CheckCommand", "cannot read standard input")
            + QStringLiteral(": ") + why);
    }
    return status;
}

} // namespace forsyth
