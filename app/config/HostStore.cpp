// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HostStore.h"

#include "EngineProfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::HostStore)
};

constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

/// Line and column (1-based) of a byte offset.
std::pair<int, int> lineColumn(QByteArrayView text, qsizetype offset)
{
    int line = 1;
    qsizetype lineStart = 0;
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return { line, int(offset - lineStart) + 1 };
}

/// The line on which each value of a (valid) JSON document starts, by its path ("hosts/0/apiPort").
/// QJsonDocument keeps no positions, and a message that names the line is worth a small scanner.
QHash<QString, int> valueLines(QByteArrayView text)
{
    struct Level {
        bool object;
        int index = 0;
        QString key;
    };
    QHash<QString, int> lines;
    QList<Level> stack;
    int line = 1;
    bool expectKey = false;
    auto currentPath = [&stack]() {
        QStringList parts;
        for (const Level &l : stack)
            parts << (l.object ? l.key : QString::number(l.index));
        return parts.join(u'/');
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == ':')
            continue;
        if (c == ',') {
            if (!stack.isEmpty()) {
                if (stack.last().object)
                    expectKey = true;
                else
                    ++stack.last().index;
            }
            continue;
        }
        if (c == '}' || c == ']') {
            if (!stack.isEmpty())
                stack.removeLast();
            expectKey = false;
            continue;
        }
        if (c == '"') {
            qsizetype j = i + 1;
            QByteArray raw;
            while (j < text.size() && text[j] != '"') {
                if (text[j] == '\\' && j + 1 < text.size())
                    raw += text[j++];
                raw += text[j++];
            }
            if (expectKey && !stack.isEmpty() && stack.last().object) {
                // Keys with escapes are rare in a hosts file; the raw text is close enough for a line number.
                stack.last().key = QString::fromUtf8(raw);
                expectKey = false;
            } else if (!stack.isEmpty()) {
                lines.insert(currentPath(), line);
            }
            i = j;
            continue;
        }
        // The start of a value: an object, an array or a literal.
        if (!stack.isEmpty())
            lines.insert(currentPath(), line);
        if (c == '{' || c == '[') {
            stack.append({ c == '{', 0, QString() });
            expectKey = c == '{';
            continue;
        }
        while (i + 1 < text.size() && !strchr(",]}\n \t\r", text[i + 1]))
            ++i;
    }
    return lines;
}

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(v.toDouble());
    case QJsonValue::String:
        return u'"' + v.toString().left(40) + u'"';
    case QJsonValue::Array:
        return Tr::tr("a list");
    case QJsonValue::Object:
        return Tr::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return Tr::tr("nothing");
}

/// Reads one document, checking every field's type; the first error ends it.
class Reader {
public:
    Reader(QByteArrayView text, QString source)
        : m_lines(valueLines(text))
        , m_source(std::move(source))
    {
    }

    QString where(const QString &path) const
    {
        const int line = m_lines.value(path, 0);
        return line > 0 ? QStringLiteral("%1:%2").arg(m_source).arg(line) : m_source;
    }

    bool string(const QJsonObject &o, const QString &path, const QString &key, QString *out, bool required,
                const QString &host, QString *error) const
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            if (required)
                *error
                    = Tr::tr("%1: host %2 has no “%3”, which every host needs.").arg(where(path), host, key);
            return !required;
        }
        if (!v.isString()) {
            *error = Tr::tr("%1: %2“%3” must be a string, not %4.")
                         .arg(where(path + u'/' + key),
                              host.isEmpty() ? QString() : host + QStringLiteral(": "), key, typeName(v));
            return false;
        }
        *out = v.toString();
        return true;
    }

private:
    QHash<QString, int> m_lines;
    QString m_source;
};

const QSet<QString> &hostKeys()
{
    static const QSet<QString> keys
        = { QStringLiteral("name"),       QStringLiteral("target"),  QStringLiteral("unit"),
            QStringLiteral("apiPort"),    QStringLiteral("apiKey"),  QStringLiteral("engine"),
            QStringLiteral("group"),      QStringLiteral("tags"),    QStringLiteral("tools"),
            QStringLiteral("prometheus"), QStringLiteral("liveness") };
    return keys;
}

