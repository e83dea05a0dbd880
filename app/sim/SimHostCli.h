// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Inside the simulated host's command line (SimHost.cpp dispatches): the argument cursor, output
// helpers and one function per tool. Not for use outside app/sim.
#pragma once

#include "SimState.h"
#include "SimToolOutput.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ic::simhost {

qint64 nowMs();
/// Our stdout, flushed; ends the process quietly when the reader went away (like journalctl).
void writeOut(const QByteArray &b);
void writeErr(const QByteArray &b);
/// Writes a tool's output and returns its exit code.
int printOutput(const SimToolOutput &o);

/// A small argument cursor: `--name value`, `--name=value`, `-x value`, `-xvalue`.
class Args {
public:
    explicit Args(QStringList a)
        : m_args(std::move(a))
    {
    }
    bool atEnd() const { return m_i >= m_args.size(); }
    QString peek() const { return m_args.value(m_i); }
    QString next() { return m_args.value(m_i++); }
    QStringList rest() const { return m_args.mid(m_i); }
    /// Matches `name` (long or short); on a match stores its value (from `=`, glued, or next).
    bool option(const QString &arg, const char *longName, const char *shortName, QString *value)
    {
        const QString l = QLatin1String(longName);
        if (arg == l || (shortName && arg == QLatin1String(shortName))) {
            *value = next();
            return true;
        }
        if (arg.startsWith(l + QLatin1Char('='))) {
            *value = arg.mid(l.size() + 1);
            return true;
        }
        if (shortName && arg.startsWith(QLatin1String(shortName)) && arg.size() > 2
            && !arg.startsWith(QLatin1String("--"))) {
            *value = arg.mid(2);
            return true;
        }
        return false;
    }

private:
    QStringList m_args;
    qsizetype m_i = 0;
};

bool processAlive(qint64 pid);
/// Whether `pid` is this host's `serve` process of `invocationId` (not a recycled pid).
bool isOurServe(qint64 pid, const QByteArray &invocationId);
/// The console that made the host (its owner pid) has gone: the simulated host winds down.
bool ownerGone(const SimState &state);
/// Starts `self --state DIR serve --invocation ID` in its own session, detached from our
/// stdio (a held pipe would keep an SSH channel open), and returns its pid.
qint64 launchServe(const QString &directory, const QByteArray &invocationId);

enum class UnitVerb { Start, Stop, Restart };
int unitAction(const SimStateStore &store, UnitVerb verb, const QString &unitArg);

// One function per command (SimHostUnit.cpp: the unit and its daemons; SimHostTools*.cpp: the
// read-only tools).
int systemctl(const SimStateStore &store, Args args);
int serve(const SimStateStore &store, Args args);
int dcgmExporter(const SimStateStore &store, Args args);
int journalctl(const SimStateStore &store, Args args);
int nvidiaSmi(const SimStateStore &store, Args args);
int pip(const SimStateStore &store, Args args);
int python(const SimStateStore &store, Args args);

} // namespace ic::simhost
