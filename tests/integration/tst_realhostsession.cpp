// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// One host's session against a real host (tests/support/RealHost): systemd, journald and OpenSSH
// in a booted Debian container, running Debian's own llama.cpp `llama-server` as a unit with a
// tiny thinking model, reached over real SSH. What the simulator never let break:
//  * a service that was already serving when the console connected shows its real start (the
//    unit's start and the engine's own "listening on" line), not the connection time;
//  * a restart is seen ready within 5 s of the engine's listening line, with its phases from the
//    real log, and the journal is followed across it;
//  * the chat shows the thinking beside the answer, with usage, from the thinking chat template;
//  * the engine's loop hung (its main thread stopped, the HTTP threads going on: /health 200,
//    /metrics and prompts silent) is judged stuck within the host's threshold + 5 s, without any
//    GPU readings (the host has no nvidia-smi); before that, an idle engine is never called stuck.
#include "RealHost.h"

#include "chat/ChatClient.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/LivenessMonitor.h"
#include "monitor/LogModel.h"
#include "monitor/LogStore.h"
#include "monitor/ServiceMonitor.h"
#include "monitor/Timeline.h"
#include "startup/StartupTracker.h"
#include "transport/SshTransport.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <memory>

using namespace ic;
using namespace ic::testsupport;

namespace {

constexpr int kStuckAfterSeconds = 20;

/// The realtime (ms since the epoch) of each journal line of the unit that contains `text`,
/// oldest first, as the host's journal has it.
QList<qint64> lineTimes(const RealHost &host, const QString &text)
{
    int code = -1;
    const QByteArray out
        = host.run(QStringLiteral("journalctl -u llama-server -o short-unix --no-pager"), &code);
    QList<qint64> times;
    for (const QByteArray &line : out.split('\n')) {
        if (!QString::fromUtf8(line).contains(text))
            continue;
        bool ok = false;
        const double seconds = line.left(line.indexOf(' ')).toDouble(&ok);
        if (ok)
            times << qint64(seconds * 1000);
    }
    return times;
}

QList<TimelineEvent> eventsOf(const Timeline *timeline, TimelineEventKind kind)
{
    QList<TimelineEvent> out;
    for (const TimelineEvent &e : timeline->events(0, std::numeric_limits<qint64>::max()))
        if (e.kind == kind)
            out << e;
    return out;
}

/// Lines of the host's journal store (every invocation, not only the view's current one).
int logLinesContaining(const LogModel *log, const QString &text)
{
    int n = 0;
    const LogStore &store = log->store();
    for (qint64 seq = store.firstSequence(); seq < store.endSequence(); ++seq)
        n += store.text(seq).contains(text);
    return n;
}

} // namespace

class TestRealHostSession : public QObject {
    Q_OBJECT

    std::unique_ptr<RealHost> m_host;
    QTemporaryDir m_data;
    std::unique_ptr<HostSession> m_session;
    qint64 m_connectedAt = 0;
    QList<LivenessState> m_states; ///< every liveness state the session went through, in order

private Q_SLOTS:
    void initTestCase()
    {
        IC_REALHOST_OR_SKIP();
        QVERIFY(m_data.isValid());
        RealHost::Options o;
        o.model = QStringLiteral("/models/tiny-think.gguf");
        o.extraEngineArguments = { QStringLiteral("--reasoning-format"), QStringLiteral("deepseek") };
        m_host = std::make_unique<RealHost>(o);
        QElapsedTimer boot;
        boot.start();
        const QString error = m_host->start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        qInfo("real host: sshd after %lld ms, /health 200 after %lld ms", m_host->bootToSshMs(),
              m_host->bootToServingMs());
        // The engine has been serving for a while when the console connects: a duration measured
        // up to the connection would show these seconds (more than the 5 s the watch allows a
        // host's clock to run behind ours).
        QTest::qWait(7000);

        HostDefinition d = m_host->definition();
        d.name = QStringLiteral("real-llama");
        d.stuckAfterSeconds = kStuckAfterSeconds;
        SshOptions ssh;
        ssh.sshDir = m_host->clientDir();
        ssh.configFile = m_host->clientConfig();
        ssh.askHostKeys = false;
        SessionOptions so;
        so.dataDirectory = m_data.path();
        m_session = std::make_unique<HostSession>(d, new SshTransport(m_host->hostAlias(), ssh), so);
        connect(m_session->liveness(), &LivenessMonitor::stateChanged, this,
                [this](LivenessState s) { m_states << s; });
        m_connectedAt = QDateTime::currentMSecsSinceEpoch();
        m_session->start();
    }

