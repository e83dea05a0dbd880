// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Objects that must stay on one thread say so when they are used from another: the check stops
// the program with the function's name (formats/ThreadAffinity.h). The wrong-thread call runs in
// a child process (this test binary, started again), since it ends that process.

#include "RunBinary.h"
#include "formats/ThreadAffinity.h"
#include "monitor/LogModel.h"

#include <QTest>

#include <cstdlib>
#include <thread>

using namespace ic;
using namespace ic::testsupport;

namespace {
constexpr const char *kChildVariable = "IC_THREADAFFINITY_CHILD";

/// In the child: use a LogModel of the main thread from a plain std::thread.
int runChild()
{
    LogModel model;
    JournalEntry e;
    e.message = QStringLiteral("from the wrong thread");
    std::thread other([&] { model.appendEntries({ e }); });
    other.join();
    return 0; // not reached when the check works
}
} // namespace

class TestThreadAffinity : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ownThreadIsFine()
    {
        LogModel model;
        JournalEntry e;
        e.message = QStringLiteral("from the right thread");
        model.appendEntries({ e });
        QCOMPARE(model.rowCount(), 1);
    }

    void otherThreadStopsWithTheFunctionsName()
    {
        RunOptions o;
        o.environment.insert(QString::fromLatin1(kChildVariable), QStringLiteral("1"));
        o.deadlineMs = 30000;
        const RunResult child = runBinary(QCoreApplication::applicationFilePath(), {}, o);
        QVERIFY2(child.started && !child.timedOut, child.describe().constData());
        const QString err = QString::fromLocal8Bit(child.err);
        QVERIFY2(child.crashed || child.exitCode != 0, qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("LogModel::appendEntries called from thread")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("ic::LogModel lives in thread")), qPrintable(err));
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet(kChildVariable))
        return runChild();
    TestThreadAffinity t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_threadaffinity.moc"
