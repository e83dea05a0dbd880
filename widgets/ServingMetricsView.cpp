// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ServingMetricsView.h"

#include "host/HostSession.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>

namespace ic {

namespace {
QString number(const std::optional<double> &v, int decimals = 0)
{
    return v ? QLocale().toString(*v, 'f', decimals) : QStringLiteral("—");
}
} // namespace

ServingMetricsView::ServingMetricsView(QWidget *parent)
    : QWidget(parent)
    , m_health(new QLabel(this))
    , m_running(new QLabel(this))
    , m_waiting(new QLabel(this))
    , m_kv(new QProgressBar(this))
    , m_prompt(new QLabel(this))
    , m_generation(new QLabel(this))
    , m_preemptions(new QLabel(this))
{
    setObjectName(QStringLiteral("ServingMetricsView"));
    m_kv->setRange(0, 1000);
    m_kv->setAccessibleName(tr("KV-cache usage"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("API:"), m_health);
    form->addRow(tr("Requests running:"), m_running);
    form->addRow(tr("Requests waiting:"), m_waiting);
    form->addRow(tr("KV cache:"), m_kv);
    form->addRow(tr("Prompt:"), m_prompt);
    form->addRow(tr("Generation:"), m_generation);
    form->addRow(tr("Preemptions:"), m_preemptions);
    refresh();
}

void ServingMetricsView::setSession(HostSession *session)
{
    if (m_endpoint)
        m_endpoint->disconnect(this);
    m_endpoint = session ? session->endpoint() : nullptr;
    if (m_endpoint) {
        connect(m_endpoint, &EndpointMonitor::healthChanged, this, &ServingMetricsView::refresh);
        connect(m_endpoint, &EndpointMonitor::metricsUpdated, this, &ServingMetricsView::refresh);
    }
    refresh();
}

QString ServingMetricsView::healthText() const
{
    return m_health->text();
}

QString ServingMetricsView::generationText() const
{
    return m_generation->text();
}

void ServingMetricsView::refresh()
{
    const HealthState h = m_endpoint ? m_endpoint->health() : HealthState::Unknown;
    QString color = QStringLiteral("#6b7280");
    if (h == HealthState::Healthy)
        color = QStringLiteral("#15803d");
    else if (h == HealthState::Unhealthy || h == HealthState::Unreachable)
        color = QStringLiteral("#b91c1c");
    else if (h == HealthState::NotServing || h == HealthState::Loading)
        color = QStringLiteral("#b45309");
    m_health->setText(m_endpoint ? healthStateText(h) : tr("no host selected"));
    m_health->setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(color));

    const bool serving = m_endpoint && h == HealthState::Healthy && m_endpoint->hasMetrics();
    const ServingMetrics m = serving ? m_endpoint->metrics() : ServingMetrics {};
    const QString idle
        = m_endpoint && h != HealthState::Healthy ? tr("not serving yet") : QStringLiteral("—");
    m_running->setText(serving ? number(m.requestsRunning) : idle);
    m_waiting->setText(serving ? number(m.requestsWaiting) : idle);
    m_kv->setValue(serving && m.kvCacheUsage ? int(*m.kvCacheUsage * 1000) : 0);
    m_kv->setFormat(serving && m.kvCacheUsage ? QStringLiteral("%1 %").arg(*m.kvCacheUsage * 100, 0, 'f', 1)
                                              : idle);
    m_prompt->setText(
        serving && m.promptTokensPerSecond ? tr("%1 tok/s").arg(number(m.promptTokensPerSecond, 1)) : idle);
    m_generation->setText(serving && m.generationTokensPerSecond
                              ? tr("%1 tok/s").arg(number(m.generationTokensPerSecond, 1))
                              : idle);
    m_preemptions->setText(serving ? number(m.preemptions) : idle);
}

} // namespace ic
