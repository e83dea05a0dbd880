// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Throughput of diagnoseCrash() over a long start-up journal: prints machine-readable figures.
#include "diagnose/CrashDiagnosis.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTextStream>

using namespace ic;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/crashes/vllm-0.15-kv-cache-estimate.log"));
    if (!f.open(QIODevice::ReadOnly))
        return 1;
    const QStringList crash = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);

    // A healthy-looking start-up of 100k lines (ranks, weights bar, broadcast messages), then the crash.
    QStringList lines;
    for (int i = 0; i < 100000; ++i) {
        switch (i % 4) {
        case 0:
            lines.append(QStringLiteral("(EngineCore_DP0 pid=441) (Worker_TP%1 pid=%2) INFO 11-24 11:44:17 "
                                        "[gpu_worker.py:348] Loading weights took 12.%3 seconds")
                             .arg(i % 8)
                             .arg(500 + i % 8)
                             .arg(i % 100));
            break;
        case 1:
            lines.append(QStringLiteral("Loading safetensors checkpoint shards:  56% Completed | 5/9 "
                                        "[00:13<00:11,  2.87s/it]"));
            break;
        case 2:
            lines.append(
                QStringLiteral("Dec 02 14:05:11 gpu-01 vllm[8727]: (EngineCore_DP0 pid=441) INFO 12-02 "
                               "14:05:11 [shm_broadcast.py:466] No available shared memory broadcast "
                               "block found in 60 seconds."));
            break;
        default:
            lines.append(
                QStringLiteral("\x1b[1;36m(APIServer pid=31)\x1b[0;0m INFO 12-02 10:00:01 [api.py:1] "
                               "Route: /v1/chat/completions, Methods: POST"));
        }
    }
    lines += crash;

    QTextStream out(stdout);
    const int rounds = 5;
    qint64 best = std::numeric_limits<qint64>::max();
    int found = -1;
    for (int r = 0; r < rounds; ++r) {
        QElapsedTimer t;
        t.start();
        const auto rc = diagnoseCrash(lines);
        best = std::min(best, t.nsecsElapsed());
        found = rc ? rc->line : -1;
    }
    const double ms = best / 1e6;
    out << "bench=crashdiagnosis lines=" << lines.size() << " best_ms=" << QString::number(ms, 'f', 1)
        << " lines_per_s=" << qint64(lines.size() / (ms / 1000.0)) << " root_line=" << found << Qt::endl;
    return found == 100000 + 9 ? 0 : 2;
}
