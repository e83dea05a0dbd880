// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/JsonPullReader.h"

#include <QTest>

using namespace ic;

Q_DECLARE_METATYPE(ic::JsonError)

class TestJsonPullReader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void strings_data();
    void strings();
    void numbers_data();
    void numbers();
    void documents_data();
    void documents();
    void walk();
    void keysOutliveValues();
    void errorsStick();
    void wrongType();
};

void TestJsonPullReader::strings_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("text"); ///< what readString gives when error is None
    QTest::addColumn<JsonError>("error");

    const QString fffd(QChar(0xFFFD));
    QTest::newRow("plain") << QByteArray(R"("hello")") << QStringLiteral("hello") << JsonError::None;
    QTest::newRow("empty") << QByteArray(R"("")") << QString() << JsonError::None;
    QTest::newRow("long plain run") << (QByteArray("\"") + QByteArray(1000, 'x') + "\"")
                                    << QString(1000, u'x') << JsonError::None;
    QTest::newRow("short escapes") << QByteArray(R"("a\"b\\c\/d\b\f\n\r\t")")
                                   << QStringLiteral("a\"b\\c/d\b\f\n\r\t") << JsonError::None;
    QTest::newRow("escape after a long run")
        << (QByteArray("\"") + QByteArray(40, 'y') + "\\n" + QByteArray(40, 'z') + "\"")
        << (QString(40, u'y') + u'\n' + QString(40, u'z')) << JsonError::None;
    QTest::newRow("bmp escapes") << QByteArray(R"("\u00e9\u4E2D\u0000")")
                                 << (QStringLiteral("\u00e9\u4e2d") + QChar(0)) << JsonError::None;
    QTest::newRow("surrogate pair") << QByteArray(R"("x\ud83d\ude80y")") << QString::fromUtf8("x\U0001F680y")
                                    << JsonError::None;
    QTest::newRow("lone high then text") << QByteArray(R"("\ud83dz")") << (fffd + u'z') << JsonError::None;
    QTest::newRow("lone high at the end") << QByteArray(R"("\ud83d")") << fffd << JsonError::None;
    QTest::newRow("lone low") << QByteArray(R"("\ude80")") << fffd << JsonError::None;
    QTest::newRow("high then non-low escape")
        << QByteArray(R"("\ud83d\u0041")") << (fffd + u'A') << JsonError::None;
    QTest::newRow("two highs then a low") << QByteArray(R"("\ud83d\ud83d\ude80")")
                                          << (fffd + QString::fromUtf8("\U0001F680")) << JsonError::None;
    QTest::newRow("high then a bad escape")
        << QByteArray(R"("\ud83d\uzzzz")") << QString() << JsonError::BadEscape;
    QTest::newRow("raw UTF-8") << QByteArray("\"\xc3\xa9\xf0\x9f\x9a\x80\"")
                               << QString::fromUtf8("é\U0001F680") << JsonError::None;
    QTest::newRow("invalid UTF-8 becomes U+FFFD")
        << QByteArray("\"\xc3\x28\"") << (fffd + u'(') << JsonError::None;
    QTest::newRow("stray continuation byte")
        << QByteArray("\"a\x80z\"") << (u'a' + fffd + u'z') << JsonError::None;
    QTest::newRow("raw control character")
        << QByteArray("\"a\x01\"") << QString() << JsonError::ControlCharacter;
    QTest::newRow("raw newline") << QByteArray("\"a\nb\"") << QString() << JsonError::ControlCharacter;
    QTest::newRow("raw tab after a long run")
        << (QByteArray("\"") + QByteArray(20, 'x') + "\t\"") << QString() << JsonError::ControlCharacter;
    QTest::newRow("unknown escape") << QByteArray(R"("\q")") << QString() << JsonError::BadEscape;
    QTest::newRow("non-hex unicode escape") << QByteArray(R"("\u12zz")") << QString() << JsonError::BadEscape;
    QTest::newRow("short unicode escape") << QByteArray(R"("\u12)") << QString() << JsonError::Truncated;
    QTest::newRow("unterminated") << QByteArray(R"("abc)") << QString() << JsonError::Truncated;
    QTest::newRow("unterminated after an escape")
        << QByteArray(R"("a\n)") << QString() << JsonError::Truncated;
    QTest::newRow("backslash at the end") << QByteArray(R"("a\)") << QString() << JsonError::Truncated;
    QTest::newRow("escaped quote at the end") << QByteArray(R"("a\")") << QString() << JsonError::Truncated;
    QTest::newRow("nothing") << QByteArray() << QString() << JsonError::Truncated;
    QTest::newRow("a number") << QByteArray("12") << QString() << JsonError::WrongType;
    QTest::newRow("junk") << QByteArray("xyz") << QString() << JsonError::UnexpectedCharacter;
}

