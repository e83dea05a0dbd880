// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Over 600 lines on purpose: the streamed-chunk parser is one unit — a SAX handler that matches
// values by path, the strict one-pass JSON reader that feeds it, and the entry points — and the
// reader and the handler share their private state machine; split, each half would be unreadable
// without the other.
#include "OpenAiChunk.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::OpenAiChunk)
};

using Json = nlohmann::json;

const Json *member(const Json &object, const char *key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

QString toQString(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

bool readString(const Json &object, const char *key, QString &out)
{
    const Json *v = member(object, key);
    if (!v || !v->is_string())
        return false;
    out = toQString(v->get_ref<const std::string &>());
    return true;
}

qint64 readInt(const Json &object, const char *key)
{
    const Json *v = member(object, key);
    if (!v || !v->is_number())
        return -1;
    if (v->is_number_float())
        return qint64(v->get<double>());
    if (v->is_number_unsigned())
        return qint64(qMin<quint64>(v->get<quint64>(), quint64(std::numeric_limits<qint64>::max())));
    return v->get<qint64>();
}

void readError(const Json &e, ChatChunk &chunk)
{
    chunk.isErrorFrame = true;
    if (e.is_string()) {
        chunk.errorMessage = toQString(e.get_ref<const std::string &>());
        return;
    }
    readString(e, "message", chunk.errorMessage);
    readString(e, "type", chunk.errorType);
    const qint64 code = readInt(e, "code");
    chunk.errorCode = code > 0 && code < 1000 ? int(code) : 0;
    if (chunk.errorMessage.isEmpty())
        chunk.errorMessage = Tr::tr("The server sent an error without a message.");
}

QString shortened(QByteArrayView text)
{
    QString s = QString::fromUtf8(text.first(qMin<qsizetype>(text.size(), 400))).simplified();
    if (text.size() > 400)
        s += QStringLiteral("…");
    return s;
}
} // namespace

namespace {
/// Walks the chunk once without building a DOM (the hot path: one call per streamed token);
/// each value is matched by its path, e.g. "choices/0/delta/content".
class ChunkSax {
public:
    using string_t = std::string;
    using number_integer_t = qint64;
    using number_unsigned_t = quint64;
    using number_float_t = double;

    explicit ChunkSax(ChatChunk &chunk)
        : m_chunk(chunk)
    {
    }

    bool null() { return value(Kind::Null); }
    bool boolean(bool) { return value(Kind::Other); }
    bool number_integer(number_integer_t v)
    {
        m_number = double(v);
        m_integer = v;
        return value(Kind::Integer);
    }
    bool number_unsigned(number_unsigned_t v)
    {
        m_number = double(v);
        m_integer = v > quint64(std::numeric_limits<qint64>::max()) ? std::numeric_limits<qint64>::max()
                                                                    : qint64(v);
        return value(Kind::Integer);
    }
    bool number_float(number_float_t v)
    {
        m_number = v;
        m_integer = std::isfinite(v) && std::abs(v) < 9e18 ? qint64(v) : -1;
        return value(Kind::Float);
    }
    bool string(string_t &v)
    {
        m_string = &v;
        const bool ok = value(Kind::String);
        m_string = nullptr;
        return ok;
    }
    bool start_object()
    {
        if (m_frames.empty())
            m_rootIsObject = true;
        else if (!value(Kind::Object))
            return false;
        m_frames.push_back({ false, {}, 0 });
        return true;
    }
    bool end_object() { return pop(); }
    bool start_array()
    {
        if (!m_frames.empty() && !value(Kind::Array))
            return false;
        m_frames.push_back({ true, {}, 0 });
        return true;
    }
    bool end_array() { return pop(); }
    bool key(string_t &k)
    {
        m_frames.back().key = k;
        return true;
    }
    bool rootIsObject() const { return m_rootIsObject; }
    bool sawChoices = false;
    bool sawErrorKey = false;
    bool flatError = false;
    QString reasoning;
    QString reasoningContent;
    bool hasReasoning = false;
    bool hasReasoningContent = false;
    QString rootMessage;
    QString rootType;
    qint64 rootCode = -1;

private:
    enum class Kind { Null, Integer, Float, String, Object, Array, Other };
    struct Frame {
        bool array;
        std::string key;
        int index;
    };

    bool pop()
    {
        m_frames.pop_back();
        if (!m_frames.empty() && m_frames.back().array)
            ++m_frames.back().index;
        return true;
    }

    QString text() const { return toQString(*m_string); }

    bool value(Kind kind)
    {
        if (m_frames.empty())
            return true; // a bare scalar document: not an object, judged after the scan
        const std::size_t depth = m_frames.size();
        const Frame &top = m_frames.back();
        const bool ok = depth == 1 ? root(kind, top.key) : nested(kind, depth);
        if (top.array && kind != Kind::Object && kind != Kind::Array)
            ++m_frames.back().index; // containers count when they end, in pop()
        return ok;
    }

    bool root(Kind kind, const std::string &k)
    {
        if (kind == Kind::String) {
            if (k == "id")
                m_chunk.id = text();
            else if (k == "model")
                m_chunk.model = text();
            else if (k == "system_fingerprint")
                m_chunk.systemFingerprint = text();
            else if (k == "object")
                flatError = *m_string == "error";
            else if (k == "message")
                rootMessage = text();
            else if (k == "type")
                rootType = text();
            else if (k == "error") {
                sawErrorKey = true;
                m_chunk.errorMessage = text();
            }
        } else if (kind == Kind::Array && k == "choices") {
            sawChoices = true;
        } else if (kind == Kind::Object) {
            if (k == "usage")
                m_chunk.usage.present = true;
            else if (k == "timings")
                m_chunk.timings.present = true;
            else if (k == "error")
                sawErrorKey = true;
        } else if (kind == Kind::Integer && k == "code") {
            rootCode = m_integer;
        }
        return true;
    }

    bool nested(Kind kind, std::size_t depth)
    {
        const std::string &k0 = m_frames[0].key;
        if (k0 == "choices") {
            if (depth == 2) {
                if (kind == Kind::Object)
                    ++m_chunk.choiceCount;
                return true;
            }
            if (m_frames[1].index != 0)
                return true; // only the first choice
            const std::string &k2 = m_frames[2].key;
            if (depth == 3) {
                if (kind == Kind::String && k2 == "finish_reason")
                    m_chunk.finishReason = text();
                else if (k2 == "stop_reason") {
                    if (kind == Kind::String)
                        m_chunk.stopReason = text();
                    else if (kind == Kind::Integer)
                        m_chunk.stopReason = QString::number(m_integer);
                }
                return true;
            }
            if (k2 != "delta" && k2 != "message")
                return true;
            const std::string &k3 = m_frames[3].key;
            if (depth == 4) {
                if (kind == Kind::String) {
                    if (k3 == "content") {
                        m_chunk.content = text();
                        m_chunk.hasContent = true;
                    } else if (k3 == "reasoning") {
                        reasoning = text();
                        hasReasoning = true;
                    } else if (k3 == "reasoning_content") {
                        reasoningContent = text();
                        hasReasoningContent = true;
                    } else if (k3 == "role") {
                        m_chunk.role = text();
                    }
                }
                return true;
            }
            if (depth == 5 && k3 == "tool_calls")
                m_chunk.hasToolCalls = true;
            return true;
        }
        if (depth == 2) {
            const std::string &k1 = m_frames[1].key;
            if (k0 == "usage")
                usageValue(kind, k1);
            else if (k0 == "timings")
                timingsValue(kind, k1);
            else if (k0 == "error")
                errorValue(kind, k1);
            return true;
        }
        if (depth == 3 && k0 == "usage" && kind == Kind::Integer) {
            const std::string &k1 = m_frames[1].key;
            const std::string &k2 = m_frames[2].key;
            if (k1 == "completion_tokens_details" && k2 == "reasoning_tokens")
                m_chunk.usage.reasoningTokens = m_integer;
            else if (k1 == "prompt_tokens_details" && k2 == "cached_tokens")
                m_chunk.usage.cachedTokens = m_integer;
        }
        return true;
    }

    void usageValue(Kind kind, const std::string &k)
    {
        if (kind != Kind::Integer && kind != Kind::Float)
            return;
        if (k == "prompt_tokens")
            m_chunk.usage.promptTokens = m_integer;
        else if (k == "completion_tokens")
            m_chunk.usage.completionTokens = m_integer;
        else if (k == "total_tokens")
            m_chunk.usage.totalTokens = m_integer;
    }

    void timingsValue(Kind kind, const std::string &k)
    {
        if (kind != Kind::Integer && kind != Kind::Float)
            return;
        LlamaTimings &t = m_chunk.timings;
        if (k == "cache_n")
            t.cacheN = m_integer;
        else if (k == "prompt_n")
            t.promptN = m_integer;
        else if (k == "prompt_ms")
            t.promptMs = m_number;
        else if (k == "prompt_per_token_ms")
            t.promptPerTokenMs = m_number;
        else if (k == "prompt_per_second")
            t.promptPerSecond = m_number;
        else if (k == "predicted_n")
            t.predictedN = m_integer;
        else if (k == "predicted_ms")
            t.predictedMs = m_number;
        else if (k == "predicted_per_token_ms")
            t.predictedPerTokenMs = m_number;
        else if (k == "predicted_per_second")
            t.predictedPerSecond = m_number;
        else if (k == "draft_n")
            t.draftN = m_integer;
        else if (k == "draft_n_accepted")
            t.draftNAccepted = m_integer;
    }

    void errorValue(Kind kind, const std::string &k)
    {
        if (kind == Kind::String && k == "message")
            m_chunk.errorMessage = text();
        else if (kind == Kind::String && k == "type")
            m_chunk.errorType = text();
        else if (kind == Kind::Integer && k == "code")
            m_chunk.errorCode = m_integer > 0 && m_integer < 1000 ? int(m_integer) : 0;
    }

    ChatChunk &m_chunk;
    std::vector<Frame> m_frames;
    string_t *m_string = nullptr;
    double m_number = 0;
    qint64 m_integer = 0;
    bool m_rootIsObject = false;
};

/// A small strict JSON reader that feeds ChunkSax: one pass, no DOM, strings unescaped into
/// one reused buffer. Invalid UTF-8 inside strings becomes U+FFFD rather than an error.
class JsonScanner {
public:
    JsonScanner(QByteArrayView json, ChunkSax &sax)
        : m_p(json.data())
        , m_end(json.data() + json.size())
        , m_sax(sax)
    {
    }

    /// False on malformed input; `errorAt` is then the byte offset.
    bool run()
    {
        if (!value(0))
            return false;
        skipWs();
        return m_p == m_end || fail();
    }
    qint64 errorAt() const { return m_errorAt; }

private:
    static constexpr int MaxDepth = 256;

    bool fail()
    {
        if (m_errorAt < 0)
            m_errorAt = 0;
        return false;
    }
    void skipWs()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }
    bool literal(const char *word, std::size_t n)
    {
        if (std::size_t(m_end - m_p) < n || std::memcmp(m_p, word, n) != 0)
            return fail();
        m_p += n;
        return true;
    }

    bool value(int depth)
    {
        if (depth > MaxDepth)
            return fail();
        skipWs();
        if (m_p >= m_end)
            return fail();
        switch (*m_p) {
        case '{': {
            ++m_p;
            if (!m_sax.start_object())
                return fail();
            skipWs();
            if (m_p < m_end && *m_p == '}') {
                ++m_p;
                return m_sax.end_object();
            }
            for (;;) {
                skipWs();
                if (m_p >= m_end || *m_p != '"' || !readString(m_key))
                    return fail();
                m_sax.key(m_key);
                skipWs();
                if (m_p >= m_end || *m_p != ':')
                    return fail();
                ++m_p;
                if (!value(depth + 1))
                    return false;
                skipWs();
                if (m_p < m_end && *m_p == ',') {
                    ++m_p;
                    continue;
                }
                if (m_p < m_end && *m_p == '}') {
                    ++m_p;
                    return m_sax.end_object();
                }
                return fail();
            }
        }
        case '[': {
            ++m_p;
            if (!m_sax.start_array())
                return fail();
            skipWs();
            if (m_p < m_end && *m_p == ']') {
                ++m_p;
                return m_sax.end_array();
            }
            for (;;) {
                if (!value(depth + 1))
                    return false;
                skipWs();
                if (m_p < m_end && *m_p == ',') {
                    ++m_p;
                    continue;
                }
                if (m_p < m_end && *m_p == ']') {
                    ++m_p;
                    return m_sax.end_array();
                }
                return fail();
            }
        }
        case '"':
            if (!readString(m_string))
                return fail();
            return m_sax.string(m_string);
        case 't':
            return literal("true", 4) && m_sax.boolean(true);
        case 'f':
            return literal("false", 5) && m_sax.boolean(false);
        case 'n':
            return literal("null", 4) && m_sax.null();
        default:
            return number();
        }
    }

    bool number()
    {
        const char *start = m_p;
        bool integral = true;
        if (m_p < m_end && *m_p == '-')
            ++m_p;
        if (m_p >= m_end || !isDigit(*m_p))
            return fail();
        if (*m_p == '0')
            ++m_p;
        else
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        if (m_p < m_end && *m_p == '.') {
            integral = false;
            ++m_p;
            if (m_p >= m_end || !isDigit(*m_p))
                return fail();
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        }
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
            integral = false;
            ++m_p;
            if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (m_p >= m_end || !isDigit(*m_p))
                return fail();
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        }
        if (integral) {
            qint64 v = 0;
            const auto r = std::from_chars(start, m_p, v);
            if (r.ec == std::errc())
                return m_sax.number_integer(v);
        }
        double d = 0;
        const auto r = std::from_chars(start, m_p, d);
        if (r.ec == std::errc::result_out_of_range)
            d = std::numeric_limits<double>::infinity(); // no count is that large: read as absent
        else if (r.ec != std::errc())
            return fail();
        return m_sax.number_float(d);
    }

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }

    static int hex(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    bool readHex4(unsigned &out)
    {
        if (m_end - m_p < 4)
            return false;
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const int h = hex(m_p[i]);
            if (h < 0)
                return false;
            out = out * 16 + unsigned(h);
        }
        m_p += 4;
        return true;
    }

    static void appendUtf8(std::string &s, unsigned cp)
    {
        if (cp < 0x80) {
            s += char(cp);
        } else if (cp < 0x800) {
            s += char(0xC0 | (cp >> 6));
            s += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s += char(0xE0 | (cp >> 12));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        } else {
            s += char(0xF0 | (cp >> 18));
            s += char(0x80 | ((cp >> 12) & 0x3F));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        }
    }

    /// At the opening quote; leaves the cursor after the closing one.
    bool readString(std::string &out)
    {
        out.clear();
        ++m_p;
        for (;;) {
            const char *run = m_p;
            while (m_p < m_end && *m_p != '"' && *m_p != '\\' && static_cast<unsigned char>(*m_p) >= 0x20)
                ++m_p;
            out.append(run, std::size_t(m_p - run));
            if (m_p >= m_end || static_cast<unsigned char>(*m_p) < 0x20)
                return false;
            if (*m_p == '"') {
                ++m_p;
                return true;
            }
            ++m_p; // backslash
            if (m_p >= m_end)
                return false;
            const char e = *m_p++;
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned cp = 0;
                if (!readHex4(cp))
                    return false;
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    unsigned low = 0;
                    if (m_end - m_p >= 6 && m_p[0] == '\\' && m_p[1] == 'u') {
                        m_p += 2;
                        if (!readHex4(low))
                            return false;
                        if (low >= 0xDC00 && low <= 0xDFFF)
                            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                        else
                            cp = 0xFFFD;
                    } else {
                        cp = 0xFFFD;
                    }
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    cp = 0xFFFD;
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                return false;
            }
        }
    }

    const char *m_p;
    const char *m_end;
    ChunkSax &m_sax;
    std::string m_key;
    std::string m_string;
    qint64 m_errorAt = -1;
};
} // namespace

