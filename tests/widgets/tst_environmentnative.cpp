// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The environment view on a host whose unit runs llama-server (a native binary, `command.native`
// in its profile): it says there is no Python environment and shows the binary's version (read
// with `--version`, printed on stderr as some builds do) and the model file, instead of asking
// for "the service's Python". With IC_SCREENSHOT_DIR set, saved as environment-native.png.
#include "EnvironmentView.h"
#include "FakeHost.h"
#include "WidgetScreenshot.h"
#include "host/Fleet.h"
#include "host/HostSession.h"

#include <QDir>
#include <QFile>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

class TestEnvironmentNative : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void showsTheBinaryNotPython()
    {
        // A stand-in llama-server that answers --version the way Debian's 0.7.0 does, on stderr.
        const QString binary = m_dir.filePath(QStringLiteral("bin/llama-server"));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("bin"))));
        QFile f(binary);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\necho 'load_backend: loaded CPU backend' >&2\n"
                "echo 'version: 0.7.0 (build 11669, commit Debian)' >&2\n"
                "echo 'built with GNU 14.2.0 for Linux x86_64' >&2\n");
        f.close();
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
        const QString model = QStringLiteral("/srv/models/qwen3-0.6b-q8_0.gguf");

        testsupport::FakeHost host(QStringLiteral("cpu-llama"));
        host.write(QStringLiteral("show"),
                   QStringLiteral("LoadState=loaded\nActiveState=active\nSubState=running\nMainPID=4242\n"
                                  "InvocationID=inv1\nExecStart={ path=%1 ; argv[]=%1 -m %2 --port 8080 ; "
                                  "ignore_errors=no ; start_time=[n/a] ; stop_time=[n/a] ; pid=0 ; "
                                  "code=(null) ; status=0/0 }\n")
                       .arg(binary, model));
        HostDefinition d = host.definition();
        d.nvidiaSmiCommand = QStringLiteral("env PATH=/nonexistent nvidia-smi");
        Fleet fleet;
        fleet.setSessionOptions({ 1, m_dir.filePath(QStringLiteral("data")) });
        QVERIFY(fleet.addHost(d).isEmpty());
        HostSession *session = fleet.session(d.name);

        EnvironmentView view;
        view.resize(900, 420);
        view.setDiagnostics(session->diagnostics());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY_WITH_TIMEOUT(
            view.systemText().contains(QLatin1String("0.7.0 (build 11669, commit Debian)")), 15000);
        QVERIFY2(view.statusText().contains(QLatin1String("native binary")), qPrintable(view.statusText()));
        QVERIFY2(view.statusText().contains(QLatin1String("no Python environment")),
                 qPrintable(view.statusText()));
        QVERIFY2(!view.statusText().contains(QLatin1String("service's Python")),
                 qPrintable(view.statusText()));
        QVERIFY2(view.systemText().contains(model), qPrintable(view.systemText()));
        QCOMPARE(view.versionsTable()->item(0, 0)->text(), QStringLiteral("llama-server"));
        QCOMPARE(view.versionsTable()->item(0, 1)->text(),
                 QStringLiteral("0.7.0 (build 11669, commit Debian)"));
        QCOMPARE(view.versionsTable()->item(1, 1)->text(), model);
        QVERIFY(testsupport::saveScreenshotIfAsked(&view, QStringLiteral("environment-native.png")));
    }
};

QTEST_MAIN(TestEnvironmentNative)
#include "tst_environmentnative.moc"
