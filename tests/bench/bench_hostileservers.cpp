// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// How long a request takes to end, and how much memory it holds, against each misbehaving server,
// with the default ladder's limits (first byte and total shortened to 5 s and 10 s so that the
// hanging behaviours finish in seconds). Prints one line per behaviour and request:
//   behaviour  request  seconds  ended-by  kept-bytes  rss-MiB  peak-rss-MiB
// Run: build/tests/bench_hostileservers
#include "EventLoopWait.h"
#include "MisbehavingHttpServer.h"

#include "chat/ChatStream.h"
#include "chat/Ladder.h"
#include "transport/HttpGet.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>

#include <cstdio>

using namespace ic;
using ic::testsupport::Misbehaviour;

namespace {
double statusMiB(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qstrlen(field)).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    HttpLimits limits = Ladder::builtin().limits;
    limits.firstByteMs = 5000;
    limits.totalMs = 10000;
    std::printf("limits: %s, event %lld KiB\n", qPrintable(limits.summary()),
                static_cast<long long>(limits.maxEventBytes / 1024));
    std::printf("%-22s %-8s %8s %-12s %11s %8s %9s\n", "behaviour", "request", "seconds", "ended-by",
                "kept-bytes", "rss-MiB", "peak-MiB");
    QNetworkAccessManager nam;
    for (Misbehaviour b : ic::testsupport::allMisbehaviours()) {
        ic::testsupport::MisbehavingHttpServer server(b);
        server.setByteIntervalMs(200);
        const ChatEndpoint endpoint { server.baseUrl(), QString() };
        {
            QElapsedTimer clock;
            clock.start();
            auto *get = new HttpGet(&nam, endpoint, QStringLiteral("/v1/models"), limits);
            HttpResult result;
            QObject::connect(get, &HttpGet::finished, &app, [&result](const HttpResult &r) { result = r; });
            get->start();
            ic::testsupport::waitForSignal(get, &HttpGet::finished, 60000);
            const QString ended = result.deadline.isEmpty()
                ? (result.error.isEmpty() ? QStringLiteral("http-%1").arg(result.status)
                                          : QStringLiteral("error"))
                : result.deadline;
            std::printf("%-22s %-8s %8.2f %-12s %11lld %8.1f %9.1f\n", qPrintable(misbehaviourId(b)), "GET",
                        clock.elapsed() / 1000.0, qPrintable(ended),
                        static_cast<long long>(result.body.size()), statusMiB("VmRSS:"), statusMiB("VmHWM:"));
        }
        {
            QElapsedTimer clock;
            clock.start();
            ChatStream stream(&nam, endpoint, R"({"model":"m","stream":true,"messages":[]})", limits);
            stream.setUpdateInterval(0);
            stream.start();
            ic::testsupport::waitForSignal(&stream, &ChatStream::finished, 60000);
            const ChatTurn &t = stream.turn();
            const QString ended
                = t.errorKind == TurnError::None ? turnStateId(t.state) : turnErrorId(t.errorKind);
            std::printf("%-22s %-8s %8.2f %-12s %11lld %8.1f %9.1f\n", qPrintable(misbehaviourId(b)), "POST",
                        clock.elapsed() / 1000.0, qPrintable(ended),
                        static_cast<long long>(t.answer.size() * 2 + t.reasoning.size() * 2),
                        statusMiB("VmRSS:"), statusMiB("VmHWM:"));
        }
    }
    return 0;
}
