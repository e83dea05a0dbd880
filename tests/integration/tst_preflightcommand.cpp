// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console check --preflight` as an operator runs it: the built binary against simulated
// hosts named in a hosts file; exit 0 when nothing blocks, 1 on a blocking finding, 2 when it
// could not run, in text and JSON.
#include "RunBinary.h"
#include "SimulatedHost.h"
#include "TempHostsFile.h"
#include "config/HostStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

class TestPreflightCommand : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::vector<std::unique_ptr<testsupport::TempHostsFile>> m_hostsFiles;
    QString hostsFile(const QList<HostDefinition> &hosts)
    {
        m_hostsFiles.push_back(std::make_unique<testsupport::TempHostsFile>(hosts));
        return m_hostsFiles.back()->isValid() ? m_hostsFiles.back()->path() : QString();
    }

    int runConsole(const QStringList &args, QByteArray *out, QByteArray *err = nullptr)
    {
        testsupport::RunOptions o;
        o.environment.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        o.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        o.environment.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.debug=false"));
        o.deadlineMs = 60000;
        const testsupport::RunResult r = testsupport::runBinary(
            testsupport::consolePath(), QStringList { QStringLiteral("check") } + args, o);
        *out = r.out;
        if (err)
            *err = r.err;
        return r.exitedNormally() ? r.exitCode : -1;
    }
    static testsupport::SimulatedHost::Options demoOptions(const QString &name, const QStringList &extra)
    {
        testsupport::SimulatedHost::Options o;
        o.name = name;
        o.timeScale = 400;
        o.gpus = 2;
        o.startService = false;
        o.extraInitArguments = extra;
        return o;
    }

private Q_SLOTS:
    void exitCodes()
    {
        testsupport::SimulatedHost clean, blocked;
        QCOMPARE(clean.start(demoOptions(QStringLiteral("clean"), {})), QString());
        QCOMPARE(blocked.start(demoOptions(QStringLiteral("blocked"),
                                           { QStringLiteral("--leftover-gpu"), QStringLiteral("0") })),
                 QString());
        HostDefinition nowhere;
        nowhere.name = QStringLiteral("nowhere");
        nowhere.target = QStringLiteral("nobody@127.0.0.1:1");
        const QString hosts = hostsFile({ clean.definition(), blocked.definition(), nowhere });

        QByteArray out, err;
        QCOMPARE(runConsole({ QStringLiteral("--preflight"), QStringLiteral("--hosts"), hosts,
                              QStringLiteral("--host"), QStringLiteral("clean") },
                            &out, &err),
                 0);
        QVERIFY2(out.contains("Preflight clean (vllm.service): clear"), out.constData());

        QCOMPARE(runConsole({ QStringLiteral("--preflight"), QStringLiteral("--hosts"), hosts,
                              QStringLiteral("--host"), QStringLiteral("clean"), QStringLiteral("--host"),
                              QStringLiteral("blocked"), QStringLiteral("--json") },
                            &out),
                 1);
        const QJsonObject o = QJsonDocument::fromJson(out).object();
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("preflight"));
        QCOMPARE(o.value(QStringLiteral("exit_code")).toInt(), 1);
        const QJsonArray reports = o.value(QStringLiteral("hosts")).toArray();
        QCOMPARE(reports.size(), 2);
        QCOMPARE(reports.at(0).toObject().value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("clear"));
        QCOMPARE(reports.at(1).toObject().value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("blocked"));
        QVERIFY(QJsonDocument(reports.at(1).toObject()).toJson().contains("leftover-gpu/3187"));

        QCOMPARE(runConsole({ QStringLiteral("--preflight"), QStringLiteral("--hosts"), hosts,
                              QStringLiteral("--host"), QStringLiteral("nowhere"),
                              QStringLiteral("--timeout"), QStringLiteral("3") },
                            &out),
                 2);
        QVERIFY2(out.contains("COULD NOT RUN"), out.constData());

        // Usage errors: no host, an unknown host.
        QCOMPARE(runConsole({ QStringLiteral("--preflight") }, &out, &err), 2);
        QVERIFY(err.contains("--preflight"));
        QCOMPARE(runConsole({ QStringLiteral("--preflight"), QStringLiteral("--hosts"), hosts,
                              QStringLiteral("--host"), QStringLiteral("gpu-99") },
                            &out, &err),
                 2);
        QVERIFY(err.contains("gpu-99"));
    }
};

QTEST_GUILESS_MAIN(TestPreflightCommand)
#include "tst_preflightcommand.moc"
