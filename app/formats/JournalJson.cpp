// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// About 640 lines on purpose: one lean extractor of the `journalctl -o json` fields the console
// uses (strings, byte arrays, repeated fields, cut-off records), kept together with its escapes
// and UTF-8 repair because they are one state machine.
#include "JournalJson.h"

#include <QCoreApplication>

#include <cstring>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::JournalJson)
};

enum class Field {
    Other,
    Cursor,
    Realtime,
    Priority,
    Pid,
    SystemdInvocation,
    Invocation,
    Unit,
    Identifier,
    Message
};

Field fieldOf(QByteArrayView k)
{
    // Dispatch on length first: most keys are rejected with one integer compare.
    switch (k.size()) {
    case 4:
        return k == "UNIT" ? Field::Unit : k == "_PID" ? Field::Pid : Field::Other;
    case 7:
        return k == "MESSAGE" ? Field::Message : Field::Other;
    case 8:
        return k == "PRIORITY" ? Field::Priority : k == "__CURSOR" ? Field::Cursor : Field::Other;
    case 13:
        return k == "INVOCATION_ID" ? Field::Invocation : Field::Other;
    case 17:
        return k == "SYSLOG_IDENTIFIER" ? Field::Identifier : Field::Other;
    case 20:
        return k == "__REALTIME_TIMESTAMP" ? Field::Realtime : Field::Other;
    case 22:
        return k == "_SYSTEMD_INVOCATION_ID" ? Field::SystemdInvocation : Field::Other;
    default:
        return Field::Other;
    }
}

