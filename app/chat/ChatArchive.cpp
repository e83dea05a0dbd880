// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatArchive.h"

#include "chat/ChatLogging.h"
#include "history/HistoryDatabase.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <limits>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ChatArchive)
};

constexpr int kFormat = 1;
/// Each request carries the whole conversation before it, so bodies grow with it; past this size
/// a turn keeps no copy of its request (it is rebuilt from the turns when needed, never resent).
constexpr qsizetype kKeptRequestBytes = 64 * 1024;

qint64 utf8Size(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact).size();
}

/// The first `keep` UTF-16 units of `s`, never half of a surrogate pair.
QString head(const QString &s, qsizetype keep)
{
    if (keep >= s.size())
        return s;
    if (keep > 0 && s.at(keep - 1).isHighSurrogate())
        --keep;
    return s.left(std::max<qsizetype>(0, keep));
}

QJsonObject usageJson(const ChatUsage &u)
{
    return { { QStringLiteral("present"), u.present },
             { QStringLiteral("prompt"), u.promptTokens },
             { QStringLiteral("completion"), u.completionTokens },
             { QStringLiteral("total"), u.totalTokens },
             { QStringLiteral("reasoning"), u.reasoningTokens },
             { QStringLiteral("cached"), u.cachedTokens } };
}

ChatUsage usageFrom(const QJsonObject &o)
{
    ChatUsage u;
    u.present = o.value(QLatin1String("present")).toBool();
    u.promptTokens = qint64(o.value(QLatin1String("prompt")).toDouble(-1));
    u.completionTokens = qint64(o.value(QLatin1String("completion")).toDouble(-1));
    u.totalTokens = qint64(o.value(QLatin1String("total")).toDouble(-1));
    u.reasoningTokens = qint64(o.value(QLatin1String("reasoning")).toDouble(-1));
    u.cachedTokens = qint64(o.value(QLatin1String("cached")).toDouble(-1));
    return u;
}

QJsonObject timingsJson(const LlamaTimings &t)
{
    return { { QStringLiteral("present"), t.present },
             { QStringLiteral("cache_n"), t.cacheN },
             { QStringLiteral("prompt_n"), t.promptN },
             { QStringLiteral("prompt_ms"), t.promptMs },
             { QStringLiteral("prompt_per_token_ms"), t.promptPerTokenMs },
             { QStringLiteral("prompt_per_second"), t.promptPerSecond },
             { QStringLiteral("predicted_n"), t.predictedN },
             { QStringLiteral("predicted_ms"), t.predictedMs },
             { QStringLiteral("predicted_per_token_ms"), t.predictedPerTokenMs },
             { QStringLiteral("predicted_per_second"), t.predictedPerSecond },
             { QStringLiteral("draft_n"), t.draftN },
             { QStringLiteral("draft_n_accepted"), t.draftNAccepted } };
}

LlamaTimings timingsFrom(const QJsonObject &o)
{
    LlamaTimings t;
    auto n = [&o](const char *key) { return qint64(o.value(QLatin1String(key)).toDouble(-1)); };
    auto d = [&o](const char *key) { return o.value(QLatin1String(key)).toDouble(-1); };
    t.present = o.value(QLatin1String("present")).toBool();
    t.cacheN = n("cache_n");
    t.promptN = n("prompt_n");
    t.promptMs = d("prompt_ms");
    t.promptPerTokenMs = d("prompt_per_token_ms");
    t.promptPerSecond = d("prompt_per_second");
    t.predictedN = n("predicted_n");
    t.predictedMs = d("predicted_ms");
    t.predictedPerTokenMs = d("predicted_per_token_ms");
    t.predictedPerSecond = d("predicted_per_second");
    t.draftN = n("draft_n");
    t.draftNAccepted = n("draft_n_accepted");
    return t;
}

std::optional<TurnState> stateFrom(const QString &id)
{
    for (TurnState s : { TurnState::Streaming, TurnState::Finished, TurnState::Stopped, TurnState::Failed }) {
        if (turnStateId(s) == id)
            return s;
    }
    return std::nullopt;
}

