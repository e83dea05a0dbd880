// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LadderView.h"

#include "LoadProbeDialog.h"

#include "formats/DataText.h"
#include "host/HostSession.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace ic {

namespace {
enum Column { StepColumn, VerdictColumn, SecondsColumn, EvidenceColumn };

QColor badgeColor(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return QColor(0x2e, 0x7d, 0x32);
    case Verdict::Fail:
        return QColor(0xc6, 0x28, 0x28);
    case Verdict::Error:
        return QColor(0xef, 0x6c, 0x00);
    case Verdict::Skip:
        break;
    }
    return QColor(0x75, 0x75, 0x75);
}

QString verdictLabel(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return LadderView::tr("PASS");
    case Verdict::Fail:
        return LadderView::tr("FAIL");
    case Verdict::Error:
        return LadderView::tr("ERROR");
    case Verdict::Skip:
        break;
    }
    return LadderView::tr("SKIP");
}
} // namespace

LadderView::LadderView(QWidget *parent)
    : QWidget(parent)
    , m_ladder(Ladder::builtin())
    , m_title(new QLabel(this))
    , m_identity(new QLabel(this))
    , m_loadProbeAction(new QAction(tr("&Load probe…"), this))
    , m_run(new QPushButton(tr("Run"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_chooseFile(new QPushButton(tr("Ladder file…"), this))
    , m_autoRun(new QCheckBox(tr("Auto-run when a watched restart becomes ready"), this))
    , m_tree(new QTreeWidget(this))
    , m_overall(new QLabel(this))
    , m_historyBox(new QComboBox(this))
{
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({ tr("Step"), tr("Verdict"), tr("Seconds"), tr("Evidence") });
    m_tree->header()->setSectionResizeMode(EvidenceColumn, QHeaderView::Stretch);
    m_tree->setWordWrap(true);
    m_tree->setUniformRowHeights(false);
    m_tree->setColumnWidth(StepColumn, 300);
    m_tree->setColumnWidth(VerdictColumn, 72);
    m_tree->setColumnWidth(SecondsColumn, 64);
    m_overall->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; padding: 4px; }"));
    m_overall->setWordWrap(true);
    m_identity->setTextFormat(Qt::PlainText);
    m_identity->setWordWrap(true);
    m_identity->setToolTip(tr("Engine, version and model as the server reports them"));
    m_loadProbeAction->setToolTip(
        tr("N concurrent streams: TTFT, TPOT, ITL and E2EL percentiles and goodput"));
    connect(m_loadProbeAction, &QAction::triggered, this, &LadderView::openLoadProbe);
    auto *loadButton = new QToolButton(this);
    loadButton->setDefaultAction(m_loadProbeAction);
    m_historyBox->setToolTip(tr("Past runs on this host"));
    m_historyBox->setMinimumContentsLength(28);

    connect(m_run, &QPushButton::clicked, this, &LadderView::run);
    connect(m_cancel, &QPushButton::clicked, this, &LadderView::cancel);
    connect(m_autoRun, &QCheckBox::toggled, this, &LadderView::setAutoRun);
    connect(m_chooseFile, &QPushButton::clicked, this, [this] {
        const QString path
            = QFileDialog::getOpenFileName(this, tr("Validation ladder"), QString(), tr("Ladder (*.json)"));
        if (!path.isEmpty())
            chooseLadderFile(path);
    });
    connect(m_historyBox, &QComboBox::activated, this, [this](int row) {
        const QList<LadderReport> past = history();
        const int index = m_historyBox->itemData(row).toInt();
        if (index >= 0 && index < past.size() && !isRunning())
            showReport(past.at(index));
    });

    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export report"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(exportButton);
    menu->addAction(tr("Markdown…"), this, [this] { askExport(QStringLiteral("md")); });
    menu->addAction(tr("JSON…"), this, [this] { askExport(QStringLiteral("json")); });
    exportButton->setMenu(menu);

    // Two rows: in one, the title, the buttons and the long "run automatically" box needed more
    // than the tab has on a 1280 x 720 screen (in German the view scrolled sideways).
    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_run);
    top->addWidget(m_cancel);
    auto *options = new QHBoxLayout;
    options->addWidget(m_chooseFile);
    options->addWidget(loadButton);
    options->addWidget(m_autoRun);
    options->addStretch();
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_overall, 1);
    bottom->addWidget(new QLabel(tr("History"), this));
    bottom->addWidget(m_historyBox);
    bottom->addWidget(exportButton);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(options);
    layout->addWidget(m_identity);
    layout->addWidget(m_tree, 1);
    layout->addLayout(bottom);

    showSteps();
    updateButtons();
}

