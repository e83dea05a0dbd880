// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The diagnosis card and the environment view on the simulated host's flashinfer mismatch crash:
// real processes through a LocalTransport, real parsers, real journal view.
// With IC_SCREENSHOT_DIR set, the card is saved there as diagnosis-card.png.
#include "DiagnosisCard.h"
#include "EnvironmentView.h"
#include "LogView.h"
#include "SimulatedHost.h"
#include "host/Fleet.h"
#include "host/HostDiagnostics.h"
#include "host/HostSession.h"
#include "monitor/LogModel.h"
#include "monitor/ServiceMonitor.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {
SimulatedHost::Options options(const QString &scenario, const QStringList &extra = {})
{
    SimulatedHost::Options o;
    o.scenario = scenario;
    o.timeScale = 400;
    o.gpus = 2;
    o.extraInitArguments = extra;
    return o;
}

QStringList column(const QTableWidget *t, int c)
{
    QStringList out;
    for (int r = 0; r < t->rowCount(); ++r)
        out.append(t->item(r, c) ? t->item(r, c)->text() : QString());
    return out;
}

/// Saves a grab of `w` when IC_SCREENSHOT_DIR names a directory.
void screenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("IC_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(w->grab().save(dir + u'/' + name));
}
} // namespace

class TestDiagnosisCard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void placeholderWithoutHostOrCrash()
    {
        DiagnosisCard card;
        QVERIFY(!card.isShowingCrash());
        QVERIFY(!card.placeholderText().isEmpty());
        QCOMPARE(card.rootCauseText(), QString());
        QCOMPARE(card.markdown(), QString());
        QSignalSpy show(&card, &DiagnosisCard::showLineRequested);
        card.showInJournalButton()->click(); // hidden and harmless
        QCOMPARE(show.count(), 0);

        EnvironmentView view;
        QVERIFY(!view.refreshButton()->isEnabled());
        QVERIFY(!view.markKnownGoodButton()->isEnabled());
        QCOMPARE(view.versionsTable()->rowCount(), 0);
    }

    void reportWithHostileText()
    {
        // Whatever the log said is shown as text, never as markup.
        CrashReport r;
        r.sequence = 7;
        r.diagnosis.categoryTitle = QStringLiteral("Other");
        r.diagnosis.categoryId = QStringLiteral("other");
        r.diagnosis.rootCause.text = QStringLiteral("<b>RuntimeError</b>: &amp; \x01 ") + QString(5000, u'x');
        r.diagnosis.nextSteps = { QStringLiteral("<script>step</script>") };
        DiagnosisCard card;
        card.resize(600, 400);
        card.showReport(r);
        QVERIFY(card.isShowingCrash());
        QCOMPARE(card.rootCauseText(), r.diagnosis.rootCause.text);
        QCOMPARE(card.nextSteps(), r.diagnosis.nextSteps);
        QCOMPARE(card.findingText(), QString());
        QCOMPARE(card.changesText(), QString());
        QSignalSpy show(&card, &DiagnosisCard::showLineRequested);
        card.showInJournalButton()->click();
        QCOMPARE(show.count(), 1);
        QCOMPARE(show.at(0).at(0).toLongLong(), 7);
        card.clear();
        QVERIFY(!card.isShowingCrash());
    }

    void mismatchCrashOnTheCard()
    {
        QTemporaryDir good;
        {
            SimulatedHost healthy;
            QCOMPARE(healthy.start(
                         options(QStringLiteral("healthy"),
                                 { QStringLiteral("--package"), QStringLiteral("transformers=4.56.2") })),
                     QString());
            Fleet fleet;
            fleet.setSessionOptions({ 1, good.path() });
            fleet.addHost(healthy.definition());
            HostDiagnostics &diag = *fleet.session(healthy.definition().name)->diagnostics();
            EnvironmentView view;
            view.setDiagnostics(&diag);
            QTRY_VERIFY_WITH_TIMEOUT(diag.hasEnvironment() && view.markKnownGoodButton()->isEnabled(), 15000);
            QVERIFY(view.knownGoodText().contains(QLatin1String("No last known good")));
            QSignalSpy saved(&diag, &HostDiagnostics::knownGoodSaved);
            view.markKnownGoodButton()->click();
            QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 15000);
            QTRY_VERIFY_WITH_TIMEOUT(view.knownGoodText().contains(QLatin1String("Nothing changed")), 5000);
        }

        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("crash-flashinfer-mismatch"))), QString());
        Fleet fleet;
        fleet.setSessionOptions({ 1, good.path() });
        fleet.addHost(demo.definition());
        HostSession *s = fleet.session(demo.definition().name);
        HostDiagnostics &diag = *s->diagnostics();
        diag.setSettleInterval(100);

        DiagnosisCard card;
        card.setDiagnostics(&diag);
        EnvironmentView view;
        view.setDiagnostics(&diag);
        LogView log;
        log.setModel(s->log());
        connect(&card, &DiagnosisCard::showLineRequested, &log, &LogView::revealSequence);
        QVERIFY(card.placeholderText().contains(s->name()));

        QTRY_VERIFY_WITH_TIMEOUT(
            card.isShowingCrash() && !card.findingText().isEmpty() && !card.changesText().isEmpty(), 30000);
        QCOMPARE(card.titleText(), crashCategoryTitle(CrashCategory::PackageMismatch));
        QVERIFY2(
            card.rootCauseText().contains(QLatin1String("flashinfer-cubin version (0.6.3) does not match "
                                                        "flashinfer version (0.6.4)")),
            qPrintable(card.rootCauseText()));
        QVERIFY(!card.nextSteps().isEmpty());
        QVERIFY2(card.findingText().contains(QLatin1String("flashinfer-cubin 0.6.3"))
                     && card.findingText().contains(QLatin1String("0.6.4")),
                 qPrintable(card.findingText()));
        QVERIFY2(card.changesText().contains(QStringLiteral("flashinfer-cubin 0.6.4 → 0.6.3")),
                 qPrintable(card.changesText()));
        QVERIFY(card.changesText().contains(QStringLiteral("transformers 4.56.2 → ")));

        // Show in journal selects the root-cause line in the journal view.
        card.showInJournalButton()->click();
        const QModelIndex current = log.listView()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(current.data(LogModel::SequenceRole).toLongLong(), diag.crash()->sequence);
        QVERIFY(current.data().toString().contains(QLatin1String("does not match flashinfer version")));

        // Copy as Markdown.
        QSignalSpy copied(&card, &DiagnosisCard::markdownCopied);
        card.copyButton()->click();
        QCOMPARE(copied.count(), 1);
        const QString md = QApplication::clipboard()->text();
        QVERIFY2(md.contains(QLatin1String("flashinfer-cubin version (0.6.3)")), qPrintable(md));
        QCOMPARE(md, card.markdown());

        // The environment view: watched versions, the finding with its severity, the diff.
        const QStringList names = column(view.versionsTable(), 0);
        for (const char *p :
             { "vllm", "torch", "flashinfer-python", "flashinfer-cubin", "triton", "transformers" })
            QVERIFY2(names.contains(QLatin1String(p)), p);
        QCOMPARE(column(view.versionsTable(), 1).at(names.indexOf(QStringLiteral("flashinfer-cubin"))),
                 QStringLiteral("0.6.3"));
        QCOMPARE(column(view.versionsTable(), 2).at(names.indexOf(QStringLiteral("flashinfer-cubin"))),
                 QStringLiteral("0.6.4"));
        QVERIFY(view.systemText().contains(QLatin1String("580.95.05")));
        const QStringList findings = column(view.findingsTable(), 1);
        QVERIFY(!findings.isEmpty());
        QVERIFY(findings.first().contains(QLatin1String("flashinfer-cubin 0.6.3")));
        QVERIFY(QStringList({ QStringLiteral("warning"), QStringLiteral("error") })
                    .contains(column(view.findingsTable(), 0).first()));
        const QStringList changed = column(view.changesTable(), 1);
        QVERIFY(changed.contains(QStringLiteral("flashinfer-cubin")));
        QVERIFY(changed.contains(QStringLiteral("transformers")));

        card.resize(760, 300);
        card.show();
        QVERIFY(QTest::qWaitForWindowExposed(&card));
        screenshot(&card, QStringLiteral("diagnosis-card.png"));
        view.resize(760, 640);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        screenshot(&view, QStringLiteral("environment-view.png"));

        // Refresh runs again; a restart clears the card.
        QSignalSpy refreshed(&diag, &HostDiagnostics::environmentUpdated);
        view.refreshButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(refreshed.count() >= 1, 15000);
        s->service()->runAction(UnitAction::Restart);
        QTRY_VERIFY_WITH_TIMEOUT(!card.isShowingCrash(), 20000);
    }
};

QTEST_MAIN(TestDiagnosisCard)
#include "tst_diagnosiscard.moc"
