// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// "Remember in the keyring" against a real Secret Service: gnome-keyring-daemon on a private
// D-Bus bus (nothing of the desktop's), a real OpenSSH sshd on loopback, and a key file with a
// passphrase. A passphrase stored with "remember" by one process is used by a new process after
// the keyring daemon restarted, without a question; a forgotten entry, an entry under another
// key and a wrong remembered passphrase never answer. Without a Secret Service that can run
// here the test exits 77, which CTest reports as skipped (with the reason), never as passed.
//
// The other processes are this executable again, run as `--client MODE ...` (see runClient())
// or `--keyring OP KEY` (see runKeyringCall()); this process never talks to the keyring itself.
// Uses the loopback sshd of "SshTestServer.h".

#include "SshTestServer.h"
#include "transport/Keyring.h"
#include "transport/SshTransport.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <cstdio>
#include <optional>

using namespace ic;
using ic::test::runTool;
using ic::test::SshTestServer;

namespace {

const QString kPassphrase = QStringLiteral("s3cret phrase");
QString g_skipReason; ///< set when no Secret Service could be started: main() exits 77

/// One keyring call in this process, waited for (the call has its own 5 s deadline).
Keyring::Result keyringHere(const QString &op, const QString &key, const QString &secret = {})
{
    QObject context;
    std::optional<Keyring::Result> result;
    auto done = [&result](const Keyring::Result &r) { result = r; };
    if (op == QLatin1String("read"))
        Keyring::read(key, &context, done, 5000);
    else if (op == QLatin1String("write"))
        Keyring::write(key, secret, &context, done, 5000);
    else
        Keyring::remove(key, &context, done, 5000);
    QTest::qWaitFor([&] { return result.has_value(); }, 8000);
    return result.value_or(
        Keyring::Result { Keyring::Outcome::Unavailable, {}, QStringLiteral("no callback") });
}

/// The same call in a new process (`--keyring OP KEY [SECRET]`): libsecret keeps its session
/// with the Secret Service for the life of a process, so after the keyring daemon restarted
/// only a new process sees it as a user's next start would.
Keyring::Result keyring(const QString &op, const QString &key, const QString &secret = {})
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QStringList args { QStringLiteral("--keyring"), op, key };
    if (op == QLatin1String("write"))
        args << secret;
    p.start(QCoreApplication::applicationFilePath(), args);
    Keyring::Result r;
    if (!p.waitForFinished(20000)) {
        p.kill();
        p.waitForFinished();
        r.error = QStringLiteral("the keyring process did not finish within 20 s");
        return r;
    }
    const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    const QString word = out.section(u' ', 0, 0);
    const QString rest = out.section(u' ', 1);
    if (word == QLatin1String("found")) {
        r.outcome = Keyring::Outcome::Found;
        r.secret = rest;
    } else if (word == QLatin1String("notfound")) {
        r.outcome = Keyring::Outcome::NotFound;
    } else if (word == QLatin1String("done")) {
        r.outcome = Keyring::Outcome::Done;
    } else {
        r.error = out.isEmpty() ? QStringLiteral("no output") : out;
    }
    return r;
}

int runKeyringCall(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList a = app.arguments();
    const Keyring::Result r = keyringHere(a.value(2), a.value(3), a.value(4));
    switch (r.outcome) {
    case Keyring::Outcome::Found:
        std::printf("found %s\n", qPrintable(r.secret));
        break;
    case Keyring::Outcome::NotFound:
        std::printf("notfound\n");
        break;
    case Keyring::Outcome::Done:
        std::printf("done\n");
        break;
    case Keyring::Outcome::Unavailable:
        std::printf("unavailable %s\n", qPrintable(r.error));
        break;
    }
    return 0;
}

/// A Secret Service of our own: dbus-daemon with a config that activates nothing, and
/// gnome-keyring-daemon whose keyrings live in a temporary home, unlocked with a password on
/// stdin. restartKeyring() stops the daemon and starts it again on the same files.
class PrivateSecretService {
public:
    ~PrivateSecretService()
    {
        stop(m_keyring);
        stop(m_bus);
    }

