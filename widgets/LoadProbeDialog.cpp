// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LoadProbeDialog.h"

#include "DialogFit.h"
#include "host/HostSession.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ic {

LoadProbeDialog::LoadProbeDialog(QWidget *parent)
    : QDialog(parent)
    , m_model(new QLineEdit(this))
    , m_prompt(new QLineEdit(presetCapitalPrompt(), this))
    , m_concurrency(new QSpinBox(this))
    , m_mode(new QComboBox(this))
    , m_seconds(new QDoubleSpinBox(this))
    , m_requests(new QSpinBox(this))
    , m_maxTokens(new QSpinBox(this))
    , m_sloTtft(new QDoubleSpinBox(this))
    , m_sloTpot(new QDoubleSpinBox(this))
    , m_sloE2el(new QDoubleSpinBox(this))
    , m_comparison(new QLabel(this))
    , m_run(new QPushButton(tr("Run"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_status(new QLabel(this))
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Load probe"));
    m_model->setPlaceholderText(tr("empty: the server's first model"));
    m_concurrency->setRange(1, 256);
    m_concurrency->setValue(4);
    m_mode->addItem(tr("for a duration"));
    m_mode->addItem(tr("for a number of requests"));
    m_seconds->setRange(1, 3600);
    m_seconds->setValue(30);
    m_seconds->setSuffix(tr(" s"));
    m_requests->setRange(1, 100'000);
    m_requests->setValue(32);
    m_requests->setEnabled(false);
    m_maxTokens->setRange(1, 1'000'000);
    m_maxTokens->setValue(256);
    for (QDoubleSpinBox *slo : { m_sloTtft, m_sloTpot, m_sloE2el }) {
        slo->setRange(0, 3'600'000);
        slo->setDecimals(0);
        slo->setSuffix(tr(" ms"));
        slo->setSpecialValueText(tr("none"));
    }
    m_sloTtft->setValue(2000);
    m_sloTpot->setValue(100);
    m_comparison->setWordWrap(true);
    m_comparison->setTextFormat(Qt::PlainText);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this](int mode) {
        m_seconds->setEnabled(mode == 0);
        m_requests->setEnabled(mode == 1);
    });

    auto *form = new QFormLayout;
    form->addRow(tr("Model"), m_model);
    form->addRow(tr("Prompt"), m_prompt);
    form->addRow(tr("Concurrent streams"), m_concurrency);
    form->addRow(tr("Run"), m_mode);
    form->addRow(tr("Duration"), m_seconds);
    form->addRow(tr("Requests"), m_requests);
    form->addRow(tr("max_tokens"), m_maxTokens);
    auto *slo = new QHBoxLayout;
    slo->addWidget(new QLabel(tr("TTFT ≤"), this));
    slo->addWidget(m_sloTtft);
    slo->addWidget(new QLabel(tr("TPOT ≤"), this));
    slo->addWidget(m_sloTpot);
    slo->addWidget(new QLabel(tr("E2EL ≤"), this));
    slo->addWidget(m_sloE2el);
    form->addRow(tr("Goodput SLO"), slo);

    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels({ tr("Metric"), tr("Mean"), tr("p50"), tr("p90"), tr("p99") });
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8); // every metric in view
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_status->setWordWrap(true);

    connect(m_run, &QPushButton::clicked, this, &LoadProbeDialog::run);
    connect(m_stop, &QPushButton::clicked, this, &LoadProbeDialog::stop);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_run);
    buttons->addWidget(m_stop);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_comparison);
    layout->addWidget(close);
    DialogFit::install(this, QSize(660, 640));
    updateButtons();
}

LoadProbeDialog::~LoadProbeDialog()
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
}

void LoadProbeDialog::setService(ValidationService *service)
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_service = service;
    const QString host = service ? service->host() : QString();
    setWindowTitle(host.isEmpty() ? tr("Load probe") : tr("Load probe — %1").arg(host));
    if (service) {
        m_connections << connect(service, &ValidationService::loadProbeProgressed, this,
                                 [this](int completed, int failed) {
                                     m_status->setText(
                                         tr("%1 completed, %2 failed…").arg(completed).arg(failed));
                                 })
                      << connect(service, &ValidationService::loadProbeFinished, this,
                                 [this](const LoadProbeResult &result, const LadderReport &record,
                                        const std::optional<LadderReport> &before,
                                        const QString &historyError) {
                                     showResult(result);
                                     showComparison(result, record, before);
                                     if (!historyError.isEmpty())
                                         m_status->setText(historyError);
                                     updateButtons();
                                     Q_EMIT finished(result);
                                 });
        m_connections << connect(service, &ValidationService::endpointChanged, this,
                                 &LoadProbeDialog::updateButtons);
    }
    updateButtons();
}

bool LoadProbeDialog::hasEndpoint() const
{
    return m_service && !m_service->endpoint().baseUrl.isEmpty();
}

void LoadProbeDialog::setSlo(const LoadSlo &slo)
{
    m_sloTtft->setValue(qMax(0.0, slo.ttftMs));
    m_sloTpot->setValue(qMax(0.0, slo.tpotMs));
    m_sloE2el->setValue(qMax(0.0, slo.e2elMs));
}

