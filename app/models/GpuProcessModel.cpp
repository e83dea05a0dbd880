// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuProcessModel.h"

#include "host/HostSession.h"
#include "monitor/GpuMonitor.h"
#include "monitor/ServiceMonitor.h"

#include <QColor>
#include <QCoreApplication>

#include <cmath>

namespace ic {

namespace {
bool sameKey(const GpuProcessVerdict &a, const GpuProcessVerdict &b)
{
    return a.process.pid == b.process.pid && a.process.gpuUuid == b.process.gpuUuid;
}

bool sameShown(const GpuProcessVerdict &a, const GpuProcessVerdict &b)
{
    const double ma = a.process.usedMemoryMiB, mb = b.process.usedMemoryMiB;
    const bool memSame = (std::isnan(ma) && std::isnan(mb)) || ma == mb;
    return memSame && a.name == b.name && a.gpuIndex == b.gpuIndex && a.leftover == b.leftover
        && a.inServiceTree == b.inServiceTree && a.sentence == b.sentence;
}
} // namespace

GpuProcessModel::GpuProcessModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void GpuProcessModel::setSession(HostSession *session)
{
    follow(session ? session->gpus() : nullptr);
    m_session = session;
    if (session) {
        ServiceMonitor *service = session->service();
        m_mainPid = service->hasState() ? service->state().mainPid : 0;
        m_links << connect(service, &ServiceMonitor::stateChanged, this,
                           [this](const ServiceState &st) { setServiceMainPid(st.mainPid); });
    } else {
        m_mainPid = 0;
    }
    reevaluate();
}

void GpuProcessModel::setMonitor(GpuMonitor *monitor)
{
    follow(monitor);
    m_session = nullptr;
    reevaluate();
}

GpuMonitor *GpuProcessModel::monitor() const
{
    return m_monitor;
}

void GpuProcessModel::follow(GpuMonitor *monitor)
{
    for (const QMetaObject::Connection &c : std::as_const(m_links))
        disconnect(c);
    m_links.clear();
    m_monitor = monitor;
    if (!monitor)
        return;
    m_links << connect(monitor, &GpuMonitor::processesChanged, this, &GpuProcessModel::reevaluate)
            << connect(monitor, &GpuMonitor::processTableChanged, this, &GpuProcessModel::reevaluate)
            << connect(monitor, &GpuMonitor::toolStateChanged, this, &GpuProcessModel::reevaluate)
            // Its host went (removed from the fleet): no rows rather than stale ones.
            << connect(monitor, &QObject::destroyed, this, [this] {
                   follow(nullptr);
                   reevaluate();
               });
}

void GpuProcessModel::setServiceMainPid(qint64 pid)
{
    if (pid == m_mainPid)
        return;
    m_mainPid = pid;
    reevaluate();
}

void GpuProcessModel::reevaluate()
{
    if (!m_monitor) {
        setReport({});
    } else if (m_monitor->gpusNotMeasured()) {
        // Not "no process holds GPU memory": nothing could be asked. (The sentence keeps the
        // view's translation context, where the translations have it.)
        setNotMeasured(
            m_monitor->toolReason() + u' '
            + QCoreApplication::translate("ic::GpuProcessesView", "GPU processes are not listed."));
    } else {
        QHash<QString, int> indexes;
        for (const GpuSample &s : m_monitor->latest())
            indexes.insert(s.uuid, s.index);
        setReport(
            findLeftoverProcesses(m_monitor->processes(), m_mainPid, m_monitor->processTable(), indexes));
    }
    Q_EMIT reevaluated();
}

void GpuProcessModel::setNotMeasured(const QString &reason)
{
    setReport({});
    m_notMeasured = reason;
}

QString GpuProcessModel::summary() const
{
    if (!m_notMeasured.isEmpty())
        return m_notMeasured;
    const LeftoverReport &r = m_report;
    if (!r.error.isEmpty())
        return r.error;
    if (r.rows.isEmpty())
        return tr("No process holds GPU memory.");
    if (r.leftoverCount == 0)
        return tr("%n process(es) on the GPUs, all part of the service.", nullptr, int(r.rows.size()));
    if (r.leftoverCount == 1) {
        for (const GpuProcessVerdict &v : r.rows) {
            if (v.leftover)
                return v.sentence;
        }
    }
    return tr("%n leftover process(es) holding %1 outside the service.", nullptr, r.leftoverCount)
        .arg(formatGiB(r.leftoverMiB));
}

void GpuProcessModel::setReport(const LeftoverReport &report)
{
    m_notMeasured.clear();
    m_report = report;
    const QList<GpuProcessVerdict> &next = report.rows;
    // Rows gone: removed from the back so indexes stay valid, in contiguous runs.
    for (int i = int(m_rows.size()) - 1; i >= 0;) {
        auto present = [&](int r) {
            return std::any_of(next.cbegin(), next.cend(),
                               [&](const auto &n) { return sameKey(n, m_rows[r]); });
        };
        if (present(i)) {
            --i;
            continue;
        }
        int first = i;
        while (first > 0 && !present(first - 1))
            --first;
        beginRemoveRows({}, first, i);
        m_rows.remove(first, i - first + 1);
        endRemoveRows();
        i = first - 1;
    }
    // Rows kept: updated in place; new ones appended in the order they came.
    QList<GpuProcessVerdict> added;
    for (const GpuProcessVerdict &n : next) {
        auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const auto &r) { return sameKey(r, n); });
        if (it == m_rows.end()) {
            added << n;
            continue;
        }
        if (!sameShown(*it, n)) {
            *it = n;
            const int row = int(it - m_rows.begin());
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
    }
    if (!added.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size() - 1));
        m_rows << added;
        endInsertRows();
    }
}

int GpuProcessModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GpuProcessModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GpuProcessModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GpuProcessVerdict &v = m_rows.at(index.row());
    const double mib = v.process.usedMemoryMiB;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Pid:
            return QString::number(v.process.pid);
        case Name:
            return v.name;
        case Gpu:
            return v.gpuIndex >= 0 ? QString::number(v.gpuIndex) : v.process.gpuUuid;
        case Memory:
            return std::isnan(mib) ? tr("n/a") : formatGiB(mib);
        case Status:
            return v.leftover ? tr("leftover") : v.inServiceTree ? tr("service") : QString();
        }
        break;
    case SortRole:
        switch (index.column()) {
        case Pid:
            return v.process.pid;
        case Gpu:
            return v.gpuIndex;
        case Memory:
            return std::isnan(mib) ? -1.0 : mib;
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::ToolTipRole:
        if (v.leftover)
            return tr("%1: not part of the service's process tree. A start-up that needs this memory will "
                      "fail until it exits.")
                .arg(v.sentence);
        return v.process.gpuUuid;
    case Qt::BackgroundRole:
        if (v.leftover)
            return QColor(255, 170, 0, 70); // amber wash: readable on light and dark bases
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == Pid || index.column() == Memory || index.column() == Gpu)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case LeftoverRole:
        return v.leftover;
    default:
        break;
    }
    return {};
}

QVariant GpuProcessModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Pid:
        return tr("PID");
    case Name:
        return tr("Process");
    case Gpu:
        return tr("GPU");
    case Memory:
        return tr("Memory");
    case Status:
        return tr("Status");
    }
    return {};
}

} // namespace ic
