// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The simulated host's unit: `systemctl` (show, start, stop, restart, is-active, status), the
// engine stand-in that `start` launches (`serve`) and the GPU exporter daemon.
#include "SimApiServer.h"
#include "SimDcgmExporter.h"
#include "SimHostCli.h"
#include "SimLog.h"
#include "SimState.h"
#include "SimSystemctl.h"
#include "SimTimeline.h"
#include "SimUnitFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QTimer>

#include <csignal>
#include <memory>
#include <sys/types.h>
#include <vector>

namespace ic::simhost {

int unitAction(const SimStateStore &store, UnitVerb verb, const QString &unitArg)
{
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    const QString unit = simNormalizeUnit(unitArg);
    const char *verbName = verb == UnitVerb::Start ? "start" : verb == UnitVerb::Stop ? "stop" : "restart";
    if (unit != state.unit) {
        writeErr("Failed to " + QByteArray(verbName) + ' ' + unit.toUtf8() + ": Unit " + unit.toUtf8()
                 + (verb == UnitVerb::Stop ? " not loaded.\n" : " not found.\n"));
        return 5;
    }
    qint64 killPid = 0;
    QByteArray killInvocation;
    const bool ok = store.update(
        [&](SimState &s, QString *) {
            const qint64 now = nowMs();
            const SimUnitStatus st = simUnitStatus(s, now);
            if (verb != UnitVerb::Start && st.active) {
                s.invocations.last().stopMs = now;
                killPid = s.invocations.last().mainPid;
                killInvocation = s.invocations.last().id;
            }
            const bool startNew = verb == UnitVerb::Restart || (verb == UnitVerb::Start && !st.active);
            if (startNew) {
                SimInvocation inv = s.newInvocation(std::max(now, s.current() ? s.current()->stopMs : now));
                inv.mainPid = launchServe(store.directory(), inv.id);
                s.invocations.append(inv);
            }
            return true;
        },
        &error);
    if (!ok) {
        writeErr("Failed to " + QByteArray(verbName) + ' ' + unit.toUtf8() + ": " + error.toUtf8() + '\n');
        return 1;
    }
    if (killPid > 0 && isOurServe(killPid, killInvocation))
        ::kill(pid_t(killPid), SIGTERM);
    return 0;
}

int systemctl(const SimStateStore &store, Args args)
{
    SimShowOptions show;
    QString verb;
    QStringList units;
    bool dashdash = false;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (dashdash) {
            units.append(a);
        } else if (a == QLatin1String("--")) {
            dashdash = true;
        } else if (args.option(a, "--property", "-p", &v)) {
            show.properties += v.split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (a == QLatin1String("--value")) {
            show.valueOnly = true;
        } else if (a == QLatin1String("--all") || a == QLatin1String("-a")) {
            show.all = true;
        } else if (args.option(a, "--timestamp", nullptr, &v)) {
            show.timestamps
                = v == QLatin1String("unix") ? SimTimestampStyle::Unix : SimTimestampStyle::Pretty;
        } else if (a == QLatin1String("--no-pager") || a == QLatin1String("--no-ask-password")
                   || a == QLatin1String("-q") || a == QLatin1String("--quiet")
                   || a == QLatin1String("--no-block") || a == QLatin1String("--full")
                   || a == QLatin1String("-l") || a == QLatin1String("--system")) {
        } else if (a.startsWith(QLatin1Char('-'))) {
            writeErr("systemctl: unrecognized option '" + a.toUtf8() + "'\n");
            return 1;
        } else if (verb.isEmpty()) {
            verb = a;
        } else {
            units.append(a);
        }
    }
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (verb == QLatin1String("show")) {
        if (units.isEmpty()) {
            writeErr("Showing the manager's properties is not simulated; name a unit.\n");
            return 1;
        }
        return printOutput(simSystemctlShow(state, units, show, nowMs()));
    }
    if (verb == QLatin1String("start") || verb == QLatin1String("stop") || verb == QLatin1String("restart")) {
        if (units.isEmpty()) {
            writeErr("Too few arguments.\n");
            return 1;
        }
        const UnitVerb v = verb == QLatin1String("start") ? UnitVerb::Start
            : verb == QLatin1String("stop")               ? UnitVerb::Stop
                                                          : UnitVerb::Restart;
        int rc = 0;
        for (const QString &u : units)
            rc = std::max(rc, unitAction(store, v, u));
        return rc;
    }
    if (verb == QLatin1String("cat"))
        return simSystemctlCat(store, units);
    if (verb == QLatin1String("daemon-reload"))
        return simDaemonReload(store);
    if (verb == QLatin1String("is-active") || verb == QLatin1String("status")) {
        if (units.isEmpty()) {
            writeErr("Too few arguments.\n");
            return 1;
        }
        const QString unit = simNormalizeUnit(units.first());
        SimShowOptions o;
        o.properties = { QStringLiteral("ActiveState"), QStringLiteral("SubState"),
                         QStringLiteral("MainPID"),     QStringLiteral("ActiveEnterTimestamp"),
                         QStringLiteral("LoadState"),   QStringLiteral("Description") };
        const QHash<QString, QString> p = [&] {
            QHash<QString, QString> r;
            for (const QByteArray &line : simSystemctlShow(state, { unit }, o, nowMs()).out.split('\n')) {
                const qsizetype eq = line.indexOf('=');
                if (eq > 0)
                    r.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
            }
            return r;
        }();
        const QString active = p.value(QStringLiteral("ActiveState"));
        if (verb == QLatin1String("is-active")) {
            writeOut(active.toUtf8() + '\n');
        } else if (p.value(QStringLiteral("LoadState")) == QLatin1String("not-found")) {
            writeErr("Unit " + unit.toUtf8() + " could not be found.\n");
            return 4;
        } else {
            QByteArray out = "● " + unit.toUtf8() + " - " + p.value(QStringLiteral("Description")).toUtf8()
                + '\n' + "     Loaded: loaded (/etc/systemd/system/" + unit.toUtf8()
                + "; enabled; preset: enabled)\n" + "     Active: " + active.toUtf8() + " ("
                + p.value(QStringLiteral("SubState")).toUtf8() + ')';
            if (!p.value(QStringLiteral("ActiveEnterTimestamp")).isEmpty())
                out += " since " + p.value(QStringLiteral("ActiveEnterTimestamp")).toUtf8();
            out += '\n';
            if (p.value(QStringLiteral("MainPID")) != QLatin1String("0"))
                out += "   Main PID: " + p.value(QStringLiteral("MainPID")).toUtf8() + " (vllm)\n";
            writeOut(out);
        }
        return active == QLatin1String("active") ? 0 : 3;
    }
    writeErr(verb.isEmpty() ? QByteArray("systemctl: a verb is needed\n")
                            : "Unknown command verb " + verb.toUtf8() + ".\n");
    return 1;
}

/// The engine stand-in: refuses connections until the timeline is ready, then serves the
/// API; exits when its invocation ends, the state goes away, or the owner does.
int serve(const SimStateStore &store, Args args)
{
    QByteArray invocationId;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (args.option(a, "--invocation", nullptr, &v))
            invocationId = v.toLatin1();
    }
    SimApiServer *server = nullptr;
    const qint64 begun = nowMs();
    int exitCode = 0;
    QTimer poll;
    poll.setInterval(100);
    auto check = [&] {
        SimState state;
        QString error;
        if (!QFileInfo::exists(store.directory()) || !store.load(&state, &error)) {
            if (!QFileInfo::exists(store.directory()) || nowMs() - begun > 3000)
                QCoreApplication::exit(0);
            return;
        }
        const SimInvocation *inv = nullptr;
        for (const SimInvocation &i : state.invocations) {
            if (i.id == invocationId)
                inv = &i;
        }
        if (!inv) {
            if (nowMs() - begun > 3000) // systemctl records us right after the fork
                QCoreApplication::exit(0);
            return;
        }
        if (inv != state.current() || inv->stopMs > 0 || ownerGone(state)) {
            QCoreApplication::exit(0);
            return;
        }
        const SimTimeline tl(state, *inv);
        const SimState engine = state.forInvocation(*inv);
        const qint64 sim = tl.simMsAtReal(nowMs());
        if (tl.exitSimMs() >= 0 && sim >= tl.exitSimMs()) {
            exitCode = 1;
            QCoreApplication::exit(1);
            return;
        }
        if (!server && tl.readySimMs() >= 0 && sim >= tl.readySimMs()) {
            auto *s = new SimApiServer(engine, store.directory(), invocationId, QCoreApplication::instance());
            if (s->listen(engine.port, &error)) {
                server = s;
                qCDebug(lcSim) << "listening on 127.0.0.1:" << engine.port;
            } else {
                qCWarning(lcSim) << "cannot listen on port" << engine.port << error;
                delete s;
            }
        }
        if (server) // `configure --wedge` hangs this engine's loop, `--no-wedge` lets it go on
            server->setWedged(state.wedgedInvocation == invocationId);
    };
    QObject::connect(&poll, &QTimer::timeout, &poll, check);
    poll.start();
    QTimer::singleShot(0, &poll, check);
    const int rc = QCoreApplication::exec();
    return rc != 0 ? rc : exitCode;
}

