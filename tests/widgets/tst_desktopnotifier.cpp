// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Desktop notifications over a real D-Bus: a private dbus-daemon started by the test, with a
// small org.freedesktop.Notifications server on it that records every Notify call and can
// click a notification (the ActionInvoked signal), as a desktop's notification service does.
#include "AssembledWindow.h"
#include "DesktopNotifier.h"
#include "FakeHost.h"
#include "HostPanels.h"
#include "LadderView.h"
#include "MainWindow.h"
#include "StartupNotifier.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/StartupWatch.h"

#include <QAction>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QMenu>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using ic::testsupport::AssembledWindow;
using ic::testsupport::FakeHost;

namespace {

struct NotifyCall {
    QString app;
    QString summary;
    QString body;
    QStringList actions;
    QVariantMap hints;
    uint id = 0;
};

/// The server side of the notification specification, as far as a client can see it.
class NotificationServer : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    QList<NotifyCall> calls;

public Q_SLOTS:
    uint Notify(const QString &app, uint replacesId, const QString &icon, const QString &summary,
                const QString &body, const QStringList &actions, const QVariantMap &hints, int timeout)
    {
        Q_UNUSED(replacesId)
        Q_UNUSED(icon)
        Q_UNUSED(timeout)
        calls.append({ app, summary, body, actions, hints, uint(100 + calls.size()) });
        return calls.last().id;
    }
    QStringList GetCapabilities() { return { QStringLiteral("actions"), QStringLiteral("body") }; }
    void CloseNotification(uint id) { closed.append(id); }

public:
    QList<uint> closed;
};

} // namespace

class TestDesktopNotifier : public QObject {
    Q_OBJECT
private:
    QProcess m_daemon;
    QTemporaryDir m_dir;
    QString m_address;
    NotificationServer m_server;
    QString iniPath() const { return m_dir.filePath(QStringLiteral("console.ini")); }

    QDBusConnection serverBus() const { return QDBusConnection(QStringLiteral("notification-server")); }

    /// The notification server clicks notification `id`, as a user clicking its body.
    void click(uint id)
    {
        QDBusMessage signal = QDBusMessage::createSignal(QStringLiteral("/org/freedesktop/Notifications"),
                                                         QStringLiteral("org.freedesktop.Notifications"),
                                                         QStringLiteral("ActionInvoked"));
        signal << id << QStringLiteral("default");
        QVERIFY(serverBus().send(signal));
    }

