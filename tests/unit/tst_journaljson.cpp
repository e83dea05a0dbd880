// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/JournalJson.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {

QList<QByteArray> fixtureLines(const char *name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/journal/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    QList<QByteArray> out;
    for (const QByteArray &l : f.readAll().split('\n')) {
        if (!l.isEmpty())
            out.append(l);
    }
    return out;
}

} // namespace

class TestJournalJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fixture();
    void lines_data();
    void lines();
    void hostile_data();
    void hostile();
    void hugeLines();
};

void TestJournalJson::fixture()
{
    const QList<QByteArray> lines = fixtureLines("vllm-restart.jsonl");
    QCOMPARE(lines.size(), 7);
    const QByteArray invocation = "5f0c6c2d8e3b4a1f9d7e6c5b4a3f2e1d";

    const JournalEntry started = parseJournalJsonLine(lines.at(0));
    QVERIFY2(started.isValid(), qPrintable(started.error));
    QCOMPARE(started.pid, 1);
    QCOMPARE(started.unit, QByteArray("vllm.service"));
    QCOMPARE(started.invocationId, invocation);
    QCOMPARE(started.identifier, QByteArray("systemd"));
    QCOMPARE(started.priority, 6);
    QCOMPARE(started.realtimeUsec, Q_INT64_C(1724092467000000));
    QVERIFY(started.cursor.startsWith("s=6b5c4d3e2f1a4b5c8d7e6f5a4b3c2d1e;i=1a2b00;b="));
    QVERIFY(started.message.startsWith(QLatin1String("Started vllm.service")));

    const JournalEntry plain = parseJournalJsonLine(lines.at(1));
    QVERIFY2(plain.isValid(), qPrintable(plain.error));
    QCOMPARE(plain.pid, 8727);
    QVERIFY(plain.unit.isEmpty()); // UNIT= only counts on PID 1's lines
    QCOMPARE(plain.invocationId, invocation);
    QCOMPARE(plain.identifier, QByteArray("vllm"));
    QVERIFY(!plain.messageWasBinary);
    QVERIFY(plain.message.endsWith(QLatin1String("vLLM API server version 0.10.1.1")));

    const JournalEntry binary = parseJournalJsonLine(lines.at(2));
    QVERIFY2(binary.isValid(), qPrintable(binary.error));
    QVERIFY(binary.messageWasBinary);
    QVERIFY(!binary.messageMissing);
    QVERIFY(binary.message.startsWith(QStringLiteral("\x1b[1;36m(EngineCore_DP0 pid=8913)\x1b[0;0m INFO")));
    QVERIFY(binary.message.endsWith(QChar(0xFFFD))); // the lone 0xff byte
    QVERIFY(binary.message.contains(QLatin1String("Available KV cache memory: 33.31 GiB")));
    QCOMPARE(binary.pid, 8913);

    const JournalEntry null = parseJournalJsonLine(lines.at(3));
    QVERIFY2(null.isValid(), qPrintable(null.error));
    QVERIFY(null.messageMissing);
    QVERIFY(null.message.isEmpty());
    QCOMPARE(null.priority, 3);

    const JournalEntry escaped = parseJournalJsonLine(lines.at(4));
    QVERIFY2(escaped.isValid(), qPrintable(escaped.error));
    QVERIFY(escaped.message.contains(QLatin1String("\"Avg prompt throughput\": 1.5 tokens/s\tmodel")));
    QVERIFY(escaped.message.endsWith(QString::fromUtf8("\u2013 \U0001F680")));

    const JournalEntry repeated = parseJournalJsonLine(lines.at(5));
    QVERIFY2(repeated.isValid(), qPrintable(repeated.error));
    QCOMPARE(repeated.message, QStringLiteral("first part\nsecond part"));

    const JournalEntry failed = parseJournalJsonLine(lines.at(6));
    QVERIFY2(failed.isValid(), qPrintable(failed.error));
    QCOMPARE(failed.unit, QByteArray("vllm.service"));
    QCOMPARE(failed.priority, 4);
    QCOMPARE(failed.invocationId, invocation);
}

