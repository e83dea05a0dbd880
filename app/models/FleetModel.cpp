// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FleetModel.h"

#include "chat/Ladder.h"
#include "formats/DataText.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "host/ValidationService.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "monitor/LivenessMonitor.h"
#include "monitor/ServiceMonitor.h"
#include "startup/StartupTracker.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <array>

namespace ic {

namespace {

bool sameNumber(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

bool FleetModel::Row::stuck() const
{
    return liveness == int(LivenessState::Stuck);
}

FleetModel::FleetModel(Fleet *fleet, QObject *parent)
    : QAbstractTableModel(parent)
    , m_fleet(fleet)
{
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(250);
    connect(&m_coalesce, &QTimer::timeout, this, &FleetModel::mergeDirty);
    m_retryTick.setInterval(1000);
    connect(&m_retryTick, &QTimer::timeout, this, [this] {
        bool any = false;
        for (const Row &row : std::as_const(m_rows)) {
            if (row.session && row.linkState == LinkState::Reconnecting) {
                markDirty(row.session);
                any = true;
            }
        }
        if (!any)
            m_retryTick.stop();
    });
    m_staleTick.setInterval(1000);
    connect(&m_staleTick, &QTimer::timeout, this, [this] {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < m_rows.size(); ++i) {
            Row &row = m_rows[i];
            if (!row.gpuExternal || !row.session)
                continue;
            const bool stale = row.session->gpus()->isStale(now);
            if (stale != row.gpuStale) {
                row.gpuStale = stale;
                emitRowChanged(i, { GpuMemoryColumn });
            }
        }
    });
    if (!fleet)
        return;
    m_staleTick.start();
    connect(fleet, &Fleet::hostAdded, this, &FleetModel::onHostAdded);
    connect(fleet, &Fleet::hostAboutToBeRemoved, this, &FleetModel::onHostAboutToBeRemoved);
    for (HostSession *s : fleet->sessions()) {
        Row row;
        row.session = s;
        snapshot(row);
        m_rows.append(row);
        watch(s);
    }
}

FleetModel::~FleetModel() = default;

int FleetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FleetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FleetModel::serviceText(const QString &loadState, const QString &activeState, const QString &subState)
{
    if (loadState == QLatin1String("not-found"))
        return tr("unit not found");
    if (activeState.isEmpty())
        return tr("unknown");
    if (subState.isEmpty() || subState == activeState)
        return serviceStateText(activeState);
    return tr("%1 (%2)").arg(serviceStateText(activeState), serviceStateText(subState));
}

/// What data() answers: per role the cells every column answers alike, and per column and role
/// the rest. One function a cell; data() only looks it up.
struct FleetModel::Cells {
    using Fn = QVariant (*)(const FleetModel &model, const Row &r);
    using Roles = QHash<int, Fn>;

    static const Roles &rowRoles();
    static const std::array<Roles, ColumnCount> &columnRoles();

    /// The unit's ActiveState, "not-found" when systemd does not know the unit.
    static QString activeState(const Row &r)
    {
        return r.loadState == QLatin1String("not-found") ? QStringLiteral("not-found") : r.activeState;
    }
    static double usedMiB(const Row &r)
    {
        double used = 0;
        for (const GpuMemory &g : r.gpus) {
            if (!std::isnan(g.usedMiB))
                used += g.usedMiB;
        }
        return used;
    }
    static double totalMiB(const Row &r)
    {
        double total = 0;
        for (const GpuMemory &g : r.gpus) {
            if (!std::isnan(g.totalMiB))
                total += g.totalMiB;
        }
        return total;
    }

    // Every column.
    static QVariant hostName(const FleetModel &, const Row &r) { return r.name; }
    static QVariant group(const FleetModel &, const Row &r) { return r.group; }
    static QVariant tags(const FleetModel &, const Row &r) { return r.tags; }
    static QVariant activeStateRole(const FleetModel &, const Row &r)
    {
        return r.hasService ? activeState(r) : QString();
    }
    static QVariant linkState(const FleetModel &, const Row &r) { return int(r.linkState); }
    static QVariant startupPercent(const FleetModel &, const Row &r) { return r.startupPercent; }
    static QVariant liveness(const FleetModel &, const Row &r) { return r.liveness; }
    static QVariant livenessEvidence(const FleetModel &, const Row &r) { return r.livenessEvidence; }
    static QVariant gpuStale(const FleetModel &, const Row &r) { return r.gpuStale; }
    static QVariant gpuFromPrometheus(const FleetModel &, const Row &r) { return r.gpuExternal; }

