// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "EnvironmentSnapshot.h"

#include "config/EngineProfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSet>

Q_DECLARE_LOGGING_CATEGORY(lcDiagnose)

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::EnvironmentSnapshot)
};

struct EnvironmentRules {
    QStringList prefixes;
    QSet<QString> names;
    QStringList secretWords;
};

const EnvironmentRules &environmentRules()
{
    static const EnvironmentRules rules = [] {
        EnvironmentRules r;
        QFile f(QStringLiteral(":/diagnose/drift.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            qCWarning(lcDiagnose) << "cannot open :/diagnose/drift.json";
            return r;
        }
        const QJsonObject env
            = QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("environment")).toObject();
        for (const QJsonValue &v : env.value(QLatin1String("prefixes")).toArray())
            r.prefixes.append(v.toString());
        for (const QJsonValue &v : env.value(QLatin1String("names")).toArray())
            r.names.insert(v.toString());
        for (const QJsonValue &v : env.value(QLatin1String("secretWords")).toArray())
            r.secretWords.append(v.toString());
        return r;
    }();
    return rules;
}

QJsonObject mapToJson(const QMap<QString, QString> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QMap<QString, QString> mapFromJson(const QJsonValue &v)
{
    QMap<QString, QString> m;
    const QJsonObject o = v.toObject();
    for (auto it = o.constBegin(); it != o.constEnd(); ++it)
        m.insert(it.key(), it.value().toString());
    return m;
}

QList<ValueChange> diffMaps(const QMap<QString, QString> &before, const QMap<QString, QString> &after)
{
    QList<ValueChange> out;
    QStringList keys = before.keys();
    for (const QString &k : after.keys()) {
        if (!before.contains(k))
            keys.append(k);
    }
    std::sort(keys.begin(), keys.end());
    for (const QString &k : std::as_const(keys)) {
        const QString b = before.value(k);
        const QString a = after.value(k);
        if (b != a || before.contains(k) != after.contains(k))
            out.append(ValueChange { k, b, a });
    }
    return out;
}

/// Splits a command line the way systemd and a POSIX shell would for simple cases: quotes and
/// backslash escapes, no expansion.
QStringList splitCommandLine(QStringView s)
{
    QStringList out;
    QString cur;
    bool inToken = false;
    QChar quote;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else if (c == u'\\' && quote == u'"' && i + 1 < s.size())
                cur += s[++i];
            else
                cur += c;
            continue;
        }
        if (c == u'\'' || c == u'"') {
            quote = c;
            inToken = true;
        } else if (c == u'\\' && i + 1 < s.size()) {
            cur += s[++i];
            inToken = true;
        } else if (c.isSpace()) {
            if (inToken)
                out.append(cur);
            cur.clear();
            inToken = false;
        } else {
            cur += c;
            inToken = true;
        }
    }
    if (inToken)
        out.append(cur);
    return out;
}

QString baseName(const QString &path)
{
    return path.mid(path.lastIndexOf(u'/') + 1);
}

bool isPython(const QString &program)
{
    static const QRegularExpression re(QStringLiteral("^python(?:\\d+(?:\\.\\d+)?)?$"));
    return re.match(baseName(program)).hasMatch();
}

bool isShell(const QString &program)
{
    const QString b = baseName(program);
    return b == QLatin1String("sh") || b == QLatin1String("bash") || b == QLatin1String("dash")
        || b == QLatin1String("zsh");
}

QString pythonFromTokens(QStringList tokens, int depth);

/// `cd /x && source /opt/venv/bin/activate && exec vllm serve …` as given to `sh -c`.
QString pythonFromShellString(const QString &script, int depth)
{
    static const QRegularExpression separators(QStringLiteral("&&|\\|\\||;|\\n"));
    const QStringList segments = script.split(separators, Qt::SkipEmptyParts);
    QString activated;
    QString last;
    for (const QString &seg : segments) {
        QStringList t = splitCommandLine(seg);
        if (t.isEmpty())
            continue;
        if ((t[0] == QLatin1String("source") || t[0] == QLatin1String(".")) && t.size() > 1
            && t[1].endsWith(QLatin1String("/bin/activate"))) {
            activated = t[1].chopped(int(QStringLiteral("activate").size())) + QStringLiteral("python");
            continue;
        }
        if (t[0] == QLatin1String("cd") || t[0] == QLatin1String("export"))
            continue;
        last = pythonFromTokens(t, depth + 1);
        if (last.isEmpty() && !activated.isEmpty())
            return activated;
        if (!last.isEmpty())
            return last;
    }
    return activated;
}

