// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "transport/RemoteCommand.h"

#include <QDir>
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

    void nativeEngineLines()
    {
        HostDefinition h;
        RemoteCommandBuilder b(h);
        QCOMPARE(b.programVersion(QStringLiteral("/usr/bin/llama-server"), 10).line,
                 QByteArray("timeout -k 2 10 '/usr/bin/llama-server' --version 2>&1"));
        QCOMPARE(b.programVersion(QStringLiteral("llama-server"), 5).line,
                 QByteArray("timeout -k 2 5 'llama-server' --version 2>&1"));
        QCOMPARE(
            RemoteCommandBuilder::modelFileInfo(QStringLiteral("/models/tiny.gguf"), 4).line,
            QByteArray("f='/models/tiny.gguf'; stat -L -c 'type=%F|size=%s' -- \"$f\" || exit 3; if [ -r "
                       "\"$f\" ]; then printf 'magic='; head -c 4 -- \"$f\" 2>/dev/null | od -An -tx1 | "
                       "tr -d ' \\n'; echo; else echo readable=no; fi"));
        // The magic is read in 1–16 bytes whatever the caller asks.
        QVERIFY(RemoteCommandBuilder::modelFileInfo(QStringLiteral("/m"), 0).line.contains("head -c 1 "));
        QVERIFY(RemoteCommandBuilder::modelFileInfo(QStringLiteral("/m"), 99).line.contains("head -c 16 "));
    }

    /// Values that may not reach the host's shell at all: each says why instead of a line.
    void nativeEngineRefuses_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("asProgram"); ///< programVersion refuses it
        QTest::addColumn<bool>("asModel"); ///< modelFileInfo refuses it
        QTest::newRow("newline") << QStringLiteral("/models/a\nreboot") << true << true;
        QTest::newRow("carriage return") << QStringLiteral("/models/a\rb") << true << true;
        QTest::newRow("NUL") << QStringLiteral("/models/a") + QChar(0) + QStringLiteral("b") << true << true;
        QTest::newRow("history !") << QStringLiteral("/models/!!") << true << true;
        QTest::newRow("non-ASCII") << QStringLiteral("/models/modèle.gguf") << true << true;
        QTest::newRow("empty") << QString() << true << true;
        QTest::newRow("leading dash") << QStringLiteral("-rf") << true << true;
        QTest::newRow("option-like") << QStringLiteral("--kill-after=0") << true << true;
        QTest::newRow("relative") << QStringLiteral("models/tiny.gguf") << false << true;
        QTest::newRow("bare name") << QStringLiteral("llama-server") << false << true;
    }
    void nativeEngineRefuses()
    {
        QFETCH(QString, value);
        QFETCH(bool, asProgram);
        QFETCH(bool, asModel);
        const RemoteCommand version = RemoteCommandBuilder(HostDefinition {}).programVersion(value, 10);
        QCOMPARE(!version.isValid(), asProgram);
        QCOMPARE(version.error.isEmpty(), !asProgram);
        const RemoteCommand model = RemoteCommandBuilder::modelFileInfo(value, 4);
        QCOMPARE(!model.isValid(), asModel);
        QCOMPARE(model.error.isEmpty(), !asModel);
        QVERIFY(!RemoteCommandBuilder(HostDefinition {}).programVersion(QStringLiteral("/x"), 0).isValid());
    }

    /// Hostile file names reach a real /bin/sh as one literal path each: the model file is
    /// described (type, size, magic) and the binary answers --version, and nothing else runs.
    void nativeEngineThroughShell_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *v :
             { "tiny.gguf", "my model.gguf", "it's.gguf", "\"quoted\".gguf", "$(touch pwned)",
               "`touch pwned`", "a; touch pwned", "-rf", "--version", "$HOME", "*", "a|b&c>d<e", "\\back" })
            QTest::newRow(v) << QString::fromUtf8(v);
    }
    void nativeEngineThroughShell()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("work")));
        const QString work = dir.filePath(QStringLiteral("work"));

        const QString model = dir.filePath(name);
        QFile m(model);
        QVERIFY2(m.open(QIODevice::WriteOnly), qPrintable(model));
        m.write(QByteArray("GGUF\x03\x00\x00\x00rest", 12));
        m.close();
        const RemoteCommand info = RemoteCommandBuilder::modelFileInfo(model, 4);
        QVERIFY2(info.isValid(), qPrintable(info.error));
        QProcess sh;
        sh.setWorkingDirectory(work);
        sh.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), QString::fromUtf8(info.line) });
        QVERIFY(sh.waitForFinished());
        QCOMPARE(sh.exitCode(), 0);
        QCOMPARE(sh.readAllStandardOutput(), QByteArray("type=regular file|size=12\nmagic=47475546\n"));

        // The same name, missing: stat says so and the line ends with exit status 3.
        const RemoteCommand missing = RemoteCommandBuilder::modelFileInfo(model + QStringLiteral(".gone"), 4);
        sh.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), QString::fromUtf8(missing.line) });
        QVERIFY(sh.waitForFinished());
        QCOMPARE(sh.exitCode(), 3);
        QVERIFY(sh.readAllStandardOutput().isEmpty());

        // A stand-in binary under the hostile name prints its version on stderr; both are read.
        const QString program = dir.filePath(QStringLiteral("bin ") + name);
        QFile p(program);
        QVERIFY(p.open(QIODevice::WriteOnly));
        p.write("#!/bin/sh\necho \"args:$*\"\necho 'version: 0.7.0 (build 11669, commit Debian)' >&2\n");
        p.close();
        p.setPermissions(p.permissions() | QFileDevice::ExeOwner);
        const RemoteCommand version = RemoteCommandBuilder(HostDefinition {}).programVersion(program, 10);
        QVERIFY2(version.isValid(), qPrintable(version.error));
        sh.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), QString::fromUtf8(version.line) });
        QVERIFY(sh.waitForFinished());
        QCOMPARE(sh.exitCode(), 0);
        QCOMPARE(sh.readAllStandardOutput(),
                 QByteArray("args:--version\nversion: 0.7.0 (build 11669, commit Debian)\n"));
        QVERIFY(!QFile::exists(QDir(work).filePath(QStringLiteral("pwned"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pwned"))));
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