    /// Empty on success, otherwise why not.
    QString start()
    {
        if (!Keyring::compiledIn())
            return QStringLiteral("this build has no keyring support (QtKeychain was not found by CMake)");
        for (const char *tool : { "dbus-daemon", "gnome-keyring-daemon" }) {
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
                return QStringLiteral("%1 is not installed (Debian packages dbus-daemon and gnome-keyring)")
                    .arg(QLatin1String(tool));
        }
        if (!m_dir.isValid())
            return QStringLiteral("no temporary directory");
        const QString d = m_dir.path();
        QDir().mkpath(d + QStringLiteral("/run"));
        QFile::setPermissions(d + QStringLiteral("/run"),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QFile conf(d + QStringLiteral("/bus.conf"));
        if (!conf.open(QIODevice::WriteOnly))
            return conf.errorString();
        conf.write(
            QStringLiteral(
                "<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
                " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                "<busconfig><type>session</type><listen>unix:path=%1/bus</listen><auth>EXTERNAL</auth>\n"
                "<policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy></busconfig>\n")
                .arg(d)
                .toUtf8());
        conf.close();
        m_bus = std::make_unique<QProcess>();
        m_bus->start(QStringLiteral("dbus-daemon"),
                     { QStringLiteral("--config-file=") + conf.fileName(), QStringLiteral("--nofork"),
                       QStringLiteral("--print-address=1") });
        if (!m_bus->waitForStarted(5000))
            return QStringLiteral("dbus-daemon did not start: ") + m_bus->errorString();
        QElapsedTimer t;
        t.start();
        while (!m_bus->canReadLine() && t.elapsed() < 10000)
            m_bus->waitForReadyRead(200);
        const QByteArray address = m_bus->readLine().trimmed();
        if (address.isEmpty())
            return QStringLiteral("dbus-daemon printed no address within 10 s: ")
                + QString::fromLocal8Bit(m_bus->readAllStandardError());
        // Everything after this (QtKeychain, libsecret, the client processes) uses this bus and
        // none of the desktop's keyring settings.
        qputenv("DBUS_SESSION_BUS_ADDRESS", address);
        for (const char *var :
             { "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION", "KDE_SESSION_VERSION" })
            qunsetenv(var);
        return startKeyring();
    }

    QString restartKeyring()
    {
        stop(m_keyring);
        return startKeyring();
    }

private:
    QString startKeyring()
    {
        const QString d = m_dir.path();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), d);
        env.insert(QStringLiteral("XDG_DATA_HOME"), d + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), d + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), d + QStringLiteral("/run"));
        m_keyring = std::make_unique<QProcess>();
        m_keyring->setProcessEnvironment(env);
        m_keyring->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_keyring->start(QStringLiteral("gnome-keyring-daemon"),
                         { QStringLiteral("--foreground"), QStringLiteral("--unlock"),
                           QStringLiteral("--components=secrets") });
        if (!m_keyring->waitForStarted(5000))
            return QStringLiteral("gnome-keyring-daemon did not start: ") + m_keyring->errorString();
        m_keyring->write("keyring password of the test");
        m_keyring->closeWriteChannel();
        // Ready when a lookup is answered "not found" rather than failing.
        QElapsedTimer t;
        t.start();
        QString last;
        while (t.elapsed() < 15000) {
            const Keyring::Result r = keyring(QStringLiteral("read"), QStringLiteral("probe|nothing here"));
            if (r.outcome == Keyring::Outcome::NotFound)
                return {};
            last = r.error;
            if (m_keyring->state() != QProcess::Running)
                return QStringLiteral("gnome-keyring-daemon exited (code %1)").arg(m_keyring->exitCode());
            QTest::qWait(200);
        }
        return QStringLiteral("the Secret Service did not answer within 15 s: ") + last;
    }

private:
    static void stop(std::unique_ptr<QProcess> &p)
    {
        if (!p)
            return;
        p->terminate();
        if (!p->waitForFinished(5000)) {
            p->kill();
            p->waitForFinished(5000);
        }
        p.reset();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<QProcess> m_bus;
    std::unique_ptr<QProcess> m_keyring;
};

/// What a client process saw, from its output lines ("asked 1", "state connected", ...).
struct ClientReport {
    int asked = -1;
    QString state;
    QString stored; ///< "ok", the keyring's error, or empty when nothing was stored
    QString ran; ///< the command's output, or empty
    QString raw;
};