ChatChunk parseChatChunk(QByteArrayView json)
{
    ChatChunk chunk;
    if (json.trimmed().isEmpty()) {
        chunk.error = Tr::tr("The event had no data.");
        return chunk;
    }
    ChunkSax sax(chunk);
    JsonScanner scanner(json, sax);
    if (!scanner.run()) {
        ChatChunk broken;
        broken.error = Tr::tr("The event is not valid JSON: %1").arg(shortened(json));
        return broken;
    }
    if (!sax.rootIsObject()) {
        ChatChunk broken;
        broken.error = Tr::tr("The event is JSON but not an object: %1").arg(shortened(json));
        return broken;
    }
    if (sax.sawErrorKey || sax.flatError) {
        ChatChunk e;
        e.isErrorFrame = true;
        e.errorMessage = sax.flatError ? sax.rootMessage : chunk.errorMessage;
        e.errorType = sax.flatError ? sax.rootType : chunk.errorType;
        e.errorCode = sax.flatError ? (sax.rootCode > 0 && sax.rootCode < 1000 ? int(sax.rootCode) : 0)
                                    : chunk.errorCode;
        if (e.errorMessage.isEmpty())
            e.errorMessage = Tr::tr("The server sent an error without a message.");
        return e;
    }
    // `reasoning ?? reasoning_content`: vLLM 0.11.1+ sends both, older servers only the latter.
    if (sax.hasReasoning) {
        chunk.reasoning = sax.reasoning;
        chunk.hasReasoning = true;
    } else if (sax.hasReasoningContent) {
        chunk.reasoning = sax.reasoningContent;
        chunk.hasReasoning = true;
    }
    if (!sax.sawChoices) {
        chunk.choiceCount = 0;
        if (!chunk.usage.present && !chunk.timings.present)
            chunk.error = Tr::tr("The event has no choices: %1").arg(shortened(json));
    }
    return chunk;
}

QString errorBodyMessage(QByteArrayView body)
{
    if (body.trimmed().isEmpty())
        return QString();
    const Json doc = Json::parse(body.begin(), body.end(), nullptr, false);
    if (!doc.is_discarded() && doc.is_object()) {
        if (const Json *e = member(doc, "error"); e && !e->is_null()) {
            ChatChunk chunk;
            readError(*e, chunk);
            return chunk.errorMessage;
        }
        QString message;
        if (readString(doc, "message", message))
            return message;
        if (readString(doc, "detail", message))
            return message;
        if (const Json *d = member(doc, "detail"); d && !d->is_null())
            return shortened(QByteArray::fromStdString(d->dump()));
    }
    return shortened(body);
}

} // namespace ic
