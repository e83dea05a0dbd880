// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// SSH transport figures against a real loopback sshd:
//   1. lines per second one stream delivers into the core (remote `seq`);
//   2. CPU time this process spends per idle connected host.
// Usage: bench_ssh [lines (default 2000000)] [idle hosts (5)] [idle seconds (20)]

#include "LoopbackSshd.h"

#include "transport/SshTransport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <QTimer>

#include <sys/resource.h>

using namespace ic;

namespace {

double cpuSeconds()
{
    rusage u {};
    ::getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec)
        + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

bool waitFor(const std::function<bool()> &done, int ms)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > ms)
            return false;
        // Sleep in the event loop (processEvents with a time limit would spin and skew the CPU figure).
        QEventLoop loop;
        QTimer::singleShot(50, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qint64 lines = args.value(1, QStringLiteral("2000000")).toLongLong();
    const int hosts = args.value(2, QStringLiteral("5")).toInt();
    const int idleSeconds = args.value(3, QStringLiteral("20")).toInt();
    QTextStream out(stdout);
    qunsetenv("SSH_AUTH_SOCK");

    ic::testsupport::LoopbackSshd server;
    if (!server.isReady() || !server.start()) {
        out << "bench_ssh: could not start sshd: " << server.errorString() << '\n';
        return 1;
    }
    SshOptions o;
    o.sshDir = server.clientDir();
    o.configFile = server.clientConfig();
    if (!server.trust()) {
        out << "bench_ssh: " << server.errorString() << '\n';
        return 1;
    }

    // 1. Throughput of one stream.
    {
        SshTransport t(QStringLiteral("testhost"), o);
        t.connectToHost();
        if (!waitFor([&] { return t.status().state == LinkState::Connected; }, 15000)) {
            out << "bench_ssh: no connection: " << t.status().message << '\n';
            return 1;
        }
        StreamJob *job = t.stream("exec seq 1 " + QByteArray::number(lines));
        qint64 received = 0;
        qint64 bytes = 0;
        int batches = 0;
        bool finished = false;
        QElapsedTimer timer;
        timer.start();
        QObject::connect(job, &StreamJob::linesArrived, job, [&](const QList<QByteArray> &l) {
            received += l.size();
            for (const QByteArray &line : l)
                bytes += line.size() + 1;
            ++batches;
        });
        QObject::connect(job, &StreamJob::finished, job, [&] { finished = true; });
        const double cpu0 = cpuSeconds();
        waitFor([&] { return finished; }, 300000);
        const double secs = double(timer.nsecsElapsed()) / 1e9;
        const double cpu = cpuSeconds() - cpu0;
        out << QStringLiteral(
                   "stream: %1 lines (%2 MB) in %3 s = %4 lines/s, %5 MB/s, %6 batches (%7 lines/batch), "
                   "client CPU %8 s\n")
                   .arg(received)
                   .arg(double(bytes) / 1e6, 0, 'f', 1)
                   .arg(secs, 0, 'f', 2)
                   .arg(double(received) / secs, 0, 'f', 0)
                   .arg(double(bytes) / 1e6 / secs, 0, 'f', 1)
                   .arg(batches)
                   .arg(batches ? received / batches : 0)
                   .arg(cpu, 0, 'f', 2);
        out.flush();
        if (received != lines)
            out << "bench_ssh: expected " << lines << " lines\n";
        delete job;
    }

    // 2. CPU per idle connected host (heartbeat probes included).
    {
        std::vector<std::unique_ptr<SshTransport>> idle;
        for (int i = 0; i < hosts; ++i) {
            idle.push_back(std::make_unique<SshTransport>(QStringLiteral("testhost"), o));
            idle.back()->connectToHost();
        }
        if (!waitFor(
                [&] {
                    for (auto &t : idle) {
                        if (t->status().state != LinkState::Connected)
                            return false;
                    }
                    return true;
                },
                30000)) {
            out << "bench_ssh: idle hosts did not connect\n";
            return 1;
        }
        const double cpu0 = cpuSeconds();
        QElapsedTimer timer;
        timer.start();
        waitFor([&] { return timer.elapsed() >= idleSeconds * 1000; }, idleSeconds * 1000 + 1000);
        const double cpu = cpuSeconds() - cpu0;
        const double secs = double(timer.elapsed()) / 1000.0;
        bool allConnected = true;
        for (auto &t : idle)
            allConnected &= t->status().state == LinkState::Connected;
        out << QStringLiteral(
                   "idle: %1 hosts for %2 s: %3 ms CPU total, %4 ms CPU per host per minute (%5% of a core "
                   "per host); all still connected: %6\n")
                   .arg(hosts)
                   .arg(secs, 0, 'f', 1)
                   .arg(cpu * 1000, 0, 'f', 0)
                   .arg(cpu * 1000 / hosts / secs * 60, 0, 'f', 1)
                   .arg(cpu / hosts / secs * 100, 0, 'f', 3)
                   .arg(allConnected ? QStringLiteral("yes") : QStringLiteral("no"));
    }
    return 0;
}
