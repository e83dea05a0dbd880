// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SshConfig.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSysInfo>

#include <pwd.h>
#include <unistd.h>

// Semantics follow OpenSSH's readconf.c and ssh_config(5):
// https://github.com/openssh/openssh-portable/blob/master/readconf.c
// https://man.openbsd.org/ssh_config

namespace ic {

SshLocalContext SshLocalContext::current()
{
    SshLocalContext c;
    if (const passwd *pw = ::getpwuid(::getuid())) {
        c.user = QString::fromLocal8Bit(pw->pw_name);
        c.homeDir = QFile::decodeName(pw->pw_dir);
    }
    if (c.homeDir.isEmpty())
        c.homeDir = QDir::homePath();
    c.sshDir = c.homeDir + QStringLiteral("/.ssh");
    c.localHostName = QSysInfo::machineHostName();
    return c;
}

SshFileReader sshDiskReader()
{
    return [](const QString &path, QByteArray *contents) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return false;
        *contents = f.read(4 * 1024 * 1024);
        return true;
    };
}

bool sshWildcardMatches(QStringView pattern, QStringView name)
{
    // Iterative glob with backtracking on the last '*': linear for ordinary patterns.
    qsizetype p = 0, n = 0, star = -1, mark = 0;
    while (n < name.size()) {
        if (p < pattern.size() && (pattern[p] == u'?' || pattern[p].toLower() == name[n].toLower())) {
            ++p;
            ++n;
        } else if (p < pattern.size() && pattern[p] == u'*') {
            star = p++;
            mark = n;
        } else if (star >= 0) {
            p = star + 1;
            n = ++mark;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == u'*')
        ++p;
    return p == pattern.size();
}

bool sshPatternListMatches(const QString &patterns, const QString &name)
{
    static const QRegularExpression sep(QStringLiteral("[,\\s]+"));
    bool positive = false;
    for (const QString &raw : patterns.split(sep, Qt::SkipEmptyParts)) {
        const bool negated = raw.startsWith(u'!');
        const QStringView pattern = negated ? QStringView(raw).mid(1) : QStringView(raw);
        if (sshWildcardMatches(pattern, name)) {
            if (negated)
                return false;
            positive = true;
        }
    }
    return positive;
}

namespace {

/// Splits a config line into keyword and arguments: whitespace or one '=' after the keyword,
/// double quotes group words.
QStringList splitConfigLine(const QString &line)
{
    QStringList words;
    QString current;
    bool quoted = false, any = false, equalsUsed = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == u'"')
                quoted = false;
            else
                current += c;
            continue;
        }
        if (c == u'"') {
            quoted = true;
            any = true;
        } else if (c.isSpace()
                   || (c == u'=' && !equalsUsed && (words.isEmpty() ? any : words.size() == 1 && !any))) {
            if (c == u'=')
                equalsUsed = true;
            if (any) {
                words << current;
                current.clear();
                any = false;
            }
        } else if (c == u'#' && !any) {
            break; // a comment after the arguments
        } else {
            current += c;
            any = true;
        }
    }
    if (quoted)
        return {}; // OpenSSH rejects the line
    if (any)
        words << current;
    return words;
}

struct Resolver {
    const SshLocalContext &local;
    const SshFileReader &read;
    SshResolvedConfig &r;
    QString userOverride;
    quint16 portOverride = 0;
    QSet<QString> seen; ///< keywords already given a value
    bool userKnownSet = false;
    bool globalKnownSet = false;

    bool first(const QString &keyword)
    {
        if (seen.contains(keyword))
            return false;
        seen.insert(keyword);
        return true;
    }

    QString where(const QString &file, int line) const { return QStringLiteral("%1:%2").arg(file).arg(line); }

    bool matchBlock(const QStringList &args, const QString &file, int line)
    {
        // Match criteria: all / host / originalhost / user / localuser; others cannot be
        // evaluated here and make the block not apply (said in notes).
        bool result = true;
        for (int i = 1; i < args.size(); ++i) {
            QString criterion = args.at(i).toLower();
            const bool negate = criterion.startsWith(u'!');
            if (negate)
                criterion.remove(0, 1);
            bool ok = false;
            if (criterion == QLatin1String("all")) {
                ok = true;
            } else if (criterion == QLatin1String("canonical") || criterion == QLatin1String("final")) {
                ok = true; // the console does no canonicalisation: one pass is the final one
            } else if (i + 1 < args.size()
                       && (criterion == QLatin1String("host") || criterion == QLatin1String("originalhost")
                           || criterion == QLatin1String("user")
                           || criterion == QLatin1String("localuser"))) {
                const QString value = args.at(++i);
                QString subject;
                if (criterion == QLatin1String("host"))
                    subject = r.hostName.isEmpty() ? r.originalHost : r.hostName;
                else if (criterion == QLatin1String("originalhost"))
                    subject = r.originalHost;
                else if (criterion == QLatin1String("user"))
                    subject = !userOverride.isEmpty() ? userOverride
                        : !r.user.isEmpty()           ? r.user
                                                      : local.user;
                else
                    subject = local.user;
                ok = sshPatternListMatches(value, subject);
            } else {
                r.notes << QStringLiteral(
                               "%1: Match %2 is not evaluated by the console; the block is ignored")
                               .arg(where(file, line), criterion);
                return false;
            }
            if (ok == negate)
                result = false;
        }
        return result;
    }

