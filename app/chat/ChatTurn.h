// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatRequest.h"
#include "formats/OpenAiChunk.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ic {

enum class TurnState { Streaming, Finished, Stopped, Failed };

enum class TurnError {
    None,
    ConnectionRefused, ///< nothing listens yet (the server is still starting)
    Http, ///< 4xx/5xx before streaming began
    ErrorFrame, ///< `{"error": …}` inside the stream
    NoDone, ///< the body ended without `[DONE]`
    Timeout, ///< a deadline (connect, first byte, idle or total) ended the request
    Network, ///< any other transport failure
    TooLarge, ///< the body or one event grew past its cap
    Malformed, ///< events arrived but none was a chat chunk
};

QString turnStateId(TurnState state); ///< "streaming", "finished", "stopped", "failed"
/// "", "connection-refused", "http", "error-frame", "no-done", "timeout", "network", "too-large", "malformed"
QString turnErrorId(TurnError error);

/// One request and what came back: the reasoning and the answer, usage and timings measured
/// the way `vllm bench serve` measures them. A snapshot value; copied freely.
struct ChatTurn {
    QString userMessage;
    QString url; ///< the endpoint the request went to
    QByteArray requestBody; ///< exactly what was sent
    QDateTime started;

    QString reasoning;
    QString answer;
    bool reasoningInline = false; ///< split from `<think>` in content: no reasoning parser on the server
    QString finishReason;
    QString stopReason;
    QString model;
    QString systemFingerprint;
    ChatUsage usage;
    LlamaTimings timings;
    bool sawDone = false;
    bool sawToolCalls = false;

    qint64 chunkCount = 0; ///< chunks with non-empty `choices`
    qint64 invalidEvents = 0; ///< events that were neither a chat chunk, an error nor [DONE]
    QByteArray firstInvalidEvent; ///< its first bytes, for the message
    double ttftSeconds = -1; ///< send → first chunk with non-empty choices
    double firstAnswerSeconds = -1; ///< send → first answer text (after any reasoning)
    double e2elSeconds = -1; ///< send → last chunk with non-empty choices
    QList<double> itlSeconds; ///< gaps between consecutive non-empty-choices chunks

    TurnState state = TurnState::Streaming;
    TurnError errorKind = TurnError::None;
    int httpStatus = 0;
    QString error; ///< one sentence when something went wrong; what arrived is kept

    qsizetype reasoningChars() const { return reasoning.size(); }
    /// usage.completion_tokens, else llama-server's predicted_n, else the chunk count.
    qint64 outputTokens() const;
    double tpotSeconds() const; ///< (E2EL − TTFT) / (output − 1); -1 for ≤ 1 token
    double decodeTokensPerSecond() const; ///< 1 / TPOT; -1 when unknown
    double itlPercentile(double percent) const; ///< linear interpolation like numpy; -1 when none
    /// Notes for the operator, e.g. that the server has no reasoning parser set.
    QStringList notes() const;

    QJsonObject toJson() const;
    QString toMarkdown() const;
};

/// Percentile with numpy's default linear interpolation; -1 for an empty list.
double percentile(QList<double> values, double percent);

/// Where a conversation took place, for its export.
struct ConversationInfo {
    QString host; ///< the host's name in the console; empty when the pane was pointed at an API directly
    QString endpoint; ///< the API base URL
    QString model; ///< the model chosen for the next request
    QString systemPrompt;
    QString consoleVersion; ///< this program's version
};

/// The OpenAI `messages` a conversation carries into its next request: the system prompt, then each
/// turn's prompt and answer. Only the answer goes back, never the reasoning (vLLM's own multi-turn
/// example appends `content` alone, and DeepSeek's API rejects a `reasoning_content` in `messages`:
/// https://github.com/vllm-project/vllm/blob/main/examples/online_serving/openai_chat_completion_with_reasoning.py,
/// https://docs.vllm.ai/en/v0.7.3/features/reasoning_outputs.html,
/// https://api-docs.deepseek.com/guides/reasoning_model). Turns that failed or are still streaming
/// are left out, and so are turns without answer text; a stopped answer goes back as far as it came.
QList<ChatMessage> conversationMessages(const QList<ChatTurn> &turns,
                                        const QString &systemPrompt = QString());

QJsonObject conversationToJson(const QList<ChatTurn> &turns,
                               const ConversationInfo &info = ConversationInfo());
QString conversationToMarkdown(const QList<ChatTurn> &turns,
                               const ConversationInfo &info = ConversationInfo());

/// A turn's place in the history: answered, stopped, failed or streaming (what the turn list shows).
QString turnStateText(const ChatTurn &turn);

} // namespace ic