TurnError errorFrom(const QString &id)
{
    for (TurnError e :
         { TurnError::ConnectionRefused, TurnError::Http, TurnError::ErrorFrame, TurnError::NoDone,
           TurnError::Timeout, TurnError::Network, TurnError::TooLarge, TurnError::Malformed }) {
        if (turnErrorId(e) == id)
            return e;
    }
    return TurnError::None;
}

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

} // namespace

QJsonObject chatTurnToArchive(const ChatTurn &turn, qint64 maxBytes)
{
    QJsonArray itl;
    for (double s : turn.itlSeconds)
        itl.append(std::llround(s * 1e6));
    QJsonObject o { { QStringLiteral("v"), kFormat },
                    { QStringLiteral("user"), turn.userMessage },
                    { QStringLiteral("url"), turn.url },
                    { QStringLiteral("reasoning"), turn.reasoning },
                    { QStringLiteral("answer"), turn.answer },
                    { QStringLiteral("reasoning_inline"), turn.reasoningInline },
                    { QStringLiteral("finish_reason"), turn.finishReason },
                    { QStringLiteral("stop_reason"), turn.stopReason },
                    { QStringLiteral("model"), turn.model },
                    { QStringLiteral("system_fingerprint"), turn.systemFingerprint },
                    { QStringLiteral("usage"), usageJson(turn.usage) },
                    { QStringLiteral("saw_done"), turn.sawDone },
                    { QStringLiteral("saw_tool_calls"), turn.sawToolCalls },
                    { QStringLiteral("chunks"), turn.chunkCount },
                    { QStringLiteral("invalid_events"), turn.invalidEvents },
                    { QStringLiteral("ttft_s"), turn.ttftSeconds },
                    { QStringLiteral("first_answer_s"), turn.firstAnswerSeconds },
                    { QStringLiteral("e2el_s"), turn.e2elSeconds },
                    { QStringLiteral("itl_us"), itl },
                    { QStringLiteral("state"), turnStateId(turn.state) },
                    { QStringLiteral("error_kind"), turnErrorId(turn.errorKind) },
                    { QStringLiteral("http_status"), turn.httpStatus },
                    { QStringLiteral("error"), turn.error } };
    if (turn.started.isValid())
        o.insert(QStringLiteral("started_ms"), turn.started.toMSecsSinceEpoch());
    if (turn.timings.present)
        o.insert(QStringLiteral("timings"), timingsJson(turn.timings));
    if (!turn.firstInvalidEvent.isEmpty())
        o.insert(QStringLiteral("first_invalid_event"),
                 QString::fromLatin1(turn.firstInvalidEvent.toBase64()));
    if (turn.requestBody.size() <= kKeptRequestBytes)
        o.insert(QStringLiteral("request_body"), QString::fromUtf8(turn.requestBody));
    else
        o.insert(QStringLiteral("request_body_bytes"), qint64(turn.requestBody.size()));

    qint64 size = utf8Size(o);
    if (size <= maxBytes)
        return o;
    // Too large for one row: the gaps and the request go first, then the texts are cut.
    o.remove(QStringLiteral("itl_us"));
    o.insert(QStringLiteral("itl_dropped"), qint64(turn.itlSeconds.size()));
    if (o.contains(QStringLiteral("request_body"))) {
        o.remove(QStringLiteral("request_body"));
        o.insert(QStringLiteral("request_body_bytes"), qint64(turn.requestBody.size()));
    }
    size = utf8Size(o);
    if (size <= maxBytes)
        return o;
    o.insert(QStringLiteral("cut"),
             QJsonObject { { QStringLiteral("user_chars"), qint64(turn.userMessage.size()) },
                           { QStringLiteral("reasoning_chars"), qint64(turn.reasoning.size()) },
                           { QStringLiteral("answer_chars"), qint64(turn.answer.size()) },
                           { QStringLiteral("error_chars"), qint64(turn.error.size()) } });
    // The texts are cut to one common length, the longest that fits: a short prompt stays whole
    // while a huge answer is cut. Escapes make JSON longer than the text, so each length is measured.
    const QList<std::pair<QString, const QString *>> texts { { QStringLiteral("user"), &turn.userMessage },
                                                             { QStringLiteral("reasoning"), &turn.reasoning },
                                                             { QStringLiteral("answer"), &turn.answer },
                                                             { QStringLiteral("error"), &turn.error } };
    auto sizeAt = [&](qsizetype length) {
        for (const auto &[key, text] : texts)
            o.insert(key, head(*text, length));
        return utf8Size(o);
    };
    qsizetype fits = 0;
    qsizetype tooLong = 0;
    for (const auto &[key, text] : texts)
        tooLong = std::max(tooLong, text->size());
    if (sizeAt(0) > maxBytes)
        return o; // even without its texts the turn is too large: the store refuses it
    // To a thousandth of the longest text: a few measurements even for an answer of megabytes.
    while (tooLong - fits > std::max<qsizetype>(1, tooLong / 1024)) {
        const qsizetype mid = fits + (tooLong - fits) / 2;
        (sizeAt(mid) <= maxBytes ? fits : tooLong) = mid;
    }
    sizeAt(fits);
    return o;
}

