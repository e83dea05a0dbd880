// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Chat pane benchmark: a local SSE server (own thread, 127.0.0.1) streams 10k tok/s, one token
// per chunk, reasoning then a Markdown answer with code, into a real ChatPane through its
// ChatClient. Prints machine-readable lines:
//   tokens, stream_s, updates, max_stall_ms (longest gap between GUI event-loop iterations while
//   streaming), busy_gaps / p50_stall_ms / p99_stall_ms / stalls_over_16ms (over the gaps of 1 ms
//   or more: the iterations that did work), max_stall_cpu_ms / p99_stall_cpu_ms (the GUI thread's
//   own CPU time within those gaps; the rest is waiting for a core or for the X server),
//   mean_loop_ms, mean_update_ms / max_update_ms (pane work per turnUpdated), finish_ms (the final Markdown
//   render of the whole answer), and the slowest single event deliveries while streaming (`slow_event <ms>
//   (cpu <ms>) <event> <receiver>`), which say where a stall comes from, and the widgets that
//   repainted the most pixels (`painted <Mpx> in <n> paints <class>`): every repainted pixel goes
//   to the X server again, and the next repaint of it waits until the server has taken it.
// `--tokens N` (default 40000), `--png FILE` grabs the window mid-answer. Run it under Xvfb
// (`xvfb-run -a tests/bench_chatpane`) as well as offscreen: only a real X server pays for
// pushing pixels.
// `--probe idle` (default) watches the event loop with a 1 ms timer, so the GUI thread sleeps
// between events as it does in the console and a gap is the time the loop could not run;
// `--probe spin` uses a 0 ms timer, which keeps the thread busy: it then competes for a core with
// the X server it waits for, and its gaps include that. A gap counts as busy from 1 ms beyond the
// probe's interval. The load average is printed with the figures (`load_1min`).
// `--frame-ms N` sets the shortest time between two shown live updates of a turn (default 16).
#include "ChatPane.h"
#include "ChatTurnView.h"
#include "ScriptedHttpServer.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaEnum>
#include <QPaintEvent>
#include <QPointer>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>
#include <memory>
#include <vector>

using namespace ic;

namespace {

QByteArray chunk(const char *field, const QString &text)
{
    QJsonObject delta { { QLatin1String(field), text } };
    QJsonObject choice { { QStringLiteral("index"), 0 }, { QStringLiteral("delta"), delta } };
    QJsonObject o { { QStringLiteral("id"), QStringLiteral("bench") },
                    { QStringLiteral("object"), QStringLiteral("chat.completion.chunk") },
                    { QStringLiteral("model"), QStringLiteral("bench-model") },
                    { QStringLiteral("choices"), QJsonArray { choice } } };
    return "data: " + QJsonDocument(o).toJson(QJsonDocument::Compact) + "\n\n";
}

/// The token stream: reasoning for the first 30 %, then an answer with headings, lists and code.
QString tokenAt(int i, int total, bool *reasoning)
{
    *reasoning = i < total * 3 / 10;
    if (*reasoning)
        return QStringLiteral("step%1 ").arg(i % 97) + (i % 40 == 39 ? QStringLiteral("\n") : QString());
    const int a = i - total * 3 / 10;
    switch (a % 120) {
    case 0:
        return QStringLiteral("\n\n## Part %1\n\n").arg(a / 120 + 1);
    case 60:
        return QStringLiteral("\n\n```python\ndef is_prime(n):\n    if n < 2:\n        return False\n");
    case 61:
        return QStringLiteral("    return all(n % d for d in range(2, int(n**0.5) + 1))\n```\n\n");
    case 90:
        return QStringLiteral("\n- a **list** item ");
    default:
        return QStringLiteral("word%1 ").arg(a % 13);
    }
}

/// The streamed answer: `total` tokens at `rate` per second, then the finish, usage and [DONE].
ic::testsupport::ScriptedReply streamedAnswer(int total, double rate)
{
    ic::testsupport::ScriptedReply r;
    for (int i = 0; i < total; ++i) {
        bool reasoning = false;
        const QString t = tokenAt(i, total, &reasoning);
        r.chunks << chunk(reasoning ? "reasoning_content" : "content", t);
    }
    r.chunks.last()
        += "data: "
           "{\"id\":\"bench\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}"
           "\n\n"
           "data: "
           "{\"id\":\"bench\",\"choices\":[],\"usage\":{\"prompt_tokens\":20,\"completion_tokens\":"
        + QByteArray::number(total) + ",\"total_tokens\":" + QByteArray::number(total + 20) + "}}\n\n"
        + "data: [DONE]\n\n";
    r.chunksPerSecond = rate;
    return r;
}

/// Times every top-level event delivery on the GUI thread, to name the slow ones.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;
    bool recording = false;
    struct Slow {
        double ms;
        double cpuMs; ///< of which this thread ran (the rest it waited for a core)
        QEvent::Type type;
        QByteArray receiver;
    };
    std::vector<Slow> slow; ///< deliveries of 4 ms or more while recording
    struct Painted {
        qint64 pixels = 0;
        int events = 0;
    };
    std::map<QByteArray, Painted> painted; ///< paint events while recording, by widget class

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (recording && event->type() == QEvent::Paint) {
            // What is repainted, by whom: each repainted pixel is pushed to the X server again.
            qint64 area = 0;
            for (const QRect &r : static_cast<QPaintEvent *>(event)->region())
                area += qint64(r.width()) * r.height();
            QByteArray name = receiver->metaObject()->className();
            if (name == "QWidget" && receiver->parent()) // a scroll area's viewport: name its owner
                name = receiver->parent()->metaObject()->className() + QByteArray("/") + name;
            Painted &p = painted[name];
            p.pixels += area;
            ++p.events;
        }
        if (m_depth > 0 || !recording || QThread::currentThread() != thread()) {
            ++m_depth;
            const bool r = QApplication::notify(receiver, event);
            --m_depth;
            return r;
        }
        const QEvent::Type type = event->type(); // the event may be gone after delivery
        const QByteArray name = receiver->metaObject()->className();
        QElapsedTimer clock;
        clock.start();
        const double cpu0 = threadCpuMs();
        ++m_depth;
        const bool r = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = clock.nsecsElapsed() / 1e6;
        if (ms >= 4 && recording) // the delivery that finished the turn stops the recording
            slow.push_back({ ms, threadCpuMs() - cpu0, type, name });
        return r;
    }

    static double threadCpuMs()
    {
        timespec ts {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
    }

private:
    int m_depth = 0;
};

