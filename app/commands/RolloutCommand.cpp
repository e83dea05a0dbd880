// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console rollout`: a rolling restart without a display, gated on preflight, start-up
// and the validation ladder of every host.
#include "Command.h"

#include "HeadlessFleet.h"
#include "ReportExitCodes.h"
#include "TerminationSignals.h"
#include "config/HostStore.h"
#include "config/Settings.h"
#include "formats/TerminalText.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "host/Fleet.h"
#include "operations/Rollout.h"
#include "transport/TransportFactory.h"

#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

int wholeNumber(const QCommandLineParser &parser, const QString &name, int fallback, QTextStream &err)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const int n = parser.value(name).toInt(&ok);
    if (!ok || n <= 0) {
        err << Tr::tr("--%1 takes a whole number above 0, not “%2”.")
                   .arg(name, printable(parser.value(name), false))
            << '\n';
        return -1;
    }
    return n;
}

/// The report as the command prints and writes it: with the exit code its verdict means.
QJsonObject reportJson(const ic::Rollout &rollout)
{
    const ic::RolloutReport report = rollout.report();
    return withExitCode(report.toJson(), exitCodeOf(report.verdict()));
}

bool writeReport(const QString &path, const ic::Rollout &rollout, QTextStream &err)
{
    QSaveFile f(path);
    const QByteArray body = path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)
        ? rollout.reportMarkdown().toUtf8()
        : QJsonDocument(reportJson(rollout)).toJson(QJsonDocument::Indented);
    if (!f.open(QIODevice::WriteOnly) || f.write(body) != body.size() || !f.commit()) {
        err << Tr::tr("The report could not be written to %1: %2").arg(path, f.errorString()) << '\n';
        return false;
    }
    return true;
}

