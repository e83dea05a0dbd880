// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatTurn.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ChatTurn)
};

QJsonValue number(double v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}
QJsonValue count(qint64 v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}
QString ms(double seconds)
{
    return seconds < 0 ? QStringLiteral("–")
                       : QString::number(seconds * 1000.0, 'f', 0) + QStringLiteral(" ms");
}
QString tokens(qint64 v)
{
    return v < 0 ? QStringLiteral("–") : QString::number(v);
}
} // namespace

QString turnStateId(TurnState state)
{
    switch (state) {
    case TurnState::Streaming:
        return QStringLiteral("streaming");
    case TurnState::Finished:
        return QStringLiteral("finished");
    case TurnState::Stopped:
        return QStringLiteral("stopped");
    case TurnState::Failed:
        return QStringLiteral("failed");
    }
    return QString();
}

QString turnErrorId(TurnError error)
{
    switch (error) {
    case TurnError::None:
        return QString();
    case TurnError::ConnectionRefused:
        return QStringLiteral("connection-refused");
    case TurnError::Http:
        return QStringLiteral("http");
    case TurnError::ErrorFrame:
        return QStringLiteral("error-frame");
    case TurnError::NoDone:
        return QStringLiteral("no-done");
    case TurnError::Timeout:
        return QStringLiteral("timeout");
    case TurnError::Network:
        return QStringLiteral("network");
    case TurnError::TooLarge:
        return QStringLiteral("too-large");
    case TurnError::Malformed:
        return QStringLiteral("malformed");
    }
    return QString();
}

double percentile(QList<double> values, double percent)
{
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const double rank = qBound(0.0, percent, 100.0) / 100.0 * double(values.size() - 1);
    const qsizetype lo = qsizetype(std::floor(rank));
    const qsizetype hi = qMin(lo + 1, values.size() - 1);
    return values[lo] + (values[hi] - values[lo]) * (rank - double(lo));
}

qint64 ChatTurn::outputTokens() const
{
    if (usage.completionTokens >= 0)
        return usage.completionTokens;
    if (timings.predictedN >= 0)
        return timings.predictedN;
    return chunkCount;
}

double ChatTurn::tpotSeconds() const
{
    const qint64 n = outputTokens();
    if (n <= 1 || ttftSeconds < 0 || e2elSeconds < ttftSeconds)
        return -1;
    return (e2elSeconds - ttftSeconds) / double(n - 1);
}

double ChatTurn::decodeTokensPerSecond() const
{
    const double tpot = tpotSeconds();
    if (tpot > 0)
        return 1.0 / tpot;
    // Every token arrived in one read (a small model that is fast beside the tunnel's latency):
    // the client measured no decode time. llama-server says its own in `timings`.
    if (timings.present && timings.predictedPerSecond > 0 && std::isfinite(timings.predictedPerSecond))
        return timings.predictedPerSecond;
    return -1;
}

double ChatTurn::itlPercentile(double percent) const
{
    return percentile(itlSeconds, percent);
}

QStringList ChatTurn::notes() const
{
    QStringList out;
    if (reasoningInline)
        out << Tr::tr(
            "The server has no reasoning parser set: the reasoning arrived inline as <think>…</think> "
            "in the answer and was split here.");
    if (finishReason == QLatin1String("length"))
        out << Tr::tr("The answer was cut at max_tokens (finish reason \"length\").");
    if (state == TurnState::Stopped)
        out << Tr::tr("Stopped before the end; the partial output is kept.");
    return out;
}