const QSet<QString> &toolKeys()
{
    static const QSet<QString> keys
        = { QStringLiteral("nvidia-smi"), QStringLiteral("systemctl"), QStringLiteral("journalctl"),
            QStringLiteral("ps"),         QStringLiteral("privilege"), QStringLiteral("python"),
            QStringLiteral("df"),         QStringLiteral("ss"),        QStringLiteral("py-spy"),
            QStringLiteral("cat"),        QStringLiteral("dmesg") };
    return keys;
}

bool isLabelName(const QString &s)
{
    if (s.isEmpty() || s.front().isDigit())
        return false;
    for (QChar c : s) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'_')
            return false;
    }
    return true;
}

/// The top-level "prometheus" object. False with `error` set when it cannot be used.
bool readPrometheus(const Reader &reader, const QJsonValue &value, PrometheusConfig *out,
                    QStringList *warnings, QString *error)
{
    const QString path = QStringLiteral("prometheus");
    if (!value.isObject()) {
        *error = Tr::tr("%1: “prometheus” must be an object, {\"url\": \"http://…:9090\"}, not %2.")
                     .arg(reader.where(path), typeName(value));
        return false;
    }
    const QJsonObject o = value.toObject();
    static const QSet<QString> keys
        = { QStringLiteral("url"), QStringLiteral("gpu_label"), QStringLiteral("engine_label"),
            QStringLiteral("interval_s"), QStringLiteral("bearer_token") };
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!keys.contains(it.key()))
            *warnings << Tr::tr("%1: prometheus: unknown key “%2” ignored.")
                             .arg(reader.where(path + u'/' + it.key()), it.key());
    }
    QString url;
    if (!reader.string(o, path, QStringLiteral("url"), &url, false, QStringLiteral("prometheus"), error))
        return false;
    const QUrl u(url, QUrl::StrictMode);
    if (url.isEmpty() || !u.isValid() || u.host().isEmpty()
        || (u.scheme() != QLatin1String("http") && u.scheme() != QLatin1String("https"))) {
        *error
            = Tr::tr("%1: prometheus: “url” must be the server's http:// or https:// address, e.g. "
                     "http://prometheus.example:9090, not “%2”.")
                  .arg(reader.where(o.contains(QLatin1String("url")) ? path + QStringLiteral("/url") : path),
                       url.left(80));
        return false;
    }
    out->url = u;
    for (const auto &[key, target] : { std::pair { QStringLiteral("gpu_label"), &out->gpuLabel },
                                       std::pair { QStringLiteral("engine_label"), &out->engineLabel } }) {
        if (!reader.string(o, path, key, target, false, QStringLiteral("prometheus"), error))
            return false;
        if (!isLabelName(*target)) {
            *error
                = Tr::tr(
                      "%1: prometheus: “%2” must be a Prometheus label name (letters, digits, _), not “%3”.")
                      .arg(reader.where(path + u'/' + key), key, target->left(80));
            return false;
        }
    }
    const QJsonValue interval = o.value(QLatin1String("interval_s"));
    if (!interval.isUndefined()) {
        const double s = interval.toDouble(-1);
        if (!interval.isDouble() || s < 0.2 || s > 3600) {
            *error
                = Tr::tr("%1: prometheus: “interval_s” must be a number of seconds from 0.2 to 3600, not %2.")
                      .arg(reader.where(path + QStringLiteral("/interval_s")), typeName(interval));
            return false;
        }
        out->intervalMs = int(std::lround(s * 1000));
    }
    return reader.string(o, path, QStringLiteral("bearer_token"), &out->bearerToken, false,
                         QStringLiteral("prometheus"), error);
}

} // namespace

