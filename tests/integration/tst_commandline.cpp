// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The built binary run as a user runs it, with no display (DISPLAY, WAYLAND_DISPLAY and
// QT_QPA_PLATFORM unset): help, version, usage errors, broken hosts files, hostile logs.
#include "RunBinary.h"
#include "TempHostsFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ic::testsupport;

namespace {

RunResult run(const QStringList &arguments, const QString &home = QString())
{
    RunOptions o;
    o.environment = headlessEnvironment();
    if (!home.isEmpty())
        setHome(o.environment, home);
    return runBinary(consolePath(), arguments, o);
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString file(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        f.write(content);
        return path;
    }

private Q_SLOTS:
    void usage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("stdoutHas");
        QTest::addColumn<QByteArray>("stderrHas");
        auto row = [](const char *name, QStringList a, int code, QByteArray out, QByteArray err) {
            QTest::newRow(name) << a << code << out << err;
        };
        row("--help", { QStringLiteral("--help") }, 0, "Usage: inference-console", "");
        row("-h", { QStringLiteral("-h") }, 0, "Exit status: 0", "");
        row("--version", { QStringLiteral("--version") }, 0, "inference-console 0.", "");
        row("help check", { QStringLiteral("help"), QStringLiteral("check") }, 0,
            "Usage: inference-console check", "");
        row("help analyze", { QStringLiteral("help"), QStringLiteral("analyze") }, 0,
            "Usage: inference-console analyze", "");
        row("check --help", { QStringLiteral("check"), QStringLiteral("--help") }, 0, "--ladder", "");
        row("analyze --version", { QStringLiteral("analyze"), QStringLiteral("--version") }, 0,
            "inference-console 0.", "");
        row("mistyped command", { QStringLiteral("chek") }, 2, "", "Did you mean “check”?");
        row("help mistyped", { QStringLiteral("help"), QStringLiteral("analyse") }, 2, "",
            "Did you mean “analyze”?");
        row("mistyped option", { QStringLiteral("--demoo") }, 2, "", "Did you mean “--demo”?");
        row("mistyped check option", { QStringLiteral("check"), QStringLiteral("--jsn") }, 2, "",
            "Did you mean “--json”?");
        row("option without value", { QStringLiteral("check"), QStringLiteral("--host") }, 2, "",
            "inference-console check:");
        row("analyze without file", { QStringLiteral("analyze") }, 2, "", "missing argument");
        row("analyze two files", { QStringLiteral("analyze"), QStringLiteral("a"), QStringLiteral("b") }, 2,
            "", "unexpected argument “b”");
        row("check without host", { QStringLiteral("check") }, 2, "", "Usage: inference-console check");
        row("gui without display", { QStringLiteral("--demo") }, 2, "", "there is no display");
        row("command after option", { QStringLiteral("--demo"), QStringLiteral("chek") }, 2, "",
            "Did you mean the command “check”?");
    }
    void usage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, stdoutHas);
        QFETCH(QByteArray, stderrHas);
        const RunResult r = run(arguments);
        QVERIFY2(!r.crashed, r.err.constData());
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.out.contains(stdoutHas), r.out.constData());
        QVERIFY2(r.err.contains(stderrHas), r.err.constData());
        if (exitCode == 2)
            QCOMPARE(r.err.count('\n'), 1); // one clear line
    }

    void hostsFile_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("syntax error")
            << QByteArray("{\"version\": 1,\n \"hosts\": [\n  {\"name\": \"a\",}\n]}")
            << QByteArray("hosts.json:3:");
        QTest::newRow("port is text") << QByteArray("{\"version\": 1, \"hosts\": [\n{\"name\": \"a\",\n"
                                                    " \"apiPort\": \"abc\"}]}")
                                      << QByteArray("hosts.json:3: host “a”: “apiPort” must be an integer");
        QTest::newRow("port out of range") << QByteArray("{\"version\": 1, \"hosts\": [{\"name\": \"a\", "
                                                         "\"apiPort\": 70000}]}")
                                           << QByteArray("not 70000");
        QTest::newRow("port fraction") << QByteArray("{\"version\": 1, \"hosts\": [{\"name\": \"a\", "
                                                     "\"apiPort\": 80.5}]}")
                                       << QByteArray("not 80.5");
        QTest::newRow("unknown version")
            << QByteArray("{\"version\": 7, \"hosts\": []}") << QByteArray("reads only version 1");
        QTest::newRow("version as text")
            << QByteArray("{\"version\": \"1\", \"hosts\": []}") << QByteArray("reads only version 1");
        QTest::newRow("missing name") << QByteArray("{\"version\": 1, \"hosts\": [{\"target\": \"x\"}]}")
                                      << QByteArray("has no “name”");
        QTest::newRow("name not text") << QByteArray("{\"version\": 1, \"hosts\": [{\"name\": 5}]}")
                                       << QByteArray("“name” must be a string, not 5");
        QTest::newRow("tags not a list") << QByteArray("{\"version\": 1, \"hosts\": [{\"name\": \"a\", "
                                                       "\"tags\": \"h200\"}]}")
                                         << QByteArray("“tags” must be a list");
        QTest::newRow("hosts not a list")
            << QByteArray("{\"version\": 1, \"hosts\": {}}") << QByteArray("“hosts” must be a list");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << QByteArray("must be one JSON object");
        QTest::newRow("empty") << QByteArray() << QByteArray("not valid JSON");
        QTest::newRow("binary junk") << QByteArray("\x00\xff\x1b]0;pwned\x07", 10)
                                     << QByteArray("not valid JSON");
    }
    void hostsFile()
    {
        QFETCH(QByteArray, content);
        QFETCH(QByteArray, message);
        TempHostsFile hosts;
        QVERIFY2(hosts.write(content), qPrintable(hosts.errorString()));
        const QString path = hosts.path();
        const RunResult r = run({ QStringLiteral("check"), QStringLiteral("--host"), QStringLiteral("a"),
                                  QStringLiteral("--hosts"), path });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
        QVERIFY2(r.err.contains(path.toUtf8()), r.err.constData());
        QVERIFY2(!r.err.contains("There is no host named"), r.err.constData());
        QVERIFY(terminalSafe(r.err));
    }

    void hostsFileUnknownKeyWarns()
    {
        TempHostsFile hosts(QStringLiteral("warn.json"));
        QVERIFY2(hosts.write("{\"version\": 1, \"hosts\": [\n{\"name\": \"a\", \"colour\": \"red\"}]}"),
                 qPrintable(hosts.errorString()));
        const QString path = hosts.path();
        const RunResult r = run({ QStringLiteral("check"), QStringLiteral("--host"), QStringLiteral("zz"),
                                  QStringLiteral("--hosts"), path });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("warn.json:2: host “a”: unknown key “colour” ignored."), r.err.constData());
        QVERIFY2(r.err.contains("There is no host named “zz”"), r.err.constData());
    }

    void hostsFileNotAFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("directory") << QDir::tempPath() << QByteArray("is a folder");
        QTest::newRow("device") << QStringLiteral("/dev/zero") << QByteArray("is not a regular file");
    }
    void hostsFileNotAFile()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, message);
        const RunResult r = run({ QStringLiteral("check"), QStringLiteral("--host"), QStringLiteral("a"),
                                  QStringLiteral("--hosts"), path });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    void hostsFileTooLarge()
    {
        TempHostsFile hosts(QStringLiteral("huge.json"));
        QVERIFY2(hosts.write(QByteArray()), qPrintable(hosts.errorString()));
        const QString path = hosts.path();
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(64ll * 1024 * 1024)); // sparse: no disk used
        f.close();
        const RunResult r = run({ QStringLiteral("check"), QStringLiteral("--host"), QStringLiteral("a"),
                                  QStringLiteral("--hosts"), path });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("a hosts file is at most 16 MiB"), r.err.constData());
    }

    /// A log that tries to retitle the terminal, move the cursor and ring the bell.
    void analyzeHostileLogIsPrintable_data()
    {
        QTest::addColumn<bool>("json");
        QTest::newRow("text") << false;
        QTest::newRow("json") << true;
    }
    void analyzeHostileLogIsPrintable()
    {
        QFETCH(bool, json);
        const QByteArray hostile = "\x1b]0;pwned\x07\x1b[2J\x1bP1$r\x1b\\\b\b\x9b"
                                   "31m\xc2\x9b"
                                   "31m\xe2\x80\xae";
        QByteArray log;
        log += "INFO 12-02 10:00:00 [api_server.py:1] vLLM API server version 0.11.0 " + hostile + "\n";
        log += "ERROR 12-02 10:00:05 [core.py:1] EngineCore failed to start. " + hostile + "\n";
        log += "RuntimeError: CUDA out of memory. " + hostile + "\xff\xfe\n";
        const QString path = file(QStringLiteral("hostile.log"), log);
        QStringList arguments { QStringLiteral("analyze"), path };
        if (json)
            arguments << QStringLiteral("--json");
        const RunResult r = run(arguments);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(terminalSafe(r.out), r.out.constData());
        QVERIFY2(terminalSafe(r.err), r.err.constData());
        QVERIFY2(!r.out.contains("\u202e"), r.out.constData());
        // The escapes are shown, not dropped: the user sees what the log held.
        QVERIFY2(r.out.contains(json ? "\\u001b" : "\\x1b"), r.out.constData());
    }

    void hostileArgumentIsPrintable()
    {
        const RunResult r = run({ QStringLiteral("\x1b]0;pwned\x07") });
        QCOMPARE(r.exitCode, 2);
        QVERIFY(terminalSafe(r.err));
        QVERIFY2(r.err.contains("\\x1b]0;pwned\\x07"), r.err.constData());
    }

    // The window is a program of its own, found beside the console (a build) or under
    // ../libexec/inference-console/ (installed). Without it a GUI command line says what is
    // missing, where it looked, and that the headless commands still work; they do.
    void windowProgramMissing()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("inference-console"));
        QVERIFY(QFile::copy(consolePath(), copy));
        RunOptions o;
        o.environment = headlessEnvironment();
        o.environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const RunResult gui = runBinary(copy, { QStringLiteral("--demo") }, o);
        QCOMPARE(gui.exitCode, 2);
        QVERIFY2(gui.err.contains("inference-console-gui"), gui.describe());
        QVERIFY2(gui.err.contains(QFile::encodeName(dir.filePath(QStringLiteral("inference-console-gui")))),
                 gui.describe());
        QVERIFY2(gui.err.contains(QFile::encodeName(QDir::cleanPath(
                     dir.filePath(QStringLiteral("../libexec/inference-console/inference-console-gui"))))),
                 gui.describe());
        QVERIFY2(gui.err.contains("No such file or directory"), gui.describe());
        QVERIFY(gui.out.isEmpty());
        const RunResult help = runBinary(copy, { QStringLiteral("--help") }, o);
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains("--demo"), help.describe()); // the window's options, answered here
        QFile log(dir.filePath(QStringLiteral("one.log")));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write("INFO 05-01 10:00:00 [api_server.py:1] vLLM API server version 0.8.5\n");
        log.close();
        const RunResult analyze = runBinary(copy, { QStringLiteral("analyze"), log.fileName() }, o);
        QCOMPARE(analyze.exitCode, 0);
        QVERIFY2(analyze.out.contains("vllm"), analyze.describe());
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
