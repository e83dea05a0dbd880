// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "JsonPullReader.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <bit>
#include <bitset>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::JsonPullReader)
};

/// The deepest nesting any reader allows; skipValue keeps one bit per level on the stack.
constexpr int DepthCap = 1024;

/// Bytes that a string holds as they are: not '"', not '\\', not a control character.
constexpr std::array<bool, 256> plainBytes = [] {
    std::array<bool, 256> t {};
    for (int c = 0; c < 256; ++c)
        t[std::size_t(c)] = c >= 0x20 && c != '"' && c != '\\';
    return t;
}();

/// The end of the run of plain bytes starting at `p`: sixteen at a time where SSE2 is there,
/// because log messages and streamed answers are long runs without escapes.
const char *plainRunEnd(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i control = _mm_set1_epi8(0x1f);
    const auto stops = [&](const char *at) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
        return unsigned(_mm_movemask_epi8(
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                         _mm_cmpeq_epi8(_mm_min_epu8(v, control), v)))); // v <= 0x1f
    };
    while (end - p >= 32) {
        if (const unsigned mask = stops(p) | (stops(p + 16) << 16))
            return p + std::countr_zero(mask);
        p += 32;
    }
    if (end - p >= 16) {
        if (const unsigned mask = stops(p))
            return p + std::countr_zero(mask);
        p += 16;
    }
#endif
    while (p < end && plainBytes[static_cast<unsigned char>(*p)])
        ++p;
    return p;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/// Four hex digits at `p` (the caller checked there are four), or -1.
int hex4(const char *p)
{
    int v = 0;
    for (int i = 0; i < 4; ++i) {
        const int h = hexValue(p[i]);
        if (h < 0)
            return -1;
        v = v * 16 + h;
    }
    return v;
}

} // namespace

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

JsonPullReader::JsonPullReader(QByteArrayView json, int maxDepth)
    : m_begin(json.data())
    , m_p(json.data())
    , m_end(json.data() + json.size())
    , m_maxDepth(std::clamp(maxDepth, 1, DepthCap))
{
}

bool JsonPullReader::fail(JsonError error)
{
    if (m_error == JsonError::None) {
        m_error = error;
        m_errorAt = m_p - m_begin;
        m_p = m_end; // nothing after the first error is read
    }
    return false;
}

JsonType JsonPullReader::peek()
{
    skipWhitespace();
    if (m_p >= m_end)
        return JsonType::None;
    switch (*m_p) {
    case '{':
        return JsonType::Object;
    case '[':
        return JsonType::Array;
    case '"':
        return JsonType::String;
    case 't':
    case 'f':
        return JsonType::Bool;
    case 'n':
        return JsonType::Null;
    default:
        return *m_p == '-' || isDigit(*m_p) ? JsonType::Number : JsonType::None;
    }
}

bool JsonPullReader::failNotHere(JsonType found)
{
    if (failed())
        return false;
    if (m_p >= m_end)
        return fail(JsonError::Truncated);
    return fail(found == JsonType::None ? JsonError::UnexpectedCharacter : JsonError::WrongType);
}

bool JsonPullReader::consume(char c)
{
    const JsonType type = peek();
    if (m_p < m_end && *m_p == c) {
        ++m_p;
        return true;
    }
    return failNotHere(type);
}

bool JsonPullReader::enter(char open, char close)
{
    if (!consume(open))
        return false;
    if (++m_depth > m_maxDepth)
        return fail(JsonError::TooDeep);
    skipWhitespace();
    if (m_p < m_end && *m_p == close) {
        ++m_p;
        --m_depth;
        return false;
    }
    return true;
}

bool JsonPullReader::next(char close)
{
    skipWhitespace();
    if (m_p >= m_end)
        return fail(JsonError::Truncated);
    if (*m_p == ',') {
        ++m_p;
        return true;
    }
    if (*m_p == close) {
        ++m_p;
        --m_depth;
        return false;
    }
    return fail(JsonError::UnexpectedCharacter);
}

bool JsonPullReader::beginObject()
{
    return enter('{', '}');
}

bool JsonPullReader::nextMember()
{
    return next('}');
}

bool JsonPullReader::beginArray()
{
    return enter('[', ']');
}

bool JsonPullReader::nextElement()
{
    return next(']');
}

bool JsonPullReader::readKey(QByteArrayView &key)
{
    return scanKey(&m_keyScratch, key);
}

/// A key and its ':'; without `scratch` the key is only checked.
bool JsonPullReader::scanKey(std::string *scratch, QByteArrayView &key)
{
    return expectByte('"') && scanString(scratch, key) && expectByte(':');
}

/// After white space, `c` (consumed); else Truncated or UnexpectedCharacter.
bool JsonPullReader::expectByte(char c)
{
    skipWhitespace();
    if (m_p >= m_end)
        return fail(JsonError::Truncated);
    if (*m_p != c)
        return fail(JsonError::UnexpectedCharacter);
    ++m_p;
    return true;
}

