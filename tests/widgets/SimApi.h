#pragma once

#include <QElapsedTimer>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// The simulated host's real OpenAI-compatible server on 127.0.0.1, for the chat and ladder
// widgets. Removing the state directory ends the serve process.
class SimApi {
public:
    SimApi()
        : m_dir(std::make_unique<QTemporaryDir>())
    {
    }

    QString stateDir() const { return m_dir->path() + QStringLiteral("/host"); }

    int run(const QStringList &args, QByteArray *out = nullptr) const
    {
        QProcess p;
        p.start(QStringLiteral(IC_SIMHOST_PATH),
                QStringList { QStringLiteral("--state"), stateDir() } + args);
        if (!p.waitForFinished(20000)) {
            p.kill();
            p.waitForFinished();
            return -1;
        }
        if (out)
            *out = p.readAllStandardOutput();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    static quint16 freePort()
    {
        QTcpServer s;
        s.listen(QHostAddress::LocalHost, 0);
        return s.serverPort();
    }

    static bool healthy(quint16 port)
    {
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, port);
        if (!s.waitForConnected(1000))
            return false;
        s.write("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        QByteArray reply;
        while (s.waitForReadyRead(1000))
            reply += s.readAll();
        return reply.startsWith("HTTP/1.1 200");
    }

    /// Starts a healthy simulated server with `options`; returns its port, 0 on failure.
    quint16 start(const QStringList &options, const QString &decodeRate = QStringLiteral("2000"))
    {
        const quint16 port = freePort();
        const int rc
            = run(QStringList { QStringLiteral("init"), QStringLiteral("--scenario"),
                                QStringLiteral("healthy"), QStringLiteral("--time-scale"),
                                QStringLiteral("2000"), QStringLiteral("--decode-rate"), decodeRate,
                                QStringLiteral("--port"), QString::number(port), QStringLiteral("--start") }
                  + options);
        if (rc != 0)
            return 0;
        QElapsedTimer waited;
        waited.start();
        while (!healthy(port) && waited.elapsed() < 20000)
            QTest::qWait(50);
        return healthy(port) ? port : 0;
    }

    static QUrl url(quint16 port) { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)); }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};
