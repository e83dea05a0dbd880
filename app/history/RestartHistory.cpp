// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RestartHistory.h"

#include "config/EngineProfile.h"
#include "history/HistorySql.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlQuery>

#include <algorithm>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::RestartHistory)
};

double median(QList<double> v)
{
    v.erase(std::remove_if(v.begin(), v.end(), [](double x) { return !std::isfinite(x); }), v.end());
    if (v.isEmpty())
        return std::nan("");
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v.at(n / 2) : (v.at(n / 2 - 1) + v.at(n / 2)) / 2;
}

/// When a restart began: started, else ended, else recorded.
QDateTime beganAt(const RestartRecord &r)
{
    return r.started.isValid() ? r.started : r.ended.isValid() ? r.ended : r.recorded;
}

// Start-up order of the phases the engine profiles name (resources/profiles/*.json).
const QStringList kPhaseOrder
    = { QStringLiteral("launch"),   QStringLiteral("engine-init"), QStringLiteral("distributed-init"),
        QStringLiteral("download"), QStringLiteral("weights"),     QStringLiteral("compile"),
        QStringLiteral("kv-cache"), QStringLiteral("cuda-graphs"), QStringLiteral("api-server"),
        QStringLiteral("ready") };

// Packages that name the engine (the profiles' `command.packages`), in detection order.
QStringList enginePackages()
{
    QStringList names;
    for (const EngineProfile &p : engineProfiles())
        names << p.command.packages;
    return names;
}

QString number(double v, int decimals)
{
    return std::isfinite(v) ? QString::number(v, 'f', decimals) : QString();
}

QJsonValue jsonNumber(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

QString csvField(const QString &s)
{
    // Formula-looking cells are prefixed so a spreadsheet shows them as text.
    QString t = s;
    if (!t.isEmpty() && QStringLiteral("=+-@").contains(t.front()) && !t.front().isDigit()) {
        bool numeric = false;
        t.toDouble(&numeric);
        if (!numeric)
            t.prepend(u'\'');
    }
    if (t.contains(u',') || t.contains(u'"') || t.contains(u'\n') || t.contains(u'\r'))
        return u'"' + QString(t).replace(u'"', QStringLiteral("\"\"")) + u'"';
    return t;
}

QString mdCell(const QString &s)
{
    QString t = s;
    t.replace(u'|', QStringLiteral("\\|")).replace(u'\n', u' ').replace(u'\r', u' ');
    return t;
}

QString percent(double change)
{
    if (!std::isfinite(change))
        return {};
    return (change >= 0 ? QStringLiteral("+") : QString()) + QString::number(change * 100, 'f', 0) + u'%';
}

} // namespace

double RestartHistoryEntry::comparedMiB() const
{
    return restart.settledGpuMiB;
}

QList<RestartHistoryEntry> RestartHistory::compare(const QList<RestartRecord> &newestFirst)
{
    QList<RestartHistoryEntry> out;
    out.reserve(newestFirst.size());
    for (qsizetype i = 0; i < newestFirst.size(); ++i) {
        RestartHistoryEntry e;
        e.restart = newestFirst.at(i);
        QList<double> seconds, memory;
        for (qsizetype j = i + 1; j < newestFirst.size() && seconds.size() < kCompareRuns; ++j) {
            const RestartRecord &before = newestFirst.at(j);
            if (before.outcome != QLatin1String("ready") || before.unit != e.restart.unit)
                continue;
            seconds << before.totalSeconds();
            memory << before.settledGpuMiB;
        }
        e.comparedWith = int(seconds.size());
        e.medianStartupSeconds = median(seconds);
        e.medianSettledMiB = median(memory);
        const double total = e.restart.totalSeconds();
        if (std::isfinite(total) && std::isfinite(e.medianStartupSeconds) && e.medianStartupSeconds > 0) {
            e.startupChange = total / e.medianStartupSeconds - 1;
            e.slowerStartup = e.startupChange >= kSlowerBy - 1e-9;
        }
        const double mib = e.comparedMiB();
        if (std::isfinite(mib) && std::isfinite(e.medianSettledMiB) && e.medianSettledMiB > 0) {
            e.memoryChange = mib / e.medianSettledMiB - 1;
            e.moreMemory = e.memoryChange >= kMoreMemoryBy - 1e-9;
        }
        out << e;
    }
    return out;
}

