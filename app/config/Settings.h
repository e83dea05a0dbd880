// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace ic {

/// The events the console can tell the desktop about, each switchable.
/// Stalled: a start-up made no progress; Stuck: a server that was ready stopped making progress.
enum class NotificationEvent { Ready, Crashed, Stalled, Verdict, Stuck };

/// The one typed facade over the console's settings: every key and default lives here.
/// UI state goes to QSettings; host definitions to the hosts JSON file (see HostStore).
class Settings {
public:
    /// `organization`/`application` come from QCoreApplication; tests pass a file path.
    Settings();
    explicit Settings(const QString &iniPath);

    /// `$XDG_CONFIG_HOME/inference-console/hosts.json` unless overridden (`--hosts FILE`).
    QString hostsFilePath() const;
    void setHostsFilePath(const QString &path);
    /// `$XDG_DATA_HOME/inference-console`: start-up history, validation results, snapshots.
    static QString dataDirectory();

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray &geometry);
    QByteArray mainWindowState() const;
    void setMainWindowState(const QByteArray &state);
    /// The screen the layout was saved on ("1920x1080+0+0"): a layout is restored only there.
    QString mainWindowScreen() const;
    void setMainWindowScreen(const QString &screen);
    QString selectedHost() const;
    void setSelectedHost(const QString &name);
    int chartWindowSeconds() const; ///< 300, 3600 or 86400
    void setChartWindowSeconds(int seconds);
    QString chartMetric() const; ///< "memory", "utilization", "temperature", "power"
    void setChartMetric(const QString &metric);
    bool notificationsEnabled() const;
    void setNotificationsEnabled(bool on);
    /// One kind of desktop notification (default on); notificationsEnabled() switches them all.
    bool notificationEnabled(NotificationEvent event) const;
    void setNotificationEnabled(NotificationEvent event, bool on);
    /// Recent journal filters, newest first, at most kJournalFilterHistory.
    QStringList journalFilterHistory() const;
    /// Puts `filter` first (once); empty filters are not remembered.
    void rememberJournalFilter(const QString &filter);
    static constexpr int kJournalFilterHistory = 20;
    QString language() const; ///< ui/language, e.g. "de"; empty: the system locale (--lang wins)
    QString ladderFile() const; ///< the validation ladder chosen in the UI; empty: the built-in one
    void setLadderFile(const QString &path);
    /// Whether each host's liveness monitor sends its idle probe (default on; `liveness/probe`).
    bool livenessProbe() const;
    void setLivenessProbe(bool on);
    bool ladderAutoRun() const; ///< run the ladder when a watched restart turns ready
    void setLadderAutoRun(bool on);
    /// History retention: a restart, ladder run or snapshot goes only when it is neither among
    /// its host's newest `historyKeepRuns()` nor younger than `historyKeepDays()` days.
    int historyKeepRuns() const; ///< per host and kind; default 500
    void setHistoryKeepRuns(int runs);
    int historyKeepDays() const; ///< default 365
    void setHistoryKeepDays(int days);
    /// The memory the journal views of all hosts may hold together (MiB, 16 to 1 TiB, default
    /// 256); the fleet divides it among its hosts (Fleet::setJournalBudget).
    int journalMemoryBudgetMiB() const;
    void setJournalMemoryBudgetMiB(int mib);
    static constexpr int kDefaultJournalMemoryBudgetMiB = 256;
    double decodeBaseline(const QString &host) const; ///< the host's saved decode tok/s; -1: none
    void setDecodeBaseline(const QString &host, double tokensPerSecond);

    void sync();

private:
    mutable QSettings m_settings;
    QString m_hostsOverride;
};

} // namespace ic
