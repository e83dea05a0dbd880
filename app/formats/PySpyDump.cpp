// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// py-spy's dump format (resources/reference §12): `Process N: CMD`, `Python vX (PATH)`, then per
// thread `Thread ID (STATE): "NAME"` and its frames indented, innermost first.
#include "PySpyDump.h"

#include "ByteLines.h"

#include "SecretText.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::PySpyDump)
};

constexpr qsizetype kMaxLine = 64 * 1024; // a longer line is junk, not a frame
constexpr qsizetype kMaxProcesses = 4096;
constexpr qsizetype kMaxThreads = 4096;
constexpr qsizetype kMaxFrames = 512;

qsizetype indentOf(QStringView line)
{
    qsizetype n = 0;
    for (QChar c : line) {
        if (c == u' ')
            ++n;
        else if (c == u'\t')
            n += 4;
        else
            break;
    }
    return n;
}

PySpyFrame frameFrom(QStringView text)
{
    PySpyFrame f;
    // The location is the last parenthesised group: C++ function names have parentheses too.
    if (text.endsWith(u')')) {
        const qsizetype open = text.lastIndexOf(QLatin1String(" ("));
        if (open > 0) {
            f.function = text.first(open).toString();
            const QStringView where = text.sliced(open + 2, text.size() - open - 3);
            const qsizetype colon = where.lastIndexOf(u':');
            bool ok = false;
            const int line = colon > 0 ? where.sliced(colon + 1).toInt(&ok) : 0;
            if (ok && line >= 0) {
                f.file = where.first(colon).toString();
                f.line = line;
            } else {
                f.file = where.toString();
                f.native = true;
            }
            return f;
        }
    }
    f.function = text.toString();
    f.native = true;
    return f;
}
} // namespace

QString PySpyFrame::text() const
{
    if (file.isEmpty())
        return function;
    if (line >= 0)
        return QStringLiteral("%1 (%2:%3)").arg(function, file).arg(line);
    return QStringLiteral("%1 (%2)").arg(function, file);
}

bool PySpyDump::hasThreads() const
{
    for (const PySpyProcess &p : processes) {
        if (!p.threads.isEmpty())
            return true;
    }
    return false;
}

PySpyDump parsePySpyDump(QByteArrayView bytes)
{
    static const QRegularExpression processRe(QStringLiteral("^Process (\\d{1,10}): ?(.*)$"));
    static const QRegularExpression pythonRe(QStringLiteral("^Python v(\\S+)"));
    static const QRegularExpression threadRe(QStringLiteral(
        "^Thread (?:(0x[0-9A-Fa-f]{1,16}|\\d{1,10}) )?\\(([^)]{0,40})\\)(?:: \"(.*)\")?\\s*$"));

    PySpyDump dump;
    QString firstLine;
    PySpyProcess *process = nullptr;
    PySpyThread *thread = nullptr;
    qsizetype frameIndent = -1;
    auto ensureProcess = [&]() -> PySpyProcess * {
        if (!process) {
            if (dump.processes.size() >= kMaxProcesses)
                return nullptr;
            dump.processes.append(PySpyProcess {});
            process = &dump.processes.last();
        }
        return process;
    };

    ByteLines lines(bytes);
    QByteArrayView raw;
    while (lines.next(&raw)) {
        if (raw.endsWith('\r'))
            raw.chop(1);
        if (raw.trimmed().isEmpty())
            continue;
        if (raw.size() > kMaxLine) {
            ++dump.badLines;
            continue;
        }
        const QString line = QString::fromUtf8(raw);
        if (firstLine.isEmpty())
            firstLine = line.trimmed().left(200);
        const qsizetype indent = indentOf(line);
        if (indent == 0) {
            thread = nullptr;
            if (const QRegularExpressionMatch m = processRe.match(line); m.hasMatch()) {
                process = nullptr;
                if (PySpyProcess *p = ensureProcess()) {
                    p->pid = m.captured(1).toLongLong();
                    p->command = redactSecrets(m.capturedView(2).trimmed());
                } else {
                    ++dump.badLines;
                }
            } else if (const QRegularExpressionMatch m = pythonRe.match(line); m.hasMatch() && process) {
                process->python = m.captured(1);
            } else if (const QRegularExpressionMatch m = threadRe.match(line); m.hasMatch()) {
                PySpyProcess *p = ensureProcess();
                if (!p || p->threads.size() >= kMaxThreads) {
                    ++dump.badLines;
                    continue;
                }
                p->threads.append(PySpyThread { m.captured(1), m.captured(2), m.captured(3), {} });
                thread = &p->threads.last();
                frameIndent = -1;
            } else {
                ++dump.badLines;
            }
            continue;
        }
        if (!thread) {
            ++dump.badLines;
            continue;
        }
        if (frameIndent < 0)
            frameIndent = indent;
        if (indent > frameIndent)
            continue; // --locals: "Arguments:", "Locals:" and their values
        if (thread->frames.size() >= kMaxFrames) {
            ++dump.badLines;
            continue;
        }
        thread->frames.append(frameFrom(QStringView(line).trimmed()));
    }
    if (!dump.hasThreads()) {
        dump.error = firstLine.isEmpty()
            ? Tr::tr("py-spy printed nothing.")
            : Tr::tr("Not a py-spy dump (no thread in it): “%1”.").arg(redactSecrets(firstLine));
    }
    return dump;
}

} // namespace ic
