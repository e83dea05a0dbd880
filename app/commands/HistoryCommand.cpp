// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console history`: restarts and ladder runs from the history database, as text or
// as a JSON export of each host's history.
#include "Command.h"

#include "formats/TerminalText.h"
#include "history/HistoryExport.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "history/RestartHistory.h"

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

int runHistoryCommand(const Invocation &call)
{
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
        "[--host NAME]... [--since DATE] [--json | --restarts csv|json|markdown] [--database FILE]");
    c.summary = [] {
        return Tr::tr("restarts and ladder runs from the history database; with --json, each host's whole "
                      "history as JSON");
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
            { QStringLiteral("database"),
              Tr::tr("Read this history database (e.g. a copy) instead of the console's."),
              QStringLiteral("FILE") },
        };
    };
    c.run = runHistoryCommand;
    return c;
}

} // namespace ic::cli
