// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The streamed-chunk parser: a recursive descent over JsonPullReader that reads only the members
// the console uses. Error bodies (rare, and read whole) go through nlohmann's DOM.
#include "OpenAiChunk.h"

#include "JsonPullReader.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <limits>
#include <string>

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
/// Reads the chunk once without building a DOM (the hot path: one call per streamed token),
/// descending only into the members the console uses and skipping the rest; every part is still
/// checked, so a chunk that is not valid JSON is never half read.
class ChunkReader {
public:
    ChunkReader(QByteArrayView json, ChatChunk &chunk)
        : m_r(json)
        , m_chunk(chunk)
    {
    }

    /// False when the event is not valid JSON. A bare value is checked and skipped: not an
    /// object, judged after the scan.
    bool read()
    {
        rootIsObject = m_r.peek() == JsonType::Object;
        return members([this](QByteArrayView key) { return rootMember(key); }) && m_r.finish();
    }

    bool rootIsObject = false;
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
    /// The value as a string when it is one (true); otherwise false, the value left unread.
    bool stringValue(QString &out)
    {
        if (m_r.peek() != JsonType::String)
            return false;
        return m_r.readString(out);
    }

    /// The value as a number when it is one (true); otherwise false, the value left unread.
    bool numberValue(JsonNumber &out)
    {
        if (m_r.peek() != JsonType::Number)
            return false;
        return m_r.readNumber(out);
    }

    /// Each member of the object that starts here to `member(key)`; anything else is skipped.
    template<typename Member> bool members(Member member)
    {
        if (m_r.peek() != JsonType::Object)
            return m_r.skipValue();
        if (m_r.beginObject()) {
            do {
                QByteArrayView key;
                if (!m_r.readKey(key) || !member(key))
                    return false;
            } while (m_r.nextMember());
        }
        return !m_r.failed();
    }

    /// Each element of the array that starts here to `element(index)`; anything else is skipped.
    template<typename Element> bool elements(Element element)
    {
        if (m_r.peek() != JsonType::Array)
            return m_r.skipValue();
        if (m_r.beginArray()) {
            int index = 0;
            do {
                if (!element(index++))
                    return false;
            } while (m_r.nextElement());
        }
        return !m_r.failed();
    }

    /// Reads `out` when the value is a string, else skips it.
    bool string(QString &out) { return stringValue(out) || skipped(); }
    bool skipped() { return !m_r.failed() && m_r.skipValue(); }

    bool rootMember(QByteArrayView k)
    {
        const JsonType type = m_r.peek();
        if (type == JsonType::String) {
            if (k == "id")
                return m_r.readString(m_chunk.id);
            if (k == "model")
                return m_r.readString(m_chunk.model);
            if (k == "system_fingerprint")
                return m_r.readString(m_chunk.systemFingerprint);
            if (k == "message")
                return m_r.readString(rootMessage);
            if (k == "type")
                return m_r.readString(rootType);
            if (k == "object") {
                QByteArrayView v;
                if (!m_r.readString(v))
                    return false;
                flatError = v == "error";
                return true;
            }
            if (k == "error") {
                sawErrorKey = true;
                return m_r.readString(m_chunk.errorMessage);
            }
        } else if (type == JsonType::Array && k == "choices") {
            sawChoices = true;
            return choices();
        } else if (type == JsonType::Object) {
            if (k == "usage") {
                m_chunk.usage.present = true;
                return usage();
            }
            if (k == "timings") {
                m_chunk.timings.present = true;
                return timings();
            }
            if (k == "error") {
                sawErrorKey = true;
                return error();
            }
        } else if (type == JsonType::Number && k == "code") {
            JsonNumber n;
            if (!m_r.readNumber(n))
                return false;
            if (n.isInteger)
                rootCode = n.integer;
            return true;
        }
        return m_r.skipValue();
    }

    /// `choices`: counts the objects, reads only the first entry.
    bool choices()
    {
        return elements([this](int index) {
            if (m_r.peek() != JsonType::Object)
                return m_r.skipValue();
            ++m_chunk.choiceCount;
            return index == 0 ? choice() : m_r.skipValue();
        });
    }

    bool choice()
    {
        return members([this](QByteArrayView k) {
            if (k == "finish_reason")
                return string(m_chunk.finishReason);
            if (k == "stop_reason") {
                // vLLM's stop_reason: the stop string, or the token id that stopped it.
                JsonNumber n;
                if (stringValue(m_chunk.stopReason))
                    return true;
                if (numberValue(n)) {
                    if (n.isInteger)
                        m_chunk.stopReason = QString::number(n.integer);
                    return true;
                }
                return skipped();
            }
            if (k == "delta" || k == "message")
                return delta();
            return m_r.skipValue();
        });
    }