void TestJsonPullReader::strings()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, text);
    QFETCH(JsonError, error);

    JsonPullReader r(json);
    QString read;
    const bool ok = r.readString(read);
    QCOMPARE(r.error(), error);
    QCOMPARE(ok, error == JsonError::None);
    if (ok) {
        QCOMPARE(read, text);
        QVERIFY(r.finish());
    } else {
        QVERIFY(r.errorOffset() >= 0);
        QVERIFY(r.errorOffset() <= json.size());
        QVERIFY(!r.errorMessage().isEmpty());
    }
    // Skipping checks exactly as strictly as reading.
    JsonPullReader skipper(json);
    QCOMPARE(skipper.skipValue(), error == JsonError::None || error == JsonError::WrongType);
}

void TestJsonPullReader::numbers_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("isInteger");
    QTest::addColumn<qint64>("integer");
    QTest::addColumn<double>("value");
    QTest::addColumn<JsonError>("error"); ///< of the read and finish()

    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("zero") << QByteArray("0") << true << qint64(0) << 0.0 << JsonError::None;
    QTest::newRow("minus zero") << QByteArray("-0") << true << qint64(0) << 0.0 << JsonError::None;
    QTest::newRow("integer") << QByteArray("42") << true << qint64(42) << 42.0 << JsonError::None;
    QTest::newRow("negative") << QByteArray("-17") << true << qint64(-17) << -17.0 << JsonError::None;
    QTest::newRow("int64 max") << QByteArray("9223372036854775807") << true
                               << std::numeric_limits<qint64>::max() << 9223372036854775807.0
                               << JsonError::None;
    QTest::newRow("int64 min") << QByteArray("-9223372036854775808") << true
                               << std::numeric_limits<qint64>::min() << -9223372036854775808.0
                               << JsonError::None;
    QTest::newRow("past int64") << QByteArray("9223372036854775808") << false << qint64(-1)
                                << 9223372036854775808.0 << JsonError::None;
    QTest::newRow("huge integer") << QByteArray("99999999999999999999999") << false << qint64(-1) << 1e23
                                  << JsonError::None;
    QTest::newRow("huge exponent") << QByteArray("1e400") << false << qint64(-1) << inf << JsonError::None;
    QTest::newRow("huge negative exponent")
        << QByteArray("-1e400") << false << qint64(-1) << -inf << JsonError::None;
    QTest::newRow("tiny") << QByteArray("1e-400") << false << qint64(0) << 0.0 << JsonError::None;
    QTest::newRow("fraction") << QByteArray("1.5") << false << qint64(1) << 1.5 << JsonError::None;
    QTest::newRow("exponent") << QByteArray("2.5E+3") << false << qint64(2500) << 2500.0 << JsonError::None;
    QTest::newRow("integral float") << QByteArray("3.0") << false << qint64(3) << 3.0 << JsonError::None;
    QTest::newRow("a thousand digits")
        << (QByteArray("1") + QByteArray(999, '0')) << false << qint64(-1) << inf << JsonError::None;
    QTest::newRow("leading zero") << QByteArray("0123") << true << qint64(0) << 0.0
                                  << JsonError::TrailingData;
    QTest::newRow("lone minus") << QByteArray("-") << false << qint64(-1) << 0.0 << JsonError::BadNumber;
    QTest::newRow("minus then letter")
        << QByteArray("-x") << false << qint64(-1) << 0.0 << JsonError::BadNumber;
    QTest::newRow("dot without digits")
        << QByteArray("1.") << false << qint64(-1) << 0.0 << JsonError::BadNumber;
    QTest::newRow("exponent without digits")
        << QByteArray("1e+") << false << qint64(-1) << 0.0 << JsonError::BadNumber;
    QTest::newRow("leading dot") << QByteArray(".5") << false << qint64(-1) << 0.0
                                 << JsonError::UnexpectedCharacter;
    QTest::newRow("plus sign") << QByteArray("+1") << false << qint64(-1) << 0.0
                               << JsonError::UnexpectedCharacter;
    QTest::newRow("NaN") << QByteArray("NaN") << false << qint64(-1) << 0.0 << JsonError::UnexpectedCharacter;
    QTest::newRow("a string") << QByteArray(R"("1")") << false << qint64(-1) << 0.0 << JsonError::WrongType;
}

