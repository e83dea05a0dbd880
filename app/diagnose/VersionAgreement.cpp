// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "VersionAgreement.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcDiagnose)

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::VersionAgreement)
};

QJsonObject loadDefault()
{
    QFile f(QStringLiteral(":/diagnose/drift.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        qCWarning(lcDiagnose) << "cannot open :/diagnose/drift.json";
        return {};
    }
    return QJsonDocument::fromJson(f.readAll()).object();
}

const QJsonObject &defaultRules()
{
    static const QJsonObject rules = loadDefault();
    return rules;
}

DriftFinding::Severity severityFrom(const QString &s)
{
    if (s == QLatin1String("error"))
        return DriftFinding::Severity::Error;
    if (s == QLatin1String("info"))
        return DriftFinding::Severity::Info;
    return DriftFinding::Severity::Warning;
}

/// "0.8.5.post1" and "0.8.5+cu128" satisfy "0.8.5"; "0.8.50" does not.
bool versionCovers(QStringView installed, QStringView wanted)
{
    const QString have = releaseVersion(installed);
    const QString want = releaseVersion(wanted);
    if (want.isEmpty() || !have.startsWith(want))
        return false;
    return have.size() == want.size() || !have.at(want.size()).isDigit();
}

} // namespace

QString releaseVersion(QStringView version)
{
    QStringView v = version.trimmed();
    const qsizetype plus = v.indexOf(u'+');
    if (plus >= 0)
        v = v.left(plus);
    return v.toString();
}

QString driftSeverityName(DriftFinding::Severity severity)
{
    switch (severity) {
    case DriftFinding::Severity::Info:
        return QStringLiteral("info");
    case DriftFinding::Severity::Warning:
        return QStringLiteral("warning");
    case DriftFinding::Severity::Error:
        return QStringLiteral("error");
    }
    return QStringLiteral("warning");
}

QList<DriftFinding> checkVersionAgreement(const QMap<QString, QString> &packages, const QByteArray &rulesJson)
{
    const QJsonObject rules
        = rulesJson.isEmpty() ? defaultRules() : QJsonDocument::fromJson(rulesJson).object();
    QList<DriftFinding> out;

    for (const QJsonValue &gv : rules.value(QLatin1String("equal")).toArray()) {
        const QJsonObject g = gv.toObject();
        const QString id = g.value(QLatin1String("id")).toString();
        const QString anchor = g.value(QLatin1String("anchor")).toString();
        const auto severity = severityFrom(g.value(QLatin1String("severity")).toString());
        const QString source = g.value(QLatin1String("source")).toString();
        QStringList members;
        for (const QJsonValue &p : g.value(QLatin1String("packages")).toArray())
            members.append(p.toString());
        if (anchor.isEmpty() || members.isEmpty())
            continue;
        const bool haveAnchor = packages.contains(anchor);
        const QString anchorVersion = packages.value(anchor);
        for (const QString &m : std::as_const(members)) {
            if (m == anchor || !packages.contains(m))
                continue;
            const QString v = packages.value(m);
            DriftFinding f;
            f.ruleId = id;
            f.source = source;
            f.packages = { m, anchor };
            if (!haveAnchor) {
                f.severity = DriftFinding::Severity::Warning;
                f.versions = { v, QString() };
                f.sentence = Tr::tr("%1 %2 is installed but %3 is not").arg(m, v, anchor);
                out.append(f);
            } else if (releaseVersion(v) != releaseVersion(anchorVersion)) {
                f.severity = severity;
                f.versions = { v, anchorVersion };
                f.sentence = Tr::tr("%1 %2 does not match %3 %4: they must have the same version")
                                 .arg(m, v, anchor, anchorVersion);
                out.append(f);
            }
        }
    }

    for (const QJsonValue &pv : rules.value(QLatin1String("pins")).toArray()) {
        const QJsonObject p = pv.toObject();
        const QJsonArray when = p.value(QLatin1String("when")).toArray();
        const QJsonArray requires_ = p.value(QLatin1String("requires")).toArray();
        if (when.size() != 2 || requires_.size() != 2)
            continue;
        const QString whenName = when.at(0).toString();
        const QString whenVersion = when.at(1).toString();
        if (!packages.contains(whenName) || !versionCovers(packages.value(whenName), whenVersion))
            continue;
        const QString wanted = requires_.at(1).toString();
        QStringList candidates;
        for (const QJsonValue &c : requires_.at(0).toArray())
            candidates.append(c.toString());
        if (candidates.isEmpty())
            continue;
        QString present;
        for (const QString &c : std::as_const(candidates)) {
            if (packages.contains(c)) {
                present = c;
                break;
            }
        }
        DriftFinding f;
        f.ruleId = p.value(QLatin1String("id")).toString();
        f.source = p.value(QLatin1String("source")).toString();
        const QString installed = packages.value(whenName);
        if (present.isEmpty() && p.value(QLatin1String("ifInstalled")).toBool())
            continue;
        if (present.isEmpty()) {
            f.severity = DriftFinding::Severity::Warning;
            f.packages = { candidates.first(), whenName };
            f.versions = { QString(), installed };
            f.sentence = Tr::tr("%1 %2 requires %3 %4, which is not installed")
                             .arg(whenName, installed, candidates.first(), wanted);
            out.append(f);
        } else if (!versionCovers(packages.value(present), wanted)) {
            f.severity = severityFrom(p.value(QLatin1String("severity")).toString());
            f.packages = { present, whenName };
            f.versions = { packages.value(present), installed };
            f.sentence = Tr::tr("%1 %2 requires %3 %4, but %3 %5 is installed")
                             .arg(whenName, installed, present, wanted, packages.value(present));
            out.append(f);
        }
    }
    return out;
}

QList<InstalledPackage> watchedVersions(const QMap<QString, QString> &packages)
{
    QList<InstalledPackage> out;
    for (const QJsonValue &v : defaultRules().value(QLatin1String("watch")).toArray()) {
        const QString name = v.toString();
        if (packages.contains(name))
            out.append(InstalledPackage { name, packages.value(name) });
    }
    return out;
}

QStringList packagesForCategory(const QString &categoryId)
{
    QStringList out;
    const QJsonObject map = defaultRules().value(QLatin1String("categoryPackages")).toObject();
    for (const QJsonValue &v : map.value(categoryId).toArray())
        out.append(v.toString());
    return out;
}

} // namespace ic