    bool delta()
    {
        return members([this](QByteArrayView k) {
            if (k == "content") {
                if (!stringValue(m_chunk.content))
                    return skipped();
                m_chunk.hasContent = true;
                return true;
            }
            if (k == "reasoning") {
                if (!stringValue(reasoning))
                    return skipped();
                hasReasoning = true;
                return true;
            }
            if (k == "reasoning_content") {
                if (!stringValue(reasoningContent))
                    return skipped();
                hasReasoningContent = true;
                return true;
            }
            if (k == "role")
                return string(m_chunk.role);
            if (k == "tool_calls") {
                // Any entry at all (an array's element or an object's member) is a tool call.
                if (m_r.peek() == JsonType::Object)
                    return members([this](QByteArrayView) {
                        m_chunk.hasToolCalls = true;
                        return m_r.skipValue();
                    });
                return elements([this](int) {
                    m_chunk.hasToolCalls = true;
                    return m_r.skipValue();
                });
            }
            return m_r.skipValue();
        });
    }

    /// `apply(number)` when the value is a number; anything else is skipped (absent).
    template<typename Apply> bool number(Apply apply)
    {
        JsonNumber n;
        if (!numberValue(n))
            return skipped();
        apply(n);
        return true;
    }

    /// A count: integers as they are, other numbers truncated.
    bool count(qint64 &out)
    {
        return number([&out](const JsonNumber &n) { out = n.integer; });
    }
    bool integer(qint64 &out)
    {
        return number([&out](const JsonNumber &n) {
            if (n.isInteger)
                out = n.integer;
        });
    }
    bool milliseconds(double &out)
    {
        return number([&out](const JsonNumber &n) { out = n.value; });
    }

    bool usage()
    {
        ChatUsage &u = m_chunk.usage;
        return members([this, &u](QByteArrayView k) {
            if (k == "prompt_tokens")
                return count(u.promptTokens);
            if (k == "completion_tokens")
                return count(u.completionTokens);
            if (k == "total_tokens")
                return count(u.totalTokens);
            if (k == "completion_tokens_details")
                return members([this, &u](QByteArrayView d) {
                    return d == "reasoning_tokens" ? integer(u.reasoningTokens) : m_r.skipValue();
                });
            if (k == "prompt_tokens_details")
                return members([this, &u](QByteArrayView d) {
                    return d == "cached_tokens" ? integer(u.cachedTokens) : m_r.skipValue();
                });
            return m_r.skipValue();
        });
    }

    /// llama-server's `timings`: counts and milliseconds, found by name.
    bool timings()
    {
        struct Field {
            const char *key;
            qint64 LlamaTimings::*count;
            double LlamaTimings::*ms;
        };
        static constexpr Field fields[] = {
            { "cache_n", &LlamaTimings::cacheN, nullptr },
            { "prompt_n", &LlamaTimings::promptN, nullptr },
            { "prompt_ms", nullptr, &LlamaTimings::promptMs },
            { "prompt_per_token_ms", nullptr, &LlamaTimings::promptPerTokenMs },
            { "prompt_per_second", nullptr, &LlamaTimings::promptPerSecond },
            { "predicted_n", &LlamaTimings::predictedN, nullptr },
            { "predicted_ms", nullptr, &LlamaTimings::predictedMs },
            { "predicted_per_token_ms", nullptr, &LlamaTimings::predictedPerTokenMs },
            { "predicted_per_second", nullptr, &LlamaTimings::predictedPerSecond },
            { "draft_n", &LlamaTimings::draftN, nullptr },
            { "draft_n_accepted", &LlamaTimings::draftNAccepted, nullptr },
        };
        LlamaTimings &t = m_chunk.timings;
        return members([this, &t](QByteArrayView k) {
            for (const Field &f : fields) {
                if (k == f.key)
                    return f.count ? count(t.*f.count) : milliseconds(t.*f.ms);
            }
            return m_r.skipValue();
        });
    }

    bool error()
    {
        return members([this](QByteArrayView k) {
            if (k == "message")
                return string(m_chunk.errorMessage);
            if (k == "type")
                return string(m_chunk.errorType);
            if (k == "code") {
                qint64 code = 0;
                if (!integer(code))
                    return false;
                m_chunk.errorCode = code > 0 && code < 1000 ? int(code) : 0;
                return true;
            }
            return m_r.skipValue();
        });
    }

    JsonPullReader m_r;
    ChatChunk &m_chunk;
};
} // namespace

ChatChunk parseChatChunk(QByteArrayView json)
{
    ChatChunk chunk;
    if (json.trimmed().isEmpty()) {
        chunk.error = Tr::tr("The event had no data.");
        return chunk;
    }
    ChunkReader sax(json, chunk);
    if (!sax.read()) {
        ChatChunk broken;
        broken.error = Tr::tr("The event is not valid JSON: %1").arg(shortened(json));
        return broken;
    }
    if (!sax.rootIsObject) {
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