void TestJsonPullReader::numbers()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, isInteger);
    QFETCH(qint64, integer);
    QFETCH(double, value);
    QFETCH(JsonError, error);

    JsonPullReader r(json);
    JsonNumber n;
    if (r.readNumber(n)) {
        QCOMPARE(n.isInteger, isInteger);
        QCOMPARE(n.integer, integer);
        QCOMPARE(n.value, value);
        QVERIFY(json.startsWith(n.text.toByteArray()));
        r.finish();
    }
    QCOMPARE(r.error(), error);
}

void TestJsonPullReader::documents_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<JsonError>("error"); ///< of skipValue() and finish()

    QTest::newRow("object") << QByteArray(R"({"a":1,"b":[true,false,null],"c":{"d":"e"}})")
                            << JsonError::None;
    QTest::newRow("white space everywhere")
        << QByteArray(" \t\r\n{ \"a\" : [ 1 , { } , [ ] ] } \n") << JsonError::None;
    QTest::newRow("brackets inside strings") << QByteArray(R"({"a":"}]","b":["[{"]})") << JsonError::None;
    QTest::newRow("escaped quotes in a key") << QByteArray(R"({"a\"}":1})") << JsonError::None;
    QTest::newRow("scalar document") << QByteArray("  true ") << JsonError::None;
    QTest::newRow("256 deep") << (QByteArray(256, '[') + QByteArray(256, ']')) << JsonError::None;
    QTest::newRow("257 deep") << (QByteArray(257, '[') + QByteArray(257, ']')) << JsonError::TooDeep;
    QTest::newRow("100000 deep") << QByteArray(100000, '[') << JsonError::TooDeep;
    QTest::newRow("deep objects") << QByteArray(100000, '{') << JsonError::UnexpectedCharacter;
    QTest::newRow("deep keyed objects") << QByteArray(R"({"a":)").repeated(300) << JsonError::TooDeep;
    QTest::newRow("empty") << QByteArray() << JsonError::Truncated;
    QTest::newRow("white space only") << QByteArray("  \n") << JsonError::Truncated;
    QTest::newRow("truncated object") << QByteArray(R"({"a":1)") << JsonError::Truncated;
    QTest::newRow("truncated after colon") << QByteArray(R"({"a":)") << JsonError::Truncated;
    QTest::newRow("truncated key") << QByteArray(R"({"a)") << JsonError::Truncated;
    QTest::newRow("truncated literal") << QByteArray("[tru") << JsonError::Truncated;
    QTest::newRow("truncated array") << QByteArray("[1,") << JsonError::Truncated;
    QTest::newRow("mismatched brackets") << QByteArray(R"({"a":[1,2}})") << JsonError::UnexpectedCharacter;
    QTest::newRow("trailing comma in object") << QByteArray(R"({"a":1,})") << JsonError::UnexpectedCharacter;
    QTest::newRow("trailing comma in array") << QByteArray("[1,]") << JsonError::UnexpectedCharacter;
    QTest::newRow("missing colon") << QByteArray(R"({"a" 1})") << JsonError::UnexpectedCharacter;
    QTest::newRow("unquoted key") << QByteArray("{a:1}") << JsonError::UnexpectedCharacter;
    QTest::newRow("bare word") << QByteArray("[hello]") << JsonError::UnexpectedCharacter;
    QTest::newRow("misspelt literal") << QByteArray("[nul]") << JsonError::UnexpectedCharacter;
    QTest::newRow("two documents") << QByteArray("{}{}") << JsonError::TrailingData;
    QTest::newRow("binary junk") << QByteArray("\x00\xff\xfe{", 4) << JsonError::UnexpectedCharacter;
    QTest::newRow("control character in a skipped string")
        << QByteArray("{\"a\":\"\x02\"}") << JsonError::ControlCharacter;
    QTest::newRow("bad escape in a skipped key") << QByteArray(R"({"\x":1})") << JsonError::BadEscape;
}

