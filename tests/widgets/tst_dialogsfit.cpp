// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Every dialog of the console fits the screen it opens on: two offscreen screens, 1280 × 720 and
// 1024 × 600 side by side (the offscreen platform's configfile, written by main() below), a
// parent window on each, and each dialog opened over it with the content that made dialogs
// leave the screen: a long preflight report arriving after the confirmation was placed, a
// rollout of many hosts, long notes on a host key, a many-line login prompt. The dialog's frame
// and every visible button lie inside the screen's available geometry, before and after the late
// content; no dialog needs more than 1024 × 600; the layout audit agrees, and finds a dialog that
// is pushed off its screen.
// With IC_SCREENSHOT_DIR set, the restart confirmation and the rollout dialog are saved there.
#include "AutopsyDialog.h"
#include "ConfirmActionDialog.h"
#include "DialogFit.h"
#include "FakeHost.h"
#include "HostDialog.h"
#include "HostKeyDialog.h"
#include "ImportHostsDialog.h"
#include "LayoutAudit.h"
#include "LoadProbeDialog.h"
#include "OffscreenScreens.h"
#include "RolloutDialog.h"
#include "SecretPromptDialog.h"
#include "WidgetScreenshot.h"
#include "history/HistoryDatabase.h"
#include "host/ConnectionTest.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/ServiceMonitor.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <functional>

using namespace ic;
using namespace ic::testsupport;

namespace {

QString rect(const QRect &r)
{
    return QStringLiteral("%1x%2 at %3,%4").arg(r.width()).arg(r.height()).arg(r.x()).arg(r.y());
}

/// Why `dialog` does not fit `screen` (its frame or a visible button outside the available
/// geometry, a minimum size over the screen or over 1024 × 600); empty when it fits.
QStringList misfits(const QWidget *dialog, const QScreen *screen)
{
    QStringList out;
    const QRect available = screen->availableGeometry();
    if (dialog->screen() != screen)
        out << QStringLiteral("on screen %1, not %2").arg(dialog->screen()->name(), screen->name());
    if (!available.contains(dialog->frameGeometry()))
        out << QStringLiteral("frame %1 outside %2").arg(rect(dialog->frameGeometry()), rect(available));
    for (const QAbstractButton *b : dialog->findChildren<const QAbstractButton *>()) {
        if (!b->isVisibleTo(dialog) || b->window() != dialog)
            continue;
        const QRect at(b->mapToGlobal(QPoint(0, 0)), b->size());
        if (!available.contains(at))
            out << QStringLiteral("button “%1” %2 outside %3").arg(b->text(), rect(at), rect(available));
    }
    const QSize minimum = dialog->minimumSize().expandedTo(dialog->minimumSizeHint());
    if (minimum.width() > 1024 || minimum.height() > 600)
        out << QStringLiteral("minimum size %1x%2 over 1024x600").arg(minimum.width()).arg(minimum.height());
    if (const QStringList problems = auditLayout(dialog).problems; !problems.isEmpty())
        out << QStringLiteral("layout audit: ") + problems.join(QStringLiteral("; "));
    return out;
}

/// A preflight that found much: every check with its evidence, blocking findings with remedies.
PreflightReport longPreflight()
{
    PreflightReport r;
    r.host = QStringLiteral("gpu-01");
    r.unit = QStringLiteral("vllm.service");
    r.started = QDateTime::currentDateTimeUtc();
    r.seconds = 4.2;
    const char *ids[] = { "packages", "drift", "driver", "leftover-gpu", "disk", "shm", "port" };
    for (const char *id : ids) {
        PreflightCheck c;
        c.id = QString::fromLatin1(id);
        c.title = QStringLiteral("Check %1 before the restart").arg(c.id);
        c.status = PreflightCheck::Status::Done;
        for (int i = 0; i < 6; ++i)
            c.evidence << QStringLiteral(
                              "/opt/vllm/venv/lib/python3.12/site-packages/%1-%2.dist-info/METADATA: "
                              "Version: 0.6.%2 (measured by the console over SSH)")
                              .arg(c.id)
                              .arg(i);
        for (int f = 0; f < 2; ++f) {
            PreflightFinding finding;
            finding.id = c.id + QStringLiteral("/finding-%1").arg(f);
            finding.severity = f == 0 ? PreflightSeverity::Block : PreflightSeverity::Warn;
            finding.title = QStringLiteral("flashinfer-cubin 0.6.3 beside flashinfer-python 0.6.4: the "
                                           "engine will not start with mismatched kernels");
            finding.evidence << QStringLiteral("pip show flashinfer-cubin → Version: 0.6.3")
                             << QStringLiteral("pip show flashinfer-python → Version: 0.6.4");
            finding.remedy
                = QStringLiteral("pip install flashinfer-cubin==0.6.4 in the service's environment");
            c.findings << finding;
        }
        r.checks << c;
    }
    return r;
}

} // namespace

