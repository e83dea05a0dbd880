// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ProcessStatus.h"

#include "ByteLines.h"

#include "SecretText.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ProcessStatus)
};
constexpr qsizetype kMaxLine = 64 * 1024;
} // namespace

QList<ProcessStatus> ProcessStatusTable::tree(qint64 root, int limit) const
{
    QHash<qint64, QList<int>> children;
    int rootIndex = -1;
    for (int i = 0; i < processes.size(); ++i) {
        if (processes[i].pid == root && rootIndex < 0)
            rootIndex = i;
        else if (processes[i].pid != processes[i].ppid)
            children[processes[i].ppid].append(i);
    }
    QList<ProcessStatus> out;
    if (rootIndex < 0)
        return out;
    QList<int> level { rootIndex };
    QSet<qint64> seen { root };
    for (int depth = 0; !level.isEmpty() && out.size() < limit; ++depth) {
        QList<int> next;
        for (int i : std::as_const(level)) {
            if (out.size() >= limit)
                break;
            ProcessStatus p = processes[i];
            p.depth = depth;
            out.append(p);
            QList<int> kids = children.value(p.pid);
            std::sort(kids.begin(), kids.end(),
                      [this](int a, int b) { return processes[a].pid < processes[b].pid; });
            for (int k : std::as_const(kids)) {
                if (!seen.contains(processes[k].pid)) {
                    seen.insert(processes[k].pid);
                    next.append(k);
                }
            }
        }
        level = next;
    }
    return out;
}

ProcessStatusTable parseProcessStatus(QByteArrayView bytes)
{
    // pid ppid stat etimes pcpu rss wchan args: seven words, then the rest of the line.
    static const QRegularExpression row(
        QStringLiteral("^\\s*(\\d{1,10})\\s+(\\d{1,10})\\s+(\\S{1,16})\\s+(\\d{1,12})\\s+(\\d{1,6}(?:\\.\\d+)"
                       "?)\\s+(\\d{1,14})\\s+(\\S{1,64})(?:\\s+(.*))?$"));
    ProcessStatusTable t;
    QString firstBad;
    ByteLines lines(bytes);
    QByteArrayView raw;
    while (lines.next(&raw)) {
        if (raw.endsWith('\r'))
            raw.chop(1);
        if (raw.trimmed().isEmpty())
            continue;
        const QRegularExpressionMatch m
            = raw.size() <= kMaxLine ? row.match(QString::fromUtf8(raw)) : QRegularExpressionMatch();
        if (!m.hasMatch() || m.captured(1).toLongLong() <= 0) {
            if (t.badLines++ == 0)
                firstBad = QString::fromUtf8(raw.first(std::min<qsizetype>(raw.size(), 80)));
            continue;
        }
        ProcessStatus p;
        p.pid = m.captured(1).toLongLong();
        p.ppid = m.captured(2).toLongLong();
        p.stat = m.captured(3);
        p.elapsedSeconds = m.captured(4).toLongLong();
        p.cpuPercent = m.captured(5).toDouble();
        p.rssKiB = m.captured(6).toLongLong();
        p.wchan = m.captured(7);
        p.args = redactSecrets(m.captured(8).trimmed());
        t.processes.append(p);
    }
    if (t.badLines > 0)
        t.error
            = Tr::tr("%n line(s) of the process list were not `pid ppid stat etimes pcpu rss wchan args`, "
                     "the first: “%1”.",
                     nullptr, t.badLines)
                  .arg(firstBad);
    return t;
}

} // namespace ic
