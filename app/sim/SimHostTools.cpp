// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimHostTools.h"

#include "SimTimeline.h"

#include <QRegularExpression>

namespace ic {

namespace {
QByteArray bytes(double gib)
{
    return QByteArray::number(qint64(gib * 1024.0 * 1024.0 * 1024.0));
}
} // namespace

SimToolOutput simDiskFree(const SimState &state, const QStringList &arguments)
{
    SimToolOutput o;
    QStringList paths;
    bool dashdash = false, blocks = false, output = false;
    for (const QString &a : arguments) {
        if (dashdash || !a.startsWith(u'-')) {
            paths.append(a);
        } else if (a == QLatin1String("--")) {
            dashdash = true;
        } else if (a == QLatin1String("-B1") || a == QLatin1String("--block-size=1")) {
            blocks = true;
        } else if (a == QLatin1String("--output=file,size,avail,target")) {
            output = true;
        } else {
            o.err = "df: unrecognized option '" + a.toUtf8() + "'\nTry 'df --help' for more information.\n";
            o.exitCode = 1;
            return o;
        }
    }
    if (!blocks || !output || paths.isEmpty()) {
        o.err = "df: only `df -B1 --output=file,size,avail,target -- PATH...` is simulated\n";
        o.exitCode = 1;
        return o;
    }
    o.out = "File" + QByteArray(12, ' ') + "1B-blocks          Avail Mounted on\n";
    for (const QString &p : paths) {
        const bool shm = p == QLatin1String("/dev/shm") || p.startsWith(QLatin1String("/dev/shm/"));
        const QByteArray size = bytes(shm ? state.shmGiB : state.diskSizeGiB);
        const QByteArray avail = bytes(shm ? state.shmGiB : state.diskFreeGiB);
        o.out += p.toUtf8().leftJustified(15) + ' ' + size.rightJustified(14) + ' ' + avail.rightJustified(14)
            + ' ' + (shm ? "/dev/shm" : "/") + '\n';
    }
    return o;
}

SimToolOutput simListeningSockets(const SimState &state, const QStringList &arguments, qint64 nowMs)
{
    SimToolOutput o;
    bool header = true;
    int port = -1;
    static const QRegularExpression sport(QStringLiteral("^sport\\s*=\\s*:(\\d+)$"));
    for (const QString &a : arguments) {
        if (a == QLatin1String("-Hltnp") || a == QLatin1String("-ltnpH")) {
            header = false;
        } else if (a == QLatin1String("-ltnp")) {
        } else if (const QRegularExpressionMatch m = sport.match(a); m.hasMatch()) {
            port = m.captured(1).toInt();
        } else {
            o.err = "ss: only `ss -Hltnp 'sport = :PORT'` is simulated, not " + a.toUtf8() + '\n';
            o.exitCode = 1;
            return o;
        }
    }
    if (header)
        o.out = "State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess\n";
    auto row = [&o](const QByteArray &address, int p, const QByteArray &name, qint64 pid, int fd) {
        o.out += "LISTEN 0      4096   " + address + ':' + QByteArray::number(p)
            + "      0.0.0.0:*    users:((\"" + name + "\",pid=" + QByteArray::number(pid)
            + ",fd=" + QByteArray::number(fd) + "))\n";
    };
    if (port >= 0 && port != state.port)
        return o;
    if (!state.portTakenBy.isEmpty()) {
        row("0.0.0.0", state.port, state.portTakenBy.toUtf8(), kSimPortTakerPid, 5);
        return o;
    }
    const SimUnitStatus st = simUnitStatus(state, nowMs);
    if (st.invocation && st.active) {
        const SimTimeline tl(state, *st.invocation);
        const qint64 sim = tl.simMsAtReal(nowMs);
        if (tl.readySimMs() >= 0 && sim >= tl.readySimMs())
            row("127.0.0.1", state.port, "vllm", tl.apiServerPid(), 27);
    }
    return o;
}

} // namespace ic
