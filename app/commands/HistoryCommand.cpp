// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console history`: restarts and ladder runs from the history database, as text or
// as a JSON export of each host's history; with --phases, one start-up's flight record against
// the host's and the group's medians.
#include "Command.h"

#include "formats/TerminalText.h"
#include "history/HistoryExport.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "history/RestartHistory.h"
#include "host/StartupWatch.h"
#include "startup/FlightReport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

/// `2026-12-01`, `2026-12-01T14:05`, `2026-12-01T14:05:11Z` (a date alone is midnight UTC).
QDateTime parseSince(const QString &text)
{
    const QDate day = QDate::fromString(text, Qt::ISODate);
    if (day.isValid())
        return QDateTime(day, QTime(0, 0), Qt::UTC);
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(text, Qt::ISODate);
    if (t.isValid() && t.timeSpec() == Qt::LocalTime && !text.endsWith(u'Z') && !text.contains(u'+'))
        t.setTimeSpec(Qt::UTC);
    return t;
}

QString seconds(double s)
{
    if (!std::isfinite(s))
        return QStringLiteral("-");
    if (s >= 60)
        return QStringLiteral("%1m%2s").arg(int(s) / 60).arg(int(s) % 60, 2, 10, QLatin1Char('0'));
    return QString::number(s, 'f', 1) + QLatin1Char('s');
}

QString when(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss'Z'")) : QStringLiteral("-");
}

void printHost(QTextStream &out, const QJsonObject &h)
{
    out << printable(h.value(QLatin1String("host")).toString(), false) << '\n';
    const QJsonValue median = h.value(QLatin1String("startupMedianSeconds"));
    out << "  "
        << Tr::tr("median of the last ten start-ups: %1")
               .arg(median.isDouble() ? seconds(median.toDouble()) : QStringLiteral("-"))
        << '\n';
    const QJsonArray restarts = h.value(QLatin1String("restarts")).toArray();
    out << "  " << Tr::tr("restarts (%1, newest first):").arg(restarts.size()) << '\n';
    for (const QJsonValue &v : restarts) {
        const QJsonObject r = v.toObject();
        QDateTime t = QDateTime::fromString(r.value(QLatin1String("started")).toString(), Qt::ISODateWithMs);
        const bool imported
            = r.value(QLatin1String("data")).toObject().contains(QLatin1String("importedFrom"));
        if (!t.isValid() && !imported)
            t = QDateTime::fromString(r.value(QLatin1String("recorded")).toString(), Qt::ISODateWithMs);
        QString line
            = QStringLiteral("    %1  %2  %3  %4")
                  .arg(when(t), r.value(QLatin1String("outcome")).toString().leftJustified(8),
                       seconds(r.value(QLatin1String("seconds")).toDouble(std::nan(""))).rightJustified(7),
                       r.value(QLatin1String("unit")).toString() + QLatin1Char(' ')
                           + r.value(QLatin1String("model")).toString());
        if (imported)
            line += QLatin1Char(' ') + Tr::tr("(imported; the old file kept no times)");
        const QString cause = r.value(QLatin1String("rootCause")).toString();
        if (!cause.isEmpty())
            line += QStringLiteral("\n      ") + cause;
        out << printable(line) << '\n';
    }
    const QJsonArray runs = h.value(QLatin1String("ladderRuns")).toArray();
    out << "  " << Tr::tr("ladder runs (%1, newest first):").arg(runs.size()) << '\n';
    for (const QJsonValue &v : runs) {
        const QJsonObject r = v.toObject();
        QStringList failed;
        for (const QJsonValue &s : r.value(QLatin1String("steps")).toArray()) {
            const QString verdict = s.toObject().value(QLatin1String("verdict")).toString();
            if (verdict == QLatin1String("fail") || verdict == QLatin1String("error"))
                failed.append(s.toObject().value(QLatin1String("id")).toString() + QLatin1Char(' ')
                              + verdict);
        }
        QString line
            = QStringLiteral("    %1  %2  %3  %4 %5")
                  .arg(when(QDateTime::fromString(r.value(QLatin1String("started")).toString(), Qt::ISODate)),
                       r.value(QLatin1String("verdict")).toString().leftJustified(8),
                       seconds(r.value(QLatin1String("seconds")).toDouble(std::nan(""))).rightJustified(7),
                       r.value(QLatin1String("ladder")).toString(),
                       r.value(QLatin1String("model")).toString());
        if (!failed.isEmpty())
            line += QStringLiteral("  (") + failed.join(QStringLiteral(", ")) + QLatin1Char(')');
        out << printable(line) << '\n';
    }
}

