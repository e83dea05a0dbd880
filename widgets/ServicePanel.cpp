// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ServicePanel.h"

#include "ConfirmActionDialog.h"
#include "formats/DataText.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "host/HostSession.h"
#include "models/FleetIconPainter.h"
#include "monitor/ServiceMonitor.h"
#include "operations/Preflight.h"

#include <QDateTime>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace ic {

namespace {

// The fleet's status colours (the host list's dots, the fleet table).
const QColor Green = FleetIconPainter::green();
const QColor Red = FleetIconPainter::red();
const QColor Amber = FleetIconPainter::amber();
const QColor Grey = FleetIconPainter::grey();

QLabel *valueLabel(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    l->setWordWrap(true);
    return l;
}

} // namespace

ServicePanel::ServicePanel(QWidget *parent)
    : QWidget(parent)
    , m_host(new QLabel(this))
    , m_badge(new QLabel(this))
    , m_description(valueLabel(this))
    , m_pid(valueLabel(this))
    , m_uptime(valueLabel(this))
    , m_restarts(valueLabel(this))
    , m_result(valueLabel(this))
    , m_invocation(valueLabel(this))
    , m_memory(valueLabel(this))
    , m_error(valueLabel(this))
    , m_outcome(valueLabel(this))
    , m_link(valueLabel(this))
    , m_retryNow(new QPushButton(tr("Retry &now"), this))
    , m_restart(new QPushButton(tr("&Restart…"), this))
    , m_stop(new QPushButton(tr("S&top…"), this))
    , m_start(new QPushButton(tr("&Start…"), this))
{
    setAccessibleName(tr("Service"));
    m_host->setObjectName(QStringLiteral("host"));
    QFont bold = m_host->font();
    bold.setBold(true);
    m_host->setFont(bold);
    m_badge->setObjectName(QStringLiteral("badge"));
    m_badge->setAccessibleName(tr("Service state"));
    m_badge->setFont(bold);
    m_badge->setWordWrap(true);
    m_badge->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_invocation->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_error->setObjectName(QStringLiteral("pollError"));
    m_error->setStyleSheet(QStringLiteral("color: %1;").arg(Red.name()));
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setAccessibleName(tr("Last action"));
    m_restart->setObjectName(QStringLiteral("restart"));
    m_stop->setObjectName(QStringLiteral("stop"));
    m_start->setObjectName(QStringLiteral("start"));
    m_restart->setToolTip(tr("Restart the service (asks first)"));
    m_stop->setToolTip(tr("Stop the service (asks first)"));
    m_start->setToolTip(tr("Start the service (asks first)"));

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Unit:"), m_description);
    form->addRow(tr("Main PID:"), m_pid);
    form->addRow(tr("Up for:"), m_uptime);
    form->addRow(tr("Restarts:"), m_restarts);
    form->addRow(tr("Last result:"), m_result);
    form->addRow(tr("Invocation:"), m_invocation);
    form->addRow(tr("Memory:"), m_memory);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_restart);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_start);
    buttons->addStretch(1);

    m_link->setObjectName(QStringLiteral("link"));
    m_link->setAccessibleName(tr("Connection"));
    m_link->setTextFormat(Qt::PlainText);
    m_retryNow->setObjectName(QStringLiteral("retryNow"));
    m_retryNow->setToolTip(tr("Try to connect now instead of waiting for the next attempt"));
    auto *linkRow = new QHBoxLayout;
    linkRow->addWidget(m_link, 1);
    linkRow->addWidget(m_retryNow, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_host);
    layout->addLayout(linkRow);
    layout->addWidget(m_badge);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addLayout(buttons);
    layout->addWidget(m_outcome);
    layout->addStretch(1);

    connect(m_restart, &QPushButton::clicked, this, [this] { requestAction(UnitAction::Restart); });
    connect(m_stop, &QPushButton::clicked, this, [this] { requestAction(UnitAction::Stop); });
    connect(m_start, &QPushButton::clicked, this, [this] { requestAction(UnitAction::Start); });
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &ServicePanel::updateUptime);
    m_linkTick.setInterval(1000);
    connect(&m_linkTick, &QTimer::timeout, this, &ServicePanel::showLink);
    connect(m_retryNow, &QPushButton::clicked, this, [this] {
        if (m_session)
            m_session->reconnectNow();
    });
    showState();
}

void ServicePanel::setSession(HostSession *session)
{
    if (m_session == session)
        return;
    if (m_session) {
        m_session->service()->disconnect(this);
        m_session->disconnect(this);
    }
    if (m_confirm)
        m_confirm->reject();
    m_session = session;
    m_outcome->clear();
    if (session) {
        ServiceMonitor *service = session->service();
        connect(service, &ServiceMonitor::stateChanged, this, &ServicePanel::showState);
        connect(service, &ServiceMonitor::pollFailed, this, &ServicePanel::showState);
        connect(service, &ServiceMonitor::actionFinished, this, &ServicePanel::onActionFinished);
        connect(session, &QObject::destroyed, this, &ServicePanel::showState);
        connect(session, &HostSession::linkStatusChanged, this, &ServicePanel::showLink);
    }
    showState();
}

