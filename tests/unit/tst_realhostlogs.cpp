// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// What Debian's llama-server (build b11669) really prints, captured from the real host's journal
// (tests/fixtures/realhost/README.md): its start-up, a truncated model and a missing one, each as
// `journalctl -o short-precise` and as `-o cat`. Through `analyze` (engine, outcome, phases, root
// cause) and through the start-up watch as the journal monitor hands the lines over, with `/health`
// answering 200 afterwards: ready at the engine's own "listening on" line, with the model load
// ended at its "model loaded" line, not at the moment `/health` was asked.
#include "formats/JournalJson.h"
#include "formats/SystemctlShow.h"
#include "host/StartupWatch.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/Timeline.h"
#include "startup/LogAnalyzer.h"

#include <QDateTime>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace ic;

namespace {

const QString kDir = QStringLiteral(IC_FIXTURES_DIR "/realhost/");

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The engine's own lines of a `-o short-precise` capture as journal entries of one invocation,
/// each at its journal time (this year, in local time: what `journalctl` printed).
QList<JournalEntry> entriesOf(const QByteArray &capture, const QByteArray &invocation)
{
    static const QRegularExpression line(QStringLiteral(
        "^(\\w{3} \\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{6}) \\S+ llama-server\\[(\\d+)\\]: (.*)$"));
    QList<JournalEntry> out;
    const int year = QDate::currentDate().year();
    for (const QByteArray &raw : capture.split('\n')) {
        const QRegularExpressionMatch m = line.match(QString::fromUtf8(raw));
        if (!m.hasMatch())
            continue;
        // Milliseconds are enough here: "Dec 07 12:37:04.150885" is read as "…04.150".
        const QDateTime t
            = QDateTime::fromString(QStringLiteral("%1 %2").arg(year).arg(m.captured(1).left(19)),
                                    QStringLiteral("yyyy MMM dd HH:mm:ss.zzz"));
        if (!t.isValid())
            continue;
        JournalEntry e;
        e.cursor = "c" + QByteArray::number(out.size());
        e.realtimeUsec = t.toMSecsSinceEpoch() * 1000;
        e.priority = 6;
        e.pid = m.captured(2).toLongLong();
        e.invocationId = invocation;
        e.identifier = "llama-server";
        e.message = m.captured(3);
        out << e;
    }
    return out;
}

ServiceState activeState(const QString &invocation, const QDateTime &started)
{
    ServiceState s;
    s.loadState = QStringLiteral("loaded");
    s.activeState = QStringLiteral("active");
    s.subState = QStringLiteral("running");
    s.result = QStringLiteral("success");
    s.mainPid = 36;
    s.invocationId = invocation;
    s.activeEnterTime = started;
    s.execMainStartTime = started;
    s.execStart
        = QStringLiteral("{ path=/usr/bin/llama-server ; argv[]=/usr/bin/llama-server -m /models/tiny.gguf "
                         "--host 127.0.0.1 --port 8080 ; ignore_errors=no ; start_time=[n/a] }");
    return s;
}

/// The real start-up replayed with its first line at `firstLineAt` (ms since the epoch), with
/// the moments of its "model loaded" and "listening on" lines after the shift.
struct ReplayedStartup {
    QList<JournalEntry> lines;
    qint64 loaded = -1;
    qint64 listening = -1;

    ReplayedStartup(const QByteArray &invocation, qint64 firstLineAt)
    {
        lines = entriesOf(readFile(kDir + QStringLiteral("llamacpp-b11669-startup.log")), invocation);
        if (lines.isEmpty())
            return;
        const qint64 shift = firstLineAt - lines.first().realtimeUsec / 1000;
        for (JournalEntry &e : lines) {
            e.realtimeUsec += shift * 1000;
            const qint64 t = e.realtimeUsec / 1000;
            if (listening < 0 && e.message.contains(QLatin1String("llama_server: listening on")))
                listening = t;
            if (loaded < 0 && e.message.contains(QLatin1String("llama_server: model loaded")))
                loaded = t;
        }
    }
    bool isValid() const { return lines.size() >= 8 && loaded > 0 && listening > 0; }
};

HostDefinition llamaHost(const QString &engine)
{
    HostDefinition d;
    d.name = QStringLiteral("real-llama");
    d.unit = QStringLiteral("llama-server.service");
    d.engine = engine;
    return d;
}

/// The weights phase ended at the "model loaded" line and ready at the "listening on" line.
void verifyPhasesAtTheirLines(const StartupSnapshot &s, const ReplayedStartup &run)
{
    bool weights = false;
    for (const StartupPhaseStatus &p : s.phases) {
        if (p.id == QLatin1String("weights")) {
            weights = true;
            QCOMPARE(p.state, PhaseState::Done);
            QCOMPARE(p.endedMs, run.loaded);
        }
        if (p.id == QLatin1String("ready"))
            QCOMPARE(p.endedMs, run.listening);
    }
    QVERIFY(weights);
}

} // namespace