void TestJournalJson::lines_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("binary");
    QTest::addColumn<bool>("missing");
    QTest::addColumn<int>("priority");

    QTest::newRow("minimal") << QByteArray(R"({"MESSAGE":"hi"})") << QStringLiteral("hi") << false << false
                             << -1;
    QTest::newRow("escapes") << QByteArray(R"({"MESSAGE":"a\"b\\c\/d\b\f\n\r\t"})")
                             << QStringLiteral("a\"b\\c/d\b\f\n\r\t") << false << false << -1;
    QTest::newRow("bmp escape") << QByteArray(R"({"MESSAGE":"\u00e9\u4e2d"})")
                                << QStringLiteral("\u00e9\u4e2d") << false << false << -1;
    QTest::newRow("surrogate pair") << QByteArray(R"({"MESSAGE":"x\ud83d\ude80y"})")
                                    << QString::fromUtf8("x\U0001F680y") << false << false << -1;
    QTest::newRow("lone high surrogate")
        << QByteArray(R"({"MESSAGE":"\ud83dz"})") << (QString(QChar(0xFFFD)) + QLatin1Char('z')) << false
        << false << -1;
    QTest::newRow("lone low surrogate")
        << QByteArray(R"({"MESSAGE":"\ude80"})") << QString(QChar(0xFFFD)) << false << false << -1;
    QTest::newRow("high then non-low") << QByteArray(R"({"MESSAGE":"\ud83d\u0041"})")
                                       << (QString(QChar(0xFFFD)) + QLatin1Char('A')) << false << false << -1;
    QTest::newRow("bytes") << QByteArray(R"({"MESSAGE":[104,105,13]})") << QStringLiteral("hi\r") << true
                           << false << -1;
    QTest::newRow("empty byte array") << QByteArray(R"({"MESSAGE":[]})") << QString() << true << false << -1;
    QTest::newRow("null") << QByteArray(R"({"MESSAGE":null,"PRIORITY":"2"})") << QString() << false << true
                          << 2;
    QTest::newRow("absent") << QByteArray(R"({"PRIORITY":"7"})") << QString() << false << true << 7;
    QTest::newRow("repeated with bytes")
        << QByteArray(R"({"MESSAGE":["a",[98,99],null]})") << QStringLiteral("a\nbc") << true << false << -1;
    QTest::newRow("priority as number")
        << QByteArray(R"({"PRIORITY":5,"MESSAGE":"x"})") << QStringLiteral("x") << false << false << 5;
    QTest::newRow("priority out of range")
        << QByteArray(R"({"PRIORITY":"9","MESSAGE":"x"})") << QStringLiteral("x") << false << false << -1;
    QTest::newRow("unknown nested fields")
        << QByteArray(R"({"X":{"a":[1,{"b":"}]"}],"c":{}},"Y":[[],[[]]],"Z":true,"W":-1.5e3,"MESSAGE":"ok"})")
        << QStringLiteral("ok") << false << false << -1;
    QTest::newRow("escaped quote in skipped value")
        << QByteArray(R"({"X":"a\\\"b\\","MESSAGE":"ok"})") << QStringLiteral("ok") << false << false << -1;
    QTest::newRow("escaped key") << QByteArray(R"({"MESS\u0041GE":"k"})") << QStringLiteral("k") << false
                                 << false << -1;
    QTest::newRow("whitespace everywhere")
        << QByteArray(" {  \"MESSAGE\"  :  \"w\"  ,  \"PRIORITY\" : \"1\" } \r\n") << QStringLiteral("w")
        << false << false << 1;
    QTest::newRow("empty object") << QByteArray("{}") << QString() << false << true << -1;
}

void TestJournalJson::lines()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, message);
    QFETCH(bool, binary);
    QFETCH(bool, missing);
    QFETCH(int, priority);
    const JournalEntry e = parseJournalJsonLine(line);
    QVERIFY2(e.isValid(), qPrintable(e.error));
    QCOMPARE(e.message, message);
    QCOMPARE(e.messageWasBinary, binary);
    QCOMPARE(e.messageMissing, missing);
    QCOMPARE(e.priority, priority);
}