/// "+12%", empty when there is nothing to compare with.
QString change(double value, double median)
{
    if (!std::isfinite(value) || !std::isfinite(median) || median <= 0)
        return {};
    const double c = value / median - 1;
    return (c >= 0 ? QStringLiteral("+") : QString()) + QString::number(qRound(c * 100)) + u'%';
}

QString gapSentence(const FlightGap &g)
{
    const QString phase = g.phase.isEmpty() ? Tr::tr("before the first phase")
                                            : Tr::tr("during %1").arg(flightPhaseTitle(g.phase));
    return g.untilEnd ? Tr::tr("no log line for %1 %2, until the start-up ended (from %3)")
                            .arg(formatStartupDuration(g.seconds), phase, seconds(g.startSeconds))
                      : Tr::tr("no log line for %1 %2 (from %3)")
                            .arg(formatStartupDuration(g.seconds), phase, seconds(g.startSeconds));
}

/// One start-up's phases against the host's and the group's medians, with its silences.
void printFlight(QTextStream &out, const FlightReport &r)
{
    const RestartRecord &s = r.restart;
    QDateTime t = s.started.isValid() ? s.started : s.recorded;
    out << printable(
        Tr::tr("%1: start-up of %2, %3 after %4").arg(s.host, when(t), s.outcome, seconds(s.totalSeconds())),
        false)
        << '\n';
    QString what = s.unit + QStringLiteral("  ") + s.model;
    if (!s.invocationId.isEmpty())
        what += QStringLiteral("  ") + Tr::tr("invocation %1").arg(s.invocationId);
    out << "  " << printable(what, false) << '\n';
    out << "  "
        << (r.hostRuns > 0
                ? Tr::tr("host median: %n earlier ready start-up(s) of this unit, model and arguments",
                         nullptr, r.hostRuns)
                : printable(r.hostMedianMissing(), false))
        << '\n';
    out << "  "
        << (r.groupHosts > 0
                ? printable(Tr::tr("group %1: the median of %n other host(s)' medians", nullptr, r.groupHosts)
                                .arg(r.group),
                            false)
                : printable(r.groupMedianMissing(), false))
        << '\n';
    if (r.flight)
        out << "  "
            << Tr::tr("a silence is more than %1 without any log line (the engine profile's usual silence)")
                   .arg(formatStartupDuration(r.flight->usualSilenceSeconds))
            << '\n';
    out << '\n';

    const QStringList header { Tr::tr("phase"),       Tr::tr("start"),   Tr::tr("took"),
                               Tr::tr("host median"), Tr::tr("vs host"), Tr::tr("group median"),
                               Tr::tr("vs group") };
    QList<QStringList> rows;
    for (const FlightPhaseRow &p : r.phases) {
        QString took = seconds(p.seconds);
        if (p.state == QLatin1String("failed"))
            took += u'!';
        rows.append({ p.id, seconds(p.startSeconds), took, seconds(p.hostMedian),
                      change(p.seconds, p.hostMedian), seconds(p.groupMedian),
                      change(p.seconds, p.groupMedian) });
    }
    QList<qsizetype> width(header.size());
    for (qsizetype c = 0; c < header.size(); ++c) {
        width[c] = header.at(c).size();
        for (const QStringList &row : std::as_const(rows))
            width[c] = std::max(width[c], row.at(c).size());
    }
    auto line = [&](const QStringList &cells) {
        QString l = QStringLiteral("  ") + cells.at(0).leftJustified(width.at(0));
        for (qsizetype c = 1; c < cells.size(); ++c)
            l += QStringLiteral("  ") + cells.at(c).rightJustified(width.at(c));
        while (l.endsWith(u' '))
            l.chop(1);
        return l;
    };
    QList<FlightGap> gaps = r.flight ? r.flight->gaps : QList<FlightGap>();
    auto gapsOf = [&gaps](const QString &phase) {
        QStringList lines;
        for (qsizetype i = 0; i < gaps.size();) {
            if (gaps.at(i).phase == phase) {
                lines << QStringLiteral("    ") + gapSentence(gaps.takeAt(i));
            } else {
                ++i;
            }
        }
        return lines;
    };
    out << line(header) << '\n';
    for (const QString &g : gapsOf(QString()))
        out << printable(g, false) << '\n';
    for (qsizetype i = 0; i < rows.size(); ++i) {
        out << printable(line(rows.at(i)), false) << '\n';
        for (const QString &g : gapsOf(r.phases.at(i).id))
            out << printable(g, false) << '\n';
    }
    for (const FlightGap &g : std::as_const(gaps))
        out << printable(QString(QStringLiteral("    ") + gapSentence(g)), false) << '\n';
    if (r.phases.isEmpty())
        out << "  " << Tr::tr("no phase was recorded for this start-up") << '\n';
    out << '\n';

    if (!r.flight) {
        out << "  "
            << Tr::tr("Start offsets and silences were not recorded for this start-up: it was recorded by an "
                      "older version of the console.")
            << '\n';
        return;
    }
    if (r.flight->gaps.isEmpty())
        out << "  "
            << Tr::tr("No silence longer than %1.").arg(formatStartupDuration(r.flight->usualSilenceSeconds))
            << '\n';
    if (r.flight->gapsLeftOut > 0)
        out << "  " << Tr::tr("%n shorter silence(s) not kept.", nullptr, r.flight->gapsLeftOut) << '\n';
    if (r.flight->clockSteps > 0)
        out << "  "
            << Tr::tr("The host's clock went back %n time(s) during this start-up (at most %1): a silence is "
                      "measured from the newest time before it.",
                      nullptr, r.flight->clockSteps)
                   .arg(formatStartupDuration(r.flight->clockStepSeconds))
            << '\n';
    bool failed = false;
    for (const FlightPhaseRow &p : r.phases)
        failed = failed || p.state == QLatin1String("failed");
    if (failed)
        out << "  " << Tr::tr("! the start-up failed in this phase") << '\n';
}

