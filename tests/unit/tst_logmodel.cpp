#include "monitor/LogModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace ic;

namespace {
JournalEntry entry(const QString &msg, const QByteArray &inv = "inv1")
{
    JournalEntry e;
    e.message = msg;
    e.invocationId = inv;
    e.priority = 6;
    e.pid = 7;
    e.realtimeUsec = 1700000000000000;
    return e;
}
} // namespace

class TestLogModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void appendFilterFold()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy appended(&model, &LogModel::linesAppended);
        const QString p = QStringLiteral("(EngineCore_DP0 pid=9) ERROR 12-02 10:00:00 [core.py:1] ");
        model.appendEntries({ entry(QStringLiteral("INFO 12-02 10:00:00 [a.py:1] Starting to load model x")),
                              entry(p + QStringLiteral("Traceback (most recent call last):")),
                              entry(p + QStringLiteral("  File \"/x.py\", line 3, in <module>")),
                              entry(p + QStringLiteral("torch.OutOfMemoryError: CUDA out of memory.")),
                              entry(QStringLiteral("WARNING 12-02 10:00:01 [a.py:1] after")) });
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(appended.size(), 1);
        QCOMPARE(model.nextErrorRow(-1, true), 1);
        QCOMPARE(model.nextErrorRow(1, true), -1); // lines inside the block are not separate errors

        model.setFolded(model.sequenceAt(1), true);
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(model.index(1).data().toString().contains(QLatin1String("OutOfMemoryError")));
        QCOMPARE(model.index(1).data(LogModel::BlockSizeRole).toInt(), 3);
        model.setAllFolded(false);
        QCOMPARE(model.rowCount(), 5);

        model.setFilter(QStringLiteral("load model"), false, false, false);
        QCOMPARE(model.rowCount(), 1);
        model.setFilter(QStringLiteral("load model"), false, true, false);
        QCOMPARE(model.rowCount(), 4);
        model.setFilter(QStringLiteral("(unclosed"), true, false, true);
        QVERIFY(!model.filterError().isEmpty());
        QCOMPARE(model.rowCount(), 0);
        model.setFilter(QString(), false, false, false);
        model.setLevelMask(1u << int(LogLevel::Warning));
        QCOMPARE(model.rowCount(), 1);
        model.setLevelMask(0);
        QCOMPARE(model.rowCount(), 5);

        // Appends while filtered only add matching rows.
        model.setFilter(QStringLiteral("needle"), false, false, true);
        model.appendEntries({ entry(QStringLiteral("hay")), entry(QStringLiteral("a needle")) });
        QCOMPARE(model.rowCount(), 1);
    }

    void restartScopesToCurrentInvocation()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendEntries({ entry(QStringLiteral("old 1")), entry(QStringLiteral("old 2")) });
        model.appendEntries({ entry(QStringLiteral("new 1"), "inv2") });
        QCOMPARE(model.rowCount(), 2); // separator + new line
        QVERIFY(model.index(0).data(LogModel::FlagsRole).toInt() & LogStore::Separator);
        model.setCurrentInvocationOnly(false);
        QCOMPARE(model.rowCount(), 4);
    }

    void progressUpdatesInPlace()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.appendLines({ "Loading safetensors checkpoint shards:   0% Completed | 0/9 [00:00<?, ?it/s]" });
        model.appendLines(
            { "Loading safetensors checkpoint shards:  56% Completed | 5/9 [00:13<00:11,  2.87s/it]" });
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(changed.size(), 1);
        QVERIFY(model.index(0).data().toString().contains(QLatin1String("5/9")));
        QCOMPARE(model.index(0).data(LogModel::RepeatRole).toInt(), 1);
    }

    void capRemovesFromTop()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.store().setCap(100);
        QList<QByteArray> lines;
        for (int i = 0; i < 150; ++i)
            lines << "l" + QByteArray::number(i);
        model.appendLines(lines.mid(0, 80));
        model.appendLines(lines.mid(80));
        QCOMPARE(model.rowCount(), 100);
        QCOMPARE(model.index(0).data().toString(), QStringLiteral("l50"));
        QCOMPARE(model.index(99).data().toString(), QStringLiteral("l149"));
    }
};

QTEST_GUILESS_MAIN(TestLogModel)
#include "tst_logmodel.moc"
