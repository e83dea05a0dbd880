// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FakeHost.h"
#include "HostDialog.h"
#include "ImportHostsDialog.h"
#include "config/EngineProfile.h"
#include "host/ConnectionTest.h"
#include "transport/LocalTransport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace ic;
using ic::testsupport::FakeHost;

class TestHostDialog : public QObject {
    Q_OBJECT

private:
    static TransportFactory localFactory()
    {
        return [](const HostDefinition &) -> std::unique_ptr<Transport> {
            return std::make_unique<LocalTransport>();
        };
    }
    static QPushButton *okButton(HostDialog &dialog)
    {
        return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }

private Q_SLOTS:
    void unitValidation_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<bool>("ok");
        QTest::newRow("default") << QStringLiteral("vllm.service") << true;
        QTest::newRow("template instance") << QStringLiteral("vllm@kimi.service") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("whitespace") << QStringLiteral("   ") << false;
        QTest::newRow("no suffix") << QStringLiteral("vllm") << false;
        QTest::newRow("shell injection") << QStringLiteral("vllm.service; rm -rf /") << false;
        QTest::newRow("command substitution") << QStringLiteral("$(reboot).service") << false;
        QTest::newRow("backticks") << QStringLiteral("`id`.service") << false;
        QTest::newRow("quote") << QStringLiteral("vl'lm.service") << false;
        QTest::newRow("newline") << QStringLiteral("vllm.service\nreboot") << false;
        QTest::newRow("path") << QStringLiteral("../etc/passwd.service") << false;
        QTest::newRow("leading dashes")
            << QStringLiteral("--all.service") << true; // legal; `--` keeps it an operand
        QTest::newRow("binary junk") << QString::fromLatin1("\x01\x02\xff.service") << false;
        QTest::newRow("huge") << QString(300, u'a') + QStringLiteral(".service") << false;
    }
    void unitValidation()
    {
        QFETCH(QString, unit);
        QFETCH(bool, ok);
        HostDialog dialog(std::make_unique<ConnectionTest>(localFactory()));
        HostDefinition d;
        d.name = QStringLiteral("gpu-01");
        dialog.setDefinition(d);
        QVERIFY(okButton(dialog)->isEnabled());
        auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("unit"));
        edit->clear();
        const bool typable = std::all_of(unit.cbegin(), unit.cend(),
                                         [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0x7f; });
        if (typable)
            QTest::keyClicks(edit, unit); // typed, so the live validation runs per keystroke
        else
            edit->setText(unit); // as a paste would
        const QString error = dialog.findChild<QLabel *>(QStringLiteral("unitError"))->text();
        QCOMPARE(okButton(dialog)->isEnabled(), ok);
        QCOMPARE(error.isEmpty(), ok);
        QCOMPARE(dialog.findChild<QPushButton *>(QStringLiteral("testConnection"))->isEnabled(), ok);
    }

    void fieldsRoundTrip()
    {
        HostDialog dialog(std::make_unique<ConnectionTest>(localFactory()));
        HostDefinition d;
        d.name = QStringLiteral("gpu-02");
        d.target = QStringLiteral("ops@gpu-02.example:2222");
        d.unit = QStringLiteral("sglang.service");
        d.apiPort = 30000;
        d.apiKey = QStringLiteral("sk-secret");
        d.engine = QStringLiteral("sglang");
        d.group = QStringLiteral("production");
        d.tags = QStringList({ QStringLiteral("h200"), QStringLiteral("kimi") });
        d.nvidiaSmiCommand = QStringLiteral("/usr/local/bin/nvidia-smi");
        d.privilegePrefix.clear();
        d.pythonCommand = QStringLiteral("/opt/sglang/.venv/bin/python");
        dialog.setDefinition(d, true);
        QCOMPARE(dialog.definition(), d);
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("gpu-02")));
        QCOMPARE(dialog.findChildren<QLineEdit *>().at(0)->echoMode(), QLineEdit::Normal);
        bool passwordEcho = false;
        for (QLineEdit *e : dialog.findChildren<QLineEdit *>())
            passwordEcho |= e->text() == QLatin1String("sk-secret") && e->echoMode() == QLineEdit::Password;
        QVERIFY(passwordEcho);
        // Tags are split, trimmed and deduplicated.
        for (QLineEdit *e : dialog.findChildren<QLineEdit *>()) {
            if (e->text() == QLatin1String("h200, kimi"))
                e->setText(QStringLiteral(" h200 ,, kimi, h200 "));
        }
        QCOMPARE(dialog.definition().tags, d.tags);
    }

    void engineListComesFromTheProfiles()
    {
        HostDialog dialog(std::make_unique<ConnectionTest>(localFactory()));
        QComboBox *engines = nullptr;
        for (QComboBox *c : dialog.findChildren<QComboBox *>())
            if (c->findData(QStringLiteral("vllm")) >= 0)
                engines = c;
        QVERIFY(engines);
        const QList<EngineProfile> profiles = engineProfiles();
        QCOMPARE(engines->count(), profiles.size() + 1); // and "Detect automatically"
        QCOMPARE(engines->itemData(0).toString(), QString());
        for (const EngineProfile &p : profiles)
            QCOMPARE(engines->itemText(engines->findData(p.id)), p.title);
        QVERIFY(engines->findText(QStringLiteral("TensorRT-LLM (trtllm-serve)")) > 0);
        engines->setCurrentIndex(engines->findData(QStringLiteral("trtllm")));
        QCOMPARE(dialog.definition().engine, QStringLiteral("trtllm"));
        engines->setCurrentIndex(0);
        QCOMPARE(dialog.definition().engine, QString());
    }

    void otherFieldsValidated_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty name") << QStringLiteral("name") << QString() << QStringLiteral("needs a name");
        QTest::newRow("blank name") << QStringLiteral("name") << QStringLiteral("  ")
                                    << QStringLiteral("needs a name");
        QTest::newRow("taken name") << QStringLiteral("name") << QStringLiteral("taken")
                                    << QStringLiteral("already exists");
        QTest::newRow("target with shell")
            << QStringLiteral("target") << QStringLiteral("host;reboot") << QStringLiteral("contains “;”");
        QTest::newRow("target with space")
            << QStringLiteral("target") << QStringLiteral("a b") << QStringLiteral("contains");
    }
    void otherFieldsValidated()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(QString, message);
        HostDialog dialog(std::make_unique<ConnectionTest>(localFactory()));
        HostDefinition d;
        d.name = QStringLiteral("gpu-01");
        dialog.setDefinition(d);
        dialog.setTakenNames({ QStringLiteral("taken") });
        dialog.findChild<QLineEdit *>(field)->setText(text);
        QVERIFY2(dialog.validationText().contains(message), qPrintable(dialog.validationText()));
        QVERIFY(!okButton(dialog)->isEnabled());
    }

    void editingKeepsItsOwnName()
    {
        HostDialog dialog(std::make_unique<ConnectionTest>(localFactory()));
        HostDefinition d;
        d.name = QStringLiteral("gpu-01");
        dialog.setTakenNames({ QStringLiteral("gpu-01"), QStringLiteral("gpu-02") });
        dialog.setDefinition(d, true);
        QVERIFY(okButton(dialog)->isEnabled());
        dialog.findChild<QLineEdit *>(QStringLiteral("name"))->setText(QStringLiteral("gpu-02"));
        QVERIFY(!okButton(dialog)->isEnabled());
    }

    void testConnection_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("expected");
        QTest::newRow("healthy") << QString() << true
                                 << QStringLiteral("vllm.service is active; nvidia-smi sees 4 GPUs.");
        QTest::newRow("unit missing") << QStringLiteral("not-found") << false
                                      << QStringLiteral("the unit vllm.service does not exist there");
        QTest::newRow("no nvidia-smi")
            << QStringLiteral("no-smi") << false << QStringLiteral("nvidia-smi was not found.");
        QTest::newRow("no systemctl")
            << QStringLiteral("no-systemctl") << false << QStringLiteral("systemctl was not found");
    }
    void testConnection()
    {
        QFETCH(QString, setup);
        QFETCH(bool, ok);
        QFETCH(QString, expected);
        FakeHost host(QStringLiteral("gpu-01"));
        host.setGpus(4, 100);
        HostDefinition d = host.definition();
        if (setup == QLatin1String("not-found"))
            host.setState(QStringLiteral("inactive"), QStringLiteral("dead"), QString(),
                          QStringLiteral("not-found"));
        else if (setup == QLatin1String("no-smi"))
            d.nvidiaSmiCommand = QStringLiteral("/nonexistent/nvidia-smi");
        else if (setup == QLatin1String("no-systemctl"))
            d.systemctlCommand = QStringLiteral("/nonexistent/systemctl");
        int created = 0;
        HostDialog dialog(std::make_unique<ConnectionTest>(
            [&created](const HostDefinition &) -> std::unique_ptr<Transport> {
                ++created;
                return std::make_unique<LocalTransport>();
            }));
        dialog.setDefinition(d);
        QSignalSpy tested(&dialog, &HostDialog::connectionTested);
        dialog.findChild<QPushButton *>(QStringLiteral("testConnection"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 15000);
        QCOMPARE(created, 1);
        QCOMPARE(tested.first().at(0).toBool(), ok);
        QVERIFY2(dialog.testResultText().contains(expected), qPrintable(dialog.testResultText()));
        QVERIFY(dialog.testResultText().startsWith(QStringLiteral("Reached local")));
        QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("testConnection"))->isEnabled());
    }

    void noFactoryHidesTheTest()
    {
        HostDialog dialog(nullptr);
        dialog.show();
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("testConnection"))->isVisible());
        dialog.testConnection(); // no factory: nothing happens
        QVERIFY(dialog.testResultText().isEmpty());
    }

    void importPicksOnlyNewHosts()
    {
        QList<HostDefinition> candidates;
        for (const char *name : { "gpu-01", "gpu-02", "gpu-03" }) {
            HostDefinition d;
            d.name = QString::fromLatin1(name);
            d.target = d.name;
            candidates << d;
        }
        ImportHostsDialog dialog(candidates, { QStringLiteral("gpu-02") });
        QVERIFY(dialog.selectedHosts().isEmpty());
        dialog.setAllChecked(true);
        const QList<HostDefinition> picked = dialog.selectedHosts();
        QCOMPARE(picked.size(), 2);
        QCOMPARE(picked.at(0).name, QStringLiteral("gpu-01"));
        QCOMPARE(picked.at(1).name, QStringLiteral("gpu-03"));
        auto *list = dialog.findChild<QListWidget *>();
        QVERIFY(list->item(1)->text().contains(QStringLiteral("already in the fleet")));
        list->item(0)->setCheckState(Qt::Unchecked);
        QCOMPARE(dialog.selectedHosts().size(), 1);
        dialog.setAllChecked(false);
        QVERIFY(dialog.selectedHosts().isEmpty());

        ImportHostsDialog empty({}, {});
        QVERIFY(empty.selectedHosts().isEmpty());
    }
};

QTEST_MAIN(TestHostDialog)
#include "tst_hostdialog.moc"
