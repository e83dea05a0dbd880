// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The host-key decision from an ssh config to a verdict, without a network: the config names
// the known_hosts files (several UserKnownHostsFile, GlobalKnownHostsFile, `none`), the
// HostKeyAlias, the Port and StrictHostKeyChecking; the same fixture files as
// tst_hostkeypolicy hold the entries. Each row says which file and line decide.

#include "transport/HostKeyPolicy.h"
#include "transport/SshConfig.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(IC_FIXTURES_DIR "/ssh/known_hosts/") + name;
}

QList<QByteArray> presented()
{
    QFile f(fixture(QStringLiteral("presented_ed25519.pub")));
    f.open(QIODevice::ReadOnly);
    return f.readAll().trimmed().split(' ');
}

using Verdict = HostKeyDecision::Verdict;
using Reason = HostKeyDecision::Reason;

} // namespace

Q_DECLARE_METATYPE(HostKeyDecision::Verdict)
Q_DECLARE_METATYPE(HostKeyDecision::Reason)

class TestHostKeyConfig : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fromConfig_data()
    {
        // `@F` in a config stands for the fixture folder.
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("alias");
        QTest::addColumn<Verdict>("verdict");
        QTest::addColumn<Reason>("reason");
        QTest::addColumn<QString>("file"); // fixture of the deciding line; empty: none
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("writeFile"); // where an accepted key would go; "" none

        QTest::newRow("two user files: changed in the second")
            << "Host gpu\n  HostName gpu-01\n  UserKnownHostsFile @F/empty @F/changed\n"
               "  GlobalKnownHostsFile @F/empty\n"
            << "gpu" << Verdict::Refuse << Reason::Changed << "changed" << 3 << "empty";
        QTest::newRow("GlobalKnownHostsFile revokes what the user file knows")
            << "Host gpu\n  HostName gpu-01\n  UserKnownHostsFile @F/plain\n  GlobalKnownHostsFile "
               "@F/revoked\n"
               "  StrictHostKeyChecking no\n"
            << "gpu" << Verdict::Refuse << Reason::Revoked << "revoked" << 2 << "plain";
        QTest::newRow("known in the global file only")
            << "Host gpu\n  HostName gpu-01\n  UserKnownHostsFile @F/empty\n  GlobalKnownHostsFile "
               "@F/global\n"
            << "gpu" << Verdict::Accept << Reason::Known << "global" << 1 << "empty";
        QTest::newRow("Port: looked up as [host]:port")
            << "Host gpu\n  HostName gpu-01\n  Port 2222\n  UserKnownHostsFile @F/port\n"
               "  GlobalKnownHostsFile @F/empty\n"
            << "gpu" << Verdict::Accept << Reason::Known << "port" << 1 << "port";
        QTest::newRow("HostKeyAlias: looked up without the port")
            << "Host gpu\n  HostName 10.9.9.9\n  Port 2222\n  HostKeyAlias gpu-alias\n"
               "  UserKnownHostsFile @F/alias\n  GlobalKnownHostsFile @F/empty\n"
            << "gpu" << Verdict::Accept << Reason::Known << "alias" << 1 << "alias";
        QTest::newRow("hashed entry, host name after HostName")
            << "Host gpu\n  HostName GPU-01\n  UserKnownHostsFile @F/hashed\n  GlobalKnownHostsFile "
               "@F/empty\n"
            << "gpu" << Verdict::Accept << Reason::Known << "hashed" << 1 << "hashed";
        QTest::newRow("other key type recorded, accept-new")
            << "Host gpu\n  HostName gpu-01\n  UserKnownHostsFile @F/othertype\n"
               "  GlobalKnownHostsFile @F/empty\n  StrictHostKeyChecking accept-new\n"
            << "gpu" << Verdict::Refuse << Reason::OtherType << "othertype" << 1 << "othertype";
        QTest::newRow("unknown, StrictHostKeyChecking yes")
            << "Host gpu\n  HostName gpu-99\n  UserKnownHostsFile @F/plain\n  GlobalKnownHostsFile @F/empty\n"
               "  StrictHostKeyChecking yes\n"
            << "gpu" << Verdict::Refuse << Reason::StrictUnknown << "" << 0 << "plain";
        QTest::newRow("unknown, StrictHostKeyChecking accept-new asks")
            << "Host gpu\n  HostName gpu-99\n  UserKnownHostsFile @F/plain\n  GlobalKnownHostsFile @F/empty\n"
               "  StrictHostKeyChecking accept-new\n"
            << "gpu" << Verdict::Ask << Reason::Unknown << "" << 0 << "plain";
        QTest::newRow("first value wins: a later block's files are not read")
            << "Host gpu\n  HostName gpu-01\n  UserKnownHostsFile @F/plain\n  GlobalKnownHostsFile @F/empty\n"
               "Host *\n  UserKnownHostsFile @F/changed\n  StrictHostKeyChecking yes\n"
            << "gpu" << Verdict::Accept << Reason::Known << "plain" << 2 << "plain";
        QTest::newRow("UserKnownHostsFile none: global still decides, nothing to write to")
            << "Host gpu\n  HostName gpu-01\n  UserKnownHostsFile none\n  GlobalKnownHostsFile @F/changed\n"
            << "gpu" << Verdict::Refuse << Reason::Changed << "changed" << 3 << "";
        QTest::newRow("junk file before the one that knows the key")
            << "Host gpu\n  HostName gpu-01\n  UserKnownHostsFile @F/junk @F/plain\n"
               "  GlobalKnownHostsFile @F/empty\n"
            << "gpu" << Verdict::Accept << Reason::Known << "plain" << 2 << "junk";
    }

    void fromConfig()
    {
        QFETCH(QString, config);
        QFETCH(QString, alias);
        QFETCH(Verdict, verdict);
        QFETCH(Reason, reason);
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, writeFile);

        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("config")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            config.replace(QLatin1String("@F"), QStringLiteral(IC_FIXTURES_DIR "/ssh/known_hosts")).toUtf8());
        f.close();
        SshLocalContext local;
        local.user = QStringLiteral("alice");
        local.homeDir = dir.path();
        local.sshDir = dir.path();
        const SshResolvedConfig c = resolveSshConfig(alias, {}, 0, { f.fileName() }, local);
        const QList<QByteArray> key = presented();
        const HostKeyQuery q
            = hostKeyQueryFor(c, c.hostName, c.port == 0 ? quint16(22) : c.port, key.at(0), key.at(1));
        const HostKeyDecision d = decideHostKey(q, knownHostsSourcesFor(c));
        QCOMPARE(d.verdict, verdict);
        QCOMPARE(d.reason, reason);
        QCOMPARE(d.file, file.isEmpty() ? QString() : fixture(file));
        QCOMPARE(d.line, line);
        QCOMPARE(d.writeFile, writeFile.isEmpty() ? QString() : fixture(writeFile));
        if (line > 0)
            QVERIFY2(d.sentence.contains(QStringLiteral("%1:%2").arg(fixture(file)).arg(line)),
                     qPrintable(d.sentence));
    }
};

QTEST_GUILESS_MAIN(TestHostKeyConfig)
#include "tst_hostkeyconfig.moc"