    // Name.
    static QVariant nameIcon(const FleetModel &m, const Row &r)
    {
        // A dot in the service colour, so the host list alone shows the state.
        return m.m_icons.statusIcon(r.stuck(), r.hasService, activeState(r), r.linkState);
    }
    static QVariant nameTip(const FleetModel &, const Row &r)
    {
        return r.session ? r.session->transport()->describe() : QString();
    }

    // Group / tags.
    static QVariant groupText(const FleetModel &, const Row &r)
    {
        QString text = r.group;
        if (!r.tags.isEmpty())
            text += (text.isEmpty() ? QString() : QStringLiteral(" · ")) + r.tags.join(QStringLiteral(", "));
        return text;
    }
    static QVariant groupSort(const FleetModel &, const Row &r)
    {
        return QString(r.group + QLatin1Char('\x01') + r.tags.join(u','));
    }

    // Link.
    static QVariant linkText(const FleetModel &, const Row &r) { return r.linkSummary; }
    static QVariant linkBrush(const FleetModel &, const Row &r)
    {
        return QBrush(FleetIconPainter::linkColor(r.linkState));
    }
    static QVariant linkTip(const FleetModel &, const Row &r)
    {
        return r.linkDetail.isEmpty() ? r.linkSummary
                                      : QString(r.linkSummary + QLatin1Char('\n') + r.linkDetail);
    }

    // Service.
    static QVariant serviceText(const FleetModel &, const Row &r)
    {
        if (!r.hasService)
            return r.serviceError.isEmpty() ? tr("waiting…") : tr("unknown");
        return FleetModel::serviceText(r.loadState, r.activeState, r.subState);
    }
    static QVariant serviceSort(const FleetModel &, const Row &r) { return activeState(r); }
    static QVariant serviceBrush(const FleetModel &, const Row &r)
    {
        return r.hasService ? QVariant(QBrush(FleetIconPainter::serviceColor(activeState(r)))) : QVariant();
    }
    static QVariant serviceTip(const FleetModel &, const Row &r) { return r.serviceError; }

    // Start-up.
    static QVariant startupText(const FleetModel &, const Row &r)
    {
        if (r.startupPhase.isEmpty())
            return QString();
        if (std::isnan(r.startupPercent) || r.startupPercent < 0)
            return r.startupPhase;
        return tr("%1 %2 %").arg(r.startupPhase).arg(qRound(r.startupPercent));
    }
    static QVariant startupSort(const FleetModel &, const Row &r)
    {
        return std::isnan(r.startupPercent) ? -1.0 : r.startupPercent;
    }

    // GPU memory.
    static QVariant gpuText(const FleetModel &, const Row &r)
    {
        if (r.gpus.isEmpty())
            return r.gpuTool;
        const QString used = QLocale().toString(usedMiB(r) / 1024.0, 'f', 0);
        const QString total = QLocale().toString(totalMiB(r) / 1024.0, 'f', 0);
        return r.gpuStale ? tr("%1 of %2 GiB, stale").arg(used, total) : tr("%1 of %2 GiB").arg(used, total);
    }
    static QVariant gpuSort(const FleetModel &, const Row &r)
    {
        const double total = totalMiB(r);
        return total > 0 ? usedMiB(r) / total : -1.0;
    }
    static QVariant gpuMemory(const FleetModel &, const Row &r)
    {
        QVariantList list;
        list.reserve(r.gpus.size());
        for (const GpuMemory &g : r.gpus)
            list << QVariant::fromValue(g);
        return list;
    }
    static QVariant gpuTip(const FleetModel &, const Row &r)
    {
        QStringList lines;
        if (!r.gpuToolReason.isEmpty())
            lines << r.gpuToolReason;
        if (r.gpuExternal)
            lines << (r.gpuLastMsecs > 0
                          ? tr("From Prometheus; newest reading %1 s old%2")
                                .arg((QDateTime::currentMSecsSinceEpoch() - r.gpuLastMsecs) / 1000)
                                .arg(r.gpuStale ? tr(" (stale: older than two scrape intervals)") : QString())
                          : tr("From Prometheus; no reading yet"));
        for (const GpuMemory &g : r.gpus)
            lines << tr("GPU %1: %2 of %3 GiB")
                         .arg(g.index)
                         .arg(QLocale().toString(g.usedMiB / 1024.0, 'f', 1),
                              QLocale().toString(g.totalMiB / 1024.0, 'f', 1));
        return lines.join(u'\n');
    }

