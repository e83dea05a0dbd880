// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Keeps the shipped catalogues complete: every message translated, placeholders and
// accelerators kept, nothing new in the sources that the catalogues lack, and the data files'
// strings listed for lupdate. Reads the .ts sources because core tests do not link the app's
// resources.
#include <QDirIterator>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    QStringList forms; // one entry unless numerus
};

struct Catalogue {
    QString language;
    QList<Message> messages;
    QString error;
};

Catalogue readTs(const QByteArray &data)
{
    Catalogue c;
    QXmlStreamReader xml(data);
    QString context;
    Message m;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("TS")) {
                c.language = xml.attributes().value(QLatin1String("language")).toString();
            } else if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                m = Message {};
                m.context = context;
                m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                inMessage = true;
            } else if (name == QLatin1String("source") && inMessage) {
                m.source = xml.readElementText();
            } else if (name == QLatin1String("translation") && inMessage) {
                const auto type = xml.attributes().value(QLatin1String("type"));
                m.unfinished = type == QLatin1String("unfinished");
                if (type == QLatin1String("obsolete") || type == QLatin1String("vanished"))
                    m.source.clear(); // no longer shown; skipped below
                if (!m.numerus)
                    m.forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform") && inMessage) {
                m.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            if (!m.source.isEmpty())
                c.messages << m;
            inMessage = false;
        }
    }
    if (xml.hasError())
        c.error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    else if (c.language.isEmpty())
        c.error = QStringLiteral("no <TS language=...> element");
    return c;
}

Catalogue readTsFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return { {}, {}, QStringLiteral("cannot open %1: %2").arg(path, f.errorString()) };
    return readTs(f.readAll());
}

// %1…%99, %L1, %n, and the data files' template fields: {1}, {1:n}, {tot}.
QStringList placeholders(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("%L?(?:[1-9][0-9]?|n)|\\{\\w+(?::\\w+)?\\}"));
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out << it.next().captured();
    out.sort();
    out.removeDuplicates();
    return out;
}

// Accelerator marks: a single '&' before a character, "&&" is a literal ampersand.
int accelerators(const QString &s)
{
    int n = 0;
    for (qsizetype i = 0; i + 1 < s.size(); ++i) {
        if (s.at(i) != u'&')
            continue;
        if (s.at(i + 1) == u'&')
            ++i;
        else if (!s.at(i + 1).isSpace())
            ++n;
    }
    return n;
}

// Every problem found, one line each, naming the message.
QStringList problems(const Catalogue &c, int expectedForms)
{
    QStringList out;
    if (!c.error.isEmpty())
        out << QStringLiteral("unreadable: %1").arg(c.error);
    if (c.messages.isEmpty())
        out << QStringLiteral("no messages");
    for (const Message &m : c.messages) {
        const QString where = QStringLiteral("%1 \"%2\": ").arg(m.context, m.source);
        if (m.unfinished)
            out << where + QStringLiteral("unfinished");
        const qsizetype wantForms = m.numerus ? expectedForms : 1;
        if (m.forms.size() != wantForms)
            out << where + QStringLiteral("%1 form(s), expected %2").arg(m.forms.size()).arg(wantForms);
        const QStringList want = placeholders(m.source);
        const int wantAccel = accelerators(m.source);
        for (const QString &t : m.forms) {
            if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty()) {
                out << where + QStringLiteral("empty translation");
                continue;
            }
            const QStringList got = placeholders(t);
            if (got != want)
                out << where
                        + QStringLiteral("placeholders %1 in \"%2\", expected %3")
                              .arg(got.join(u' '), t, want.join(u' '));
            if (accelerators(t) != wantAccel)
                out << where
                        + QStringLiteral("%1 accelerator(s) in \"%2\", expected %3")
                              .arg(accelerators(t))
                              .arg(t)
                              .arg(wantAccel);
            if (m.source.startsWith(u' ') != t.startsWith(u' ')
                || m.source.endsWith(u' ') != t.endsWith(u' '))
                out << where + QStringLiteral("leading/trailing space differs in \"%1\"").arg(t);
        }
    }
    return out;
}

QString sourceDir()
{
    return QStringLiteral(IC_SOURCE_DIR);
}

// The program a build runs, or empty: Qt's own folders first, then PATH.
QString findTool(const QStringList &names)
{
    const QStringList dirs { QLibraryInfo::path(QLibraryInfo::BinariesPath),
                             QLibraryInfo::path(QLibraryInfo::LibraryExecutablesPath) };
    for (const QString &name : names) {
        QString path = QStandardPaths::findExecutable(name, dirs);
        if (path.isEmpty())
            path = QStandardPaths::findExecutable(name);
        if (!path.isEmpty())
            return path;
    }
    return {};
}

