// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The host-key decision over known_hosts fixture files: every row of OpenSSH's lookup rules
// (plain, [host]:port, hashed by ssh-keygen -H, wildcards and negations, @revoked in any source,
// @cert-authority reported, HostKeyAlias, CheckHostIP) without a network.

#include "transport/HostKeyPolicy.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(IC_FIXTURES_DIR "/ssh/known_hosts/") + name;
}

QList<QByteArray> presented(const QString &file)
{
    QFile f(fixture(file));
    f.open(QIODevice::ReadOnly);
    return f.readAll().trimmed().split(' ');
}

using Verdict = HostKeyDecision::Verdict;
using Reason = HostKeyDecision::Reason;

} // namespace

Q_DECLARE_METATYPE(HostKeyDecision::Verdict)
Q_DECLARE_METATYPE(HostKeyDecision::Reason)

class TestHostKeyPolicy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void decision_data()
    {
        QTest::addColumn<QStringList>("userFiles");
        QTest::addColumn<QStringList>("globalFiles");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<bool>("aliased");
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("strict");
        QTest::addColumn<QString>("key"); // presented_ed25519.pub or presented_rsa.pub
        QTest::addColumn<Verdict>("verdict");
        QTest::addColumn<Reason>("reason");
        QTest::addColumn<QString>("file"); // fixture name of the deciding line; empty: none
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("note"); // a substring of the notes; empty: no notes

        const QString ed = QStringLiteral("presented_ed25519.pub");
        const QString rsa = QStringLiteral("presented_rsa.pub");
        const QString ask = QStringLiteral("ask");
        const QStringList none;
        auto row = [&](const char *name, QStringList user, QStringList global, const char *host, int port,
                       bool aliased, const char *address, QString strict, QString key, Verdict v, Reason r,
                       const char *file, int line, const char *note = "") {
            QTest::newRow(name) << user << global << QString::fromUtf8(host) << port << aliased
                                << QString::fromUtf8(address) << strict << key << v << r
                                << QString::fromUtf8(file) << line << QString::fromUtf8(note);
        };
        const QStringList plain { QStringLiteral("plain") };
        row("plain known", plain, none, "gpu-01", 22, false, "", ask, ed, Verdict::Accept, Reason::Known,
            "plain", 2);
        row("plain, upper-case host", plain, none, "GPU-01", 22, false, "", ask, ed, Verdict::Accept,
            Reason::Known, "plain", 2);
        row("plain entry does not cover port 2222", plain, none, "gpu-01", 2222, false, "", ask, ed,
            Verdict::Ask, Reason::Unknown, "", 0);
        row("second name of a list, other key", plain, none, "10.0.0.12", 22, false, "", ask, ed,
            Verdict::Refuse, Reason::Changed, "plain", 3);
        row("[host]:port known", { QStringLiteral("port") }, none, "gpu-01", 2222, false, "", ask, ed,
            Verdict::Accept, Reason::Known, "port", 1);
        row("[host]:port entry does not cover 22", { QStringLiteral("port") }, none, "gpu-01", 22, false, "",
            ask, ed, Verdict::Ask, Reason::Unknown, "", 0);
        row("hashed known", { QStringLiteral("hashed") }, none, "gpu-01", 22, false, "", ask, ed,
            Verdict::Accept, Reason::Known, "hashed", 1);
        row("hashed [host]:port", { QStringLiteral("hashed") }, none, "gpu-03", 2222, false, "", ask, ed,
            Verdict::Accept, Reason::Known, "hashed", 2);
        row("hashed changed", { QStringLiteral("hashed") }, none, "10.0.0.11", 22, false, "", ask, ed,
            Verdict::Refuse, Reason::Changed, "hashed", 3);
        row("hashed, other name", { QStringLiteral("hashed") }, none, "gpu-09", 22, false, "", ask, ed,
            Verdict::Ask, Reason::Unknown, "", 0);
        row("wildcard", { QStringLiteral("wildcard") }, none, "a.prod.example.com", 22, false, "", ask, ed,
            Verdict::Accept, Reason::Known, "wildcard", 1);
        row("negated pattern excludes", { QStringLiteral("wildcard") }, none, "bad.prod.example.com", 22,
            false, "", ask, ed, Verdict::Ask, Reason::Unknown, "", 0);
        row("? wildcard, other key", { QStringLiteral("wildcard") }, none, "gpu-07", 22, false, "", ask, ed,
            Verdict::Refuse, Reason::Changed, "wildcard", 2);
        row("changed", { QStringLiteral("changed") }, none, "gpu-01", 22, false, "", ask, ed, Verdict::Refuse,
            Reason::Changed, "changed", 3);
        row("changed with StrictHostKeyChecking no", { QStringLiteral("changed") }, none, "gpu-01", 22, false,
            "", QStringLiteral("no"), ed, Verdict::Refuse, Reason::Changed, "changed", 3);
        row("changed with accept-new", { QStringLiteral("changed") }, none, "gpu-01", 22, false, "",
            QStringLiteral("accept-new"), ed, Verdict::Refuse, Reason::Changed, "changed", 3);
        row("changed, found in the second user file", { QStringLiteral("empty"), QStringLiteral("changed") },
            none, "gpu-01", 22, false, "", ask, ed, Verdict::Refuse, Reason::Changed, "changed", 3);
        row("changed, found in the global file", { QStringLiteral("empty") }, { QStringLiteral("changed") },
            "gpu-01", 22, false, "", ask, ed, Verdict::Refuse, Reason::Changed, "changed", 3);
        row("known in global", { QStringLiteral("empty") }, { QStringLiteral("global") }, "gpu-01", 22, false,
            "", ask, ed, Verdict::Accept, Reason::Known, "global", 1);
        row("other type only", { QStringLiteral("othertype") }, none, "gpu-01", 22, false, "", ask, ed,
            Verdict::Refuse, Reason::OtherType, "othertype", 1);
        row("rsa presented, rsa known", { QStringLiteral("othertype") }, none, "gpu-01", 22, false, "", ask,
            rsa, Verdict::Accept, Reason::Known, "othertype", 1);
        row("any equal key of several", { QStringLiteral("multiple") }, none, "gpu-01", 22, false, "", ask,
            ed, Verdict::Accept, Reason::Known, "multiple", 3);
        row("known in one file, changed in another", { QStringLiteral("changed"), QStringLiteral("plain") },
            none, "gpu-01", 22, false, "", ask, ed, Verdict::Accept, Reason::Known, "plain", 2);
        row("revoked in a user file", { QStringLiteral("plain"), QStringLiteral("revoked") }, none, "gpu-01",
            22, false, "", ask, ed, Verdict::Refuse, Reason::Revoked, "revoked", 2);
        row("revoked in the global file beats known", plain, { QStringLiteral("revoked") }, "gpu-01", 22,
            false, "", QStringLiteral("no"), ed, Verdict::Refuse, Reason::Revoked, "revoked", 2);
        row("revoked, unknown host", { QStringLiteral("revoked") }, none, "anything", 2200, false, "", ask,
            ed, Verdict::Refuse, Reason::Revoked, "revoked", 2);
        row("revoked key is another one", { QStringLiteral("revoked") }, none, "gpu-01", 22, false, "", ask,
            rsa, Verdict::Ask, Reason::Unknown, "", 0);
        row("@cert-authority reported", { QStringLiteral("certauthority") }, none, "gpu.example.com", 22,
            false, "", ask, ed, Verdict::Ask, Reason::Unknown, "", 0, "@cert-authority");
        row("unknown marker reported", { QStringLiteral("unknownmarker") }, none, "gpu-01", 22, false, "",
            ask, ed, Verdict::Ask, Reason::Unknown, "", 0, "unknown marker @future");
        row("HostKeyAlias found without port", { QStringLiteral("alias") }, none, "gpu-alias", 2222, true, "",
            ask, ed, Verdict::Accept, Reason::Known, "alias", 1);
        row("HostKeyAlias: the real name is not used", plain, none, "gpu-alias", 22, true, "", ask, ed,
            Verdict::Ask, Reason::Unknown, "", 0);
        row("CheckHostIP, address with same key", { QStringLiteral("global") }, none, "gpu-01", 22, false,
            "10.0.0.11", ask, ed, Verdict::Accept, Reason::Known, "global", 1);
        row("CheckHostIP, address with other key", { QStringLiteral("ipchanged") }, none, "gpu-01", 22, false,
            "10.0.0.11", ask, ed, Verdict::Ask, Reason::AddressChanged, "ipchanged", 2, "different key");
        row("CheckHostIP, address with other key, strict", { QStringLiteral("ipchanged") }, none, "gpu-01",
            22, false, "10.0.0.11", QStringLiteral("yes"), ed, Verdict::Refuse, Reason::AddressChanged,
            "ipchanged", 2, "different key");
        row("unknown with StrictHostKeyChecking yes", plain, none, "gpu-99", 22, false, "",
            QStringLiteral("yes"), ed, Verdict::Refuse, Reason::StrictUnknown, "", 0);
        row("unknown with StrictHostKeyChecking no still asks", plain, none, "gpu-99", 22, false, "",
            QStringLiteral("no"), ed, Verdict::Ask, Reason::Unknown, "", 0);
        row("unknown with accept-new still asks", plain, none, "gpu-99", 22, false, "",
            QStringLiteral("accept-new"), ed, Verdict::Ask, Reason::Unknown, "", 0);
        row("/dev/null asks and says it forgets", { QStringLiteral("/dev/null") }, none, "gpu-01", 22, false,
            "", QStringLiteral("no"), ed, Verdict::Ask, Reason::Unknown, "", 0, "/dev/null");
        row("/dev/null user file, changed in global", { QStringLiteral("/dev/null") },
            { QStringLiteral("changed") }, "gpu-01", 22, false, "", QStringLiteral("no"), ed, Verdict::Refuse,
            Reason::Changed, "changed", 3, "/dev/null");
        row("missing files", { QStringLiteral("does-not-exist") }, { QStringLiteral("nor-this") }, "gpu-01",
            22, false, "", ask, ed, Verdict::Ask, Reason::Unknown, "", 0);
        row("junk: truncated key, binary, lone marker", { QStringLiteral("junk") }, none, "gpu-01", 22, false,
            "", ask, ed, Verdict::Refuse, Reason::Changed, "junk", 5);
        row("empty", { QStringLiteral("empty") }, none, "gpu-01", 22, false, "", ask, ed, Verdict::Ask,
            Reason::Unknown, "", 0);
        // Legal but hostile layout (malformed |1| and |2| hashes, tabs, CRLF, empty patterns, a
        // comment after the key): OpenSSH's `ssh-keygen -F` finds gpu-01 on line 6, gpu-02 on 5.
        const QStringList hostile { QStringLiteral("hostile") };
        row("hostile layout: spaces and CRLF, known", hostile, none, "gpu-01", 22, false, "", ask, ed,
            Verdict::Accept, Reason::Known, "hostile", 6);
        row("hostile layout: tabs and empty patterns, changed", hostile, none, "gpu-02", 22, false, "", ask,
            ed, Verdict::Refuse, Reason::Changed, "hostile", 5);
        row("hostile layout: malformed hashes match nothing", hostile, none, "gpu-03", 22, false, "", ask, ed,
            Verdict::Ask, Reason::Unknown, "", 0);
        row("other type refused even with StrictHostKeyChecking no", { QStringLiteral("othertype") }, none,
            "gpu-01", 22, false, "", QStringLiteral("no"), ed, Verdict::Refuse, Reason::OtherType,
            "othertype", 1);
        row("revoked beats accept-new", { QStringLiteral("revoked") }, none, "gpu-01", 22, false, "",
            QStringLiteral("accept-new"), ed, Verdict::Refuse, Reason::Revoked, "revoked", 2);
        row("known with StrictHostKeyChecking yes", plain, none, "gpu-01", 22, false, "",
            QStringLiteral("yes"), ed, Verdict::Accept, Reason::Known, "plain", 2);
    }

    void decision()
    {
        QFETCH(QStringList, userFiles);
        QFETCH(QStringList, globalFiles);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(bool, aliased);
        QFETCH(QString, address);
        QFETCH(QString, strict);
        QFETCH(QString, key);
        QFETCH(Verdict, verdict);
        QFETCH(Reason, reason);
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, note);

        auto paths = [](QStringList names) {
            for (QString &n : names)
                if (!n.startsWith(u'/'))
                    n = fixture(n);
            return names;
        };
        HostKeyQuery q;
        q.host = host;
        q.port = quint16(port);
        q.aliased = aliased;
        q.address = address;
        q.strictHostKeyChecking = strict;
        const QList<QByteArray> k = presented(key);
        q.keyType = k.at(0);
        q.keyBase64 = k.at(1);
        const HostKeyDecision d
            = decideHostKey(q, readKnownHostsSources(paths(userFiles), paths(globalFiles)));
        QCOMPARE(d.verdict, verdict);
        QCOMPARE(d.reason, reason);
        QCOMPARE(d.file, file.isEmpty() ? QString() : fixture(file));
        QCOMPARE(d.line, line);
        if (note.isEmpty())
            QVERIFY2(d.notes.isEmpty(), qPrintable(d.notes.join(u'\n')));
        else
            QVERIFY2(d.notes.join(u'\n').contains(note), qPrintable(d.notes.join(u'\n')));
        QCOMPARE(d.writeFile, paths(userFiles).first());
        // The sentence says the verdict and names the deciding file:line.
        const char *verb = verdict == Verdict::Accept ? "Accepted"
            : verdict == Verdict::Refuse              ? "Refused"
                                                      : "Asking";
        QVERIFY2(d.sentence.startsWith(QLatin1String(verb)), qPrintable(d.sentence));
        if (line > 0)
            QVERIFY2(d.sentence.contains(QStringLiteral("%1:%2").arg(fixture(file)).arg(line)),
                     qPrintable(d.sentence));
        if (reason == Reason::OtherType)
            QVERIFY2(d.sentence.contains(QLatin1String("ssh-rsa")), qPrintable(d.sentence));
        if (reason == Reason::Changed || reason == Reason::OtherType)
            QCOMPARE(d.removeCommand(),
                     QStringLiteral("ssh-keygen -R '%1' -f '%2'").arg(d.lookupName, fixture(file)));
        else if (reason != Reason::AddressChanged)
            QVERIFY(d.removeCommand().isEmpty());
    }

    void hugeLineBeforeTheEntry()
    {
        // A 10 MB line of junk costs nothing but time; the entry after it still counts.
        const QList<QByteArray> k = presented(QStringLiteral("presented_ed25519.pub"));
        KnownHostsSource s;
        s.path = QStringLiteral("/mem/known_hosts");
        s.readable = true;
        s.contents = QByteArray(10 * 1024 * 1024, 'a') + "\ngpu-01 " + k.at(0) + ' ' + k.at(1) + '\n';
        HostKeyQuery q;
        q.host = QStringLiteral("gpu-01");
        q.keyType = k.at(0);
        q.keyBase64 = k.at(1);
        const HostKeyDecision d = decideHostKey(q, { s });
        QCOMPARE(d.reason, Reason::Known);
        QCOMPARE(d.line, 2);
    }

    void removeCommandWorksWithSshKeygen()
    {
        // The command printed for a changed key removes exactly that entry, hashed or not.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("kh"));
        QVERIFY(QFile::copy(fixture(QStringLiteral("hashed")), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        HostKeyQuery q;
        q.host = QStringLiteral("10.0.0.11");
        const QList<QByteArray> k = presented(QStringLiteral("presented_ed25519.pub"));
        q.keyType = k.at(0);
        q.keyBase64 = k.at(1);
        const HostKeyDecision d = decideHostKey(q, readKnownHostsSources({ file }, {}));
        QCOMPARE(d.reason, Reason::Changed);
        QProcess sh;
        sh.start(QStringLiteral("sh"), { QStringLiteral("-c"), d.removeCommand() });
        QVERIFY(sh.waitForFinished(10000));
        QCOMPARE(sh.exitCode(), 0);
        const HostKeyDecision after = decideHostKey(q, readKnownHostsSources({ file }, {}));
        QCOMPARE(after.reason, Reason::Unknown);
        // The other two hashed entries are still there.
        q.host = QStringLiteral("gpu-01");
        QCOMPARE(decideHostKey(q, readKnownHostsSources({ file }, {})).reason, Reason::Known);
    }

    void writtenLinesAreFoundByOpenSsh_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("address");
        QTest::addColumn<bool>("hashed");
        QTest::newRow("plain") << QStringLiteral("gpu-01") << 22 << QString() << false;
        QTest::newRow("plain port") << QStringLiteral("GPU-01") << 2222 << QString() << false;
        QTest::newRow("plain with address")
            << QStringLiteral("gpu-01") << 2222 << QStringLiteral("10.0.0.11") << false;
        QTest::newRow("hashed") << QStringLiteral("gpu-01") << 22 << QString() << true;
        QTest::newRow("hashed port with address")
            << QStringLiteral("gpu-01") << 2222 << QStringLiteral("10.0.0.11") << true;
    }

    void writtenLinesAreFoundByOpenSsh()
    {
        // ssh-keygen -F is OpenSSH's own lookup: what we append must be what it finds.
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, address);
        QFETCH(bool, hashed);
        HostKeyQuery q;
        q.host = host;
        q.port = quint16(port);
        q.address = address;
        const QList<QByteArray> k = presented(QStringLiteral("presented_ed25519.pub"));
        q.keyType = k.at(0);
        q.keyBase64 = k.at(1);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("kh"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(knownHostsLine(q, hashed));
        f.close();
        QStringList names { knownHostsName(host.toLower(), quint16(port)) };
        if (!address.isEmpty())
            names << knownHostsName(address, quint16(port));
        for (const QString &name : names) {
            QProcess p;
            p.start(QStringLiteral("ssh-keygen"), { QStringLiteral("-F"), name, QStringLiteral("-f"), file });
            QVERIFY(p.waitForFinished(10000));
            QVERIFY2(p.exitCode() == 0, qPrintable(name));
        }
        QCOMPARE(decideHostKey(q, readKnownHostsSources({ file }, {})).reason, Reason::Known);
    }
};

QTEST_GUILESS_MAIN(TestHostKeyPolicy)
#include "tst_hostkeypolicy.moc"