class TestRealHostLogs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void analyze_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QStringList>("phases");
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("rootCause");
        for (const char *suffix : { ".log", ".cat.log" }) {
            const QString s = QString::fromLatin1(suffix);
            QTest::addRow("start-up%s", suffix)
                << QStringLiteral("llamacpp-b11669-startup") + s << QStringLiteral("ready")
                << QStringList { QStringLiteral("weights"), QStringLiteral("ready") } << QString()
                << QString();
            QTest::addRow("truncated model%s", suffix)
                << QStringLiteral("llamacpp-b11669-truncated-model") + s << QStringLiteral("crashed")
                << QStringList { QStringLiteral("weights") } << QStringLiteral("model-files")
                << QStringLiteral("tensor 'blk.0.ffn_gate.weight' data is not within the file bounds");
            QTest::addRow("missing model%s", suffix)
                << QStringLiteral("llamacpp-b11669-missing-model") + s << QStringLiteral("crashed")
                << QStringList { QStringLiteral("weights") } << QStringLiteral("model-files")
                << QStringLiteral("failed to open GGUF file '/models/tiny.gguf' (No such file or directory)");
        }
    }

    void analyze()
    {
        QFETCH(QString, file);
        QFETCH(QString, outcome);
        QFETCH(QStringList, phases);
        QFETCH(QString, category);
        QFETCH(QString, rootCause);
        const QByteArray log = readFile(kDir + file);
        QVERIFY2(!log.isEmpty(), qPrintable(file));
        const LogAnalysis a = analyzeLog(log);
        QCOMPARE(a.engine, QStringLiteral("llama.cpp"));
        QCOMPARE(a.outcome, outcome);
        QStringList seen;
        for (const AnalyzedPhase &p : a.phases)
            seen << p.id;
        for (const QString &p : std::as_const(phases))
            QVERIFY2(seen.contains(p), qPrintable(seen.join(u',')));
        QCOMPARE(a.rootCauseCategory, category);
        QVERIFY2(a.rootCauseText.contains(rootCause), qPrintable(a.rootCauseText));
    }

    /// The start-up as the console watches it live: the journal's lines, then `/health` 200.
    void watchTimesReadyAtTheListeningLine()
    {
        // Replayed as if it happened a minute ago, while the console was already watching.
        const ReplayedStartup run("inv-real", QDateTime::currentMSecsSinceEpoch() - 60'000);
        QVERIFY(run.isValid());
        QTemporaryDir dir;
        StartupWatch watch(llamaHost(QStringLiteral("llamacpp"))); // an alias, as a hosts file may spell it
        watch.setHistoryDirectory(dir.path());
        const QDateTime started = QDateTime::fromMSecsSinceEpoch(run.lines.first().realtimeUsec / 1000 - 10);
        watch.onServiceState(activeState(QStringLiteral("inv-real"), started));
        watch.onEntries(run.lines);
        watch.onHealth(HealthState::Healthy);
        QTRY_COMPARE_WITH_TIMEOUT(watch.tracker()->outcome(), StartupOutcome::Ready, 10000);
        const StartupSnapshot s = watch.tracker()->snapshot();
        QCOMPARE(s.engine, QStringLiteral("llama.cpp"));
        QVERIFY(s.readyTimeKnown);
        verifyPhasesAtTheirLines(s, run);
        int ready = 0;
        for (const TimelineEvent &e : watch.timeline()->events(0, std::numeric_limits<qint64>::max())) {
            if (e.kind == TimelineEventKind::Ready) {
                ++ready;
                QCOMPARE(e.msecs, run.listening);
            }
        }
        QCOMPARE(ready, 1);
    }

    /// The race the real host showed: a start-up of 55 ms answers `/health` 200 before its lines
    /// have come down the journal's stream. The 200 waits for the run's ready line, so the model
    /// load is still timed at its own line and ready stands at the listening line.
    void healthOvertakingTheJournalWaitsForTheReadyLine()
    {
        // The run is replayed as starting now, while the console watches.
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const ReplayedStartup run("inv-race", now - 50);
        QVERIFY(run.isValid());
        QTemporaryDir dir;
        StartupWatch watch(llamaHost(QStringLiteral("llama.cpp")));
        watch.setHistoryDirectory(dir.path());
        QSignalSpy ready(&watch, &StartupWatch::startupReady);
        watch.onServiceState(
            activeState(QStringLiteral("inv-race"), QDateTime::fromMSecsSinceEpoch(now - 60)));
        watch.onHealth(HealthState::Healthy, QDateTime::currentMSecsSinceEpoch());
        // The 200 came first: nothing is ready before the journal had its chance.
        QTest::qWait(200);
        QCOMPARE(watch.tracker()->outcome(), StartupOutcome::Starting);
        QCOMPARE(ready.count(), 0);
        watch.onEntries(run.lines);
        QCOMPARE(watch.tracker()->outcome(), StartupOutcome::Ready);
        QCOMPARE(ready.count(), 1);
        const StartupSnapshot s = watch.tracker()->snapshot();
        QVERIFY(s.readyTimeKnown);
        verifyPhasesAtTheirLines(s, run);
    }

    /// With no journal at all (not readable for the login), the 200 still makes the run ready,
    /// a journal's latency later, at the moment it came.
    void healthWithoutAJournalIsReadyAtItsOwnMoment()
    {
        QTemporaryDir dir;
        StartupWatch watch(llamaHost(QStringLiteral("llama.cpp")));
        watch.setHistoryDirectory(dir.path());
        QSignalSpy ready(&watch, &StartupWatch::startupReady);
        QTest::qWait(20); // the run starts while the console watches
        watch.onServiceState(activeState(QStringLiteral("inv-quiet"), QDateTime::currentDateTime()));
        const qint64 answered = QDateTime::currentMSecsSinceEpoch();
        watch.onHealth(HealthState::Healthy, answered);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 5000);
        const StartupSnapshot s = watch.tracker()->snapshot();
        QVERIFY(s.readyTimeKnown);
        for (const StartupPhaseStatus &p : s.phases) {
            if (p.id == QLatin1String("ready"))
                QVERIFY2(
                    p.endedMs >= answered && p.endedMs - answered < 200,
                    qPrintable(QStringLiteral("ready at %1, answer at %2").arg(p.endedMs).arg(answered)));
        }
    }
};

QTEST_GUILESS_MAIN(TestRealHostLogs)
#include "tst_realhostlogs.moc"