    // Generation.
    static QVariant rateText(const FleetModel &, const Row &r)
    {
        if (std::isnan(r.tokensPerSecond))
            return QString();
        return tr("%1 tok/s").arg(QLocale().toString(r.tokensPerSecond, 'f', 1));
    }
    static QVariant rateSort(const FleetModel &, const Row &r)
    {
        return std::isnan(r.tokensPerSecond) ? -1.0 : r.tokensPerSecond;
    }

    // Progress (liveness).
    static QVariant livenessText(const FleetModel &, const Row &r)
    {
        const auto state = LivenessState(r.liveness);
        if (state == LivenessState::Unknown)
            return QString();
        if ((state == LivenessState::Stuck || state == LivenessState::Unreachable)
            && r.livenessSince.isValid())
            return tr("%1 since %2")
                .arg(livenessStateText(state),
                     QLocale().toString(r.livenessSince.time(), QLocale::ShortFormat));
        return livenessStateText(state);
    }
    static QVariant livenessBrush(const FleetModel &, const Row &r)
    {
        return QBrush(FleetIconPainter::livenessColor(LivenessState(r.liveness)));
    }
    static QVariant livenessTip(const FleetModel &, const Row &r)
    {
        QStringList lines;
        if (!r.livenessSummary.isEmpty())
            lines << r.livenessSummary;
        lines << r.livenessEvidence;
        return lines.join(u'\n');
    }

    // Validation.
    static QVariant verdictText(const FleetModel &, const Row &r)
    {
        if (r.verdict.isEmpty() || !r.verdictStale())
            return r.verdict;
        return tr("%1 (before the last restart)").arg(r.verdict);
    }
    static QVariant verdictBrush(const FleetModel &, const Row &r)
    {
        if (r.verdict.isEmpty())
            return {};
        return QBrush(FleetIconPainter::verdictColor(r.verdictPassed, r.verdictStale()));
    }
};

const FleetModel::Cells::Roles &FleetModel::Cells::rowRoles()
{
    static const Roles roles {
        { HostNameRole, &hostName },
        { GroupRole, &group },
        { TagsRole, &tags },
        { ActiveStateRole, &activeStateRole },
        { LinkStateRole, &linkState },
        { StartupPercentRole, &startupPercent },
        { LivenessStateRole, &liveness },
        { LivenessEvidenceRole, &livenessEvidence },
        { GpuStaleRole, &gpuStale },
        { GpuFromPrometheusRole, &gpuFromPrometheus },
    };
    return roles;
}

const std::array<FleetModel::Cells::Roles, FleetModel::ColumnCount> &FleetModel::Cells::columnRoles()
{
    // Indexed by Column; a role a column does not list answers nothing there.
    static const std::array<Roles, ColumnCount> columns {
        Roles { // NameColumn
                { Qt::DisplayRole, &hostName },
                { SortRole, &hostName },
                { Qt::DecorationRole, &nameIcon },
                { Qt::ToolTipRole, &nameTip } },
        Roles { // GroupColumn
                { Qt::DisplayRole, &groupText },
                { SortRole, &groupSort },
                { Qt::ToolTipRole, &groupText } },
        Roles { // LinkColumn
                { Qt::DisplayRole, &linkText },
                { SortRole, &linkState },
                { Qt::ForegroundRole, &linkBrush },
                { Qt::ToolTipRole, &linkTip } },
        Roles { // ServiceColumn
                { Qt::DisplayRole, &serviceText },
                { SortRole, &serviceSort },
                { Qt::ForegroundRole, &serviceBrush },
                { Qt::ToolTipRole, &serviceTip } },
        Roles { // StartupColumn
                { Qt::DisplayRole, &startupText },
                { SortRole, &startupSort } },
        Roles { // GpuMemoryColumn
                { Qt::DisplayRole, &gpuText },
                { SortRole, &gpuSort },
                { GpuMemoryRole, &gpuMemory },
                { Qt::ToolTipRole, &gpuTip },
                { Qt::AccessibleTextRole, &gpuText } },
        Roles { // GenerationRateColumn
                { Qt::DisplayRole, &rateText },
                { SortRole, &rateSort } },
        Roles { // LivenessColumn
                { Qt::DisplayRole, &livenessText },
                { SortRole, &liveness },
                { Qt::ForegroundRole, &livenessBrush },
                { Qt::ToolTipRole, &livenessTip } },
        Roles { // ValidationColumn
                { Qt::DisplayRole, &verdictText },
                { SortRole, &verdictText },
                { Qt::ForegroundRole, &verdictBrush } },
    };
    return columns;
}

QVariant FleetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    if (const Cells::Fn cell = Cells::rowRoles().value(role))
        return cell(*this, r);
    if (const Cells::Fn cell = Cells::columnRoles().at(index.column()).value(role))
        return cell(*this, r);
    return {};
}

Fleet *FleetModel::fleet() const
{
    return m_fleet;
}

int FleetModel::hostsFromPrometheus() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return r.gpuExternal; }));
}

