// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/NvidiaSmi.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/nvidia-smi/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

QStringList consoleFields()
{
    return QStringLiteral(
               "timestamp,index,uuid,name,memory.used,memory.total,utilization.gpu,temperature.gpu,"
               "power.draw,power.limit")
        .split(QLatin1Char(','));
}

QStringList shortFields()
{
    return QStringLiteral("index,gpu_uuid,gpu_name,memory.used,memory.total,utilization.gpu,temperature.gpu,"
                          "power.draw,power.limit")
        .split(QLatin1Char(','));
}

QList<QByteArray> lines(const QByteArray &text)
{
    QList<QByteArray> out;
    for (const QByteArray &l : text.split('\n')) {
        if (!l.trimmed().isEmpty())
            out.append(l);
    }
    return out;
}

} // namespace

class TestNvidiaSmi : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void queryLine_data();
    void queryLine();
    void fixtureLines_data();
    void fixtureLines();
    void csvWithHeader_data();
    void csvWithHeader();
    void errorLine_data();
    void errorLine();
    void computeApps_data();
    void computeApps();
    void aliases();
    void hugeLine();
};

void TestNvidiaSmi::queryLine_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("index");
    QTest::addColumn<double>("memoryUsed");
    QTest::addColumn<double>("powerDraw");

    const QStringList f = QStringList { QStringLiteral("index"), QStringLiteral("memory.used"),
                                        QStringLiteral("power.draw") };
    QTest::newRow("plain") << QByteArray("0, 802, 45.13") << f << true << 0 << 802.0 << 45.13;
    QTest::newRow("crlf") << QByteArray("3, 1, 2.50\r\n") << f << true << 3 << 1.0 << 2.5;
    QTest::newRow("n/a") << QByteArray("1, 0, [N/A]") << f << true << 1 << 0.0 << qQNaN();
    QTest::newRow("not supported") << QByteArray("1, 0, [Not Supported]") << f << true << 1 << 0.0 << qQNaN();
    QTest::newRow("unknown error") << QByteArray("2, [Unknown Error], 10.00") << f << true << 2 << qQNaN()
                                   << 10.0;
    QTest::newRow("extra spaces") << QByteArray("  4 ,  77 ,  1.5  ") << f << true << 4 << 77.0 << 1.5;
    QTest::newRow("empty") << QByteArray("") << f << false << -1 << qQNaN() << qQNaN();
    QTest::newRow("whitespace") << QByteArray(" \t \r\n") << f << false << -1 << qQNaN() << qQNaN();
    QTest::newRow("truncated mid-field") << QByteArray("0, 80") << f << false << -1 << qQNaN() << qQNaN();
    QTest::newRow("too many fields") << QByteArray("0, 1, 2, 3") << f << false << -1 << qQNaN() << qQNaN();
    QTest::newRow("binary junk") << QByteArray("\x01\xff\xfe, \x80\x80, \x00z", 12) << f << false << -1
                                 << qQNaN() << qQNaN();
    QTest::newRow("letters in a number")
        << QByteArray("0, lots, 1.0") << f << false << 0 << qQNaN() << qQNaN();
    QTest::newRow("tool error text") << QByteArray("Failed to initialize NVML: Unknown Error") << f << false
                                     << -1 << qQNaN() << qQNaN();
    QTest::newRow("no fields requested")
        << QByteArray("0") << QStringList() << false << -1 << qQNaN() << qQNaN();
    QTest::newRow("negative index") << QByteArray("-1, 1, 1") << f << false << -1 << 1.0 << 1.0;
    QTest::newRow("units with nounits line")
        << QByteArray("0, 802 MiB, 45.13 W") << f << true << 0 << 802.0 << 45.13;
}

void TestNvidiaSmi::queryLine()
{
    QFETCH(QByteArray, line);
    QFETCH(QStringList, fields);
    QFETCH(bool, valid);
    QFETCH(int, index);
    QFETCH(double, memoryUsed);
    QFETCH(double, powerDraw);

    const GpuSample s = parseGpuQueryLine(line, fields);
    QCOMPARE(s.isValid(), valid);
    QCOMPARE(s.error.isEmpty(), valid);
    QCOMPARE(s.fields, fields);
    if (!valid)
        return;
    QCOMPARE(s.values.size(), fields.size());
    QCOMPARE(s.index, index);
    if (qIsNaN(memoryUsed))
        QVERIFY(qIsNaN(s.memoryUsedMiB));
    else
        QCOMPARE(s.memoryUsedMiB, memoryUsed);
    if (qIsNaN(powerDraw))
        QVERIFY(qIsNaN(s.powerDrawW));
    else
        QCOMPARE(s.powerDrawW, powerDraw);
    QVERIFY(qIsNaN(s.temperatureC)); // not queried
}