QByteArray HostStore::toJson(const QList<HostDefinition> &hosts, const PrometheusConfig &prometheus)
{
    QJsonArray list;
    for (const HostDefinition &h : hosts)
        list.append(h.toJson());
    QJsonObject root;
    root[QLatin1String("version")] = kVersion;
    if (prometheus.isEnabled())
        root[QLatin1String("prometheus")] = prometheus.toJson();
    root[QLatin1String("hosts")] = list;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

HostStore::LoadResult HostStore::fromJson(const QByteArray &json, const QString &sourceName)
{
    const QString source = sourceName.isEmpty() ? Tr::tr("the hosts file") : sourceName;
    LoadResult r;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        const auto [line, column] = lineColumn(json, pe.offset);
        r.error
            = Tr::tr("%1:%2:%3: not valid JSON: %4.").arg(source).arg(line).arg(column).arg(pe.errorString());
        return r;
    }
    const Reader reader(json, source);
    if (!doc.isObject()) {
        r.error = Tr::tr("%1: the file must be one JSON object, {\"version\": %2, \"hosts\": […]}.")
                      .arg(source)
                      .arg(kVersion);
        return r;
    }
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isUndefined()) {
        r.warnings << Tr::tr("%1: no “version”; read as version %2.").arg(source).arg(kVersion);
    } else if (!version.isDouble() || version.toDouble() != kVersion) {
        r.error = Tr::tr("%1: “version” is %2, but this build reads only version %3 of the hosts file. "
                         "Was it written by a newer Inference Console?")
                      .arg(reader.where(QStringLiteral("version")), typeName(version))
                      .arg(kVersion);
        return r;
    }
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() != QLatin1String("version") && it.key() != QLatin1String("hosts")
            && it.key() != QLatin1String("prometheus"))
            r.warnings << Tr::tr("%1: unknown key “%2” ignored.").arg(reader.where(it.key()), it.key());
    }
    const QJsonValue hostsValue = root.value(QLatin1String("hosts"));
    if (!hostsValue.isArray()) {
        r.error = hostsValue.isUndefined()
            ? Tr::tr("%1: there is no “hosts” list.").arg(source)
            : Tr::tr("%1: “hosts” must be a list, not %2.")
                  .arg(reader.where(QStringLiteral("hosts")), typeName(hostsValue));
        return r;
    }
    if (root.contains(QLatin1String("prometheus"))
        && !readPrometheus(reader, root.value(QLatin1String("prometheus")), &r.prometheus, &r.warnings,
                           &r.error))
        return r;
    QSet<QString> names;
    const QJsonArray list = hostsValue.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = QStringLiteral("hosts/%1").arg(i);
        if (!list.at(i).isObject()) {
            r.error = Tr::tr("%1: each host must be an object, not %2.")
                          .arg(reader.where(path), typeName(list.at(i)));
            return r;
        }
        const QJsonObject o = list.at(i).toObject();
        QString name;
        if (!reader.string(o, path, QStringLiteral("name"), &name, true, Tr::tr("number %1").arg(i + 1),
                           &r.error))
            return r;
        if (name.trimmed().isEmpty()) {
            r.error = Tr::tr("%1: host number %2 has an empty “name”.")
                          .arg(reader.where(path + QStringLiteral("/name")))
                          .arg(i + 1);
            return r;
        }
        const QString host = Tr::tr("host “%1”").arg(name);
        QString ignored;
        for (const QString &key :
             { QStringLiteral("target"), QStringLiteral("unit"), QStringLiteral("apiKey"),
               QStringLiteral("engine"), QStringLiteral("group") }) {
            if (!reader.string(o, path, key, &ignored, false, host, &r.error))
                return r;
        }
        const QJsonValue port = o.value(QLatin1String("apiPort"));
        if (!port.isUndefined()) {
            const double p = port.toDouble(-1);
            if (!port.isDouble() || p != std::floor(p) || p < 1 || p > 65535) {
                r.error = Tr::tr("%1: %2: “apiPort” must be an integer from 1 to 65535, not %3.")
                              .arg(reader.where(path + QStringLiteral("/apiPort")), host, typeName(port));
                return r;
            }
        }
        const QJsonValue tags = o.value(QLatin1String("tags"));
        if (!tags.isUndefined()) {
            bool ok = tags.isArray();
            for (const QJsonValue &t : tags.toArray())
                ok = ok && t.isString();
            if (!ok) {
                r.error = Tr::tr("%1: %2: “tags” must be a list of strings.")
                              .arg(reader.where(path + QStringLiteral("/tags")), host);
                return r;
            }
        }
        const QJsonValue tools = o.value(QLatin1String("tools"));
        if (!tools.isUndefined()) {
            if (!tools.isObject()) {
                r.error = Tr::tr("%1: %2: “tools” must be an object, not %3.")
                              .arg(reader.where(path + QStringLiteral("/tools")), host, typeName(tools));
                return r;
            }
            const QJsonObject t = tools.toObject();
            for (auto it = t.begin(); it != t.end(); ++it) {
                if (!toolKeys().contains(it.key()))
                    r.warnings << Tr::tr("%1: %2: unknown tool “%3” ignored.")
                                      .arg(reader.where(path + QStringLiteral("/tools/") + it.key()), host,
                                           it.key());
                else if (!reader.string(t, path + QStringLiteral("/tools"), it.key(), &ignored, false, host,
                                        &r.error))
                    return r;
            }
        }
        const QJsonValue liveness = o.value(QLatin1String("liveness"));
        if (!liveness.isUndefined()) {
            const QJsonObject l = liveness.toObject();
            const QJsonValue stuck = l.value(QLatin1String("stuckAfterSeconds"));
            if (!liveness.isObject()
                || (!stuck.isUndefined() && (!stuck.isDouble() || stuck.toDouble() <= 0))) {
                r.error = Tr::tr("%1: %2: “liveness” must be an object, {\"stuckAfterSeconds\": 120} with a "
                                 "number of seconds above 0, not %3.")
                              .arg(reader.where(path + QStringLiteral("/liveness")), host,
                                   liveness.isObject() ? typeName(stuck) : typeName(liveness));
                return r;
            }
            for (auto it = l.begin(); it != l.end(); ++it) {
                if (it.key() != QLatin1String("stuckAfterSeconds"))
                    r.warnings << Tr::tr("%1: %2: liveness: unknown key “%3” ignored.")
                                      .arg(reader.where(path + QStringLiteral("/liveness/") + it.key()), host,
                                           it.key());
            }
        }
        const QJsonValue prometheus = o.value(QLatin1String("prometheus"));
        if (!prometheus.isUndefined()) {
            if (!prometheus.isObject()) {
                r.error
                    = Tr::tr("%1: %2: “prometheus” must be an object, {\"gpu\": \"…\", \"engine\": \"…\"}, "
                             "not %3.")
                          .arg(reader.where(path + QStringLiteral("/prometheus")), host,
                               typeName(prometheus));
                return r;
            }
            const QJsonObject p = prometheus.toObject();
            for (auto it = p.begin(); it != p.end(); ++it) {
                if (it.key() != QLatin1String("gpu") && it.key() != QLatin1String("engine"))
                    r.warnings << Tr::tr("%1: %2: prometheus: unknown key “%3” ignored.")
                                      .arg(reader.where(path + QStringLiteral("/prometheus/") + it.key()),
                                           host, it.key());
                else if (!reader.string(p, path + QStringLiteral("/prometheus"), it.key(), &ignored, false,
                                        host, &r.error))
                    return r;
            }
            if (!r.prometheus.isEnabled())
                r.warnings << Tr::tr("%1: %2: “prometheus” label values are ignored: the file names no "
                                     "Prometheus server (a top-level \"prometheus\": {\"url\": …}).")
                                  .arg(reader.where(path + QStringLiteral("/prometheus")), host);
        }
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!hostKeys().contains(it.key()))
                r.warnings << Tr::tr("%1: %2: unknown key “%3” ignored.")
                                  .arg(reader.where(path + u'/' + it.key()), host, it.key());
        }
        QString problem;
        HostDefinition h = HostDefinition::fromJson(o, &problem);
        if (!problem.isEmpty()) {
            bool engineKnown = true;
            canonicalEngineId(o.value(QLatin1String("engine")).toString(), &engineKnown);
            // Name the line of the field at fault: an unknown engine is on the "engine" line.
            r.error = reader.where(engineKnown ? path : path + QStringLiteral("/engine"))
                + QStringLiteral(": ") + problem;
            return r;
        }
        if (names.contains(h.name)) {
            r.warnings << Tr::tr("%1: host “%2” is defined twice; the second one is ignored.")
                              .arg(reader.where(path), h.name);
            continue;
        }
        names.insert(h.name);
        r.hosts << h;
    }
    return r;
}

