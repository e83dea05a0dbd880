// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RolloutTestSupport.h"

#include "formats/SystemctlCat.h"

#include <QDebug>
#include <QDir>
#include <QFile>

namespace ic::testsupport {

QByteArray quickLadder()
{
    return R"({"name": "quick", "steps": [
        {"id": "health", "required": true},
        {"id": "models", "required": true},
        {"id": "smoke", "required": true, "prompt": "What is the capital of France? Answer in one sentence.",
         "expect": "(?i)\\bparis\\b", "temperature": 0, "max_tokens": 256}]})";
}

QString writeQuickLadder(const QString &path)
{
    QFile f(path);
    const QByteArray ladder = quickLadder();
    if (!f.open(QIODevice::WriteOnly) || f.write(ladder) != ladder.size())
        return QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
    return {};
}

RolloutRun runRollout(const QStringList &arguments, const QString &home, int deadlineMs)
{
    RunOptions o;
    o.environment = headlessEnvironment();
    setHome(o.environment, home);
    o.environment.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.debug=false"));
    o.deadlineMs = deadlineMs;
    const RunResult r = runBinary(consolePath(), QStringList { QStringLiteral("rollout") } + arguments, o);
    if (!r.exitedNormally())
        qWarning().noquote() << r.describe();
    return { r.exitedNormally() ? r.exitCode : -1, r.out, r.err };
}

QString effectiveExecStart(const SimulatedHost &host)
{
    const RunResult r = host.simhost(
        { QStringLiteral("systemctl"), QStringLiteral("cat"), QStringLiteral("--"), host.definition().unit });
    const EffectiveService s = effectiveService(parseSystemctlCat(r.out));
    return s.execStart.value(s.execStart.size() - 1);
}

QString unitDropInDirectory(const SimulatedHost &host)
{
    return host.stateDirectory() + QStringLiteral("/etc/systemd/system/") + host.definition().unit
        + QStringLiteral(".d");
}

QString addUnknownFlagDropIn(const SimulatedHost &host)
{
    const QString good = effectiveExecStart(host);
    if (good.isEmpty())
        return QStringLiteral("the unit has no ExecStart");
    const QString dir = unitDropInDirectory(host);
    if (!QDir().mkpath(dir))
        return QStringLiteral("cannot make %1").arg(dir);
    QFile f(dir + QStringLiteral("/50-tuning.conf"));
    if (!f.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write %1: %2").arg(f.fileName(), f.errorString());
    f.write("[Service]\nExecStart=\nExecStart=" + good.toUtf8() + " --omni\n");
    f.close();
    const RunResult r = host.simhost({ QStringLiteral("systemctl"), QStringLiteral("daemon-reload") });
    return r.exitedNormally() && r.exitCode == 0 ? QString() : QString::fromUtf8(r.describe());
}

QString startRolloutHosts(std::vector<std::unique_ptr<SimulatedHost>> &hosts, int count)
{
    hosts.clear();
    for (int i = 1; i <= count; ++i) {
        auto h = std::make_unique<SimulatedHost>();
        if (const QString e
            = h->start(SimulatedHost::rolloutHost(QStringLiteral("gpu-%1").arg(i, 2, 10, QLatin1Char('0'))));
            !e.isEmpty())
            return e;
        hosts.push_back(std::move(h));
    }
    return {};
}

} // namespace ic::testsupport