void TestNvidiaSmi::fixtureLines_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("firstName");
    QTest::addColumn<double>("firstTotal");
    QTest::addColumn<bool>("utilAvailable");
    QTest::addColumn<bool>("powerAvailable");

    QTest::newRow("535 H100 x8") << QByteArray("535-h100x8-noheader.csv") << consoleFields() << 8
                                 << QStringLiteral("NVIDIA H100 80GB HBM3") << 81559.0 << true << true;
    QTest::newRow("550 A100 MIG") << QByteArray("550-a100-mig-noheader.csv") << consoleFields() << 2
                                  << QStringLiteral("NVIDIA A100-SXM4-80GB") << 81920.0 << false << true;
    QTest::newRow("535 insufficient permissions")
        << QByteArray("535-insufficient-permissions.csv") << shortFields() << 1
        << QStringLiteral("NVIDIA L40S") << 46068.0 << true << false;
}

void TestNvidiaSmi::fixtureLines()
{
    QFETCH(QByteArray, file);
    QFETCH(QStringList, fields);
    QFETCH(int, rows);
    QFETCH(QString, firstName);
    QFETCH(double, firstTotal);
    QFETCH(bool, utilAvailable);
    QFETCH(bool, powerAvailable);

    const QList<QByteArray> data = lines(fixture(file.constData()));
    QCOMPARE(data.size(), rows);
    for (int i = 0; i < data.size(); ++i) {
        const GpuSample s = parseGpuQueryLine(data.at(i), fields);
        QVERIFY2(s.isValid(), qPrintable(s.error));
        QCOMPARE(s.index, i);
        QVERIFY(s.uuid.startsWith(QLatin1String("GPU-")));
        QCOMPARE(s.name, firstName);
        QCOMPARE(s.memoryTotalMiB, firstTotal);
        QVERIFY(s.memoryUsedMiB >= 0);
        if (i == 0) {
            QCOMPARE(!qIsNaN(s.utilizationPercent), utilAvailable);
            QCOMPARE(!qIsNaN(s.powerDrawW), powerAvailable);
            const GpuValue *util = s.value(u"utilization.gpu");
            QVERIFY(util);
            QCOMPARE(util->unavailable, !utilAvailable);
        }
    }
}

void TestNvidiaSmi::csvWithHeader_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("memoryUsed");
    QTest::addColumn<double>("powerDraw");
    QTest::addColumn<QString>("unavailableText");

    QTest::newRow("470 GeForce, units, not supported")
        << QByteArray("470-geforce-csv.csv") << 1 << true << 220.0 << qQNaN()
        << QStringLiteral("[Not Supported]");
    QTest::newRow("570 H200, units") << QByteArray("570-h200-csv.csv") << 2 << true << 131052.0 << 648.21
                                     << QString();
    QTest::newRow("field not valid") << QByteArray("field-not-valid.txt") << 1 << false << qQNaN() << qQNaN()
                                     << QString();
    QTest::newRow("nvml mismatch") << QByteArray("nvml-mismatch.txt") << 1 << false << qQNaN() << qQNaN()
                                   << QString();
}

void TestNvidiaSmi::csvWithHeader()
{
    QFETCH(QByteArray, file);
    QFETCH(int, rows);
    QFETCH(bool, valid);
    QFETCH(double, memoryUsed);
    QFETCH(double, powerDraw);
    QFETCH(QString, unavailableText);

    const QList<GpuSample> samples = parseGpuQueryCsv(fixture(file.constData()));
    QCOMPARE(samples.size(), rows);
    const GpuSample &s = samples.first();
    QCOMPARE(s.isValid(), valid);
    if (!valid) {
        QVERIFY(s.error.contains(QLatin1String("nvidia-smi")));
        return;
    }
    QCOMPARE(s.index, 0);
    QVERIFY(s.fields.contains(QLatin1String("memory.used"))); // units stripped from the header
    QCOMPARE(s.memoryUsedMiB, memoryUsed);
    if (qIsNaN(powerDraw)) {
        QVERIFY(qIsNaN(s.powerDrawW));
        QCOMPARE(s.value(u"power.draw")->text, unavailableText);
        QVERIFY(s.value(u"power.draw")->unavailable);
    } else {
        QCOMPARE(s.powerDrawW, powerDraw);
    }
    QVERIFY(s.value(u"gpu_uuid"));
    QCOMPARE(s.value(u"gpu_uuid")->text, s.uuid);
}

void TestNvidiaSmi::errorLine_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("isError");

    QTest::newRow("invalid field") << QByteArray("Field \"memory.reserved\" is not a valid field to query.")
                                   << true;
    QTest::newRow("nvml") << QByteArray("Failed to initialize NVML: Unknown Error\n") << true;
    QTest::newRow("device handle") << QByteArray(
        "Unable to determine the device handle for GPU0000:3B:00.0: Unknown Error")
                                   << true;
    QTest::newRow("no driver") << QByteArray(
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure "
        "that the latest NVIDIA driver is installed and running.")
                               << true;
    QTest::newRow("no devices") << QByteArray("No devices were found") << true;
    QTest::newRow("data line") << QByteArray("0, 802, 45.13") << false;
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("header") << QByteArray("index, memory.used [MiB]") << false;
}

void TestNvidiaSmi::errorLine()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, isError);
    const auto message = nvidiaSmiErrorLine(line);
    QCOMPARE(message.has_value(), isError);
    if (isError)
        QCOMPARE(*message, QString::fromUtf8(line.trimmed()));
}

