// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The corpus of real logs as an operator saves it from tmux: each log is written to a real tmux
// pane the way vLLM writes to a terminal — its worker processes' prefixes in colour,
// `\033[1;36m(Worker_TP0 pid=184)\033[0;0m ` (`_add_prefix` in vLLM's
// vllm/utils/system_utils.py, formerly vllm/executor/multiproc_worker_utils.py; the same bytes
// show in caret notation in https://github.com/vllm-project/vllm-ascend/issues/615) — and the
// scrollback is saved with `tmux capture-pane -p -e -J -S - -E -`: tmux's own rendering of the
// escape codes, wrapped lines joined. No public issue holds such a file (the web pages drop the
// escape byte; see tests/fixtures/real-logs/SOURCES.md), so tmux makes it here. `analyze` must
// read each capture as it reads the raw log: same engine, outcome, phases and root cause.
#include "RunBinary.h"
#include "startup/LogAnalyzer.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

const QString kDir = QStringLiteral(IC_FIXTURES_DIR "/real-logs/");

QString phaseIds(const LogAnalysis &a)
{
    QStringList ids;
    for (const AnalyzedPhase &p : a.phases)
        ids << p.id;
    return ids.join(u',');
}

/// The log as vLLM writes it to a terminal: its process prefixes in cyan.
QByteArray coloured(const QByteArray &raw, int *prefixes)
{
    static const QRegularExpression prefix(
        QStringLiteral("^\\(([A-Za-z_][\\w]*(?: rank=\\d+)? pid=\\d+)\\) "));
    QByteArray out;
    for (const QByteArray &line : raw.split('\n')) {
        const QString text = QString::fromUtf8(line);
        const QRegularExpressionMatch m = prefix.match(text);
        if (m.hasMatch()) {
            ++*prefixes;
            out += "\033[1;36m(" + m.captured(1).toUtf8() + ")\033[0;0m "
                + text.mid(m.capturedEnd()).toUtf8();
        } else {
            out += line;
        }
        out += '\n';
    }
    out.chop(1);
    return out;
}

RunOptions tmuxOptions()
{
    RunOptions o;
    o.deadlineMs = 30000;
    o.environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    o.environment.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
    o.environment.remove(QStringLiteral("TMUX"));
    return o;
}

} // namespace

class TestTmuxCapture : public QObject {
    Q_OBJECT
private:
    QString m_tmux;
    int m_prefixes = 0;

private Q_SLOTS:
    void initTestCase()
    {
        m_tmux = QStandardPaths::findExecutable(QStringLiteral("tmux"));
        if (m_tmux.isEmpty())
            QSKIP("tmux is needed (.ci/install-deps --tests installs it)");
    }

    void corpusReadsTheSameFromTmux_data()
    {
        QTest::addColumn<QString>("base");
        const QStringList expected
            = QDir(kDir).entryList({ QStringLiteral("*.expected.json") }, QDir::Files, QDir::Name);
        QVERIFY2(expected.size() >= 20, "the corpus is missing");
        for (const QString &name : expected)
            QTest::newRow(qPrintable(name.chopped(int(qstrlen(".expected.json")))))
                << name.chopped(int(qstrlen(".expected.json")));
    }

    void corpusReadsTheSameFromTmux()
    {
        QFETCH(QString, base);
        QFile f(kDir + base + QStringLiteral(".log"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray raw = f.readAll();

        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("tty.log"));
        QFile out(log);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(coloured(raw, &m_prefixes));
        out.close();
        QFile conf(dir.filePath(QStringLiteral("tmux.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("set-option -g history-limit 500000\n");
        conf.close();
        const QString socket = dir.filePath(QStringLiteral("tmux.sock"));
        const QStringList tmux { QStringLiteral("-u"), QStringLiteral("-f"), conf.fileName(),
                                 QStringLiteral("-S"), socket };

        // The pane prints the log, then says so; the scrollback is read once it has.
        const QString script
            = QStringLiteral("cat '%1'; '%2' -S '%3' wait-for -S printed; sleep 60").arg(log, m_tmux, socket);
        RunResult r = runBinary(m_tmux,
                                tmux
                                    + QStringList { QStringLiteral("new-session"), QStringLiteral("-d"),
                                                    QStringLiteral("-x"), QStringLiteral("400"),
                                                    QStringLiteral("-y"), QStringLiteral("30"), script },
                                tmuxOptions());
        QVERIFY2(r.exitedNormally() && r.exitCode == 0, r.describe().constData());
        r = runBinary(m_tmux, tmux + QStringList { QStringLiteral("wait-for"), QStringLiteral("printed") },
                      tmuxOptions());
        QVERIFY2(r.exitedNormally() && r.exitCode == 0, r.describe().constData());
        const RunResult capture
            = runBinary(m_tmux,
                        tmux
                            + QStringList { QStringLiteral("capture-pane"), QStringLiteral("-p"),
                                            QStringLiteral("-e"), QStringLiteral("-J"), QStringLiteral("-S"),
                                            QStringLiteral("-"), QStringLiteral("-E"), QStringLiteral("-") },
                        tmuxOptions());
        runBinary(m_tmux, tmux + QStringList { QStringLiteral("kill-server") }, tmuxOptions());
        QVERIFY2(capture.exitedNormally() && capture.exitCode == 0, capture.describe().constData());

        const LogAnalysis plain = analyzeLog(raw);
        const LogAnalysis scrollback = analyzeLog(capture.out);
        QCOMPARE(scrollback.engine, plain.engine);
        QCOMPARE(scrollback.outcome, plain.outcome);
        QCOMPARE(phaseIds(scrollback), phaseIds(plain));
        QCOMPARE(scrollback.rootCauseCategory, plain.rootCauseCategory);
        QCOMPARE(scrollback.rootCauseText, plain.rootCauseText);
    }

    void cleanupTestCase()
    {
        // The colour must have reached tmux for the test to mean anything.
        if (!m_tmux.isEmpty())
            QVERIFY2(m_prefixes >= 100, qPrintable(QString::number(m_prefixes))); // 193 in 65 logs
    }
};

QTEST_GUILESS_MAIN(TestTmuxCapture)
#include "tst_tmuxcapture.moc"
