// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The liveness judge over scripted observations: one row per situation, written as the lines
// a host's monitors would deliver, in time order, with checkpoints where the verdict is compared.
//   T verb args… ; verb args…       observations (or checkpoints) at T ms
//   A-B/S verb args… ; …            the same every S ms from A to B; in values, `X+D` means X + D·i
// Verbs: health ready|notready|refused|unreachable|notasked; metrics running= waiting= total=
// rate= (nan, inf, negative allowed; a key left out is absent); metrics-failed TEXT; metrics-silent
// MS TEXT (a request taken and unanswered for MS: a timeout);
// gpus U,U,… (`8x0`: eight GPUs at 0; nan allowed) [mem=MiB]; probe-sent; probe-answered SECONDS
// [TOKENS]; probe-failed timeout|refused|error [TEXT]; checkpoints: judge STATE, summary TEXT,
// evidence TEXT, no-evidence TEXT, due yes|no, stuck-in MS (the verdict's stuckDueInMs, ±1000; -1: none).
#include "config/EngineProfile.h"
#include "monitor/LivenessJudge.h"

#include <QTest>

#include <cmath>

using namespace ic;

namespace {

double value(const QString &text, int i)
{
    if (text == QLatin1String("nan"))
        return NAN;
    if (text == QLatin1String("inf"))
        return INFINITY;
    const qsizetype plus = text.indexOf(u'+', 1);
    if (plus > 0)
        return text.left(plus).toDouble() + text.mid(plus + 1).toDouble() * i;
    return text.toDouble();
}

LivenessThresholds thresholds()
{
    LivenessThresholds t;
    t.stuckAfterMs = 60'000;
    t.probeIntervalMs = 60'000;
    return t;
}

} // namespace

class TestLivenessJudge : public QObject {
    Q_OBJECT

    LivenessVerdict m_last;