double percentileOf(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double rank = p / 100.0 * double(v.size() - 1);
    const size_t lo = size_t(rank);
    const size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (v[hi] - v[lo]) * (rank - double(lo));
}

} // namespace

int main(int argc, char **argv)
{
    TimedApplication app(argc, argv);
    const QStringList args = app.arguments();
    int tokens = 40000;
    QString png;
    bool spin = false;
    int frameMs = ChatTurnView::DefaultFrameIntervalMs;
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--tokens"))
            tokens = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--png"))
            png = args.at(i + 1);
        else if (args.at(i) == QLatin1String("--probe"))
            spin = args.at(i + 1) == QLatin1String("spin");
        else if (args.at(i) == QLatin1String("--frame-ms"))
            frameMs = args.at(i + 1).toInt();
    }
    ChatTurnView::setFrameInterval(frameMs);
    const int probeMs = spin ? 0 : 1;

    // The server streams from its own thread, so a busy GUI thread cannot slow it down.
    QThread serverThread;
    QObject serverContext;
    serverContext.moveToThread(&serverThread);
    serverThread.start();
    std::unique_ptr<ic::testsupport::ScriptedHttpServer> server;
    const ic::testsupport::ScriptedReply answer = streamedAnswer(tokens, 10000);
    QMetaObject::invokeMethod(
        &serverContext,
        [&] {
            server = std::make_unique<ic::testsupport::ScriptedHttpServer>(
                [answer](const ic::testsupport::HttpRequest &request) {
                    if (request.method == "POST")
                        return answer;
                    ic::testsupport::ScriptedReply models;
                    models.contentType = "application/json";
                    models.body = R"({"data":[{"id":"bench-model"}],"object":"list"})";
                    return models;
                });
        },
        Qt::BlockingQueuedConnection);

    ChatClient client; // what a host's session holds; the pane makes none
    ChatPane pane;
    pane.setClient(&client);
    pane.resize(1500, 950);
    pane.setWindowTitle(QStringLiteral("Inference Console — chat"));
    pane.show();
    pane.setEndpoint({ QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server->port())), QString() });

    QElapsedTimer loopClock;
    double maxStallMs = 0;
    std::vector<double> busyGaps;
    std::vector<double> busyGapsCpu; ///< the GUI thread's own CPU time within each of those gaps
    double loopCpu = 0;
    double loopSumMs = 0;
    qint64 loops = 0;
    enum class Phase { Idle, Streaming, Finishing } phase = Phase::Idle;
    int updates = 0;
    double updateSumMs = 0;
    double updateMaxMs = 0;
    QElapsedTimer updateClock;
    QElapsedTimer streamClock;
    double streamS = 0;
    ChatTurn last;

    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(probeMs);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const double gap = loopClock.nsecsElapsed() / 1e6;
        loopClock.restart();
        const double cpuNow = TimedApplication::threadCpuMs();
        const double gapCpu = cpuNow - loopCpu;
        loopCpu = cpuNow;
        if (phase == Phase::Streaming) {
            maxStallMs = std::max(maxStallMs, gap);
            if (gap >= probeMs + 1) {
                busyGaps.push_back(gap);
                busyGapsCpu.push_back(gapCpu);
            }
            loopSumMs += gap;
            ++loops;
        } else if (phase == Phase::Finishing) {
            // This gap holds the pane's finish: the one Markdown render of the whole answer.
            phase = Phase::Idle;
            app.recording = false;
            const auto over16
                = std::count_if(busyGaps.begin(), busyGaps.end(), [](double g) { return g > 16; });
            double load[3] = { -1, -1, -1 };
            if (FILE *f = std::fopen("/proc/loadavg", "r")) {
                if (std::fscanf(f, "%lf %lf %lf", &load[0], &load[1], &load[2]) != 3)
                    load[0] = -1;
                std::fclose(f);
            }
            std::printf("probe %s\nframe_ms %d\nload_1min %.2f\n", spin ? "spin" : "idle", frameMs, load[0]);
            std::printf("busy_gaps %zu\np50_stall_ms %.1f\np99_stall_ms %.1f\nstalls_over_16ms %lld\n",
                        busyGaps.size(), percentileOf(busyGaps, 50), percentileOf(busyGaps, 99),
                        qlonglong(over16));
            // Wall time minus the thread's own CPU time is waiting: for a core, or for the X server.
            std::printf("max_stall_cpu_ms %.1f\np99_stall_cpu_ms %.1f\n",
                        busyGapsCpu.empty() ? 0.0 : *std::max_element(busyGapsCpu.begin(), busyGapsCpu.end()),
                        percentileOf(busyGapsCpu, 99));
            std::sort(app.slow.begin(), app.slow.end(),
                      [](const auto &a, const auto &b) { return a.ms > b.ms; });
            const QMetaEnum types = QMetaEnum::fromType<QEvent::Type>();
            for (size_t i = 0; i < std::min<size_t>(6, app.slow.size()); ++i)
                std::printf("slow_event %.1f ms (cpu %.1f) %s %s\n", app.slow[i].ms, app.slow[i].cpuMs,
                            types.valueToKey(app.slow[i].type), app.slow[i].receiver.constData());
            std::vector<std::pair<QByteArray, TimedApplication::Painted>> byArea(app.painted.begin(),
                                                                                 app.painted.end());
            std::sort(byArea.begin(), byArea.end(),
                      [](const auto &a, const auto &b) { return a.second.pixels > b.second.pixels; });
            for (size_t i = 0; i < std::min<size_t>(5, byArea.size()); ++i)
                std::printf("painted %.1f Mpx in %d paints %s\n", double(byArea[i].second.pixels) / 1e6,
                            byArea[i].second.events, byArea[i].first.constData());
            std::printf("tokens %lld\nstream_s %.2f\nupdates %d\nmax_stall_ms %.1f\nmean_loop_ms %.3f\n"
                        "mean_update_ms %.2f\nmax_update_ms %.2f\nfinish_ms %.1f\nanswer_chars %lld\n"
                        "reasoning_chars %lld\nstate %s\n",
                        qlonglong(last.outputTokens()), streamS, updates, maxStallMs,
                        loops ? loopSumMs / loops : 0.0, updates ? updateSumMs / updates : 0.0, updateMaxMs,
                        gap, qlonglong(last.answer.size()), qlonglong(last.reasoning.size()),
                        qPrintable(turnStateId(last.state)));
            std::fflush(stdout);
            QTimer::singleShot(0, &app, &QCoreApplication::quit);
        }
    });

    // The pane's own handler is replaced by the same call between two clock reads.
    QObject::disconnect(pane.client(), &ChatClient::turnUpdated, &pane, nullptr);
    QObject::connect(pane.client(), &ChatClient::turnUpdated, &pane,
                     [&](int index, const ChatTurn &turn, bool reclassified) {
                         updateClock.start();
                         if (ChatTurnView *v = pane.turnView(index))
                             v->updateTurn(turn, reclassified);
                         const double ms = updateClock.nsecsElapsed() / 1e6;
                         updateSumMs += ms;
                         updateMaxMs = std::max(updateMaxMs, ms);
                         ++updates;
                     });
    bool grabbed = false;
    QObject::connect(pane.client(), &ChatClient::turnUpdated, &pane, [&](int, const ChatTurn &turn, bool) {
        if (!png.isEmpty() && !grabbed && turn.answer.size() > 5000) {
            grabbed = true;
            pane.grab().save(png);
        }
    });
    QObject::connect(pane.client(), &ChatClient::turnFinished, &app, [&](int, const ChatTurn &turn) {
        streamS = streamClock.nsecsElapsed() / 1e9;
        app.recording = false;
        last = turn;
        phase = Phase::Finishing;
    });

    QTimer::singleShot(300, &app, [&] {
        phase = Phase::Streaming;
        app.recording = true;
        loopClock.start();
        loopCpu = TimedApplication::threadCpuMs();
        streamClock.start();
        probe.start();
        pane.sendText(QStringLiteral("Write a long answer with code."));
    });
    const int rc = app.exec();
    QMetaObject::invokeMethod(
        &serverContext, [&] { server.reset(); }, Qt::BlockingQueuedConnection);
    serverThread.quit();
    serverThread.wait();
    return rc;
}