    void cleanupTestCase()
    {
        m_session.reset();
        if (m_host) {
            const QString stopped = m_host->stop();
            qInfo("real host: shut down in %lld ms %s", m_host->shutdownMs(), qPrintable(stopped));
        }
    }

    void alreadyServingShowsItsRealStart()
    {
        StartupWatch *watch = m_session->startupWatch();
        QSignalSpy ready(watch, &StartupWatch::startupReady);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->service()->state().activeState, QStringLiteral("active"), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(watch->tracker()->outcome(), StartupOutcome::Ready, 20000);
        const StartupSnapshot s = watch->tracker()->snapshot();
        QCOMPARE(s.engine, QStringLiteral("llama.cpp"));
        QVERIFY2(s.readyTimeKnown,
                 "the engine's listening line is in the journal: the ready moment is known");

        const QList<qint64> listening = lineTimes(*m_host, QStringLiteral("listening on"));
        QVERIFY2(!listening.isEmpty(), "the host's journal has no listening line");
        const QList<TimelineEvent> readyEvents = eventsOf(watch->timeline(), TimelineEventKind::Ready);
        QCOMPARE(readyEvents.size(), 1);
        // The ready mark stands at the engine's own line, seconds before the console connected.
        QVERIFY2(qAbs(readyEvents.first().msecs - listening.last()) <= 1000,
                 qPrintable(QStringLiteral("ready at %1, listening line at %2, connected at %3: %4")
                                .arg(readyEvents.first().msecs)
                                .arg(listening.last())
                                .arg(m_connectedAt)
                                .arg(readyEvents.first().text)));
        QVERIFY(readyEvents.first().msecs < m_connectedAt - 2000);
        // A start-up the console did not watch is not announced, nor timed up to the connection.
        QTest::qWait(500);
        QCOMPARE(ready.count(), 0);
        for (const StartupPhaseStatus &p : s.phases)
            QVERIFY2(p.seconds() < 2.5,
                     qPrintable(QStringLiteral("%1 took %2 s").arg(p.id).arg(p.seconds())));
    }

    void restartIsSeenReadyWithinFiveSeconds()
    {
        StartupWatch *watch = m_session->startupWatch();
        QSignalSpy ready(watch, &StartupWatch::startupReady);
        QSignalSpy finished(m_session->service(), &ServiceMonitor::actionFinished);
        const QString before = m_session->service()->state().invocationId;
        QVERIFY(!before.isEmpty());
        const int listeningBefore = lineTimes(*m_host, QStringLiteral("listening on")).size();
        m_session->service()->runAction(UnitAction::Restart);
        QVERIFY(ready.wait(30000) || ready.count() > 0);
        const qint64 seenAt = QDateTime::currentMSecsSinceEpoch();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() > 0, 20000);
        QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
        QVERIFY(m_session->service()->state().invocationId != before);
        QCOMPARE(watch->tracker()->invocationId(), m_session->service()->state().invocationId);

        const QList<qint64> listening = lineTimes(*m_host, QStringLiteral("listening on"));
        QCOMPARE(listening.size(), listeningBefore + 1);
        const qint64 lag = seenAt - listening.last();
        qInfo("restart: ready seen %lld ms after the engine's listening line", lag);
        QVERIFY2(lag <= 5000,
                 qPrintable(QStringLiteral("ready seen %1 ms after the listening line").arg(lag)));