void TestJsonPullReader::documents()
{
    QFETCH(QByteArray, json);
    QFETCH(JsonError, error);

    JsonPullReader r(json);
    if (r.skipValue())
        r.finish();
    QCOMPARE(r.error(), error);
    QCOMPARE(r.failed(), error != JsonError::None);
    QCOMPARE(r.errorMessage().isEmpty(), error == JsonError::None);
}

void TestJsonPullReader::walk()
{
    JsonPullReader r(R"({"id":"x","n":[1,2,3],"o":{},"a":[],"s":"\u00e9"})");
    QCOMPARE(r.peek(), JsonType::Object);
    QVERIFY(r.beginObject());
    QCOMPARE(r.depth(), 1);
    QStringList keys;
    qint64 sum = 0;
    do {
        QByteArrayView key;
        QVERIFY(r.readKey(key));
        keys << QString::fromUtf8(key);
        if (key == "n") {
            QVERIFY(r.beginArray());
            QCOMPARE(r.depth(), 2);
            do {
                JsonNumber n;
                QVERIFY(r.readNumber(n));
                sum += n.integer;
            } while (r.nextElement());
            QCOMPARE(r.depth(), 1);
        } else if (key == "o") {
            QVERIFY(!r.beginObject()); // empty: consumed, nothing to read
            QVERIFY(!r.failed());
        } else if (key == "a") {
            QVERIFY(!r.beginArray());
            QVERIFY(!r.failed());
        } else {
            QString s;
            QVERIFY(r.readString(s));
            QVERIFY(!s.isEmpty());
        }
    } while (r.nextMember());
    QVERIFY(!r.failed());
    QCOMPARE(r.depth(), 0);
    QVERIFY(r.finish());
    QCOMPARE(keys, (QStringList { u"id"_qs, u"n"_qs, u"o"_qs, u"a"_qs, u"s"_qs }));
    QCOMPARE(sum, qint64(6));
}

void TestJsonPullReader::keysOutliveValues()
{
    // Keys and values are decoded into separate buffers: an escaped value does not overwrite
    // the escaped key read before it.
    JsonPullReader r(R"({"k\u0041":"v\u0042"})");
    QVERIFY(r.beginObject());
    QByteArrayView key;
    QVERIFY(r.readKey(key));
    QByteArrayView value;
    QVERIFY(r.readString(value));
    QCOMPARE(key, "kA");
    QCOMPARE(value, "vB");
}

void TestJsonPullReader::errorsStick()
{
    JsonPullReader r(R"(["a\q", "b"])");
    QVERIFY(r.beginArray());
    QString s;
    QVERIFY(!r.readString(s));
    QCOMPARE(r.error(), JsonError::BadEscape);
    QCOMPARE(r.errorOffset(), qsizetype(4));
    QVERIFY(r.errorMessage().contains(u"4"_qs));
    // Nothing after the first error reads anything, and the first error is the one kept.
    QVERIFY(!r.nextElement());
    QCOMPARE(r.peek(), JsonType::None);
    QVERIFY(!r.readString(s));
    QVERIFY(!r.skipValue());
    QVERIFY(!r.finish());
    QCOMPARE(r.error(), JsonError::BadEscape);
}

void TestJsonPullReader::wrongType()
{
    JsonPullReader r(R"({"a":1})");
    QVERIFY(r.beginObject());
    QByteArrayView key;
    QVERIFY(r.readKey(key));
    QByteArrayView s;
    QVERIFY(!r.readString(s));
    QCOMPARE(r.error(), JsonError::WrongType);
}

QTEST_GUILESS_MAIN(TestJsonPullReader)
#include "tst_jsonpullreader.moc"