void TestNvidiaSmi::computeApps_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("pid");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("memory");

    const QStringList f = QStringLiteral("pid,process_name,gpu_uuid,used_memory").split(QLatin1Char(','));
    const QStringList g = QStringLiteral("pid,used_gpu_memory,gpu_uuid,name").split(QLatin1Char(','));
    QTest::newRow("vllm") << QByteArray("8727, /opt/vllm/.venv/bin/python3, GPU-4f4a, 72402") << f << true
                          << qint64(8727) << QStringLiteral("/opt/vllm/.venv/bin/python3") << 72402.0;
    QTest::newRow("other order, aliases")
        << QByteArray("8913, 72402, GPU-0d2c, VLLM::Worker_TP1") << g << true << qint64(8913)
        << QStringLiteral("VLLM::Worker_TP1") << 72402.0;
    QTest::newRow("memory n/a") << QByteArray("4410, python, GPU-7c1e, [N/A]") << f << true << qint64(4410)
                                << QStringLiteral("python") << qQNaN();
    QTest::newRow("with units") << QByteArray("4410, python, GPU-7c1e, 512 MiB") << f << true << qint64(4410)
                                << QStringLiteral("python") << 512.0;
    QTest::newRow("pid not a number")
        << QByteArray("x, python, GPU-7c1e, 1") << f << false << qint64(0) << QString() << qQNaN();
    QTest::newRow("wrong count") << QByteArray("1, python") << f << false << qint64(0) << QString()
                                 << qQNaN();
    QTest::newRow("empty") << QByteArray("") << f << false << qint64(0) << QString() << qQNaN();
    QTest::newRow("error text") << QByteArray("No devices were found") << f << false << qint64(0) << QString()
                                << qQNaN();
    QTest::newRow("binary") << QByteArray("\xff\xfe\x00\x01, \x02, \x03, \x04", 14) << f << false << qint64(0)
                            << QString() << qQNaN();
}

void TestNvidiaSmi::computeApps()
{
    QFETCH(QByteArray, line);
    QFETCH(QStringList, fields);
    QFETCH(bool, valid);
    QFETCH(qint64, pid);
    QFETCH(QString, name);
    QFETCH(double, memory);

    const GpuProcess p = parseComputeAppsLine(line, fields);
    QCOMPARE(p.isValid(), valid);
    if (!valid)
        return;
    QCOMPARE(p.pid, pid);
    QCOMPARE(p.processName, name);
    QVERIFY(p.gpuUuid.startsWith(QLatin1String("GPU-")));
    if (qIsNaN(memory))
        QVERIFY(qIsNaN(p.usedMemoryMiB));
    else
        QCOMPARE(p.usedMemoryMiB, memory);
}

void TestNvidiaSmi::aliases()
{
    const GpuSample s = parseGpuQueryLine("0, GPU-1, NVIDIA H100, 00000000:19:00.0",
                                          { QStringLiteral("index"), QStringLiteral("gpu_uuid"),
                                            QStringLiteral("gpu_name"), QStringLiteral("gpu_bus_id") });
    QVERIFY2(s.isValid(), qPrintable(s.error));
    QCOMPARE(s.uuid, QStringLiteral("GPU-1"));
    QCOMPARE(s.name, QStringLiteral("NVIDIA H100"));
    QVERIFY(s.value(u"uuid"));
    QCOMPARE(s.value(u"pci.bus_id")->text, QStringLiteral("00000000:19:00.0"));
    QVERIFY(!s.value(u"memory.used"));

    // The compute-apps CSV header of a real capture parses through the same line parser.
    const QList<QByteArray> rows = lines(fixture("compute-apps-535.csv"));
    const QStringList header = QString::fromUtf8(rows.first()).split(QStringLiteral(", "));
    QCOMPARE(header.size(), 4);
    const GpuProcess p = parseComputeAppsLine(rows.at(2), header);
    QVERIFY2(p.isValid(), qPrintable(p.error));
    QCOMPARE(p.processName, QStringLiteral("VLLM::Worker_TP1"));
    QCOMPARE(p.usedMemoryMiB, 72402.0);
}

void TestNvidiaSmi::hugeLine()
{
    const QByteArray big(10 * 1024 * 1024, 'x');
    QVERIFY(!parseGpuQueryLine(big, consoleFields()).isValid());
    QVERIFY(!parseComputeAppsLine(big, { QStringLiteral("pid") }).isValid());
    QVERIFY(!nvidiaSmiErrorLine(big));
    const QList<GpuSample> csv = parseGpuQueryCsv(big);
    QCOMPARE(csv.size(), 1);
    QVERIFY(!csv.first().isValid());
    QByteArray manyFields = "index";
    for (int i = 0; i < 100000; ++i)
        manyFields += ", 1";
    QVERIFY(!parseGpuQueryLine(manyFields, consoleFields()).isValid());
}

QTEST_GUILESS_MAIN(TestNvidiaSmi)
#include "tst_nvidiasmi.moc"
