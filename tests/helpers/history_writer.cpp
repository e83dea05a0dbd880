// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// A small process that writes to the history database through the stores' public APIs, for
// the tests that need several real processes (concurrency, SIGKILL mid-write, read-only folder).
//
//   ic-history-writer DIR TAG N      waits for a line on stdin, then writes N restarts, N ladder
//                                    runs and N environment snapshots; exit 0 when all were kept
//   ic-history-writer DIR TAG --forever
//                                    writes ladder runs and restarts until killed, printing
//                                    "committed K" after each commit
//   ic-history-writer DIR TAG --probe
//                                    tries to use the history and prints what the console would
//                                    say; exit 0 when it carried on without history
#include "chat/LadderHistory.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "startup/StartupHistory.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>

using namespace ic;

namespace {

LadderReport report(const QString &tag, int i)
{
    LadderReport r;
    r.host = tag;
    r.model = QStringLiteral("moonshotai/Kimi-K2.5");
    r.ladder = QStringLiteral("default");
    r.started = QDateTime::currentDateTimeUtc();
    r.seconds = 1.5 + i;
    for (int s = 0; s < 10; ++s)
        r.steps.append({ QStringLiteral("step-%1").arg(s),
                         s == 3 && i % 7 == 0 ? Verdict::Fail : Verdict::Pass, 0.25 * s,
                         QStringLiteral("%1 run %2 step %3: evidence text").arg(tag).arg(i).arg(s),
                         QJsonObject { { QStringLiteral("run"), i }, { QStringLiteral("writer"), tag } } });
    return r;
}

QHash<QString, double> phases(int i)
{
    return { { QStringLiteral("weights"), 100.0 + i },
             { QStringLiteral("compile"), 30.0 + i % 5 },
             { QStringLiteral("cuda-graphs"), 20.0 } };
}

EnvironmentSnapshot snapshot(const QString &tag, int i)
{
    EnvironmentSnapshot s;
    s.setPackages(QList<InstalledPackage> { { QStringLiteral("vllm"), QStringLiteral("0.11.%1").arg(i) },
                                            { QStringLiteral("torch"), QStringLiteral("2.8.0") } });
    s.execStart = QStringLiteral("/opt/venv/bin/vllm serve m --tag ") + tag;
    s.taken = QDateTime::currentDateTimeUtc();
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: ic-history-writer DIR TAG (N | --forever | --probe)\n");
        return 2;
    }
    const QString dir = args.at(1);
    const QString tag = args.at(2);
    QTextStream out(stdout);
    QTextStream err(stderr);

    if (args.at(3) == QLatin1String("--probe")) {
        StartupHistory history(dir);
        QString error;
        out << "load " << (history.load(&error) ? "ok" : "failed") << '\n' << "message " << error << '\n';
        error.clear();
        const bool kept = history.record(QStringLiteral("%1|u|m|h").arg(tag), phases(1), &error);
        out << "record " << (kept ? "ok" : "failed") << '\n' << "message " << error << '\n';
        out << "expectations " << history.expectations(QStringLiteral("%1|u|m|h").arg(tag)).median.size()
            << '\n';
        error.clear();
        const QString where = LadderHistory(dir).save(report(tag, 0), &error);
        out << "ladder " << (where.isEmpty() ? "failed" : "ok") << '\n' << "message " << error << '\n';
        out << "done\n";
        return 0;
    }

    StartupHistory startups(dir);
    const LadderHistory ladders(dir);
    const LastKnownGoodStore snapshots(dir);
    QString error;
    if (!startups.load(&error)) {
        err << error << '\n';
        return 1;
    }

    if (args.at(3) == QLatin1String("--forever")) {
        for (int i = 0;; ++i) {
            if (ladders.save(report(tag, i), &error).isEmpty()
                || !startups.record(StartupHistory::key(tag, QStringLiteral("vllm.service"),
                                                        QStringLiteral("m"), QStringLiteral("h")),
                                    phases(i), &error)) {
                err << error << '\n';
                return 1;
            }
            out << "committed " << i + 1 << Qt::endl;
        }
    }

    bool ok = false;
    const int n = args.at(3).toInt(&ok);
    if (!ok || n < 0) {
        err << "N must be a count\n";
        return 2;
    }
    out << "ready" << Qt::endl;
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly) || in.readLine().isEmpty())
        return 2; // no start signal
    int failures = 0;
    for (int i = 0; i < n; ++i) {
        const QString host = i % 3 == 0 ? QStringLiteral("shared") : tag;
        if (!startups.record(
                StartupHistory::key(host, QStringLiteral("vllm.service"), tag, QStringLiteral("h")),
                phases(i), &error))
            ++failures, err << "restart: " << error << '\n';
        if (ladders.save(report(tag, i), &error).isEmpty())
            ++failures, err << "ladder: " << error << '\n';
        if (!snapshots.record(tag, QStringLiteral("vllm.service"), snapshot(tag, i), &error))
            ++failures, err << "snapshot: " << error << '\n';
    }
    out << "wrote " << n << " failures " << failures << Qt::endl;
    return failures == 0 ? 0 : 1;
}
