#include "transport/LocalTransport.h"
#include "transport/SshTransport.h"
#include "transport/TransportFactory.h"

#include <QTest>

using namespace ic;

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
        std::unique_ptr<Transport> t = createTransport(host);
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
};

QTEST_GUILESS_MAIN(TestTransportFactory)
#include "tst_transportfactory.moc"