    /// Applies one line's verb at `t`; false (with `why`) when a checkpoint does not hold.
    bool apply(LivenessJudge &judge, qint64 t, const QString &verb, const QStringList &args, int i,
               QString *why)
    {
        auto describe = [&] {
            return QStringLiteral("%1 “%2”\n    %3")
                .arg(livenessStateId(m_last.state), m_last.summary,
                     m_last.evidence.join(QStringLiteral("\n    ")));
        };
        const QString rest = args.join(u' ');
        if (verb == QLatin1String("health")) {
            static const QHash<QString, LivenessHealth> names = {
                { QStringLiteral("ready"), LivenessHealth::Ready },
                { QStringLiteral("notready"), LivenessHealth::NotReady },
                { QStringLiteral("refused"), LivenessHealth::Refused },
                { QStringLiteral("unreachable"), LivenessHealth::Unreachable },
                { QStringLiteral("notasked"), LivenessHealth::NotAsked },
            };
            judge.observeHealth(t, names.value(args.value(0)), args.value(0));
        } else if (verb == QLatin1String("metrics")) {
            LivenessMetricsSample s;
            for (const QString &a : args) {
                const QString key = a.section(u'=', 0, 0);
                const double v = value(a.section(u'=', 1), i);
                if (key == QLatin1String("running"))
                    s.running = v;
                else if (key == QLatin1String("waiting"))
                    s.waiting = v;
                else if (key == QLatin1String("total"))
                    s.generationTokens = v;
                else if (key == QLatin1String("rate"))
                    s.generationTokensPerSecond = v;
            }
            judge.observeMetrics(t, s);
        } else if (verb == QLatin1String("metrics-failed")) {
            judge.observeMetricsFailure(t, rest);
        } else if (verb == QLatin1String("metrics-silent")) {
            judge.observeMetricsFailure(t, args.mid(1).join(u' '), args.value(0).toLongLong());
        } else if (verb == QLatin1String("stuck-in")) {
            const qint64 want = args.value(0).toLongLong();
            const qint64 got = m_last.stuckDueInMs;
            if (want < 0 ? got >= 0 : (got < 0 || std::abs(got - want) > 1000)) {
                *why = QStringLiteral("stuck due in %1 ms, expected %2: %3")
                           .arg(got)
                           .arg(want)
                           .arg(describe());
                return false;
            }
        } else if (verb == QLatin1String("gpus")) {
            QList<double> util;
            for (const QString &u : args.value(0).split(u',', Qt::SkipEmptyParts)) {
                if (u.contains(u'x')) {
                    for (int k = 0; k < u.section(u'x', 0, 0).toInt(); ++k)
                        util << value(u.section(u'x', 1), i);
                } else {
                    util << value(u, i);
                }
            }
            const QString mem = args.value(1);
            judge.observeGpus(t, util, mem.startsWith(QLatin1String("mem=")) ? mem.mid(4).toDouble() : NAN);
        } else if (verb == QLatin1String("probe-sent")) {
            judge.observeProbeSent(t);
        } else if (verb == QLatin1String("probe-answered")) {
            judge.observeProbeAnswered(t, args.value(0).toDouble(),
                                       args.value(1, QStringLiteral("1")).toInt());
        } else if (verb == QLatin1String("probe-failed")) {
            const QString kind = args.value(0);
            judge.observeProbeFailed(t,
                                     kind == QLatin1String("timeout")       ? LivenessProbeFailure::Timeout
                                         : kind == QLatin1String("refused") ? LivenessProbeFailure::Refused
                                                                            : LivenessProbeFailure::Error,
                                     args.mid(1).join(u' '));
        } else if (verb == QLatin1String("judge")) {
            m_last = judge.judge(t);
            if (livenessStateId(m_last.state) != args.value(0)) {
                *why = QStringLiteral("expected %1, got %2").arg(args.value(0), describe());
                return false;
            }
            if (m_last.summary.isEmpty() || m_last.evidence.isEmpty()) {
                *why = QStringLiteral("a verdict without its summary or evidence: ") + describe();
                return false;
            }
        } else if (verb == QLatin1String("summary")) {
            if (!m_last.summary.contains(rest, Qt::CaseInsensitive)) {
                *why = QStringLiteral("summary lacks “%1”: %2").arg(rest, describe());
                return false;
            }
        } else if (verb == QLatin1String("evidence") || verb == QLatin1String("no-evidence")) {
            const bool has = m_last.evidence.join(u'\n').contains(rest, Qt::CaseInsensitive);
            if (has != (verb == QLatin1String("evidence"))) {
                *why = QStringLiteral("evidence %1 “%2”: %3")
                           .arg(has ? QStringLiteral("has") : QStringLiteral("lacks"), rest, describe());
                return false;
            }
        } else if (verb == QLatin1String("due")) {
            const bool due = judge.probeDue(t);
            if (due != (args.value(0) == QLatin1String("yes"))) {
                *why
                    = QStringLiteral("probe due: %1").arg(due ? QStringLiteral("yes") : QStringLiteral("no"));
                return false;
            }
        } else {
            *why = QStringLiteral("unknown verb ") + verb;
            return false;
        }
        return true;
    }

private Q_SLOTS:
    void verdicts_data()
    {
        QTest::addColumn<QStringList>("script");
        // One sample and one tick of 8 GPUs a second, as a host's monitors deliver them.
        const QString wedged = QStringLiteral("metrics running=2 waiting=1 total=1234 ; gpus 8x0 mem=640000");
        auto at = [](const QString &when, const QString &what) -> QString { return when + u' ' + what; };

        QTest::newRow("tokens flowing: serving") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-90000/1000 metrics running=2 waiting=0 total=100+20 ; gpus 8x95"),
            QStringLiteral("90000 judge serving ; summary serving ; evidence tokens last counted ; due no"),
        };

