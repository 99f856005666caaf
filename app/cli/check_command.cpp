#include "check_command.h"

#include "as_string_view.h"
#include "command_line.h"
#include "fen.h"
#include "findings.h"
#include "json_writer.h"
#include "messages.h"
#include "moves.h"
#include "parallel_check.h"

#include <QCoreApplication>

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

void appendText(std::string& out, const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    out.append(asStringView(utf8));
}

void appendNumber(std::string& out, std::size_t n)
{
    char digits[24];
    const auto end = std::to_chars(std::begin(digits), std::end(digits), n).ptr;
    out.append(digits, end);
}

void jsonText(JsonWriter& json, const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    json.value(asStringView(utf8));
}

// What one line's check found; kept between lines so its vectors and strings are reused.
struct Verdict {
    FenReadResult read;
    std::vector<Finding> findings;
    LichessVerdict lichess;
    GameStatus status = GameStatus::Normal;
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
    const bool canonical = readCanonicalFen(input, v.read.position.emplace());
    if (!canonical)
        v.read = readFenFully(input, options.strict ? FenMode::Strict : FenMode::Lenient);
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

// Errors and repairs share their JSON shape: code, field, span and message. The span is in
// bytes of "input" as written (UTF-8): the same as the input's own bytes unless some are not
// UTF-8, and each of those sequences is one U+FFFD, 3 bytes, in "input".
template <typename Spanned>
void writeSpans(JsonWriter& json, const std::vector<Spanned>& items, std::string_view input, bool validInput)
{
    const auto offset = [&](std::size_t rawOffset, bool end) {
        return validInput ? rawOffset : validUtf8Offset(input, rawOffset, end);
    };
    json.beginArray();
    for (const Spanned& item : items) {
        json.beginObject();
        json.key("code");
        json.value(codeName(item.code));
        json.key("field");
        json.value(item.field);
        json.key("start");
        json.value(offset(item.start, false));
        json.key("end");
        json.value(offset(item.end, true));
        json.key("message");
        jsonText(json, describe(item, input));
        json.endObject();
    }
    json.endArray();
}

void writeJson(std::string_view input, const Verdict& v, std::string& out)
{
    JsonWriter json(out);
    const bool ok = v.read.ok();
    json.beginObject();
    json.key("input");
    json.value(input);
    json.key("ok");
    json.value(ok);
    json.key("fen");
    ok ? json.value(std::string_view(v.fen)) : json.null();
    json.key("errors");
    const bool validInput = isValidUtf8(input);
    writeSpans(json, v.read.errors, input, validInput);
    json.key("repairs");
    writeSpans(json, v.read.repairs, input, validInput);
    json.key("findings");
    json.beginArray();
    if (ok) {
        for (const Finding& f : v.findings) {
            json.beginObject();
            json.key("code");
            json.value(codeName(f.code));
            json.key("severity");
            json.value(severityName(f.severity));
            json.key("squares");
            json.beginArray();
            for (Bitboard b = f.squares; b;)
                json.value(std::string_view(squareName(popLowest(b))));
            json.endArray();
            json.key("message");
            jsonText(json, describe(f, *v.read.position, FenNotation));
            json.endObject();
        }
    }
    json.endArray();
    json.key("lichess");
    json.beginObject();
    json.key("accepts");
    json.value(ok && v.lichess.accepts);
    json.key("fen");
    ok&& v.lichess.accepts ? json.value(std::string_view(v.lichessFen)) : json.null();
    json.endObject();
    json.key("status");
    ok ? json.value(statusName(v.status)) : json.null();
    json.endObject();
    out.push_back('\n');
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
    JsonWriter json(out);
    json.beginObject();
    json.key("input");
    json.value(shown);
    json.key("ok");
    json.value(false);
    json.key("fen");
    json.null();
    json.key("errors");
    json.beginArray();
    json.beginObject();
    json.key("code");
    json.value("line_too_long");
    json.key("field");
    json.value(1);
    json.key("start");
    json.value(0);
    json.key("end");
    json.value(validUtf8Offset(shown, shown.size(), true));
    json.key("message");
    jsonText(json, message);
    json.endObject();
    json.endArray();
    json.key("repairs");
    json.beginArray();
    json.endArray();
    json.key("findings");
    json.beginArray();
    json.endArray();
    json.key("lichess");
    json.beginObject();
    json.key("accepts");
    json.value(false);
    json.key("fen");
    json.null();
    json.endObject();
    json.key("status");
    json.null();
    json.endObject();
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