QJsonObject ChatTurn::toJson() const
{
    QJsonObject u { { QStringLiteral("prompt_tokens"), count(usage.promptTokens) },
                    { QStringLiteral("completion_tokens"), count(usage.completionTokens) },
                    { QStringLiteral("total_tokens"), count(usage.totalTokens) },
                    { QStringLiteral("reasoning_tokens"), count(usage.reasoningTokens) } };
    QJsonObject metrics {
        { QStringLiteral("ttft_ms"), number(ttftSeconds < 0 ? -1 : ttftSeconds * 1000) },
        { QStringLiteral("first_answer_ms"),
          number(firstAnswerSeconds < 0 ? -1 : firstAnswerSeconds * 1000) },
        { QStringLiteral("e2el_ms"), number(e2elSeconds < 0 ? -1 : e2elSeconds * 1000) },
        { QStringLiteral("tpot_ms"), number(tpotSeconds() < 0 ? -1 : tpotSeconds() * 1000) },
        { QStringLiteral("itl_p50_ms"), number(itlPercentile(50) < 0 ? -1 : itlPercentile(50) * 1000) },
        { QStringLiteral("itl_p99_ms"), number(itlPercentile(99) < 0 ? -1 : itlPercentile(99) * 1000) },
        { QStringLiteral("decode_tokens_per_second"), number(decodeTokensPerSecond()) },
        { QStringLiteral("chunks"), chunkCount }
    };
    QJsonObject o { { QStringLiteral("user"), userMessage },
                    { QStringLiteral("url"), url },
                    { QStringLiteral("started"), started.toUTC().toString(Qt::ISODateWithMs) },
                    { QStringLiteral("model"), model },
                    { QStringLiteral("reasoning"), reasoning },
                    { QStringLiteral("answer"), answer },
                    { QStringLiteral("reasoning_inline"), reasoningInline },
                    { QStringLiteral("reasoning_chars"), reasoningChars() },
                    { QStringLiteral("finish_reason"),
                      finishReason.isEmpty() ? QJsonValue() : QJsonValue(finishReason) },
                    { QStringLiteral("state"), turnStateId(state) },
                    { QStringLiteral("usage"), u },
                    { QStringLiteral("metrics"), metrics } };
    if (!systemFingerprint.isEmpty())
        o.insert(QStringLiteral("system_fingerprint"), systemFingerprint);
    if (timings.present) { // llama-server's own figures, as it sent them
        o.insert(
            QStringLiteral("timings"),
            QJsonObject { { QStringLiteral("cache_n"), count(timings.cacheN) },
                          { QStringLiteral("prompt_n"), count(timings.promptN) },
                          { QStringLiteral("prompt_ms"), number(timings.promptMs) },
                          { QStringLiteral("prompt_per_second"), number(timings.promptPerSecond) },
                          { QStringLiteral("predicted_n"), count(timings.predictedN) },
                          { QStringLiteral("predicted_ms"), number(timings.predictedMs) },
                          { QStringLiteral("predicted_per_second"), number(timings.predictedPerSecond) } });
    }
    if (errorKind != TurnError::None || !error.isEmpty()) {
        o.insert(QStringLiteral("error"),
                 QJsonObject { { QStringLiteral("kind"), turnErrorId(errorKind) },
                               { QStringLiteral("message"), error },
                               { QStringLiteral("http_status"), httpStatus } });
    }
    const QJsonDocument request = QJsonDocument::fromJson(requestBody);
    if (request.isObject())
        o.insert(QStringLiteral("request"), request.object());
    return o;
}

QString ChatTurn::toMarkdown() const
{
    QString md;
    if (!userMessage.isEmpty())
        md += QStringLiteral("### ") + Tr::tr("User") + QStringLiteral("\n\n") + userMessage
            + QStringLiteral("\n\n");
    if (!reasoning.isEmpty()) {
        md += QStringLiteral("### ") + Tr::tr("Reasoning") + QStringLiteral("\n\n");
        for (const QString &line : reasoning.split(QLatin1Char('\n')))
            md += QStringLiteral("> ") + line + QLatin1Char('\n');
        md += QLatin1Char('\n');
    }
    md += QStringLiteral("### ") + Tr::tr("Answer");
    if (state == TurnState::Stopped)
        md += QStringLiteral(" (") + Tr::tr("stopped") + QLatin1Char(')');
    md += QStringLiteral("\n\n") + answer + QStringLiteral("\n\n");
    md += Tr::tr("Tokens: prompt %1, completion %2, total %3, reasoning %4 · reasoning %5 chars · "
                 "TTFT %6 · first answer %7 · decode %8 tok/s · ITL p50 %9 / p99 %10 · E2E %11 · finish %12")
              .arg(tokens(usage.promptTokens), tokens(usage.completionTokens), tokens(usage.totalTokens),
                   tokens(usage.reasoningTokens), QString::number(reasoningChars()), ms(ttftSeconds),
                   ms(firstAnswerSeconds),
                   decodeTokensPerSecond() < 0 ? QStringLiteral("–")
                                               : QString::number(decodeTokensPerSecond(), 'f', 1),
                   ms(itlPercentile(50)))
              .arg(ms(itlPercentile(99)), ms(e2elSeconds),
                   finishReason.isEmpty() ? QStringLiteral("–") : finishReason)
        + QStringLiteral("\n");
    for (const QString &note : notes())
        md += QStringLiteral("\n*") + note + QStringLiteral("*\n");
    if (!error.isEmpty())
        md += QStringLiteral("\n**") + Tr::tr("Error") + QStringLiteral(":** ") + error
            + QStringLiteral("\n");
    return md;
}