int runRolloutCommand(const Invocation &call)
{
    const QCommandLineParser &parser = call.parser;
    QTextStream &out = call.out;
    QTextStream &err = call.err;
    const QString group = parser.value(QStringLiteral("group"));
    const QStringList tags = parser.values(QStringLiteral("tag"));
    const QStringList names = parser.values(QStringLiteral("host"));
    const QString resume = parser.value(QStringLiteral("resume"));
    const bool json = parser.isSet(QStringLiteral("json"));
    if (group.isEmpty() && tags.isEmpty() && names.isEmpty() && resume.isEmpty()) {
        err << Tr::tr(
            "Usage: inference-console rollout (--group NAME | --tag TAG | --host NAME …) [--batch N] "
            "[--max-unavailable N] [--dry-run] [--json] [--report FILE] [--override-preflight "
            "HOST:CONFIRM …] [--on-failure stop|rollback] [--gate-drop PERCENT [--gate-concurrency N] "
            "[--gate-requests N]] | --resume UID")
            << '\n';
        return ExitCouldNotRun;
    }
    const int batch = wholeNumber(parser, QStringLiteral("batch"), 1, err);
    const int maxUnavailable
        = wholeNumber(parser, QStringLiteral("max-unavailable"), batch > 0 ? batch : 1, err);
    const int timeout = wholeNumber(parser, QStringLiteral("timeout"), 0, err);
    const int gateConcurrency = wholeNumber(parser, QStringLiteral("gate-concurrency"), 4, err);
    const int gateRequests = wholeNumber(parser, QStringLiteral("gate-requests"), 16, err);
    if (batch < 0 || maxUnavailable < 0 || timeout < 0 || gateConcurrency < 0 || gateRequests < 0)
        return ExitCouldNotRun;
    double gateDrop = -1;
    if (parser.isSet(QStringLiteral("gate-drop"))) {
        bool ok = false;
        gateDrop = parser.value(QStringLiteral("gate-drop")).toDouble(&ok);
        if (!ok || gateDrop < 0 || gateDrop > 100) {
            err << Tr::tr("--gate-drop takes a percentage from 0 to 100, not “%1”.")
                       .arg(printable(parser.value(QStringLiteral("gate-drop")), false))
                << '\n';
            return ExitCouldNotRun;
        }
    } else if (parser.isSet(QStringLiteral("gate-concurrency"))
               || parser.isSet(QStringLiteral("gate-requests"))) {
        err << Tr::tr("--gate-concurrency and --gate-requests shape the upgrade gate: give --gate-drop too.")
            << '\n';
        return ExitCouldNotRun;
    }
    const QString onFailure = parser.isSet(QStringLiteral("on-failure"))
        ? parser.value(QStringLiteral("on-failure"))
        : QStringLiteral("stop");
    if (onFailure != QLatin1String("stop") && onFailure != QLatin1String("rollback")) {
        err << Tr::tr("--on-failure takes stop or rollback, not “%1”.").arg(printable(onFailure, false))
            << '\n';
        return ExitCouldNotRun;
    }
    QHash<QString, QString> overrides;
    for (const QString &o : parser.values(QStringLiteral("override-preflight"))) {
        const qsizetype colon = o.indexOf(u':');
        if (colon <= 0) {
            err << Tr::tr("--override-preflight takes HOST:CONFIRM (the host's name typed again), not “%1”.")
                       .arg(printable(o, false))
                << '\n';
            return ExitCouldNotRun;
        }
        overrides.insert(o.left(colon), o.mid(colon + 1));
    }

    HeadlessFleet headless;
    if (!headless.loadHostsFile(parser.value(QStringLiteral("hosts")), err))
        return ExitCouldNotRun;

    ic::RolloutPlan plan;
    QList<ic::HostDefinition> picked;
    std::shared_ptr<ic::HistoryDatabase> db;
    if (resume.isEmpty()) {
        QString error;
        picked = ic::selectRolloutHosts(headless.hostsInFile(), group, tags, names, &error);
        if (picked.isEmpty()) {
            err << printable(error, false) << ' ' << Tr::tr("(hosts file: %1)").arg(headless.hostsFilePath())
                << '\n';
            return ExitCouldNotRun;
        }
        QStringList what;
        if (!group.isEmpty())
            what << Tr::tr("group %1").arg(group);
        for (const QString &t : tags)
            what << Tr::tr("tag %1").arg(t);
        if (!names.isEmpty())
            what << Tr::tr("hosts %1").arg(names.join(QLatin1String(", ")));
        plan = ic::makeRolloutPlan(picked, batch, maxUnavailable, what.join(QLatin1String(", ")));
        plan.ladderFile = parser.value(QStringLiteral("ladder"));
        plan.gate.maxDropPercent = gateDrop;
        plan.gate.concurrency = gateConcurrency;
        plan.gate.requests = gateRequests;
        for (auto it = overrides.cbegin(); it != overrides.cend(); ++it)
            if (!plan.host(it.key())) {
                err << Tr::tr("--override-preflight names %1, which is not in this rollout.")
                           .arg(printable(it.key(), false))
                    << '\n';
                return ExitCouldNotRun;
            }
        if (parser.isSet(QStringLiteral("dry-run"))) { // nothing is connected, written or sent
            if (json) {
                QJsonObject o = plan.toJson();
                o.insert(QStringLiteral("on_failure"), onFailure);
                out << QString::fromUtf8(printableJson(QJsonDocument(o).toJson(QJsonDocument::Indented)));
            } else {
                out << printable(plan.toText());
                out << (onFailure == QLatin1String("rollback")
                            ? Tr::tr(
                                "On a failed host: roll it back to its last known-good unit state (when "
                                "its profile says how and one was recorded), each command printed before "
                                "it runs; otherwise stop.")
                            : Tr::tr(
                                "On a failed host: stop (exit 1); the hosts after it are not restarted."))
                    << '\n';
            }
            return ExitOk;
        }
        db = ic::historyLocation::openDefault();
        for (const QString &uid : ic::HistoryStore(db).unfinishedRollouts())
            err << Tr::tr("Note: the rollout %1 did not finish (%2); resume it with --resume %1.")
                       .arg(uid,
                            ic::HistoryStore(db)
                                .rollout(uid)
                                .value_or(QJsonObject())
                                .value(QLatin1String("state"))
                                .toString())
                << '\n';
    } else {
        db = ic::historyLocation::openDefault();
        const std::optional<QJsonObject> saved = ic::HistoryStore(db).rollout(resume);
        if (!saved) {
            err << Tr::tr("There is no rollout “%1” in the history.").arg(printable(resume, false)) << '\n';
            return ExitCouldNotRun;
        }
        const ic::RolloutPlan savedPlan
            = ic::RolloutPlan::fromJson(saved->value(QLatin1String("plan")).toObject());
        QStringList planned;
        for (const ic::RolloutHostPlan &h : savedPlan.hosts)
            planned.append(h.host);
        QString error;
        picked = ic::selectRolloutHosts(headless.hostsInFile(), {}, {}, planned, &error);
        if (picked.isEmpty()) {
            err << printable(error, false) << '\n';
            return ExitCouldNotRun;
        }
    }

    if (!headless.add(picked, err))
        return ExitCouldNotRun;
    ic::Fleet &fleet = headless.fleet();
    std::unique_ptr<ic::Rollout> rollout;
    if (resume.isEmpty()) {
        rollout = std::make_unique<ic::Rollout>(&fleet, plan, db);
    } else {
        QString error;
        rollout = ic::Rollout::restore(&fleet, resume, db, &error);
        if (!rollout) {
            err << printable(error, false) << '\n';
            return ExitCouldNotRun;
        }
        if (rollout->isFinished()) { // nothing to resume: report it as it ended
            out << (json ? QString::fromUtf8(
                        printableJson(QJsonDocument(reportJson(*rollout)).toJson(QJsonDocument::Indented)))
                         : printable(rollout->reportMarkdown()));
            return exitCodeOf(rollout->report().verdict());
        }
        if (rollout->state() == ic::RolloutState::Stopped)
            err << Tr::tr("The rollout stopped on a host; a headless resume ends it as failed. Skip or roll "
                          "back in the console.")
                << '\n';
    }
    rollout->setStopIsFinal(true);
    rollout->setRollBackOnFailure(onFailure == QLatin1String("rollback"));
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it)
        rollout->setOverride(it.key(), it.value());
    QObject::connect(rollout.get(), &ic::Rollout::progress, rollout.get(), [&err](const QString &line) {
        err << printable(line, false) << '\n' << Qt::flush;
    });

    ic::TerminationSignals signalWatch;
    int caught = 0;
    QObject::connect(&signalWatch, &ic::TerminationSignals::received, &signalWatch, [&](int signo) {
        caught = signo;
        rollout->abort(Tr::tr("%1: the rollout was interrupted.").arg(ic::TerminationSignals::name(signo)));
    });
    if (rollout->state() == ic::RolloutState::Stopped)
        rollout->abort(Tr::tr("Stopped on a host; nobody can decide headless."));
    else
        rollout->start();
    // Every step has its own deadline; this one bounds the whole run (--timeout, or the sum of them).
    const qint64 bound = timeout > 0 ? qint64(timeout) * 1000
                                     : qint64(rollout->plan().batchCount())
            * (rollout->plan().preflightTimeoutSeconds + rollout->plan().validationTimeoutSeconds + 4 * 3600
               + 60)
            * 1000;
    if (!waitUntil([&rollout] { return rollout->isFinished(); }, int(qMin<qint64>(bound, INT_MAX))))
        rollout->abort(Tr::tr("The --timeout of %1 s passed.").arg(bound / 1000));

    if (parser.isSet(QStringLiteral("report")))
        writeReport(parser.value(QStringLiteral("report")), *rollout, err);
    if (json)
        out << QString::fromUtf8(
            printableJson(QJsonDocument(reportJson(*rollout)).toJson(QJsonDocument::Indented)));
    else
        out << printable(rollout->reportMarkdown());
    return caught != 0 ? ExitCouldNotRun : exitCodeOf(rollout->report().verdict());
}

} // namespace

