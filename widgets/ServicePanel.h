// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "ConfirmActionDialog.h"
#include "host/HostSession.h"
#include "transport/RemoteCommand.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace ic {

struct ServiceState;

/// The systemd service of the selected host: state badge, PID, uptime, restarts, last result,
/// memory; Restart / Stop / Start behind a confirmation that shows the exact command.
class ServicePanel : public QWidget {
    Q_OBJECT
public:
    explicit ServicePanel(QWidget *parent = nullptr);

    /// The host shown; nullptr shows nothing. The panel never owns the session.
    void setSession(HostSession *session);
    HostSession *session() const { return m_session; }

    /// Asks for confirmation (window-modal, non-blocking); runs the action when accepted.
    void requestAction(UnitAction action);
    /// The confirmation currently open, if any (tests and the Host menu use it).
    ConfirmActionDialog *confirmDialog() const { return m_confirm; }

    QString badgeText() const;
    QString outcomeText() const;
    /// Whether the last outcome was a success (green); meaningful when outcomeText() is set.
    bool outcomeOk() const { return m_outcomeOk; }

    /// "3 d 4 h", "2 h 05 min", "42 s".
    static QString formatDuration(qint64 seconds);

Q_SIGNALS:
    /// An action was confirmed and sent to the host.
    void actionStarted(ic::UnitAction action);

private:
    void showState();
    void updateUptime();
    void updateButtons();
    void showLink();
    void onActionFinished(UnitAction action, bool ok, const QString &message);
    void setBadge(const QString &text, const QColor &color);

    QPointer<HostSession> m_session;
    QPointer<ConfirmActionDialog> m_confirm;
    QTimer m_tick;
    QTimer m_linkTick; ///< counts the back-off down once a second while retrying
    bool m_outcomeOk = false;

    QLabel *m_host;
    QLabel *m_badge;
    QLabel *m_description;
    QLabel *m_pid;
    QLabel *m_uptime;
    QLabel *m_restarts;
    QLabel *m_result;
    QLabel *m_invocation;
    QLabel *m_memory;
    QLabel *m_error;
    QLabel *m_outcome;
    QLabel *m_link;
    QPushButton *m_retryNow;
    QPushButton *m_restart;
    QPushButton *m_stop;
    QPushButton *m_start;
};

} // namespace ic