void appendUtf8(QByteArray &out, uint cp)
{
    if (cp < 0x80) {
        out.append(char(cp));
    } else if (cp < 0x800) {
        out.append(char(0xC0 | (cp >> 6)));
        out.append(char(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.append(char(0xE0 | (cp >> 12)));
        out.append(char(0x80 | ((cp >> 6) & 0x3F)));
        out.append(char(0x80 | (cp & 0x3F)));
    } else {
        out.append(char(0xF0 | (cp >> 18)));
        out.append(char(0x80 | ((cp >> 12) & 0x3F)));
        out.append(char(0x80 | ((cp >> 6) & 0x3F)));
        out.append(char(0x80 | (cp & 0x3F)));
    }
}

/// A single forward pass over one JSON object; no DOM, allocation only for kept values.
class Reader {
public:
    explicit Reader(QByteArrayView line)
        : m_p(line.data())
        , m_end(line.data() + line.size())
    {
    }

    const char *m_p;
    const char *m_end;
    QString m_error;

    bool fail(const QString &why)
    {
        if (m_error.isEmpty())
            m_error = why;
        return false;
    }

    void skipWs()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
            ++m_p;
    }

    bool expect(char c)
    {
        skipWs();
        if (m_p >= m_end)
            return fail(Tr::tr("The JSON ends early (expected '%1').").arg(QLatin1Char(c)));
        if (*m_p != c)
            return fail(Tr::tr("Unexpected '%1' where '%2' was expected.")
                            .arg(QLatin1Char(*m_p))
                            .arg(QLatin1Char(c)));
        ++m_p;
        return true;
    }

    /// Reads a string whose opening quote was consumed. `raw` points into the line when
    /// there are no escapes; otherwise the decoded bytes are in `decoded`.
    bool readString(QByteArrayView &raw, QByteArray &decoded, bool &escaped)
    {
        const char *start = m_p;
        const char *q = m_p;
        while (q < m_end && *q != '"' && *q != '\\')
            ++q;
        if (q >= m_end)
            return fail(Tr::tr("A string is not terminated."));
        if (*q == '"') {
            raw = QByteArrayView(start, q - start);
            escaped = false;
            m_p = q + 1;
            return true;
        }
        escaped = true;
        decoded.clear();
        decoded.append(start, q - start);
        m_p = q;
        while (m_p < m_end) {
            const char c = *m_p++;
            if (c == '"') {
                raw = QByteArrayView(decoded);
                return true;
            }
            if (c != '\\') {
                decoded.append(c);
                continue;
            }
            if (m_p >= m_end)
                break;
            const char e = *m_p++;
            switch (e) {
            case '"':
            case '\\':
            case '/':
                decoded.append(e);
                break;
            case 'b':
                decoded.append('\b');
                break;
            case 'f':
                decoded.append('\f');
                break;
            case 'n':
                decoded.append('\n');
                break;
            case 'r':
                decoded.append('\r');
                break;
            case 't':
                decoded.append('\t');
                break;
            case 'u': {
                uint cp = 0;
                if (!readHex4(cp))
                    return false;
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    uint low = 0;
                    if (m_end - m_p >= 6 && m_p[0] == '\\' && m_p[1] == 'u') {
                        const char *save = m_p;
                        m_p += 2;
                        if (!readHex4(low))
                            return false;
                        if (low >= 0xDC00 && low <= 0xDFFF) {
                            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                        } else {
                            cp = 0xFFFD; // a high surrogate without its low half
                            m_p = save;
                        }
                    } else {
                        cp = 0xFFFD;
                    }
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    cp = 0xFFFD; // a lone low surrogate
                }
                appendUtf8(decoded, cp);
                break;
            }
            default:
                return fail(Tr::tr("Invalid escape \\%1 in a string.").arg(QLatin1Char(e)));
            }
        }
        return fail(Tr::tr("A string is not terminated."));
    }

    bool readHex4(uint &cp)
    {
        if (m_end - m_p < 4)
            return fail(Tr::tr("A \\u escape is truncated."));
        cp = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = *m_p++;
            cp <<= 4;
            if (h >= '0' && h <= '9')
                cp |= uint(h - '0');
            else if (h >= 'a' && h <= 'f')
                cp |= uint(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                cp |= uint(h - 'A' + 10);
            else
                return fail(Tr::tr("A \\u escape has a non-hex digit."));
        }
        return true;
    }

    /// A bare token (number, true, false, null).
    QByteArrayView readToken()
    {
        const char *start = m_p;
        while (m_p < m_end) {
            const char c = *m_p;
            if (c == ',' || c == '}' || c == ']' || c == ' ' || c == '\t' || c == '\r' || c == '\n')
                break;
            ++m_p;
        }
        return QByteArrayView(start, m_p - start);
    }

    static bool validToken(QByteArrayView t)
    {
        if (t == "true" || t == "false" || t == "null")
            return true;
        if (t.isEmpty())
            return false;
        for (char c : t) {
            if (!((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'))
                return false;
        }
        return true;
    }

    /// Skips one value of any type, nested ones included, without recursion.
    bool skipValue()
    {
        quint64 kinds = 0; // bit i set: level i is an object
        int depth = 0;
        for (;;) {
            skipWs();
            if (m_p >= m_end)
                return fail(Tr::tr("The JSON ends inside a value."));
            const char c = *m_p;
            if (c == '{' || c == '[') {
                if (depth >= 64)
                    return fail(Tr::tr("The JSON is nested too deeply."));
                if (c == '{')
                    kinds |= (quint64(1) << depth);
                else
                    kinds &= ~(quint64(1) << depth);
                ++depth;
                ++m_p;
                skipWs();
                if (m_p < m_end && (*m_p == '}' || *m_p == ']')) {
                    if ((*m_p == '}') != bool(kinds & (quint64(1) << (depth - 1))))
                        return fail(Tr::tr("Mismatched brackets."));
                    ++m_p;
                    --depth;
                    if (!afterValue(depth, kinds))
                        return false;
                    if (depth == 0)
                        return true;
                    continue;
                }
                if (c == '{' && !readKeyColon())
                    return false;
                continue;
            }
            if (c == '"') {
                ++m_p;
                if (!skipString())
                    return false;
            } else {
                if (!validToken(readToken()))
                    return fail(Tr::tr("An invalid value in the JSON."));
            }
            if (!afterValue(depth, kinds))
                return false;
            if (depth == 0)
                return true;
        }
    }

    bool skipString()
    {
        while (m_p < m_end) {
            const char *q = static_cast<const char *>(std::memchr(m_p, '"', size_t(m_end - m_p)));
            if (!q)
                break;
            // Count the backslashes before the quote: an odd number escapes it.
            const char *b = q;
            while (b > m_p && b[-1] == '\\')
                --b;
            m_p = q + 1;
            if (((q - b) & 1) == 0)
                return true;
        }
        m_p = m_end;
        return fail(Tr::tr("A string is not terminated."));
    }

    bool readKeyColon()
    {
        skipWs();
        if (m_p >= m_end || *m_p != '"')
            return fail(Tr::tr("An object key is missing."));
        ++m_p;
        if (!skipString())
            return false;
        return expect(':');
    }

    /// After a value inside nested containers: consume ',' (and the next key) or closers.
    bool afterValue(int &depth, quint64 kinds)
    {
        while (depth > 0) {
            skipWs();
            if (m_p >= m_end)
                return fail(Tr::tr("The JSON ends inside a value."));
            const bool isObject = kinds & (quint64(1) << (depth - 1));
            if (*m_p == ',') {
                ++m_p;
                return isObject ? readKeyColon() : true;
            }
            if (*m_p == (isObject ? '}' : ']')) {
                ++m_p;
                --depth;
                continue;
            }
            return fail(Tr::tr("Unexpected '%1' inside a value.").arg(QLatin1Char(*m_p)));
        }
        return true;
    }
};

qint64 toInt(QByteArrayView v, bool *ok)
{
    if (v.isEmpty() || v.size() > 18) { // 18 digits never overflow
        *ok = false;
        return 0;
    }
    qint64 n = 0;
    for (char c : v) {
        if (c < '0' || c > '9') {
            *ok = false;
            return 0;
        }
        n = n * 10 + (c - '0');
    }
    *ok = true;
    return n;
}

/// What one line's parse keeps besides the entry: the scratch space strings with escapes are
/// decoded into, and the fields the entry's unit and invocation are settled from at the end.
struct LineFields {
    QByteArray scratch;
    QByteArray keyScratch;
    QByteArray systemdInvocation;
    QByteArray invocation;
    QByteArray unit;
    bool sawMessage = false;
};

/// A scalar value that journald prints as a string (numbers too); accepts a bare token, and
/// skips an unexpected repeated field (an array), keeping nothing.
bool readScalar(Reader &r, QByteArray &scratch, QByteArrayView &out)
{
    r.skipWs();
    if (r.m_p < r.m_end && *r.m_p == '"') {
        ++r.m_p;
        bool escaped = false;
        return r.readString(out, scratch, escaped);
    }
    if (r.m_p < r.m_end && (*r.m_p == '[' || *r.m_p == '{')) {
        out = {};
        return r.skipValue();
    }
    out = r.readToken();
    if (!Reader::validToken(out))
        return r.fail(Tr::tr("An invalid value in the JSON."));
    if (out == "null")
        out = {};
    return true;
}

/// A byte array inside a repeated MESSAGE, its '[' consumed.
bool readByteArray(Reader &r, QByteArray &out)
{
    bool first = true;
    for (;;) {
        r.skipWs();
        if (r.m_p < r.m_end && *r.m_p == ']') {
            ++r.m_p;
            return true;
        }
        if (!first && !r.expect(','))
            return false;
        first = false;
        r.skipWs();
        bool numOk = false;
        const qint64 b = toInt(r.readToken(), &numOk);
        if (!numOk || b > 255)
            return r.fail(Tr::tr("MESSAGE holds a byte that is not 0..255."));
        out.append(char(b));
    }
}

/// MESSAGE as an array, its '[' consumed: the bytes of one message, or a repeated field whose
/// parts (strings, byte arrays, nulls) are joined with '\n' so that no part is dropped.
bool readMessageArray(Reader &r, QByteArray &scratch, JournalEntry &e)
{
    QByteArray bytes;
    QStringList parts;
    bool repeated = false;
    bool first = true;
    for (;;) {
        r.skipWs();
        if (r.m_p >= r.m_end)
            return r.fail(Tr::tr("The JSON ends inside MESSAGE."));
        if (*r.m_p == ']') {
            ++r.m_p;
            break;
        }
        if (!first && !r.expect(','))
            return false;
        first = false;
        r.skipWs();
        if (r.m_p >= r.m_end)
            return r.fail(Tr::tr("The JSON ends inside MESSAGE."));
        const char k = *r.m_p;
        if (k == '"') {
            repeated = true;
            ++r.m_p;
            QByteArrayView v;
            bool escaped = false;
            if (!r.readString(v, scratch, escaped))
                return false;
            parts.append(QString::fromUtf8(v));
        } else if (k == '[') {
            repeated = true;
            ++r.m_p;
            QByteArray inner;
            if (!readByteArray(r, inner))
                return false;
            parts.append(QString::fromUtf8(inner));
            e.messageWasBinary = true;
        } else {
            const QByteArrayView t = r.readToken();
            if (t == "null") {
                repeated = true;
                continue;
            }
            bool numOk = false;
            const qint64 b = toInt(t, &numOk);
            if (!numOk || b > 255 || repeated)
                return r.fail(Tr::tr("MESSAGE holds a byte that is not 0..255."));
            bytes.append(char(b));
        }
    }
    if (repeated) {
        if (!bytes.isEmpty())
            return r.fail(Tr::tr("MESSAGE mixes bytes and strings."));
        e.message = parts.join(QLatin1Char('\n'));
        e.messageMissing = parts.isEmpty();
    } else {
        // journald sends non-UTF-8 or control-character messages as bytes; decode lossily.
        e.message = QString::fromUtf8(bytes);
        e.messageWasBinary = true;
    }
    return true;
}

/// MESSAGE: string | byte array | null | array of those (a repeated field).
bool readMessage(Reader &r, QByteArray &scratch, JournalEntry &e)
{
    r.skipWs();
    if (r.m_p >= r.m_end)
        return r.fail(Tr::tr("The JSON ends inside a value."));
    const char c = *r.m_p;
    if (c == '"') {
        ++r.m_p;
        QByteArrayView v;
        bool escaped = false;
        if (!r.readString(v, scratch, escaped))
            return false;
        e.message = QString::fromUtf8(v);
        return true;
    }
    if (c != '[') {
        const QByteArrayView t = r.readToken();
        if (t == "null") {
            e.messageMissing = true;
            return true;
        }
        return r.fail(Tr::tr("MESSAGE is neither a string, a byte array nor null."));
    }
    ++r.m_p;
    return readMessageArray(r, scratch, e);
}

/// One member's value, kept in the entry (or in `f` until the end) when the console uses it.
bool readField(Reader &r, Field field, LineFields &f, JournalEntry &e)
{
    if (field == Field::Other)
        return r.skipValue();
    if (field == Field::Message) {
        f.sawMessage = true;
        return readMessage(r, f.scratch, e);
    }
    QByteArrayView v;
    if (!readScalar(r, f.scratch, v))
        return false;
    bool numOk = false;
    switch (field) {
    case Field::Cursor:
        e.cursor = v.toByteArray();
        break;
    case Field::Realtime:
        e.realtimeUsec = toInt(v, &numOk);
        break;
    case Field::Priority: {
        const qint64 p = toInt(v, &numOk);
        e.priority = numOk && p <= 7 ? int(p) : -1;
        break;
    }
    case Field::Pid:
        e.pid = toInt(v, &numOk);
        break;
    case Field::SystemdInvocation:
        f.systemdInvocation = v.toByteArray();
        break;
    case Field::Invocation:
        f.invocation = v.toByteArray();
        break;
    case Field::Unit:
        f.unit = v.toByteArray();
        break;
    case Field::Identifier:
        e.identifier = v.toByteArray();
        break;
    case Field::Other:
    case Field::Message:
        break; // read above
    }
    return true;
}

/// The members of an object whose '{' was consumed, through its '}'.
bool readMembers(Reader &r, LineFields &f, JournalEntry &e)
{
    for (;;) {
        r.skipWs();
        if (!r.expect('"'))
            return false;
        QByteArrayView key;
        bool escaped = false;
        if (!r.readString(key, f.keyScratch, escaped) || !r.expect(':'))
            return false;
        if (!readField(r, fieldOf(key), f, e))
            return false;
        r.skipWs();
        if (r.m_p >= r.m_end)
            return r.fail(Tr::tr("The JSON ends before the closing '}'."));
        if (*r.m_p == ',') {
            ++r.m_p;
            continue;
        }
        if (*r.m_p == '}') {
            ++r.m_p;
            return true;
        }
        return r.fail(Tr::tr("Unexpected '%1' after a value.").arg(QLatin1Char(*r.m_p)));
    }
}

/// The whole line: one object, and nothing after it but white space.
bool readObject(Reader &r, LineFields &f, JournalEntry &e)
{
    bool ok = r.expect('{');
    r.skipWs();
    if (ok && r.m_p < r.m_end && *r.m_p == '}')
        ++r.m_p;
    else if (ok)
        ok = readMembers(r, f, e);
    if (!ok)
        return false;
    r.skipWs();
    if (r.m_p != r.m_end)
        return r.fail(Tr::tr("Unexpected data after the JSON object."));
    return true;
}

/// What a line that did not parse becomes: the reason, and the raw line as the message.
JournalEntry brokenEntry(QByteArrayView line, const QString &error)
{
    JournalEntry broken;
    broken.error = error.isEmpty() ? Tr::tr("The line is not a JSON object.") : error;
    broken.message = QString::fromUtf8(line);
    return broken;
}

/// The fields that depend on others, once every member was read.
void settleFields(JournalEntry &e, const LineFields &f)
{
    if (!f.sawMessage)
        e.messageMissing = true;
    // PID 1 (systemd itself) names the unit it acts on in UNIT= and its run in INVOCATION_ID=.
    if (e.pid == 1) {
        e.unit = f.unit;
        e.invocationId = f.invocation.isEmpty() ? f.systemdInvocation : f.invocation;
    } else {
        e.invocationId = f.systemdInvocation;
    }
}

} // namespace

JournalEntry parseJournalJsonLine(QByteArrayView line)
{
    JournalEntry e;
    LineFields f;
    Reader r(line);
    if (!readObject(r, f, e))
        return brokenEntry(line, r.m_error);
    settleFields(e, f);
    return e;
}

} // namespace ic
