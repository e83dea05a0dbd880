// Keeps the shipped catalogues complete: every message translated, placeholders and
// accelerators kept. Reads the .ts sources because core tests do not link the app's resources.
#include <QFile>
#include <QRegularExpression>
#include <QSet>
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

QStringList placeholders(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("%L?(?:[1-9][0-9]?|n)"));
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
