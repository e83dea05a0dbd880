// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/LoadProbe.h"
#include "host/ValidationService.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ic {

class HostSession;

/// N concurrent streams for T seconds or R requests against the host's API, and the
/// `vllm bench serve` set of results in a table: TTFT, TPOT, ITL and E2EL percentiles, and goodput
/// against the SLOs given. Each run is kept in the host's history (a run record of kind "load")
/// and compared with the last one at the same concurrency. The host's ValidationService runs and
/// keeps the probe; the dialog only sets it up, starts, stops and shows it.
class LoadProbeDialog : public QDialog {
    Q_OBJECT
public:
    explicit LoadProbeDialog(QWidget *parent = nullptr);
    ~LoadProbeDialog() override;

    /// The host's service (HostSession::validation(), or one for a bare API): its API, name and
    /// history; nullptr detaches.
    void setService(ValidationService *service);
    ValidationService *service() const { return m_service.data(); }
    void setSlo(const LoadSlo &slo);
    QString comparisonText() const; ///< against the last run at the same concurrency, as shown
    void setModel(const QString &model);
    /// Concurrency, and either a duration (seconds > 0) or a request count.
    void setLoad(int concurrency, double seconds, int requests);
    LoadProbeOptions options() const;
    bool isRunning() const { return m_service && m_service->isLoadProbeRunning(); }
    const LoadProbeResult &result() const { return m_result; }
    QTableWidget *table() const { return m_table; }

public Q_SLOTS:
    void run();
    void stop();

Q_SIGNALS:
    void finished(const ic::LoadProbeResult &result);

private:
    void showResult(const LoadProbeResult &result);
    void showComparison(const LoadProbeResult &result, const LadderReport &record,
                        const std::optional<LadderReport> &before);
    void updateButtons();
    bool hasEndpoint() const;

    QPointer<ValidationService> m_service;
    QList<QMetaObject::Connection> m_connections;
    LoadProbeResult m_result;

    QLineEdit *m_model;
    QLineEdit *m_prompt;
    QSpinBox *m_concurrency;
    QComboBox *m_mode;
    QDoubleSpinBox *m_seconds;
    QSpinBox *m_requests;
    QSpinBox *m_maxTokens;
    QDoubleSpinBox *m_sloTtft;
    QDoubleSpinBox *m_sloTpot;
    QDoubleSpinBox *m_sloE2el;
    QLabel *m_comparison;
    QPushButton *m_run;
    QPushButton *m_stop;
    QLabel *m_status;
    QTableWidget *m_table;
};

} // namespace ic