QString ServicePanel::badgeText() const
{
    return m_badge->text();
}

QString ServicePanel::outcomeText() const
{
    return m_outcome->text();
}

void ServicePanel::setBadge(const QString &text, const QColor &color)
{
    m_badge->setText(text);
    m_badge->setStyleSheet(QStringLiteral("QLabel { background: %1; color: white; border-radius: 4px; "
                                          "padding: 4px 8px; }")
                               .arg(color.name()));
}

void ServicePanel::showState()
{
    const HostSession *s = m_session;
    m_host->setText(s ? tr("%1 — %2").arg(s->name(), s->transport()->describe()) : tr("No host selected"));
    const ServiceMonitor *service = s ? s->service() : nullptr;
    const bool has = service && service->hasState();
    const ServiceState st = has ? service->state() : ServiceState();
    const QString unit = s ? s->definition().unit : QString();

    if (!s) {
        setBadge(tr("no host"), Grey);
    } else if (!has) {
        setBadge(service->lastError().isEmpty() ? tr("waiting for the first reading…") : tr("unknown"), Grey);
    } else if (!st.exists()) {
        setBadge(tr("not found: %1 does not exist on this host").arg(unit), Red);
    } else {
        const QString text = st.subState.isEmpty() || st.subState == st.activeState
            ? serviceStateText(st.activeState)
            : tr("%1 (%2)").arg(serviceStateText(st.activeState), serviceStateText(st.subState));
        setBadge(text, FleetIconPainter::serviceColor(st.activeState)); // as the host list's dot
    }

    const QString none = tr("—");
    m_description->setText(!s ? none
                              : (st.description.isEmpty() ? unit : tr("%1 (%2)").arg(unit, st.description)));
    m_pid->setText(has && st.mainPid > 0 ? QString::number(st.mainPid) : none);
    m_restarts->setText(has ? QLocale().toString(st.restarts) : none);
    if (!has || st.result.isEmpty()) {
        m_result->setText(none);
    } else if (st.execMainCode == 1) {
        m_result->setText(tr("%1 (exited with status %2)").arg(st.result).arg(st.execMainStatus));
    } else if (st.execMainCode == 2 || st.execMainCode == 3) {
        m_result->setText(tr("%1 (killed by signal %2)").arg(st.result).arg(st.execMainStatus));
    } else {
        m_result->setText(st.result);
    }
    m_invocation->setText(has && !st.invocationId.isEmpty() ? st.invocationId : none);
    m_memory->setText(has && st.memoryBytes ? QLocale().formattedDataSize(qint64(*st.memoryBytes), 1,
                                                                          QLocale::DataSizeIecFormat)
                                            : none);
    const QString error = service ? service->lastError() : QString();
    m_error->setText(error.isEmpty() ? QString() : tr("Last poll failed: %1").arg(error));
    m_error->setVisible(!error.isEmpty());
    updateUptime();
    updateButtons();
    showLink();
}

void ServicePanel::showLink()
{
    // "retrying in 30 s" with a Retry now action while the host is away; hidden when connected.
    const LinkStatus link = m_session ? m_session->transport()->status() : LinkStatus();
    const bool away = m_session && (link.state == LinkState::Reconnecting || link.state == LinkState::Failed);
    if (!away) {
        m_link->hide();
        m_retryNow->hide();
        m_linkTick.stop();
        return;
    }
    QString text = link.state == LinkState::Reconnecting
        ? tr("Not connected — retrying in %1 s (attempt %2).").arg(link.secondsToRetry()).arg(link.attempt)
        : tr("Not connected.");
    if (!link.message.isEmpty())
        text += QLatin1Char('\n') + link.message;
    m_link->setText(text);
    m_link->setToolTip(link.detail);
    m_link->setStyleSheet(
        QStringLiteral("color: %1;").arg((link.state == LinkState::Failed ? Red : Amber).name()));
    m_link->show();
    m_retryNow->show();
    // A refused host key needs the user first; retrying would only refuse it again.
    m_retryNow->setEnabled(link.cause != LinkStatus::Cause::HostKey);
    if (link.state == LinkState::Reconnecting && !m_linkTick.isActive())
        m_linkTick.start();
    else if (link.state != LinkState::Reconnecting)
        m_linkTick.stop();
}

