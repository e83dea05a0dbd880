// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HostKeyPolicy.h"

#include "SshConfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

// Lookup semantics follow OpenSSH's hostfile.c, match.c and sshconnect.c (check_host_key):
// https://github.com/openssh/openssh-portable/blob/master/hostfile.c
// https://man.openbsd.org/sshd.8#SSH_KNOWN_HOSTS_FILE_FORMAT

namespace ic {

QString knownHostsName(const QString &host, quint16 port)
{
    if (port == 0 || port == 22)
        return host;
    return QStringLiteral("[%1]:%2").arg(host).arg(port);
}

QString shellQuoted(const QString &s)
{
    QString q = s;
    q.replace(u'\'', QLatin1String("'\\''"));
    return u'\'' + q + u'\'';
}

QString HostKeyDecision::removeCommand() const
{
    if ((reason != Reason::Changed && reason != Reason::OtherType && reason != Reason::AddressChanged)
        || file.isEmpty())
        return {};
    return QStringLiteral("ssh-keygen -R %1 -f %2").arg(shellQuoted(lookupName), shellQuoted(file));
}

namespace {

bool hashedMatches(QByteArrayView field, const QByteArray &name)
{
    // |1|base64(salt)|base64(HMAC-SHA1(salt, name))
    const QList<QByteArray> parts = field.toByteArray().split('|');
    if (parts.size() != 4 || !parts.at(0).isEmpty() || parts.at(1) != "1")
        return false;
    const QByteArray salt = QByteArray::fromBase64(parts.at(2));
    const QByteArray hash = QByteArray::fromBase64(parts.at(3));
    if (salt.isEmpty() || hash.size() != 20)
        return false;
    return QMessageAuthenticationCode::hash(name, salt, QCryptographicHash::Sha1) == hash;
}

struct Entry {
    enum class Marker { None, Revoked, CertAuthority, Unknown };
    Marker marker = Marker::None;
    QByteArray markerText;
    QByteArray hosts;
    QByteArray type;
    QByteArray key;
    bool valid = false;
};

Entry parseLine(QByteArrayView rawLine)
{
    Entry e;
    const QByteArray line = rawLine.toByteArray().trimmed();
    if (line.isEmpty() || line.startsWith('#'))
        return e;
    QList<QByteArray> words = line.simplified().split(' ');
    if (words.first().startsWith('@')) {
        e.markerText = words.takeFirst();
        e.marker = e.markerText == "@revoked"   ? Entry::Marker::Revoked
            : e.markerText == "@cert-authority" ? Entry::Marker::CertAuthority
                                                : Entry::Marker::Unknown;
    }
    if (words.size() < 3)
        return e;
    e.hosts = words.at(0);
    e.type = words.at(1);
    e.key = words.at(2);
    e.valid = true;
    return e;
}

struct Hit {
    QString file;
    int line = 0;
    QByteArray type; ///< the key type on the line
    bool found() const { return line > 0; }
    void set(const QString &f, int l, const QByteArray &t = {})
    {
        if (!found()) {
            file = f;
            line = l;
            type = t;
        }
    }
};

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::HostKeyPolicy)
};

QString sentenceFor(const HostKeyDecision &d, const HostKeyQuery &q, const QByteArray &recordedType)
{
    using R = HostKeyDecision::Reason;
    const QString at = QStringLiteral("%1:%2").arg(d.file).arg(d.line);
    const QString type = QString::fromLatin1(q.keyType);
    switch (d.reason) {
    case R::Known:
        return Tr::tr("Accepted: %1 records this %2 key for %3.").arg(at, type, d.lookupName);
    case R::Unknown:
        return Tr::tr("Asking: no known_hosts file records a key for %1.").arg(d.lookupName);
    case R::StrictUnknown:
        return Tr::tr("Refused: no known_hosts file records a key for %1, and StrictHostKeyChecking is yes.")
            .arg(d.lookupName);
    case R::Changed:
        return Tr::tr("Refused: %1 records a different %2 key for %3; the host key has changed.")
            .arg(at, type, d.lookupName);
    case R::OtherType:
        return Tr::
            tr("Refused: %1 records a %2 key for %3, but the host presented a %4 key (possible downgrade).")
                .arg(at, QString::fromLatin1(recordedType), d.lookupName, type);
    case R::Revoked:
        return Tr::tr("Refused: %1 marks the presented %2 key @revoked.").arg(at, type);
    case R::AddressChanged:
        return Tr::tr("%1: %2 records a different key for the address %3 of %4 (possible DNS spoofing).")
            .arg(d.verdict == HostKeyDecision::Verdict::Refuse ? Tr::tr("Refused") : Tr::tr("Asking"), at,
                 q.address, q.host);
    }
    return {};
}

} // namespace

