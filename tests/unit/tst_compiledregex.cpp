// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// CompiledRegex against QRegularExpression: every pattern the console ships (the engines'
// start-up patterns and log prefixes, the crash rules) on every line of the real logs, and the
// hostile cases (text that is not UTF-16, offsets, groups that take no part): the same match,
// group by group, or the same miss. And a pattern deeper than the JIT's own stack.
#include "diagnose/CrashDiagnosis.h"
#include "formats/CompiledRegex.h"
#include "startup/StartupProfile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace ic;

namespace {

/// The first difference between the two matchers on `subject` from `offset`, empty when none.
QString compare(const QRegularExpression &re, const CompiledRegex &fast, QStringView subject,
                qsizetype offset = 0, bool validUtf16 = false)
{
    const QRegularExpressionMatch q
        = re.match(subject, offset, QRegularExpression::NormalMatch,
                   validUtf16 ? QRegularExpression::DontCheckSubjectStringMatchOption
                              : QRegularExpression::NoMatchOption);
    const RegexMatch f = fast.match(subject, offset, validUtf16);
    const QString where = QStringLiteral("/%1/ on \"%2\"").arg(re.pattern(), subject.left(120));
    if (q.hasMatch() != f.hasMatch())
        return where
            + QStringLiteral(": QRegularExpression %1, CompiledRegex %2").arg(q.hasMatch()).arg(f.hasMatch());
    if (!q.hasMatch())
        return {};
    for (int i = 0; i <= re.captureCount() && i < RegexMatch::kMaxGroups; ++i) {
        if (q.capturedStart(i) != f.capturedStart(i) || q.capturedLength(i) != f.capturedLength(i)
            || q.capturedView(i) != f.capturedView(i))
            return where
                + QStringLiteral(": group %1 at %2+%3, not %4+%5")
                      .arg(i)
                      .arg(f.capturedStart(i))
                      .arg(f.capturedLength(i))
                      .arg(q.capturedStart(i))
                      .arg(q.capturedLength(i));
    }
    return {};
}

QStringList corpusLines()
{
    QStringList lines;
    for (const char *sub : { "/real-logs", "/realhost" }) {
        const QDir d(QStringLiteral(IC_FIXTURES_DIR) + QLatin1String(sub));
        for (const QString &name : d.entryList({ QStringLiteral("*.log") }, QDir::Files, QDir::Name)) {
            QFile f(d.filePath(name));
            if (f.open(QIODevice::ReadOnly))
                lines += QString::fromUtf8(f.readAll()).split(u'\n');
        }
    }
    return lines;
}

/// The log prefixes of the shipped profiles, as written.
QStringList shippedPrefixes()
{
    QStringList out;
    const QDir d(QStringLiteral(IC_SOURCE_DIR "/resources/profiles"));
    for (const QString &name : d.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
        QFile f(d.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QJsonArray a
            = QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("logPrefixes")).toArray();
        for (const QJsonValue &v : a)
            out << (v.isObject() ? v.toObject().value(QLatin1String("pattern")).toString() : v.toString());
    }
    return out;
}

} // namespace