int FleetModel::staleHosts() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(),
                             [](const Row &r) { return r.gpuExternal && r.gpuStale; }));
}

QVariant FleetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Host");
    case GroupColumn:
        return tr("Group / tags");
    case LinkColumn:
        return tr("Link");
    case ServiceColumn:
        return tr("Service");
    case StartupColumn:
        return tr("Start-up");
    case GpuMemoryColumn:
        return tr("GPU memory");
    case GenerationRateColumn:
        return tr("Generation");
    case LivenessColumn:
        return tr("Progress");
    case ValidationColumn:
        return tr("Validation");
    }
    return {};
}

HostSession *FleetModel::sessionAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).session.data() : nullptr;
}

int FleetModel::rowOf(const QString &hostName) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).name == hostName)
            return i;
    }
    return -1;
}

int FleetModel::rowOfSession(const HostSession *session) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).session == session)
            return i;
    }
    return -1;
}

void FleetModel::setStartupProgress(const QString &hostName, const QString &phase, double percent)
{
    const int i = rowOf(hostName);
    if (i < 0)
        return;
    Row &r = m_rows[i];
    const double p = percent < 0 ? NAN : qBound(0.0, percent, 100.0);
    if (r.startupPhase == phase && sameNumber(r.startupPercent, p))
        return;
    r.startupPhase = phase;
    r.startupPercent = phase.isEmpty() ? NAN : p;
    emitRowChanged(i, { StartupColumn });
}

void FleetModel::setGenerationRate(const QString &hostName, double tokensPerSecond)
{
    const int i = rowOf(hostName);
    if (i < 0 || sameNumber(m_rows.at(i).tokensPerSecond, tokensPerSecond))
        return;
    m_rows[i].tokensPerSecond = tokensPerSecond;
    emitRowChanged(i, { GenerationRateColumn });
}

void FleetModel::setValidationVerdict(const QString &hostName, const QString &verdict, bool passed)
{
    const int i = rowOf(hostName);
    if (i < 0)
        return;
    // The verdict belongs to the service as it runs now; after a restart it is shown as stale.
    Row &r = m_rows[i];
    if (r.verdict == verdict && r.verdictPassed == passed && r.verdictInvocation == r.invocation)
        return;
    r.verdict = verdict;
    r.verdictPassed = passed;
    r.verdictInvocation = r.invocation;
    emitRowChanged(i, { ValidationColumn });
}

bool FleetModel::isVerdictStale(const QString &hostName) const
{
    const int i = rowOf(hostName);
    return i >= 0 && m_rows.at(i).verdictStale();
}

void FleetModel::onHostAdded(HostSession *session)
{
    if (rowOfSession(session) >= 0)
        return;
    int at = m_fleet ? int(m_fleet->sessions().indexOf(session)) : -1;
    if (at < 0 || at > m_rows.size())
        at = int(m_rows.size());
    Row row;
    row.session = session;
    snapshot(row);
    beginInsertRows({}, at, at);
    m_rows.insert(at, row);
    endInsertRows();
    watch(session);
}

