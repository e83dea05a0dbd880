// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ProcessTable.h"

#include <QCoreApplication>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ProcessTable)
};

constexpr qsizetype MaxCommandChars = 64; // comm is 15 characters; more is junk

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

// Reads an unsigned decimal at `pos`; false when none (or absurdly long).
bool readNumber(QByteArrayView line, qsizetype &pos, qint64 &out)
{
    const qsizetype start = pos;
    qint64 v = 0;
    while (pos < line.size() && line[pos] >= '0' && line[pos] <= '9') {
        if (pos - start >= 12)
            return false;
        v = v * 10 + (line[pos] - '0');
        ++pos;
    }
    out = v;
    return pos > start;
}

void skipSpaces(QByteArrayView line, qsizetype &pos)
{
    while (pos < line.size() && isSpace(line[pos]))
        ++pos;
}
} // namespace

QHash<qint64, int> ProcessTable::indexByPid() const
{
    QHash<qint64, int> out;
    out.reserve(processes.size());
    for (int i = 0; i < processes.size(); ++i)
        out.insert(processes[i].pid, i);
    return out;
}

ProcessTable parseProcessTable(QByteArrayView text)
{
    ProcessTable table;
    QByteArrayView firstBad;
    qsizetype lineStart = 0;
    while (lineStart < text.size()) {
        qsizetype end = lineStart;
        while (end < text.size() && text[end] != '\n')
            ++end;
        const QByteArrayView line = text.sliced(lineStart, end - lineStart);
        lineStart = end + 1;

        qsizetype pos = 0;
        skipSpaces(line, pos);
        if (pos == line.size())
            continue; // blank
        ProcessEntry e;
        bool ok = readNumber(line, pos, e.pid) && pos < line.size() && isSpace(line[pos]);
        if (ok) {
            skipSpaces(line, pos);
            ok = readNumber(line, pos, e.ppid) && e.pid > 0;
        }
        if (ok && pos < line.size() && !isSpace(line[pos]))
            ok = false; // "12 34x": not a number column
        if (!ok) {
            if (table.badLines++ == 0)
                firstBad = line.first(std::min<qsizetype>(line.size(), 80));
            continue;
        }
        skipSpaces(line, pos);
        QByteArrayView comm = line.sliced(pos);
        while (!comm.isEmpty() && isSpace(comm.back()))
            comm.chop(1);
        e.command = QString::fromUtf8(comm.first(std::min(comm.size(), MaxCommandChars)));
        table.processes.append(std::move(e));
    }
    if (table.badLines > 0) {
        table.error
            = Tr::tr("%n line(s) of the process table did not parse, first: \"%1\"", nullptr, table.badLines)
                  .arg(QString::fromUtf8(firstBad).left(80));
    }
    return table;
}

} // namespace ic
