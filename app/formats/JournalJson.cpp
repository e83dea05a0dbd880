// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The `journalctl -o json` fields the console uses (strings, byte arrays, repeated fields,
// cut-off records), read with JsonPullReader: no DOM, allocation only for kept values.
#include "JournalJson.h"

#include "JsonPullReader.h"

#include <QCoreApplication>
#include <QStringList>

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

/// A journal number is a string of digits (or a bare number): at most 18 of them, so that it
/// never overflows; anything else is not a number.
qint64 toInt(QByteArrayView v, bool *ok)
{
    if (v.isEmpty() || v.size() > 18) {
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

/// What one line's parse keeps besides the entry: the fields the entry's unit and invocation
/// are settled from at the end, and the reason for a failure that is not the JSON's own.
struct LineFields {
    QByteArray systemdInvocation;
    QByteArray invocation;
    QByteArray unit;
    bool sawMessage = false;
    QString error;
};

bool failWith(LineFields &f, const QString &why)
{
    if (f.error.isEmpty())
        f.error = why;
    return false;
}

/// A scalar value that journald prints as a string (numbers too); accepts a bare number or
/// literal, and skips an unexpected repeated field (an array), keeping nothing.
bool readScalar(JsonPullReader &r, QByteArrayView &out)
{
    out = {};
    switch (r.peek()) {
    case JsonType::String:
        return r.readString(out);
    case JsonType::Number: {
        JsonNumber n;
        if (!r.readNumber(n))
            return false;
        out = n.text;
        return true;
    }
    case JsonType::Bool: {
        bool b = false;
        if (!r.readBool(b))
            return false;
        out = b ? QByteArrayView("true") : QByteArrayView("false");
        return true;
    }
    case JsonType::Null:
        return r.readNull();
    case JsonType::Object:
    case JsonType::Array:
    case JsonType::None:
        break;
    }
    return r.skipValue();
}

/// One byte of a byte array: a number 0..255.
bool readByte(JsonPullReader &r, LineFields &f, QByteArray &out)
{
    JsonNumber n;
    const JsonType type = r.peek();
    if (type == JsonType::None)
        return r.skipValue(); // the end or junk: the reader says which
    if (type != JsonType::Number)
        return failWith(f, Tr::tr("MESSAGE holds a byte that is not 0..255."));
    if (!r.readNumber(n))
        return false;
    if (!n.isInteger || n.integer < 0 || n.integer > 255)
        return failWith(f, Tr::tr("MESSAGE holds a byte that is not 0..255."));
    out.append(char(n.integer));
    return true;
}

/// A byte array inside a repeated MESSAGE.
bool readByteArray(JsonPullReader &r, LineFields &f, QByteArray &out)
{
    if (r.beginArray()) {
        do {
            if (!readByte(r, f, out))
                return false;
        } while (r.nextElement());
    }
    return !r.failed();
}

/// MESSAGE as an array: the bytes of one message, or a repeated field whose parts (strings,
/// byte arrays, nulls) are joined with '\n' so that no part is dropped.
bool readMessageArray(JsonPullReader &r, LineFields &f, JournalEntry &e)
{
    QByteArray bytes;
    QStringList parts;
    bool repeated = false;
    if (r.beginArray()) {
        do {
            switch (r.peek()) {
            case JsonType::String: {
                repeated = true;
                QByteArrayView v;
                if (!r.readString(v))
                    return false;
                parts.append(QString::fromUtf8(v));
                break;
            }
            case JsonType::Array: {
                repeated = true;
                QByteArray inner;
                if (!readByteArray(r, f, inner))
                    return false;
                parts.append(QString::fromUtf8(inner));
                e.messageWasBinary = true;
                break;
            }
            case JsonType::Null:
                repeated = true;
                if (!r.readNull())
                    return false;
                break;
            default:
                if (repeated)
                    return failWith(f, Tr::tr("MESSAGE holds a byte that is not 0..255."));
                if (!readByte(r, f, bytes))
                    return false;
                break;
            }
        } while (r.nextElement());
    }
    if (r.failed())
        return false;
    if (repeated) {
        if (!bytes.isEmpty())
            return failWith(f, Tr::tr("MESSAGE mixes bytes and strings."));
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
bool readMessage(JsonPullReader &r, LineFields &f, JournalEntry &e)
{
    switch (r.peek()) {
    case JsonType::String: {
        QByteArrayView v;
        if (!r.readString(v))
            return false;
        e.message = QString::fromUtf8(v);
        return true;
    }
    case JsonType::Null:
        e.messageMissing = true;
        return r.readNull();
    case JsonType::Array:
        return readMessageArray(r, f, e);
    case JsonType::None:
        return r.skipValue(); // says what is wrong there
    default:
        return failWith(f, Tr::tr("MESSAGE is neither a string, a byte array nor null."));
    }
}

/// One member's value, kept in the entry (or in `f` until the end) when the console uses it.
bool readField(JsonPullReader &r, Field field, LineFields &f, JournalEntry &e)
{
    if (field == Field::Other)
        return r.skipValue();
    if (field == Field::Message) {
        f.sawMessage = true;
        return readMessage(r, f, e);
    }
    QByteArrayView v;
    if (!readScalar(r, v))
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

/// The whole line: one object, and nothing after it but white space.
bool readObject(JsonPullReader &r, LineFields &f, JournalEntry &e)
{
    if (r.peek() != JsonType::Object)
        return false;
    if (r.beginObject()) {
        do {
            QByteArrayView key;
            if (!r.readKey(key) || !readField(r, fieldOf(key), f, e))
                return false;
        } while (r.nextMember());
    }
    return r.finish();
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
    JsonPullReader r(line);
    if (!readObject(r, f, e))
        return brokenEntry(line, f.error.isEmpty() ? r.errorMessage() : f.error);
    settleFields(e, f);
    return e;
}

} // namespace ic
