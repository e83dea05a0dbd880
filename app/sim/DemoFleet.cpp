// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "DemoFleet.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::DemoFleet)
};

quint16 freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

/// One plain HTTP/1.0 GET on loopback; true when the status is 200.
bool httpOk(quint16 port, const QByteArray &path, int timeoutMs)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!s.waitForConnected(timeoutMs))
        return false;
    s.write("GET " + path + " HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n");
    QByteArray head;
    QDeadlineTimer deadline(timeoutMs);
    while (!head.contains("\r\n") && !deadline.hasExpired()
           && s.waitForReadyRead(int(deadline.remainingTime())))
        head += s.readAll();
    return head.startsWith("HTTP/1.0 200") || head.startsWith("HTTP/1.1 200");
}
} // namespace

DemoFleet::DemoFleet() = default;

DemoFleet::~DemoFleet()
{
    stop();
}

DemoHost::Options DemoFleet::variedHost(int index, const Options &fleet)
{
    DemoHost::Options o;
    o.simhostPath = fleet.simhostPath;
    o.name = fleet.namePrefix + QStringLiteral("%1").arg(index + 1, 3, 10, QLatin1Char('0'));
    o.timeScale = fleet.timeScale;
    o.seed = index + 1;
    o.startService = fleet.startServices && fleet.activeSinceSeconds < 0;
    o.gpus = fleet.gpus;
    if (fleet.varied) {
        // Most hosts of a real fleet are alike; a few are smaller, and a few misbehave.
        static const int kGpus[] = { 8, 8, 8, 4, 8, 8, 2, 8 };
        o.gpus = kGpus[index % 8];
        switch (index % 16) {
        case 2:
            o.scenario = QStringLiteral("crash-flashinfer-mismatch");
            break;
        case 5:
            o.scenario = QStringLiteral("slow");
            break;
        case 9:
            o.scenario = QStringLiteral("oom");
            break;
        case 13:
            o.scenario = QStringLiteral("hang");
            break;
        default:
            o.scenario = QStringLiteral("healthy");
        }
    }
    o.extraInitArguments = { QStringLiteral("--hostname"), o.name };
    if (fleet.activeSinceSeconds >= 0)
        o.extraInitArguments << QStringLiteral("--active-since") << QString::number(fleet.activeSinceSeconds);
    return o;
}

QString DemoFleet::start(const Options &options)
{
    if (options.hosts < 1 || options.hosts > 1024)
        return Tr::tr("A demo fleet has 1 to 1024 hosts, not %1.").arg(options.hosts);
    m_simhost = options.simhostPath.isEmpty() ? DemoHost::locateSimhost() : options.simhostPath;
    for (int i = 0; i < options.hosts; ++i) {
        DemoHost::Options o = variedHost(i, options);
        o.simhostPath = m_simhost;
        auto host = std::make_unique<DemoHost>();
        const QString error = host->start(o);
        if (!error.isEmpty())
            return Tr::tr("Simulated host %1 of %2: %3").arg(i + 1).arg(options.hosts).arg(error);
        HostDefinition d = host->definition();
        d.group = i % 2 ? QStringLiteral("demo-b") : QStringLiteral("demo-a");
        d.tags = { QStringLiteral("simulated"), QStringLiteral("%1-gpu").arg(o.gpus) };
        m_definitions << d;
        m_stateDirs << host->stateDirectory();
        m_hosts.push_back(std::move(host));
    }
    return {};
}

void DemoFleet::adopt(const QString &stateDirectory, const HostDefinition &definition)
{
    m_stateDirs << stateDirectory;
    m_definitions << definition;
}

