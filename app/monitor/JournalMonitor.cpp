// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "JournalMonitor.h"

#include "transport/RemoteFailure.h"

#include "formats/ThreadAffinity.h"
#include "transport/Transport.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcJournal, "console.journal")

namespace ic {

JournalMonitor::JournalMonitor(Transport *transport, const RemoteCommandBuilder &commands, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_commands(commands)
{
    m_restartTimer.setSingleShot(true);
    connect(&m_restartTimer, &QTimer::timeout, this, &JournalMonitor::startStream);
}

JournalMonitor::~JournalMonitor()
{
    stop();
}

void JournalMonitor::start(int backlog)
{
    assertOwnThread(this, "JournalMonitor::start");
    if (m_running)
        return;
    m_running = true;
    m_backlog = backlog;
    m_failures = 0;
    startStream();
}

void JournalMonitor::stop()
{
    m_running = false;
    m_restartTimer.stop();
    if (m_stream) {
        StreamJob *s = m_stream;
        m_stream = nullptr;
        s->disconnect(this);
        s->stop();
        s->deleteLater();
    }
}

void JournalMonitor::resumeNow()
{
    if (m_running && !m_stream) {
        m_restartTimer.stop();
        startStream();
    }
}

void JournalMonitor::startStream()
{
    if (!m_running || m_stream)
        return;
    const RemoteCommand cmd = m_commands.journal(true, m_backlog, m_badCursor ? QByteArray() : m_cursor);
    if (!cmd.isValid()) {
        Q_EMIT errorOccurred(cmd.error);
        return;
    }
    m_stderr.clear();
    m_permissionReported = false;
    m_stream = m_transport->stream(cmd.line);
    connect(m_stream, &StreamJob::linesArrived, this, &JournalMonitor::onLines);
    connect(m_stream, &StreamJob::errorLinesArrived, this, [this](const QList<QByteArray> &lines) {
        for (const QByteArray &l : lines) {
            if (m_stderr.size() < 20)
                m_stderr << QString::fromUtf8(l).trimmed();
        }
        // journalctl keeps following after its permission hint: say so now, not at the end.
        const RemoteFailure named = classifyRemoteFailure(0, m_stderr.join(u'\n').toUtf8(),
                                                          m_commands.host().name, m_commands.host().unit);
        if (named.kind == RemoteFailure::Kind::JournalPermission && !m_permissionReported) {
            m_permissionReported = true;
            Q_EMIT errorOccurred(named.message);
        }
    });
    connect(m_stream, &StreamJob::finished, this, &JournalMonitor::onFinished);
    Q_EMIT following();
}

void JournalMonitor::onLines(const QList<QByteArray> &lines)
{
    QList<JournalEntry> entries;
    entries.reserve(lines.size());
    for (const QByteArray &line : lines) {
        if (line.isEmpty())
            continue;
        JournalEntry e = parseJournalJsonLine(line);
        if (!e.cursor.isEmpty()) {
            m_cursor = e.cursor;
            m_badCursor = false;
        }
        entries.append(std::move(e));
    }
    if (!entries.isEmpty()) {
        m_failures = 0;
        Q_EMIT entriesArrived(entries);
    }
}

void JournalMonitor::onFinished(int exitCode, const QString &error)
{
    if (m_stream)
        m_stream->deleteLater();
    m_stream = nullptr;
    if (!m_running)
        return;
    const QString stderrText = m_stderr.join(u' ');
    if (stderrText.contains(QLatin1String("Failed to seek to cursor"))) {
        // An unknown cursor (journal rotated/vacuumed): follow from the newest entries instead.
        m_badCursor = true;
        Q_EMIT errorOccurred(tr("The journal no longer has the last entry seen; some lines may be missing."));
    } else if (!error.isEmpty()) {
        Q_EMIT errorOccurred(error);
    } else if (const RemoteFailure named = classifyRemoteFailure(
                   exitCode, m_stderr.join(u'\n').toUtf8(), m_commands.host().name, m_commands.host().unit);
               named.recognised() && exitCode != 0) {
        Q_EMIT errorOccurred(named.message);
    } else if (exitCode != 0) {
        Q_EMIT errorOccurred(stderrText.isEmpty() ? tr("journalctl exited with status %1.").arg(exitCode)
                                                  : tr("journalctl: %1").arg(stderrText));
    }
    ++m_failures;
    const int delay = std::min(30000, 500 * (1 << std::min(m_failures - 1, 6)));
    qCDebug(lcJournal) << "journal stream ended; resuming in" << delay << "ms from" << m_cursor;
    m_restartTimer.start(delay);
}

} // namespace ic