bool knownHostsFieldMatches(QByteArrayView field, const QString &name)
{
    const QByteArray lower = name.toLower().toUtf8();
    if (field.startsWith('|'))
        return hashedMatches(field, lower);
    bool positive = false;
    for (const QByteArray &raw : field.toByteArray().split(',')) {
        const bool negated = raw.startsWith('!');
        const QString pattern = QString::fromUtf8(negated ? raw.mid(1) : raw);
        if (pattern.isEmpty())
            continue;
        if (sshWildcardMatches(pattern, QString::fromUtf8(lower))) {
            if (negated)
                return false;
            positive = true;
        }
    }
    return positive;
}

HostKeyDecision decideHostKey(const HostKeyQuery &query, const QList<KnownHostsSource> &sources)
{
    HostKeyDecision d;
    d.lookupName = query.aliased ? query.host.toLower() : knownHostsName(query.host.toLower(), query.port);
    const QString addressName
        = query.address.isEmpty() ? QString() : knownHostsName(query.address, query.port);
    Hit revoked, known, changed, otherType, addressKnown, addressChanged;
    for (const KnownHostsSource &s : sources) {
        if (!s.global && d.writeFile.isEmpty() && s.path != QLatin1String("none"))
            d.writeFile = s.path;
        int lineNo = 0;
        for (const QByteArray &raw : s.contents.split('\n')) {
            ++lineNo;
            const Entry e = parseLine(raw);
            if (!e.valid)
                continue;
            const QString where = QStringLiteral("%1:%2").arg(s.path).arg(lineNo);
            // A revoked key is refused for every host name, whatever pattern the line carries.
            if (e.marker == Entry::Marker::Revoked) {
                if (e.key == query.keyBase64)
                    revoked.set(s.path, lineNo);
                continue;
            }
            const bool hostMatch = knownHostsFieldMatches(e.hosts, d.lookupName);
            if (e.marker == Entry::Marker::CertAuthority) {
                if (hostMatch)
                    d.notes << QStringLiteral(
                                   "%1: @cert-authority entry for this host: host certificates are not "
                                   "checked by the console; the plain host key is checked instead")
                                   .arg(where);
                continue;
            }
            if (e.marker == Entry::Marker::Unknown) {
                if (hostMatch)
                    d.notes << QStringLiteral("%1: unknown marker %2 ignored")
                                   .arg(where, QString::fromUtf8(e.markerText));
                continue;
            }
            if (hostMatch) {
                if (e.type == query.keyType)
                    (e.key == query.keyBase64 ? known : changed).set(s.path, lineNo, e.type);
                else
                    otherType.set(s.path, lineNo, e.type);
            }
            if (!addressName.isEmpty() && knownHostsFieldMatches(e.hosts, addressName)
                && e.type == query.keyType)
                (e.key == query.keyBase64 ? addressKnown : addressChanged).set(s.path, lineNo);
        }
    }
    if (d.writeFile == QLatin1String("/dev/null"))
        d.notes << QStringLiteral(
            "the user known_hosts file is /dev/null: an accepted key is not remembered");

    auto decide = [&d, &query](HostKeyDecision::Verdict v, HostKeyDecision::Reason r, const Hit &h) {
        d.verdict = v;
        d.reason = r;
        d.file = h.file;
        d.line = h.line;
        d.sentence = sentenceFor(d, query, h.type);
        return d;
    };
    const bool strictYes = query.strictHostKeyChecking == QLatin1String("yes");
    if (revoked.found())
        return decide(HostKeyDecision::Verdict::Refuse, HostKeyDecision::Reason::Revoked, revoked);
    if (known.found()) {
        if (addressChanged.found() && !addressKnown.found()) {
            // OpenSSH warns of possible DNS spoofing and asks (fails when strict).
            d.notes << QStringLiteral("%1:%2: the address %3 is recorded with a different key")
                           .arg(addressChanged.file)
                           .arg(addressChanged.line)
                           .arg(query.address);
            d.lookupName = addressName;
            return decide(strictYes ? HostKeyDecision::Verdict::Refuse : HostKeyDecision::Verdict::Ask,
                          HostKeyDecision::Reason::AddressChanged, addressChanged);
        }
        return decide(HostKeyDecision::Verdict::Accept, HostKeyDecision::Reason::Known, known);
    }
    // Changed or other-type keys are refused whatever StrictHostKeyChecking says.
    if (changed.found())
        return decide(HostKeyDecision::Verdict::Refuse, HostKeyDecision::Reason::Changed, changed);
    if (otherType.found())
        return decide(HostKeyDecision::Verdict::Refuse, HostKeyDecision::Reason::OtherType, otherType);
    // Unknown: ask even for accept-new / no (the console never trusts silently); yes refuses.
    if (strictYes)
        return decide(HostKeyDecision::Verdict::Refuse, HostKeyDecision::Reason::StrictUnknown, {});
    return decide(HostKeyDecision::Verdict::Ask, HostKeyDecision::Reason::Unknown, {});
}

