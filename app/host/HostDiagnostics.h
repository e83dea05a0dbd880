// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/LadderReport.h"
#include "config/HostDefinition.h"
#include "diagnose/Diagnosis.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "diagnose/VersionAgreement.h"
#include "formats/JournalJson.h"
#include "formats/SystemctlShow.h"
#include "transport/RemoteCommand.h"
#include "transport/Transport.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <optional>

namespace ic {

class LogModel;

/// A diagnosed crash of one service invocation, with the journal rows it points at.
struct CrashReport {
    Diagnosis diagnosis;
    qint64 sequence = -1; ///< LogStore sequence of the root-cause line
    qint64 tracebackFirst = -1; ///< sequences of its traceback block, -1 when none
    qint64 tracebackLast = -1;
    QByteArray invocationId; ///< the run it belongs to (empty when the lines carried none)
};

/// Crash root cause and environment drift for one host, kept up to date as the host changes.
/// Takes what it reads: the host's definition, the transport it asks through (asynchronously),
/// and the journal as held (`log`); its owner (HostSession) feeds it the service state, the
/// journal's new lines and the link's status through its slots.
class HostDiagnostics : public QObject {
    Q_OBJECT
public:
    /// `knownGoodDirectory` empty: `<Settings::dataDirectory()>/last-known-good`. `transport` and
    /// `log` may be nullptr (nothing is fetched, nothing diagnosed).
    HostDiagnostics(const HostDefinition &definition, Transport *transport, const LogModel *log,
                    const QString &knownGoodDirectory = {}, QObject *parent = nullptr);

    const HostDefinition &definition() const { return m_definition; }

    /// The crash of the current invocation, when there is one.
    const std::optional<CrashReport> &crash() const { return m_crash; }

    /// The environment as last fetched; `hasEnvironment()` false until the first fetch.
    bool hasEnvironment() const { return m_hasEnvironment; }
    const EnvironmentSnapshot &environment() const { return m_environment; }
    /// The interpreter whose packages were listed; empty for a native engine binary.
    QString python() const { return m_python; }
    /// The unit runs a native engine binary (a profile with `command.native`, such as
    /// llama-server), as its ExecStart said at the last fetch: the environment is the binary's
    /// version, the ExecStart and the model file, not a package list.
    bool isNativeEngine() const { return m_native.isNative(); }
    const NativeEngineCommand &nativeEngine() const { return m_native; }
    const QList<DriftFinding> &findings() const { return m_findings; }
    /// Why the last fetch failed; empty when it worked.
    QString environmentError() const { return m_environmentError; }
    bool isRefreshing() const { return m_pendingJobs > 0 || m_waitingForExecStart; }

    const std::optional<EnvironmentSnapshot> &knownGood() const { return m_knownGood; }
    /// Now vs last known good, when both are known.
    std::optional<EnvironmentDiff> diff() const;
    QString knownGoodPath() const;

    /// The known-good rule the console's ladder view and `inference-console check` share: a
    /// validation run of this host that completed with the verdict pass marks the host known good
    /// (markKnownGood, its evidence naming the ladder and when it ran). false, and nothing done,
    /// for any other run (failed, error, skipped, interrupted, timed out, another host's).
    bool markKnownGoodIfPassed(const LadderReport &report);
    /// Whether `report` is one markKnownGoodIfPassed() records.
    static bool isKnownGoodRun(const LadderReport &report);

    /// Milliseconds new journal lines may keep arriving before a crash is diagnosed (the
    /// traceback of one crash comes in several batches).
    void setSettleInterval(int msecs) { m_settle.setInterval(msecs); }

public Q_SLOTS:
    /// systemd's view of the unit (each poll): a failure is diagnosed, a stop re-reads the
    /// environment, and the first state brings the ExecStart the environment is read with.
    void onServiceState(const ic::ServiceState &state);
    /// A new invocation started: the previous crash no longer applies.
    void onInvocationChanged(const QString &previous, const QString &current);
    /// New journal lines, already in `log`: a crash marker starts the diagnosis (after they settle).
    void onEntries(const QList<ic::JournalEntry> &entries);
    /// The link came up: the environment is read again.
    void onLinkStatus(const ic::LinkStatus &status);
    /// Reads the environment again: the service Python's packages (a native engine binary: its
    /// `--version` and its model file) and the driver version.
    void refreshEnvironment();
    /// Saves the current environment as last known good (fetching it first when needed), and
    /// with it the unit's definition (`systemctl cat`, what a roll back restores) with `evidence`
    /// as the reason (empty: "marked known good after a passing validation ladder").
    /// knownGoodSaved then knownGoodRecorded follow, or knownGoodFailed.
    void markKnownGood(const QString &evidence = QString());
    /// Looks at the current invocation's journal lines now.
    void diagnoseNow();

Q_SIGNALS:
    /// A crash of the current invocation was explained (again, when the environment changed).
    void diagnosisReady(const ic::CrashReport &report);
    /// A new invocation started: the previous crash no longer applies.
    void diagnosisCleared();
    void environmentRefreshStarted();
    /// The packages (and findings, diff) changed; `environmentError()` says when it failed.
    void environmentUpdated();
    void knownGoodSaved(const QString &path);
    /// After knownGoodSaved: the unit's definition was recorded with it (`execStart` what it
    /// runs) or, with `warning` saying why, could not be (the environment is saved either way).
    void knownGoodRecorded(const QString &execStart, const QString &warning);
    /// Nothing was saved (the environment could not be read, or the history refused it).
    void knownGoodFailed(const QString &error);

private:
    void startFetch();
    void startNativeFetch();
    void readDriverVersion();
    void finishFetch();
    void saveKnownGood();
    void reemitWithEnvironment();

    HostDefinition m_definition;
    RemoteCommandBuilder m_commands;
    QPointer<Transport> m_transport;
    QPointer<const LogModel> m_log;
    std::optional<ServiceState> m_state; ///< the last state systemd gave
    QString m_knownGoodDirectory;
    QTimer m_settle;

    std::optional<CrashReport> m_crash;
    QStringList m_crashLines; ///< the invocation's lines the crash was found in
    QString m_lastActiveState;
    bool m_failed = false;

    EnvironmentSnapshot m_environment;
    EnvironmentSnapshot m_fetching;
    bool m_hasEnvironment = false;
    QString m_python;
    NativeEngineCommand m_native;
    QString m_environmentError;
    QString m_fetchError;
    QList<DriftFinding> m_findings;
    int m_pendingJobs = 0;
    bool m_waitingForExecStart = false;
    bool m_refreshAgain = false;
    bool m_saveWhenFetched = false;
    QString m_knownGoodEvidence; ///< why the pending markKnownGood() calls it known good
    std::optional<EnvironmentSnapshot> m_knownGood;
};

} // namespace ic

Q_DECLARE_METATYPE(ic::CrashReport)