/// `--client MODE SSHDIR CONFIG`: MODE "remember" answers a question with the passphrase and
/// "remember"; "decline" declines every question. Then prints what happened and exits.
int runClient(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 5)
        return 2;
    const QString mode = args.at(2);
    SshOptions o;
    o.sshDir = args.at(3);
    o.configFile = args.at(4);
    o.connectTimeoutSeconds = 5;
    SshTransport t(QStringLiteral("testhost"), o);
    int asked = 0;
    QString stored;
    QObject::connect(&t, &SshTransport::secretRequested, &t, [&](const SecretRequest &r) {
        ++asked;
        if (mode == QLatin1String("remember"))
            t.answerSecret(r.id, { kPassphrase }, true);
        else
            t.cancelSecret(r.id);
    });
    QObject::connect(&t, &SshTransport::keyringWritten, &t, [&](const QString &, const QString &error) {
        stored = error.isEmpty() ? QStringLiteral("ok") : error;
    });
    t.connectToHost();
    QTest::qWaitFor(
        [&] {
            const LinkState s = t.status().state;
            return s == LinkState::Connected || s == LinkState::Failed;
        },
        20000);
    QString ran;
    if (t.status().state == LinkState::Connected) {
        std::optional<CommandResult> result;
        CommandJob *job = t.run("echo ran");
        QObject::connect(job, &CommandJob::finished, &t, [&result](const CommandResult &r) { result = r; });
        QTest::qWaitFor([&] { return result.has_value(); }, 10000);
        if (result)
            ran = QString::fromUtf8(result->standardOutput.trimmed());
    }
    // Stores and removals finish before the process ends (each keyring call has a 10 s deadline).
    QTest::qWaitFor([&] { return t.pendingKeyringCalls() == 0; }, 12000);
    const LinkState s = t.status().state;
    std::printf("asked %d\nstate %s\nstored %s\nran %s\nmessage %s\n", asked,
                s == LinkState::Connected    ? "connected"
                    : s == LinkState::Failed ? "failed"
                                             : "other",
                qPrintable(stored), qPrintable(ran), qPrintable(t.status().message));
    return 0;
}

} // namespace

class TestSshKeyring : public QObject {
    Q_OBJECT

    std::unique_ptr<PrivateSecretService> m_secrets;
    std::unique_ptr<SshTestServer> m_server;
    QTemporaryDir m_client;
    QString key() const { return m_client.path() + QStringLiteral("/id_ed25519"); }
    QString storageKey() const { return QStringLiteral("passphrase|") + key(); }