std::optional<ChatTurn> chatTurnFromArchive(const QJsonObject &o, QString *why)
{
    auto refuse = [why](const QString &reason) {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    if (o.value(QLatin1String("v")).toDouble() < 1)
        return refuse(Tr::tr("The stored chat turn has no format version."));
    if (!o.value(QLatin1String("user")).isString())
        return refuse(Tr::tr("The stored chat turn has no prompt."));
    const std::optional<TurnState> state = stateFrom(str(o, "state"));
    if (!state)
        return refuse(
            Tr::tr("The stored chat turn has an unknown state \"%1\".").arg(str(o, "state").left(40)));
    ChatTurn t;
    t.userMessage = str(o, "user");
    t.url = str(o, "url");
    t.requestBody = str(o, "request_body").toUtf8();
    const QJsonValue started = o.value(QLatin1String("started_ms"));
    if (started.isDouble())
        t.started = QDateTime::fromMSecsSinceEpoch(qint64(started.toDouble()));
    t.reasoning = str(o, "reasoning");
    t.answer = str(o, "answer");
    t.reasoningInline = o.value(QLatin1String("reasoning_inline")).toBool();
    t.finishReason = str(o, "finish_reason");
    t.stopReason = str(o, "stop_reason");
    t.model = str(o, "model");
    t.systemFingerprint = str(o, "system_fingerprint");
    t.usage = usageFrom(o.value(QLatin1String("usage")).toObject());
    t.timings = timingsFrom(o.value(QLatin1String("timings")).toObject());
    t.sawDone = o.value(QLatin1String("saw_done")).toBool();
    t.sawToolCalls = o.value(QLatin1String("saw_tool_calls")).toBool();
    t.chunkCount = qint64(o.value(QLatin1String("chunks")).toDouble());
    t.invalidEvents = qint64(o.value(QLatin1String("invalid_events")).toDouble());
    t.firstInvalidEvent = QByteArray::fromBase64(str(o, "first_invalid_event").toLatin1());
    t.ttftSeconds = o.value(QLatin1String("ttft_s")).toDouble(-1);
    t.firstAnswerSeconds = o.value(QLatin1String("first_answer_s")).toDouble(-1);
    t.e2elSeconds = o.value(QLatin1String("e2el_s")).toDouble(-1);
    const QJsonArray itl = o.value(QLatin1String("itl_us")).toArray();
    t.itlSeconds.reserve(itl.size());
    for (const QJsonValue &v : itl)
        t.itlSeconds.append(v.toDouble() / 1e6);
    // Kept while it streamed (the console closed mid-answer): it never finished.
    t.state = *state == TurnState::Streaming ? TurnState::Stopped : *state;
    t.errorKind = errorFrom(str(o, "error_kind"));
    t.httpStatus = o.value(QLatin1String("http_status")).toInt();
    t.error = str(o, "error");
    const QJsonObject cut = o.value(QLatin1String("cut")).toObject();
    if (!cut.isEmpty() && t.error.isEmpty())
        t.error
            = Tr::tr("The history kept only the first %1 of this answer's %2 characters (and the first %3 "
                     "of its reasoning's %4).")
                  .arg(t.answer.size())
                  .arg(qint64(cut.value(QLatin1String("answer_chars")).toDouble()))
                  .arg(t.reasoning.size())
                  .arg(qint64(cut.value(QLatin1String("reasoning_chars")).toDouble()));
    return t;
}

ChatArchive::ChatArchive(std::shared_ptr<HistoryDatabase> db, const QString &host,
                         const ChatRetention &retention)
    : m_store(std::move(db))
    , m_host(host)
    , m_retention(retention)
{
}

ChatArchive::Loaded ChatArchive::load()
{
    Loaded out;
    m_positions.clear();
    m_next = 0;
    if (!m_store.database().isAvailable()) {
        out.problem = m_error = m_store.database().error();
        return out;
    }
    const QList<ChatTurnRow> rows = m_store.chatTurns(m_host, m_retention.maxTurnBytes);
    for (const ChatTurnRow &row : rows) {
        m_next = std::max(m_next, row.position + 1);
        QString why = row.problem;
        std::optional<ChatTurn> turn;
        if (why.isEmpty())
            turn = chatTurnFromArchive(row.turn, &why);
        if (!turn) {
            ++out.skipped;
            if (out.problem.isEmpty())
                out.problem = why;
            continue;
        }
        out.turns.append(std::move(*turn));
        m_positions.append(row.position);
    }
    if (out.skipped > 0)
        qCWarning(lcChat).noquote() << m_host << ":" << out.skipped
                                    << "stored chat turn(s) could not be read and are left out:"
                                    << out.problem;
    m_error = out.problem;
    return out;
}

bool ChatArchive::saveTurn(int index, const ChatTurn &turn)
{
    if (index < 0)
        return false;
    while (m_positions.size() <= index)
        m_positions.append(m_next++);
    return done(m_store.saveChatTurn(m_host, m_positions.at(index),
                                     chatTurnToArchive(turn, m_retention.maxTurnBytes), &m_error,
                                     m_retention));
}

bool ChatArchive::dropFrom(int index)
{
    if (index < 0)
        return false;
    if (index > 0 && index >= m_positions.size())
        return true; // nothing kept from there on (a turn that never finished)
    // From the start: every row goes, those that could not be read included.
    const qint64 from = index == 0 ? std::numeric_limits<qint64>::min() : m_positions.at(index);
    m_positions.resize(std::min<qsizetype>(index, m_positions.size()));
    return done(m_store.deleteChatTurns(m_host, from, &m_error) >= 0);
}

bool ChatArchive::replaceAll(const QList<ChatTurn> &turns)
{
    QList<ChatTurnRow> rows;
    m_positions.clear();
    m_next = 0;
    for (const ChatTurn &t : turns) {
        ChatTurnRow row;
        row.position = m_next++;
        row.turn = chatTurnToArchive(t, m_retention.maxTurnBytes);
        m_positions.append(row.position);
        rows.append(std::move(row));
    }
    return done(m_store.replaceChatTurns(m_host, rows, &m_error, m_retention));
}

bool ChatArchive::done(bool ok)
{
    if (ok) {
        m_error.clear();
        m_warned.clear();
    } else if (m_error != m_warned) { // once per reason, not once per turn
        qCWarning(lcChat).noquote() << m_host
                                    << ": the chat conversation is not kept in the history:" << m_error;
        m_warned = m_error;
    }
    return ok;
}

} // namespace ic