bool JsonPullReader::readHex4(unsigned &out)
{
    if (m_end - m_p < 4)
        return fail(JsonError::Truncated);
    const int v = hex4(m_p);
    if (v < 0)
        return fail(JsonError::BadEscape);
    out = unsigned(v);
    m_p += 4;
    return true;
}

/// After the opening quote; leaves the cursor after the closing one. Without `scratch` the string
/// is only checked (skipped) and `out` is left alone.
bool JsonPullReader::scanString(std::string *scratch, QByteArrayView &out)
{
    const char *start = m_p;
    const char *q = plainRunEnd(m_p, m_end);
    if (q < m_end && *q == '"') {
        out = QByteArrayView(start, q - start); // no escapes: a view into the input
        m_p = q + 1;
        return true;
    }
    if (scratch) {
        scratch->clear();
        scratch->append(start, std::size_t(q - start));
    }
    m_p = q;
    for (;;) {
        if (m_p >= m_end)
            return fail(JsonError::Truncated);
        if (*m_p == '"') {
            ++m_p;
            if (scratch)
                out = QByteArrayView(scratch->data(), qsizetype(scratch->size()));
            return true;
        }
        if (*m_p != '\\')
            return fail(JsonError::ControlCharacter);
        if (++m_p >= m_end)
            return fail(JsonError::Truncated);
        char32_t cp = 0;
        switch (const char e = *m_p++) {
        case '"':
        case '\\':
        case '/':
            cp = char32_t(e);
            break;
        case 'b':
            cp = '\b';
            break;
        case 'f':
            cp = '\f';
            break;
        case 'n':
            cp = '\n';
            break;
        case 'r':
            cp = '\r';
            break;
        case 't':
            cp = '\t';
            break;
        case 'u': {
            unsigned unit = 0;
            if (!readHex4(unit))
                return false;
            cp = unit;
            if (unit >= 0xD800 && unit <= 0xDBFF) {
                // A high surrogate takes the low one after it; without one it is U+FFFD and
                // whatever follows is read on its own.
                const int low = m_end - m_p >= 6 && m_p[0] == '\\' && m_p[1] == 'u' ? hex4(m_p + 2) : -1;
                if (low >= 0xDC00 && low <= 0xDFFF) {
                    cp = 0x10000 + ((unit - 0xD800) << 10) + (unsigned(low) - 0xDC00);
                    m_p += 6;
                } else {
                    cp = 0xFFFD;
                }
            } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
                cp = 0xFFFD; // a lone low surrogate
            }
            break;
        }
        default:
            --m_p;
            return fail(JsonError::BadEscape);
        }
        const char *run = m_p;
        m_p = plainRunEnd(m_p, m_end);
        if (scratch) {
            appendUtf8(*scratch, cp);
            scratch->append(run, std::size_t(m_p - run));
        }
    }
}

bool JsonPullReader::readString(QByteArrayView &utf8)
{
    return consume('"') && scanString(&m_scratch, utf8);
}

bool JsonPullReader::readString(QString &text)
{
    QByteArrayView utf8;
    if (!readString(utf8))
        return false;
    text = QString::fromUtf8(utf8);
    return true;
}

bool JsonPullReader::readNumber(JsonNumber &number)
{
    if (const JsonType type = peek(); type != JsonType::Number)
        return failNotHere(type);
    const char *start = m_p;
    bool integral = true;
    if (*m_p == '-')
        ++m_p;
    if (m_p >= m_end || !isDigit(*m_p))
        return fail(JsonError::BadNumber);
    if (*m_p == '0')
        ++m_p;
    else
        while (m_p < m_end && isDigit(*m_p))
            ++m_p;
    if (m_p < m_end && *m_p == '.') {
        integral = false;
        ++m_p;
        if (m_p >= m_end || !isDigit(*m_p))
            return fail(JsonError::BadNumber);
        while (m_p < m_end && isDigit(*m_p))
            ++m_p;
    }
    if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
        integral = false;
        ++m_p;
        if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
            ++m_p;
        if (m_p >= m_end || !isDigit(*m_p))
            return fail(JsonError::BadNumber);
        while (m_p < m_end && isDigit(*m_p))
            ++m_p;
    }
    number.text = QByteArrayView(start, m_p - start);
    if (integral) {
        qint64 v = 0;
        if (std::from_chars(start, m_p, v).ec == std::errc()) {
            number.isInteger = true;
            number.integer = v;
            number.value = double(v);
            return true;
        }
    }
    double d = 0;
    const auto r = std::from_chars(start, m_p, d);
    if (r.ec == std::errc::result_out_of_range) {
        // Too small (a negative exponent, or 0.000…) is zero; too large is infinite.
        const QByteArrayView text = number.text;
        const qsizetype e = std::max(text.indexOf('e'), text.indexOf('E'));
        const bool tiny = e >= 0 ? text.at(e + 1) == '-' : text.startsWith("0.") || text.startsWith("-0.");
        d = tiny ? 0.0 : std::numeric_limits<double>::infinity();
        if (start[0] == '-')
            d = -d;
    }
    number.isInteger = false;
    number.value = d;
    number.integer = std::isfinite(d) && std::abs(d) < 9e18 ? qint64(d) : -1;
    return true;
}