QString ServicePanel::formatDuration(qint64 seconds)
{
    if (seconds < 0)
        seconds = 0;
    const qint64 d = seconds / 86400;
    const qint64 h = (seconds % 86400) / 3600;
    const qint64 m = (seconds % 3600) / 60;
    const qint64 s = seconds % 60;
    if (d > 0)
        return tr("%1 d %2 h").arg(d).arg(h);
    if (h > 0)
        return tr("%1 h %2 min").arg(h).arg(m, 2, 10, QLatin1Char('0'));
    if (m > 0)
        return tr("%1 min %2 s").arg(m).arg(s, 2, 10, QLatin1Char('0'));
    return tr("%1 s").arg(s);
}

void ServicePanel::updateUptime()
{
    const ServiceMonitor *service = m_session ? m_session->service() : nullptr;
    if (!service || !service->hasState()) {
        m_uptime->setText(tr("—"));
        m_tick.stop();
        return;
    }
    const ServiceState &st = service->state();
    const bool up = st.activeState == QLatin1String("active") || st.activeState == QLatin1String("reloading");
    if (!up || !st.activeEnterTime.isValid()) {
        m_uptime->setText(
            st.activeState == QLatin1String("activating") && st.execMainStartTime.isValid()
                ? tr("starting for %1")
                      .arg(formatDuration(st.execMainStartTime.secsTo(QDateTime::currentDateTimeUtc())))
                : tr("not running"));
        if (st.activeState != QLatin1String("activating"))
            m_tick.stop();
        else if (!m_tick.isActive())
            m_tick.start();
        return;
    }
    m_uptime->setText(tr("%1 (since %2)")
                          .arg(formatDuration(st.activeEnterTime.secsTo(QDateTime::currentDateTimeUtc())),
                               QLocale().toString(st.activeEnterTime.toLocalTime(), QLocale::ShortFormat)));
    m_uptime->setToolTip(st.activeEnterTime.toLocalTime().toString(Qt::ISODate));
    if (!m_tick.isActive())
        m_tick.start();
}

void ServicePanel::updateButtons()
{
    const ServiceMonitor *service = m_session ? m_session->service() : nullptr;
    const bool busy = service && service->actionRunning();
    const bool usable = service && !busy;
    const ServiceState st = service && service->hasState() ? service->state() : ServiceState();
    const bool known = service && service->hasState() && st.exists();
    const bool running = st.activeState == QLatin1String("active")
        || st.activeState == QLatin1String("activating") || st.activeState == QLatin1String("reloading");
    // Before the first reading every action stays possible: the operator may know better.
    m_restart->setEnabled(usable);
    m_stop->setEnabled(usable && (!known || running || st.activeState == QLatin1String("deactivating")));
    m_start->setEnabled(usable && (!known || !running));
}

void ServicePanel::requestAction(UnitAction action)
{
    HostSession *s = m_session;
    if (!s || s->service()->actionRunning())
        return;
    if (m_confirm)
        m_confirm->reject();
    const QString command = s->service()->commandFor(action);
    auto *dialog = new ConfirmActionDialog(action, s->name(), s->definition().unit, command, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_confirm = dialog;
    const QPointer<HostSession> target = s;
    if (action == UnitAction::Restart) {
        // What would stop this restart, shown before the confirmation (the same checks as
        // `check --preflight` and a rollout); the preflight ends by its own deadline.
        auto *preflight = new Preflight(s, {}, dialog);
        connect(preflight, &Preflight::finished, dialog, &ConfirmActionDialog::setPreflight);
        dialog->setPreflightRunning();
        preflight->start();
    }
    connect(dialog, &QDialog::accepted, this, [this, target, action, dialog] {
        // The selection may have moved while the dialog was open: act on the host it named.
        if (!target)
            return;
        if (const auto &report = dialog->preflight(); report && report->isBlocked()) {
            if (!dialog->isOverride())
                return;
            QString error;
            HistoryStore history(historyLocation::forDirectory(target->dataDirectory(), QString(), {}));
            if (!recordPreflightOverride(history, *report, dialog->overrideText(),
                                         qEnvironmentVariable("USER"), QString(), &error)) {
                m_outcomeOk = false;
                m_outcome->setText(
                    tr("The override could not be kept in the history, so nothing was sent: %1").arg(error));
                return;
            }
        }
        target->service()->runAction(action);
        if (target == m_session) {
            m_outcomeOk = true;
            m_outcome->setStyleSheet(QString());
            m_outcome->setText(
                tr("Sent “%1” to %2; waiting for systemd…").arg(unitActionVerb(action), target->name()));
            updateButtons();
        }
        Q_EMIT actionStarted(action);
    });
    dialog->open();
}

void ServicePanel::onActionFinished(UnitAction, bool ok, const QString &message)
{
    m_outcomeOk = ok;
    m_outcome->setStyleSheet(QStringLiteral("color: %1;").arg((ok ? Green : Red).name()));
    m_outcome->setText(message);
    updateButtons();
}

} // namespace ic
