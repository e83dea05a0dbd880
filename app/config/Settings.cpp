// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Settings.h"

#include <QDir>
#include <QStandardPaths>

namespace ic {

namespace Key {
constexpr auto Geometry = "window/geometry";
constexpr auto State = "window/state";
constexpr auto Screen = "window/screen";
constexpr auto SelectedHost = "hosts/selected";
constexpr auto ChartWindow = "chart/windowSeconds";
constexpr auto ChartMetric = "chart/metric";
constexpr auto Notifications = "notifications/enabled";
constexpr auto NotificationEvents = "notifications/";
constexpr auto JournalFilters = "journal/filterHistory";
constexpr auto Language = "ui/language";
constexpr auto LadderFile = "validation/ladderFile";
constexpr auto LadderAutoRun = "validation/autoRun";
constexpr auto LivenessProbe = "liveness/probe";
constexpr auto DecodeBaseline = "validation/decodeBaseline/";
constexpr auto HistoryKeepRuns = "history/keepRunsPerHost";
constexpr auto HistoryKeepDays = "history/keepDays";

constexpr auto JournalMemoryBudgetMiB = "journal/memoryBudgetMiB";
} // namespace Key

Settings::Settings()
    : m_settings()
{
}

Settings::Settings(const QString &iniPath)
    : m_settings(iniPath, QSettings::IniFormat)
{
}

QString Settings::hostsFilePath() const
{
    if (!m_hostsOverride.isEmpty())
        return m_hostsOverride;
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    return base + QStringLiteral("/inference-console/hosts.json");
}

void Settings::setHostsFilePath(const QString &path)
{
    m_hostsOverride = path;
}

QString Settings::dataDirectory()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString dir = base + QStringLiteral("/inference-console");
    QDir().mkpath(dir);
    return dir;
}

QByteArray Settings::mainWindowGeometry() const
{
    return m_settings.value(QLatin1String(Key::Geometry)).toByteArray();
}

void Settings::setMainWindowGeometry(const QByteArray &geometry)
{
    m_settings.setValue(QLatin1String(Key::Geometry), geometry);
}

QByteArray Settings::mainWindowState() const
{
    return m_settings.value(QLatin1String(Key::State)).toByteArray();
}

void Settings::setMainWindowState(const QByteArray &state)
{
    m_settings.setValue(QLatin1String(Key::State), state);
}

QString Settings::mainWindowScreen() const
{
    return m_settings.value(QLatin1String(Key::Screen)).toString();
}

void Settings::setMainWindowScreen(const QString &screen)
{
    m_settings.setValue(QLatin1String(Key::Screen), screen);
}

QString Settings::selectedHost() const
{
    return m_settings.value(QLatin1String(Key::SelectedHost)).toString();
}

void Settings::setSelectedHost(const QString &name)
{
    m_settings.setValue(QLatin1String(Key::SelectedHost), name);
}

int Settings::chartWindowSeconds() const
{
    const int v = m_settings.value(QLatin1String(Key::ChartWindow), 300).toInt();
    return (v == 300 || v == 3600 || v == 86400) ? v : 300;
}

void Settings::setChartWindowSeconds(int seconds)
{
    m_settings.setValue(QLatin1String(Key::ChartWindow), seconds);
}

QString Settings::chartMetric() const
{
    return m_settings.value(QLatin1String(Key::ChartMetric), QStringLiteral("memory")).toString();
}

void Settings::setChartMetric(const QString &metric)
{
    m_settings.setValue(QLatin1String(Key::ChartMetric), metric);
}

bool Settings::notificationsEnabled() const
{
    return m_settings.value(QLatin1String(Key::Notifications), true).toBool();
}

void Settings::setNotificationsEnabled(bool on)
{
    m_settings.setValue(QLatin1String(Key::Notifications), on);
}