    void readFile(const QString &file, bool userFile, bool startActive, int depth)
    {
        QByteArray bytes;
        if (!read(file, &bytes)) {
            return;
        }
        r.filesRead << file;
        bool active = startActive;
        const bool never = !startActive;
        int lineNo = 0;
        for (const QByteArray &rawLine : bytes.split('\n')) {
            ++lineNo;
            const QString line = QString::fromUtf8(rawLine).trimmed();
            if (line.isEmpty() || line.startsWith(u'#'))
                continue;
            const QStringList args = splitConfigLine(line);
            if (args.isEmpty()) {
                r.notes << QStringLiteral("%1: unterminated quote; line ignored").arg(where(file, lineNo));
                continue;
            }
            const QString key = args.first().toLower();
            if (key == QLatin1String("host")) {
                active = !never && sshPatternListMatches(args.mid(1).join(u' '), r.originalHost);
                continue;
            }
            if (key == QLatin1String("match")) {
                active = !never && matchBlock(args, file, lineNo);
                continue;
            }
            if (!active || args.size() < 2)
                continue;
            if (key == QLatin1String("include")) {
                if (depth >= 16) {
                    r.notes << QStringLiteral("%1: Include nested too deeply").arg(where(file, lineNo));
                    continue;
                }
                for (int i = 1; i < args.size(); ++i) {
                    QString pattern = args.at(i);
                    if (pattern.startsWith(QLatin1String("~/")))
                        pattern = local.homeDir + pattern.mid(1);
                    else if (!pattern.startsWith(u'/'))
                        pattern = (userFile ? local.sshDir : QStringLiteral("/etc/ssh")) + u'/' + pattern;
                    if (!pattern.contains(u'*') && !pattern.contains(u'?') && !pattern.contains(u'[')) {
                        readFile(pattern, userFile, true, depth + 1);
                        continue;
                    }
                    const QFileInfo fi(pattern);
                    const QStringList names
                        = QDir(fi.absolutePath()).entryList({ fi.fileName() }, QDir::Files, QDir::Name);
                    for (const QString &n : names)
                        readFile(fi.absolutePath() + u'/' + n, userFile, true, depth + 1);
                }
                continue;
            }
            apply(key, args, file, lineNo);
        }
    }

    void apply(const QString &key, const QStringList &args, const QString &file, int line)
    {
        const QString value = args.at(1);
        auto yes = [&] { return value.compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0; };
        if (key == QLatin1String("identityfile")) {
            r.identityFiles << value; // accumulates; expanded at the end
            return;
        }
        if (!first(key))
            return;
        if (key == QLatin1String("hostname")) {
            r.hostName = value;
            r.hostName.replace(QLatin1String("%h"), r.originalHost)
                .replace(QLatin1String("%%"), QLatin1String("%"));
        } else if (key == QLatin1String("user")) {
            r.user = value;
        } else if (key == QLatin1String("port")) {
            bool ok = false;
            const uint p = value.toUInt(&ok);
            if (ok && p > 0 && p < 65536)
                r.port = quint16(p);
            else
                r.notes << QStringLiteral("%1: bad Port %2").arg(where(file, line), value);
        } else if (key == QLatin1String("hostkeyalias")) {
            r.hostKeyAlias = value;
        } else if (key == QLatin1String("checkhostip")) {
            r.checkHostIp = yes();
        } else if (key == QLatin1String("stricthostkeychecking")) {
            const QString v = value.toLower();
            r.strictHostKeyChecking = v == QLatin1String("off") || v == QLatin1String("false")
                ? QStringLiteral("no")
                : v == QLatin1String("true") || v == QLatin1String("on") ? QStringLiteral("yes")
                                                                         : v;
        } else if (key == QLatin1String("hashknownhosts")) {
            r.hashKnownHosts = yes();
        } else if (key == QLatin1String("userknownhostsfile")) {
            r.userKnownHostsFiles = args.mid(1);
            userKnownSet = true;
        } else if (key == QLatin1String("globalknownhostsfile")) {
            r.globalKnownHostsFiles = args.mid(1);
            globalKnownSet = true;
        } else if (key == QLatin1String("identitiesonly")) {
            r.identitiesOnly = yes();
        } else if (key == QLatin1String("identityagent")) {
            r.identityAgent = value;
        } else if (key == QLatin1String("proxyjump")) {
            r.proxyJump = args.mid(1).join(u' ');
        } else if (key == QLatin1String("proxycommand")) {
            r.proxyCommand = args.mid(1).join(u' ');
        } else {
            seen.remove(key); // not ours: libssh reads it
        }
    }
};

} // namespace