void FleetModel::onHostAboutToBeRemoved(HostSession *session)
{
    const int i = rowOfSession(session);
    if (i < 0)
        return;
    session->disconnect(this);
    beginRemoveRows({}, i, i);
    m_rows.removeAt(i);
    endRemoveRows();
}

void FleetModel::watch(HostSession *session)
{
    connect(session, &HostSession::linkStatusChanged, this, [this, session](const LinkStatus &status) {
        markDirty(session);
        if (status.state == LinkState::Reconnecting && !m_retryTick.isActive())
            m_retryTick.start();
    });
    connect(session->service(), &ServiceMonitor::stateChanged, this, [this, session] { markDirty(session); });
    connect(session->service(), &ServiceMonitor::pollFailed, this, [this, session] { markDirty(session); });
    connect(session->gpus(), &GpuMonitor::sampled, this, [this, session] { markDirty(session); });
    connect(session->gpus(), &GpuMonitor::toolStateChanged, this, [this, session] { markDirty(session); });
    connect(session->liveness(), &LivenessMonitor::stateChanged, this,
            [this, session] { markDirty(session); });
    const QString name = session->name();
    // Generation tok/s from the host's serving metrics.
    connect(session->endpoint(), &EndpointMonitor::metricsUpdated, this,
            [this, name](const ServingMetrics &m) {
                if (m.generationTokensPerSecond)
                    setGenerationRate(name, *m.generationTokensPerSecond);
            });
    // The verdict of every validation run of the host, whichever view or command started it.
    connect(session->validation(), &ValidationService::finished, this,
            [this, name](const LadderReport &report) {
                setValidationVerdict(name, verdictId(report.verdict()), report.verdict() == Verdict::Pass);
            });
    // The Start-up column: the phase and percent while starting, then the outcome.
    StartupTracker *tracker = session->startupWatch()->tracker();
    connect(tracker, &StartupTracker::changed, this,
            [this, tracker, name] { showStartup(name, tracker->snapshot()); });
}

void FleetModel::showStartup(const QString &hostName, const StartupSnapshot &s)
{
    switch (s.outcome) {
    case StartupOutcome::Starting: {
        QString phase = s.currentPhase;
        for (const StartupPhaseStatus &p : s.phases) {
            if (p.id == s.currentPhase && !p.title.isEmpty())
                phase = dataText(p.title);
        }
        if (s.possiblyStuck)
            phase = tr("%1 (stuck?)").arg(phase);
        setStartupProgress(hostName, phase, phase.isEmpty() ? -1 : s.percent);
        break;
    }
    case StartupOutcome::Ready:
        setStartupProgress(hostName, tr("ready"), -1);
        break;
    case StartupOutcome::Crashed:
        setStartupProgress(hostName, tr("crashed"), -1);
        break;
    case StartupOutcome::Stopped:
        setStartupProgress(hostName, QString(), -1);
        break;
    }
}

void FleetModel::markDirty(HostSession *session)
{
    if (!m_dirty.contains(session))
        m_dirty.append(session);
    if (!m_coalesce.isActive())
        m_coalesce.start();
}

void FleetModel::mergeDirty()
{
    const QList<QPointer<HostSession>> dirty = std::exchange(m_dirty, {});
    for (const QPointer<HostSession> &s : dirty) {
        const int i = s ? rowOfSession(s) : -1;
        if (i < 0)
            continue;
        emitRowChanged(i, snapshot(m_rows[i]));
    }
}

void FleetModel::refresh()
{
    m_dirty.clear();
    const QList<HostSession *> sessions = m_fleet ? m_fleet->sessions() : QList<HostSession *>();
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        if (!m_rows.at(i).session || !sessions.contains(m_rows.at(i).session.data())) {
            beginRemoveRows({}, i, i);
            m_rows.removeAt(i);
            endRemoveRows();
        }
    }
    for (HostSession *s : sessions) {
        if (rowOfSession(s) < 0)
            onHostAdded(s);
    }
    for (int i = 0; i < m_rows.size(); ++i)
        emitRowChanged(i, snapshot(m_rows[i]));
}

