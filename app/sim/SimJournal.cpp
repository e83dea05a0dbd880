// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimJournal.h"

#include "SimTimeline.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QStringDecoder>

#include <algorithm>

namespace ic {

namespace {

QByteArray consumed(double seconds)
{
    const int m = int(seconds) / 60;
    const QByteArray s = QByteArray::number(seconds - m * 60, 'f', 3);
    if (m >= 60)
        return QByteArray::number(m / 60) + "h " + QByteArray::number(m % 60) + "min " + s + 's';
    return (m > 0 ? QByteArray::number(m) + "min " : QByteArray()) + s + 's';
}

// systemd 252 prints compact JSON. journald prints a field as a JSON string only when it is valid, printable
// UTF-8.
bool printableUtf8(const QByteArray &b)
{
    for (char c : b) {
        const auto u = uchar(c);
        if ((u < 0x20 && c != '\t' && c != '\n') || u == 0x7f)
            return false;
    }
    auto decoder = QStringDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString s = decoder.decode(b);
    return !decoder.hasError();
}

void appendJsonString(QByteArray &out, const QByteArray &s)
{
    out += '"';
    for (char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (uchar(c) < 0x20) {
                out += "\\u00" + QByteArray::number(uchar(c), 16).rightJustified(2, '0');
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void field(QByteArray &out, const char *key, const QByteArray &value)
{
    if (out.size() > 1)
        out += ',';
    appendJsonString(out, QByteArray(key));
    out += ':';
    appendJsonString(out, value);
}

} // namespace

QList<SimJournalEntry> simJournalEntries(const SimState &state, qint64 nowMs)
{
    QList<SimJournalEntry> out;
    qint64 seq = 0;
    qint64 lastUsec = 0;
    auto push = [&](const SimInvocation &inv, qint64 realMs, int priority, bool systemd,
                    const QByteArray &msg, qint64 pid) {
        SimJournalEntry e;
        e.seq = ++seq;
        e.realtimeUsec = std::max(realMs * 1000, lastUsec + 1);
        lastUsec = e.realtimeUsec;
        e.invocationId = inv.id;
        e.pid = systemd ? 1 : pid;
        e.fromSystemd = systemd;
        e.priority = priority;
        e.message = msg;
        out.append(e);
    };
    const QByteArray unit = state.unit.toUtf8();
    for (int i = 0; i < state.invocations.size(); ++i) {
        const SimInvocation &inv = state.invocations.at(i);
        if (inv.startMs > nowMs)
            break;
        const SimTimeline tl(state, inv);
        qint64 limit = nowMs;
        if (inv.stopMs > 0)
            limit = std::min(limit, inv.stopMs);
        if (i + 1 < state.invocations.size())
            limit = std::min(limit, state.invocations.at(i + 1).startMs);
        const qint64 limitSim = tl.simMsAtReal(limit);
        for (const SimLogLine &l : tl.linesUpTo(limitSim))
            push(inv, tl.realMsAtSim(l.simMs), l.priority, l.fromSystemd, l.message, tl.apiServerPid());
        const bool diedFirst = tl.exitSimMs() >= 0 && tl.exitSimMs() <= tl.simMsAtReal(inv.stopMs);
        if (inv.stopMs > 0 && inv.stopMs <= nowMs && !diedFirst) {
            const qint64 at = inv.stopMs;
            push(inv, at, 6, true,
                 "Stopping " + unit + " - vLLM OpenAI-compatible server (" + state.model.toUtf8() + ")...",
                 1);
            if (tl.readySimMs() >= 0 && tl.simMsAtReal(at) >= tl.readySimMs()) {
                const QByteArray api = "(APIServer pid=" + QByteArray::number(tl.apiServerPid()) + ") ";
                push(inv, at, 6, false, api + "INFO:     Shutting down", tl.apiServerPid());
                push(inv, at, 6, false, api + "INFO:     Waiting for application shutdown.",
                     tl.apiServerPid());
                push(inv, at, 6, false, api + "INFO:     Application shutdown complete.", tl.apiServerPid());
                push(inv, at, 6, false,
                     api + "INFO:     Finished server process [" + QByteArray::number(tl.apiServerPid())
                         + ']',
                     tl.apiServerPid());
            }
            push(inv, at + 1, 6, true, unit + ": Deactivated successfully.", 1);
            push(inv, at + 1, 6, true,
                 "Stopped " + unit + " - vLLM OpenAI-compatible server (" + state.model.toUtf8() + ").", 1);
            // CPU time grows with the start-up, then idles while serving.
            const double sim = std::min<double>(tl.simMsAtReal(at) / 1000.0, 900.0);
            push(inv, at + 1, 6, true, unit + ": Consumed " + consumed(sim * 4.3) + " CPU time.", 1);
        }
    }
    return out;
}

QByteArray simJournalCursor(const SimState &state, const SimJournalEntry &e)
{
    const qint64 mono = e.realtimeUsec - state.bootMs * 1000;
    const QByteArray xorHash = QCryptographicHash::hash(QByteArray(e.message + QByteArray::number(e.seq)),
                                                        QCryptographicHash::Sha1)
                                   .toHex()
                                   .left(16);
    return "s=" + state.journalSeqnumId + ";i=" + QByteArray::number(e.seq, 16) + ";b=" + state.bootId + ";m="
        + QByteArray::number(mono, 16) + ";t=" + QByteArray::number(e.realtimeUsec, 16) + ";x=" + xorHash;
}

std::optional<qint64> simJournalCursorSeq(const SimState &state, QByteArrayView cursor)
{
    bool sameJournal = false;
    std::optional<qint64> seq;
    for (const QByteArray &part : QByteArray(cursor.data(), cursor.size()).split(';')) {
        if (part.startsWith("s="))
            sameJournal = part.mid(2) == state.journalSeqnumId;
        else if (part.startsWith("i=")) {
            bool ok = false;
            const qint64 v = part.mid(2).toLongLong(&ok, 16);
            if (ok && v >= 0)
                seq = v;
        }
    }
    if (!sameJournal)
        return std::nullopt;
    return seq;
}

QByteArray simJournalJson(const SimState &state, const SimJournalEntry &e, bool all)
{
    QByteArray out = "{";
    out.reserve(1024 + e.message.size() * 2);
    const QByteArray unit = state.unit.toUtf8();
    field(out, "__CURSOR", simJournalCursor(state, e));
    field(out, "__REALTIME_TIMESTAMP", QByteArray::number(e.realtimeUsec));
    field(out, "__MONOTONIC_TIMESTAMP", QByteArray::number(e.realtimeUsec - state.bootMs * 1000));
    field(out, "_BOOT_ID", state.bootId);
    field(out, "PRIORITY", QByteArray::number(e.priority));
    field(out, "_MACHINE_ID", state.machineId);
    field(out, "_HOSTNAME", state.hostname.toUtf8());
    field(out, "_UID", "0");
    field(out, "_GID", "0");
    field(out, "_CAP_EFFECTIVE", "1ffffffffff");
    if (e.fromSystemd) {
        field(out, "SYSLOG_FACILITY", "3");
        field(out, "_TRANSPORT", "journal");
        field(out, "CODE_FILE", "src/core/unit.c");
        field(out, "CODE_FUNC", "unit_log_success");
        field(out, "SYSLOG_IDENTIFIER", "systemd");
        field(out, "_PID", "1");
        field(out, "_COMM", "systemd");
        field(out, "_EXE", "/usr/lib/systemd/systemd");
        field(out, "_CMDLINE", "/sbin/init");
        field(out, "_SYSTEMD_CGROUP", "/init.scope");
        field(out, "_SYSTEMD_UNIT", "init.scope");
        field(out, "_SYSTEMD_SLICE", "-.slice");
        field(out, "UNIT", unit);
        field(out, "INVOCATION_ID", e.invocationId);
    } else {
        field(out, "SYSLOG_FACILITY", "3");
        field(out, "_TRANSPORT", "stdout");
        field(out, "_STREAM_ID", QCryptographicHash::hash(e.invocationId, QCryptographicHash::Md5).toHex());
        field(out, "SYSLOG_IDENTIFIER", "vllm");
        field(out, "_PID", QByteArray::number(e.pid));
        field(out, "_COMM", "vllm");
        field(out, "_EXE", "/usr/bin/python3.12");
        field(out, "_CMDLINE",
              "/opt/vllm/.venv/bin/python3 /opt/vllm/.venv/bin/vllm serve " + state.model.toUtf8());
        field(out, "_SYSTEMD_CGROUP", "/system.slice/" + unit);
        field(out, "_SYSTEMD_UNIT", unit);
        field(out, "_SYSTEMD_SLICE", "system.slice");
        field(out, "_SYSTEMD_INVOCATION_ID", e.invocationId);
    }
    out += ",\"MESSAGE\":";
    if (!all && e.message.size() >= 4096) {
        out += "null";
    } else if (printableUtf8(e.message)) {
        appendJsonString(out, e.message);
    } else {
        out += '[';
        for (qsizetype i = 0; i < e.message.size(); ++i) {
            if (i)
                out += ',';
            out += QByteArray::number(uchar(e.message.at(i)));
        }
        out += ']';
    }
    out += '}';
    return out;
}

QByteArray simJournalShort(const SimState &state, const SimJournalEntry &e, bool all)
{
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(e.realtimeUsec / 1000);
    static const char *const months[]
        = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
    const QDate d = at.date();
    QByteArray out = QByteArray(months[d.month() - 1]) + ' '
        + QByteArray::number(d.day()).rightJustified(2, '0') + ' '
        + at.time().toString(QStringLiteral("HH:mm:ss")).toLatin1() + ' ' + state.hostname.toUtf8() + ' ';
    out += e.fromSystemd ? QByteArray("systemd[1]: ") : "vllm[" + QByteArray::number(e.pid) + "]: ";
    if (!all && !printableUtf8(e.message))
        out += '[' + QByteArray::number(e.message.size()) + " blob data]";
    else
        out += e.message;
    return out;
}

} // namespace ic
