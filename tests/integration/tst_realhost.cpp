// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The real host fixture itself (tests/support/RealHost.h): Debian unstable booted with
// systemd-nspawn, reached over real SSH, llama-server.service answering on a loopback port, its
// main loop frozen and thawed, and nothing left running after the shutdown. One boot for the
// whole binary. Prints the timings (prepare, boot to sshd, boot to /health 200, shutdown).
// IC_REALHOST_CAPTURE_DIR=DIR also records the engine's journals for the corpus (captureEngineJournals).
#include "RealHost.h"
#include "RunBinary.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <csignal>
#include <memory>
#include <utility>

using namespace ic;
using namespace ic::testsupport;

class TestRealHost : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<RealHost> m_host;
    qint64 m_nspawnPid = 0;
    qint64 m_leaderPid = 0;

    QByteArray get(const QString &path, int *status, int timeoutMs = 5000, const QByteArray &postBody = {})
    {
        QNetworkAccessManager nam;
        QNetworkRequest request(QUrl(m_host->apiBase() + path));
        request.setTransferTimeout(timeoutMs);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        QNetworkReply *reply = postBody.isEmpty() ? nam.get(request) : nam.post(request, postBody);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        finished.wait(timeoutMs + 1000);
        *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = reply->readAll();
        delete reply;
        return body;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The root for these scripts: made here under CI=true when it is not cached (a change to
        // tests/realhost); elsewhere timed when cached, and prepared by hand when not.
        const QString prepare = QStringLiteral(IC_SOURCE_DIR "/tests/realhost/prepare");
        const bool ci = qEnvironmentVariable("CI") == QLatin1String("true");
        if (ci || QFileInfo::exists(RealHost::rootPath())) {
            QElapsedTimer clock;
            clock.start();
            RunOptions o;
            o.deadlineMs = 280000;
            const RunResult prepared = runBinary(prepare, {}, o);
            QVERIFY2(prepared.exitedNormally() && prepared.exitCode == 0, prepared.describe().constData());
            qInfo("prepare: %lld ms (%s)", clock.elapsed(),
                  prepared.out.contains("cached") ? "cached" : prepared.out.trimmed().constData());
        }
        IC_REALHOST_OR_SKIP();
        const RunResult printed = runBinary(prepare, { QStringLiteral("--print-root") });
        QCOMPARE(QString::fromUtf8(printed.out.trimmed()), RealHost::rootPath());

        m_host = std::make_unique<RealHost>();
        const QString error = m_host->start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        m_leaderPid = m_host->leaderHostPid();
        QVERIFY(m_leaderPid > 1);
        qInfo("boot to sshd: %lld ms; boot to /health 200: %lld ms (ssh port %u, API port %u)",
              m_host->bootToSshMs(), m_host->bootToServingMs(), m_host->sshPort(), m_host->apiPort());
    }

    void cleanupTestCase()
    {
        if (m_host)
            m_host->stop();
    }

    void sshRunsSystemctl()
    {
        int code = -1;
        QByteArray err;
        const QByteArray out
            = m_host->run(QStringLiteral("systemctl is-active llama-server"), &code, 20000, &err);
        QVERIFY2(code == 0, err.constData());
        QCOMPARE(out, QByteArray("active\n"));
        QCOMPARE(m_host->run(QStringLiteral("systemctl is-enabled llama-server")), QByteArray("enabled\n"));
        // The whole system came up: no failed unit.
        QCOMPARE(m_host->run(QStringLiteral("systemctl is-system-running --wait")).trimmed(),
                 QByteArray("running"));
    }

    void journalHasTheListeningLine()
    {
        const QByteArray wanted = "listening on http://127.0.0.1:" + QByteArray::number(m_host->apiPort());
        QByteArray lines;
        QElapsedTimer clock;
        clock.start();
        bool found = false;
        while (!found && clock.elapsed() < 10000) {
            lines = m_host->run(QStringLiteral("journalctl -u llama-server -o json --no-pager"));
            for (const QByteArray &line : lines.split('\n')) {
                const QJsonObject entry = QJsonDocument::fromJson(line).object();
                if (entry.value(QLatin1String("MESSAGE")).toString().contains(QString::fromUtf8(wanted))) {
                    found = true;
                    QCOMPARE(entry.value(QLatin1String("_SYSTEMD_UNIT")).toString(),
                             QStringLiteral("llama-server.service"));
                }
            }
            if (!found)
                QThread::msleep(200);
        }
        QVERIFY2(found,
                 QByteArray("no journal entry says \"" + wanted + "\" within 10 s:\n" + lines.right(3000))
                     .constData());
    }

    void healthAndChatThroughQNetworkAccessManager()
    {
        int status = 0;
        const QByteArray health = get(QStringLiteral("/health"), &status);
        QCOMPARE(status, 200);
        QVERIFY2(health.contains("\"ok\""), health.constData());

        const QByteArray request
            = R"({"messages":[{"role":"user","content":"Hello"}],"max_tokens":200,"ignore_eos":true})";
        const QByteArray answer = get(QStringLiteral("/v1/chat/completions"), &status, 20000, request);
        QVERIFY2(status == 200, answer.constData());
        const QJsonObject o = QJsonDocument::fromJson(answer).object();
        const int tokens
            = o.value(QLatin1String("usage")).toObject().value(QLatin1String("completion_tokens")).toInt();
        const double rate = o.value(QLatin1String("timings"))
                                .toObject()
                                .value(QLatin1String("predicted_per_second"))
                                .toDouble();
        qInfo("chat completion: %d tokens at %.0f tokens/s", tokens, rate);
        QCOMPARE(tokens, 200);
        QVERIFY2(rate > 500, answer.constData());
    }

    void engineHostPidIsLlamaServer()
    {
        const qint64 pid = m_host->engineHostPid();
        QVERIFY2(pid > 1, "no host-side pid for llama-server's MainPID");
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        QVERIFY(cmdline.open(QIODevice::ReadOnly));
        QVERIFY2(cmdline.readAll().startsWith("/usr/bin/llama-server"), "the mapped pid is not llama-server");
    }

    void frozenLoopAnswersHealthButNotMetrics()
    {
        QCOMPARE(m_host->httpStatus(QStringLiteral("/metrics"), 3000), 200);
        QVERIFY2(m_host->freezeEngineLoop(), qPrintable(m_host->errorString()));
        QVERIFY(m_host->isEngineLoopFrozen());
        QCOMPARE(m_host->httpStatus(QStringLiteral("/health"), 2000), 200);
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(m_host->httpStatus(QStringLiteral("/metrics"), 3000), 0);
        QVERIFY(clock.elapsed() >= 2900);
        QCOMPARE(m_host->httpStatus(QStringLiteral("/slots"), 1000), 0);

        QVERIFY2(m_host->thawEngineLoop(), qPrintable(m_host->errorString()));
        QVERIFY(!m_host->isEngineLoopFrozen());
        QByteArray metrics;
        QCOMPARE(m_host->httpStatus(QStringLiteral("/metrics"), 5000, &metrics), 200);
        QVERIFY2(metrics.contains("llamacpp:"), metrics.left(500).constData());
    }

    // Not a check: with IC_REALHOST_CAPTURE_DIR set, records llama-server's journal (short-precise
    // and cat) for a clean start-up, a truncated model and a missing model into that folder, as
    // tests/fixtures/realhost/ holds them (tests/fixtures/realhost/README.md).
    void captureEngineJournals()
    {
        const QString dir = qEnvironmentVariable("IC_REALHOST_CAPTURE_DIR");
        if (dir.isEmpty())
            QSKIP("IC_REALHOST_CAPTURE_DIR is not set: nothing to capture");
        QVERIFY(QDir().mkpath(dir));
        int code = -1;
        const QByteArray version = m_host->run(QStringLiteral("llama-server --version 2>&1"), &code);
        const QRegularExpressionMatch build
            = QRegularExpression(QStringLiteral("build (\\d+)")).match(QString::fromUtf8(version));
        QVERIFY2(build.hasMatch(), version.constData());
        const QString prefix = dir + QStringLiteral("/llamacpp-b") + build.captured(1) + QLatin1Char('-');
        const auto save = [&](const QString &name, const QString &cursor) {
            for (const auto &[format, suffix] :
                 { std::pair { "short-precise", ".log" }, std::pair { "cat", ".cat.log" } }) {
                const QString after
                    = cursor.isEmpty() ? QString() : QStringLiteral(" --after-cursor='%1'").arg(cursor);
                const QByteArray journal
                    = m_host->run(QStringLiteral("journalctl -u llama-server --no-pager -o %1%2")
                                      .arg(QLatin1String(format), after),
                                  &code);
                QCOMPARE(code, 0);
                QFile f(prefix + name + QLatin1String(suffix));
                QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
                f.write(journal);
            }
        };
        const auto lastCursor = [&] {
            const QByteArray out
                = m_host->run(QStringLiteral("journalctl -n 1 --show-cursor -o cat --no-pager"), &code);
            const qsizetype at = out.lastIndexOf("-- cursor: ");
            return at < 0 ? QString() : QString::fromUtf8(out.mid(at + 11).trimmed());
        };
        const auto restartUntilFailed = [&] {
            m_host->run(QStringLiteral("systemctl restart llama-server"), &code);
            QElapsedTimer clock;
            clock.start();
            while (clock.elapsed() < 20000
                   && m_host->run(QStringLiteral("systemctl is-failed llama-server")).trimmed() != "failed")
                QThread::msleep(200);
            return m_host->run(QStringLiteral("systemctl is-failed llama-server")).trimmed() == "failed";
        };

        // This boot's start-up: the engine came up, /health answered.
        save(QStringLiteral("startup"), {});
        // The model cut to a third, then deleted; the original kept for the tests after this one.
        QString cursor = lastCursor();
        QVERIFY(!cursor.isEmpty());
        m_host->run(QStringLiteral("cp /models/tiny.gguf /models/tiny.gguf.whole"), &code);
        QCOMPARE(code, 0);
        QVERIFY2(m_host->damageModel(RealHost::ModelDamage::Truncated), qPrintable(m_host->errorString()));
        QVERIFY2(restartUntilFailed(), "llama-server did not fail with a truncated model within 20 s");
        save(QStringLiteral("truncated-model"), cursor);
        cursor = lastCursor();
        QVERIFY2(m_host->damageModel(RealHost::ModelDamage::Missing), qPrintable(m_host->errorString()));
        QVERIFY2(restartUntilFailed(), "llama-server did not fail with a missing model within 20 s");
        save(QStringLiteral("missing-model"), cursor);

        m_host->run(
            QStringLiteral("mv /models/tiny.gguf.whole /models/tiny.gguf && systemctl restart llama-server"),
            &code);
        QCOMPARE(code, 0);
        QVERIFY(m_host->waitUntilServing(20000));
        qInfo("captured %s{startup,truncated-model,missing-model}{.log,.cat.log}", qPrintable(prefix));
    }

    // The last: the shutdown, and nothing of the container left on this machine.
    void shutdownLeavesNothingRunning()
    {
        QVERIFY(m_host->isRunning());
        const QString machine = m_host->machineName();
        const QString error = m_host->stop();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        qInfo("shutdown: %lld ms", m_host->shutdownMs());
        QVERIFY(!m_host->isRunning());
        QCOMPARE(::kill(pid_t(m_leaderPid), 0), -1);
        const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
        for (const QString &e : entries) {
            QFile f(QStringLiteral("/proc/%1/cmdline").arg(e));
            if (f.open(QIODevice::ReadOnly))
                QVERIFY2(!f.readAll().contains(machine.toUtf8()),
                         qPrintable(QStringLiteral("pid %1 still runs").arg(e)));
        }
    }
};

QTEST_GUILESS_MAIN(TestRealHost)
#include "tst_realhost.moc"