LadderView::~LadderView()
{
    for (const QMetaObject::Connection &c : std::as_const(m_serviceConnections))
        disconnect(c);
}

HostSession *LadderView::session() const
{
    return m_session.data();
}

void LadderView::setSession(HostSession *session)
{
    if (m_session == session && session)
        return;
    disconnect(m_sessionConnection);
    m_session = session;
    if (!session) {
        setService(nullptr);
        showTarget(QString(), ChatEndpoint(), QString());
        return;
    }
    const auto apply = [this] {
        if (!m_session)
            return;
        const HostDefinition &d = m_session->definition();
        showTarget(d.name, { m_session->apiBaseUrl(), d.apiKey }, d.engine);
    };
    m_sessionConnection = connect(session, &HostSession::apiBaseUrlChanged, this, apply);
    // The session owns its service (a run goes on while another host is shown).
    bindService(session->validation());
    apply();
}

void LadderView::watch(ValidationService *service)
{
    m_watched.removeAll(nullptr);
    if (m_watched.contains(service))
        return;
    m_watched << service;
    connect(service, &ValidationService::started, this, &LadderView::runStarted);
    connect(service, &ValidationService::finished, this, [this](const LadderReport &report) {
        Q_EMIT runFinished(report);
        Q_EMIT lastVerdictChanged(report.host, report.verdict());
    });
}

void LadderView::setService(ValidationService *service)
{
    if (!service || service->isFleetHost()) {
        bindService(service);
        return;
    }
    // An API known only by its address: shown under the service's host name, no session.
    if (m_session) {
        disconnect(m_sessionConnection);
        m_session.clear();
    }
    bindService(service);
    showTarget(service->host(), service->endpoint(), service->engine());
}

void LadderView::bindService(ValidationService *service)
{
    if (service)
        watch(service);
    for (const QMetaObject::Connection &c : std::as_const(m_serviceConnections))
        disconnect(c);
    m_serviceConnections.clear();
    m_service = service;
    if (service) {
        m_serviceConnections << connect(service, &ValidationService::started, this, &LadderView::onStarted)
                             << connect(service, &ValidationService::stepStarted, this,
                                        [this](int index, const QString &) {
                                            if (QTreeWidgetItem *item = m_tree->topLevelItem(index)) {
                                                item->setText(VerdictColumn, tr("running…"));
                                                item->setForeground(VerdictColumn, palette().text());
                                                m_tree->scrollToItem(item);
                                            }
                                        })
                             << connect(service, &ValidationService::stepFinished, this,
                                        &LadderView::setStepResult)
                             << connect(service, &ValidationService::identityRead, this,
                                        &LadderView::showIdentity)
                             << connect(service, &ValidationService::finished, this, &LadderView::onFinished);
        if (service->isRunning()) {
            // A run under way: its steps so far, under its host's name.
            m_host = service->host();
            m_report = LadderReport();
            showSteps();
            const LadderReport &sofar = service->report();
            for (int i = 0; i < sofar.steps.size(); ++i)
                setStepResult(i, sofar.steps.at(i));
            m_overall->setText(tr("Running on %1…").arg(service->host()));
        }
    }
    updateButtons();
}

void LadderView::showTarget(const QString &host, const ChatEndpoint &endpoint, const QString &engine)
{
    const bool hostChanged = host != m_host;
    m_host = host;
    m_endpoint = endpoint;
    m_engine = engine;
    if (hostChanged && !isRunning()) {
        m_report = LadderReport();
        showSteps();
        reloadHistory();
        if (const auto last = shownHistory().last(host))
            showReport(*last);
    }
    updateButtons();
}

void LadderView::setLadder(const Ladder &ladder)
{
    m_ladder = ladder;
    if (!isRunning())
        showSteps();
}

void LadderView::setConfig(const LadderConfig &config)
{
    m_config = config;
    // A chosen file that went away or broke stays the ladder, unusable and saying why: a run then
    // ends in an error, as `check` does, rather than passing on another ladder.
    setLadder(config.ladder());
    m_autoRunEnabled = config.autoRun();
    const QSignalBlocker block(m_autoRun);
    m_autoRun->setChecked(m_autoRunEnabled);
}

