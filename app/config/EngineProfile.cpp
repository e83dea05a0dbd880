// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "EngineProfile.h"

#include "formats/EngineLogLine.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>

#include <cmath>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::EngineProfile)
};

/// A string or an array of strings; anything else is an error naming `where`.
bool stringList(const QJsonObject &o, const QString &key, const QString &where, QStringList *out,
                QString *error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return true;
    if (v.isString()) {
        if (!v.toString().isEmpty())
            *out << v.toString();
        return true;
    }
    if (!v.isArray()) {
        *error = Tr::tr("%1: \"%2\" must be a string or a list of strings.").arg(where, key);
        return false;
    }
    for (const QJsonValue &e : v.toArray()) {
        if (!e.isString() || e.toString().isEmpty()) {
            *error = Tr::tr("%1: \"%2\" must hold non-empty strings only.").arg(where, key);
            return false;
        }
        *out << e.toString();
    }
    return true;
}

bool path(const QJsonObject &o, const QString &key, const QString &where, QString *out, QString *error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isString() || !v.toString().startsWith(QLatin1Char('/'))) {
        *error = Tr::tr("%1: \"%2\" must be a path starting with '/'.").arg(where, key);
        return false;
    }
    *out = v.toString();
    return true;
}

/// `"liveness": {"stuckAfterSeconds": N, "probeIntervalSeconds": M}`, both optional and positive.
bool liveness(const QJsonObject &o, const QString &where, EngineLiveness *out, QString *error)
{
    const QJsonValue v = o.value(QLatin1String("liveness"));
    if (v.isUndefined())
        return true;
    if (!v.isObject()) {
        *error = Tr::tr("%1: \"liveness\" must be an object.").arg(where);
        return false;
    }
    const QJsonObject l = v.toObject();
    for (const auto &[key, target] :
         { std::pair { QStringLiteral("stuckAfterSeconds"), &out->stuckAfterSeconds },
           std::pair { QStringLiteral("probeIntervalSeconds"), &out->probeIntervalSeconds } }) {
        const QJsonValue n = l.value(key);
        if (n.isUndefined())
            continue;
        if (!n.isDouble() || !(n.toDouble() > 0) || n.toDouble() > 86400) {
            *error = Tr::tr("%1: liveness \"%2\" must be a number of seconds above 0 and at most 86400.")
                         .arg(where, key);
            return false;
        }
        *target = n.toDouble();
    }
    return true;
}

struct Registry {
    QMutex mutex;
    bool loaded = false;
    int generation = 0;
    QList<EngineProfile> profiles;
    QStringList errors;

    /// Adds or replaces by id; keeps the detection order.
    void put(const EngineProfile &p)
    {
        for (EngineProfile &old : profiles) {
            if (old.id == p.id) {
                old = p;
                return;
            }
        }
        profiles.append(p);
        std::stable_sort(profiles.begin(), profiles.end(),
                         [](const EngineProfile &a, const EngineProfile &b) {
                             return a.detectionOrder < b.detectionOrder;
                         });
    }

    /// The engines' own log-line prefixes go to the line parser (formats/EngineLogLine.h).
    void installLogPrefixes()
    {
        QList<LogPrefixSpec> prefixes;
        for (const EngineProfile &p : std::as_const(profiles))
            for (const LogPrefixSpec &prefix : p.logPrefixes)
                if (!prefixes.contains(prefix))
                    prefixes << prefix;
        setEngineLogPrefixes(prefixes);
    }

    QStringList loadDirectory(const QString &dir)
    {
        QStringList problems;
        const QDir d(dir);
        if (!d.exists()) {
            problems << Tr::tr("The profile folder %1 does not exist.").arg(dir);
            return problems;
        }
        const QStringList files
            = d.entryList({ QStringLiteral("*.json") }, QDir::Files | QDir::Readable, QDir::Name);
        for (const QString &name : files) {
            QFile f(d.filePath(name));
            if (!f.open(QIODevice::ReadOnly)) {
                problems << Tr::tr("Cannot read the profile %1: %2").arg(f.fileName(), f.errorString());
                continue;
            }
            EngineProfile p = parseEngineProfile(f.read(4 << 20), QFileInfo(name).completeBaseName());
            p.file = f.fileName();
            if (!p.isValid()) {
                problems << Tr::tr("%1: %2").arg(p.file, p.error);
                continue;
            }
            put(p);
        }
        return problems;
    }

    void ensureLoaded()
    {
        if (loaded)
            return;
        loaded = true;
        errors << loadDirectory(QStringLiteral(":/profiles"));
        const QString extra = qEnvironmentVariable("INFERENCE_CONSOLE_PROFILES");
        for (const QString &dir : extra.split(QLatin1Char(':'), Qt::SkipEmptyParts))
            errors << loadDirectory(dir);
        installLogPrefixes();
        ++generation;
    }
};