class TestDialogsFit : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::vector<std::unique_ptr<FakeHost>> m_hosts;
    Fleet m_fleet;
    std::shared_ptr<HistoryDatabase> m_db;

    /// A main window on `screen`, filling its available geometry as a maximised window would.
    std::unique_ptr<QWidget> parentOn(QScreen *screen)
    {
        auto window = std::make_unique<QWidget>();
        window->setScreen(screen);
        window->setGeometry(screen->availableGeometry().adjusted(0, 0, -1, -1));
        window->show();
        return window;
    }

    static QScreen *screenNamed(const QString &name)
    {
        for (QScreen *s : QGuiApplication::screens())
            if (s->name() == name)
                return s;
        return nullptr;
    }

    /// Opens `dialog` over a window on the screen, checks it, adds the late content, checks again.
    void check(QScreen *screen, QWidget *parent, QDialog *dialog, const std::function<void()> &late,
               const QString &shot = {})
    {
        Q_UNUSED(parent);
        dialog->open();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTest::qWait(50);
        QStringList problems = misfits(dialog, screen);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("on opening: ") + problems.join(u'\n')));
        if (late) {
            late();
            if (QTest::currentTestFailed())
                return;
            QTest::qWait(100);
            problems = misfits(dialog, screen);
            QVERIFY2(problems.isEmpty(),
                     qPrintable(QStringLiteral("after the late content: ") + problems.join(u'\n')));
        }
        if (!shot.isEmpty())
            QVERIFY(saveScreenshotIfAsked(dialog, shot.arg(screen->name())));
        else
            QVERIFY(saveScreenshotIfAsked(
                dialog,
                QStringLiteral("dialog-%1.png")
                    .arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Both screens exist and are the sizes asked for: the geometry the checks rely on.
        QScreen *large = screenNamed(QStringLiteral("1280x720"));
        QScreen *small = screenNamed(QStringLiteral("1024x600"));
        QVERIFY2(large && small, "the offscreen platform did not read the screens from its configfile");
        QCOMPARE(large->availableGeometry(), QRect(0, 0, 1280, 720));
        QCOMPARE(small->availableGeometry(), QRect(1280, 0, 1024, 600));

        // A fleet of 24 fake hosts: the rollout's plan and progress have a row for each.
        for (int i = 1; i <= 24; ++i) {
            m_hosts.push_back(
                std::make_unique<FakeHost>(QStringLiteral("gpu-%1").arg(i, 2, 10, QLatin1Char('0'))));
            HostDefinition d = m_hosts.back()->definition();
            d.group = i % 2 ? QStringLiteral("production-a") : QStringLiteral("production-b");
            QCOMPARE(m_fleet.addHost(d), QString());
        }
        m_db = HistoryDatabase::open(m_dir.filePath(QStringLiteral("history.sqlite")));
        QVERIFY(m_db);
    }

    void dialogFits_data()
    {
        QTest::addColumn<QString>("screen");
        QTest::addColumn<QString>("dialog");
        const QStringList dialogs
            = { QStringLiteral("restart"),    QStringLiteral("stop"),           QStringLiteral("rollout"),
                QStringLiteral("loadprobe"),  QStringLiteral("autopsy"),        QStringLiteral("hosteditor"),
                QStringLiteral("hostkey"),    QStringLiteral("hostkeyrefused"), QStringLiteral("secret"),
                QStringLiteral("importhosts") };
        for (const QString &screen : { QStringLiteral("1280x720"), QStringLiteral("1024x600") })
            for (const QString &dialog : dialogs)
                QTest::addRow("%s %s", qPrintable(dialog), qPrintable(screen)) << screen << dialog;
    }

    void dialogFits()
    {
        QFETCH(QString, screen);
        QFETCH(QString, dialog);
        QScreen *on = screenNamed(screen);
        QVERIFY(on);
        const std::unique_ptr<QWidget> window = parentOn(on);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCOMPARE(window->screen(), on);

        if (dialog == QLatin1String("restart") || dialog == QLatin1String("stop")) {
            const bool restart = dialog == QLatin1String("restart");
            auto *d = new ConfirmActionDialog(
                restart ? UnitAction::Restart : UnitAction::Stop, QStringLiteral("gpu-01"),
                QStringLiteral("vllm.service"),
                QStringLiteral("sudo -n /usr/bin/systemctl --no-ask-password %1 -- 'vllm.service'")
                    .arg(restart ? QStringLiteral("restart") : QStringLiteral("stop")),
                window.get());
            if (restart)
                d->setPreflightRunning();
            check(on, window.get(), d,
                  restart ? std::function<void()>([d] { d->setPreflight(longPreflight()); }) : nullptr,
                  restart ? QStringLiteral("restart-confirmation-%1.png") : QString());
            if (restart)
                QVERIFY(d->findChild<QPlainTextEdit *>(QStringLiteral("preflight"))->isVisible());
        } else if (dialog == QLatin1String("rollout")) {
            // The first batch's restart fails on both hosts: the rollout stops and shows the diagnosis.
            for (int i = 0; i < 2; ++i)
                m_hosts[i]->failActions(1,
                                        QStringLiteral("Job for vllm.service failed because the control "
                                                       "process exited with error code."));
            auto *d = new RolloutDialog(&m_fleet, m_db, window.get());
            check(
                on, window.get(), d,
                [d] {
                    // The whole fleet in batches of two, every command listed; started, it stops on
                    // the first batch with the diagnosis below the progress of every host.
                    d->batchSpin()->setValue(2);
                    d->maxUnavailableSpin()->setValue(2);
                    d->startButton()->click();
                    QTRY_VERIFY_WITH_TIMEOUT(d->diagnosisText()->isVisible(), 30000);
                },
                QStringLiteral("rollout-dialog-%1.png"));
            QCOMPARE(d->hostList()->count(), 24);
        } else if (dialog == QLatin1String("loadprobe")) {
            check(on, window.get(), new LoadProbeDialog(window.get()), nullptr);
        } else if (dialog == QLatin1String("autopsy")) {
            auto *d = new AutopsyDialog(window.get());
            d->setSession(m_fleet.session(QStringLiteral("gpu-01")));
            check(on, window.get(), d, nullptr);
        } else if (dialog == QLatin1String("hosteditor")) {
            auto *d = new HostDialog(nullptr, window.get());
            d->setDefinition(m_hosts.front()->definition(), true);
            // The advanced tool commands unfold after it was placed: the dialog grows.
            check(on, window.get(), d, [d] { d->findChild<QToolButton *>()->setChecked(true); });
        } else if (dialog == QLatin1String("hostkey")) {
            HostKeyInfo info;
            info.host = QStringLiteral("gpu-01.cluster-eu-west.inference.example.com");
            info.port = 2222;
            info.keyType = QStringLiteral("ssh-ed25519");
            info.fingerprint = QStringLiteral("SHA256:nWXhNODZL9o9SEn3QzVD3AkEhDABUflHbcSqXH3xxTM");
            info.knownHostsFile
                = QStringLiteral("/home/operations-team/.config/ssh/known_hosts.d/"
                                 "cluster-eu-west-inference-example-com/gpu-nodes/"
                                 "h200-sxm5-rack-07-and-rack-08-during-the-migration/known_hosts");
            info.target = info.host;
            for (int i = 0; i < 8; ++i)
                info.notes << QStringLiteral("%1:%2: @cert-authority entry for this host: host certificates "
                                             "are not checked by the console; the plain host key is "
                                             "checked instead")
                                  .arg(info.knownHostsFile)
                                  .arg(i + 7);
            check(on, window.get(), new HostKeyDialog(info, window.get()), nullptr);
        } else if (dialog == QLatin1String("hostkeyrefused")) {
            HostKeyInfo info;
            info.host = QStringLiteral("gpu-01");
            info.keyType = QStringLiteral("ssh-ed25519");
            info.fingerprint = QStringLiteral("SHA256:nWXhNODZL9o9SEn3QzVD3AkEhDABUflHbcSqXH3xxTM");
            info.knownHostsFile = QStringLiteral("/home/ops/.ssh/known_hosts");
            info.line = 3;
            info.problem = HostKeyInfo::Problem::Changed;
            info.removeCommand = QStringLiteral("ssh-keygen -R 'gpu-01' -f /home/ops/.ssh/known_hosts");
            check(on, window.get(), new HostKeyRefusedDialog(info, window.get()), nullptr);
        } else if (dialog == QLatin1String("secret")) {
            SecretRequest r;
            r.kind = SecretRequest::Kind::KeyboardInteractive;
            r.host = QStringLiteral("ops@gpu-01:22");
            r.name = QStringLiteral("Duo two-factor login");
            QStringList banner;
            for (int i = 0; i < 30; ++i)
                banner << QStringLiteral("Line %1 of the site's login banner: authorised use only; "
                                         "every session is recorded.")
                              .arg(i + 1);
            r.instruction = banner.join(u'\n');
            for (int i = 0; i < 4; ++i)
                r.prompts << SecretRequest::Prompt { QStringLiteral("Passcode or option (1-%1):").arg(i + 3),
                                                     i == 0 };
            check(on, window.get(), new SecretPromptDialog(r, window.get()), nullptr);
        } else if (dialog == QLatin1String("importhosts")) {
            QList<HostDefinition> candidates;
            for (int i = 0; i < 200; ++i) {
                HostDefinition d;
                d.name = QStringLiteral("gpu-%1").arg(i, 3, 10, QLatin1Char('0'));
                d.target = QStringLiteral("ops@%1.cluster.example.com").arg(d.name);
                candidates << d;
            }
            check(on, window.get(),
                  new ImportHostsDialog(candidates, { QStringLiteral("gpu-001") }, window.get()), nullptr);
        } else {
            QFAIL("unknown dialog");
        }
    }

    void auditFindsADialogOffItsScreen()
    {
        QScreen *on = screenNamed(QStringLiteral("1024x600"));
        const std::unique_ptr<QWidget> window = parentOn(on);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto *d = new ImportHostsDialog({}, {}, window.get());
        d->open();
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QVERIFY2(auditLayout(d).problems.isEmpty(), qPrintable(auditLayout(d).problems.join(u'\n')));
        // Taller than the screen (as a dialog without the fitter was): its buttons below the edge.
        d->removeEventFilter(d->findChild<DialogFit *>());
        d->setMinimumHeight(700);
        QTRY_VERIFY(d->height() >= 700);
        const LayoutAudit audit = auditLayout(d);
        QVERIFY(audit.checked > 0);
        QVERIFY2(audit.problems.join(u'\n').contains(QLatin1String("minimum size")),
                 qPrintable(audit.problems.join(u'\n')));
        QVERIFY2(audit.problems.join(u'\n').contains(QLatin1String("button")),
                 qPrintable(audit.problems.join(u'\n')));
    }
};

int main(int argc, char **argv)
{
    // Two screens for the offscreen platform: a 1280 × 720 laptop and a 1024 × 600 netbook.
    QTemporaryDir dir;
    if (!ic::testsupport::useOffscreenScreens(dir, { { 1280, 720 }, { 1024, 600 } }))
        return 2;
    QApplication app(argc, argv);
    TestDialogsFit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_dialogsfit.moc"
