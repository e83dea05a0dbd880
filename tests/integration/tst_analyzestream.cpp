// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `analyze` streams: the built binary, run with no display, on inputs that used to exhaust
// memory or block — /dev/zero, a 2 GiB sparse file, a FIFO, standard input, a directory, an
// empty file, a file without a line break, NUL bytes, a log full of escape sequences. Peak
// RSS of the children is read from getrusage() after they exit.
#include "RunBinary.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>
#include <optional>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace ic::testsupport;

namespace {

RunResult run(const QStringList &arguments, const std::optional<QByteArray> &stdinData = {})
{
    RunOptions o;
    o.environment = headlessEnvironment(true);
    o.input = stdinData;
    o.deadlineMs = 120000;
    return runBinary(consolePath(), arguments, o);
}

double childrenPeakRssMiB()
{
    struct rusage ru { };
    getrusage(RUSAGE_CHILDREN, &ru);
    return ru.ru_maxrss / 1024.0;
}

const QByteArray kReadyLog = "INFO 12-02 10:00:00 [api_server.py:1] vLLM API server version 0.11.0\n"
                             "INFO 12-02 10:00:01 [loader.py:1] Loading weights took 10.50 seconds\n"
                             "INFO:     Application startup complete.\n";

} // namespace

class TestAnalyzeStream : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString file(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void inputs_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("outContains");
        QTest::addColumn<QByteArray>("errContains");
        QTest::newRow("/dev/zero") << "zero" << 2 << QByteArray()
                                   << QByteArray("not a log: no line break in the first 16 MiB");
        QTest::newRow("2 GiB sparse file")
            << "sparse" << 2 << QByteArray() << QByteArray("not a log: no line break in the first 16 MiB");
        QTest::newRow("directory") << "dir" << 2 << QByteArray() << QByteArray("it is a directory");
        QTest::newRow("missing file")
            << "missing" << 2 << QByteArray() << QByteArray("No such file or directory");
        // Opens, then fails to read (works as root too, unlike a chmod 000 file).
        QTest::newRow("read error") << "readerror" << 2 << QByteArray()
                                    << QByteArray("Cannot read /proc/self/mem");
        QTest::newRow("0-byte file") << "empty" << 2 << QByteArray() << QByteArray("is empty");
        QTest::newRow("no newline at the end")
            << "nonewline" << 0 << QByteArray("Outcome: ready") << QByteArray();
        QTest::newRow("NUL bytes") << "nul" << 0 << QByteArray("Outcome: ready") << QByteArray();
        QTest::newRow("escape sequences everywhere")
            << "ansi" << 0 << QByteArray("Outcome: ready") << QByteArray();
        QTest::newRow("standard input") << "stdin" << 0 << QByteArray("Outcome: ready") << QByteArray();
        QTest::newRow("FIFO") << "fifo" << 0 << QByteArray("Outcome: ready") << QByteArray();
        QTest::newRow("one 10 MiB line, then a log")
            << "hugeline" << 0 << QByteArray("Outcome: ready") << QByteArray();
        QTest::newRow("a first line of 20 MiB")
            << "hugefirst" << 2 << QByteArray() << QByteArray("not a log: no line break in the first 16 MiB");
    }
    void inputs()
    {
        QFETCH(QString, kind);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, outContains);
        QFETCH(QByteArray, errContains);
        QVERIFY(m_dir.isValid());
        RunResult r;
        if (kind == QLatin1String("zero")) {
            r = run({ QStringLiteral("analyze"), QStringLiteral("/dev/zero") });
        } else if (kind == QLatin1String("sparse")) {
            const QString path = m_dir.filePath(QStringLiteral("sparse.log"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(2048LL << 20));
            f.close();
            r = run({ QStringLiteral("analyze"), path });
            QFile::remove(path);
        } else if (kind == QLatin1String("dir")) {
            r = run({ QStringLiteral("analyze"), m_dir.path() });
        } else if (kind == QLatin1String("missing")) {
            r = run({ QStringLiteral("analyze"), m_dir.filePath(QStringLiteral("nope.log")) });
        } else if (kind == QLatin1String("readerror")) {
            r = run({ QStringLiteral("analyze"), QStringLiteral("/proc/self/mem") });
        } else if (kind == QLatin1String("empty")) {
            r = run({ QStringLiteral("analyze"), file(QStringLiteral("empty.log"), {}) });
        } else if (kind == QLatin1String("nonewline")) {
            r = run({ QStringLiteral("analyze"), file(QStringLiteral("nonl.log"), kReadyLog.chopped(1)) });
        } else if (kind == QLatin1String("nul")) {
            QByteArray log = kReadyLog;
            log.insert(0, QByteArray("\0\0garbage\0\n", 11));
            r = run({ QStringLiteral("analyze"), file(QStringLiteral("nul.log"), log) });
        } else if (kind == QLatin1String("ansi")) {
            QByteArray log;
            for (const QByteArray &line : kReadyLog.split('\n'))
                if (!line.isEmpty())
                    log += "\x1b[32m\x1b]0;title\x07" + line + "\x1b[0m\r\n";
            r = run({ QStringLiteral("analyze"), file(QStringLiteral("ansi.log"), log) });
        } else if (kind == QLatin1String("stdin")) {
            r = run({ QStringLiteral("analyze"), QStringLiteral("-") }, kReadyLog);
        } else if (kind == QLatin1String("fifo")) {
            const QString path = m_dir.filePath(QStringLiteral("log.fifo"));
            QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
            // Written in pieces, with pauses, while the program reads: a stream, not a file that is
            // there at once.
            std::atomic<bool> opened = false;
            std::unique_ptr<QThread> writer(QThread::create([&] {
                QFile fifo(path);
                if (!fifo.open(QIODevice::WriteOnly)) // waits for the reader
                    return;
                opened = true;
                for (const QByteArray &line : kReadyLog.split('\n')) {
                    fifo.write(line + '\n');
                    fifo.flush();
                    QThread::msleep(50);
                }
                fifo.close();
            }));
            writer->start();
            r = run({ QStringLiteral("analyze"), path });
            if (!writer->wait(5000)) {
                // The program never opened the FIFO: read it here so the writer ends.
                QFile drain(path);
                if (drain.open(QIODevice::ReadOnly))
                    drain.readAll();
                writer->wait();
            }
            QVERIFY2(r.started, r.describe().constData());
            QVERIFY(opened);
        } else if (kind == QLatin1String("hugeline")) {
            r = run({ QStringLiteral("analyze"),
                      file(QStringLiteral("huge.log"), QByteArray(10 << 20, 'x') + '\n' + kReadyLog) });
        } else if (kind == QLatin1String("hugefirst")) {
            r = run({ QStringLiteral("analyze"),
                      file(QStringLiteral("huge1.log"), QByteArray(20 << 20, 'x') + '\n' + kReadyLog) });
        }
        QVERIFY2(!r.crashed, r.err.constData());
        QCOMPARE(r.exitCode, exitCode);
        if (!outContains.isEmpty())
            QVERIFY2(r.out.contains(outContains), r.out.constData());
        if (!errContains.isEmpty())
            QVERIFY2(r.err.contains(errContains), r.err.constData());
        if (exitCode != 0)
            QCOMPARE(r.err.count('\n'), 1); // one clear line
        QVERIFY2(!r.out.contains('\x1b') && !r.err.contains('\x1b'), r.out.constData());
    }

    /// Memory stays bounded whatever the input (the children above included /dev/zero and a
    /// 2 GiB file): the largest child's peak RSS.
    void memoryBounded()
    {
        const QString path = m_dir.filePath(QStringLiteral("big.log"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray block;
            for (int i = 0; i < 20000; ++i)
                block += "(APIServer pid=1) INFO:     10.0.3.7:41234 - \"POST /v1/chat/completions "
                         "HTTP/1.1\" 200 OK\n";
            for (int i = 0; i < 200; ++i) // about 350 MiB
                QVERIFY(f.write(block) == block.size());
        }
        const RunResult r = run({ QStringLiteral("analyze"), path, QStringLiteral("--json") });
        QFile::remove(path);
        QCOMPARE(r.exitCode, 0);
        const double peak = childrenPeakRssMiB();
        qInfo("largest child's peak RSS: %.1f MiB", peak);
        QVERIFY2(peak > 0 && peak <= 150, qPrintable(QString::number(peak)));
    }
};

QTEST_GUILESS_MAIN(TestAnalyzeStream)
#include "tst_analyzestream.moc"