Command rolloutCommand()
{
    Command c;
    c.name = QStringLiteral("rollout");
    c.synopsis = QStringLiteral(
        "(--group NAME | --tag TAG | --host NAME…) [--hosts FILE] [--batch N] [--max-unavailable N] "
        "[--ladder FILE] "
        "[--dry-run] [--json] [--report FILE] [--override-preflight HOST:CONFIRM…] [--on-failure "
        "stop|rollback] "
        "[--gate-drop PERCENT [--gate-concurrency N] [--gate-requests N]] "
        "[--timeout SECONDS] | --resume UID");
    c.summary
        = [] { return Tr::tr("restart hosts in batches, each gated on preflight, start-up and the ladder"); };
    c.options = [] {
        return QList<QCommandLineOption> {
            { QStringLiteral("group"), Tr::tr("Restart the hosts of this group, in the hosts file's order."),
              Tr::tr("name") },
            { QStringLiteral("tag"), Tr::tr("Restart the hosts with this tag (repeatable)."), Tr::tr("tag") },
            { QStringLiteral("host"), Tr::tr("Restart this host (repeatable; in the order given)."),
              Tr::tr("name") },
            { QStringLiteral("hosts"), Tr::tr("Use this hosts file instead of the default one."),
              Tr::tr("file") },
            { QStringLiteral("batch"), Tr::tr("Hosts restarted together (default 1)."), Tr::tr("N") },
            { QStringLiteral("max-unavailable"),
              Tr::tr("Never more than N hosts down at once (default: the batch size); a batch is cut to it."),
              Tr::tr("N") },
            { QStringLiteral("ladder"), Tr::tr("A ladder file instead of the default ladder."),
              Tr::tr("file") },
            { QStringLiteral("dry-run"),
              Tr::tr(
                  "Print the plan with every exact command and exit; nothing is connected to or changed.") },
            { QStringLiteral("json"), Tr::tr("Print the plan or the report as JSON.") },
            { QStringLiteral("report"),
              Tr::tr("Also write the report to this file: Markdown for *.md, JSON otherwise."),
              Tr::tr("file") },
            { QStringLiteral("override-preflight"),
              Tr::tr(
                  "Override the blocking preflight findings of HOST; CONFIRM is the host's name typed again. "
                  "Kept in the history (repeatable)."),
              Tr::tr("host:confirm") },
            { QStringLiteral("on-failure"),
              Tr::tr(
                  "What a failed host does: stop (the default; exit 1, the hosts after it untouched) or "
                  "rollback (write its last known-good ExecStart and Environment back as a drop-in, "
                  "daemon-reload, restart, watch and validate it again, then carry on; exit 1 all the same, "
                  "since that host did not take the change). Without a recorded known-good unit state or a "
                  "profile that says how, it stops."),
              Tr::tr("action") },
            { QStringLiteral("gate-drop"),
              Tr::tr("Upgrade gate: run the same load probe before each restart and after the ladder passed; "
                     "when the engine version changed and the output throughput fell by more than PERCENT, "
                     "the host fails and the rollout stops. A gate that cannot compare (nothing measured, "
                     "version unknown or unchanged) is skipped and the rollout carries on."),
              Tr::tr("percent") },
            { QStringLiteral("gate-concurrency"),
              Tr::tr("Streams at once in the upgrade gate's load probe (default 4)."), Tr::tr("N") },
            { QStringLiteral("gate-requests"),
              Tr::tr("Requests in all in each run of the upgrade gate's load probe (default 16)."),
              Tr::tr("N") },
            { QStringLiteral("timeout"),
              Tr::tr("Abort after this many seconds (default: the sum of every step's own deadline)."),
              Tr::tr("seconds") },
            { QStringLiteral("resume"),
              Tr::tr("Carry on with a rollout the history kept (or report it when it has ended)."),
              Tr::tr("uid") },
        };
    };
    c.run = runRolloutCommand;
    return c;
}

} // namespace ic::cli