bool JsonPullReader::readLiteral(const char *word, qsizetype size)
{
    if (m_end - m_p < size)
        return fail(std::memcmp(m_p, word, std::size_t(m_end - m_p)) == 0 ? JsonError::Truncated
                                                                          : JsonError::UnexpectedCharacter);
    if (std::memcmp(m_p, word, std::size_t(size)) != 0)
        return fail(JsonError::UnexpectedCharacter);
    m_p += size;
    return true;
}

bool JsonPullReader::readBool(bool &value)
{
    if (const JsonType type = peek(); type != JsonType::Bool)
        return failNotHere(type);
    value = *m_p == 't';
    return value ? readLiteral("true", 4) : readLiteral("false", 5);
}

bool JsonPullReader::readNull()
{
    if (const JsonType type = peek(); type != JsonType::Null)
        return failNotHere(type);
    return readLiteral("null", 4);
}

bool JsonPullReader::skipScalar(JsonType type)
{
    QByteArrayView ignored;
    JsonNumber number;
    bool flag = false;
    switch (type) {
    case JsonType::String:
        ++m_p; // the opening quote
        return scanString(nullptr, ignored);
    case JsonType::Number:
        return readNumber(number);
    case JsonType::Bool:
        return readBool(flag);
    case JsonType::Null:
        return readNull();
    case JsonType::Object:
    case JsonType::Array:
    case JsonType::None:
        break;
    }
    return failed() ? false : fail(m_p >= m_end ? JsonError::Truncated : JsonError::UnexpectedCharacter);
}

bool JsonPullReader::skipValue()
{
    JsonType type = peek();
    if (type != JsonType::Object && type != JsonType::Array)
        return skipScalar(type); // most skipped values: no stack to set up
    std::bitset<DepthCap> isObject; // one bit per level opened here
    int level = 0;
    for (;;) {
        if (type == JsonType::Object && beginObject()) {
            isObject[std::size_t(level++)] = true;
            if (!readKeySkipping())
                return false;
            type = peek();
            continue;
        }
        if (type == JsonType::Array && beginArray()) {
            isObject[std::size_t(level++)] = false;
            type = peek();
            continue;
        }
        if (type != JsonType::Object && type != JsonType::Array && !skipScalar(type))
            return false;
        if (failed())
            return false;
        // One value is done: close the containers it ended, or move on to the next member.
        for (;;) {
            if (level == 0)
                return true;
            const bool object = isObject[std::size_t(level - 1)];
            if (object ? nextMember() : nextElement()) {
                if (object && !readKeySkipping())
                    return false;
                break;
            }
            if (failed())
                return false;
            --level;
        }
        type = peek();
    }
}

bool JsonPullReader::readKeySkipping()
{
    QByteArrayView ignored;
    return scanKey(nullptr, ignored);
}

bool JsonPullReader::finish()
{
    skipWhitespace();
    if (failed())
        return false;
    return m_p == m_end || fail(JsonError::TrailingData);
}

QString JsonPullReader::errorMessage() const
{
    // In the order of JsonError.
    static const char *const what[] = {
        "",
        QT_TRANSLATE_NOOP("ic::JsonPullReader", "The JSON ends early"),
        QT_TRANSLATE_NOOP("ic::JsonPullReader", "Unexpected character in the JSON"),
        QT_TRANSLATE_NOOP("ic::JsonPullReader", "Invalid escape in a string"),
        QT_TRANSLATE_NOOP("ic::JsonPullReader", "A control character inside a string"),
        QT_TRANSLATE_NOOP("ic::JsonPullReader", "A malformed number"),
        QT_TRANSLATE_NOOP("ic::JsonPullReader", "The JSON is nested too deeply"),
        QT_TRANSLATE_NOOP("ic::JsonPullReader", "A value of an unexpected type"),
        QT_TRANSLATE_NOOP("ic::JsonPullReader", "Unexpected data after the JSON value"),
    };
    static_assert(std::size(what) == std::size_t(JsonError::TrailingData) + 1);
    if (m_error == JsonError::None)
        return QString();
    return Tr::tr("%1 (at byte %2).").arg(Tr::tr(what[std::size_t(m_error)])).arg(m_errorAt);
}

} // namespace ic