QList<ChatMessage> conversationMessages(const QList<ChatTurn> &turns, const QString &systemPrompt)
{
    QList<ChatMessage> out;
    if (!systemPrompt.isEmpty())
        out.append({ QStringLiteral("system"), systemPrompt });
    for (const ChatTurn &t : turns) {
        if (t.state == TurnState::Streaming || t.state == TurnState::Failed || t.answer.isEmpty())
            continue; // a prompt without its answer would break the template's user/assistant alternation
        out.append({ QStringLiteral("user"), t.userMessage });
        out.append({ QStringLiteral("assistant"), t.answer });
    }
    return out;
}

QString turnStateText(const ChatTurn &turn)
{
    switch (turn.state) {
    case TurnState::Streaming:
        return Tr::tr("streaming");
    case TurnState::Finished:
        return turn.finishReason == QLatin1String("length") ? Tr::tr("cut at max_tokens")
                                                            : Tr::tr("answered");
    case TurnState::Stopped:
        return Tr::tr("stopped");
    case TurnState::Failed:
        return Tr::tr("failed");
    }
    return QString();
}

QJsonObject conversationToJson(const QList<ChatTurn> &turns, const ConversationInfo &info)
{
    QJsonArray turnArray;
    for (const ChatTurn &turn : turns)
        turnArray.append(turn.toJson());
    QJsonArray messages;
    for (const ChatMessage &m : conversationMessages(turns, info.systemPrompt))
        messages.append(
            QJsonObject { { QStringLiteral("role"), m.role }, { QStringLiteral("content"), m.content } });
    qint64 prompt = 0, completion = 0, reasoningTokens = 0;
    for (const ChatTurn &t : turns) {
        prompt += qMax<qint64>(0, t.usage.promptTokens);
        completion += qMax<qint64>(0, t.usage.completionTokens);
        reasoningTokens += qMax<qint64>(0, t.usage.reasoningTokens);
    }
    QJsonObject o { { QStringLiteral("format"), QStringLiteral("inference-console-conversation") },
                    { QStringLiteral("format_version"), 1 },
                    { QStringLiteral("console_version"), info.consoleVersion },
                    { QStringLiteral("exported"),
                      QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) },
                    { QStringLiteral("host"), info.host.isEmpty() ? QJsonValue() : QJsonValue(info.host) },
                    { QStringLiteral("endpoint"), info.endpoint },
                    { QStringLiteral("model"), info.model },
                    { QStringLiteral("messages"), messages },
                    { QStringLiteral("usage"),
                      QJsonObject { { QStringLiteral("prompt_tokens"), prompt },
                                    { QStringLiteral("completion_tokens"), completion },
                                    { QStringLiteral("reasoning_tokens"), reasoningTokens } } },
                    { QStringLiteral("turns"), turnArray } };
    if (!info.systemPrompt.isEmpty())
        o.insert(QStringLiteral("system"), info.systemPrompt);
    return o;
}

QString conversationToMarkdown(const QList<ChatTurn> &turns, const ConversationInfo &info)
{
    QString md = QStringLiteral("# ") + Tr::tr("Conversation") + QStringLiteral("\n\n");
    QStringList facts;
    if (!info.host.isEmpty())
        facts << Tr::tr("Host: %1").arg(info.host);
    if (!info.model.isEmpty())
        facts << Tr::tr("Model: %1").arg(info.model);
    if (!info.endpoint.isEmpty())
        facts << Tr::tr("API: %1").arg(info.endpoint);
    if (!info.consoleVersion.isEmpty())
        facts << Tr::tr("Inference Console %1").arg(info.consoleVersion);
    if (!facts.isEmpty())
        md += facts.join(QStringLiteral(" · ")) + QStringLiteral("\n\n");
    if (!info.systemPrompt.isEmpty())
        md += QStringLiteral("**") + Tr::tr("System") + QStringLiteral(":** ") + info.systemPrompt
            + QStringLiteral("\n\n");
    for (qsizetype i = 0; i < turns.size(); ++i) {
        md += QStringLiteral("## ") + Tr::tr("Turn %1").arg(i + 1);
        if (turns[i].state != TurnState::Finished)
            md += QStringLiteral(" (") + turnStateText(turns[i]) + QLatin1Char(')');
        md += QStringLiteral("\n\n") + turns[i].toMarkdown() + QLatin1Char('\n');
    }
    return md;
}

} // namespace ic
