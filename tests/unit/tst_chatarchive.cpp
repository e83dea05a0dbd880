// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// A host's chat conversation in the history database: every field of a turn survives the trip
// (data rows: answered, stopped mid-answer, failed, inline reasoning, llama-server timings,
// emoji, empty); hostile rows (not JSON, not an object, no prompt, an unknown state, larger than
// the cap) are left out and left in the file while the readable turns load; a huge answer is cut
// to the per-turn cap with a note; the retention keeps the newest turns within its bounds; a
// database from a newer build is neither read nor written.
#include "chat/ChatArchive.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

ChatTurn turn(const QString &user, const QString &reasoning, const QString &answer, TurnState state)
{
    ChatTurn t;
    t.userMessage = user;
    t.url = QStringLiteral("http://127.0.0.1:8000/v1/chat/completions");
    t.requestBody = R"({"model":"Qwen/Qwen3-8B","messages":[{"role":"user","content":"x"}],"stream":true})";
    t.started = QDateTime::fromMSecsSinceEpoch(1764770000123);
    t.reasoning = reasoning;
    t.answer = answer;
    t.model = QStringLiteral("Qwen/Qwen3-8B");
    t.state = state;
    t.chunkCount = 42;
    t.ttftSeconds = 0.125;
    t.firstAnswerSeconds = 0.5;
    t.e2elSeconds = 1.25;
    t.itlSeconds = { 0.021, 0.0195, 0.030125 };
    t.usage.present = true;
    t.usage.promptTokens = 17;
    t.usage.completionTokens = 41;
    t.usage.totalTokens = 58;
    t.usage.reasoningTokens = 30;
    t.finishReason = state == TurnState::Finished ? QStringLiteral("stop") : QString();
    t.sawDone = state == TurnState::Finished;
    return t;
}

/// Every field that the archive keeps, as text, so a failed comparison shows what differs.
QStringList fields(const ChatTurn &t)
{
    QStringList itl;
    for (double s : t.itlSeconds)
        itl << QString::number(std::llround(s * 1e6));
    return { t.userMessage,
             t.url,
             QString::fromUtf8(t.requestBody),
             t.started.toString(Qt::ISODateWithMs),
             t.reasoning,
             t.answer,
             QString::number(t.reasoningInline),
             t.finishReason,
             t.stopReason,
             t.model,
             t.systemFingerprint,
             QStringLiteral("usage %1 %2 %3 %4 %5 %6")
                 .arg(t.usage.present)
                 .arg(t.usage.promptTokens)
                 .arg(t.usage.completionTokens)
                 .arg(t.usage.totalTokens)
                 .arg(t.usage.reasoningTokens)
                 .arg(t.usage.cachedTokens),
             QStringLiteral("timings %1 %2 %3 %4 %5 %6 %7")
                 .arg(t.timings.present)
                 .arg(t.timings.cacheN)
                 .arg(t.timings.promptN)
                 .arg(t.timings.promptMs)
                 .arg(t.timings.predictedN)
                 .arg(t.timings.predictedPerSecond)
                 .arg(t.timings.draftNAccepted),
             QStringLiteral("done %1 tools %2 chunks %3 invalid %4 %5")
                 .arg(t.sawDone)
                 .arg(t.sawToolCalls)
                 .arg(t.chunkCount)
                 .arg(t.invalidEvents)
                 .arg(QString::fromLatin1(t.firstInvalidEvent.toHex())),
             QStringLiteral("ttft %1 first %2 e2el %3")
                 .arg(t.ttftSeconds)
                 .arg(t.firstAnswerSeconds)
                 .arg(t.e2elSeconds),
             itl.join(u','),
             turnStateId(t.state),
             turnErrorId(t.errorKind),
             QString::number(t.httpStatus),
             t.error };
}

} // namespace