        QTest::newRow("no requests for long: idle, never stuck") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-300000/1000 metrics running=0 waiting=0 total=500 ; gpus 8x0"),
            QStringLiteral("300000 judge idle ; evidence flat at 500 ; due yes"),
        };

        QTest::newRow("wedged: stuck at the threshold, not before") << QStringList {
            QStringLiteral("0 health ready"),
            at(QStringLiteral("1000-60000/1000"), wedged),
            QStringLiteral("60500 judge serving ; due no"),
            at(QStringLiteral("61000"), wedged),
            QStringLiteral(
                "61000 judge stuck ; summary 60 s ; evidence generation counter flat at 1234 for 60 s"),
            QStringLiteral(
                "61000 evidence requests pending for 60 s ; evidence GPUs idle (at most 5 %) for 60 s"),
            QStringLiteral("61000 evidence 640000 MiB ; evidence says nothing about progress ; due no"),
        };

        QTest::newRow("stuck holds while the gauges drop to zero, until a probe is answered") << QStringList {
            QStringLiteral("0 health ready"),
            at(QStringLiteral("1000-62000/1000"), wedged),
            QStringLiteral("62000 judge stuck"),
            QStringLiteral("63000-80000/1000 metrics running=0 waiting=0 total=1234 ; gpus 8x0"),
            QStringLiteral("80000 judge stuck ; due yes ; probe-sent"),
            QStringLiteral("81000 judge stuck"),
            QStringLiteral("82000 probe-answered 1.5 ; judge idle ; evidence probe answered"),
        };

        QTest::newRow("stuck ends with tokens: serving") << QStringList {
            QStringLiteral("0 health ready"),
            at(QStringLiteral("1000-62000/1000"), wedged),
            QStringLiteral("62000 judge stuck"),
            QStringLiteral("63000 metrics running=2 waiting=1 total=1300 ; gpus 8x90 ; judge serving"),
        };

        QTest::newRow("GPUs busy without tokens: not judged, never stuck") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-30000/1000 metrics running=1 waiting=0 total=42 ; gpus 8x100"),
            QStringLiteral("30000 judge serving"),
            QStringLiteral("31000-200000/1000 metrics running=1 waiting=0 total=42 ; gpus 8x100"),
            QStringLiteral("200000 judge unknown ; summary GPUs are busy"),
        };

        QTest::newRow("one GPU busy among idle ones: not idle") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics running=1 total=42 ; gpus 0,0,0,97,0,0,0,0"),
            QStringLiteral("100000 judge unknown ; evidence at most 97 % on 8 of 8"),
        };

        // GPU readings strengthen a verdict but are not required: a CPU engine, a host without a GPU tool.
        QTest::newRow("no GPU readings: judged on the counters alone") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-30000/1000 metrics running=1 total=42"),
            QStringLiteral("30000 judge serving ; stuck-in 31000"),
            QStringLiteral("31000-61000/1000 metrics running=1 total=42"),
            QStringLiteral(
                "61000 judge stuck ; summary no GPU readings on this host ; evidence no GPU readings"),
        };

        QTest::newRow("GPU utilisation unreadable (NaN): judged on the counters alone") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics running=1 total=42 ; gpus 8xnan"),
            QStringLiteral("100000 judge stuck ; evidence no utilisation readable on 8 GPUs"),
        };

        QTest::newRow("no GPU readings, tokens flowing: serving, never stuck") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-300000/1000 metrics running=1 total=42+10"),
            QStringLiteral("300000 judge serving ; stuck-in -1"),
        };

        // llama-server answers /metrics from its engine loop and /health from its HTTP threads: a
        // hung loop leaves /health at 200 and every /metrics request unanswered
        // (resources/profiles/README.md).
        QTest::newRow("loop hung: /health 200, /metrics silent, no GPUs: stuck at the threshold")
            << QStringList {
                   QStringLiteral("0 health ready"),
                   QStringLiteral("1000-4000/1000 metrics running=0 waiting=0 total=100"),
                   QStringLiteral("4000 judge idle"),
                   QStringLiteral(
                       "10000 metrics-silent 5000 GET /metrics: nothing arrived for 5 s. ; judge unknown ; "
                       "summary /metrics has not answered ; stuck-in 55000 ; due yes ; probe-sent ; due no"),
                   QStringLiteral(
                       "16000-58000/6000 metrics-silent 5000 GET /metrics: nothing arrived for 5 s."),
                   QStringLiteral(
                       "58000 judge unknown ; evidence taken and not answered for 53 s ; stuck-in 7000"),
                   QStringLiteral("64000 metrics-silent 5000 GET /metrics: nothing arrived for 5 s."),
                   QStringLiteral(
                       "65000 judge stuck ; summary its loop does not run ; evidence our probe pending"),
               };

        QTest::newRow("loop hung with idle GPUs: stuck") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-4000/1000 metrics running=0 total=100 ; gpus 2x0"),
            QStringLiteral(
                "5000-70000/1000 gpus 2x0 ; metrics-silent 5000 GET /metrics: nothing arrived for 5 s."),
            QStringLiteral("70000 judge stuck ; evidence GPUs idle"),
        };

        QTest::newRow("metrics silent while the GPUs work: not judged") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-4000/1000 metrics running=0 total=100 ; gpus 2x0"),
            QStringLiteral(
                "5000-100000/1000 gpus 2x95 ; metrics-silent 5000 GET /metrics: nothing arrived for 5 s."),
            QStringLiteral("100000 judge unknown ; summary GPUs are busy"),
        };

        QTest::newRow("one slow /metrics answer is no hang") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-4000/1000 metrics running=0 total=100"),
            QStringLiteral("10000 metrics-silent 5000 GET /metrics: nothing arrived for 5 s."),
            QStringLiteral("11000-100000/1000 metrics running=0 total=100"),
            QStringLiteral("100000 judge idle ; stuck-in -1"),
        };

        QTest::newRow("/metrics refused or 404 is no silence") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics-failed GET /metrics answered HTTP 404."),
            QStringLiteral("100000 judge unknown ; summary do not answer ; stuck-in -1"),
        };

        QTest::newRow("no metrics, the probe answers: idle") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000 metrics-failed GET /metrics answered HTTP 501."),
            QStringLiteral("1000 due yes ; probe-sent"),
            QStringLiteral("1300 probe-answered 0.3"),
            QStringLiteral("2000 judge idle ; summary the probe got its token ; evidence HTTP 501"),
        };

        QTest::newRow("no metrics, probes never answered: stuck at the threshold") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics-failed GET /metrics answered HTTP 501."),
            QStringLiteral("1000 probe-sent"),
            QStringLiteral("30000 judge unknown ; stuck-in 31000"),
            QStringLiteral("45000 probe-failed timeout deadline passed"),
            QStringLiteral("45000 judge unknown ; evidence our probes got no token for 44 s"),
            QStringLiteral("50000 due no"),
            QStringLiteral("61000 judge stuck"),
        };

        QTest::newRow("a refused probe ends its wait") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics-failed GET /metrics answered HTTP 501."),
            QStringLiteral("1000 probe-sent"),
            QStringLiteral("20000 probe-failed refused connection refused"),
            QStringLiteral("100000 judge unknown ; stuck-in -1"),
        };

        QTest::newRow("GPU ticks stop: not judged once they are stale") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-20000/1000 metrics running=1 total=42 ; gpus 8x0"),
            QStringLiteral("21000-100000/1000 metrics running=1 total=42"),
            QStringLiteral("100000 judge unknown"),
        };

        QTest::newRow("a gap in the GPU ticks starts the idle window again") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-20000/1000 metrics running=1 total=42 ; gpus 8x0"),
            QStringLiteral("21000-39000/1000 metrics running=1 total=42"),
            QStringLiteral("40000-61000/1000 metrics running=1 total=42 ; gpus 8x0"),
            QStringLiteral("61000 judge serving"),
            QStringLiteral("62000-99000/1000 metrics running=1 total=42 ; gpus 8x0"),
            QStringLiteral("99000 judge serving"),
            QStringLiteral("100000 metrics running=1 total=42 ; gpus 8x0 ; judge stuck"),
        };

        QTest::newRow("/health 200 alone: never a verdict") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("300000 judge unknown ; summary no serving metrics"),
        };

        QTest::newRow("/health 200 and GPUs idle, no metrics: never a verdict") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-300000/1000 gpus 8x0"),
            QStringLiteral("300000 judge unknown"),
        };

        QTest::newRow("metrics endpoint failing: the reason is in the evidence") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics-failed GET /metrics answered HTTP 404. ; gpus 8x0"),
            QStringLiteral("100000 judge unknown ; evidence HTTP 404"),
        };

        QTest::newRow("metrics stop arriving: not judged") << QStringList {
            QStringLiteral("0 health ready"),
            at(QStringLiteral("1000-30000/1000"), wedged),
            QStringLiteral("31000-100000/1000 gpus 8x0"),
            QStringLiteral("100000 judge unknown ; summary stopped arriving"),
        };

        QTest::newRow("metrics without any counter: not judged") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics ; gpus 8x0"),
            QStringLiteral("100000 judge unknown ; summary none of the engine ; due no"),
        };

        QTest::newRow("gauges without a generation counter, requests pending: not judged") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics running=3 waiting=0 ; gpus 8x0"),
            QStringLiteral("100000 judge unknown ; summary no generation counter"),
        };

        QTest::newRow("gauges without a generation counter, nothing pending: idle") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics running=0 waiting=0 ; gpus 8x0"),
            QStringLiteral("100000 judge idle"),
        };

        QTest::newRow("NaN and infinite readings count as absent") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics running=nan waiting=inf total=nan rate=nan ; gpus 8x0"),
            QStringLiteral("100000 judge unknown ; summary none of the engine"),
        };

        QTest::newRow("a NaN counter with requests pending: not judged") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics running=2 total=nan ; gpus 8x0"),
            QStringLiteral("100000 judge unknown"),
        };

        QTest::newRow("negative readings count as absent") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-100000/1000 metrics running=-3 waiting=-1 total=-5 ; gpus 8x-1"),
            QStringLiteral("100000 judge unknown"),
        };

        QTest::newRow("counter reset after a restart: the flat window starts again") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-29000/1000 metrics running=2 total=5000 ; gpus 8x0"),
            QStringLiteral("30000 metrics running=2 total=5 ; gpus 8x0 ; judge serving ; evidence went down"),
            QStringLiteral("31000-61000/1000 metrics running=2 total=5 ; gpus 8x0"),
            QStringLiteral("61500 judge serving"),
            QStringLiteral("62000-89000/1000 metrics running=2 total=5 ; gpus 8x0"),
            QStringLiteral("89500 judge serving"),
            QStringLiteral("90000 metrics running=2 total=5 ; gpus 8x0 ; judge stuck"),
        };

        QTest::newRow("the clock goes back: windows start again on the new clock") << QStringList {
            QStringLiteral("0 health ready"),
            at(QStringLiteral("1000-50000/1000"), wedged),
            at(QStringLiteral("10000"), wedged),
            QStringLiteral("10000 judge serving ; evidence clock went back by 40 s"),
            at(QStringLiteral("11000-69000/1000"), wedged),
            QStringLiteral("69500 judge serving"),
            at(QStringLiteral("70000"), wedged),
            QStringLiteral("70000 judge stuck"),
        };

        QTest::newRow("the clock goes back while stuck: not stuck until the windows fill again")
            << QStringList {
                   QStringLiteral("0 health ready"),
                   at(QStringLiteral("1000-62000/1000"), wedged),
                   QStringLiteral("62000 judge stuck"),
                   QStringLiteral("5000 judge unknown ; evidence clock went back"),
                   at(QStringLiteral("6000-65000/1000"), wedged),
                   QStringLiteral("65500 judge serving"),
                   at(QStringLiteral("66000"), wedged),
                   QStringLiteral("66000 judge stuck"),
               };

        QTest::newRow("rates only (Prometheus): stuck at the threshold") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-60000/1000 metrics running=4 rate=0 ; gpus 8x0"),
            QStringLiteral("60500 judge serving"),
            QStringLiteral(
                "61000 metrics running=4 rate=0 ; gpus 8x0 ; judge stuck ; evidence no tokens generated for"),
        };

        QTest::newRow("rates only: a positive rate is serving") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-62000/1000 metrics running=4 rate=35.5 ; gpus 8x0"),
            QStringLiteral("62000 judge serving"),
        };

        QTest::newRow("idle probe answered: idle, its token is not traffic") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-5000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("5000 due yes ; probe-sent ; due no"),
            QStringLiteral("6000 metrics running=1 waiting=0 total=100 ; gpus 8x0 ; judge idle"),
            QStringLiteral("6200 probe-answered 0.2"),
            QStringLiteral("7000 metrics running=0 waiting=0 total=101 ; gpus 8x0 ; judge idle"),
            QStringLiteral("7000 evidence probe answered with a token in 0.2 s"),
            QStringLiteral("8000-64000/1000 metrics running=0 waiting=0 total=101 ; gpus 8x0"),
            QStringLiteral("64000 judge idle ; due no"),
            QStringLiteral("65000 metrics running=0 waiting=0 total=101 ; gpus 8x0 ; due yes"),
        };

        QTest::newRow("probe unanswered with frozen gauges and idle GPUs: stuck") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-5000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("5000 probe-sent"),
            QStringLiteral("6000-64000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("64500 judge idle ; evidence our probe pending"),
            QStringLiteral("65000 metrics running=0 waiting=0 total=100 ; gpus 8x0 ; judge stuck"),
            QStringLiteral("66000-75000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("75000 probe-failed timeout deadline passed"),
            QStringLiteral("76000-80000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("80000 judge stuck ; evidence probe got no token in 70 s"),
        };

        QTest::newRow("probe that timed out before the threshold: idle, with the evidence") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-5000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("5000 probe-sent"),
            QStringLiteral("6000-35000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("35000 probe-failed timeout first byte"),
            QStringLiteral("36000-50000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("50000 judge idle ; evidence probe got no token in 30 s"),
        };

        QTest::newRow("probe answered with an HTTP error: no verdict from it") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-5000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("5000 probe-sent"),
            QStringLiteral("5100 probe-failed error HTTP 401"),
            QStringLiteral("6000-50000/1000 metrics running=0 waiting=0 total=100 ; gpus 8x0"),
            QStringLiteral("50000 judge idle ; evidence probe failed (no verdict from it): HTTP 401"),
        };

        QTest::newRow("someone else's request beside our probe: serving") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-4000/1000 metrics running=0 total=100 ; gpus 8x0"),
            QStringLiteral("4000 probe-sent"),
            QStringLiteral("5000 metrics running=2 total=100 ; gpus 8x0 ; judge serving"),
        };

        QTest::newRow("not ready: not judged (compile and graph capture are no serving time)")
            << QStringList {
                   QStringLiteral("0 health refused"),
                   QStringLiteral("1000-200000/1000 gpus 8x0"),
                   QStringLiteral("200000 judge unknown ; summary before the engine is ready"),
               };

        QTest::newRow("metrics before ready are not used") << QStringList {
            QStringLiteral("0 health notready"),
            at(QStringLiteral("1000-100000/1000"), wedged),
            QStringLiteral("100000 health ready ; judge unknown ; summary no serving metrics"),
        };

        QTest::newRow("not asked yet") << QStringList { QStringLiteral("5000 judge unknown") };

        QTest::newRow("refused after ready: unreachable") << QStringList {
            QStringLiteral("0 health ready"),
            at(QStringLiteral("1000-10000/1000"), wedged),
            QStringLiteral("11000 health refused"),
            QStringLiteral("12000 judge unreachable ; evidence refused"),
        };

        QTest::newRow("timeouts: unreachable") << QStringList {
            QStringLiteral("0 health unreachable"),
            QStringLiteral("1000 judge unreachable"),
        };

        QTest::newRow("503 after ready: not judged") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("11000 health notready"),
            QStringLiteral("12000 judge unknown ; summary does not answer 200"),
        };

        QTest::newRow("ready anew: the stuck verdict and its windows are gone") << QStringList {
            QStringLiteral("0 health ready"),
            at(QStringLiteral("1000-62000/1000"), wedged),
            QStringLiteral("62000 judge stuck"),
            QStringLiteral("63000 health refused ; judge unreachable"),
            QStringLiteral("90000 health ready ; judge unknown"),
            at(QStringLiteral("91000-100000/1000"), wedged),
            QStringLiteral("100000 judge serving"),
        };

        QTest::newRow("huge counter values") << QStringList {
            QStringLiteral("0 health ready"),
            QStringLiteral("1000-62000/1000 metrics running=1 total=1e300 ; gpus 8x0"),
            QStringLiteral("62000 judge stuck"),
        };
    }

    void verdicts()
    {
        QFETCH(QStringList, script);
        LivenessJudge judge(thresholds());
        m_last = {};
        int lineNo = 0;
        for (const QString &line : std::as_const(script)) {
            ++lineNo;
            const QString when = line.section(u' ', 0, 0);
            qint64 from = 0, to = 0, step = 1;
            if (const qsizetype dash = when.indexOf(u'-'); dash > 0) {
                from = when.left(dash).toLongLong();
                to = when.mid(dash + 1).section(u'/', 0, 0).toLongLong();
                step = when.section(u'/', 1).toLongLong();
            } else {
                from = to = when.toLongLong();
            }
            QVERIFY2(step > 0, qPrintable(line));
            const QStringList commands = line.section(u' ', 1).split(QStringLiteral(" ; "));
            int i = 0;
            for (qint64 t = from; t <= to; t += step, ++i) {
                for (const QString &command : commands) {
                    const QStringList words = command.split(u' ', Qt::SkipEmptyParts);
                    QVERIFY2(!words.isEmpty(), qPrintable(line));
                    QString why;
                    QVERIFY2(apply(judge, t, words.at(0), words.mid(1), i, &why),
                             qPrintable(QStringLiteral("line %1 “%2” at %3 ms: %4")
                                            .arg(lineNo)
                                            .arg(command)
                                            .arg(t)
                                            .arg(why)));
                }
            }
        }
    }

    void verdictSinceFollowsTheState()
    {
        LivenessJudge judge(thresholds());
        judge.observeHealth(0, LivenessHealth::Ready, QStringLiteral("HTTP 200"));
        for (qint64 t = 1000; t <= 62000; t += 1000) {
            LivenessMetricsSample s;
            s.running = 1;
            s.generationTokens = 7;
            judge.observeMetrics(t, s);
            judge.observeGpus(t, { 0, 0 });
            judge.judge(t);
        }
        const LivenessVerdict v = judge.judge(70000);
        QCOMPARE(v.state, LivenessState::Stuck);
        QCOMPARE(v.sinceMs, qint64(61000));
    }

    void profilesCarryTheThresholds_data()
    {
        QTest::addColumn<QByteArray>("liveness");
        QTest::addColumn<double>("stuck");
        QTest::addColumn<double>("probe");
        QTest::addColumn<QString>("error");
        QTest::newRow("absent: defaults") << QByteArray() << 60.0 << 60.0 << QString();
        QTest::newRow("both") << QByteArray(
            R"(, "liveness": {"stuckAfterSeconds": 90, "probeIntervalSeconds": 30})")
                              << 90.0 << 30.0 << QString();
        QTest::newRow("one") << QByteArray(R"(, "liveness": {"stuckAfterSeconds": 2.5})") << 2.5 << 60.0
                             << QString();
        QTest::newRow("zero") << QByteArray(R"(, "liveness": {"stuckAfterSeconds": 0})") << 0.0 << 0.0
                              << QStringLiteral("stuckAfterSeconds");
        QTest::newRow("negative") << QByteArray(R"(, "liveness": {"probeIntervalSeconds": -5})") << 0.0 << 0.0
                                  << QStringLiteral("probeIntervalSeconds");
        QTest::newRow("text") << QByteArray(R"(, "liveness": {"stuckAfterSeconds": "60"})") << 0.0 << 0.0
                              << QStringLiteral("stuckAfterSeconds");
        QTest::newRow("too long") << QByteArray(R"(, "liveness": {"stuckAfterSeconds": 1e9})") << 0.0 << 0.0
                                  << QStringLiteral("86400");
        QTest::newRow("not an object")
            << QByteArray(R"(, "liveness": 60)") << 0.0 << 0.0 << QStringLiteral("object");
    }

    void profilesCarryTheThresholds()
    {
        QFETCH(QByteArray, liveness);
        QFETCH(double, stuck);
        QFETCH(double, probe);
        QFETCH(QString, error);
        const EngineProfile p = parseEngineProfile(R"({"engine": "made-up")" + liveness + "}");
        if (!error.isEmpty()) {
            QVERIFY2(p.error.contains(error), qPrintable(p.error));
            return;
        }
        QVERIFY2(p.isValid(), qPrintable(p.error));
        QCOMPARE(p.liveness.stuckAfterSeconds, stuck);
        QCOMPARE(p.liveness.probeIntervalSeconds, probe);
    }

    void compiledInProfilesHaveTheirThresholds()
    {
        const QList<EngineProfile> all = engineProfiles();
        for (const char *id : { "vllm", "sglang", "llama.cpp", "trtllm" }) {
            const EngineProfile *p = findEngineProfile(QString::fromLatin1(id), all);
            QVERIFY2(p, id);
            QVERIFY2(p->object.contains(QLatin1String("liveness")),
                     id); // written down, not the default by accident
            QVERIFY(p->liveness.stuckAfterSeconds >= 30);
            QVERIFY(p->liveness.probeIntervalSeconds >= 10);
        }
    }
};

QTEST_GUILESS_MAIN(TestLivenessJudge)
#include "tst_livenessjudge.moc"