bool LadderView::chooseLadderFile(const QString &path)
{
    if (!loadLadderFile(path))
        return false;
    QString error;
    if (m_config && !m_config->choose(path, &error)) {
        m_overall->setText(tr("The ladder %1 cannot be used: %2").arg(path, error));
        return false;
    }
    return true;
}

bool LadderView::loadLadderFile(const QString &path)
{
    const Ladder ladder = Ladder::fromFile(path);
    if (!ladder.isValid()) {
        m_overall->setText(tr("The ladder %1 cannot be used: %2").arg(path, ladder.error));
        return false;
    }
    setLadder(ladder);
    return true;
}

QList<LadderReport> LadderView::history() const
{
    return m_host.isEmpty() ? QList<LadderReport>() : shownHistory().load(m_host);
}

QString LadderView::overallText() const
{
    return m_overall->text();
}

void LadderView::setAutoRun(bool on)
{
    if (m_autoRunEnabled == on)
        return;
    m_autoRunEnabled = on;
    const QSignalBlocker block(m_autoRun);
    m_autoRun->setChecked(on);
    if (m_config)
        m_config->setAutoRun(on);
    Q_EMIT autoRunChanged(on);
}

void LadderView::restartBecameReady()
{
    // The service waits for fresh GPU readings before it takes the memory baseline.
    if (m_autoRunEnabled && !isRunning())
        run();
}

void LadderView::prepare(ValidationService *service)
{
    service->setLadder(m_ladder);
}

LadderHistory LadderView::shownHistory() const
{
    // The service's history: where its host's runs are kept (the session's data directory).
    return m_service ? m_service->facts().history() : LadderHistory();
}

void LadderView::run()
{
    if (!m_service || isRunning() || m_endpoint.baseUrl.isEmpty())
        return;
    prepare(m_service);
    m_service->start();
}

void LadderView::onStarted()
{
    m_report = LadderReport();
    showSteps();
    m_overall->setText(tr("Running on %1…").arg(m_host));
    m_overall->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; padding: 4px; }"));
    updateButtons();
}

void LadderView::cancel()
{
    if (m_service)
        m_service->cancel();
}

void LadderView::onFinished(const LadderReport &report)
{
    showReport(report);
    reloadHistory();
    updateButtons();
}

void LadderView::showSteps()
{
    m_tree->clear();
    const Ladder &ladder = isRunning() ? m_service->ladder() : m_ladder;
    for (const LadderStep &step : ladder.steps) {
        auto *item = new QTreeWidgetItem(m_tree);
        const QString title = step.title.isEmpty() ? step.id : dataText(step.title);
        item->setText(StepColumn, step.required ? title : tr("%1 (optional)").arg(title));
        item->setToolTip(StepColumn,
                         tr("%1 — %2. Limits: %3.")
                             .arg(step.id,
                                  step.required ? tr("required: the run passes only if it passes")
                                                : tr("optional: may skip, but a fail fails the run"),
                                  step.limits.summary()));
        item->setText(VerdictColumn, step.enabled ? QString() : tr("disabled"));
    }
    // Titles whole (they say which steps are optional), but never more than a third of the view.
    m_tree->resizeColumnToContents(StepColumn);
    m_tree->setColumnWidth(StepColumn,
                           qBound(240, m_tree->columnWidth(StepColumn) + 8, qMax(240, width() / 3)));
    m_title->setText(m_host.isEmpty() ? tr("Validation ladder “%1”: no host selected").arg(ladder.name)
                                      : tr("Validation ladder “%1” on %2").arg(ladder.name, m_host));
    if (!isRunning()) {
        m_overall->clear();
        m_identity->clear();
        if (!ladder.isValid())
            m_overall->setText(tr("The ladder cannot be used: %1").arg(ladder.error));
    }
}

void LadderView::setStepResult(int index, const StepResult &result)
{
    if (index >= m_report.steps.size())
        m_report.steps.resize(index + 1);
    m_report.steps[index] = result;
    QTreeWidgetItem *item = m_tree->topLevelItem(index);
    if (!item) {
        item = new QTreeWidgetItem(m_tree);
        item->setText(StepColumn, result.id);
    }
    item->setText(VerdictColumn, verdictLabel(result.verdict));
    item->setForeground(VerdictColumn, Qt::white);
    item->setBackground(VerdictColumn, badgeColor(result.verdict));
    item->setTextAlignment(VerdictColumn, Qt::AlignCenter);
    item->setText(SecondsColumn, QString::number(result.seconds, 'f', 1));
    item->setText(EvidenceColumn,
                  result.interrupted ? tr("[interrupted] %1").arg(result.evidence) : result.evidence);
    item->setToolTip(EvidenceColumn, result.evidence);
    qDeleteAll(item->takeChildren());
    if (!result.data.isEmpty()) {
        auto *data = new QTreeWidgetItem(item);
        data->setFirstColumnSpanned(true);
        data->setText(StepColumn,
                      QString::fromUtf8(QJsonDocument(result.data).toJson(QJsonDocument::Compact)));
    }
}

