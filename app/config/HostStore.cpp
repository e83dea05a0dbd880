#include "HostStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::HostStore)
};
} // namespace

QByteArray HostStore::toJson(const QList<HostDefinition> &hosts)
{
    QJsonArray list;
    for (const HostDefinition &h : hosts)
        list.append(h.toJson());
    QJsonObject root;
    root[QLatin1String("version")] = 1;
    root[QLatin1String("hosts")] = list;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

HostStore::LoadResult HostStore::fromJson(const QByteArray &json)
{
    LoadResult r;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        r.error = Tr::tr("The hosts file is not valid JSON (%1 at byte %2).")
                      .arg(pe.errorString())
                      .arg(pe.offset);
        return r;
    }
    if (!doc.isObject() || !doc.object().value(QLatin1String("hosts")).isArray()) {
        r.error = Tr::tr("The hosts file has no “hosts” list.");
        return r;
    }
    QSet<QString> names;
    const QJsonArray list = doc.object().value(QLatin1String("hosts")).toArray();
    for (const QJsonValue &v : list) {
        QString err;
        HostDefinition h = HostDefinition::fromJson(v.toObject(), &err);
        if (!err.isEmpty()) {
            r.warnings << err;
            continue;
        }
        if (names.contains(h.name)) {
            r.warnings << Tr::tr("Host “%1” is defined twice; the second one is ignored.").arg(h.name);
            continue;
        }
        names.insert(h.name);
        r.hosts << h;
    }
    return r;
}

HostStore::LoadResult HostStore::load(const QString &path)
{
    QFile f(path);
    if (!f.exists())
        return {};
    if (!f.open(QIODevice::ReadOnly)) {
        LoadResult r;
        r.error = Tr::tr("The hosts file %1 cannot be read: %2").arg(path, f.errorString());
        return r;
    }
    return fromJson(f.readAll());
}

QString HostStore::save(const QString &path, const QList<HostDefinition> &hosts)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return Tr::tr("The hosts file %1 cannot be written: %2").arg(path, f.errorString());
    f.write(toJson(hosts));
    if (!f.commit())
        return Tr::tr("The hosts file %1 cannot be written: %2").arg(path, f.errorString());
    // Host definitions may carry an API key: keep the file private.
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return {};
}

} // namespace ic
