// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "EngineIdentity.h"

#include "config/EngineProfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

QString textOf(const QJsonValue &v)
{
    if (v.isString())
        return v.toString().left(400);
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 15);
    return QString();
}
} // namespace

QList<IdentitySource> parseIdentitySources(const QJsonArray &sources)
{
    QList<IdentitySource> out;
    for (const QJsonValue &v : sources) {
        const QJsonObject s = v.toObject();
        IdentitySource source { s.value(QStringLiteral("path")).toString(),
                                s.value(QStringLiteral("version")).toString(),
                                s.value(QStringLiteral("model")).toString() };
        if (source.path.startsWith(QLatin1Char('/'))
            && (!source.versionField.isEmpty() || !source.modelField.isEmpty()))
            out.append(source);
    }
    return out;
}

QList<EngineIdentityProfile> identityProfiles()
{
    // In the engine list's order: vLLM first, the console's first engine and the cheapest
    // question (/version).
    QList<EngineIdentityProfile> out;
    for (const EngineProfile &e : engineProfiles()) {
        EngineIdentityProfile p { e.id, e.title, parseIdentitySources(e.identitySources) };
        if (!p.sources.isEmpty())
            out.append(p);
    }
    return out;
}

std::optional<EngineIdentityProfile> identityProfile(const QString &engine)
{
    const QString id = canonicalEngineId(engine);
    for (const EngineIdentityProfile &p : identityProfiles()) {
        if (p.engine == id)
            return p;
    }
    return std::nullopt;
}

QString jsonTextAt(const QJsonValue &root, const QString &dottedPaths)
{
    for (const QString &path : dottedPaths.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        QJsonValue v = root;
        for (const QString &key : path.split(QLatin1Char('.'), Qt::SkipEmptyParts)) {
            bool isIndex = false;
            const int index = key.toInt(&isIndex);
            if (isIndex && v.isArray())
                v = v.toArray().at(index);
            else if (v.isObject())
                v = v.toObject().value(key);
            else
                v = QJsonValue(QJsonValue::Undefined);
        }
        const QString text = textOf(v);
        if (!text.isEmpty())
            return text;
    }
    return QString();
}

QString ServerIdentity::summary() const
{
    if (!isKnown())
        return Tr::tr("unknown");
    QStringList parts;
    const QString engineName = engineTitle.isEmpty() ? engine : engineTitle;
    if (!engineName.isEmpty() || !version.isEmpty())
        parts << QString(engineName + (version.isEmpty() ? QString() : QLatin1Char(' ') + version)).trimmed();
    if (!model.isEmpty())
        parts << model;
    return parts.join(QStringLiteral(" · "));
}

QJsonObject ServerIdentity::toJson() const
{
    return QJsonObject { { QStringLiteral("engine"), engine },
                         { QStringLiteral("engine_title"), engineTitle },
                         { QStringLiteral("version"), version },
                         { QStringLiteral("model"), model },
                         { QStringLiteral("evidence"), QJsonArray::fromStringList(evidence) } };
}

ServerIdentity ServerIdentity::fromJson(const QJsonObject &o)
{
    ServerIdentity i;
    i.engine = o.value(QStringLiteral("engine")).toString();
    i.engineTitle = o.value(QStringLiteral("engine_title")).toString();
    i.version = o.value(QStringLiteral("version")).toString();
    i.model = o.value(QStringLiteral("model")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("evidence")).toArray())
        i.evidence << v.toString();
    return i;
}

} // namespace ic