void LadderView::showReport(const LadderReport &report)
{
    m_report = report;
    for (int i = 0; i < report.steps.size(); ++i)
        setStepResult(i, report.steps.at(i));
    const Verdict verdict = report.verdict();
    const QString text = tr("Overall: %1 — %2, %3 s — %4")
                             .arg(verdictLabel(verdict), report.started.toLocalTime().toString(Qt::ISODate))
                             .arg(report.seconds, 0, 'f', 1)
                             .arg(report.verdictReason());
    m_overall->setText(text);
    showIdentity(report.identity, report.changes);
    m_overall->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; padding: 4px; color: %1; }")
                                 .arg(badgeColor(verdict).name()));
}

QString LadderView::identityText() const
{
    return m_identity->text();
}

void LadderView::showIdentity(const ServerIdentity &identity, const QList<ReportChange> &changes)
{
    QStringList flagged;
    for (const ReportChange &c : changes) {
        if (c.what == QLatin1String("version") || c.what == QLatin1String("model")
            || c.what == QLatin1String("engine"))
            flagged << c.sentence;
    }
    QString text = tr("Serving: %1").arg(identity.summary());
    if (!flagged.isEmpty())
        text += QStringLiteral("  ⚠ ")
            + tr("changed since the last known good: %1").arg(flagged.join(QStringLiteral("; ")));
    m_identity->setText(text);
    m_identity->setToolTip(identity.evidence.join(QLatin1Char('\n')));
    m_identity->setStyleSheet(
        flagged.isEmpty()
            ? QStringLiteral("QLabel { padding: 2px 4px; }")
            : QStringLiteral("QLabel { padding: 2px 4px; color: #c62828; font-weight: bold; }"));
}

LoadProbeDialog *LadderView::loadProbeDialog() const
{
    return m_loadProbe.data();
}

void LadderView::openLoadProbe()
{
    if (!m_loadProbe) {
        m_loadProbe = new LoadProbeDialog(this);
        connect(m_loadProbe, &LoadProbeDialog::finished, this, &LadderView::reloadHistory);
    }
    m_loadProbe->setService(m_service); // its history is the one this view shows
    if (!m_report.model.isEmpty())
        m_loadProbe->setModel(m_report.model);
    m_loadProbe->show();
    m_loadProbe->raise();
    m_loadProbe->activateWindow();
}

void LadderView::reloadHistory()
{
    m_historyBox->clear();
    const QList<LadderReport> past = history();
    for (int i = int(past.size()) - 1; i >= 0; --i) {
        const LadderReport &r = past.at(i);
        const QString what = r.kind == QLatin1String("load")
            ? tr("load probe, %1 streams").arg(r.loadConcurrency())
            : verdictLabel(r.verdict());
        m_historyBox->addItem(
            QStringLiteral("%1  %2").arg(r.started.toLocalTime().toString(Qt::ISODate), what), i);
    }
    m_historyBox->setEnabled(!past.isEmpty());
}

void LadderView::updateButtons()
{
    const bool running = isRunning();
    m_run->setEnabled(!running && !m_endpoint.baseUrl.isEmpty());
    m_cancel->setEnabled(running);
    m_chooseFile->setEnabled(!running);
    m_loadProbeAction->setEnabled(!m_host.isEmpty() && !m_endpoint.baseUrl.isEmpty());
}

bool LadderView::exportReport(const QString &path, const QString &format) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const QByteArray data = format == QLatin1String("json")
        ? QJsonDocument(m_report.toJson()).toJson(QJsonDocument::Indented)
        : m_report.toMarkdown().toUtf8();
    return file.write(data) == data.size();
}

void LadderView::askExport(const QString &format)
{
    const bool json = format == QLatin1String("json");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export ladder report"), json ? QStringLiteral("ladder.json") : QStringLiteral("ladder.md"),
        json ? tr("JSON (*.json)") : tr("Markdown (*.md)"));
    if (!path.isEmpty() && !exportReport(path, format))
        m_overall->setText(tr("Could not write %1.").arg(path));
}

} // namespace ic
