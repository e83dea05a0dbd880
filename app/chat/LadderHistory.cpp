#include "LadderHistory.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::LadderHistory)
};
} // namespace

LadderHistory::LadderHistory(const QString &directory)
    : m_dir(directory.isEmpty() ? defaultDirectory() : directory)
{
}

QString LadderHistory::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/validation");
}

QString LadderHistory::hostDir(const QString &host) const
{
    QString safe = host;
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    safe.replace(unsafe, QStringLiteral("_"));
    if (safe.isEmpty() || safe.startsWith(QLatin1Char('.')))
        safe.prepend(QLatin1Char('_'));
    return m_dir + QLatin1Char('/') + safe;
}

QString LadderHistory::save(const LadderReport &report, QString *error) const
{
    const QString dir = hostDir(report.host);
    if (!QDir().mkpath(dir)) {
        if (error)
            *error = Tr::tr("Cannot create %1.").arg(dir);
        return QString();
    }
    const QDateTime when = report.started.isValid() ? report.started : QDateTime::currentDateTimeUtc();
    QString path = dir + QLatin1Char('/') + when.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmsszzz'Z'"));
    for (int n = 1; QFile::exists(path + QStringLiteral(".json")); ++n)
        path = path.section(QLatin1Char('~'), 0, 0) + QLatin1Char('~') + QString::number(n);
    path += QStringLiteral(".json");
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = Tr::tr("Cannot write %1: %2").arg(path, f.errorString());
        return QString();
    }
    f.write(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    if (!f.commit()) {
        if (error)
            *error = Tr::tr("Cannot write %1: %2").arg(path, f.errorString());
        return QString();
    }
    return path;
}

QList<LadderReport> LadderHistory::load(const QString &host) const
{
    QList<LadderReport> out;
    const QDir dir(hostDir(host));
    for (const QString &name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
        if (doc.isObject())
            out.append(LadderReport::fromJson(doc.object()));
    }
    return out;
}

std::optional<LadderReport> LadderHistory::last(const QString &host) const
{
    const QList<LadderReport> all = load(host);
    if (all.isEmpty())
        return std::nullopt;
    return all.last();
}

std::optional<LadderReport> LadderHistory::lastKnownGood(const QString &host) const
{
    const QList<LadderReport> all = load(host);
    for (auto it = all.crbegin(); it != all.crend(); ++it) {
        if (it->kind == QLatin1String("ladder") && it->verdict() == Verdict::Pass)
            return *it;
    }
    return std::nullopt;
}

std::optional<LadderReport> LadderHistory::lastLoad(const QString &host, int concurrency) const
{
    const QList<LadderReport> all = load(host);
    for (auto it = all.crbegin(); it != all.crend(); ++it) {
        if (it->loadConcurrency() == concurrency && it->loadOutputThroughput() > 0
            && it->verdict() == Verdict::Pass)
            return *it;
    }
    return std::nullopt;
}

void LadderHistory::prune(const QString &host, int keep) const
{
    const QDir dir(hostDir(host));
    const QStringList names = dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    for (qsizetype i = 0; i + keep < names.size(); ++i)
        QFile::remove(dir.filePath(names[i]));
}

} // namespace ic