    void registerServer()
    {
        QDBusConnection bus = serverBus();
        QVERIFY(bus.registerObject(QStringLiteral("/org/freedesktop/Notifications"), &m_server,
                                   QDBusConnection::ExportAllSlots));
        QVERIFY2(bus.registerService(QStringLiteral("org.freedesktop.Notifications")),
                 qPrintable(bus.lastError().message()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        if (daemon.isEmpty())
            QSKIP("dbus-daemon is not installed (Debian package dbus-daemon; .ci/install-deps --tests)");
        // A bus of our own: nothing activatable on it, so only the test's server answers.
        const QString config = m_dir.filePath(QStringLiteral("bus.conf"));
        QFile f(config);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
                " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                "<busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen>"
                "<auth>EXTERNAL</auth><policy context=\"default\"><allow send_destination=\"*\"/>"
                "<allow receive_sender=\"*\"/><allow own=\"*\"/></policy></busconfig>\n");
        f.close();
        m_daemon.start(daemon,
                       { QStringLiteral("--config-file=") + config, QStringLiteral("--print-address"),
                         QStringLiteral("--nofork"), QStringLiteral("--nopidfile") });
        QVERIFY2(m_daemon.waitForStarted(10000), qPrintable(m_daemon.errorString()));
        QDeadlineTimer deadline(10000);
        while (!m_daemon.canReadLine() && !deadline.hasExpired())
            m_daemon.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
        m_address = QString::fromUtf8(m_daemon.readLine()).trimmed();
        QVERIFY2(m_address.startsWith(QLatin1String("unix:")), qPrintable(m_address));
        // The console's notifier uses the session bus: this one.
        qputenv("DBUS_SESSION_BUS_ADDRESS", m_address.toUtf8());
        QVERIFY(
            QDBusConnection::connectToBus(m_address, QStringLiteral("notification-server")).isConnected());
        QVERIFY(QDBusConnection::sessionBus().isConnected());
        registerServer();
    }

    void cleanupTestCase()
    {
        QDBusConnection::disconnectFromBus(QStringLiteral("notification-server"));
        if (m_daemon.state() != QProcess::NotRunning) {
            m_daemon.terminate();
            m_daemon.waitForFinished(5000);
        }
    }

    void init()
    {
        QFile::remove(iniPath());
        m_server.calls.clear();
        m_server.closed.clear();
    }

    void notifyCarriesSummaryBodyAndActions()
    {
        Settings settings(iniPath());
        DesktopNotifier notifier(settings);
        QTRY_COMPARE(notifier.channel(), DesktopNotifier::Channel::Service);
        QSignalSpy notified(&notifier, &DesktopNotifier::notified);
        QVERIFY(notifier.notify(NotificationEvent::Ready, QStringLiteral("gpu-07"),
                                QStringLiteral("gpu-07 is ready"),
                                QStringLiteral("Started in 12 min 34 s.")));
        QTRY_COMPARE(m_server.calls.size(), 1);
        const NotifyCall &c = m_server.calls.first();
        QCOMPARE(c.app, QStringLiteral("Inference Console"));
        QCOMPARE(c.summary, QStringLiteral("gpu-07 is ready"));
        QCOMPARE(c.body, QStringLiteral("Started in 12 min 34 s."));
        QCOMPARE(c.actions, QStringList({ QStringLiteral("default"), QStringLiteral("Show gpu-07") }));
        QCOMPARE(c.hints.value(QStringLiteral("urgency")).value<uchar>(), uchar(1));
        QCOMPARE(notified.size(), 1);

        // The verdict of a validation run; a failure is urgent. Outside text is not markup here.
        notifier.notifyVerdict(QStringLiteral("gpu-07"), Verdict::Fail);
        QTRY_COMPARE(m_server.calls.size(), 2);
        QCOMPARE(m_server.calls.last().summary, QStringLiteral("gpu-07 failed validation"));
        QVERIFY(m_server.calls.last().body.contains(QLatin1String("Validation tab")));
        QCOMPARE(m_server.calls.last().hints.value(QStringLiteral("urgency")).value<uchar>(), uchar(2));
        notifier.notify(NotificationEvent::Stalled, QStringLiteral("a<b>&c"), QStringLiteral("s"),
                        QStringLiteral("No progress in <b>weights</b> & more"));
        QTRY_COMPARE(m_server.calls.size(), 3);
        QCOMPARE(m_server.calls.last().body, QStringLiteral("No progress in <b>weights</b> & more"));
    }

    void eachEventSwitchable()
    {
        Settings settings(iniPath());
        DesktopNotifier notifier(settings);
        QTRY_COMPARE(notifier.channel(), DesktopNotifier::Channel::Service);
        QWidget parent;
        QMenu *menu = notifier.createMenu(&parent);
        auto *stalled
            = menu->findChild<QAction *>(QStringLiteral("notify-%1").arg(int(NotificationEvent::Stalled)));
        QVERIFY(stalled && stalled->isCheckable() && stalled->isChecked());
        stalled->trigger(); // off, from the menu
        QVERIFY(!settings.notificationEnabled(NotificationEvent::Stalled));
        QVERIFY(!notifier.notify(NotificationEvent::Stalled, QStringLiteral("h"), QStringLiteral("s"),
                                 QStringLiteral("b")));
        QVERIFY(notifier.notify(NotificationEvent::Crashed, QStringLiteral("h"), QStringLiteral("crash"),
                                QStringLiteral("b")));
        QTRY_COMPARE(m_server.calls.size(), 1);
        QCOMPARE(m_server.calls.first().summary, QStringLiteral("crash"));
        menu->findChild<QAction *>(QStringLiteral("notifyAll"))->trigger(); // all off
        QVERIFY(!settings.notificationsEnabled());
        QVERIFY(!stalled->isEnabled());
        QVERIFY(!notifier.notify(NotificationEvent::Crashed, QStringLiteral("h"), QStringLiteral("s"),
                                 QStringLiteral("b")));
        QTest::qWait(200);
        QCOMPARE(m_server.calls.size(), 1);
    }

    /// The whole window: a start-up that became ready and a validation verdict reach the desktop;
    /// clicking the notification brings up the host it is about.
    void clickingSelectsTheHost()
    {
        AssembledWindow assembled(iniPath(), { QStringLiteral("alpha"), QStringLiteral("bravo") });
        MainWindow &w = assembled.window();
        Fleet &fleet = assembled.fleet();
        auto *desktop = w.findChild<DesktopNotifier *>(QStringLiteral("desktopNotifier"));
        QVERIFY(desktop);
        auto *menu = w.findChild<QMenu *>(QStringLiteral("notificationsMenu"));
        QVERIFY(menu); // in the View menu, beside "Reset layout"
        QVERIFY(menu->parentWidget()->findChild<QAction *>(QStringLiteral("resetLayoutAction")));
        QTRY_COMPARE(desktop->channel(), DesktopNotifier::Channel::Service);
        QVERIFY(w.selectHost(QStringLiteral("alpha")));

        // The fake hosts answer their health checks too, and each may say "ready" on its own
        // ("The server answers."), at a moment the test does not choose: look for the calls by
        // what they say, not by their count.
        auto find = [this](const QString &summary, const QString &body) -> const NotifyCall * {
            for (const NotifyCall &c : std::as_const(m_server.calls)) {
                if (c.summary == summary && (body.isEmpty() || c.body == body))
                    return &c;
            }
            return nullptr;
        };
        Q_EMIT fleet.session(QStringLiteral("bravo"))->startupWatch()->startupReady(754);
        QTRY_VERIFY(find(QStringLiteral("bravo is ready"), QStringLiteral("Started in 12 min 34 s.")));
        const uint readyId
            = find(QStringLiteral("bravo is ready"), QStringLiteral("Started in 12 min 34 s."))->id;
        auto *ladder = w.findChild<LadderView *>();
        QVERIFY(ladder);
        Q_EMIT ladder->lastVerdictChanged(QStringLiteral("alpha"), Verdict::Pass);
        QTRY_VERIFY(find(QStringLiteral("alpha passed validation"), QString()));
        for (const NotifyCall &c : std::as_const(m_server.calls)) // nothing else was said
            QVERIFY2(c.summary.endsWith(QLatin1String(" is ready"))
                         || c.summary == QLatin1String("alpha passed validation"),
                     qPrintable(c.summary));

        QSignalSpy activated(desktop, &DesktopNotifier::activated);
        click(9999); // not one of ours: nothing happens
        QTest::qWait(200);
        QCOMPARE(activated.size(), 0);
        QCOMPARE(w.currentHost(), QStringLiteral("alpha"));
        click(readyId);
        QTRY_COMPARE(activated.size(), 1);
        QCOMPARE(w.currentHost(), QStringLiteral("bravo"));
    }

    /// "Possibly stuck" is taken back when the start-up moves again: the service closes that
    /// notification (also one withdrawn before the service named it), no other.
    void withdrawTakesBackAStall()
    {
        Settings settings(iniPath());
        DesktopNotifier notifier(settings);
        QTRY_COMPARE(notifier.channel(), DesktopNotifier::Channel::Service);
        for (const char *host : { "gpu-03", "gpu-04" })
            QVERIFY(notifier.notify(NotificationEvent::Stalled, QString::fromLatin1(host),
                                    QStringLiteral("%1 is possibly stuck").arg(QLatin1String(host)),
                                    QStringLiteral("No progress in Weights for 5 min."), true));
        notifier.withdraw(NotificationEvent::Stalled, QStringLiteral("gpu-03")); // before the reply
        QTRY_COMPARE(m_server.calls.size(), 2);
        QTRY_COMPARE(m_server.closed, QList<uint> { m_server.calls.at(0).id });
        notifier.withdraw(NotificationEvent::Ready, QStringLiteral("gpu-04")); // not what was said
        notifier.withdraw(NotificationEvent::Stalled, QStringLiteral("gpu-05")); // nothing said
        QTest::qWait(200);
        QCOMPARE(m_server.closed.size(), 1);
        notifier.withdraw(NotificationEvent::Stalled, QStringLiteral("gpu-04")); // after the reply
        QTRY_COMPARE(m_server.closed, (QList<uint> { m_server.calls.at(0).id, m_server.calls.at(1).id }));
        notifier.withdraw(NotificationEvent::Stalled, QStringLiteral("gpu-04")); // once only
        QTest::qWait(200);
        QCOMPARE(m_server.closed.size(), 2);
    }

    /// The service leaves the bus: the next notification goes to the tray or the status bar.
    void fallsBackWithoutService()
    {
        Settings settings(iniPath());
        StartupNotifier notifier(settings);
        DesktopNotifier *desktop = notifier.desktop();
        QTRY_COMPARE(desktop->channel(), DesktopNotifier::Channel::Service);
        QVERIFY(serverBus().unregisterService(QStringLiteral("org.freedesktop.Notifications")));
        QTRY_VERIFY(desktop->channel() != DesktopNotifier::Channel::Service);
        QSignalSpy status(&notifier, &StartupNotifier::statusMessage);
        QVERIFY(desktop->notify(NotificationEvent::Crashed, QStringLiteral("gpu-07"),
                                QStringLiteral("gpu-07 failed to start"),
                                QStringLiteral("The start-up failed.")));
        QCOMPARE(m_server.calls.size(), 0);
        if (desktop->channel() == DesktopNotifier::Channel::StatusBar) {
            QCOMPARE(status.size(), 1);
            QCOMPARE(status.first().first().toString(),
                     QStringLiteral("gpu-07 failed to start: The start-up failed."));
            // Taken back: the status bar is told which message to clear, once.
            QSignalSpy withdrawn(&notifier, &StartupNotifier::statusWithdrawn);
            QVERIFY(desktop->notify(NotificationEvent::Stalled, QStringLiteral("gpu-07"),
                                    QStringLiteral("gpu-07 is possibly stuck"),
                                    QStringLiteral("No progress.")));
            desktop->withdraw(NotificationEvent::Stalled, QStringLiteral("gpu-07"));
            desktop->withdraw(NotificationEvent::Stalled, QStringLiteral("gpu-07"));
            QCOMPARE(withdrawn.size(), 1);
            QCOMPARE(withdrawn.first().first().toString(),
                     QStringLiteral("gpu-07 is possibly stuck: No progress."));
        }
        QVERIFY(serverBus().registerService(QStringLiteral("org.freedesktop.Notifications"))); // back
        QTRY_COMPARE(desktop->channel(), DesktopNotifier::Channel::Service);
    }
};

QTEST_MAIN(TestDesktopNotifier)
#include "tst_desktopnotifier.moc"
