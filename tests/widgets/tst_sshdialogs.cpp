// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LoopbackSshd.h"

#include "HostKeyDialog.h"
#include "SecretPromptDialog.h"
#include "SshDialogConnector.h"
#include "transport/SshTransport.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace ic;

namespace {

HostKeyInfo sampleKey()
{
    HostKeyInfo info;
    info.host = QStringLiteral("gpu-01");
    info.port = 2222;
    info.keyType = QStringLiteral("ssh-ed25519");
    info.fingerprint = QStringLiteral("SHA256:nWXhNODZL9o9SEn3QzVD3AkEhDABUflHbcSqXH3xxTM");
    info.knownHostsFile = QStringLiteral("/home/ops/.ssh/known_hosts");
    info.line = 3;
    info.target = QStringLiteral("gpu-01");
    return info;
}

bool labelsContain(QWidget *w, const QString &text)
{
    for (QLabel *l : w->findChildren<QLabel *>()) {
        if (l->text().contains(text))
            return true;
    }
    return false;
}

} // namespace

class TestSshDialogs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hostKeyDialogShowsNotes()
    {
        // What the check met and did not act on is said, never skipped silently.
        HostKeyInfo info = sampleKey();
        info.notes << QStringLiteral(
            "/home/ops/.ssh/known_hosts:7: @cert-authority entry for this host: host "
            "certificates are not checked by the console; the plain host key is checked "
            "instead");
        HostKeyDialog d(info);
        QVERIFY(labelsContain(&d, QStringLiteral("@cert-authority")));
        QVERIFY(labelsContain(&d, QStringLiteral("/home/ops/.ssh/known_hosts")));
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        const QString shot = qEnvironmentVariable("IC_SCREENSHOT_DIR");
        if (!shot.isEmpty())
            d.grab().save(shot + QStringLiteral("/host-key-dialog-notes.png"));
    }

    void hostKeyDialogDefaultsToCancel()
    {
        HostKeyDialog d(sampleKey());
        QVERIFY(labelsContain(&d, QStringLiteral("[gpu-01]:2222")));
        QVERIFY(labelsContain(&d, QStringLiteral("ssh-ed25519")));
        QVERIFY(labelsContain(&d, sampleKey().fingerprint));
        QVERIFY(d.cancelButton()->isDefault());
        QVERIFY(!d.trustButton()->isDefault());
        QCOMPARE(d.trustButton()->text(), QStringLiteral("Trust and connect"));
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QTest::keyClick(&d, Qt::Key_Return);
        QCOMPARE(d.result(), int(QDialog::Rejected));
    }

    void refusedDialogExplainsTheFix_data()
    {
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("changed") << int(HostKeyInfo::Problem::Changed) << QStringLiteral("has changed");
        QTest::newRow("other type") << int(HostKeyInfo::Problem::OtherType) << QStringLiteral("other types");
        QTest::newRow("revoked") << int(HostKeyInfo::Problem::Revoked) << QStringLiteral("@revoked");
    }
    void refusedDialogExplainsTheFix()
    {
        QFETCH(int, problem);
        QFETCH(QString, phrase);
        HostKeyInfo info = sampleKey();
        info.problem = HostKeyInfo::Problem(problem);
        HostKeyRefusedDialog d(info);
        QVERIFY(d.explanation().contains(phrase));
        QVERIFY(d.explanation().contains(info.fingerprint));
        QVERIFY(d.explanation().contains(QStringLiteral("/home/ops/.ssh/known_hosts:3")));
        if (info.problem == HostKeyInfo::Problem::Revoked) {
            QVERIFY(d.explanation().contains(QStringLiteral("line 3 of /home/ops/.ssh/known_hosts")));
        } else {
            QVERIFY(d.explanation().contains(
                QStringLiteral("ssh-keygen -R '[gpu-01]:2222' -f '/home/ops/.ssh/known_hosts'")));
            QVERIFY(d.explanation().contains(
                QStringLiteral("ssh-keyscan -p 2222 -t ed25519 gpu-01 | ssh-keygen -lf -")));
            QVERIFY(d.explanation().contains(QStringLiteral("inference-console trust 'gpu-01'")));
        }
        // No button on it can connect.
        for (QPushButton *b : d.findChildren<QPushButton *>())
            QVERIFY(!b->text().contains(QStringLiteral("onnect")));
    }

    void secretPrompt()
    {
        SecretRequest r;
        r.id = 42;
        r.kind = SecretRequest::Kind::KeyboardInteractive;
        r.host = QStringLiteral("ops@gpu-01:22");
        r.instruction = QStringLiteral("Two factors");
        r.prompts = { { QStringLiteral("Password: "), false }, { QStringLiteral("Code: "), true } };
        SecretPromptDialog d(r);
        QCOMPARE(d.requestId(), quint64(42));
        QCOMPARE(d.fields().size(), 2);
        QCOMPARE(d.fields().at(0)->echoMode(), QLineEdit::Password);
        QCOMPARE(d.fields().at(1)->echoMode(), QLineEdit::Normal);
        QVERIFY(!d.rememberBox()); // several prompts: never stored
        d.fields().at(0)->setText(QStringLiteral("pw"));
        d.fields().at(1)->setText(QStringLiteral("123456"));
        QCOMPARE(d.takeAnswers(), (QStringList { QStringLiteral("pw"), QStringLiteral("123456") }));
        QVERIFY(d.fields().at(0)->text().isEmpty());

        r.kind = SecretRequest::Kind::Passphrase;
        r.prompts = { { QStringLiteral("Passphrase:"), false } };
        r.storageKey = QStringLiteral("passphrase|ops@gpu-01:22|Passphrase:");
        SecretPromptDialog p(r);
#ifdef IC_HAVE_KEYCHAIN
        QVERIFY(p.rememberBox());
        QVERIFY(!p.rememberBox()->isChecked()); // opt-in only
#else
        QVERIFY(!p.rememberBox());
#endif
        QVERIFY(!p.rememberInKeyring());
    }

    void connectorTrustsOnlyOnClick()
    {
        IC_SKIP_WITHOUT_SSHD();
        qunsetenv("SSH_AUTH_SOCK");
        ic::testsupport::LoopbackSshd server;
        QVERIFY2(server.isReady(), qPrintable(server.errorString()));
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        SshOptions o;
        o.sshDir = server.clientDir();
        o.configFile = server.clientConfig();
        QWidget window;
        {
            SshTransport t(QStringLiteral("testhost"), o);
            auto *connector = new SshDialogConnector(&t, &window);
            QSignalSpy shown(connector, &SshDialogConnector::dialogShown);
            t.connectToHost();
            QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 10000);
            auto *dialog = qobject_cast<HostKeyDialog *>(shown.at(0).at(0).value<QWidget *>());
            QVERIFY(dialog);
            QVERIFY(labelsContain(dialog, server.fingerprint()));
            QTest::mouseClick(dialog->trustButton(), Qt::LeftButton);
            QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        }
        // Now replace the recorded key: the connector shows the refusal, the link fails.
        QFile kh(server.knownHosts());
        QVERIFY(kh.open(QIODevice::ReadOnly));
        QByteArray entry = kh.readAll();
        kh.close();
        const qsizetype keyStart = entry.indexOf("AAAA");
        QVERIFY(keyStart > 0);
        entry[keyStart + 30] = entry[keyStart + 30] == 'A' ? 'B' : 'A';
        QVERIFY(kh.open(QIODevice::WriteOnly | QIODevice::Truncate));
        kh.write(entry);
        kh.close();
        SshTransport t(QStringLiteral("testhost"), o);
        auto *connector = new SshDialogConnector(&t, &window);
        QSignalSpy shown(connector, &SshDialogConnector::dialogShown);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Failed, 10000);
        QTRY_COMPARE(shown.size(), 1);
        QVERIFY(qobject_cast<HostKeyRefusedDialog *>(shown.at(0).at(0).value<QWidget *>()));
    }
};

QTEST_MAIN(TestSshDialogs)
#include "tst_sshdialogs.moc"
