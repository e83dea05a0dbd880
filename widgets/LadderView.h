// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/LadderHistory.h"
#include "host/LadderConfig.h"
#include "host/ValidationService.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <optional>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace ic {

class HostSession;
class LoadProbeDialog;

/// The validation ladder for one host: who is serving (engine, version, model, flagged when they
/// differ from the last known good run), its steps with a verdict badge, seconds and evidence
/// each, the overall verdict and why, past runs from LadderHistory, the report for export, and
/// the load probe. It only shows, starts and stops runs: the host's ValidationService runs them.
class LadderView : public QWidget {
    Q_OBJECT
public:
    explicit LadderView(QWidget *parent = nullptr);
    ~LadderView() override;

    /// Shows the session's host and runs its validation service; nullptr detaches.
    void setSession(HostSession *session);
    HostSession *session() const;
    /// Shows `service`'s runs (a run under way included) and starts and stops them; nullptr
    /// detaches. A service without a session (an API known by its address, ValidationService::
    /// setTarget) is shown under its host's name. The view never makes a service of its own.
    void setService(ValidationService *service);
    ValidationService *service() const { return m_service.data(); }

    /// The console's ladder configuration: the ladder it names is shown and run, and a ladder
    /// chosen here (chooseLadderFile, "Ladder file…") or the auto-run switch is saved there.
    /// Without one the view runs the built-in ladder and remembers nothing.
    void setConfig(const LadderConfig &config);
    void setLadder(const Ladder &ladder);
    const Ladder &ladder() const { return m_ladder; }
    /// Shows and runs `path`'s ladder for now; false (and the error shown) when unusable.
    bool loadLadderFile(const QString &path);
    /// loadLadderFile, and the choice saved in the configuration (what "Ladder file…" does).
    bool chooseLadderFile(const QString &path);

    bool autoRun() const { return m_autoRunEnabled; }
    bool isRunning() const { return m_service && m_service->isRunning(); }
    /// The report shown: the running or last run, or one picked from the history.
    const LadderReport &report() const { return m_report; }
    QList<LadderReport> history() const;
    QTreeWidget *stepTree() const { return m_tree; }
    QString overallText() const;

    bool exportReport(const QString &path, const QString &format) const; ///< "md" or "json"
    QString identityText() const; ///< the identity line as shown
    /// "Load probe…": opens the load probe for the host shown; for the host menu as well.
    QAction *loadProbeAction() const { return m_loadProbeAction; }
    LoadProbeDialog *loadProbeDialog() const; ///< nullptr until the load probe was first opened

public Q_SLOTS:
    void run();
    void openLoadProbe();
    void cancel();
    void setAutoRun(bool on);
    /// For the window: a watched restart turned ready; runs when auto-run is on.
    void restartBecameReady();

Q_SIGNALS:
    void autoRunChanged(bool on);
    void runStarted(const QString &host);
    void runFinished(const ic::LadderReport &report);
    void lastVerdictChanged(const QString &hostName, ic::Verdict verdict);

private:
    void showSteps();
    void showReport(const LadderReport &report);
    void setStepResult(int index, const StepResult &result);
    void onFinished(const LadderReport &report);
    void onStarted();
    void showTarget(const QString &host, const ChatEndpoint &endpoint, const QString &engine);
    void bindService(ValidationService *service);
    /// Passes on every run of `service`, shown or not: runStarted, runFinished, lastVerdictChanged.
    /// Once per service: a session's goes on running while another host is shown.
    void watch(ValidationService *service);
    void prepare(ValidationService *service);
    /// The history of the host shown: its service's (the console's without one).
    LadderHistory shownHistory() const;
    void reloadHistory();
    void updateButtons();
    void askExport(const QString &format);
    void showIdentity(const ServerIdentity &identity, const QList<ReportChange> &changes);

    QPointer<HostSession> m_session;
    QMetaObject::Connection m_sessionConnection;
    QString m_host;
    ChatEndpoint m_endpoint;
    QString m_engine; ///< engine profile id; empty: unknown
    Ladder m_ladder;
    std::optional<LadderConfig> m_config;
    LadderReport m_report;
    QPointer<ValidationService> m_service; ///< the one shown
    QList<QMetaObject::Connection> m_serviceConnections; ///< to the one shown
    QList<QPointer<ValidationService>> m_watched;
    bool m_autoRunEnabled = false;

    QLabel *m_title;
    QLabel *m_identity;
    QAction *m_loadProbeAction;
    QPointer<LoadProbeDialog> m_loadProbe;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QPushButton *m_chooseFile;
    QCheckBox *m_autoRun;
    QTreeWidget *m_tree;
    QLabel *m_overall;
    QComboBox *m_historyBox;
};

} // namespace ic
