// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Every failure named: the standard error of real tools (tests/fixtures/remote-errors/, sources
// in its README) becomes its own sentence with the remedy.

#include "transport/RemoteFailure.h"

#include <QFile>
#include <QTest>

using namespace ic;
using Kind = RemoteFailure::Kind;

Q_DECLARE_METATYPE(RemoteFailure::Kind)

class TestRemoteFailure : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void classify_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QByteArray>("text"); // used when fixture is empty
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("says"); // part of the message
        auto file = [](const char *name, int exitCode, Kind kind, const char *program, const char *says) {
            QTest::newRow(name) << QString::fromLatin1(name) << QByteArray() << exitCode << kind
                                << QString::fromLatin1(program) << QString::fromLatin1(says);
        };
        file("bash-sudo-missing.txt", 127, Kind::SudoMissing, "sudo", "sudo is not installed on gpu-01");
        file("dash-sudo-missing.txt", 127, Kind::SudoMissing, "sudo", "privilege prefix");
        file("zsh-sudo-missing.txt", 127, Kind::SudoMissing, "sudo", "sudo is not installed");
        file("bash-nvidia-smi-missing.txt", 127, Kind::CommandMissing, "nvidia-smi",
             "NVIDIA driver utilities");
        file("dash-journalctl-missing.txt", 127, Kind::CommandMissing, "journalctl",
             "journalctl was not found");
        file("dash-exec-journalctl-missing.txt", 127, Kind::CommandMissing, "journalctl",
             "journalctl was not found");
        file("bash-exec-nvidia-smi-missing.txt", 127, Kind::CommandMissing, "nvidia-smi",
             "nvidia-smi was not found");
        file("zsh-exec-nvidia-smi-missing.txt", 127, Kind::CommandMissing, "nvidia-smi",
             "nvidia-smi was not found");
        file("sudo-nvidia-smi-missing.txt", 1, Kind::CommandMissing, "nvidia-smi",
             "nvidia-smi was not found");
        file("sudo-password-required.txt", 1, Kind::SudoPassword, "", "NOPASSWD");
        file("sudo-terminal-required.txt", 1, Kind::SudoPassword, "", "asks for a password");
        file("systemctl-no-systemd.txt", 1, Kind::NoSystemd, "", "does not run systemd");
        file("journalctl-insufficient-permissions.txt", 1, Kind::JournalPermission, "", "systemd-journal");
        file("journalctl-hint-only.txt", 0, Kind::JournalPermission, "", "may not read the system journal");
        file("systemctl-restart-unit-not-found.txt", 5, Kind::UnitNotFound, "",
             "vllm.service does not exist");
        file("systemctl-unit-could-not-be-found.txt", 1, Kind::UnitNotFound, "", "does not exist");
        file("nvidia-smi-no-driver.txt", 9, Kind::GpuDriver, "", "cannot talk to the NVIDIA driver");
        auto text = [](const char *name, const QByteArray &err, int exitCode, Kind kind, const char *says) {
            QTest::newRow(name) << QString() << err << exitCode << kind << QString()
                                << QString::fromLatin1(says);
        };
        text("fish", "fish: Unknown command: sudo\n", 127, Kind::SudoMissing, "sudo is not installed");
        text("not in sudoers", "ops is not in the sudoers file.  This incident will be reported.\n", 1,
             Kind::SudoNotAllowed, "sudoers");
        text("127 without words", "", 127, Kind::CommandMissing, "exit status 127");
        text("empty", "", 1, Kind::None, "");
        text("ordinary failure",
             "Job for vllm.service failed because the control process exited with error code.\n", 1,
             Kind::None, "");
        text("binary junk", QByteArray("\x00\xff\xfe\x1b[31m not found\n", 20), 1, Kind::None, "");
        text("a unit named like a message", "vllm.service: command not found in logs\n", 1, Kind::None, "");
        text("10 MB", QByteArray(10 * 1024 * 1024, 'x'), 1, Kind::None, "");
    }

    void classify()
    {
        QFETCH(QString, fixture);
        QFETCH(QByteArray, text);
        QFETCH(int, exitCode);
        QFETCH(Kind, kind);
        QFETCH(QString, program);
        QFETCH(QString, says);
        QByteArray err = text;
        if (!fixture.isEmpty()) {
            QFile f(QStringLiteral(IC_FIXTURES_DIR "/remote-errors/") + fixture);
            QVERIFY(f.open(QIODevice::ReadOnly));
            err = f.readAll();
        }
        const RemoteFailure r
            = classifyRemoteFailure(exitCode, err, QStringLiteral("gpu-01"), QStringLiteral("vllm.service"));
        QCOMPARE(r.kind, kind);
        if (!program.isEmpty())
            QCOMPARE(r.program, program);
        if (kind == Kind::None)
            QVERIFY(r.message.isEmpty());
        else
            QVERIFY2(r.message.contains(says), qPrintable(r.message));
    }
};

QTEST_GUILESS_MAIN(TestRemoteFailure)
#include "tst_remotefailure.moc"