Registry &registry()
{
    static Registry r;
    return r;
}

} // namespace

bool EngineProfile::answersTo(const QString &name) const
{
    const QString n = name.trimmed();
    if (n.compare(id, Qt::CaseInsensitive) == 0)
        return true;
    for (const QString &a : aliases) {
        if (n.compare(a, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

EngineProfile parseEngineProfile(const QByteArray &json, const QString &fileName)
{
    EngineProfile p;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        p.error
            = Tr::tr("The profile is not valid JSON: %1 at offset %2.").arg(pe.errorString()).arg(pe.offset);
        return p;
    }
    if (!doc.isObject()) {
        p.error = Tr::tr("The profile must be a JSON object.");
        return p;
    }
    const QJsonObject o = doc.object();
    p.object = o;
    p.id = o.value(QLatin1String("engine")).toString().trimmed();
    if (p.id.isEmpty()) {
        p.error = Tr::tr("The profile has no \"engine\" name.");
        return p;
    }
    if (isAutoEngine(p.id)) {
        p.error = Tr::tr("\"%1\" is reserved for detecting the engine; a profile cannot use it.").arg(p.id);
        return p;
    }
    p.title = o.value(QLatin1String("title")).toString(p.id);
    const QString top = Tr::tr("profile \"%1\"").arg(p.id);
    if (!stringList(o, QStringLiteral("aliases"), top, &p.aliases, &p.error))
        return p;
    if (!fileName.isEmpty() && fileName.compare(p.id, Qt::CaseInsensitive) != 0
        && !p.aliases.contains(fileName, Qt::CaseInsensitive))
        p.aliases << fileName;

    const QJsonObject endpoints = o.value(QLatin1String("endpoints")).toObject();
    const QString ep = top + QStringLiteral(": endpoints");
    if (!path(endpoints, QStringLiteral("health"), ep, &p.healthPath, &p.error)
        || !path(endpoints, QStringLiteral("metrics"), ep, &p.metricsPath, &p.error))
        return p;

    p.identitySources
        = o.value(QLatin1String("identity")).toObject().value(QLatin1String("sources")).toArray();

    const QJsonObject m = o.value(QLatin1String("metrics")).toObject();
    const QString mw = top + QStringLiteral(": metrics");
    if (!stringList(m, QStringLiteral("running"), mw, &p.metrics.running, &p.error)
        || !stringList(m, QStringLiteral("waiting"), mw, &p.metrics.waiting, &p.error)
        || !stringList(m, QStringLiteral("kvCacheUsage"), mw, &p.metrics.kvCacheUsage, &p.error)
        || !stringList(m, QStringLiteral("promptTokens"), mw, &p.metrics.promptTokens, &p.error)
        || !stringList(m, QStringLiteral("generationTokens"), mw, &p.metrics.generationTokens, &p.error)
        || !stringList(m, QStringLiteral("preemptions"), mw, &p.metrics.preemptions, &p.error))
        return p;

    const QJsonValue rv = o.value(QLatin1String("reasoning"));
    if (!rv.isUndefined()) {
        const QJsonObject r = rv.toObject();
        const QJsonValue on = r.value(QLatin1String("on")), off = r.value(QLatin1String("off"));
        if (!rv.isObject() || (!on.isUndefined() && !on.isObject())
            || (!off.isUndefined() && !off.isObject())) {
            p.error
                = Tr::tr("%1: \"reasoning\" must be an object whose \"on\" and \"off\" are objects merged "
                         "into the request.")
                      .arg(top);
            return p;
        }
        p.reasoning.on = on.toObject();
        p.reasoning.off = off.toObject();
        p.reasoning.response = r.value(QLatin1String("response")).toString(p.reasoning.response);
        if (p.reasoning.response != QLatin1String("field")
            && p.reasoning.response != QLatin1String("inline")) {
            p.error = Tr::tr("%1: reasoning \"response\" must be \"field\" or \"inline\", not \"%2\".")
                          .arg(top, p.reasoning.response);
            return p;
        }
    }
    if (!stringList(o, QStringLiteral("crashMarkers"), top, &p.crashMarkers, &p.error))
        return p;
    const QJsonValue order = o.value(QLatin1String("detectionOrder"));
    if (!order.isUndefined()) {
        if (!order.isDouble() || order.toDouble() != std::floor(order.toDouble())
            || std::abs(order.toDouble()) > 1e6) {
            p.error = Tr::tr("%1: \"detectionOrder\" must be a whole number.").arg(top);
            return p;
        }
        p.detectionOrder = order.toInt();
    }
    const QJsonValue cv = o.value(QLatin1String("command"));
    if (!cv.isUndefined()) {
        const QJsonObject c = cv.toObject();
        const QString cw = top + QStringLiteral(": command");
        const QJsonValue positional = c.value(QLatin1String("positionalModel"));
        const QJsonValue native = c.value(QLatin1String("native"));
        if (!cv.isObject() || (!positional.isUndefined() && !positional.isBool())
            || (!native.isUndefined() && !native.isBool())) {
            p.error = Tr::tr("%1: \"command\" must be an object; its \"positionalModel\" and \"native\" "
                             "are true or false.")
                          .arg(top);
            return p;
        }
        p.command.positionalModel = positional.toBool(false);
        p.command.native = native.toBool(false);
        if (!stringList(c, QStringLiteral("programs"), cw, &p.command.programs, &p.error)
            || !stringList(c, QStringLiteral("subcommands"), cw, &p.command.subcommands, &p.error)
            || !stringList(c, QStringLiteral("modelOptions"), cw, &p.command.modelOptions, &p.error)
            || !stringList(c, QStringLiteral("packages"), cw, &p.command.packages, &p.error))
            return p;
    }
    const QJsonValue pv = o.value(QLatin1String("preflight"));
    if (!pv.isUndefined()) {
        const QJsonObject pf = pv.toObject();
        const QString pw = top + QStringLiteral(": preflight");
        const QJsonValue model = pf.value(QLatin1String("modelFile"));
        const QJsonValue shm = pf.value(QLatin1String("shm"));
        const QString magic = model.toObject().value(QLatin1String("magic")).toString();
        if (!pv.isObject() || (!model.isUndefined() && (!model.isObject() || magic.isEmpty()))
            || magic.size() > 16 || (!shm.isUndefined() && !shm.isBool())) {
            p.error = Tr::tr("%1: \"preflight\" must be an object; its \"modelFile\" an object with a "
                             "\"magic\" of 1 to 16 characters, its \"shm\" true or false.")
                          .arg(top);
            return p;
        }
        p.preflight.modelFileMagic = magic.toLatin1();
        p.preflight.shm = shm.toBool(true);
        p.preflight.cachesSet = pf.contains(QLatin1String("caches"));
        if (!stringList(pf, QStringLiteral("caches"), pw, &p.preflight.caches, &p.error))
            return p;
    }
    if (!liveness(o, top, &p.liveness, &p.error))
        return p;
    // One prefix (a pattern or an object) or a list of them.
    const QJsonValue prefixes = o.value(QLatin1String("logPrefixes"));
    const QJsonArray list = prefixes.isArray()        ? prefixes.toArray()
        : prefixes.isUndefined() || prefixes.isNull() ? QJsonArray()
                                                      : QJsonArray { prefixes };
    for (const QJsonValue &v : list) {
        LogPrefixSpec spec;
        QString why;
        if (!readLogPrefixSpec(v, &spec, &why)) {
            p.error = Tr::tr("%1: %2.").arg(top, why);
            return p;
        }
        p.logPrefixes << spec;
    }
    return p;
}

QList<EngineProfile> engineProfiles()
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    r.ensureLoaded();
    return r.profiles;
}

QStringList addEngineProfileDirectory(const QString &dir)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    r.ensureLoaded();
    const QStringList problems = r.loadDirectory(dir);
    r.errors << problems;
    r.installLogPrefixes();
    ++r.generation;
    return problems;
}

int engineProfilesGeneration()
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    r.ensureLoaded();
    return r.generation;
}

QStringList engineProfileErrors()
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    r.ensureLoaded();
    return r.errors;
}

const EngineProfile *findEngineProfile(const QString &name, const QList<EngineProfile> &profiles)
{
    for (const EngineProfile &p : profiles) {
        if (p.answersTo(name))
            return &p;
    }
    return nullptr;
}

bool isAutoEngine(const QString &name)
{
    const QString n = name.trimmed();
    return n.isEmpty() || n.compare(QLatin1String("auto"), Qt::CaseInsensitive) == 0;
}

QString canonicalEngineId(const QString &name, bool *ok)
{
    if (ok)
        *ok = true;
    if (isAutoEngine(name))
        return QString();
    const QList<EngineProfile> all = engineProfiles();
    if (const EngineProfile *p = findEngineProfile(name, all))
        return p->id;
    if (ok)
        *ok = false;
    return name.trimmed();
}

QString engineTitle(const QString &id)
{
    if (isAutoEngine(id))
        return Tr::tr("Detect automatically");
    const QList<EngineProfile> all = engineProfiles();
    if (const EngineProfile *p = findEngineProfile(id, all))
        return p->title;
    return id;
}

} // namespace ic