QString expandSshPath(const QString &path, const SshResolvedConfig &config, const SshLocalContext &local)
{
    QString p = path;
    if (p == QLatin1String("~"))
        p = local.homeDir;
    else if (p.startsWith(QLatin1String("~/")))
        p = local.homeDir + p.mid(1);
    else if (p.startsWith(u'~')) {
        const qsizetype slash = p.indexOf(u'/');
        const QString name = p.mid(1, slash < 0 ? -1 : slash - 1);
        if (const passwd *pw = ::getpwnam(name.toLocal8Bit().constData()))
            p = QFile::decodeName(pw->pw_dir) + (slash < 0 ? QString() : p.mid(slash));
    }
    if (!p.contains(u'%'))
        return p;
    const QString host = config.hostName.isEmpty() ? config.originalHost : config.hostName;
    const QString port = QString::number(config.port ? config.port : 22);
    const QString remoteUser = config.user.isEmpty() ? local.user : config.user;
    QString out;
    for (qsizetype i = 0; i < p.size(); ++i) {
        if (p[i] != u'%' || i + 1 >= p.size()) {
            out += p[i];
            continue;
        }
        const QChar t = p[++i];
        switch (t.unicode()) {
        case '%':
            out += u'%';
            break;
        case 'd':
            out += local.homeDir;
            break;
        case 'u':
            out += local.user;
            break;
        case 'l':
            out += local.localHostName;
            break;
        case 'L':
            out += local.localHostName.section(u'.', 0, 0);
            break;
        case 'h':
            out += host;
            break;
        case 'n':
            out += config.originalHost;
            break;
        case 'p':
            out += port;
            break;
        case 'r':
            out += remoteUser;
            break;
        case 'k':
            out += config.hostKeyAlias.isEmpty() ? config.originalHost : config.hostKeyAlias;
            break;
        case 'i':
            out += QString::number(::getuid());
            break;
        case 'C':
            out += QString::fromLatin1(
                QCryptographicHash::hash((local.localHostName + host + port + remoteUser).toUtf8(),
                                         QCryptographicHash::Sha1)
                    .toHex());
            break;
        default:
            out += u'%';
            out += t;
            break;
        }
    }
    return out;
}

SshResolvedConfig resolveSshConfig(const QString &host, const QString &userOverride, quint16 portOverride,
                                   const QStringList &configFiles, const SshLocalContext &local,
                                   const SshFileReader &read)
{
    SshResolvedConfig r;
    r.originalHost = host.toLower(); // OpenSSH lower-cases the destination before matching
    Resolver resolver { local, read, r, userOverride, portOverride, {}, false, false };
    for (const QString &file : configFiles) {
        const bool userFile = !file.startsWith(QLatin1String("/etc/"));
        resolver.readFile(file, userFile, true, 0);
    }
    if (r.hostName.isEmpty())
        r.hostName = r.originalHost;
    if (!userOverride.isEmpty())
        r.user = userOverride;
    if (portOverride != 0)
        r.port = portOverride;
    if (!resolver.userKnownSet)
        r.userKnownHostsFiles = { local.sshDir + QStringLiteral("/known_hosts"),
                                  local.sshDir + QStringLiteral("/known_hosts2") };
    if (!resolver.globalKnownSet)
        r.globalKnownHostsFiles
            = { QStringLiteral("/etc/ssh/ssh_known_hosts"), QStringLiteral("/etc/ssh/ssh_known_hosts2") };
    for (QString &f : r.userKnownHostsFiles)
        f = expandSshPath(f, r, local);
    for (QString &f : r.globalKnownHostsFiles)
        f = expandSshPath(f, r, local);
    for (QString &f : r.identityFiles)
        f = expandSshPath(f, r, local);
    return r;
}

} // namespace ic