/// `history --host NAME --phases`: the host's latest start-up, or the one with --invocation.
int runPhases(const Invocation &call, const HistoryStore &store, const QString &databasePath)
{
    const QStringList hosts = call.parser.values(QStringLiteral("host"));
    if (hosts.size() != 1) {
        call.err << Tr::tr("--phases shows one host's start-up: give one --host NAME.") << '\n';
        return ExitCouldNotRun;
    }
    for (const QString &option : { QStringLiteral("restarts"), QStringLiteral("since") }) {
        if (call.parser.isSet(option)) {
            call.err << Tr::tr("--phases does not go with --%1.").arg(option) << '\n';
            return ExitCouldNotRun;
        }
    }
    const QString host = hosts.first();
    if (!store.hosts().contains(host)) {
        call.err << Tr::tr("No history for the host %1 in %2.").arg(printable(host, false), databasePath)
                 << '\n';
        return ExitCouldNotRun;
    }
    const QString wanted = call.parser.value(QStringLiteral("invocation"));
    std::optional<RestartRecord> restart;
    if (wanted.isEmpty()) {
        const QList<RestartRecord> latest = store.restarts(host, {}, 1);
        if (!latest.isEmpty())
            restart = latest.first();
    } else {
        // The whole id, or enough of its start to name one start-up (as git takes a commit).
        QList<RestartRecord> matches;
        for (const RestartRecord &r : store.restarts(host)) {
            if (r.invocationId == wanted) {
                matches = { r };
                break;
            }
            if (!r.invocationId.isEmpty() && r.invocationId.startsWith(wanted, Qt::CaseInsensitive))
                matches << r;
        }
        if (matches.size() > 1) {
            call.err << Tr::tr("--invocation %1 names %n start-ups of %2: give more of the id.", nullptr,
                               int(matches.size()))
                            .arg(printable(wanted, false), printable(host, false))
                     << '\n';
            return ExitCouldNotRun;
        }
        if (matches.isEmpty()) {
            call.err << Tr::tr("No start-up of %1 with the invocation id %2 in %3.")
                            .arg(printable(host, false), printable(wanted, false), databasePath)
                     << '\n';
            return ExitCouldNotRun;
        }
        restart = matches.first();
    }
    if (!restart) {
        call.err
            << Tr::tr("No start-up of %1 has been recorded in %2.").arg(printable(host, false), databasePath)
            << '\n';
        return ExitCouldNotRun;
    }
    const FlightReport report = buildFlightReport(store, *restart);
    if (call.parser.isSet(QStringLiteral("json"))) {
        QJsonObject doc = report.toJson();
        doc.insert(QStringLiteral("database"), databasePath);
        call.out << QString::fromUtf8(printableJson(QJsonDocument(doc).toJson(QJsonDocument::Indented)));
        return ExitOk;
    }
    printFlight(call.out, report);
    return ExitOk;
}