HostStore::LoadResult HostStore::load(const QString &path)
{
    LoadResult r;
    const QFileInfo info(path);
    if (!info.exists())
        return r;
    if (info.isDir()) {
        r.error = Tr::tr("%1 is a folder, not a hosts file.").arg(path);
        return r;
    }
    if (!info.isFile()) {
        r.error
            = Tr::tr(
                  "%1 is not a regular file (a device, FIFO or socket), so it is not read as a hosts file.")
                  .arg(path);
        return r;
    }
    if (info.size() > kMaxFileBytes) {
        r.error = Tr::tr("%1 is %2 MiB; a hosts file is at most %3 MiB, so it is not read.")
                      .arg(path)
                      .arg(info.size() / (1024 * 1024))
                      .arg(kMaxFileBytes / (1024 * 1024));
        return r;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        r.error = Tr::tr("%1 cannot be read: %2").arg(path, f.errorString());
        return r;
    }
    const QByteArray content = f.read(kMaxFileBytes + 1);
    if (f.error() != QFileDevice::NoError) {
        r.error = Tr::tr("%1 cannot be read: %2").arg(path, f.errorString());
        return r;
    }
    return fromJson(content, path);
}

QString HostStore::save(const QString &path, const QList<HostDefinition> &hosts,
                        const PrometheusConfig &prometheus)
{
    const QString dir = QFileInfo(path).absolutePath();
    // Folders we make are private (0700), like `mkdir -p -m 700` for the missing ones only.
    QStringList missing;
    for (QFileInfo d(dir); !d.exists() && !d.absoluteFilePath().isEmpty() && d.absoluteFilePath() != u'/';
         d = QFileInfo(d.absolutePath()))
        missing.prepend(d.absoluteFilePath());
    for (const QString &m : missing) {
        if (::mkdir(QFile::encodeName(m).constData(), 0700) != 0 && errno != EEXIST)
            return Tr::tr("The hosts file %1 cannot be written: %2")
                .arg(path, QString::fromLocal8Bit(strerror(errno)));
    }
    // A private temporary file beside it (0600 from its first byte), flushed, then renamed over
    // the old one: a save that fails leaves the previous file as it was.
    const QByteArray target = QFile::encodeName(path);
    QByteArray temp = target + ".XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return Tr::tr("The hosts file %1 cannot be written: %2")
            .arg(path, QString::fromLocal8Bit(strerror(errno)));
    auto fail = [&](int err) {
        ::close(fd);
        ::unlink(temp.constData());
        return Tr::tr("The hosts file %1 cannot be written: %2")
            .arg(path, QString::fromLocal8Bit(strerror(err)));
    };
    ::fchmod(fd, 0600);
    const QByteArray data = toJson(hosts, prometheus);
    qsizetype written = 0;
    while (written < data.size()) {
        const ssize_t n = ::write(fd, data.constData() + written, size_t(data.size() - written));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return fail(n < 0 ? errno : EIO);
        written += n;
    }
    if (::fsync(fd) != 0)
        return fail(errno);
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(temp.constData());
        return Tr::tr("The hosts file %1 cannot be written: %2")
            .arg(path, QString::fromLocal8Bit(strerror(err)));
    }
    if (::rename(temp.constData(), target.constData()) != 0) {
        const int err = errno;
        ::unlink(temp.constData());
        return Tr::tr("The hosts file %1 cannot be written: %2")
            .arg(path, QString::fromLocal8Bit(strerror(err)));
    }
    if (const int dirFd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY); dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return {};
}

} // namespace ic