struct Run {
    bool ok = false;
    QString output;
};

Run run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    Run r;
    if (!p.waitForStarted(10'000)) {
        r.output = p.errorString();
        return r;
    }
    if (!p.waitForFinished(120'000)) {
        p.kill();
        p.waitForFinished(5'000);
        r.output = QStringLiteral("no exit within 120 s");
        return r;
    }
    r.output = QString::fromUtf8(p.readAll());
    r.ok = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    return r;
}

// The sources lupdate reads: the same globs as the top CMakeLists.txt (app/, widgets/, *.cpp).
QStringList translatableSources()
{
    QStringList out;
    for (const char *dir : { "app", "widgets" }) {
        QDirIterator it(sourceDir() + u'/' + QLatin1String(dir), { QStringLiteral("*.cpp") }, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            out << it.next();
    }
    out.sort();
    return out;
}

QSet<QString> messageKeys(const Catalogue &c)
{
    QSet<QString> keys;
    for (const Message &m : c.messages)
        keys.insert(m.context + QStringLiteral(" \"") + m.source + u'"');
    return keys;
}

// The strings of a generated DataStrings.cpp, one per QT_TRANSLATE_NOOP line, unescaped.
QStringList dataStrings(const QByteArray &file)
{
    static const QRegularExpression re(QStringLiteral("^\\s*QT_TRANSLATE_NOOP\\(\"ic::data\", \"(.*)\"\\),$"),
                                       QRegularExpression::MultilineOption);
    QStringList out;
    for (auto it = re.globalMatch(QString::fromUtf8(file)); it.hasNext();) {
        QString s = it.next().captured(1);
        QString u;
        for (qsizetype i = 0; i < s.size(); ++i) {
            if (s.at(i) == u'\\' && i + 1 < s.size()) {
                const QChar c = s.at(++i);
                u += c == u'n' ? QChar(u'\n') : c == u't' ? QChar(u'\t') : c;
            } else {
                u += s.at(i);
            }
        }
        out << u;
    }
    return out;
}

QByteArray ts(const QByteArray &messages)
{
    return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\" "
           "language=\"de\">\n<context>\n<name>ic::X</name>\n"
        + messages + "</context>\n</TS>\n";
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shippedCatalogue_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("forms"); // plural forms the language needs
        QTest::newRow("German") << QStringLiteral("de") << 2;
        QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN") << 1;
    }

    void shippedCatalogue()
    {
        QFETCH(QString, language);
        QFETCH(int, forms);
        const Catalogue c
            = readTsFile(QStringLiteral(IC_SOURCE_DIR "/translations/inference-console_%1.ts").arg(language));
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        QCOMPARE(c.language, language);
        QVERIFY(c.messages.size() > 100);
        const QStringList p = problems(c, forms);
        QVERIFY2(p.isEmpty(), qPrintable(QStringLiteral("%1 problem(s):\n").arg(p.size()) + p.join(u'\n')));
    }

    // lupdate over today's sources must find exactly the messages the catalogues hold: a new
    // tr() string, or one changed or removed, means `update_translations` was not run.
    void cataloguesMatchTheSources_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << QStringLiteral("de");
        QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN");
    }

    void cataloguesMatchTheSources()
    {
        QFETCH(QString, language);
        const QString lupdate = findTool({ QStringLiteral("lupdate"), QStringLiteral("lupdate-qt6") });
        if (lupdate.isEmpty())
            QSKIP(
                "lupdate is not installed (Debian package qt6-l10n-tools); cannot compare with the sources");
        const QString shipped
            = sourceDir() + QStringLiteral("/translations/inference-console_%1.ts").arg(language);
        QTemporaryDir tmp;
        QVERIFY2(tmp.isValid(), qPrintable(tmp.errorString()));
        const QString copy = tmp.filePath(QStringLiteral("inference-console_%1.ts").arg(language));
        QVERIFY(QFile::copy(shipped, copy));
        // The options of qt_add_translations in the top CMakeLists.txt.
        const Run r = run(lupdate,
                          QStringList { QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                                        QStringLiteral("none"), QStringLiteral("-silent") }
                              + translatableSources() + QStringList { QStringLiteral("-ts"), copy });
        QVERIFY2(r.ok, qPrintable(QStringLiteral("lupdate failed: ") + r.output));
        const Catalogue before = readTsFile(shipped);
        const Catalogue after = readTsFile(copy);
        QVERIFY2(after.error.isEmpty(), qPrintable(after.error));
        const QSet<QString> had = messageKeys(before), found = messageKeys(after);
        QStringList problems;
        for (const QString &k : found - had)
            problems << QStringLiteral("new in the sources, missing from %1: %2").arg(language, k);
        for (const QString &k : had - found)
            problems << QStringLiteral("in %1 but no longer in the sources: %2").arg(language, k);
        problems.sort();
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("run `cmake --build build --target update_translations`, then "
                                           "translate:\n")
                            + problems.join(u'\n')));
    }

    // app/formats/DataStrings.cpp must list every user-visible string of resources/**/*.json, as
    // cmake/DataStrings.cmake writes it today.
    void dataStringsUpToDate()
    {
        const QString cmake = findTool({ QStringLiteral("cmake") });
        if (cmake.isEmpty())
            QSKIP("cmake is not installed; cannot regenerate the data strings");
        QTemporaryDir tmp;
        QVERIFY2(tmp.isValid(), qPrintable(tmp.errorString()));
        const QString out = tmp.filePath(QStringLiteral("DataStrings.cpp"));
        const Run r = run(cmake,
                          { QStringLiteral("-DSOURCE_DIR=") + sourceDir(), QStringLiteral("-DOUTPUT=") + out,
                            QStringLiteral("-P"), sourceDir() + QStringLiteral("/cmake/DataStrings.cmake") });
        QVERIFY2(r.ok, qPrintable(QStringLiteral("cmake/DataStrings.cmake failed: ") + r.output));
        QFile fresh(out), shipped(sourceDir() + QStringLiteral("/app/formats/DataStrings.cpp"));
        QVERIFY(fresh.open(QIODevice::ReadOnly));
        QVERIFY2(shipped.open(QIODevice::ReadOnly), qPrintable(shipped.errorString()));
        const QByteArray want = fresh.readAll(), have = shipped.readAll();
        const QStringList wantStrings = dataStrings(want), haveStrings = dataStrings(have);
        QVERIFY2(wantStrings.size() > 50, "the generator found almost nothing in resources/");
        QStringList problems;
        for (const QString &s : wantStrings) {
            if (!haveStrings.contains(s))
                problems << QStringLiteral("missing: \"%1\"").arg(s);
        }
        for (const QString &s : haveStrings) {
            if (!wantStrings.contains(s))
                problems << QStringLiteral("no longer in the data files: \"%1\"").arg(s);
        }
        if (problems.isEmpty() && want != have)
            problems << QStringLiteral("same strings, different text (order or comments)");
        QVERIFY2(
            problems.isEmpty(),
            qPrintable(QStringLiteral("app/formats/DataStrings.cpp is out of date; run `cmake --build build "
                                      "--target update_translations`:\n")
                       + problems.join(u'\n')));
    }

    void dataStringsFoundByTheParser()
    {
        // The reader above must see each kind of line the generator writes, escapes included.
        const QByteArray file
            = "    // resources/x.json\n"
              "    QT_TRANSLATE_NOOP(\"ic::data\", \"Weights\"),\n"
              "    QT_TRANSLATE_NOOP(\"ic::data\", \"NCCL reported \\\"{1}\\\": a\\\\b\"),\n"
              "    QT_TRANSLATE_NOOP(\"ic::other\", \"not ours\"),\n";
        QCOMPARE(dataStrings(file),
                 QStringList({ QStringLiteral("Weights"), QStringLiteral("NCCL reported \"{1}\": a\\b") }));
        QVERIFY(dataStrings({}).isEmpty());
        QVERIFY(dataStrings("QT_TRANSLATE_NOOP(\"ic::data\", \"cut").isEmpty());
    }

    void catalogueMatchesTheOther()
    {
        // Both catalogues come from the same lupdate run; a message in only one means a stale file.
        const Catalogue de
            = readTsFile(QStringLiteral(IC_SOURCE_DIR "/translations/inference-console_de.ts"));
        const Catalogue zh
            = readTsFile(QStringLiteral(IC_SOURCE_DIR "/translations/inference-console_zh_CN.ts"));
        QSet<QString> a, b;
        for (const Message &m : de.messages)
            a.insert(m.context + u'\x1f' + m.source);
        for (const Message &m : zh.messages)
            b.insert(m.context + u'\x1f' + m.source);
        QSet<QString> onlyDe = a - b, onlyZh = b - a;
        QVERIFY2(onlyDe.isEmpty(), qPrintable(QStringList(onlyDe.values()).join(u'\n')));
        QVERIFY2(onlyZh.isEmpty(), qPrintable(QStringList(onlyZh.values()).join(u'\n')));
    }

    // The checker itself must notice each kind of damage, or the test above proves nothing.
    void checkerFindsProblems_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected"); // substring of one reported problem; empty: none

        QTest::newRow("good") << ts("<message><source>Stop %1 on %2?</source>"
                                    "<translation>%1 auf %2 stoppen?</translation></message>\n")
                              << QString();
        QTest::newRow("good numerus")
            << ts("<message numerus=\"yes\"><source>%n line(s)</source><translation>"
                  "<numerusform>%n Zeile</numerusform><numerusform>%n Zeilen</numerusform>"
                  "</translation></message>\n")
            << QString();
        QTest::newRow("literal ampersand") << ts(
            "<message><source>A &amp;&amp; B</source><translation>A &amp;&amp; B</translation></message>\n")
                                           << QString();
        QTest::newRow("unfinished") << ts("<message><source>Hosts</source>"
                                          "<translation type=\"unfinished\">Hosts</translation></message>\n")
                                    << QStringLiteral("unfinished");
        QTest::newRow("empty") << ts("<message><source>Hosts</source><translation></translation></message>\n")
                               << QStringLiteral("empty translation");
        QTest::newRow("whitespace only")
            << ts("<message><source>Hosts</source><translation>  \t </translation></message>\n")
            << QStringLiteral("empty translation");
        QTest::newRow("lost placeholder") << ts("<message><source>Stop %1 on %2?</source>"
                                                "<translation>%1 stoppen?</translation></message>\n")
                                          << QStringLiteral("placeholders %1 in");
        QTest::newRow("extra placeholder") << ts("<message><source>Stop %1?</source>"
                                                 "<translation>%1 auf %2 stoppen?</translation></message>\n")
                                           << QStringLiteral("placeholders %1 %2 in");
        QTest::newRow("localised placeholder lost")
            << ts("<message><source>%L1 GiB</source><translation>%1 GiB</translation></message>\n")
            << QStringLiteral("expected %L1");
        QTest::newRow("two-digit placeholder lost")
            << ts("<message><source>%1 of %10</source><translation>%1 von %1</translation></message>\n")
            << QStringLiteral("expected %1 %10");
        QTest::newRow("template field lost")
            << ts("<message><source>only {1} of {2} GiB</source><translation>nur {1} GiB"
                  "</translation></message>\n")
            << QStringLiteral("expected {1} {2}");
        QTest::newRow("template field renamed")
            << ts("<message><source>shard {n}/{tot}</source><translation>Shard {n}/{total}"
                  "</translation></message>\n")
            << QStringLiteral("placeholders {n} {total} in");
        QTest::newRow("formatted template field kept")
            << ts("<message><source>{1:n} tokens</source><translation>{1:n} Tokens</translation></message>\n")
            << QString();
        QTest::newRow("numerus without %n")
            << ts("<message numerus=\"yes\"><source>%n line(s)</source><translation>"
                  "<numerusform>eine Zeile</numerusform><numerusform>%n Zeilen</numerusform>"
                  "</translation></message>\n")
            << QStringLiteral("expected %n");
        QTest::newRow("numerus form missing")
            << ts("<message numerus=\"yes\"><source>%n line(s)</source><translation>"
                  "<numerusform>%n Zeilen</numerusform></translation></message>\n")
            << QStringLiteral("1 form(s), expected 2");
        QTest::newRow("accelerator lost") << ts("<message><source>&amp;Quit</source>"
                                                "<translation>Beenden</translation></message>\n")
                                          << QStringLiteral("0 accelerator(s)");
        QTest::newRow("two accelerators") << ts("<message><source>&amp;Quit</source>"
                                                "<translation>&amp;Be&amp;enden</translation></message>\n")
                                          << QStringLiteral("2 accelerator(s)");
        QTest::newRow("leading space lost")
            << ts("<message><source> (MIG)</source><translation>(MIG)</translation></message>\n")
            << QStringLiteral("leading/trailing space");
        QTest::newRow("truncated") << ts("<message><source>Stop</source><translation>Sto").left(120)
                                   << QStringLiteral("unreadable");
        QTest::newRow("binary junk") << QByteArray("\x00\xff\xfe<TS\x01>\x80", 9)
                                     << QStringLiteral("unreadable");
        QTest::newRow("no messages") << ts({}) << QStringLiteral("no messages");
        QTest::newRow("error text") << QByteArray("lupdate: command not found\n")
                                    << QStringLiteral("unreadable");
        QTest::newRow("10 MB translation")
            << ts("<message><source>Stop %1</source><translation>" + QByteArray(10 * 1024 * 1024, 'x')
                  + "</translation></message>\n")
            << QStringLiteral("placeholders  in");
    }

    void checkerFindsProblems()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        const QStringList p = problems(readTs(data), 2);
        if (expected.isEmpty()) {
            QVERIFY2(p.isEmpty(), qPrintable(p.join(u'\n')));
            return;
        }
        bool found = false;
        for (const QString &line : p)
            found = found || line.contains(expected);
        QVERIFY2(found,
                 qPrintable(QStringLiteral("expected \"%1\" among:\n%2").arg(expected, p.join(u'\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
