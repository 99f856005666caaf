// `forsyth check` as a user meets it, line by line: its JSON and plain answers, spans, strict
// mode, exit codes, help. The real binary (FORSYTH_BINARY) run with QProcess; reading standard
// input and writing the answers are tst_checkstream's.
#include "check_output.h"
#include "test_support_core.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace check_output;

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void json_data();
    void json();
    void fieldsAreExactly();
    void spans_data();
    void spans();
    void strictMode_data();
    void strictMode();
    void plain_data();
    void plain();
    void exitCodes_data();
    void exitCodes();
    void help();
    void spansIndexInput_data();
    void spansIndexInput();
};

void TestCli::json_data()
{
    // "=" stands for the input (fen) or for fen (lichessFen); an empty fen or lichessFen is
    // null in the output, and means not ok / Lichess refuses.
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("repairs");
    QTest::addColumn<QStringList>("findings");
    QTest::addColumn<QString>("lichessFen");
    QTest::addColumn<QString>("status");
    const auto row
        = [](const char* name, const QString& input, const QString& fen, const QStringList& repairs,
              const QStringList& findings, const QString& lichessFen, const QString& status) {
              const QString out = fen == "=" ? input : fen;
              QTest::newRow(name) << input << out << repairs << findings
                                  << (lichessFen == "=" ? out : lichessFen) << status;
          };
    row("start", StartFen, "=", {}, {}, "=", "normal");
    row("e4: ep always written, Lichess drops it",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "=", {}, {"ep_not_capturable"},
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "normal");
    row("placement only: defaults filled", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", {"fields_defaulted"}, {}, "=", "normal");
    row("URL form, adjacent digits, castling out of order",
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR_w_qkQK_-_0_1", StartFen,
        {"underscore_separators", "adjacent_digits"}, {}, "=", "normal");
    row("teaching diagram without kings", "8/8/8/8/1pP4P/8/8/8 b - h3", "8/8/8/8/1pP4P/8/8/8 b - h3 0 1",
        {"fields_defaulted"}, {"missing_king", "missing_king", "ep_not_capturable"}, "", "normal");
    row("castling right without rook", "4k3/8/8/8/8/8/8/4K3 w K - 0 1", "=", {},
        {"castling_rook_missing", "insufficient_material"}, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "normal");
    row("check", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1", "=", {}, {"check"}, "=", "check");
    row("checkmate", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "=", {}, {"checkmate"}, "=", "checkmate");
    row("stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "=", {}, {"stalemate"}, "=", "stalemate");
    row("missing space", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRw KQkq- 0 1", "", {}, {}, "", "");
}

void TestCli::json()
{
    QFETCH(QString, input);
    QFETCH(QString, fen);
    QFETCH(QStringList, repairs);
    QFETCH(QStringList, findings);
    QFETCH(QString, lichessFen);
    QFETCH(QString, status);
    const bool ok = !fen.isEmpty();
    const ForsythRun r = runForsyth({"check", "--json", input});
    QCOMPARE(r.exitCode, ok ? 0 : 1);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    const QJsonObject o = lines.front();
    QCOMPARE(o["input"].toString(), input);
    QCOMPARE(o["ok"].toBool(), ok);
    QCOMPARE(o["fen"].isNull(), !ok);
    QCOMPARE(o["fen"].toString(), fen);
    QCOMPARE(o["errors"].toArray().isEmpty(), ok);
    QCOMPARE(codes(o["repairs"]), repairs);
    QCOMPARE(codes(o["findings"]), findings);
    const QJsonObject lichess = o["lichess"].toObject();
    QCOMPARE(lichess["accepts"].toBool(), !lichessFen.isEmpty());
    QCOMPARE(lichess["fen"].isNull(), lichessFen.isEmpty());
    QCOMPARE(lichess["fen"].toString(), lichessFen);
    QCOMPARE(o["status"].isNull(), status.isEmpty());
    QCOMPARE(o["status"].toString(), status);
    for (const QJsonValue& f : o["findings"].toArray()) {
        QVERIFY(QStringList({"error", "warning", "info"}).contains(f["severity"].toString()));
        QVERIFY(f["squares"].isArray());
        QVERIFY(!f["message"].toString().isEmpty());
    }
}

void TestCli::fieldsAreExactly()
{
    const QStringList top{"errors", "fen", "findings", "input", "lichess", "ok", "repairs", "status"};
    const QStringList item{"code", "end", "field", "message", "start"};
    const ForsythRun r = runForsyth({"check", "--json", "8/8/8/8/1pP4P/8/8/8 b - h3", "8/8/8/8/8/8/8/8 x"});
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 2);
    for (const QJsonObject& o : lines) {
        QCOMPARE(o.keys(), top);
        QCOMPARE(o["lichess"].toObject().keys(), QStringList({"accepts", "fen"}));
        for (const QJsonValue& e : o["errors"].toArray())
            QCOMPARE(e.toObject().keys(), item);
        for (const QJsonValue& e : o["repairs"].toArray())
            QCOMPARE(e.toObject().keys(), item);
        for (const QJsonValue& f : o["findings"].toArray())
            QCOMPARE(f.toObject().keys(), QStringList({"code", "message", "severity", "squares"}));
    }
    QCOMPARE(lines[0]["findings"].toArray().at(2)["squares"].toArray(), QJsonArray({QStringLiteral("h3")}));
}

void TestCli::spans_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("field");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("end");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("missing space") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRw KQkq- 0 1"
                                   << "missing_space" << 1 << 35 << 44 << "space is missing before \"w\"";
    QTest::newRow("rank too long") << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                   << "rank_too_long" << 1 << 9 << 18
                                   << "Rank 7 (\"ppppppppp\") has 9 squares; a rank has 8";
    QTest::newRow("unknown letter") << "rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w - - 0 1"
                                    << "unknown_character" << 1 << 23 << 24
                                    << "Rank 4, square d4: \"X\" is no piece letter";
    QTest::newRow("digit 9") << "9/8/8/8/8/8/8/8 w - - 0 1"
                             << "bad_digit" << 1 << 0 << 1 << "Rank 8, square a8";
    QTest::newRow("too few ranks") << "8/8/8 w - - 0 1"
                                   << "too_few_ranks" << 1 << 0 << 5 << "only 3 of the 8";
    QTest::newRow("side") << "8/8/8/8/8/8/8/8 x"
                          << "bad_side" << 2 << 16 << 17
                          << "Field 2 (side to move) is \"x\"; expected w or b";
    QTest::newRow("castling") << "8/8/8/8/8/8/8/8 w KX"
                              << "bad_castling" << 3 << 19 << 20 << "\"X\"";
    QTest::newRow("ep") << "8/8/8/8/8/8/8/8 w - e44"
                        << "bad_ep_square" << 4 << 20 << 23 << "square";
    QTest::newRow("halfmove") << "8/8/8/8/8/8/8/8 w - - -1 1"
                              << "bad_halfmove" << 5 << 22 << 24 << "0-9999";
    QTest::newRow("fullmove") << "8/8/8/8/8/8/8/8 w - - 0 10000"
                              << "bad_fullmove" << 6 << 24 << 29 << "\"10000\"";
    QTest::newRow("7th field") << "8/8/8/8/8/8/8/8 w - - 0 1 3+4"
                               << "too_many_fields" << 7 << 26 << 29 << "at most 6 fields";
    QTest::newRow("empty") << ""
                           << "empty" << 1 << 0 << 0 << "empty";
    QTest::newRow("multi-byte character") << QString::fromUtf8("8/8/8/8/8/8/8/7王 w") << "unknown_character"
                                          << 1 << 15 << 18 << QString::fromUtf8("\"王\"");
}

void TestCli::spans()
{
    QFETCH(QString, input);
    QFETCH(QString, code);
    QFETCH(int, field);
    QFETCH(int, start);
    QFETCH(int, end);
    QFETCH(QString, messagePart);
    const ForsythRun r = runForsyth({"check", "--json", input});
    QCOMPARE(r.exitCode, 1);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    const QJsonArray errors = lines.front()["errors"].toArray();
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors[0]["code"].toString(), code);
    QCOMPARE(errors[0]["field"].toInt(), field);
    QCOMPARE(errors[0]["start"].toInt(), start);
    QCOMPARE(errors[0]["end"].toInt(), end);
    const QString message = errors[0]["message"].toString();
    QVERIFY2(message.contains(messagePart), qPrintable(message));
}

void TestCli::strictMode_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("strictError");
    QTest::addColumn<QString>("lenientFen"); // empty: the start position
    QTest::newRow("adjacent digits") << "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                     << "adjacent_digits" << QString();
    QTest::newRow("upper-case side") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1"
                                     << "uppercase_side" << QString();
    // What Lichess reads and drops (docs/FEN-RULES.md §3).
    QTest::newRow("ep on rank 4") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1"
                                  << "ep_wrong_rank" << QString();
    QTest::newRow("two rooks named for one side")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KGkq - 0 1"
        << "castling_side_twice"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1";
    QTest::newRow("three-check counters") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +0+0"
                                          << "too_many_fields" << QString();
    QTest::newRow("crazyhouse pockets") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
                                        << "unknown_character" << QString();
}