        // The phases come from the engine's real log: the model load ended at "model loaded".
        const StartupSnapshot s = watch->tracker()->snapshot();
        QVERIFY(s.readyTimeKnown);
        QStringList done;
        for (const StartupPhaseStatus &p : s.phases)
            if (p.state == PhaseState::Done)
                done << p.id;
        // /health may answer 200 before the journal's SSH stream brings the lines of a 55 ms
        // start-up: the 200 waits for the run's ready line, so the model load is still timed.
        QVERIFY2(done.contains(QLatin1String("ready")) && done.contains(QLatin1String("weights")),
                 qPrintable(done.join(u' ')));
        QVERIFY(ready.first().at(0).toDouble() >= 0 && ready.first().at(0).toDouble() < 10);

        // The journal followed across the restart: both runs' listening lines are kept (the view
        // shows the current run's by default).
        QTRY_VERIFY_WITH_TIMEOUT(logLinesContaining(m_session->log(), QStringLiteral("listening on")) >= 2,
                                 10000);
    }

    void chatShowsReasoningBesideTheAnswer()
    {
        ChatClient *chat = m_session->chat();
        QTRY_VERIFY_WITH_TIMEOUT(!m_session->apiBaseUrl().isEmpty(), 10000);
        ChatSettings settings;
        settings.maxTokens = 96;
        settings.engine = QStringLiteral("llama.cpp");
        chat->setSettings(settings);
        QSignalSpy finished(chat, &ChatClient::turnFinished);
        QVERIFY(chat->send(QStringLiteral("What is the capital of France?")) >= 0);
        QVERIFY(finished.wait(60000));
        const ChatTurn turn = chat->turns().last();
        QVERIFY2(turn.error.isEmpty(), qPrintable(turn.error));
        QVERIFY2(!turn.reasoning.isEmpty(), "the thinking template's output came back as reasoning_content");
        QVERIFY(turn.usage.present);
        QVERIFY(turn.usage.completionTokens > 0);
        QVERIFY(turn.usage.promptTokens > 0);
        QVERIFY(turn.decodeTokensPerSecond() > 0);
        qInfo("chat: %d reasoning chars, %d answer chars, %d completion tokens", int(turn.reasoning.size()),
              int(turn.answer.size()), int(turn.usage.completionTokens));
    }

    void idleIsNeverStuckAndHungLoopIsStuckInTime()
    {
        LivenessMonitor *liveness = m_session->liveness();
        // Idle for longer than the threshold: never stuck, and judged (the probe answered).
        QTest::qWait((kStuckAfterSeconds + 5) * 1000);
        QVERIFY2(!m_states.contains(LivenessState::Stuck), "an idle engine was called stuck");
        QCOMPARE(liveness->state(), LivenessState::Idle);
        QVERIFY(!liveness->probeOutstanding());

        QVERIFY2(m_host->freezeEngineLoop(), qPrintable(m_host->errorString()));
        QElapsedTimer frozen;
        frozen.start();
        QCOMPARE(m_host->httpStatus(QStringLiteral("/health"), 3000), 200);
        QTRY_VERIFY_WITH_TIMEOUT(liveness->state() == LivenessState::Stuck, (kStuckAfterSeconds + 20) * 1000);
        const qint64 ms = frozen.elapsed();
        qInfo("hung loop judged stuck %lld ms after the freeze (threshold %d s)", ms, kStuckAfterSeconds);
        const QString evidence = liveness->verdict().evidence.join(u'\n');
        QVERIFY2(ms <= (kStuckAfterSeconds + 5) * 1000, qPrintable(evidence));
        QVERIFY2(evidence.contains(QLatin1String("/metrics")), qPrintable(evidence));
        QVERIFY2(evidence.contains(QLatin1String("no GPU readings (No GPU tool on this host")),
                 qPrintable(evidence));

        // Thawed, it serves again and the stuck verdict is taken back.
        QVERIFY2(m_host->thawEngineLoop(), qPrintable(m_host->errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(liveness->state() == LivenessState::Idle
                                     || liveness->state() == LivenessState::Serving,
                                 (kStuckAfterSeconds + 30) * 1000);
    }
};

QTEST_GUILESS_MAIN(TestRealHostSession)
#include "tst_realhostsession.moc"