class TestCompiledRegex : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shippedPatternsOnTheRealLogs()
    {
        QStringList patterns = crashRulePatterns();
        for (const StartupProfile &p : builtInStartupProfiles())
            patterns += p.patterns(true);
        const QStringList prefixes = shippedPrefixes();
        QVERIFY2(prefixes.size() >= 5, "the profiles' log prefixes are missing");
        patterns += prefixes;
        patterns.removeDuplicates();
        QVERIFY2(patterns.size() >= 100, qPrintable(QString::number(patterns.size())));
        const QStringList lines = corpusLines();
        QVERIFY2(lines.size() >= 900, qPrintable(QString::number(lines.size())));
        int matched = 0;
        for (const QString &pattern : std::as_const(patterns)) {
            const QRegularExpression re(pattern);
            QVERIFY2(re.isValid(), qPrintable(pattern));
            const CompiledRegex fast(re);
            const QStringList names = re.namedCaptureGroups();
            QCOMPARE(fast.namedGroups(), names);
            for (qsizetype g = 1; g < names.size(); ++g)
                QCOMPARE(fast.groupIndex(names.at(g)), names.at(g).isEmpty() ? -1 : int(g));
            QCOMPARE(fast.groupIndex(u"no-such-group"), -1);
            for (const QString &line : lines) {
                const QString diff = compare(re, fast, line, 0, true);
                QVERIFY2(diff.isEmpty(), qPrintable(diff));
                matched += fast.match(line, 0, true).hasMatch();
            }
        }
        qInfo("%lld patterns on %lld lines, %d matches", qlonglong(patterns.size()), qlonglong(lines.size()),
              matched);
        QVERIFY(matched > 500); // the lines do meet the patterns
    }

    void hostileSubjects()
    {
        const QList<QRegularExpression> res {
            QRegularExpression(QStringLiteral("^(?<level>INFO|ERROR) (?<clock>\\d\\d-\\d\\d)?")),
            QRegularExpression(QStringLiteral("(a)|(b)")),
            QRegularExpression(QStringLiteral("out of memory"), QRegularExpression::CaseInsensitiveOption),
            QRegularExpression(QStringLiteral("\\bpid=(\\d+)\\)")),
            QRegularExpression(QStringLiteral("^$")),
            QRegularExpression(QStringLiteral("\\w+"), QRegularExpression::UseUnicodePropertiesOption),
            QRegularExpression(QStringLiteral("x*")),
        };
        QString lone = QStringLiteral("ERROR 08-19 pid=12) b");
        lone.insert(3, QChar(0xD800)); // a lone high surrogate: not UTF-16
        const QStringList subjects {
            QString(),
            QStringLiteral(""),
            QStringLiteral("INFO 08-19 ok"),
            QStringLiteral("ERROR x"),
            QStringLiteral("b then a"),
            QStringLiteral("CUDA OUT OF MEMORY"),
            QStringLiteral("(w pid=42) x"),
            QStringLiteral("apid=1)"),
            QStringLiteral("héllo wörld 中文"),
            lone,
        };
        for (const QRegularExpression &re : res) {
            const CompiledRegex fast(re);
            for (const QString &s : subjects) {
                for (qsizetype offset : { qsizetype(0), qsizetype(1), s.size(), s.size() + 1 }) {
                    if (s.isNull() && offset > 0)
                        continue;
                    const QString diff = compare(re, fast, s, offset);
                    QVERIFY2(diff.isEmpty(), qPrintable(diff));
                }
            }
        }
        // Text that is not UTF-16 matches nothing unless the caller vouched for it.
        const CompiledRegex any(QRegularExpression(QStringLiteral("ERR")));
        QVERIFY(!any.match(lone).hasMatch());
        QVERIFY(any.match(QStringLiteral("ERROR")).hasMatch());
        // An invalid pattern matches nothing.
        QVERIFY(!CompiledRegex(QRegularExpression(QStringLiteral("(unclosed")))
                     .match(QStringLiteral("(unclosed"))
                     .hasMatch());
        // A group that took no part, and one beyond the pattern's.
        const RegexMatch m
            = CompiledRegex(QRegularExpression(QStringLiteral("(a)|(b)"))).match(QStringLiteral("b"));
        QVERIFY(m.hasMatch());
        QCOMPARE(m.capturedStart(1), -1);
        QCOMPARE(m.capturedView(1), QStringView());
        QCOMPARE(m.captured(2), QStringLiteral("b"));
        QCOMPARE(m.capturedStart(7), -1);
    }

    // A pattern that needs more stack than the JIT has of its own is still matched, by PCRE2's
    // interpreter. (QRegularExpression, whose JIT stack stops at 512 KiB, reports no match
    // here: the one difference, and on the side of the match that is there.)
    void deeperThanTheJitStack()
    {
        const CompiledRegex fast(QRegularExpression(QStringLiteral("^(?:(a)|b)*c")));
        const QString subject = QString(200000, u'a') + u'c';
        const RegexMatch m = fast.match(subject);
        QVERIFY(m.hasMatch());
        QCOMPARE(m.capturedLength(), subject.size());
        QCOMPARE(m.capturedStart(1), subject.size() - 2);
        QVERIFY(!fast.match(QString(200000, u'a')).hasMatch());
    }

    // Copies share the compiled code, and threads may match at once.
    void sharedAcrossThreads()
    {
        const CompiledRegex fast(QRegularExpression(QStringLiteral("pid=(\\d+)")));
        QList<QThread *> threads;
        std::atomic<int> wrong { 0 };
        for (int t = 0; t < 4; ++t) {
            threads << QThread::create([copy = fast, t, &wrong] {
                for (int i = 0; i < 20000; ++i) {
                    const QString s = QStringLiteral("(w pid=%1) x").arg(i * 4 + t);
                    const RegexMatch m = copy.match(s);
                    if (!m.hasMatch() || m.capturedView(1).toInt() != i * 4 + t)
                        ++wrong;
                }
            });
            threads.last()->start();
        }
        for (QThread *th : threads) {
            th->wait();
            delete th;
        }
        QCOMPARE(wrong.load(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCompiledRegex)
#include "tst_compiledregex.moc"
