// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The one transport factory: which transport a host gets, and that a fleet without a factory
// never runs a remote host's commands on this machine.
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "transport/LocalTransport.h"
#include "transport/SshTransport.h"
#include "transport/TransportFactory.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

/// Runs `commandLine` through `t` and waits (with a deadline) for its result.
CommandResult runAndWait(Transport &t, const QByteArray &commandLine)
{
    CommandResult result;
    bool done = false;
    CommandJob *job = t.run(commandLine);
    QObject::connect(job, &CommandJob::finished, job, [&](const CommandResult &r) {
        result = r;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 10000))
        result.error = QStringLiteral("no result within 10 s");
    return result;
}

} // namespace

class TestTransportFactory : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void picksTransport_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("local");
        QTest::newRow("local") << QStringLiteral("local") << true;
        QTest::newRow("empty") << QString() << true;
        QTest::newRow("alias") << QStringLiteral("gpu-01") << false;
        QTest::newRow("user@host:port") << QStringLiteral("ops@10.0.0.1:2222") << false;
        QTest::newRow("hostile") << QStringLiteral("host;reboot") << false;
    }
    void picksTransport()
    {
        QFETCH(QString, target);
        QFETCH(bool, local);
        HostDefinition host;
        host.target = target;
        const TransportFactory factory = consoleTransportFactory();
        std::unique_ptr<Transport> t = factory(host);
        QVERIFY(t);
        QCOMPARE(qobject_cast<LocalTransport *>(t.get()) != nullptr, local);
        auto *ssh = qobject_cast<SshTransport *>(t.get());
        QCOMPARE(ssh != nullptr, !local);
        if (ssh) {
            QCOMPARE(ssh->target(), target);
            QVERIFY(ssh->describe().contains(target));
            // Nothing connects until asked; an unusable destination fails at once with a sentence.
            const bool valid = parseSshTarget(target).isValid();
            QCOMPARE(ssh->status().state, valid ? LinkState::Disconnected : LinkState::Failed);
            QCOMPARE(ssh->status().message.isEmpty(), valid);
        }
    }

    void fleetWithoutFactory_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("runsHere");
        QTest::newRow("local host runs here") << QStringLiteral("local") << true;
        QTest::newRow("ssh alias is not run here") << QStringLiteral("gpu-01") << false;
        QTest::newRow("user@host:port is not run here") << QStringLiteral("ops@10.0.0.1:2222") << false;
    }
    void fleetWithoutFactory()
    {
        // A command that leaves a mark where it runs: a remote host's must leave none here.
        QFETCH(QString, target);
        QFETCH(bool, runsHere);
        QTemporaryDir dir;
        const QString mark = dir.filePath(QStringLiteral("ran-here"));
        Fleet fleet;
        HostDefinition host;
        host.name = QStringLiteral("gpu");
        host.target = target;
        QCOMPARE(fleet.addHost(host), QString());
        HostSession *session = fleet.session(host.name);
        QVERIFY(session);
        const CommandResult r = runAndWait(*session->transport(), "touch '" + QFile::encodeName(mark) + "'");
        QCOMPARE(QFile::exists(mark), runsHere);
        if (runsHere) {
            QVERIFY2(r.succeeded(), qPrintable(r.error));
            return;
        }
        // The session is in a clear error state, and says why in one sentence.
        const LinkStatus status = session->transport()->status();
        QCOMPARE(status.state, LinkState::Failed);
        QVERIFY2(status.message.contains(target)
                     && status.message.contains(QLatin1String("cannot be reached")),
                 qPrintable(status.message));
        QCOMPARE(r.error, status.message);
        QVERIFY(!r.ran());
        // Streams and tunnels fail the same way, at once.
        StreamJob *stream = session->transport()->stream("echo nothing");
        QSignalSpy streamDone(stream, &StreamJob::finished);
        QTRY_COMPARE_WITH_TIMEOUT(streamDone.size(), 1, 5000);
        QCOMPARE(streamDone.at(0).at(1).toString(), status.message);
        TunnelJob *tunnel = session->transport()->openTunnel(8000);
        QSignalSpy tunnelFailed(tunnel, &TunnelJob::failed);
        QTRY_COMPARE_WITH_TIMEOUT(tunnelFailed.size(), 1, 5000);
        QVERIFY(!tunnel->isOpen());
    }

    void factoryIsUsedAndNullIsAnError()
    {
        Fleet fleet;
        QStringList asked;
        fleet.setTransportFactory([&asked](const HostDefinition &h) -> std::unique_ptr<Transport> {
            asked << h.name;
            if (h.name == QLatin1String("none"))
                return nullptr;
            return std::make_unique<LocalTransport>();
        });
        HostDefinition a;
        a.name = QStringLiteral("a");
        a.target = QStringLiteral("gpu-01"); // the factory decides: here a local transport
        QCOMPARE(fleet.addHost(a), QString());
        QVERIFY(qobject_cast<LocalTransport *>(fleet.session(QStringLiteral("a"))->transport()));
        HostDefinition none = a;
        none.name = QStringLiteral("none");
        QCOMPARE(fleet.addHost(none), QString());
        const LinkStatus s = fleet.session(QStringLiteral("none"))->transport()->status();
        QCOMPARE(s.state, LinkState::Failed);
        QVERIFY2(s.message.contains(QLatin1String("No transport")), qPrintable(s.message));
        QCOMPARE(asked, (QStringList { QStringLiteral("a"), QStringLiteral("none") }));
        QVERIFY(fleet.transportFactory());
    }
};

QTEST_GUILESS_MAIN(TestTransportFactory)
#include "tst_transportfactory.moc"