namespace {
QString eventKey(NotificationEvent event)
{
    switch (event) {
    case NotificationEvent::Ready:
        return QStringLiteral("ready");
    case NotificationEvent::Crashed:
        return QStringLiteral("crashed");
    case NotificationEvent::Stalled:
        return QStringLiteral("stalled");
    case NotificationEvent::Verdict:
        return QStringLiteral("verdict");
    case NotificationEvent::Stuck:
        return QStringLiteral("stuck");
    }
    return QStringLiteral("other");
}
} // namespace

bool Settings::notificationEnabled(NotificationEvent event) const
{
    return m_settings.value(QLatin1String(Key::NotificationEvents) + eventKey(event), true).toBool();
}

void Settings::setNotificationEnabled(NotificationEvent event, bool on)
{
    m_settings.setValue(QLatin1String(Key::NotificationEvents) + eventKey(event), on);
}

QStringList Settings::journalFilterHistory() const
{
    QStringList list = m_settings.value(QLatin1String(Key::JournalFilters)).toStringList();
    list.removeAll(QString());
    return list.mid(0, kJournalFilterHistory);
}

void Settings::rememberJournalFilter(const QString &filter)
{
    if (filter.isEmpty())
        return;
    QStringList list = journalFilterHistory();
    list.removeAll(filter);
    list.prepend(filter);
    m_settings.setValue(QLatin1String(Key::JournalFilters), list.mid(0, kJournalFilterHistory));
}

QString Settings::language() const
{
    return m_settings.value(QLatin1String(Key::Language)).toString();
}

void Settings::sync()
{
    m_settings.sync();
}

QString Settings::ladderFile() const
{
    return m_settings.value(QLatin1String(Key::LadderFile)).toString();
}

void Settings::setLadderFile(const QString &path)
{
    m_settings.setValue(QLatin1String(Key::LadderFile), path);
}

int Settings::historyKeepRuns() const
{
    return qBound(1, m_settings.value(QLatin1String(Key::HistoryKeepRuns), 500).toInt(), 1000000);
}

void Settings::setHistoryKeepRuns(int runs)
{
    m_settings.setValue(QLatin1String(Key::HistoryKeepRuns), runs);
}

int Settings::historyKeepDays() const
{
    return qBound(1, m_settings.value(QLatin1String(Key::HistoryKeepDays), 365).toInt(), 36500);
}

void Settings::setHistoryKeepDays(int days)
{
    m_settings.setValue(QLatin1String(Key::HistoryKeepDays), days);
}

int Settings::journalMemoryBudgetMiB() const
{
    return qBound(
        16,
        m_settings.value(QLatin1String(Key::JournalMemoryBudgetMiB), kDefaultJournalMemoryBudgetMiB).toInt(),
        1024 * 1024);
}

void Settings::setJournalMemoryBudgetMiB(int mib)
{
    m_settings.setValue(QLatin1String(Key::JournalMemoryBudgetMiB), mib);
}

bool Settings::livenessProbe() const
{
    return m_settings.value(QLatin1String(Key::LivenessProbe), true).toBool();
}

void Settings::setLivenessProbe(bool on)
{
    m_settings.setValue(QLatin1String(Key::LivenessProbe), on);
}

bool Settings::ladderAutoRun() const
{
    return m_settings.value(QLatin1String(Key::LadderAutoRun), false).toBool();
}

void Settings::setLadderAutoRun(bool on)
{
    m_settings.setValue(QLatin1String(Key::LadderAutoRun), on);
}

double Settings::decodeBaseline(const QString &host) const
{
    bool ok = false;
    const double v = m_settings.value(QLatin1String(Key::DecodeBaseline) + host).toDouble(&ok);
    return ok && v > 0 ? v : -1;
}

void Settings::setDecodeBaseline(const QString &host, double tokensPerSecond)
{
    m_settings.setValue(QLatin1String(Key::DecodeBaseline) + host, tokensPerSecond);
}

} // namespace ic