QString pythonFromTokens(QStringList t, int depth)
{
    if (depth > 3)
        return {};
    // systemd executable prefixes: '@' means the next token is argv[0], not an argument.
    if (!t.isEmpty()) {
        QString &first = t[0];
        bool at = false;
        while (!first.isEmpty() && QStringView(u"-@+!:").contains(first.at(0))) {
            at = at || first.at(0) == u'@';
            first.remove(0, 1);
        }
        if (at && t.size() > 1)
            t.removeAt(1);
    }
    static const QRegularExpression assignment(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*="));
    qsizetype i = 0;
    while (i < t.size()) {
        const QString &tok = t[i];
        if (tok.isEmpty() || assignment.match(tok).hasMatch() || tok == QLatin1String("exec")) {
            ++i;
        } else if (baseName(tok) == QLatin1String("env")) {
            ++i;
            while (i < t.size() && t[i].startsWith(u'-')) {
                if (t[i] == QLatin1String("-u") || t[i] == QLatin1String("-C"))
                    ++i; // option with an argument
                ++i;
            }
        } else {
            break;
        }
    }
    if (i >= t.size())
        return {};
    const QString program = t[i];
    if (isShell(program)) {
        for (qsizetype j = i + 1; j + 1 < t.size(); ++j) {
            if (t[j].startsWith(u'-') && t[j].contains(u'c'))
                return pythonFromShellString(t[j + 1], depth);
        }
        return {};
    }
    if (isPython(program))
        return program;
    static const QStringList notPython = { QStringLiteral("docker"), QStringLiteral("podman"),
                                           QStringLiteral("uv"), QStringLiteral("conda") };
    const QString base = baseName(program);
    if (notPython.contains(base))
        return {};
    for (const EngineProfile &p : engineProfiles()) {
        if (p.command.native && p.command.programs.contains(base))
            return {}; // a native engine binary (llama-server): no Python beside it
    }
    const qsizetype slash = program.lastIndexOf(u'/');
    if (slash < 0)
        return {}; // found on PATH at run time: cannot tell from here
    return program.left(slash + 1) + QStringLiteral("python");
}

} // namespace

void EnvironmentSnapshot::setPackages(const QList<InstalledPackage> &list)
{
    packages.clear();
    for (const InstalledPackage &p : list) {
        const QString n = normalizePackageName(p.name);
        if (!n.isEmpty())
            packages.insert(n, p.version.trimmed());
    }
}

void EnvironmentSnapshot::setPackages(const PipList &list)
{
    packages.clear();
    for (const PipPackage &p : list.packages) {
        if (!p.name.isEmpty())
            packages.insert(p.name, p.version.trimmed());
    }
}

QJsonObject EnvironmentSnapshot::toJson() const
{
    QJsonObject o;
    o.insert(QLatin1String("format"), 1);
    o.insert(QLatin1String("packages"), mapToJson(packages));
    o.insert(QLatin1String("execStart"), execStart);
    o.insert(QLatin1String("environment"), mapToJson(environment));
    o.insert(QLatin1String("driverVersion"), driverVersion);
    o.insert(QLatin1String("cudaVersion"), cudaVersion);
    o.insert(QLatin1String("taken"), taken.toUTC().toString(Qt::ISODateWithMs));
    if (isNative()) // only then: a Python engine's snapshot stays as older builds wrote it
        o.insert(QLatin1String("native"),
                 QJsonObject { { QLatin1String("program"), engineProgram },
                               { QLatin1String("version"), engineVersion },
                               { QLatin1String("modelPath"), modelPath },
                               { QLatin1String("modelSize"), modelSize } });
    return o;
}

