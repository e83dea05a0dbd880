#include "OpenAiChunk.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

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

double readDouble(const Json &object, const char *key)
{
    const Json *v = member(object, key);
    return v && v->is_number() ? v->get<double>() : -1.0;
}

void readUsage(const Json &u, ChatUsage &usage)
{
    if (!u.is_object())
        return;
    usage.present = true;
    usage.promptTokens = readInt(u, "prompt_tokens");
    usage.completionTokens = readInt(u, "completion_tokens");
    usage.totalTokens = readInt(u, "total_tokens");
    if (const Json *d = member(u, "completion_tokens_details"))
        usage.reasoningTokens = readInt(*d, "reasoning_tokens");
    if (const Json *d = member(u, "prompt_tokens_details"))
        usage.cachedTokens = readInt(*d, "cached_tokens");
}

void readTimings(const Json &t, LlamaTimings &timings)
{
    if (!t.is_object())
        return;
    timings.present = true;
    timings.cacheN = readInt(t, "cache_n");
    timings.promptN = readInt(t, "prompt_n");
    timings.promptMs = readDouble(t, "prompt_ms");
    timings.promptPerTokenMs = readDouble(t, "prompt_per_token_ms");
    timings.promptPerSecond = readDouble(t, "prompt_per_second");
    timings.predictedN = readInt(t, "predicted_n");
    timings.predictedMs = readDouble(t, "predicted_ms");
    timings.predictedPerTokenMs = readDouble(t, "predicted_per_token_ms");
    timings.predictedPerSecond = readDouble(t, "predicted_per_second");
    timings.draftN = readInt(t, "draft_n");
    timings.draftNAccepted = readInt(t, "draft_n_accepted");
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

ChatChunk parseChatChunk(QByteArrayView json)
{
    ChatChunk chunk;
    if (json.trimmed().isEmpty()) {
        chunk.error = Tr::tr("The event had no data.");
        return chunk;
    }
    const Json doc = Json::parse(json.begin(), json.end(), nullptr, false);
    if (doc.is_discarded()) {
        chunk.error = Tr::tr("The event is not valid JSON: %1").arg(shortened(json));
        return chunk;
    }
    if (!doc.is_object()) {
        chunk.error = Tr::tr("The event is JSON but not an object: %1").arg(shortened(json));
        return chunk;
    }
    if (const Json *e = member(doc, "error"); e && !e->is_null()) {
        readError(*e, chunk);
        return chunk;
    }
    if (const Json *o = member(doc, "object");
        o && o->is_string() && o->get_ref<const std::string &>() == "error") {
        readError(doc, chunk); // vLLM's older flat ErrorResponse
        return chunk;
    }
    readString(doc, "id", chunk.id);
    readString(doc, "model", chunk.model);
    readString(doc, "system_fingerprint", chunk.systemFingerprint);
    if (const Json *u = member(doc, "usage"))
        readUsage(*u, chunk.usage);
    if (const Json *t = member(doc, "timings"))
        readTimings(*t, chunk.timings);

    const Json *choices = member(doc, "choices");
    if (!choices || !choices->is_array()) {
        if (!chunk.usage.present && !chunk.timings.present)
            chunk.error = Tr::tr("The event has no choices: %1").arg(shortened(json));
        return chunk;
    }
    chunk.choiceCount = int(qMin<size_t>(choices->size(), 1 << 20));
    if (choices->empty())
        return chunk;
    const Json &choice = choices->front();
    if (const Json *f = member(choice, "finish_reason"); f && f->is_string())
        chunk.finishReason = toQString(f->get_ref<const std::string &>());
    if (const Json *s = member(choice, "stop_reason")) {
        if (s->is_string())
            chunk.stopReason = toQString(s->get_ref<const std::string &>());
        else if (s->is_number_integer())
            chunk.stopReason = QString::number(s->get<qint64>());
    }
    const Json *delta = member(choice, "delta");
    if (!delta || !delta->is_object())
        delta = member(choice, "message"); // a non-streamed body reuses the same fields
    if (!delta || !delta->is_object())
        return chunk;
    readString(*delta, "role", chunk.role);
    chunk.hasContent = readString(*delta, "content", chunk.content);
    chunk.hasReasoning = readString(*delta, "reasoning", chunk.reasoning)
        || readString(*delta, "reasoning_content", chunk.reasoning);
    if (const Json *tc = member(*delta, "tool_calls"); tc && tc->is_array() && !tc->empty())
        chunk.hasToolCalls = true;
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