QString DemoFleet::startExporters(int timeoutMs)
{
    if (m_stateDirs.isEmpty())
        return Tr::tr("No simulated hosts to export.");
    if (m_simhost.isEmpty())
        m_simhost = DemoHost::locateSimhost();
    if (m_simhost.isEmpty())
        return Tr::tr(
            "The simulated host program inference-console-simhost was not found next to the console.");
    QStringList args { QStringLiteral("--state"), m_stateDirs.first(), QStringLiteral("dcgm-exporter"),
                       QStringLiteral("--port"), QStringLiteral("0") };
    for (qsizetype i = 1; i < m_stateDirs.size(); ++i)
        args << QStringLiteral("--also") << m_stateDirs.at(i);
    m_exporters = std::make_unique<QProcess>();
    m_exporters->start(m_simhost, args);
    QDeadlineTimer deadline(timeoutMs);
    QStringList targets;
    while (targets.size() < m_stateDirs.size() && !deadline.hasExpired()
           && m_exporters->state() != QProcess::NotRunning) {
        m_exporters->waitForReadyRead(int(std::min<qint64>(1000, deadline.remainingTime())));
        while (m_exporters->canReadLine()) {
            const QByteArray line = m_exporters->readLine().trimmed();
            if (line.startsWith("listening on "))
                targets << QString::fromLatin1(line.mid(13));
        }
    }
    if (targets.size() < m_stateDirs.size()) {
        const QString why = QString::fromUtf8(m_exporters->readAllStandardError()).trimmed();
        m_exporters.reset();
        return Tr::tr("The simulated DCGM exporters did not start (%1 of %2 listening): %3")
            .arg(targets.size())
            .arg(m_stateDirs.size())
            .arg(why.isEmpty() ? Tr::tr("no answer in time") : why);
    }
    m_targets = targets;
    for (HostDefinition &d : m_definitions)
        d.prometheusGpu = d.name; // the exporter's Hostname label is the host's name (--hostname)
    return {};
}

QByteArray DemoFleet::prometheusConfig(int scrapeIntervalMs) const
{
    const QByteArray interval = QByteArray::number(std::max(1, scrapeIntervalMs / 1000)) + 's';
    QByteArray out = "# Written by inference-console for its simulated fleet.\n"
                     "global:\n  scrape_interval: "
        + interval + "\n  scrape_timeout: " + interval + "\nscrape_configs:\n  - job_name: dcgm\n"
        + "    static_configs:\n      - targets:\n";
    for (const QString &t : m_targets)
        out += "          - '" + t.toLatin1() + "'\n";
    return out;
}

QString DemoFleet::writePrometheusConfig(int scrapeIntervalMs, QString *error)
{
    if (!m_dir)
        m_dir = std::make_unique<QTemporaryDir>();
    const QString path = m_dir->filePath(QStringLiteral("prometheus.yml"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(prometheusConfig(scrapeIntervalMs)) < 0) {
        if (error)
            *error = Tr::tr("Cannot write %1: %2").arg(path, f.errorString());
        return {};
    }
    return path;
}

QString DemoFleet::prometheusLog() const
{
    return m_dir ? m_dir->filePath(QStringLiteral("prometheus.log")) : QString();
}

QString DemoFleet::startPrometheus(int scrapeIntervalMs, int timeoutMs)
{
    if (m_targets.isEmpty())
        return Tr::tr("Start the exporters before Prometheus.");
    const QString binary = QStandardPaths::findExecutable(QStringLiteral("prometheus"));
    if (binary.isEmpty())
        return Tr::tr("The prometheus program is not installed (Debian package prometheus).");
    QString error;
    const QString config = writePrometheusConfig(scrapeIntervalMs, &error);
    if (config.isEmpty())
        return error;
    const quint16 port = freePort();
    if (port == 0)
        return Tr::tr("No free loopback port for Prometheus.");
    m_prometheusProcess = std::make_unique<QProcess>();
    m_prometheusProcess->setProcessChannelMode(QProcess::MergedChannels);
    m_prometheusProcess->setStandardOutputFile(prometheusLog());
    m_prometheusProcess->start(
        binary,
        { QStringLiteral("--config.file=") + config,
          QStringLiteral("--storage.tsdb.path=") + m_dir->filePath(QStringLiteral("tsdb")),
          QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(port) });
    if (!m_prometheusProcess->waitForStarted(10'000))
        return Tr::tr("Prometheus did not start: %1").arg(m_prometheusProcess->errorString());
    QDeadlineTimer deadline(timeoutMs);
    while (!httpOk(port, "/-/ready", 1000)) {
        if (deadline.hasExpired() || m_prometheusProcess->state() == QProcess::NotRunning)
            return Tr::tr("Prometheus did not become ready within %1 s (its log: %2).")
                .arg(timeoutMs / 1000)
                .arg(prometheusLog());
        QThread::msleep(200);
    }
    m_prometheus = PrometheusConfig {};
    m_prometheus.url = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
    m_prometheus.intervalMs = std::max(1000, scrapeIntervalMs);
    return {};
}

void DemoFleet::stop()
{
    if (m_prometheusProcess) {
        m_prometheusProcess->terminate();
        if (!m_prometheusProcess->waitForFinished(10'000))
            m_prometheusProcess->kill();
        m_prometheusProcess.reset();
    }
    if (m_exporters) {
        m_exporters->kill();
        m_exporters->waitForFinished(5000);
        m_exporters.reset();
    }
}

} // namespace ic