QList<int> FleetModel::snapshot(Row &row) const
{
    QList<int> changed;
    HostSession *s = row.session;
    if (!s)
        return changed;
    const HostDefinition &d = s->definition();
    if (row.name != d.name) {
        row.name = d.name;
        changed << NameColumn;
    }
    if (row.group != d.group || row.tags != d.tags) {
        row.group = d.group;
        row.tags = d.tags;
        changed << GroupColumn;
    }

    const LinkStatus link = s->transport()->status();
    const QString summary = link.summary();
    const QString detail = link.detail.isEmpty() || link.message == summary
        ? link.detail
        : link.message + QLatin1Char('\n') + link.detail;
    if (row.linkState != link.state || row.linkSummary != summary || row.linkDetail != detail) {
        const bool stateChanged = row.linkState != link.state;
        row.linkState = link.state;
        row.linkSummary = summary;
        row.linkDetail = detail;
        changed << LinkColumn;
        if (stateChanged)
            changed << NameColumn; // decoration follows the link until the service is known
    }

    const ServiceMonitor *service = s->service();
    const ServiceState &st = service->state();
    if (row.hasService != service->hasState() || row.loadState != st.loadState
        || row.activeState != st.activeState || row.subState != st.subState
        || row.serviceError != service->lastError()) {
        row.hasService = service->hasState();
        row.loadState = st.loadState;
        row.activeState = st.activeState;
        row.subState = st.subState;
        row.serviceError = service->lastError();
        changed << ServiceColumn;
        if (!changed.contains(NameColumn))
            changed << NameColumn;
    }
    if (service->hasState() && row.invocation != st.invocationId) {
        row.invocation = st.invocationId; // a restart: an earlier verdict is now stale
        changed << ValidationColumn;
    }

    QList<GpuMemory> gpus;
    const QList<GpuSample> latest = s->gpus()->latest();
    gpus.reserve(latest.size());
    for (const GpuSample &g : latest)
        gpus.append({ g.index, g.memoryUsedMiB, g.memoryTotalMiB });
    const bool gpusEqual = gpus.size() == row.gpus.size()
        && std::equal(gpus.cbegin(), gpus.cend(), row.gpus.cbegin(),
                      [](const GpuMemory &a, const GpuMemory &b) {
                          return a.index == b.index && sameNumber(a.usedMiB, b.usedMiB)
                              && sameNumber(a.totalMiB, b.totalMiB);
                      });
    const GpuMonitor *monitor = s->gpus();
    const bool external = monitor->sampleSource() == GpuMonitor::SampleSource::External;
    const bool stale = external && monitor->isStale(QDateTime::currentMSecsSinceEpoch());
    row.gpuLastMsecs = monitor->history().lastSampleMsecs();
    // A host whose GPU tool is missing or fails says so: never "0 GPUs", never idle GPUs.
    const QString tool
        = monitor->gpusNotMeasured() ? GpuMonitor::toolStateShort(monitor->toolState()) : QString();
    const QString toolReason = monitor->gpusNotMeasured() ? monitor->toolReason() : QString();
    if (!gpusEqual || external != row.gpuExternal || stale != row.gpuStale || tool != row.gpuTool
        || toolReason != row.gpuToolReason) {
        row.gpus = gpus;
        row.gpuExternal = external;
        row.gpuStale = stale;
        row.gpuTool = tool;
        row.gpuToolReason = toolReason;
        changed << GpuMemoryColumn;
    }

    const LivenessMonitor *liveness = s->liveness();
    const LivenessVerdict &verdict = liveness->verdict();
    if (row.liveness != int(verdict.state) || row.livenessSummary != verdict.summary
        || row.livenessEvidence != verdict.evidence) {
        const bool stuckChanged = row.stuck() != (verdict.state == LivenessState::Stuck);
        row.liveness = int(verdict.state);
        row.livenessSummary = verdict.summary;
        row.livenessEvidence = verdict.evidence;
        row.livenessSince = liveness->stateSince();
        changed << LivenessColumn;
        if (stuckChanged && !changed.contains(NameColumn))
            changed << NameColumn;
    }
    return changed;
}

void FleetModel::emitRowChanged(int row, const QList<int> &columns)
{
    if (columns.isEmpty())
        return;
    int first = ColumnCount;
    int last = -1;
    for (int c : columns) {
        first = qMin(first, c);
        last = qMax(last, c);
    }
    Q_EMIT dataChanged(index(row, first), index(row, last));
}

} // namespace ic
