// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "FleetIconPainter.h"
#include "transport/Transport.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QTimer>

#include <cmath>

namespace ic {

class Fleet;
class HostSession;
struct StartupSnapshot;

/// Memory of one GPU at the latest sample, for the bar delegate.
struct GpuMemory {
    int index = -1;
    double usedMiB = NAN;
    double totalMiB = NAN;
    friend bool operator==(const GpuMemory &, const GpuMemory &) = default;
};

/// One row per host of the fleet: a value snapshot of its session, merged on refresh so that
/// selection and scroll position survive (dataChanged on changed cells, rows inserted and
/// removed as hosts come and go). Subscribes to each session itself: link, service, GPUs,
/// start-up progress, serving metrics, liveness and validation verdicts.
class FleetModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        GroupColumn,
        LinkColumn,
        ServiceColumn,
        StartupColumn,
        GpuMemoryColumn,
        GenerationRateColumn,
        LivenessColumn,
        ValidationColumn,
        ColumnCount
    };
    enum Role {
        HostNameRole = Qt::UserRole + 1, ///< QString, every column
        GroupRole, ///< QString, every column
        TagsRole, ///< QStringList, every column
        SortRole, ///< a value that sorts naturally (numbers as numbers)
        GpuMemoryRole, ///< QVariantList of QVariant(GpuMemory), GpuMemoryColumn
        ActiveStateRole, ///< QString systemd ActiveState or "not-found"; empty before the first poll
        LinkStateRole, ///< int(LinkState)
        StartupPercentRole, ///< double 0..100, NaN unknown
        GpuStaleRole, ///< bool, GpuMemoryColumn: the newest GPU reading is older than its source allows
        GpuFromPrometheusRole, ///< bool, GpuMemoryColumn: the GPU readings come from Prometheus
        LivenessStateRole, ///< int(LivenessState): whether the engine makes progress (LivenessMonitor)
        LivenessEvidenceRole, ///< QStringList: the liveness verdict's evidence lines
    };

    explicit FleetModel(Fleet *fleet, QObject *parent = nullptr);
    ~FleetModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    HostSession *sessionAt(int row) const;
    int rowOf(const QString &hostName) const;

    /// Start-up phase and percent of a host (from the start-up tracker); percent < 0: unknown.
    /// An empty phase clears the cell.
    void setStartupProgress(const QString &hostName, const QString &phase, double percent);
    /// Generation throughput in tokens per second (from the metrics monitor); NaN clears it.
    void setGenerationRate(const QString &hostName, double tokensPerSecond);
    /// Last validation verdict as short text ("passed", "failed: …"); `passed` colours it.
    void setValidationVerdict(const QString &hostName, const QString &verdict, bool passed);
    /// The verdict was given before the service's last restart.
    bool isVerdictStale(const QString &hostName) const;

    /// Re-reads every session now and merges the differences into the rows.
    void refresh();
    /// Delay that coalesces bursts of monitor signals into one merge (default 250 ms).
    void setCoalesceInterval(int msecs) { m_coalesce.setInterval(msecs); }

    Fleet *fleet() const;
    /// Hosts whose GPU readings come from Prometheus, and how many of them are stale.
    int hostsFromPrometheus() const;
    int staleHosts() const;

    /// "active (running)", "not found", … as shown in the service column.
    static QString serviceText(const QString &loadState, const QString &activeState, const QString &subState);

private:
    struct Cells; ///< what data() answers, a function per role and column (FleetModel.cpp)
    struct Row {
        QPointer<HostSession> session;
        QString name;
        QString group;
        QStringList tags;
        LinkState linkState = LinkState::Disconnected;
        QString linkSummary;
        QString linkDetail;
        bool hasService = false;
        QString loadState;
        QString activeState;
        QString subState;
        QString serviceError;
        QList<GpuMemory> gpus;
        QString startupPhase;
        double startupPercent = NAN;
        double tokensPerSecond = NAN;
        QString verdict;
        bool verdictPassed = false;
        QString invocation; ///< the service's current invocation id
        QString verdictInvocation; ///< the invocation the verdict was given for
        bool verdictStale() const { return !verdict.isEmpty() && verdictInvocation != invocation; }
        bool gpuExternal = false; ///< GPU readings from Prometheus, not the host's nvidia-smi
        bool gpuStale = false;
        qint64 gpuLastMsecs = 0; ///< when the newest GPU reading was taken
        QString gpuTool; ///< "no GPU tool", "GPU tool fails", "no GPUs"; empty when the tool answers
        QString gpuToolReason; ///< GpuMonitor::toolReason(): the sentence behind gpuTool
        int liveness = 0; ///< int(LivenessState)
        QString livenessSummary;
        QStringList livenessEvidence;
        QDateTime livenessSince;
        bool stuck() const;
    };

    void onHostAdded(HostSession *session);
    void onHostAboutToBeRemoved(HostSession *session);
    void watch(HostSession *session);
    void showStartup(const QString &hostName, const StartupSnapshot &snapshot);
    void markDirty(HostSession *session);
    void mergeDirty();
    /// Fills the live parts of `row` from its session; returns which columns changed.
    QList<int> snapshot(Row &row) const;
    int rowOfSession(const HostSession *session) const;
    void emitRowChanged(int row, const QList<int> &columns);

    QPointer<Fleet> m_fleet;
    QList<Row> m_rows;
    QList<QPointer<HostSession>> m_dirty;
    QTimer m_coalesce;
    QTimer m_retryTick; ///< "retrying in N s" counts down once a second
    QTimer m_staleTick; ///< GPU readings from Prometheus turn stale without a signal
    FleetIconPainter m_icons; ///< the status dots of the name column
};

} // namespace ic

Q_DECLARE_METATYPE(ic::GpuMemory)