    ClientReport client(const QString &mode)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QCoreApplication::applicationFilePath(),
                { QStringLiteral("--client"), mode, m_client.path(), m_server->clientConfig() });
        ClientReport r;
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            r.raw = QStringLiteral("the client did not finish within 60 s");
            return r;
        }
        r.raw = QString::fromUtf8(p.readAllStandardOutput());
        for (const QString &line : r.raw.split(u'\n')) {
            const QString value = line.section(u' ', 1);
            if (line.startsWith(QLatin1String("asked ")))
                r.asked = value.toInt();
            else if (line.startsWith(QLatin1String("state ")))
                r.state = value;
            else if (line.startsWith(QLatin1String("stored ")))
                r.stored = value;
            else if (line.startsWith(QLatin1String("ran ")))
                r.ran = value;
        }
        return r;
    }

    Keyring::Outcome lookUp(const QString &k, QString *secret = nullptr)
    {
        const Keyring::Result r = keyring(QStringLiteral("read"), k);
        if (secret)
            *secret = r.secret;
        return r.outcome;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_secrets = std::make_unique<PrivateSecretService>();
        if (const QString why = m_secrets->start(); !why.isEmpty()) {
            g_skipReason = QStringLiteral("no Secret Service can run here: ") + why;
            QSKIP(qPrintable(g_skipReason));
        }
        m_server = std::make_unique<SshTestServer>();
        QVERIFY(m_server->isReady());
        QVERIFY(m_server->start());
        // The client's only key has a passphrase; the host is known.
        QVERIFY(QFile::copy(m_server->userKey(), key()));
        QFile::setPermissions(key(), QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(runTool(QStringLiteral("ssh-keygen"),
                        { QStringLiteral("-q"), QStringLiteral("-p"), QStringLiteral("-P"), QString(),
                          QStringLiteral("-N"), kPassphrase, QStringLiteral("-f"), key() }));
        QVERIFY(QFile::copy(m_server->userKey() + QStringLiteral(".pub"), key() + QStringLiteral(".pub")));
        QFile kh(m_client.path() + QStringLiteral("/known_hosts"));
        QVERIFY(kh.open(QIODevice::WriteOnly));
        kh.write(m_server->knownHostsName() + ' ' + m_server->hostKeyEntry() + '\n');
    }

    void init() { QCOMPARE(keyring(QStringLiteral("remove"), storageKey()).outcome, Keyring::Outcome::Done); }

    void rememberedPassphraseIsFoundAfterARestart()
    {
        // First run: asked once, answered with "remember", stored, logged in.
        const ClientReport first = client(QStringLiteral("remember"));
        QVERIFY2(first.asked == 1 && first.state == QLatin1String("connected"), qPrintable(first.raw));
        QCOMPARE(first.stored, QStringLiteral("ok"));
        QCOMPARE(first.ran, QStringLiteral("ran"));

        // Everything dropped: that process is gone, and the keyring daemon restarts from its files.
        QCOMPARE(m_secrets->restartKeyring(), QString());
        QString secret;
        QCOMPARE(lookUp(storageKey(), &secret), Keyring::Outcome::Found);
        QCOMPARE(secret, kPassphrase);

        // A new process logs in with the remembered passphrase and asks nothing.
        const ClientReport second = client(QStringLiteral("decline"));
        QVERIFY2(second.asked == 0 && second.state == QLatin1String("connected"), qPrintable(second.raw));
        QCOMPARE(second.ran, QStringLiteral("ran"));
    }

    void forgottenEntryIsNotFound()
    {
        QVERIFY(keyring(QStringLiteral("write"), storageKey(), kPassphrase).error.isEmpty());
        QCOMPARE(keyring(QStringLiteral("remove"), storageKey()).outcome, Keyring::Outcome::Done);
        QCOMPARE(lookUp(storageKey()), Keyring::Outcome::NotFound);
        // So the new process has to ask; declined, it cannot log in.
        const ClientReport r = client(QStringLiteral("decline"));
        QVERIFY2(r.asked == 1 && r.state == QLatin1String("failed"), qPrintable(r.raw));
    }

    void entryOfAnotherKeyIsNotUsed()
    {
        // The right passphrase, remembered for another key file: a passphrase belongs to its
        // key file only.
        const QString other = QStringLiteral("passphrase|") + m_client.path() + QStringLiteral("/id_rsa");
        QVERIFY(keyring(QStringLiteral("write"), other, kPassphrase).error.isEmpty());
        const ClientReport r = client(QStringLiteral("decline"));
        QVERIFY2(r.asked == 1 && r.state == QLatin1String("failed"), qPrintable(r.raw));
        QCOMPARE(lookUp(other), Keyring::Outcome::Found); // left alone
        QCOMPARE(keyring(QStringLiteral("remove"), other).outcome, Keyring::Outcome::Done);
    }

    void wrongRememberedPassphraseIsDropped()
    {
        QVERIFY(keyring(QStringLiteral("write"), storageKey(), QStringLiteral("not it")).error.isEmpty());
        // Used once without a question, refused by the key file, then removed from the keyring.
        const ClientReport used = client(QStringLiteral("decline"));
        QVERIFY2(used.asked == 0 && used.state == QLatin1String("failed"), qPrintable(used.raw));
        QCOMPARE(lookUp(storageKey()), Keyring::Outcome::NotFound);
        // The next process asks again; remembered anew, it logs in.
        const ClientReport again = client(QStringLiteral("remember"));
        QVERIFY2(again.asked == 1 && again.state == QLatin1String("connected"), qPrintable(again.raw));
        QString secret;
        QCOMPARE(lookUp(storageKey(), &secret), Keyring::Outcome::Found);
        QCOMPARE(secret, kPassphrase);
    }

    void cleanupTestCase()
    {
        if (m_secrets && g_skipReason.isEmpty())
            keyring(QStringLiteral("remove"), storageKey());
        m_server.reset();
        m_secrets.reset();
    }
};

int main(int argc, char **argv)
{
    if (argc > 1 && qstrcmp(argv[1], "--client") == 0)
        return runClient(argc, argv);
    if (argc > 1 && qstrcmp(argv[1], "--keyring") == 0)
        return runKeyringCall(argc, argv);
    QCoreApplication app(argc, argv);
    TestSshKeyring test;
    const int rc = QTest::qExec(&test, argc, argv);
    if (rc == 0 && !g_skipReason.isEmpty()) {
        std::fprintf(stderr, "SKIP: %s\n", qPrintable(g_skipReason));
        return 77; // CTest: skipped (SKIP_RETURN_CODE), not passed
    }
    return rc;
}

#include "tst_sshkeyring.moc"
