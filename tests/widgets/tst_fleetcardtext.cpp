// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// What a fleet card says, read from the text it draws: text cut at its end ("demo-a · simul…",
// never "…ated, 8-gpu"), a row per GPU on the large card of a host alone, and "no GPU tool" on
// the card of a host without nvidia-smi instead of a blank.
#include "FakeHost.h"
#include "FleetCardDelegate.h"
#include "config/HostDefinition.h"
#include "host/Fleet.h"
#include "models/FleetModel.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionViewItem>
#include <QTemporaryDir>
#include <QTest>
#include <QTextItem>

using namespace ic;
using ic::testsupport::FakeHost;

namespace {

/// A paint device that keeps the text drawn on it and draws nothing.
class TextRecorder : public QPaintEngine {
public:
    TextRecorder()
        : QPaintEngine(QPaintEngine::AllFeatures)
    {
    }
    QStringList texts;
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override { }
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override { }
    void drawPath(const QPainterPath &) override { }
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override { }
    void drawRects(const QRectF *, int) override { }
    void drawEllipse(const QRectF &) override { }
    void drawTextItem(const QPointF &, const QTextItem &item) override { texts << item.text(); }
    Type type() const override { return QPaintEngine::User; }
};

class RecordingDevice : public QPaintDevice {
public:
    QPaintEngine *paintEngine() const override { return &m_engine; }
    QStringList texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
            return 2000;
        case PdmHeight:
            return 1200;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDepth:
            return 32;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        default:
            return 1;
        }
    }

private:
    mutable TextRecorder m_engine;
};

QStringList cardTexts(const QModelIndex &index, QSize size)
{
    RecordingDevice device;
    QPainter painter(&device);
    QStyleOptionViewItem option;
    option.rect = QRect(QPoint(0, 0), size);
    option.font = QFont();
    option.fontMetrics = QFontMetrics(option.font);
    option.palette = QPalette();
    FleetCardDelegate().paint(&painter, option, index);
    painter.end();
    return device.texts();
}

} // namespace

class TestFleetCardText : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void textIsCutAtItsEnd()
    {
        FakeHost host(QStringLiteral("demo-gpu-001"));
        HostDefinition d = host.definition();
        d.group = QStringLiteral("demo-a");
        d.tags = { QStringLiteral("simulated"), QStringLiteral("8-gpu"), QStringLiteral("rack-17-row-c") };
        Fleet fleet;
        fleet.setSessionOptions({ 1, m_dir.path() });
        QVERIFY(fleet.addHost(d).isEmpty());
        FleetModel model(&fleet);
        const QModelIndex row = model.index(0, FleetModel::NameColumn);
        const QString group = row.siblingAtColumn(FleetModel::GroupColumn).data().toString();
        QVERIFY(group.startsWith(QStringLiteral("demo-a · simulated")));
        // A narrow card: the name keeps its room, group and tags are cut.
        const QStringList texts = cardTexts(row, { 260, 130 });
        QVERIFY2(texts.contains(QStringLiteral("demo-gpu-001")), qPrintable(texts.join(u'|')));
        QString shown;
        for (const QString &t : texts) {
            QVERIFY2(!t.startsWith(QChar(0x2026)), qPrintable(QStringLiteral("cut at its start: ") + t));
            if (t.startsWith(QStringLiteral("demo-a")))
                shown = t;
        }
        QVERIFY2(shown.endsWith(QChar(0x2026)) && shown.size() < group.size(), qPrintable(shown));
        // A wide card shows all of it.
        QVERIFY(cardTexts(row, { 900, 200 }).contains(group));
    }

    void oneHostGetsALargeCardWithItsGpus()
    {
        const QSize viewport(1150, 560);
        const QSize one = FleetCardDelegate::fittingSize(1, viewport, 12);
        QVERIFY2(one.width() >= 1000 && one.height() >= 500,
                 qPrintable(QStringLiteral("%1x%2").arg(one.width()).arg(one.height())));
        QVERIFY(one.width() <= viewport.width() && one.height() <= viewport.height());
        // Many hosts: a dense grid of small cards.
        const QSize many = FleetCardDelegate::fittingSize(48, viewport, 12);
        QVERIFY2(many.width() <= 400 && many.height() <= 240,
                 qPrintable(QStringLiteral("%1x%2").arg(many.width()).arg(many.height())));

        FakeHost host(QStringLiteral("alone"));
        host.setGpus(8, 61000);
        Fleet fleet;
        fleet.setSessionOptions({ 1, m_dir.path() });
        QVERIFY(fleet.addHost(host.definition()).isEmpty());
        FleetModel model(&fleet);
        const QModelIndex row = model.index(0, FleetModel::NameColumn);
        QTRY_COMPARE_WITH_TIMEOUT(
            row.siblingAtColumn(FleetModel::GpuMemoryColumn).data(FleetModel::GpuMemoryRole).toList().size(),
            8, 15000);
        const QStringList large = cardTexts(row, one);
        for (int i = 0; i < 8; ++i)
            QVERIFY2(large.contains(QStringLiteral("GPU %1").arg(i)), qPrintable(large.join(u'|')));
        QVERIFY2(large.contains(QStringLiteral("59.6 / 140.4 GiB")), qPrintable(large.join(u'|')));
        // A small card keeps the compact bars with the total.
        const QStringList small = cardTexts(row, many);
        QVERIFY(!small.contains(QStringLiteral("GPU 0")));
        QVERIFY2(small.contains(row.siblingAtColumn(FleetModel::GpuMemoryColumn).data().toString()),
                 qPrintable(small.join(u'|')));
    }

    void hostWithoutGpuToolSaysSo()
    {
        FakeHost host(QStringLiteral("cpu-01"));
        HostDefinition d = host.definition();
        d.nvidiaSmiCommand = QStringLiteral("env PATH=/nonexistent nvidia-smi");
        Fleet fleet;
        fleet.setSessionOptions({ 1, m_dir.path() });
        QVERIFY(fleet.addHost(d).isEmpty());
        FleetModel model(&fleet);
        const QModelIndex row = model.index(0, FleetModel::NameColumn);
        QTRY_COMPARE_WITH_TIMEOUT(row.siblingAtColumn(FleetModel::GpuMemoryColumn).data().toString(),
                                  QStringLiteral("no GPU tool"), 15000);
        for (const QSize size : { QSize(260, 130), QSize(1100, 560) }) {
            const QStringList texts = cardTexts(row, size);
            QVERIFY2(texts.contains(QStringLiteral("no GPU tool")), qPrintable(texts.join(u'|')));
        }
    }
};

QTEST_MAIN(TestFleetCardText)
#include "tst_fleetcardtext.moc"