class TestChatArchive : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath() { return m_dir.filePath(QStringLiteral("h%1.sqlite").arg(++m_files)); }

    /// Runs raw SQL on the file, as a damaged disk or another program would leave it.
    static void exec(const QString &path, const QString &sql, const QVariantList &values = {})
    {
        const QString name = QStringLiteral("raw-") + path;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            q.prepare(sql);
            for (const QVariant &v : values)
                q.addBindValue(v);
            QVERIFY2(q.exec(), qPrintable(q.lastError().text() + QStringLiteral(": ") + sql));
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<ChatTurn>("original");
        QTest::newRow("answered with reasoning") << turn(
            QStringLiteral("What is the capital of France?"), QStringLiteral("The user asks about France."),
            QStringLiteral("The capital of France is **Paris**."), TurnState::Finished);
        ChatTurn stopped = turn(QStringLiteral("Write a long essay."), QStringLiteral("Plan: five parts."),
                                QStringLiteral("Part one: the Earth revolves"), TurnState::Stopped);
        stopped.usage = ChatUsage();
        QTest::newRow("stopped mid-answer") << stopped;
        ChatTurn failed = turn(QStringLiteral("hello"), QString(), QString(), TurnState::Failed);
        failed.errorKind = TurnError::Http;
        failed.httpStatus = 400;
        failed.error = QStringLiteral("The server answered HTTP 400: max_tokens is too large");
        failed.itlSeconds.clear();
        failed.ttftSeconds = failed.firstAnswerSeconds = failed.e2elSeconds = -1;
        QTest::newRow("failed") << failed;
        ChatTurn inlineThink = turn(QStringLiteral("2+2?"), QStringLiteral("Simple sum."),
                                    QStringLiteral("4"), TurnState::Finished);
        inlineThink.reasoningInline = true;
        inlineThink.invalidEvents = 2;
        inlineThink.firstInvalidEvent = QByteArray("data: {\"object\":\"x\0\xff", 22);
        QTest::newRow("inline reasoning, invalid events") << inlineThink;
        ChatTurn llama = turn(QStringLiteral("hi"), QString(), QStringLiteral("Hello!"), TurnState::Finished);
        llama.timings.present = true;
        llama.timings.cacheN = 3;
        llama.timings.promptN = 12;
        llama.timings.promptMs = 18.25;
        llama.timings.predictedN = 7;
        llama.timings.predictedPerSecond = 48.5;
        llama.timings.draftNAccepted = 2;
        llama.usage.cachedTokens = 3;
        llama.stopReason = QStringLiteral("</s>");
        llama.systemFingerprint = QStringLiteral("b4567-llama.cpp");
        QTest::newRow("llama-server timings") << llama;
        QTest::newRow("emoji and CJK")
            << turn(QStringLiteral("翻译: 你好 👋"), QStringLiteral("思考 🤔\n\tline"),
                    QStringLiteral("Hello 👋 — \"quoted\" \\ back\u0001slash"), TurnState::Finished);
        ChatTurn empty;
        empty.state = TurnState::Finished;
        QTest::newRow("empty") << empty;
    }

    void roundTrip()
    {
        QFETCH(ChatTurn, original);
        const QJsonObject json = chatTurnToArchive(original);
        QVERIFY(!json.contains(QStringLiteral("cut")));
        QString why;
        const std::optional<ChatTurn> back = chatTurnFromArchive(json, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(fields(*back), fields(original));

        // And through the database, as the console does between two runs.
        const QString path = newPath();
        {
            ChatArchive archive(HistoryDatabase::open(path), QStringLiteral("gpu-01"));
            QVERIFY2(archive.saveTurn(0, original), qPrintable(archive.error()));
        }
        HistoryDatabase::close(path);
        ChatArchive again(HistoryDatabase::open(path), QStringLiteral("gpu-01"));
        const ChatArchive::Loaded loaded = again.load();
        QCOMPARE(loaded.skipped, 0);
        QCOMPARE(loaded.turns.size(), 1);
        QCOMPARE(fields(loaded.turns.first()), fields(original));
        HistoryDatabase::close(path);
    }

    void streamingComesBackStopped()
    {
        ChatTurn t
            = turn(QStringLiteral("q"), QStringLiteral("r"), QStringLiteral("partial"), TurnState::Streaming);
        const std::optional<ChatTurn> back = chatTurnFromArchive(chatTurnToArchive(t));
        QVERIFY(back);
        QCOMPARE(back->state, TurnState::Stopped);
        QCOMPARE(back->answer, QStringLiteral("partial"));
    }

    void hostileJson_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no version") << QByteArray(R"({"user":"q","state":"finished"})")
                                    << QStringLiteral("version");
        QTest::newRow("no prompt") << QByteArray(R"({"v":1,"state":"finished"})") << QStringLiteral("prompt");
        QTest::newRow("prompt not text")
            << QByteArray(R"({"v":1,"user":7,"state":"finished"})") << QStringLiteral("prompt");
        QTest::newRow("unknown state") << QByteArray(R"({"v":1,"user":"q","state":"exploded"})")
                                       << QStringLiteral("unknown state \"exploded\"");
        QTest::newRow("empty object") << QByteArray("{}") << QStringLiteral("version");
    }

    void hostileJson()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QString why;
        QVERIFY(!chatTurnFromArchive(QJsonDocument::fromJson(json).object(), &why));
        QVERIFY2(why.contains(expected), qPrintable(why));
    }

    void newerFormatFieldsAreIgnored()
    {
        QJsonObject json
            = chatTurnToArchive(turn(QStringLiteral("q"), {}, QStringLiteral("a"), TurnState::Finished));
        json.insert(QStringLiteral("v"), 7);
        json.insert(QStringLiteral("tool_calls"), QJsonArray { QJsonObject { { QStringLiteral("id"), 1 } } });
        const std::optional<ChatTurn> back = chatTurnFromArchive(json);
        QVERIFY(back);
        QCOMPARE(back->answer, QStringLiteral("a"));
    }

    void hostileRowsAreLeftOutAndKept()
    {
        const QString path = newPath();
        {
            ChatArchive archive(HistoryDatabase::open(path), QStringLiteral("gpu-01"));
            QVERIFY(archive.saveTurn(
                0, turn(QStringLiteral("one"), {}, QStringLiteral("1"), TurnState::Finished)));
            QVERIFY(archive.saveTurn(
                1, turn(QStringLiteral("two"), {}, QStringLiteral("2"), TurnState::Finished)));
        }
        HistoryDatabase::close(path);
        // Rows between and after the good ones, as a damaged file or another program leaves them.
        const QString insert = QStringLiteral(
            "INSERT INTO chat_turns(host_id, position, recorded_ms, bytes, turn) VALUES (1, ?, 0, 0, ?)");
        exec(path, insert, { 5, QStringLiteral("{\"v\":1,\"user\":\"cut off") });
        exec(path, insert, { 6, QStringLiteral("[1, 2, 3]") });
        exec(path, insert, { 7, QStringLiteral("{\"v\":1,\"user\":\"q\",\"state\":\"exploded\"}") });
        exec(path, insert, { 8, QString(5 * 1024 * 1024, QLatin1Char('x')) }); // over the 4 MiB cap
        exec(path, insert, { 9, QStringLiteral("\u00ff\u00fe\u0001 junk") });
        exec(path, insert,
             { 10, QString::fromUtf8(R"({"v":1,"user":"three","state":"stopped","answer":"3"})") });

        ChatArchive archive(HistoryDatabase::open(path), QStringLiteral("gpu-01"));
        const ChatArchive::Loaded loaded = archive.load();
        QCOMPARE(loaded.skipped, 5);
        QVERIFY2(loaded.problem.contains(QStringLiteral("not valid JSON")), qPrintable(loaded.problem));
        QCOMPARE(loaded.turns.size(), 3);
        QCOMPARE(loaded.turns.at(0).userMessage, QStringLiteral("one"));
        QCOMPARE(loaded.turns.at(1).userMessage, QStringLiteral("two"));
        QCOMPARE(loaded.turns.at(2).userMessage, QStringLiteral("three"));
        QCOMPARE(loaded.turns.at(2).state, TurnState::Stopped);
        HistoryStore store(HistoryDatabase::open(path));
        const QList<ChatTurnRow> rows = store.chatTurns(QStringLiteral("gpu-01"));
        QCOMPARE(rows.size(), 8); // reading deleted nothing
        QVERIFY2(rows.at(5).problem.contains(QStringLiteral("more than the 4194304 bytes")),
                 qPrintable(rows.at(5).problem));
        QVERIFY(rows.at(5).turn.isEmpty());

        // The next turn goes after every row, readable or not; a regenerate of "three" replaces it.
        QVERIFY(
            archive.saveTurn(3, turn(QStringLiteral("four"), {}, QStringLiteral("4"), TurnState::Finished)));
        QCOMPARE(store.chatTurns(QStringLiteral("gpu-01")).last().position, 11);
        QVERIFY(archive.dropFrom(2));
        // The rows before "three" stay, the unreadable ones among them too.
        QCOMPARE(store.chatTurns(QStringLiteral("gpu-01")).size(), 7);
        // A clear takes everything, the unreadable rows too.
        QVERIFY(archive.dropFrom(0));
        QCOMPARE(store.chatTurns(QStringLiteral("gpu-01")).size(), 0);
        HistoryDatabase::close(path);
    }

    void hugeAnswerIsCutToTheCap_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("reasoning");
        QTest::newRow("10 MB of words")
            << QString(10'000'000, QLatin1Char('w')) << QString(2'000'000, QLatin1Char('r'));
        // Each control character takes six bytes of JSON (\u0001).
        QTest::newRow("3 M control characters") << QString(3'000'000, QChar(1)) << QString();
        QString emoji;
        for (int i = 0; i < 1'200'000; ++i) // 4.8 MB of UTF-8
            emoji += QStringLiteral("😀");
        QTest::newRow("1.2 M emoji") << emoji << QStringLiteral("short");
    }

    void hugeAnswerIsCutToTheCap()
    {
        QFETCH(QString, answer);
        QFETCH(QString, reasoning);
        ChatTurn t = turn(QStringLiteral("Go on forever."), reasoning, answer, TurnState::Stopped);
        t.requestBody = QByteArray(100 * 1024, 'b'); // over the kept-request size: not kept
        for (int i = 0; i < 200'000; ++i)
            t.itlSeconds.append(0.001);
        const ChatRetention retention;
        const QJsonObject json = chatTurnToArchive(t, retention.maxTurnBytes);
        const qint64 size = QJsonDocument(json).toJson(QJsonDocument::Compact).size();
        QVERIFY2(size <= retention.maxTurnBytes, qPrintable(QString::number(size)));
        QVERIFY(json.contains(QStringLiteral("cut")));
        QCOMPARE(json.value(QStringLiteral("request_body_bytes")).toInt(), 100 * 1024);
        QCOMPARE(json.value(QStringLiteral("itl_dropped")).toInt(), 200'003);

        const QString path = newPath();
        ChatArchive archive(HistoryDatabase::open(path), QStringLiteral("gpu-01"));
        QVERIFY2(archive.saveTurn(0, t), qPrintable(archive.error()));
        const ChatArchive::Loaded loaded
            = ChatArchive(HistoryDatabase::open(path), QStringLiteral("gpu-01")).load();
        QCOMPARE(loaded.turns.size(), 1);
        const ChatTurn &back = loaded.turns.first();
        QCOMPARE(back.userMessage, QStringLiteral("Go on forever.")); // a short prompt stays whole
        QVERIFY(back.answer.size() > 1000);
        QVERIFY(back.answer.size() < answer.size());
        QVERIFY(answer.startsWith(back.answer)); // a head, never half of a surrogate pair
        QVERIFY(!back.answer.back().isHighSurrogate());
        QCOMPARE(back.state, TurnState::Stopped);
        QVERIFY2(back.error.contains(QString::number(answer.size())), qPrintable(back.error));
        QVERIFY(back.requestBody.isEmpty());
        QVERIFY(back.itlSeconds.isEmpty());
        HistoryDatabase::close(path);
    }

    void retentionKeepsTheNewest()
    {
        const QString path = newPath();
        ChatRetention byCount;
        byCount.keepTurns = 5;
        ChatArchive archive(HistoryDatabase::open(path), QStringLiteral("gpu-01"), byCount);
        for (int i = 0; i < 8; ++i)
            QVERIFY(
                archive.saveTurn(i, turn(QString::number(i), {}, QStringLiteral("a"), TurnState::Finished)));
        ChatArchive::Loaded loaded
            = ChatArchive(HistoryDatabase::open(path), QStringLiteral("gpu-01"), byCount).load();
        QCOMPARE(loaded.turns.size(), 5);
        QCOMPARE(loaded.turns.first().userMessage, QStringLiteral("3"));
        QCOMPARE(loaded.turns.last().userMessage, QStringLiteral("7"));

        // By size: each turn's JSON is a little over 10 kB; 35 kB holds three.
        ChatRetention bySize;
        bySize.keepBytes = 35'000;
        ChatArchive sized(HistoryDatabase::open(path), QStringLiteral("gpu-02"), bySize);
        for (int i = 0; i < 6; ++i)
            QVERIFY(sized.saveTurn(
                i, turn(QString::number(i), {}, QString(10'000, QLatin1Char('z')), TurnState::Finished)));
        loaded = ChatArchive(HistoryDatabase::open(path), QStringLiteral("gpu-02")).load();
        QCOMPARE(loaded.turns.size(), 3);
        QCOMPARE(loaded.turns.first().userMessage, QStringLiteral("3"));
        // The other host's turns are its own.
        QCOMPARE(ChatArchive(HistoryDatabase::open(path), QStringLiteral("gpu-01")).load().turns.size(), 5);
        QCOMPARE(ChatArchive(HistoryDatabase::open(path), QStringLiteral("gpu-03")).load().turns.size(), 0);
        HistoryDatabase::close(path);
    }

    void newerSchemaIsNeitherReadNorWritten()
    {
        const QString path = newPath();
        exec(path, QStringLiteral("CREATE TABLE chat_turns(id INTEGER PRIMARY KEY, turn TEXT)"));
        exec(path,
             QStringLiteral(
                 "INSERT INTO chat_turns(turn) VALUES ('{\"v\":1,\"user\":\"q\",\"state\":\"finished\"}')"));
        exec(path, QStringLiteral("PRAGMA application_id = %1").arg(HistoryDatabase::kApplicationId));
        exec(path, QStringLiteral("PRAGMA user_version = %1").arg(HistoryDatabase::kSchemaVersion + 1));
        const QByteArray before = fileHash(path);
        {
            ChatArchive archive(HistoryDatabase::open(path), QStringLiteral("gpu-01"));
            const ChatArchive::Loaded loaded = archive.load();
            QVERIFY(loaded.turns.isEmpty());
            QVERIFY2(loaded.problem.contains(QStringLiteral("newer Inference Console")),
                     qPrintable(loaded.problem));
            QVERIFY(!archive.saveTurn(
                0, turn(QStringLiteral("q"), {}, QStringLiteral("a"), TurnState::Finished)));
            QVERIFY2(archive.error().contains(QStringLiteral("newer Inference Console")),
                     qPrintable(archive.error()));
            QVERIFY(!archive.dropFrom(0));
        }
        HistoryDatabase::close(path);
        QCOMPARE(fileHash(path), before);
    }

    void olderDatabaseGainsTheTable()
    {
        const QString path = newPath();
        {
            auto v2 = HistoryDatabase::openAtVersion(path, 2);
            QVERIFY2(v2->isAvailable(), qPrintable(v2->error()));
            HistoryStore store(v2);
            QVERIFY(store.saveRollout(QStringLiteral("r1"), QStringLiteral("running"), {}, {}));
        }
        ChatArchive archive(HistoryDatabase::open(path), QStringLiteral("gpu-01"));
        QVERIFY(archive.load().turns.isEmpty());
        QVERIFY2(archive.saveTurn(0, turn(QStringLiteral("q"), {}, QStringLiteral("a"), TurnState::Finished)),
                 qPrintable(archive.error()));
        HistoryStore store(HistoryDatabase::open(path));
        QCOMPARE(store.database().schemaVersion(), 3);
        QVERIFY(store.rollout(QStringLiteral("r1")).has_value());
        QCOMPARE(store.chatTurns(QStringLiteral("gpu-01")).size(), 1);
        HistoryDatabase::close(path);
    }
};

QTEST_GUILESS_MAIN(TestChatArchive)
#include "tst_chatarchive.moc"