void RestartHistory::attachVerdicts(QList<RestartHistoryEntry> &entries, const QList<QJsonObject> &ladderRuns)
{
    QList<std::pair<QDateTime, QString>> runs;
    for (const QJsonObject &r : ladderRuns) {
        const QDateTime t
            = QDateTime::fromString(r.value(QLatin1String("started")).toString(), Qt::ISODateWithMs);
        if (t.isValid())
            runs.append({ t, r.value(QLatin1String("verdict")).toString() });
    }
    std::sort(runs.begin(), runs.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QDateTime next; // when the restart after this one began (entries are newest first)
    for (RestartHistoryEntry &e : entries) {
        const QDateTime began = beganAt(e.restart);
        for (const auto &[t, verdict] : std::as_const(runs)) {
            if (began.isValid() && t < began)
                continue;
            if (next.isValid() && t >= next)
                break;
            e.verdict = verdict;
            break;
        }
        next = began;
    }
}

void RestartHistory::attachVersions(QList<RestartHistoryEntry> &entries,
                                    const QList<SnapshotRecord> &snapshots)
{
    QList<const SnapshotRecord *> sorted;
    for (const SnapshotRecord &s : snapshots)
        sorted << &s;
    std::sort(sorted.begin(), sorted.end(),
              [](const SnapshotRecord *a, const SnapshotRecord *b) { return a->recorded < b->recorded; });
    QDateTime next;
    for (RestartHistoryEntry &e : entries) {
        const SnapshotRecord *use = nullptr;
        for (const SnapshotRecord *s : std::as_const(sorted)) {
            if (s->unit != e.restart.unit && !e.restart.unit.isEmpty())
                continue;
            if (next.isValid() && s->recorded >= next)
                break;
            use = s;
        }
        if (use) {
            const QJsonObject packages = use->snapshot.value(QLatin1String("packages")).toObject();
            for (const QString &name : enginePackages()) {
                if (packages.contains(name)) {
                    e.engineVersion = name + u' ' + packages.value(name).toString();
                    break;
                }
            }
            e.driverVersion = use->snapshot.value(QLatin1String("driverVersion")).toString();
            e.cudaVersion = use->snapshot.value(QLatin1String("cudaVersion")).toString();
        }
        next = beganAt(e.restart);
    }
}

QList<RestartHistoryEntry> RestartHistory::load(const HistoryStore &store, const QString &host, int limit)
{
    // Ten more than shown, so that the oldest shown restarts have their medians too.
    const QList<RestartRecord> restarts = store.restarts(host, {}, limit < 0 ? -1 : limit + kCompareRuns);
    QList<RestartHistoryEntry> entries = compare(restarts);
    if (limit >= 0 && entries.size() > limit)
        entries.resize(limit);
    if (entries.isEmpty())
        return entries;
    attachVerdicts(entries, store.ladderRuns(host, beganAt(entries.constLast().restart)));
    attachVersions(entries, store.snapshots(host));
    return entries;
}

QStringList RestartHistory::phases(const QList<RestartHistoryEntry> &entries)
{
    QStringList seen;
    for (const RestartHistoryEntry &e : entries) {
        for (auto it = e.restart.phaseSeconds.cbegin(); it != e.restart.phaseSeconds.cend(); ++it) {
            if (!seen.contains(it.key()))
                seen << it.key();
        }
    }
    std::stable_sort(seen.begin(), seen.end(), [](const QString &a, const QString &b) {
        const qsizetype ia = kPhaseOrder.indexOf(a), ib = kPhaseOrder.indexOf(b);
        if (ia != ib)
            return (ia < 0 ? 1000 : ia) < (ib < 0 ? 1000 : ib);
        return a < b;
    });
    return seen;
}

QByteArray RestartHistory::toCsv(const QList<RestartHistoryEntry> &entries)
{
    const QStringList phaseIds = phases(entries);
    QStringList header = { QStringLiteral("started"),
                           QStringLiteral("outcome"),
                           QStringLiteral("startup_seconds"),
                           QStringLiteral("median_startup_seconds"),
                           QStringLiteral("startup_change"),
                           QStringLiteral("startup_flag"),
                           QStringLiteral("peak_gpu_mib"),
                           QStringLiteral("settled_gpu_mib"),
                           QStringLiteral("median_settled_gpu_mib"),
                           QStringLiteral("memory_change"),
                           QStringLiteral("memory_flag"),
                           QStringLiteral("compared_with"),
                           QStringLiteral("verdict"),
                           QStringLiteral("engine"),
                           QStringLiteral("driver"),
                           QStringLiteral("cuda"),
                           QStringLiteral("model"),
                           QStringLiteral("invocation_id"),
                           QStringLiteral("root_cause") };
    for (const QString &p : phaseIds)
        header << QStringLiteral("phase_%1_seconds").arg(p);
    QString out = header.join(u',') + u'\n';
    for (const RestartHistoryEntry &e : entries) {
        const RestartRecord &r = e.restart;
        QStringList row = { beganAt(r).toUTC().toString(Qt::ISODate),
                            r.outcome,
                            number(r.totalSeconds(), 1),
                            number(e.medianStartupSeconds, 1),
                            number(e.startupChange, 3),
                            e.slowerStartup ? QStringLiteral("slower") : QString(),
                            number(r.peakGpuMiB, 0),
                            number(r.settledGpuMiB, 0),
                            number(e.medianSettledMiB, 0),
                            number(e.memoryChange, 3),
                            e.moreMemory ? QStringLiteral("higher") : QString(),
                            QString::number(e.comparedWith),
                            e.verdict,
                            e.engineVersion,
                            e.driverVersion,
                            e.cudaVersion,
                            r.model,
                            r.invocationId,
                            r.rootCause };
        for (const QString &p : phaseIds)
            row << number(r.phaseSeconds.value(p, std::nan("")), 1);
        for (QString &f : row)
            f = csvField(f);
        out += row.join(u',') + u'\n';
    }
    return out.toUtf8();
}

QJsonObject RestartHistory::toJson(const QString &host, const QList<RestartHistoryEntry> &entries)
{
    QJsonArray array;
    for (const RestartHistoryEntry &e : entries) {
        QJsonObject o = e.restart.toJson();
        o.insert(QStringLiteral("verdict"), e.verdict.isEmpty() ? QJsonValue() : QJsonValue(e.verdict));
        o.insert(QStringLiteral("versions"),
                 QJsonObject { { QStringLiteral("engine"), e.engineVersion },
                               { QStringLiteral("driver"), e.driverVersion },
                               { QStringLiteral("cuda"), e.cudaVersion } });
        o.insert(QStringLiteral("comparison"),
                 QJsonObject { { QStringLiteral("comparedWith"), e.comparedWith },
                               { QStringLiteral("medianStartupSeconds"), jsonNumber(e.medianStartupSeconds) },
                               { QStringLiteral("medianSettledGpuMiB"), jsonNumber(e.medianSettledMiB) },
                               { QStringLiteral("startupChange"), jsonNumber(e.startupChange) },
                               { QStringLiteral("memoryChange"), jsonNumber(e.memoryChange) },
                               { QStringLiteral("slowerStartup"), e.slowerStartup },
                               { QStringLiteral("moreMemory"), e.moreMemory } });
        array.append(o);
    }
    return { { QStringLiteral("kind"), QStringLiteral("restart-history") },
             { QStringLiteral("host"), host },
             { QStringLiteral("rules"),
               QJsonObject { { QStringLiteral("comparedWithMedianOf"), kCompareRuns },
                             { QStringLiteral("slowerStartupFrom"), kSlowerBy },
                             { QStringLiteral("moreMemoryFrom"), kMoreMemoryBy } } },
             { QStringLiteral("restarts"), array } };
}

QString RestartHistory::toMarkdown(const QString &host, const QList<RestartHistoryEntry> &entries)
{
    QString out
        = QStringLiteral("# ") + Tr::tr("Restart history of %1").arg(mdCell(host)) + QStringLiteral("\n\n");
    out += Tr::tr("Each restart against the median of the ten ready restarts before it: a start-up %1 % "
                  "slower, or GPU memory settling %2 % higher, is flagged.")
               .arg(int(kSlowerBy * 100))
               .arg(int(kMoreMemoryBy * 100))
        + QStringLiteral("\n\n");
    out += QStringLiteral(
               "| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n|---|---|---:|---:|---:|---:|---|---|\n")
               .arg(Tr::tr("Started"), Tr::tr("Outcome"), Tr::tr("Start-up"), Tr::tr("vs median"),
                    Tr::tr("Peak MiB"), Tr::tr("Settled MiB"), Tr::tr("Verdict"), Tr::tr("Versions"));
    for (const RestartHistoryEntry &e : entries) {
        const RestartRecord &r = e.restart;
        QString startup = number(r.totalSeconds(), 1);
        if (!startup.isEmpty())
            startup += QStringLiteral(" s");
        QString vs = percent(e.startupChange);
        if (e.slowerStartup)
            vs += QStringLiteral(" **") + Tr::tr("slower") + QStringLiteral("**");
        QString settled = number(r.settledGpuMiB, 0);
        if (e.moreMemory)
            settled += QStringLiteral(" **") + Tr::tr("%1 higher").arg(percent(e.memoryChange))
                + QStringLiteral("**");
        QStringList versions;
        for (const QString &v :
             { e.engineVersion,
               e.driverVersion.isEmpty() ? QString() : QStringLiteral("driver ") + e.driverVersion,
               e.cudaVersion.isEmpty() ? QString() : QStringLiteral("CUDA ") + e.cudaVersion }) {
            if (!v.isEmpty())
                versions << v;
        }
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n")
                   .arg(mdCell(beganAt(r).toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss'Z'"))),
                        mdCell(r.outcome), startup, vs, number(r.peakGpuMiB, 0), settled,
                        mdCell(e.verdict.isEmpty() ? QStringLiteral("–") : e.verdict),
                        mdCell(versions.join(QStringLiteral(", "))));
    }
    return out;
}

} // namespace ic