EnvironmentSnapshot EnvironmentSnapshot::fromJson(const QJsonObject &json, QString *error)
{
    EnvironmentSnapshot s;
    if (json.isEmpty() || !json.value(QLatin1String("packages")).isObject()) {
        if (error)
            *error = Tr::tr("The snapshot has no package list.");
        return s;
    }
    s.packages = mapFromJson(json.value(QLatin1String("packages")));
    s.execStart = json.value(QLatin1String("execStart")).toString();
    s.environment = mapFromJson(json.value(QLatin1String("environment")));
    s.driverVersion = json.value(QLatin1String("driverVersion")).toString();
    s.cudaVersion = json.value(QLatin1String("cudaVersion")).toString();
    s.taken = QDateTime::fromString(json.value(QLatin1String("taken")).toString(), Qt::ISODateWithMs);
    const QJsonObject native = json.value(QLatin1String("native")).toObject();
    s.engineProgram = native.value(QLatin1String("program")).toString();
    s.engineVersion = native.value(QLatin1String("version")).toString();
    s.modelPath = native.value(QLatin1String("modelPath")).toString();
    s.modelSize = native.value(QLatin1String("modelSize")).toInteger(-1);
    return s;
}

QMap<QString, QString> selectEnvironment(const QMap<QString, QString> &all)
{
    const EnvironmentRules &r = environmentRules();
    QMap<QString, QString> out;
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        const QString &k = it.key();
        bool keep = r.names.contains(k);
        for (qsizetype i = 0; !keep && i < r.prefixes.size(); ++i)
            keep = k.startsWith(r.prefixes[i]);
        if (!keep)
            continue;
        bool secret = false;
        for (qsizetype i = 0; !secret && i < r.secretWords.size(); ++i)
            secret = k.contains(r.secretWords[i], Qt::CaseInsensitive);
        out.insert(k, secret ? kRedactedValue.toString() : it.value());
    }
    return out;
}

EnvironmentDiff diffEnvironments(const EnvironmentSnapshot &lastGood, const EnvironmentSnapshot &now)
{
    EnvironmentDiff d;
    for (const ValueChange &c : diffMaps(lastGood.packages, now.packages)) {
        PackageChange p;
        p.name = c.name;
        p.before = c.before;
        p.after = c.after;
        p.kind = !lastGood.packages.contains(c.name) ? PackageChange::Kind::Added
            : !now.packages.contains(c.name)         ? PackageChange::Kind::Removed
                                                     : PackageChange::Kind::Changed;
        d.packages.append(p);
    }
    if (lastGood.execStart.simplified() != now.execStart.simplified()) {
        d.execStartChanged = true;
        d.execStartBefore = lastGood.execStart;
        d.execStartAfter = now.execStart;
    }
    d.environment = diffMaps(lastGood.environment, now.environment);
    if (lastGood.driverVersion != now.driverVersion)
        d.system.append(ValueChange { QStringLiteral("driver"), lastGood.driverVersion, now.driverVersion });
    if (lastGood.cudaVersion != now.cudaVersion)
        d.system.append(ValueChange { QStringLiteral("cuda"), lastGood.cudaVersion, now.cudaVersion });
    if (lastGood.isNative() || now.isNative()) {
        const QString binary = baseName(now.isNative() ? now.engineProgram : lastGood.engineProgram);
        if (lastGood.engineVersion != now.engineVersion)
            d.system.append(ValueChange { binary, lastGood.engineVersion, now.engineVersion });
        if (lastGood.modelPath != now.modelPath)
            d.system.append(ValueChange { Tr::tr("model file"), lastGood.modelPath, now.modelPath });
        if (lastGood.modelSize != now.modelSize) {
            auto size = [](const EnvironmentSnapshot &s) {
                if (!s.isNative())
                    return QString();
                return s.modelSize >= 0 ? Tr::tr("%1 bytes").arg(s.modelSize) : Tr::tr("not readable");
            };
            d.system.append(ValueChange { Tr::tr("model size"), size(lastGood), size(now) });
        }
    }
    return d;
}

