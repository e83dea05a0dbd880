#include "StartupHistory.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::StartupHistory)
};

constexpr int kFormatVersion = 1;

} // namespace

StartupHistory::StartupHistory(const QString &directory, int maxRuns)
    : m_dir(directory.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                                : directory)
    , m_maxRuns(std::max(1, maxRuns))
{
}

QString StartupHistory::key(const QString &host, const QString &unit, const QString &model,
                            const QString &argsHash)
{
    return host + QLatin1Char('|') + unit + QLatin1Char('|') + model + QLatin1Char('|') + argsHash;
}

QString StartupHistory::hashArguments(const QString &commandLine)
{
    const QByteArray h
        = QCryptographicHash::hash(commandLine.simplified().toUtf8(), QCryptographicHash::Sha256);
    return QString::fromLatin1(h.toHex().left(16));
}

QString StartupHistory::filePath() const
{
    return QDir(m_dir).filePath(QStringLiteral("startup-history.json"));
}

bool StartupHistory::load(QString *error)
{
    m_runs.clear();
    QFile f(filePath());
    if (!f.exists())
        return true;
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("Cannot read %1: %2").arg(filePath(), f.errorString());
        return false;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = Tr::tr("%1 is not a start-up history file: %2").arg(filePath(), pe.errorString());
        return false;
    }
    const QJsonObject services = doc.object().value(QLatin1String("services")).toObject();
    for (auto it = services.begin(); it != services.end(); ++it) {
        QList<QHash<QString, double>> runs;
        for (const QJsonValue &rv : it.value().toArray()) {
            QHash<QString, double> run;
            const QJsonObject ro = rv.toObject();
            for (auto p = ro.begin(); p != ro.end(); ++p)
                if (p.value().isDouble() && p.value().toDouble() >= 0)
                    run.insert(p.key(), p.value().toDouble());
            if (!run.isEmpty())
                runs.append(run);
        }
        if (runs.size() > m_maxRuns)
            runs = runs.mid(runs.size() - m_maxRuns);
        if (!runs.isEmpty())
            m_runs.insert(it.key(), runs);
    }
    return true;
}

bool StartupHistory::record(const QString &key, const QHash<QString, double> &phaseSeconds, QString *error)
{
    if (phaseSeconds.isEmpty())
        return true;
    QList<QHash<QString, double>> &runs = m_runs[key];
    runs.append(phaseSeconds);
    while (runs.size() > m_maxRuns)
        runs.removeFirst();
    return save(error);
}

bool StartupHistory::save(QString *error)
{
    if (!QDir().mkpath(m_dir)) {
        if (error)
            *error = Tr::tr("Cannot create the directory %1.").arg(m_dir);
        return false;
    }
    QJsonObject services;
    for (auto it = m_runs.cbegin(); it != m_runs.cend(); ++it) {
        QJsonArray runs;
        for (const QHash<QString, double> &run : it.value()) {
            QJsonObject ro;
            for (auto p = run.cbegin(); p != run.cend(); ++p)
                ro.insert(p.key(), p.value());
            runs.append(ro);
        }
        services.insert(it.key(), runs);
    }
    QJsonObject root;
    root.insert(QStringLiteral("version"), kFormatVersion);
    root.insert(QStringLiteral("services"), services);
    QSaveFile f(filePath());
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = Tr::tr("Cannot write %1: %2").arg(filePath(), f.errorString());
        return false;
    }
    f.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!f.commit()) {
        if (error)
            *error = Tr::tr("Cannot write %1: %2").arg(filePath(), f.errorString());
        return false;
    }
    return true;
}

PhaseExpectations StartupHistory::expectations(const QString &key) const
{
    PhaseExpectations e;
    QHash<QString, QList<double>> byPhase;
    for (const QHash<QString, double> &run : m_runs.value(key))
        for (auto it = run.cbegin(); it != run.cend(); ++it)
            byPhase[it.key()].append(it.value());
    for (auto it = byPhase.begin(); it != byPhase.end(); ++it) {
        QList<double> v = it.value();
        std::sort(v.begin(), v.end());
        const qsizetype n = v.size();
        const double median = n % 2 ? v.at(n / 2) : (v.at(n / 2 - 1) + v.at(n / 2)) / 2;
        e.median.insert(it.key(), median);
        e.max.insert(it.key(), v.last());
    }
    return e;
}

} // namespace ic