void TestCli::strictMode()
{
    QFETCH(QString, input);
    QFETCH(QString, strictError);
    QFETCH(QString, lenientFen);
    const ForsythRun lenient = runForsyth({"check", "--json", input});
    QCOMPARE(lenient.exitCode, 0);
    QCOMPARE(jsonLines(lenient.out).front()["fen"].toString(), lenientFen.isEmpty() ? StartFen : lenientFen);
    const ForsythRun strict = runForsyth({"check", "--json", "--strict", input});
    QCOMPARE(strict.exitCode, 1);
    QCOMPARE(codes(jsonLines(strict.out).front()["errors"]), QStringList{strictError});
}

void TestCli::plain_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected"); // the output line starts with this
    QTest::newRow("ok") << StartFen << "OK  " + StartFen + "\n";
    QTest::newRow("findings") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
                              << "OK  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1  [info: ";
    QTest::newRow("illegal") << "8/8/8/8/8/8/8/8 w - - 0 1"
                             << "ILLEGAL  8/8/8/8/8/8/8/8 w - - 0 1  [error: ";
    QTest::newRow("error") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRw KQkq- 0 1"
                           << "ERROR at 35-44 (field 1): Rank 1 \"RNBQKBNRw\"";
}

void TestCli::plain()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const ForsythRun r = runForsyth({"check", input});
    QVERIFY2(QString::fromUtf8(r.out).startsWith(expected), r.out.constData());
    QCOMPARE(r.out.count('\n'), 1);
}

void TestCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("all parse") << QStringList{"check", StartFen, "8/8/8/8/8/8/8/8"} << QByteArray() << 0;
    QTest::newRow("illegal still parses")
        << QStringList{"check", "8/8/8/8/8/8/8/8 w - - 0 1"} << QByteArray() << 0;
    QTest::newRow("one fails") << QStringList{"check", StartFen, "x"} << QByteArray() << 1;
    QTest::newRow("stdin all parse") << QStringList{"check"}
                                     << QByteArray("8/8/8/8/8/8/8/8\n" + StartFen.toUtf8()) << 0;
    QTest::newRow("stdin one fails") << QStringList{"check", "--json"} << QByteArray("x\n8/8/8/8/8/8/8/8\n")
                                     << 1;
    QTest::newRow("empty stdin") << QStringList{"check"} << QByteArray() << 0;
    QTest::newRow("unknown option") << QStringList{"check", "--bogus", StartFen} << QByteArray() << 2;
    QTest::newRow("after --, a dash is a FEN") << QStringList{"check", "--", "-x"} << QByteArray() << 1;
    QTest::newRow("perft without depth") << QStringList{"perft", StartFen} << QByteArray() << 2;
    QTest::newRow("perft bad depth") << QStringList{"perft", StartFen, "11"} << QByteArray() << 2;
    QTest::newRow("perft depth 10") << QStringList{"perft", StartFen, "10"} << QByteArray() << 2;
    QTest::newRow("perft negative depth") << QStringList{"perft", StartFen, "-1"} << QByteArray() << 2;
    QTest::newRow("perft depth not a number") << QStringList{"perft", StartFen, "3x"} << QByteArray() << 2;
    QTest::newRow("perft bad FEN") << QStringList{"perft", "8/8/8 w", "1"} << QByteArray() << 1;
    QTest::newRow("perft unknown option") << QStringList{"perft", "--bogus"} << QByteArray() << 2;
}

void TestCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(int, exitCode);
    const ForsythRun r = runForsyth(args, input);
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode == 2 || args.front() == "perft")
        QVERIFY2(exitCode == 0 || r.err.startsWith("forsyth perft: ") || r.err.startsWith("forsyth check: "),
            r.err.constData());
}

void TestCli::help()
{
    for (const QString& command : {QStringLiteral("check"), QStringLiteral("perft")}) {
        const ForsythRun r = runForsyth({command, "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Usage:") && r.out.contains(command.toUtf8()), r.out.constData());
    }
    const ForsythRun version = runForsyth({"--version"});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("Forsyth "));
}

// A span is in bytes of "input" as UTF-8, so a script finds what it is about there even when
// the line held bytes that are not UTF-8 (each bad sequence is one U+FFFD in "input").
void TestCli::spansIndexInput_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("spanned");
    const QString bad(QChar(0xFFFD));
    QTest::newRow("bad byte as a piece")
        << QByteArray("8/8/8/8/8/8/8/7\xff w") << "8/8/8/8/8/8/8/7" + bad + " w"
        << "unknown_character" << bad;
    QTest::newRow("half a character as castling")
        << QByteArray("8/8/8/8/8/8/8/8 w \xe7\x8e x") << "8/8/8/8/8/8/8/8 w " + bad + " x"
        << "bad_castling" << bad;
    QTest::newRow("bad bytes inside the span") << QByteArray("8/8/8/8/8/8/8/8 w - - 0 1 \xff\xfe x\xff")
                                               << "8/8/8/8/8/8/8/8 w - - 0 1 " + bad + bad + " x" + bad
                                               << "too_many_fields" << bad + bad + " x" + bad;
    QTest::newRow("bad bytes before the span")
        << QByteArray("\xff\xfe/8/8/8/8/8/8/8 w") << bad + bad + "/8/8/8/8/8/8/8 w"
        << "unknown_character" << bad;
    QTest::newRow("valid UTF-8: bytes as given")
        << QString::fromUtf8("8/8/8/8/8/8/8/7王 w").toUtf8() << QString::fromUtf8("8/8/8/8/8/8/8/7王 w")
        << "unknown_character" << QString::fromUtf8("王");
}

void TestCli::spansIndexInput()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, input);
    QFETCH(QString, code);
    QFETCH(QString, spanned);
    const ForsythRun r = runForsyth({"check", "--json"}, line + '\n');
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0]["input"].toString(), input);
    const QJsonObject error = lines[0]["errors"].toArray()[0].toObject();
    QCOMPARE(error["code"].toString(), code);
    const QByteArray bytes = input.toUtf8();
    const int start = error["start"].toInt();
    const int end = error["end"].toInt();
    QVERIFY(0 <= start && start <= end && end <= bytes.size());
    QCOMPARE(QString::fromUtf8(bytes.mid(start, end - start)), spanned);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