QString cudaFromTorchVersion(const QString &torchVersion)
{
    static const QRegularExpression re(QStringLiteral("\\+cu(\\d{2,3})(\\d)$"));
    const QRegularExpressionMatch m = re.match(torchVersion);
    if (!m.hasMatch())
        return {};
    return QString::number(m.captured(1).toInt()) + u'.' + m.captured(2);
}

qint64 modelFileSizeFromInfo(const QByteArray &output)
{
    for (const QByteArray &line : output.split('\n')) {
        if (!line.startsWith("type="))
            continue;
        QByteArray type;
        qint64 size = -1;
        for (const QByteArray &part : line.trimmed().split('|')) {
            if (part.startsWith("type="))
                type = part.mid(5);
            else if (part.startsWith("size=")) {
                bool ok = false;
                size = part.mid(5).toLongLong(&ok);
                if (!ok || size < 0)
                    size = -1;
            }
        }
        return type.startsWith("regular") ? size : -1; // GNU stat: "regular file", "regular empty file"
    }
    return -1;
}

QString unitCommandLine(const QString &execStart)
{
    static const QRegularExpression argv(QStringLiteral("argv\\[\\]=(.*?) ; (?:ignore_errors|flags)="));
    QStringList commands;
    QRegularExpressionMatchIterator it = argv.globalMatch(execStart);
    while (it.hasNext())
        commands.append(it.next().captured(1));
    return commands.isEmpty() ? execStart.trimmed() : commands.join(QStringLiteral("\n"));
}

QString pythonFromExecStart(const QString &execStart)
{
    QString s = execStart.trimmed();
    if (s.startsWith(u'{')) {
        // systemctl show: "{ path=/opt/venv/bin/vllm ; argv[]=/opt/venv/bin/vllm serve … ; ignore_errors=no ;
        // … }"
        const qsizetype argv = s.indexOf(QLatin1String("argv[]="));
        if (argv >= 0) {
            const qsizetype from = argv + 7;
            const qsizetype end = s.indexOf(QLatin1String(" ; "), from);
            s = s.mid(from, end < 0 ? -1 : end - from);
        } else {
            const qsizetype path = s.indexOf(QLatin1String("path="));
            if (path < 0)
                return {};
            const qsizetype from = path + 5;
            const qsizetype end = s.indexOf(QLatin1String(" ; "), from);
            s = s.mid(from, end < 0 ? -1 : end - from);
        }
    }
    return pythonFromTokens(splitCommandLine(s), 0);
}

NativeEngineCommand nativeEngineFromExecStart(const QString &execStart)
{
    QString s = execStart.trimmed();
    if (s.startsWith(u'{')) {
        const qsizetype argv = s.indexOf(QLatin1String("argv[]="));
        if (argv < 0)
            return {};
        const qsizetype from = argv + 7;
        const qsizetype end = s.indexOf(QLatin1String(" ; "), from);
        s = s.mid(from, end < 0 ? -1 : end - from);
    }
    const QStringList words = splitCommandLine(s);
    NativeEngineCommand c;
    for (const EngineProfile &p : engineProfiles()) {
        if (!p.command.native)
            continue;
        for (int i = 0; i < words.size() && c.program.isEmpty(); ++i) {
            if (p.command.programs.contains(baseName(words.at(i)))) {
                c.program = words.at(i);
                c.engineTitle = p.title.isEmpty() ? p.id : p.title;
                for (int j = i + 1; j < words.size() && c.model.isEmpty(); ++j) {
                    for (const QString &option : p.command.modelOptions) {
                        if (words.at(j) == option && j + 1 < words.size())
                            c.model = words.at(j + 1);
                        else if (words.at(j).startsWith(option + u'='))
                            c.model = words.at(j).mid(option.size() + 1);
                    }
                }
            }
        }
        if (c.isNative())
            break;
    }
    return c;
}

QString nativeVersionFromOutput(const QByteArray &output)
{
    for (const QByteArray &line : output.split('\n')) {
        const QByteArray t = line.trimmed();
        if (t.startsWith("version:"))
            return QString::fromUtf8(t.mid(8).trimmed()).left(120);
    }
    return {};
}

} // namespace ic