int runHistoryCommand(const Invocation &call)
{
    if (call.parser.isSet(QStringLiteral("invocation")) && !call.parser.isSet(QStringLiteral("phases"))) {
        call.err << Tr::tr("--invocation picks the start-up that --phases shows: add --phases.") << '\n';
        return ExitCouldNotRun;
    }
    QDateTime since;
    if (call.parser.isSet(QStringLiteral("since"))) {
        since = parseSince(call.parser.value(QStringLiteral("since")));
        if (!since.isValid()) {
            call.err << Tr::tr("--since: %1 is not a date (use 2026-12-01 or 2026-12-01T14:05:00Z).")
                            .arg(printable(call.parser.value(QStringLiteral("since")), false))
                     << '\n';
            return ExitCouldNotRun;
        }
    }
    std::shared_ptr<HistoryDatabase> db;
    if (call.parser.isSet(QStringLiteral("database"))) {
        const QString path = call.parser.value(QStringLiteral("database"));
        if (!QFileInfo(path).isFile()) {
            call.err << Tr::tr("%1: no such history database.").arg(printable(path, false)) << '\n';
            return ExitCouldNotRun;
        }
        db = HistoryDatabase::open(path);
    } else {
        db = historyLocation::openDefault();
    }
    if (!db->isAvailable()) {
        call.err << printable(db->error(), false) << '\n';
        return ExitCouldNotRun;
    }
    const HistoryStore store(db);
    if (call.parser.isSet(QStringLiteral("phases")))
        return runPhases(call, store, db->path());
    QStringList hosts = call.parser.values(QStringLiteral("host"));
    const QStringList known = store.hosts();
    if (hosts.isEmpty())
        hosts = known;
    for (const QString &h : std::as_const(hosts))
        if (!known.contains(h))
            call.err << Tr::tr("No history for the host %1 in %2.").arg(printable(h, false), db->path())
                     << '\n';
    hosts.removeIf([&known](const QString &h) { return !known.contains(h); });

    if (call.parser.isSet(QStringLiteral("restarts"))) {
        // Each host's restarts against the median of the ten before (RestartHistory), exported.
        const QString format = call.parser.value(QStringLiteral("restarts")).toLower();
        if (format != QLatin1String("csv") && format != QLatin1String("json")
            && format != QLatin1String("markdown")) {
            call.err << Tr::tr("--restarts: the format is csv, json or markdown, not %1.")
                            .arg(printable(format, false))
                     << '\n';
            return ExitCouldNotRun;
        }
        QJsonArray docs;
        for (const QString &h : std::as_const(hosts)) {
            QList<RestartHistoryEntry> entries = RestartHistory::load(store, h, -1);
            if (since.isValid())
                entries.removeIf([&since](const RestartHistoryEntry &e) {
                    const RestartRecord &r = e.restart;
                    const QDateTime t = r.started.isValid() ? r.started
                        : r.ended.isValid()                 ? r.ended
                                                            : r.recorded;
                    return t.isValid() && t < since;
                });
            if (format == QLatin1String("csv")) {
                if (hosts.size() > 1)
                    call.out << "# " << printable(h, false) << '\n';
                call.out << printable(QString::fromUtf8(RestartHistory::toCsv(entries)));
            } else if (format == QLatin1String("markdown")) {
                call.out << printable(RestartHistory::toMarkdown(h, entries)) << '\n';
            } else {
                docs.append(RestartHistory::toJson(h, entries));
            }
        }
        if (format == QLatin1String("json"))
            call.out << QString::fromUtf8(
                printableJson(QJsonDocument(QJsonObject { { QStringLiteral("database"), db->path() },
                                                          { QStringLiteral("hosts"), docs } })
                                  .toJson(QJsonDocument::Indented)));
        return ExitOk;
    }

    QJsonArray exported;
    for (const QString &h : std::as_const(hosts))
        exported.append(exportHostHistory(store, h, since));
    if (call.parser.isSet(QStringLiteral("json"))) {
        const QJsonObject doc { { QStringLiteral("database"), db->path() },
                                { QStringLiteral("schema"), db->schemaVersion() },
                                { QStringLiteral("since"),
                                  since.isValid() ? QJsonValue(since.toString(Qt::ISODate)) : QJsonValue() },
                                { QStringLiteral("hosts"), exported } };
        call.out << QString::fromUtf8(printableJson(QJsonDocument(doc).toJson(QJsonDocument::Indented)));
        return ExitOk;
    }
    call.out << Tr::tr("History database: %1").arg(db->path()) << '\n';
    if (exported.isEmpty())
        call.out << Tr::tr("No host has any history yet.") << '\n';
    for (const QJsonValue &h : std::as_const(exported))
        printHost(call.out, h.toObject());
    return ExitOk;
}

} // namespace

