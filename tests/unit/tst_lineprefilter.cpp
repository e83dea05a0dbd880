// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnose/CrashDiagnosis.h"
#include "formats/EngineLogLine.h"
#include "formats/Utf16.h"
#include "startup/LinePrefilter.h"
#include "startup/PatternLiterals.h"
#include "startup/StartupProfile.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <cstdio>

using namespace ic;

namespace {

QStringList texts(const std::optional<QList<RequiredLiteral>> &lits)
{
    QStringList out;
    if (!lits)
        return { QStringLiteral("<none>") };
    for (const RequiredLiteral &l : *lits)
        out << QString::fromUtf8(l.text) + (l.caseless ? QStringLiteral("/i") : QString());
    return out;
}

} // namespace

class TestLinePrefilter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void requiredLiterals_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("literals");
        auto row = [](const char *name, const char *pattern, std::initializer_list<const char *> lits) {
            QStringList l;
            for (const char *x : lits)
                l << QString::fromUtf8(x);
            QTest::newRow(name) << QString::fromUtf8(pattern) << l;
        };
        row("plain", "^Loading weights took (?<secs>[\\d.]+) seconds", { "Loading weights took " });
        row("escaped dot", "Deactivated successfully\\.", { "Deactivated successfully." });
        row("optional prefix", "^(?:non-default )?args: ", { "args: " });
        row("alternation", "Cudagraph is disabled|enforce_eager=True",
            { "Cudagraph is disabled", "enforce_eager=True" });
        row("group only", "^(?:EngineCore|APIServer|Worker$)", { "EngineCore", "APIServer", "Worker" });
        row("nested groups", "^(?:[\\w.]+\\.)?(\\w+(?:Error|Exception|Exit))(?:: .*)?$",
            { "Error", "Exception", "Exit" });
        row("optional char", "^Capturing CUDA graphs?: ", { "Capturing CUDA graph" });
        row("plus keeps one", "No available blocks+ found", { "No available blocks" });
        row("quote breaks a run", "File \"x.py\"", { "File " });
        row("caseless", "(?i)out of memory", { "out of memory/i" });
        row("lookahead ignored", "status=(?!0/)\\d+ exited", { "status=" });
        row("too short", "^a.b$", { "<none>" });
        row("one short alternative", "long enough|ab", { "<none>" });
        row("empty", "", { "<none>" });
        row("unbalanced", "abc(def", { "<none>" });
        row("class", "[abc]+defg[^]x]hij",
            {
                "defg",
            });
        row("quantified group optional", "(?:abcdef)?xyz", { "xyz" });
        row("counted", "abc{0,3}defg", { "defg" });
    }
    void requiredLiterals()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, literals);
        QCOMPARE(texts(ic::requiredLiterals(pattern)), literals);
    }

    /// Every pattern the analyzer runs must name literals, or every line would take the slow path.
    void everyBuiltInPatternHasLiterals()
    {
        QStringList all = crashRulePatterns();
        for (const StartupProfile &p : builtInStartupProfiles())
            all += p.patterns(true);
        QVERIFY(all.size() > 100);
        QStringList shortest;
        for (const QString &pat : std::as_const(all)) {
            const auto lits = ic::requiredLiterals(pat);
            QVERIFY2(lits.has_value(), qPrintable(pat));
            for (const RequiredLiteral &l : *lits)
                if (qEnvironmentVariableIsSet("IC_DUMP_LITERALS"))
                    std::printf("LIT\t%s\n", l.text.constData());
                else if (l.text.size() <= 6)
                    shortest << QString::fromUtf8(l.text);
        }
        shortest.removeDuplicates();
        qInfo().noquote() << "literals of 6 bytes or less:" << shortest.join(QStringLiteral(" | "));
    }

    void matchingLines_data()
    {
        QTest::addColumn<QByteArray>("buffer");
        QTest::addColumn<QList<qsizetype>>("starts");
        QTest::newRow("none") << QByteArray("a\nb\nc\n") << QList<qsizetype> {};
        QTest::newRow("first") << QByteArray("xx Error\nb\n") << QList<qsizetype> { 0 };
        QTest::newRow("two in a line, one report")
            << QByteArray("a\nError Error\nc\n") << QList<qsizetype> { 2 };
        QTest::newRow("last without newline") << QByteArray("a\nb\nTraceback") << QList<qsizetype> { 4 };
        QTest::newRow("several") << QByteArray("Error\n\nx\nTraceback\nTraceback\n")
                                 << QList<qsizetype> { 0, 9, 19 };
        QTest::newRow("nul bytes") << QByteArray("a\0b\nError\0\n", 11) << QList<qsizetype> { 4 };
    }
    void matchingLines()
    {
        QFETCH(QByteArray, buffer);
        QFETCH(QList<qsizetype>, starts);
        LinePrefilter f;
        f.addLiteral("Error");
        f.addLiteral("Traceback");
        f.compile();
        QVERIFY2(!f.passesEverything(), qPrintable(f.error()));
        QList<qsizetype> got;
        f.matchingLines(buffer, &got);
        QCOMPARE(got, starts);
        // A copy shares the database and scans on its own scratch.
        const LinePrefilter copy = f;
        got.clear();
        copy.matchingLines(buffer, &got);
        QCOMPARE(got, starts);
        QCOMPARE(copy.lineMatches("no"), false);
        QCOMPARE(copy.lineMatches("an Error"), true);
    }

    /// One- and two-byte literals are found apart from the multi-literal matcher: the same lines,
    /// in order, each once, whether a line also holds a long literal or not.
    void shortLiterals_data()
    {
        QTest::addColumn<QByteArray>("buffer");
        QTest::addColumn<QList<qsizetype>>("starts");
        QTest::addColumn<bool>("withLong");
        for (const bool withLong : { true, false }) {
            const char *tag = withLong ? " (with a long literal)" : " (short literals only)";
            QTest::newRow(QByteArray("none").append(tag))
                << QByteArray("a\n^\nb[\n") << QList<qsizetype> {} << withLong;
            QTest::newRow(QByteArray("escape").append(tag))
                << QByteArray("a\nb \x1b[0m\nc\n") << QList<qsizetype> { 2 } << withLong;
            QTest::newRow(QByteArray("caret at the end").append(tag))
                << QByteArray("x\ny ^") << QList<qsizetype> {} << withLong;
            QTest::newRow(QByteArray("caret bracket, no newline").append(tag))
                << QByteArray("x\ny ^[[0m") << QList<qsizetype> { 2 } << withLong;
            QTest::newRow(QByteArray("both in one line").append(tag))
                << QByteArray("\x1b ^[\n\n^[\n") << QList<qsizetype> { 0, 6 } << withLong;
        }
        QTest::newRow("short and long, merged in order")
            << QByteArray("Error\n^[\nTraceback ^[\n\x1b\n") << QList<qsizetype> { 0, 6, 9, 22 } << true;
    }
    void shortLiterals()
    {
        QFETCH(QByteArray, buffer);
        QFETCH(QList<qsizetype>, starts);
        QFETCH(bool, withLong);
        LinePrefilter f;
        f.addLiteral("\x1b");
        f.addLiteral("^[");
        if (withLong) {
            f.addLiteral("Error");
            f.addLiteral("Traceback");
        }
        f.compile();
        QVERIFY2(!f.passesEverything(), qPrintable(f.error()));
        QList<qsizetype> got { -1 }; // what the caller had stays in front
        f.matchingLines(buffer, &got);
        QCOMPARE(got, QList<qsizetype> { -1 } + starts);
        for (const qsizetype s : std::as_const(starts)) {
            const qsizetype nl = buffer.indexOf('\n', s);
            QVERIFY(f.lineMatches(QByteArrayView(buffer).sliced(s, (nl < 0 ? buffer.size() : nl) - s)));
        }
        QCOMPARE(f.lineMatches("plain [ ^ text"), false);
    }

    void markedLines()
    {
        // "load_model" must keep its mark though "model" (unmarked) is inside it; "Error" is
        // left out for the marked "rror" inside it, and its lines are marked.
        LinePrefilter f;
        f.addLiteral("model");
        f.addLiteral("Error");
        QVERIFY(f.addMarkedPattern(QStringLiteral("^srv\\s+load_model: ")));
        f.addMarkedLiteral("rror");
        f.addMarkedLiteral("\x1b");
        f.compile();
        QVERIFY2(!f.passesEverything(), qPrintable(f.error()));
        const QByteArray buffer("a model\nload_model: x\nplain\nError\n\x1b[0m model\nmodel load_model: y\n");
        QList<qsizetype> got { -1 };
        QList<bool> marked { false };
        f.matchingLines(buffer, &got, &marked);
        QCOMPARE(got, (QList<qsizetype> { -1, 0, 8, 28, 34, 45 }));
        QCOMPARE(marked, (QList<bool> { false, false, true, true, true, true }));
        QList<qsizetype> plain;
        f.matchingLines(buffer, &plain);
        QCOMPARE(plain, got.mid(1));
    }

    void patternWithoutLiteralPassesEverything()
    {
        LinePrefilter f;
        QVERIFY(f.addPattern(QStringLiteral("Error")));
        QVERIFY(!f.addPattern(QStringLiteral("^\\d+$")));
        f.compile();
        QVERIFY(f.passesEverything());
        QList<qsizetype> got;
        f.matchingLines("a\nb\n", &got);
        QCOMPARE(got, (QList<qsizetype> { 0, 2 }));
    }

    void patternLiterals_data()
    {
        QTest::addColumn<QStringList>("patterns");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<bool>>("candidates");
        const QStringList pats { QStringLiteral("Loading weights took"),
                                 QStringLiteral("^Capturing CUDA graphs"),
                                 QStringLiteral("abc|xyz"),
                                 QStringLiteral("^\\d+$"),
                                 QStringLiteral("(?i)out of memory"),
                                 QStringLiteral("Gr\u00f6\u00dfe: \\d+") };
        QTest::newRow("none") << pats << QStringLiteral("INFO nothing here")
                              << QList<bool> { 0, 0, 0, 1, 1, 0 };
        QTest::newRow("first") << pats << QStringLiteral("x Loading weights took 3.1 s")
                               << QList<bool> { 1, 0, 0, 1, 1, 0 };
        QTest::newRow("anywhere counts")
            << pats << QStringLiteral("say Capturing CUDA graphs") << QList<bool> { 0, 1, 0, 1, 1, 0 };
        QTest::newRow("second alternative at the end")
            << pats << QStringLiteral("..xyz") << QList<bool> { 0, 0, 1, 1, 1, 0 };
        QTest::newRow("half a literal")
            << pats << QStringLiteral("ab xy") << QList<bool> { 0, 0, 0, 1, 1, 0 };
        QTest::newRow("too short") << pats << QStringLiteral("ab") << QList<bool> { 0, 0, 0, 1, 1, 0 };
        QTest::newRow("beyond ASCII")
            << pats << QStringLiteral("\u2588\u2588 Gr\u00f6\u00dfe: 12") << QList<bool> { 0, 0, 0, 1, 1, 1 };
        QTest::newRow("beyond ASCII, other letters")
            << pats << QStringLiteral("Gr\u00e4\u00dfe: 12") << QList<bool> { 0, 0, 0, 1, 1, 0 };
        QTest::newRow("surrogates") << pats << QStringLiteral("\U0001F600abc\U0001F600")
                                    << QList<bool> { 0, 0, 1, 1, 1, 0 };
    }

    // A candidate is a pattern one of whose literals occurs; a pattern without a usable literal
    // (none, or caseless) is always one.
    void patternLiterals()
    {
        QFETCH(QStringList, patterns);
        QFETCH(QString, text);
        QFETCH(QList<bool>, candidates);
        const PatternLiterals index(patterns);
        PatternLiterals::Candidates c;
        index.scan(text, &c);
        QList<bool> got;
        for (qsizetype i = 0; i < patterns.size(); ++i)
            got << c.contains(int(i));
        QCOMPARE(got, candidates);
        // The same scratch again: nothing of the last text stays.
        index.scan(QStringLiteral("nothing"), &c);
        for (qsizetype i = 0; i < patterns.size(); ++i)
            QCOMPARE(c.contains(int(i)), i == 3 || i == 4);
    }

    // What the tracker relies on: on every line of the real-log corpus (raw, and each record
    // as the tracker sees it), a pattern that matches is always a candidate. And the index
    // earns its place: most pattern tries are ruled out without a search.
    void patternLiteralsNeverHideAMatchInRealLogs()
    {
        const QDir dir(QStringLiteral(IC_FIXTURES_DIR "/real-logs"));
        const QStringList logs = dir.entryList({ QStringLiteral("*.log") }, QDir::Files, QDir::Name);
        QVERIFY(logs.size() >= 60);
        QStringList texts;
        for (const QString &name : logs) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            for (const QByteArray &line : f.readAll().split('\n')) {
                const QString t = QString::fromUtf8(line);
                texts << t;
                for (QStringView piece : splitGluedRecords(t))
                    texts << parseEngineLogLine(piece).text;
            }
        }
        qint64 matches = 0;
        qint64 tries = 0;
        qint64 ruledOut = 0;
        for (const StartupProfile &p : builtInStartupProfiles()) {
            QVERIFY(p.literals);
            QList<QPair<int, QRegularExpression>> all;
            auto add = [&all](const QList<ProfilePattern> &list) {
                for (const ProfilePattern &pp : list)
                    all.append({ pp.slot, pp.re });
            };
            add(p.detect);
            for (const ProfilePhase &ph : p.phases) {
                add(ph.start);
                add(ph.progress);
                add(ph.done);
            }
            add(p.ready);
            add(p.failure);
            add(p.stopped);
            add(p.benign);
            for (const ProfileHint &h : p.hints)
                all.append({ h.slot, h.re });
            QCOMPARE(qsizetype(all.size()), p.literals->size());
            PatternLiterals::Candidates c;
            for (const QString &t : std::as_const(texts)) {
                p.literals->scan(t, &c);
                for (const auto &[slot, re] : std::as_const(all)) {
                    ++tries;
                    const bool candidate = c.contains(slot);
                    ruledOut += !candidate;
                    if (!re.match(t).hasMatch())
                        continue;
                    ++matches;
                    QVERIFY2(candidate,
                             qPrintable(QStringLiteral("%1: /%2/ matches but was ruled out: %3")
                                            .arg(p.engine, re.pattern(), t.left(300))));
                }
            }
        }
        qInfo("%lld pattern matches on %lld texts, %lld of %lld tries ruled out by the literal scan", matches,
              qint64(texts.size()), ruledOut, tries);
        QVERIFY(matches > 500);
        QVERIFY(ruledOut > tries * 9 / 10);
    }

    void validUtf16Fast()
    {
        QList<QString> texts { QString(), QStringLiteral("a"),
                               QStringLiteral("plain ASCII text of some length"),
                               QStringLiteral("\u00e9\u2588\u4e2d") };
        // A lone surrogate, a pair and a reversed pair at every position of a 20-unit text, so
        // that each lands in the eight-unit blocks and in the tail.
        for (int len = 1; len <= 20; ++len) {
            for (int at = 0; at < len; ++at) {
                for (const QList<char16_t> &ins : QList<QList<char16_t>> {
                         { 0xd83d }, { 0xde00 }, { 0xd83d, 0xde00 }, { 0xde00, 0xd83d } }) {
                    QString t(len, u'x');
                    for (qsizetype k = 0; k < ins.size() && at + k < len; ++k)
                        t[at + k] = QChar(ins.at(k));
                    texts << t;
                }
            }
        }
        int invalid = 0;
        for (const QString &t : std::as_const(texts)) {
            QCOMPARE(isValidUtf16Fast(t), QStringView(t).isValidUtf16());
            invalid += !QStringView(t).isValidUtf16();
        }
        QVERIFY(invalid > 100);
    }
};

QTEST_GUILESS_MAIN(TestLinePrefilter)
#include "tst_lineprefilter.moc"
