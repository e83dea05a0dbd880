// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SshTarget.h"

#include <QCoreApplication>

#include <optional>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::SshTarget)
};

bool isHostChar(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '.' || u == '-'
        || u == '_' || u == ':' || u == '%';
}

bool isUserChar(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '.' || u == '-'
        || u == '_';
}

std::optional<QString> nameError(QStringView name, bool user)
{
    if (name.startsWith(u'-'))
        return user ? Tr::tr("A user name may not start with '-'.")
                    : Tr::tr("A host name may not start with '-'.");
    for (QChar c : name) {
        if (!(user ? isUserChar(c) : isHostChar(c)))
            return user ? Tr::tr("The user name contains the character '%1', which is not allowed.").arg(c)
                        : Tr::tr("The host name contains the character '%1', which is not allowed.").arg(c);
    }
    return std::nullopt;
}

} // namespace

QString SshTarget::knownHostsName(quint16 effectivePort) const
{
    if (effectivePort == 0 || effectivePort == 22)
        return host;
    return QStringLiteral("[%1]:%2").arg(host).arg(effectivePort);
}

SshTarget parseSshTarget(QStringView text)
{
    SshTarget t;
    const QStringView s = text.trimmed();
    if (s.isEmpty()) {
        t.error = Tr::tr("The ssh destination is empty.");
        return t;
    }
    QStringView rest = s;
    const qsizetype at = rest.lastIndexOf(u'@');
    if (at >= 0) {
        t.user = rest.left(at).toString();
        rest = rest.mid(at + 1);
        if (t.user.isEmpty()) {
            t.error = Tr::tr("The user name before '@' is empty.");
            return t;
        }
    }
    QStringView portText;
    if (rest.startsWith(u'[')) {
        const qsizetype close = rest.indexOf(u']');
        if (close < 0) {
            t.error = Tr::tr("The address '%1' lacks its closing ']'.").arg(rest.toString());
            return t;
        }
        t.host = rest.mid(1, close - 1).toString();
        QStringView after = rest.mid(close + 1);
        if (!after.isEmpty()) {
            if (!after.startsWith(u':')) {
                t.error = Tr::tr("Unexpected text after ']' in '%1'.").arg(s.toString());
                return t;
            }
            portText = after.mid(1);
            if (portText.isEmpty()) {
                t.error = Tr::tr("The port after ':' is empty.");
                return t;
            }
        }
    } else {
        const qsizetype colon = rest.indexOf(u':');
        if (colon >= 0 && rest.indexOf(u':', colon + 1) < 0) {
            t.host = rest.left(colon).toString();
            portText = rest.mid(colon + 1);
            if (portText.isEmpty()) {
                t.error = Tr::tr("The port after ':' is empty.");
                return t;
            }
        } else {
            t.host = rest.toString(); // a bare IPv6 address keeps its colons
        }
    }
    if (t.host.isEmpty()) {
        t.error = Tr::tr("The host name is empty.");
        return t;
    }
    if (auto e = nameError(t.host, false)) {
        t.error = *e;
        return t;
    }
    if (!t.user.isEmpty()) {
        if (auto e = nameError(t.user, true)) {
            t.error = *e;
            return t;
        }
    }
    if (!portText.isEmpty()) {
        bool ok = false;
        const uint p = portText.toUInt(&ok);
        if (!ok || p == 0 || p > 65535) {
            t.error = Tr::tr("'%1' is not a port number (1 to 65535).").arg(portText.toString());
            return t;
        }
        t.port = quint16(p);
    }
    return t;
}

namespace {

bool isWildcardPattern(const QByteArray &p)
{
    return p.contains('*') || p.contains('?') || p.startsWith('!');
}

QList<QByteArray> splitWords(QByteArrayView line)
{
    // ssh_config(5): keyword and arguments separated by whitespace or one '='; "quoted" args.
    QList<QByteArray> words;
    QByteArray cur;
    bool inQuote = false;
    bool have = false;
    bool sawEquals = false;
    for (char c : line) {
        if (c == '"') {
            inQuote = !inQuote;
            have = true;
            continue;
        }
        const bool keywordEquals
            = c == '=' && !sawEquals && (words.isEmpty() || (words.size() == 1 && !have));
        if (keywordEquals)
            sawEquals = true;
        if (!inQuote && (c == ' ' || c == '\t' || keywordEquals)) {
            if (have)
                words.append(cur);
            cur.clear();
            have = false;
            continue;
        }
        cur.append(c);
        have = true;
    }
    if (have)
        words.append(cur);
    return words;
}

} // namespace

SshConfigHosts parseSshConfigHosts(QByteArrayView text)
{
    SshConfigHosts result;
    QList<qsizetype> current; // indexes into result.hosts the current block applies to
    bool inMatch = false;
    qsizetype pos = 0;
    int lineNo = 0;
    while (pos < text.size()) {
        qsizetype end = text.indexOf('\n', pos);
        if (end < 0)
            end = text.size();
        QByteArrayView line = text.sliced(pos, end - pos);
        pos = end + 1;
        ++lineNo;
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        bool binary = false;
        for (char c : line) {
            if ((uchar(c) < 0x20 && c != '\t') || c == 0x7f)
                binary = true;
        }
        if (binary) {
            if (result.error.isEmpty())
                result.error
                    = Tr::tr("Line %1 of the ssh config contains control characters; it was skipped.")
                          .arg(lineNo);
            continue;
        }
        const QList<QByteArray> words = splitWords(line);
        if (words.isEmpty())
            continue;
        const QByteArray key = words.first().toLower();
        if (key == "host") {
            inMatch = false;
            current.clear();
            for (qsizetype i = 1; i < words.size(); ++i) {
                if (isWildcardPattern(words[i]))
                    continue;
                SshConfigHost h;
                h.alias = QString::fromUtf8(words[i]);
                result.hosts.append(h);
                current.append(result.hosts.size() - 1);
            }
            continue;
        }
        if (key == "match") {
            inMatch = true;
            current.clear();
            continue;
        }
        if (inMatch || current.isEmpty() || words.size() < 2)
            continue;
        const QString value = QString::fromUtf8(words[1]);
        for (qsizetype idx : std::as_const(current)) {
            SshConfigHost &h = result.hosts[idx];
            // ssh_config(5): the first obtained value wins.
            if (key == "hostname" && h.hostName.isEmpty())
                h.hostName = value;
            else if (key == "user" && h.user.isEmpty())
                h.user = value;
            else if (key == "identityfile" && h.identityFile.isEmpty())
                h.identityFile = value;
            else if (key == "proxyjump" && h.proxyJump.isEmpty())
                h.proxyJump = value;
            else if (key == "port" && h.port == 0) {
                bool ok = false;
                const uint p = value.toUInt(&ok);
                if (ok && p > 0 && p <= 65535)
                    h.port = quint16(p);
                else if (result.error.isEmpty())
                    result.error = Tr::tr("Line %1 of the ssh config has an invalid port '%2'.")
                                       .arg(lineNo)
                                       .arg(value);
            }
        }
    }
    return result;
}

} // namespace ic
