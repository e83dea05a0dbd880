// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

#include <string>

namespace ic {

/// What was wrong with the JSON; the first error sticks and every later call fails.
enum class JsonError : quint8 {
    None,
    Truncated, ///< the input ends inside a value
    UnexpectedCharacter, ///< a byte that cannot start or continue what was expected
    BadEscape, ///< `\q`, or a `\u` without four hex digits
    ControlCharacter, ///< a raw byte below 0x20 inside a string
    BadNumber, ///< `-`, `1.`, `1e` and the like
    TooDeep, ///< nested deeper than the reader's cap
    WrongType, ///< the caller asked for a string where a number was, and the like
    TrailingData, ///< something after the document
};

enum class JsonType : quint8 { None, Object, Array, String, Number, Bool, Null };

/// A number as written and as read. `integer` is exact when `isInteger`; otherwise it is the
/// value truncated when finite and below 9e18, else -1 (no count is that large).
struct JsonNumber {
    QByteArrayView text;
    double value = 0;
    qint64 integer = -1;
    bool isInteger = false;
};

/// A strict one-pass JSON pull reader over bytes (RFC 8259): no DOM, no exceptions, no
/// allocation per byte (strings with escapes are decoded into one reused buffer, those without
/// are views into the input). Invalid UTF-8 inside strings is passed through; read as a QString
/// it becomes U+FFFD. A lone surrogate escape becomes U+FFFD. Errors are values: the first one
/// is kept with its offset, and every call after it fails.
///
///     if (r.beginObject()) {
///         do {
///             QByteArrayView key;
///             if (!r.readKey(key) || !r.skipValue())
///                 break;
///         } while (r.nextMember());
///     }
///     if (r.failed()) ...
class JsonPullReader {
public:
    static constexpr int DefaultMaxDepth = 256;

    explicit JsonPullReader(QByteArrayView json, int maxDepth = DefaultMaxDepth);

    /// Skips white space; the type of the value that starts there, None at the end or on error.
    JsonType peek();

    /// Consumes '{'; true when a member follows, false for `{}` (consumed) or on error.
    bool beginObject();
    /// A member's key and its ':'. The view lives until the next readKey.
    bool readKey(QByteArrayView &key);
    /// After a member's value: true after ',', false after '}' or on error.
    bool nextMember();

    /// Consumes '['; true when an element follows, false for `[]` (consumed) or on error.
    bool beginArray();
    /// After an element: true after ',', false after ']' or on error.
    bool nextElement();

    /// A string, unescaped, as UTF-8. The view lives until the next readString.
    bool readString(QByteArrayView &utf8);
    bool readString(QString &text);
    bool readNumber(JsonNumber &number);
    bool readBool(bool &value);
    bool readNull();
    /// Skips one value of any type, checking it as strictly as reading it would.
    bool skipValue();

    /// True when only white space is left; otherwise TrailingData.
    bool finish();

    bool failed() const { return m_error != JsonError::None; }
    JsonError error() const { return m_error; }
    /// Byte offset of the error, -1 without one.
    qsizetype errorOffset() const { return m_errorAt; }
    /// One translated sentence for the error, empty without one.
    QString errorMessage() const;
    /// Nesting depth of the containers entered and not yet closed.
    int depth() const { return m_depth; }

private:
    bool fail(JsonError error);
    bool failNotHere(JsonType found);
    void skipWhitespace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }
    bool consume(char c);
    bool enter(char open, char close);
    bool next(char close);
    bool scanString(std::string *scratch, QByteArrayView &out);
    bool readHex4(unsigned &out);
    bool readLiteral(const char *word, qsizetype size);
    bool readKeySkipping();
    bool scanKey(std::string *scratch, QByteArrayView &key);
    bool expectByte(char c);
    bool skipScalar(JsonType type);

    const char *m_begin;
    const char *m_p;
    const char *m_end;
    int m_depth = 0;
    int m_maxDepth;
    JsonError m_error = JsonError::None;
    qsizetype m_errorAt = -1;
    std::string m_scratch;
    std::string m_keyScratch;
};

/// Appends `codePoint` to `out` as UTF-8.
void appendUtf8(std::string &out, char32_t codePoint);

} // namespace ic