Command historyCommand()
{
    Command c;
    c.name = QStringLiteral("history");
    c.synopsis = QStringLiteral(
        "[--host NAME]... [--since DATE] [--json | --restarts csv|json|markdown] [--database FILE] | "
        "--host NAME --phases [--invocation ID] [--json] [--database FILE]");
    c.summary = [] {
        return Tr::tr("restarts and ladder runs from the history database; with --json, each host's whole "
                      "history as JSON; with --phases, one start-up's phases and silences");
    };
    c.options = [] {
        return QList<QCommandLineOption> {
            { QStringLiteral("host"), Tr::tr("Only this host (repeat for more); default: every host."),
              QStringLiteral("NAME") },
            { QStringLiteral("since"),
              Tr::tr("Only what started on or after DATE (2026-12-01 or 2026-12-01T14:05:00Z)."),
              QStringLiteral("DATE") },
            { QStringLiteral("json"), Tr::tr("Print each host's history as JSON (an export).") },
            { QStringLiteral("restarts"),
              Tr::tr("Print each host's restarts (phases, peak and settled GPU memory, verdict, versions) "
                     "against the median of the ten before, as csv, json or markdown."),
              QStringLiteral("FORMAT") },
            { QStringLiteral("phases"),
              Tr::tr(
                  "Print the host's latest start-up phase by phase: start, duration, the host's median and "
                  "its group's, and every silence longer than the engine's usual one.") },
            { QStringLiteral("invocation"),
              Tr::tr(
                  "With --phases: the start-up with this systemd invocation id (or the start of it) instead "
                  "of the latest."),
              QStringLiteral("ID") },
            { QStringLiteral("database"),
              Tr::tr("Read this history database (e.g. a copy) instead of the console's."),
              QStringLiteral("FILE") },
        };
    };
    c.run = runHistoryCommand;
    return c;
}

} // namespace ic::cli
