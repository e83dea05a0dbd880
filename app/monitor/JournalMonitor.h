// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/JournalJson.h"
#include "transport/RemoteCommand.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace ic {

class Transport;
class StreamJob;

/// Follows `journalctl --unit=… -o json -a -f`; after the stream ends (link lost, journalctl
/// died) it resumes with `--after-cursor` from the last entry it delivered, so no line is lost
/// or repeated.
class JournalMonitor : public QObject {
    Q_OBJECT
public:
    JournalMonitor(Transport *transport, const RemoteCommandBuilder &commands, QObject *parent = nullptr);
    ~JournalMonitor() override;

    /// `backlog`: entries to fetch before following when there is no cursor yet.
    void start(int backlog = 2000);
    void stop();
    bool isRunning() const { return m_running; }
    QByteArray lastCursor() const { return m_cursor; }
    /// Resumes as soon as possible (e.g. the transport reconnected).
    void resumeNow();

Q_SIGNALS:
    /// Entries in journal order, batched. Broken lines arrive too (entry.error set).
    void entriesArrived(const QList<ic::JournalEntry> &entries);
    void errorOccurred(const QString &error);
    /// The stream is following (after start or a resume).
    void following();

private:
    void startStream();
    void onLines(const QList<QByteArray> &lines);
    void onFinished(int exitCode, const QString &error);

    Transport *m_transport;
    RemoteCommandBuilder m_commands;
    QPointer<StreamJob> m_stream;
    QByteArray m_cursor;
    QTimer m_restartTimer;
    QStringList m_stderr;
    bool m_permissionReported = false;
    int m_backlog = 2000;
    int m_failures = 0;
    bool m_running = false;
    bool m_badCursor = false;
};

} // namespace ic