QString LoadProbeDialog::comparisonText() const
{
    return m_comparison->text();
}

void LoadProbeDialog::setModel(const QString &model)
{
    m_model->setText(model);
}

void LoadProbeDialog::setLoad(int concurrency, double seconds, int requests)
{
    m_concurrency->setValue(concurrency);
    m_mode->setCurrentIndex(seconds > 0 ? 0 : 1);
    if (seconds > 0)
        m_seconds->setValue(seconds);
    if (requests > 0)
        m_requests->setValue(requests);
}

LoadProbeOptions LoadProbeDialog::options() const
{
    LoadProbeOptions o;
    if (m_service) { // the service sets them again when it starts
        o.endpoint = m_service->endpoint();
        o.settings.engine = m_service->engine();
    }
    o.settings.model = m_model->text().trimmed();
    o.settings.maxTokens = m_maxTokens->value();
    o.prompt = m_prompt->text();
    o.concurrency = m_concurrency->value();
    o.slo.ttftMs = m_sloTtft->value() > 0 ? m_sloTtft->value() : -1;
    o.slo.tpotMs = m_sloTpot->value() > 0 ? m_sloTpot->value() : -1;
    o.slo.e2elMs = m_sloE2el->value() > 0 ? m_sloE2el->value() : -1;
    // Bounded like every probe: no request outlives the run by more than its own total deadline.
    o.limits.totalMs = int(qMin(3600.0, (o.durationSeconds > 0 ? o.durationSeconds : 0) + 600.0) * 1000);
    if (m_mode->currentIndex() == 0)
        o.durationSeconds = m_seconds->value();
    else
        o.requests = m_requests->value();
    return o;
}

void LoadProbeDialog::run()
{
    if (isRunning() || !hasEndpoint())
        return;
    m_table->setRowCount(0);
    m_comparison->clear();
    m_status->setText(tr("Running…"));
    m_service->startLoadProbe(options());
    updateButtons();
}

void LoadProbeDialog::stop()
{
    if (m_service)
        m_service->stopLoadProbe();
}

void LoadProbeDialog::showResult(const LoadProbeResult &result)
{
    m_result = result;
    m_table->setRowCount(0);
    const auto number = [](double v, int decimals) {
        return v < 0 ? QStringLiteral("–") : QString::number(v, 'f', decimals);
    };
    const auto addRow = [this](const QString &name, const QStringList &cells) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(name));
        for (int i = 0; i < cells.size(); ++i) {
            auto *item = new QTableWidgetItem(cells.at(i));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, i + 1, item);
        }
    };
    addRow(tr("Completed / failed"), { QStringLiteral("%1 / %2").arg(result.completed).arg(result.failed) });
    addRow(tr("Duration (s)"), { number(result.durationSeconds, 2) });
    addRow(tr("Requests/s"), { number(result.requestsPerSecond, 2) });
    addRow(tr("Output tok/s"), { number(result.outputTokensPerSecond, 1) });
    addRow(tr("Peak output tok/s"), { number(result.peakOutputTokensPerSecond, 1) });
    addRow(tr("Total tok/s"), { number(result.totalTokensPerSecond, 1) });
    const auto addMetric = [&](const QString &name, const MetricStats &m) {
        addRow(name, { number(m.mean, 2), number(m.p50, 2), number(m.p90, 2), number(m.p99, 2) });
    };
    addMetric(tr("TTFT (ms)"), result.ttft);
    addMetric(tr("TPOT (ms)"), result.tpot);
    addMetric(tr("ITL (ms)"), result.itl);
    addMetric(tr("E2EL (ms)"), result.e2el);
    if (result.slo.isSet())
        addRow(tr("Goodput (req/s)"),
               { number(result.goodput, 2),
                 tr("%1 / %2 in SLO").arg(result.goodCompleted).arg(result.completed) });
    m_status->setText(result.errors.isEmpty()
                          ? tr("Done: %1 requests.").arg(result.completed)
                          : tr("Done, with failures: %1").arg(result.errors.join(QLatin1Char(' '))));
}

void LoadProbeDialog::showComparison(const LoadProbeResult &result, const LadderReport &record,
                                     const std::optional<LadderReport> &before)
{
    if (record.host.isEmpty())
        return; // a bare API without a name: nothing kept, nothing to compare with
    if (before) {
        QStringList lines;
        for (const ReportChange &c : std::as_const(record.changes)) {
            if (c.what == QLatin1String("load_output_throughput"))
                lines << c.sentence;
        }
        m_comparison->setText(
            tr("Against the run of %1: %2")
                .arg(before->started.toLocalTime().toString(Qt::ISODate),
                     lines.isEmpty() ? tr("no comparable figures") : lines.join(QStringLiteral("; "))));
    } else {
        m_comparison->setText(tr("No earlier run at %1 streams on %2 to compare with.")
                                  .arg(result.concurrency)
                                  .arg(record.host));
    }
}

void LoadProbeDialog::updateButtons()
{
    const bool running = isRunning();
    m_run->setEnabled(!running && hasEndpoint());
    m_stop->setEnabled(running);
    if (!hasEndpoint() && !running)
        m_status->setText(tr("No API address yet: the tunnel to the host is not open."));
}

} // namespace ic
