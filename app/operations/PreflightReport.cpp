// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "PreflightReport.h"

#include "history/HistoryStore.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Preflight)
};
} // namespace

QString preflightSeverityId(PreflightSeverity severity)
{
    switch (severity) {
    case PreflightSeverity::Block:
        return QStringLiteral("block");
    case PreflightSeverity::Warn:
        return QStringLiteral("warn");
    case PreflightSeverity::Info:
        return QStringLiteral("info");
    }
    return {};
}

QString preflightStatusId(PreflightCheck::Status status)
{
    switch (status) {
    case PreflightCheck::Status::Done:
        return QStringLiteral("done");
    case PreflightCheck::Status::Skip:
        return QStringLiteral("skip");
    case PreflightCheck::Status::Error:
        return QStringLiteral("error");
    }
    return {};
}

QList<PreflightFinding> PreflightReport::blocking() const
{
    QList<PreflightFinding> out;
    for (const PreflightCheck &c : checks) {
        for (const PreflightFinding &f : c.findings) {
            if (f.severity == PreflightSeverity::Block)
                out.append(f);
        }
    }
    return out;
}

bool PreflightReport::couldNotRun() const
{
    if (!error.isEmpty())
        return true;
    for (const PreflightCheck &c : checks) {
        if (c.status == PreflightCheck::Status::Done)
            return false;
    }
    return true;
}

PreflightVerdict PreflightReport::verdict() const
{
    if (isBlocked())
        return PreflightVerdict::Blocked;
    return couldNotRun() ? PreflightVerdict::CouldNotRun : PreflightVerdict::Clear;
}

QString preflightVerdictId(PreflightVerdict verdict)
{
    switch (verdict) {
    case PreflightVerdict::Clear:
        return QStringLiteral("clear");
    case PreflightVerdict::Blocked:
        return QStringLiteral("blocked");
    case PreflightVerdict::CouldNotRun:
        break;
    }
    return QStringLiteral("error");
}

QJsonObject PreflightReport::toJson() const
{
    QJsonArray checkArray;
    for (const PreflightCheck &c : checks) {
        QJsonArray findings;
        for (const PreflightFinding &f : c.findings)
            findings.append(
                QJsonObject { { QStringLiteral("id"), f.id },
                              { QStringLiteral("severity"), preflightSeverityId(f.severity) },
                              { QStringLiteral("title"), f.title },
                              { QStringLiteral("evidence"), QJsonArray::fromStringList(f.evidence) },
                              { QStringLiteral("remedy"), f.remedy } });
        QJsonObject o { { QStringLiteral("id"), c.id },
                        { QStringLiteral("title"), c.title },
                        { QStringLiteral("status"), preflightStatusId(c.status) },
                        { QStringLiteral("evidence"), QJsonArray::fromStringList(c.evidence) },
                        { QStringLiteral("findings"), findings } };
        if (!c.reason.isEmpty())
            o.insert(QStringLiteral("reason"), c.reason);
        checkArray.append(o);
    }
    QJsonObject o { { QStringLiteral("host"), host },
                    { QStringLiteral("unit"), unit },
                    { QStringLiteral("started"), started.toUTC().toString(Qt::ISODate) },
                    { QStringLiteral("seconds"), qRound(seconds * 100) / 100.0 },
                    { QStringLiteral("verdict"), preflightVerdictId(verdict()) },
                    { QStringLiteral("checks"), checkArray } };
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

QString PreflightReport::toText() const
{
    int blocks = 0, warnings = 0;
    for (const PreflightCheck &c : checks) {
        for (const PreflightFinding &f : c.findings) {
            blocks += f.severity == PreflightSeverity::Block;
            warnings += f.severity == PreflightSeverity::Warn;
        }
    }
    QString out;
    const QString verdictText = isBlocked() ? Tr::tr("BLOCKED")
        : couldNotRun()                     ? Tr::tr("COULD NOT RUN")
                                            : Tr::tr("clear");
    out += Tr::tr("Preflight %1 (%2): %3 — %4 blocking, %5 warnings, %6 s")
               .arg(host, unit, verdictText)
               .arg(blocks)
               .arg(warnings)
               .arg(seconds, 0, 'f', 1)
        + u'\n';
    if (!error.isEmpty())
        out += QStringLiteral("  ") + error + u'\n';
    const QString pad(11, u' ');
    for (const PreflightCheck &c : checks) {
        const QString status = c.status == PreflightCheck::Status::Done
            ? (c.findings.isEmpty() ? Tr::tr("ok") : Tr::tr("found"))
            : preflightStatusId(c.status);
        out += QStringLiteral("  %1 %2").arg(status.leftJustified(8), c.title) + u'\n';
        if (!c.reason.isEmpty())
            out += pad + c.reason + u'\n';
        for (const QString &e : c.evidence)
            out += pad + e + u'\n';
        for (const PreflightFinding &f : c.findings) {
            out += QStringLiteral("    %1 %2")
                       .arg(preflightSeverityId(f.severity).toUpper().leftJustified(6), f.title)
                + u'\n';
            for (const QString &e : f.evidence)
                out += pad + QStringLiteral("| ") + e + u'\n';
            if (!f.remedy.isEmpty())
                out += pad + Tr::tr("remedy: %1").arg(f.remedy) + u'\n';
        }
    }
    return out;
}

bool preflightConfirmationMatches(const QString &typed, const QString &host)
{
    return !host.isEmpty() && typed.trimmed() == host;
}

bool recordPreflightOverride(HistoryStore &history, const PreflightReport &report, const QString &typed,
                             const QString &operatorName, const QString &rolloutUid, QString *error)
{
    const QList<PreflightFinding> blocks = report.blocking();
    if (blocks.isEmpty()) {
        if (error)
            *error
                = Tr::tr("Nothing blocks the restart of %1: there is nothing to override.").arg(report.host);
        return false;
    }
    if (!preflightConfirmationMatches(typed, report.host)) {
        if (error)
            *error = Tr::tr("The confirmation must be the host's name, “%1”.").arg(report.host);
        return false;
    }
    for (const PreflightFinding &f : blocks) {
        const QString evidence = f.title + u'\n' + f.evidence.join(u'\n');
        if (!history.recordPreflightOverride(report.host, rolloutUid, f.id, preflightSeverityId(f.severity),
                                             evidence, typed.trimmed(), operatorName, error))
            return false;
    }
    return true;
}

} // namespace ic
