// Chat pane benchmark: a local SSE server (own thread, 127.0.0.1) streams 10k tok/s, one token
// per chunk, reasoning then a Markdown answer with code, into a real ChatPane through its
// ChatClient. Prints machine-readable lines:
//   tokens, stream_s, updates, max_stall_ms (longest gap between GUI event-loop iterations while
//   streaming), mean_loop_ms, mean_update_ms / max_update_ms (pane work per turnUpdated),
//   finish_ms (the final Markdown render of the whole answer).
// `--tokens N` (default 40000), `--png FILE` grabs the window mid-answer.
#include "ChatPane.h"
#include "ChatTurnView.h"
#include "ScriptedHttpServer.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>

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

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    int tokens = 40000;
    QString png;
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--tokens"))
            tokens = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--png"))
            png = args.at(i + 1);
    }

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

    ChatPane pane;
    pane.resize(1500, 950);
    pane.setWindowTitle(QStringLiteral("Inference Console — chat"));
    pane.show();
    pane.setEndpoint({ QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server->port())), QString() });

    QElapsedTimer loopClock;
    double maxStallMs = 0;
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
    probe.setInterval(0);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const double gap = loopClock.nsecsElapsed() / 1e6;
        loopClock.restart();
        if (phase == Phase::Streaming) {
            maxStallMs = std::max(maxStallMs, gap);
            loopSumMs += gap;
            ++loops;
        } else if (phase == Phase::Finishing) {
            // This gap holds the pane's finish: the one Markdown render of the whole answer.
            phase = Phase::Idle;
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
        last = turn;
        phase = Phase::Finishing;
    });

    QTimer::singleShot(300, &app, [&] {
        phase = Phase::Streaming;
        loopClock.start();
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
