// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Text from outside made printable: every escape and control shown, nothing a terminal acts on.
#include "formats/TerminalText.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace ic;

class TestTerminalText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void printable_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("keepLineBreaks");
        QTest::addColumn<QByteArray>("expected");
        auto row = [](const char *name, QByteArray in, bool keep, QByteArray out) {
            QTest::newRow(name) << in << keep << out;
        };
        row("plain", "INFO ready", true, "INFO ready");
        row("empty", "", true, "");
        row("utf-8 kept", "Größe 東京", true, "Größe 東京");
        row("CSI colour", "\x1b[31mred\x1b[0m", true, "\\x1b[31mred\\x1b[0m");
        row("OSC retitle with BEL", "\x1b]0;pwned\x07", true, "\\x1b]0;pwned\\x07");
        row("OSC 8 hyperlink with ST", "\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\", true,
            "\\x1b]8;;http://x\\x1b\\link\\x1b]8;;\\x1b\\");
        row("DCS", "\x1bP1$r\x1b\\", true, "\\x1bP1$r\\x1b\\");
        row("backspace overwrite", "ok\b\bXX", true, "ok\\x08\\x08XX");
        row("carriage return", "100%\r 50%", true, "100%\\r 50%");
        row("NUL", QByteArray("a\0b", 3), true, "a\\x00b");
        row("DEL", "a\x7f", true, "a\\x7f");
        row("C1 CSI (UTF-8)",
            "\xc2\x9b"
            "31m",
            true, "\\u009b31m");
        row("bidi override",
            "file\xe2\x80\xae"
            "txt.exe",
            true, "file\\u202etxt.exe");
        row("invalid UTF-8",
            "a\xff\xfe"
            "b",
            true,
            "a\xef\xbf\xbd\xef\xbf\xbd"
            "b");
        row("lone C1 byte",
            "\x9b"
            "31m",
            true,
            "\xef\xbf\xbd"
            "31m");
        row("line breaks kept", "a\n\tb", true, "a\n\tb");
        row("line breaks escaped", "a\n\tb", false, "a\\n\\tb");
    }
    void printable()
    {
        QFETCH(QByteArray, input);
        QFETCH(bool, keepLineBreaks);
        QFETCH(QByteArray, expected);
        QCOMPARE(ic::printable(QByteArrayView(input), keepLineBreaks), expected);
        QCOMPARE(ic::printable(QString::fromUtf8(input), keepLineBreaks), QString::fromUtf8(expected));
    }

    void jsonStaysValidAndInert()
    {
        QJsonObject o;
        o[QStringLiteral("text")] = QString::fromUtf8("\x1b]0;t\x07 \xc2\x9b"
                                                      "2J \xe2\x80\xae \x7f");
        const QByteArray json = printableJson(QJsonDocument(o).toJson(QJsonDocument::Compact));
        for (const QChar c : QString::fromUtf8(json))
            QVERIFY2(c.unicode() >= 0x20 && !(c.unicode() >= 0x7f && c.unicode() <= 0x9f)
                         && c.unicode() != 0x202e,
                     json.constData());
        QJsonParseError e;
        const QJsonDocument back = QJsonDocument::fromJson(json, &e);
        QCOMPARE(e.error, QJsonParseError::NoError);
        QCOMPARE(back.object(), o); // escaped, not changed
    }

    void hugeLineIsLinear()
    {
        const QByteArray line(10 * 1024 * 1024, '\x1b');
        const QByteArray out = ic::printable(QByteArrayView(line), false);
        QCOMPARE(out.size(), line.size() * 4);
    }
};

QTEST_GUILESS_MAIN(TestTerminalText)
#include "tst_terminaltext.moc"
