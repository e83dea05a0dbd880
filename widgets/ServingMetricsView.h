// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/EndpointMonitor.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QProgressBar;

namespace ic {

class HostSession;

/// The engine's `/health` and serving figures from `/metrics`: requests running and waiting,
/// KV-cache usage, prompt and generation tok/s, preemptions. While the engine starts it says
/// "not serving yet" rather than showing an error.
class ServingMetricsView : public QWidget {
    Q_OBJECT
public:
    explicit ServingMetricsView(QWidget *parent = nullptr);

    void setSession(HostSession *session);
    QString healthText() const;
    QString generationText() const;

private:
    void refresh();

    QPointer<EndpointMonitor> m_endpoint;
    QLabel *m_health;
    QLabel *m_running;
    QLabel *m_waiting;
    QProgressBar *m_kv;
    QLabel *m_prompt;
    QLabel *m_generation;
    QLabel *m_preemptions;
};

} // namespace ic
