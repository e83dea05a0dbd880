// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "transport/RemoteCommand.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

class TestRemoteCommand : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void quote_data()
    {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QByteArray>("out");
        QTest::newRow("plain") << QByteArray("vllm.service") << QByteArray("'vllm.service'");
        QTest::newRow("empty") << QByteArray() << QByteArray("''");
        QTest::newRow("single quote") << QByteArray("it's") << QByteArray("'it'\\''s'");
        QTest::newRow("backslash kept") << QByteArray("a\\x2db.service") << QByteArray("'a\\x2db.service'");
    }
    void quote()
    {
        QFETCH(QByteArray, in);
        QFETCH(QByteArray, out);
        QCOMPARE(shellQuote(in), out);
    }

    // Every hostile value round-trips through a real shell as one literal argument.
    void quoteThroughShell_data()
    {
        QTest::addColumn<QByteArray>("value");
        for (const char *v : { "$(touch pwned)", "`touch pwned`", "a; touch pwned", "'", "''", "\"", "-rf",
                               "a b  c", "$HOME", "\\", "*", "a|b&c>d<e", "--unit=x" })
            QTest::newRow(v) << QByteArray(v);
    }
    void quoteThroughShell()
    {
        QFETCH(QByteArray, value);
        QTemporaryDir dir;
        QProcess sh;
        sh.setWorkingDirectory(dir.path());
        sh.start(QStringLiteral("/bin/sh"),
                 { QStringLiteral("-c"), QString::fromUtf8("printf %s " + shellQuote(value)) });
        QVERIFY(sh.waitForFinished());
        QCOMPARE(sh.readAllStandardOutput(), value);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pwned"))));
    }

    void unitNames_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<bool>("valid");
        QTest::newRow("service") << QStringLiteral("vllm.service") << true;
        QTest::newRow("template instance") << QStringLiteral("vllm@kimi-k2.service") << true;
        QTest::newRow("escaped") << QStringLiteral("vllm\\x2dprod.service") << true;
        QTest::newRow("colon") << QStringLiteral("a:b.service") << true;
        QTest::newRow("no suffix") << QStringLiteral("vllm") << false;
        QTest::newRow("bad suffix") << QStringLiteral("vllm.exe") << false;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("leading at") << QStringLiteral("@x.service") << false;
        QTest::newRow("quote") << QStringLiteral("v'llm.service") << false;
        QTest::newRow("subst") << QStringLiteral("$(reboot).service") << false;
        QTest::newRow("backtick") << QStringLiteral("`id`.service") << false;
        QTest::newRow("semicolon") << QStringLiteral("a;b.service") << false;
        QTest::newRow("newline") << QStringLiteral("a\nb.service") << false;
        QTest::newRow("trailing newline") << QStringLiteral("vllm.service\n") << false;
        QTest::newRow("trailing CRLF") << QStringLiteral("vllm.service\r\n") << false;
        QTest::newRow("trailing NUL") << QString::fromUtf8("vllm.service\0", 13) << false;
        QTest::newRow("NUL inside") << QString::fromUtf8("vllm\0.service", 13) << false;
        QTest::newRow("leading newline") << QStringLiteral("\nvllm.service") << false;
        QTest::newRow("space") << QStringLiteral("a b.service") << false;
        QTest::newRow("glob") << QStringLiteral("vllm*.service") << false;
        QTest::newRow("path") << QStringLiteral("/etc/passwd") << false;
        QTest::newRow("non-ascii") << QStringLiteral("vllm\u00e9.service") << false;
        QTest::newRow("too long") << QString(256, u'a') + QStringLiteral(".service") << false;
        QTest::newRow("leading dash") << QStringLiteral("-x.service") << true; // valid; `--` protects it
    }
    void unitNames()
    {
        QFETCH(QString, unit);
        QFETCH(bool, valid);
        QCOMPARE(!unitNameError(unit).has_value(), valid);
    }

    void builtLines()
    {
        HostDefinition h;
        h.unit = QStringLiteral("-x.service");
        RemoteCommandBuilder b(h);
        QCOMPARE(b.systemctlShow({ QStringLiteral("ActiveState"), QStringLiteral("InvocationID") }).line,
                 QByteArray("systemctl show -p 'ActiveState,InvocationID' --timestamp=unix -- '-x.service'"));
        QCOMPARE(b.systemctlAction(UnitAction::Restart).line,
                 QByteArray("sudo -n systemctl restart -- '-x.service'"));
        QCOMPARE(b.journal(true, 10, "s=abc;i=1").line,
                 QByteArray("exec journalctl --unit='-x.service' -o json -a -f --after-cursor='s=abc;i=1'"));
        QCOMPARE(b.journal(false, 50).line,
                 QByteArray("exec journalctl --unit='-x.service' -o json -a -n 50"));
        QCOMPARE(
            b.nvidiaSmiQueryGpu({ QStringLiteral("index"), QStringLiteral("memory.used") }, 1).line,
            QByteArray("exec nvidia-smi --query-gpu=index,memory.used --format=csv,noheader,nounits -l 1"));
        QVERIFY(!b.nvidiaSmiQueryGpu({ QStringLiteral("index;reboot") }, 1).isValid());
        QVERIFY(!b.systemctlShow({ QStringLiteral("A,B") }).isValid());
        QVERIFY(!b.journal(true, 0, "bad\ncursor").isValid());
    }

    void hostileUnitNeverBuilds()
    {
        HostDefinition h;
        h.unit = QStringLiteral("$(touch /tmp/pwned).service");
        RemoteCommandBuilder b(h);
        QVERIFY(!b.systemctlShow({}).isValid());
        QVERIFY(!b.systemctlAction(UnitAction::Stop).isValid());
        QVERIFY(!b.journal(true, 1).isValid());
    }

    void autopsyLines()
    {
        HostDefinition h;
        h.unit = QStringLiteral("-x.service");
        RemoteCommandBuilder b(h);
        QCOMPARE(b.processStatus(15).line,
                 QByteArray("timeout -k 2 15 ps -e -o pid=,ppid=,stat=,etimes=,pcpu=,rss=,wchan:32=,args="));
        QCOMPARE(b.pySpyVersion(5).line, QByteArray("timeout -k 2 5 py-spy --version"));
        QCOMPARE(b.pySpyDump(4711, 15, false).line, QByteArray("timeout -k 2 15 py-spy dump --pid 4711"));
        QCOMPARE(b.pySpyDump(4711, 15, true).line,
                 QByteArray("timeout -k 2 15 sudo -n py-spy dump --pid 4711"));
        QCOMPARE(b.processEnviron(4711, 15, false).line,
                 QByteArray("timeout -k 2 15 cat -- '/proc/4711/environ'"));
        QCOMPARE(b.nvidiaSmiTopology(15).line, QByteArray("timeout -k 2 15 nvidia-smi topo -m"));
        QCOMPARE(b.kernelJournal(15, false).line,
                 QByteArray("timeout -k 2 15 journalctl -k -b -o short-iso --no-pager -n 5000"));
        QCOMPARE(b.kernelRingBuffer(15, true).line,
                 QByteArray("timeout -k 2 15 sudo -n dmesg --time-format=iso"));
        QCOMPARE(b.journalTail(200, 15).line,
                 QByteArray("timeout -k 2 15 journalctl --unit='-x.service' -o json -a -n 200"));
        // What cannot be built says why instead of running something else.
        QVERIFY(!b.pySpyDump(0, 15, false).isValid());
        QVERIFY(!b.pySpyDump(-1, 15, false).isValid());
        QVERIFY(!b.processEnviron(4711, 0, false).isValid());
        h.privilegePrefix.clear();
        h.pySpyCommand = QStringLiteral("/opt/tools/py spy");
        RemoteCommandBuilder plain(h);
        QVERIFY(!plain.pySpyDump(4711, 15, true).isValid());
        QCOMPARE(plain.pySpyDump(4711, 15, false).line,
                 QByteArray("timeout -k 2 15 /opt/tools/py spy dump --pid 4711"));
        h.unit = QStringLiteral("$(reboot).service");
        QVERIFY(!RemoteCommandBuilder(h).journalTail(10, 15).isValid());
    }

    /// The bounded commands through a real /bin/sh: `timeout` ends one that hangs with 124.
    void autopsyDeadlineOnTheHost()
    {
        HostDefinition h;
        h.psCommand = QStringLiteral("sleep");
        const RemoteCommand c = RemoteCommandBuilder(h).processStatus(1);
        QVERIFY(c.isValid());
        // `sleep -e …` fails at once; what matters is that the line starts with the deadline.
        QVERIFY(c.line.startsWith("timeout -k 2 1 sleep "));
        QProcess p;
        p.start(QStringLiteral("/bin/sh"),
                { QStringLiteral("-c"), QStringLiteral("timeout -k 2 1 sleep 30") });
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 124);
    }

    void toolWordsQuoted()
    {
        const RemoteCommand c
            = RemoteCommandBuilder::toolWords(QStringLiteral("\"/opt/my tools/smi\" --state '/x'"));
        QVERIFY(c.isValid());
        QCOMPARE(c.line, QByteArray("'/opt/my tools/smi' --state ''\\''/x'\\'''"));
        QVERIFY(!RemoteCommandBuilder::toolWords(QString()).isValid());
        QVERIFY(!RemoteCommandBuilder::toolWords(QStringLiteral("a\nb")).isValid());
    }
};

QTEST_GUILESS_MAIN(TestRemoteCommand)
#include "tst_remotecommand.moc"