HostKeyQuery hostKeyQueryFor(const SshResolvedConfig &config, const QString &hostName, quint16 port,
                             const QByteArray &keyType, const QByteArray &keyBase64, const QString &address)
{
    HostKeyQuery q;
    q.aliased = !config.hostKeyAlias.isEmpty();
    q.host = (q.aliased ? config.hostKeyAlias : hostName).toLower();
    q.port = port;
    q.address = address;
    q.keyType = keyType;
    q.keyBase64 = keyBase64;
    q.strictHostKeyChecking = config.strictHostKeyChecking;
    return q;
}

QList<KnownHostsSource> knownHostsSourcesFor(const SshResolvedConfig &config)
{
    return readKnownHostsSources(config.userKnownHostsFiles, config.globalKnownHostsFiles);
}

QByteArray knownHostsLine(const HostKeyQuery &query, bool hashed, QByteArray salt)
{
    const QString name
        = query.aliased ? query.host.toLower() : knownHostsName(query.host.toLower(), query.port);
    const QString address = query.address.isEmpty() ? QString() : knownHostsName(query.address, query.port);
    auto hashedName = [&salt](const QString &n) {
        if (salt.size() != 20) {
            salt.resize(20);
            QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(salt.data()), 5);
        }
        QByteArray out = QByteArrayLiteral("|1|");
        out += salt.toBase64();
        out += '|';
        out += QMessageAuthenticationCode::hash(n.toUtf8(), salt, QCryptographicHash::Sha1).toBase64();
        return out;
    };
    const QByteArray tail = ' ' + query.keyType + ' ' + query.keyBase64 + '\n';
    const bool withAddress = !address.isEmpty() && address != name;
    if (hashed) // one line per name, as OpenSSH writes them
        return hashedName(name) + tail + (withAddress ? hashedName(address) + tail : QByteArray());
    return name.toUtf8() + (withAddress ? ',' + address.toUtf8() : QByteArray()) + tail;
}

QList<KnownHostsSource> readKnownHostsSources(const QStringList &userFiles, const QStringList &globalFiles)
{
    QList<KnownHostsSource> out;
    auto add = [&out](const QString &path, bool global) {
        KnownHostsSource s;
        s.path = path;
        s.global = global;
        if (path != QLatin1String("none")) {
            QFile f(path);
            s.readable = f.open(QIODevice::ReadOnly);
            if (s.readable)
                s.contents = f.read(64 * 1024 * 1024);
        }
        out << s;
    };
    for (const QString &f : userFiles)
        add(f, false);
    for (const QString &f : globalFiles)
        add(f, true);
    return out;
}

QString appendKnownHostsLine(const QString &file, const QByteArray &line)
{
    if (file.isEmpty())
        return QCoreApplication::translate(
            "ic::HostKeyPolicy", "no user known_hosts file is configured (UserKnownHostsFile none)");
    QDir().mkpath(QFileInfo(file).absolutePath()); // a fresh account has no ~/.ssh yet
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Append))
        return QCoreApplication::translate("ic::HostKeyPolicy", "%1: %2").arg(file, f.errorString());
    if (!f.isSequential() && f.size() > 0) {
        // Never glue the entry to a last line without its newline.
        QFile r(file);
        if (r.open(QIODevice::ReadOnly) && r.seek(f.size() - 1) && r.read(1) != "\n")
            f.write("\n");
    }
    if (f.write(line) != line.size() || !f.flush())
        return QCoreApplication::translate("ic::HostKeyPolicy", "%1: %2").arg(file, f.errorString());
    return {};
}

} // namespace ic