void TestJournalJson::hostile_data()
{
    QTest::addColumn<QByteArray>("line");

    QTest::newRow("empty") << QByteArray();
    QTest::newRow("whitespace") << QByteArray("   \t ");
    QTest::newRow("truncated mid-field")
        << QByteArray(R"({"__CURSOR" : "s=6b5c;i=1a2b", "MESSAGE" : "(APIServ)");
    QTest::newRow("truncated mid-key") << QByteArray(R"({"__CURSOR" : "s", "MESS)");
    QTest::newRow("truncated after colon") << QByteArray(R"({"MESSAGE" : )");
    QTest::newRow("truncated byte array") << QByteArray(R"({"MESSAGE" : [27, 91, 4)");
    QTest::newRow("no closing brace") << QByteArray(R"({"MESSAGE" : "x")");
    QTest::newRow("trailing garbage") << QByteArray(R"({"MESSAGE" : "x"} trailing)");
    QTest::newRow("binary junk") << QByteArray("\x00\xff\xfe\x7b\x22\x80", 6);
    QTest::newRow("journalctl error") << QByteArray("Failed to seek to cursor: Invalid argument");
    QTest::newRow("no permission") << QByteArray(
        "Hint: You are currently not seeing messages from other users and the system.");
    QTest::newRow("array") << QByteArray(R"(["MESSAGE", "x"])");
    QTest::newRow("byte over 255") << QByteArray(R"({"MESSAGE":[104,256]})");
    QTest::newRow("mixed bytes and strings") << QByteArray(R"({"MESSAGE":[104,"x"]})");
    QTest::newRow("bad escape") << QByteArray(R"({"MESSAGE":"\q"})");
    QTest::newRow("short unicode escape") << QByteArray(R"({"MESSAGE":"\u12"})");
    QTest::newRow("non-hex unicode escape") << QByteArray(R"({"MESSAGE":"\u12zz"})");
    QTest::newRow("missing colon") << QByteArray(R"({"MESSAGE" "x"})");
    QTest::newRow("mismatched brackets") << QByteArray(R"({"X":[1,2},"MESSAGE":"x"})");
    QTest::newRow("object as message") << QByteArray(R"({"MESSAGE":{"a":1}})");
    QTest::newRow("bare word value") << QByteArray(R"({"X":hello,"MESSAGE":"x"})");
    QTest::newRow("two objects") << QByteArray(R"({"MESSAGE":"a"}{"MESSAGE":"b"})");
    QTest::newRow("deep nesting") << (QByteArray(R"({"X":)") + QByteArray(100000, '[')
                                      + QByteArray(100000, ']') + QByteArray("}"));
}

void TestJournalJson::hostile()
{
    QFETCH(QByteArray, line);
    const JournalEntry e = parseJournalJsonLine(line);
    QVERIFY(!e.isValid());
    QVERIFY(!e.error.isEmpty());
    QCOMPARE(e.message, QString::fromUtf8(line)); // nothing that arrived is lost
    QVERIFY(e.cursor.isEmpty());
}

void TestJournalJson::hugeLines()
{
    // A 10 MB MESSAGE (journalctl -a prints it whole) parses; a 10 MB junk line fails quickly.
    const QByteArray text(10 * 1024 * 1024, 'm');
    const JournalEntry big = parseJournalJsonLine(QByteArray("{\"MESSAGE\":\"" + text + "\"}"));
    QVERIFY2(big.isValid(), qPrintable(big.error));
    QCOMPARE(big.message.size(), text.size());

    QByteArray bytes = "{\"MESSAGE\":[";
    for (int i = 0; i < 1024 * 1024; ++i)
        bytes += "65,";
    bytes += "10]}";
    const JournalEntry binary = parseJournalJsonLine(bytes);
    QVERIFY2(binary.isValid(), qPrintable(binary.error));
    QCOMPARE(binary.message.size(), 1024 * 1024 + 1);

    const JournalEntry junk = parseJournalJsonLine(QByteArray(10 * 1024 * 1024, '{'));
    QVERIFY(!junk.isValid());
    const JournalEntry unterminated = parseJournalJsonLine(QByteArray("{\"MESSAGE\":\"" + text));
    QVERIFY(!unterminated.isValid());
    QCOMPARE(unterminated.message.size(), text.size() + 12);
}

QTEST_GUILESS_MAIN(TestJournalJson)
#include "tst_journaljson.moc"
