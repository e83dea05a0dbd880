// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ThreadStates.h"

#include "ByteLines.h"

#include <QCoreApplication>

#include <algorithm>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ThreadStates)
};
constexpr qsizetype kMaxLine = 4096;

bool toNumber(QByteArrayView field, qint64 *out)
{
    if (field.isEmpty() || field.size() > 19)
        return false;
    qint64 v = 0;
    for (const char c : field) {
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
    }
    *out = v;
    return true;
}

/// "1234 (llama-server) S 1 1234 … utime stime …": the name ends at the last ')' (it may hold
/// ") " itself); the fields after it are separated by single spaces.
bool parseLine(QByteArrayView line, ThreadState *t)
{
    const qsizetype open = line.indexOf('(');
    const qsizetype close = line.lastIndexOf(')');
    if (open <= 0 || close < open || close + 2 >= line.size())
        return false;
    if (!toNumber(line.first(open).trimmed(), &t->tid) || t->tid <= 0)
        return false;
    t->name = QString::fromUtf8(line.sliced(open + 1, close - open - 1));
    // Fields from 3 (state) on; utime and stime are fields 14 and 15.
    QByteArrayView rest = line.sliced(close + 2);
    qint64 utime = -1, stime = -1;
    for (int field = 3; field <= 15; ++field) {
        const qsizetype space = rest.indexOf(' ');
        const QByteArrayView value = space < 0 ? rest : rest.first(space);
        if (field == 3) {
            if (value.size() != 1)
                return false;
            t->state = value.front();
        } else if (field == 14 && !toNumber(value, &utime)) {
            return false;
        } else if (field == 15 && !toNumber(value, &stime)) {
            return false;
        }
        if (space < 0) {
            if (field < 15)
                return false;
            break;
        }
        rest = rest.sliced(space + 1);
    }
    t->cpuTicks = utime + stime;
    return true;
}

} // namespace

const ThreadState *ThreadStates::thread(qint64 tid) const
{
    for (const ThreadState &t : threads)
        if (t.tid == tid)
            return &t;
    return nullptr;
}

ThreadStates parseThreadStates(QByteArrayView text)
{
    ThreadStates out;
    ByteLines lines(text);
    QByteArrayView line;
    int number = 0;
    QString firstBad;
    int firstBadLine = 0;
    while (lines.next(&line)) {
        ++number;
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        ThreadState t;
        if (line.size() <= kMaxLine && parseLine(line, &t)) {
            out.threads << t;
            continue;
        }
        if (out.badLines++ == 0) {
            firstBad = QString::fromUtf8(line.first(std::min<qsizetype>(line.size(), 80)));
            firstBadLine = number;
        }
    }
    if (out.badLines > 0)
        out.error = Tr::tr("%n line(s) of the thread list could not be read (the first, line %1: \"%2\")",
                           nullptr, out.badLines)
                        .arg(firstBadLine)
                        .arg(firstBad);
    return out;
}

QString threadStateWord(char state)
{
    switch (state) {
    case 'R':
        return Tr::tr("running");
    case 'S':
        return Tr::tr("sleeping");
    case 'D':
        return Tr::tr("disk sleep (uninterruptible)");
    case 'Z':
        return Tr::tr("zombie");
    case 'T':
        return Tr::tr("stopped");
    case 't':
        return Tr::tr("tracing stop");
    case 'X':
    case 'x':
        return Tr::tr("dead");
    case 'I':
        return Tr::tr("idle");
    case 'P':
        return Tr::tr("parked");
    case 'W':
        return Tr::tr("waking");
    case 'K':
        return Tr::tr("wakekill");
    }
    return Tr::tr("state %1").arg(QLatin1Char(state));
}

QList<ThreadActivity> compareThreadStates(const ThreadStates &before, const ThreadStates &after, qint64 pid)
{
    QList<ThreadActivity> out;
    out.reserve(after.threads.size());
    for (const ThreadState &t : after.threads) {
        ThreadActivity a;
        a.now = t;
        a.isMain = t.tid == pid;
        if (const ThreadState *b = before.thread(t.tid); b && b->cpuTicks >= 0 && t.cpuTicks >= b->cpuTicks)
            a.cpuTicksBetween = t.cpuTicks - b->cpuTicks;
        out << a;
    }
    std::stable_sort(out.begin(), out.end(), [](const ThreadActivity &a, const ThreadActivity &b) {
        if (a.isMain != b.isMain)
            return a.isMain;
        return a.cpuTicksBetween > b.cpuTicksBetween;
    });
    return out;
}

} // namespace ic
