// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuBarsWidget.h"
#include "monitor/GpuMonitor.h"

#include <QProgressBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using namespace ic;

namespace {
GpuSample parse(const char *line)
{
    return parseGpuQueryLine(QByteArrayView(line), GpuMonitor::queryFields());
}
using C = GpuBarsWidget::Column;
} // namespace

class TestGpuBars : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void values_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("memory");
        QTest::addColumn<QString>("util");
        QTest::addColumn<QString>("temp");
        QTest::addColumn<QString>("power");
        QTest::addColumn<QString>("tipContains"); // tooltip of the first n/a column, or empty
        QTest::newRow("h100 nvl") << QByteArray(
            "0, GPU-0a1b, NVIDIA H100 NVL, 75469, 97871, 87, 65, 350.12, 400.00")
                                  << QStringLiteral("73.7 / 95.6 GiB (77 %)") << QStringLiteral("87 %")
                                  << QStringLiteral("65 °C") << QStringLiteral("350 / 400 W") << QString();
        QTest::newRow("mig: utilisation n/a")
            << QByteArray("1, GPU-mig, NVIDIA A100-SXM4-80GB, 1234, 81920, [N/A], 40, 90.40, 400.00")
            << QStringLiteral("1.2 / 80.0 GiB (2 %)") << QStringLiteral("n/a") << QStringLiteral("40 °C")
            << QStringLiteral("90 / 400 W") << QStringLiteral("MIG");
        QTest::newRow("old driver: power not supported")
            << QByteArray("2, GPU-k80, Tesla K80, 100, 11441, 0, 30, [Not Supported], [Not Supported]")
            << QStringLiteral("0.1 / 11.2 GiB (1 %)") << QStringLiteral("0 %") << QStringLiteral("30 °C")
            << QStringLiteral("n/a") << QStringLiteral("[Not Supported]");
        QTest::newRow("permissions: memory n/a")
            << QByteArray("3, GPU-perm, NVIDIA L4, [Insufficient Permissions], 23034, 5, 44, 20.00, 72.00")
            << QStringLiteral("n/a") << QStringLiteral("5 %") << QStringLiteral("44 °C")
            << QStringLiteral("20 / 72 W") << QStringLiteral("[Insufficient Permissions]");
    }
    void values()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, memory);
        QFETCH(QString, util);
        QFETCH(QString, temp);
        QFETCH(QString, power);
        QFETCH(QString, tipContains);
        const GpuSample s = parse(line.constData());
        QVERIFY2(s.isValid(), qPrintable(s.error));
        GpuBarsWidget w(nullptr);
        w.setSamples({ s });
        QCOMPARE(w.rowCount(), 1);
        QCOMPARE(w.text(s.uuid, C::Name), QStringLiteral("GPU %1").arg(s.index));
        QCOMPARE(w.text(s.uuid, C::Memory), memory);
        QCOMPARE(w.text(s.uuid, C::Utilization), util);
        QCOMPARE(w.text(s.uuid, C::Temperature), temp);
        QCOMPARE(w.text(s.uuid, C::Power), power);
        QString tip;
        for (C c : { C::Memory, C::Utilization, C::Temperature, C::Power }) {
            if (w.text(s.uuid, c) == QStringLiteral("n/a")) {
                tip = w.toolTip(s.uuid, c);
                break;
            }
        }
        if (tipContains.isEmpty())
            QVERIFY(tip.isEmpty());
        else
            QVERIFY2(tip.contains(tipContains), qPrintable(tip));
    }

    void rowsInIndexOrderAndUpdatedInPlace()
    {
        GpuBarsWidget w(nullptr);
        w.setSamples({ parse("3, GPU-d, X, 1, 100, 1, 1, 1, 2"), parse("0, GPU-a, X, 1, 100, 1, 1, 1, 2") });
        QCOMPARE(w.rowCount(), 2);
        w.setSamples({ parse("3, GPU-d, X, 50, 100, 1, 1, 1, 2"), parse("0, GPU-a, X, 1, 100, 1, 1, 1, 2") });
        QCOMPARE(w.rowCount(), 2);
        QCOMPARE(w.text(QStringLiteral("GPU-d"), C::Memory), QStringLiteral("0.0 / 0.1 GiB (50 %)"));
    }

    /// Many GPUs in a short dock: the rows scroll inside the bars, which ask for a few rows of
    /// height only, and every row shows or is reachable by the scroll bar; none is squeezed.
    void manyGpusScrollInsideTheBars_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("height");
        QTest::newRow("16 GPUs, 140 px") << 16 << 140;
        QTest::newRow("8 GPUs, 260 px") << 8 << 260;
        QTest::newRow("2 GPUs, 400 px") << 2 << 400;
    }
    void manyGpusScrollInsideTheBars()
    {
        QFETCH(int, gpus);
        QFETCH(int, height);
        GpuBarsWidget w(nullptr);
        QList<GpuSample> tick;
        for (int i = 0; i < gpus; ++i)
            tick << parse(QStringLiteral("%1, GPU-%1, X, 71234, 81559, 97, 71, 512, 700")
                              .arg(i)
                              .toLatin1()
                              .constData());
        w.setSamples(tick);
        QCOMPARE(w.rowCount(), gpus);
        const int rowHeight = w.findChild<QProgressBar *>()->sizeHint().height();
        QVERIFY2(w.minimumSizeHint().height() <= 4 * rowHeight + 16,
                 qPrintable(QStringLiteral("the bars ask for %1 px").arg(w.minimumSizeHint().height())));
        w.resize(w.minimumSizeHint().width(), height);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY2_WITH_TIMEOUT(w.clipProblem().isEmpty(), qPrintable(w.clipProblem()), 5000);
        QCOMPARE(w.text(QStringLiteral("GPU-0"), C::Memory), QStringLiteral("69.6 / 79.6 GiB (87 %)"));
    }

    /// Eight GPUs in the height the GPU dock gives the bars at 1920 x 1080 (about 170 px): compact
    /// rows, all in sight without a scroll bar. Where even the compact rows do not fit (1280 x
    /// 720), they keep a line of text each and scroll.
    void eightGpusFitInCompactRows_data()
    {
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("allInSight");
        QTest::newRow("1920x1080: 170 px") << 170 << true;
        QTest::newRow("roomy: 300 px") << 300 << true;
        QTest::newRow("1280x720: 110 px") << 110 << false;
    }
    void eightGpusFitInCompactRows()
    {
        QFETCH(int, height);
        QFETCH(bool, allInSight);
        GpuBarsWidget w(nullptr);
        QList<GpuSample> tick;
        for (int i = 0; i < 8; ++i)
            tick << parse(QStringLiteral("%1, GPU-%1, X, 71234, 81559, 97, 71, 512, 700")
                              .arg(i)
                              .toLatin1()
                              .constData());
        w.setSamples(tick);
        w.resize(w.minimumSizeHint().width(), height);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *scroll = w.findChild<QScrollArea *>(QStringLiteral("gpuBarsScroll"));
        QVERIFY(scroll);
        QTRY_VERIFY2_WITH_TIMEOUT(w.clipProblem().isEmpty(), qPrintable(w.clipProblem()), 5000);
        const QProgressBar *bar = w.findChild<QProgressBar *>();
        QVERIFY2(w.rowHeight() >= w.fontMetrics().height() + 2, qPrintable(QString::number(w.rowHeight())));
        QVERIFY(w.rowHeight() <= bar->sizeHint().height());
        QCOMPARE(bar->height(), w.rowHeight());
        QTRY_COMPARE(scroll->verticalScrollBar()->isVisible(), !allInSight);
        if (allInSight) {
            // Every row inside the viewport.
            for (const QProgressBar *b : w.findChildren<QProgressBar *>())
                QVERIFY(b->geometry().bottom() < scroll->viewport()->height());
        }
    }

    void lostGpu()
    {
        GpuBarsWidget w(nullptr);
        w.setSamples({ parse("0, GPU-a, X, 1, 100, 1, 1, 1, 2"), parse("1, GPU-b, X, 1, 100, 1, 1, 1, 2") });
        w.markLost(QStringLiteral("GPU-b"));
        QVERIFY(w.isLost(QStringLiteral("GPU-b")));
        QVERIFY(!w.isLost(QStringLiteral("GPU-a")));
        QCOMPARE(w.text(QStringLiteral("GPU-b"), C::Memory), QStringLiteral("lost"));
        QCOMPARE(w.text(QStringLiteral("GPU-b"), C::Power), QStringLiteral("lost"));
        QVERIFY(!w.toolTip(QStringLiteral("GPU-b"), C::Utilization).isEmpty());
        w.markLost(QStringLiteral("GPU-unknown")); // ignored
        // Back on the bus.
        w.setSamples({ parse("1, GPU-b, X, 1, 100, 1, 1, 1, 2") });
        QVERIFY(!w.isLost(QStringLiteral("GPU-b")));
    }
};

QTEST_MAIN(TestGpuBars)
#include "tst_gpubars.moc"