/// The GPU exporter stand-in, for this host and every `--also` host; runs until the state
/// directory or its owner is gone.
int dcgmExporter(const SimStateStore &store, Args args)
{
    quint16 port = 9400;
    QStringList more;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (args.option(a, "--port", nullptr, &v)) {
            port = quint16(v.toUInt());
        } else if (args.option(a, "--also", nullptr, &v)) {
            more << QDir(v).absolutePath();
        } else {
            writeErr("inference-console-simhost: dcgm-exporter: unknown option '" + a.toUtf8() + "'\n");
            return 2;
        }
    }
    std::vector<std::unique_ptr<SimDcgmExporter>> exporters;
    QByteArray listening;
    QStringList directories = { store.directory() };
    directories << more;
    for (qsizetype i = 0; i < directories.size(); ++i) {
        auto exporter = std::make_unique<SimDcgmExporter>(directories.at(i));
        QString error;
        if (!exporter->listen(i == 0 ? port : 0, &error)) {
            writeErr("inference-console-simhost: dcgm-exporter: " + directories.at(i).toUtf8() + ": "
                     + error.toUtf8() + '\n');
            return 1;
        }
        listening += "listening on 127.0.0.1:" + QByteArray::number(exporter->port()) + '\n';
        exporters.push_back(std::move(exporter));
    }
    writeOut(listening);
    QTimer poll;
    poll.setInterval(500);
    QObject::connect(&poll, &QTimer::timeout, &poll, [&store] {
        SimState state;
        QString e;
        if (!QFileInfo::exists(store.directory()) || (store.load(&state, &e) && ownerGone(state)))
            QCoreApplication::exit(0);
    });
    poll.start();
    return QCoreApplication::exec();
}

} // namespace ic::simhost
