// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// How long quitting takes with many SSH hosts connected, and the reconnect schedule a host
// that stays away sees, against a real loopback sshd.
//   1. N transports connected; the time the GUI thread spends deleting them all, then the time
//      until every worker thread has finished (they disconnect in parallel);
//   2. one transport whose sshd is down: each attempt's number and planned delay, and the time
//      between attempts as measured.
// Usage: bench_sshquit [hosts (default 64)] [seconds to watch the schedule (default 70)]

#include "LoopbackSshd.h"

#include "transport/SshTransport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <QTimer>

using namespace ic;

namespace {

bool waitFor(const std::function<bool()> &done, int ms)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > ms)
            return false;
        QEventLoop loop;
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

SshOptions optionsFor(const testsupport::LoopbackSshd &server)
{
    SshOptions o;
    o.sshDir = server.clientDir();
    o.configFile = server.clientConfig();
    o.knownHostsFile = server.knownHosts();
    return o;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int hosts = args.size() > 1 ? args.at(1).toInt() : 64;
    const int watchSeconds = args.size() > 2 ? args.at(2).toInt() : 70;
    QTextStream out(stdout);
    qunsetenv("SSH_AUTH_SOCK");

    testsupport::LoopbackSshd server("MaxStartups 200\n");
    if (!server.isReady() || !server.start()) {
        out << "error: the loopback sshd did not start: " << server.errorString() << '\n';
        return 2;
    }
    if (!server.trust()) {
        out << "error: " << server.errorString() << '\n';
        return 2;
    }

    std::vector<std::unique_ptr<SshTransport>> all;
    QElapsedTimer connectTime;
    connectTime.start();
    for (int i = 0; i < hosts; ++i) {
        all.push_back(std::make_unique<SshTransport>(QStringLiteral("testhost"), optionsFor(server)));
        all.back()->connectToHost();
    }
    const bool connected = waitFor(
        [&] {
            return std::all_of(all.begin(), all.end(),
                               [](const auto &t) { return t->status().state == LinkState::Connected; });
        },
        120000);
    if (!connected) {
        out << "error: not every host connected within 120 s\n";
        return 2;
    }
    out << "hosts connected: " << hosts << " in " << connectTime.elapsed() << " ms\n";
    QElapsedTimer quit;
    quit.start();
    all.clear();
    const qint64 guiMs = quit.elapsed();
    const bool finished = SshTransport::waitForWorkers(30000);
    const qint64 allMs = quit.elapsed();
    out << "quit: GUI thread busy " << guiMs << " ms deleting " << hosts
        << " transports; every worker finished after " << allMs << " ms"
        << (finished ? "" : " (NOT all finished within 30 s)") << "\n";
    out.flush();

    // The reconnect schedule of a host that went away.
    SshTransport t(QStringLiteral("testhost"), optionsFor(server));
    t.connectToHost();
    waitFor([&] { return t.status().state == LinkState::Connected; }, 20000);
    QElapsedTimer clock;
    qint64 last = 0;
    QObject::connect(&t, &Transport::statusChanged, &t, [&](const LinkStatus &s) {
        if (s.state != LinkState::Reconnecting)
            return;
        const qint64 now = clock.elapsed();
        out << "  attempt " << s.attempt << " failed at " << now / 1000.0 << " s (" << (now - last) / 1000.0
            << " s after the previous); next in " << s.nextRetrySeconds << " s\n";
        out.flush();
        last = now;
    });
    out << "reconnect schedule, sshd down for " << watchSeconds << " s:\n";
    clock.start();
    server.stop();
    waitFor([] { return false; }, watchSeconds * 1000);
    return 0;
}
