// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

namespace ic {

/// `usage` of a chat completion; counts are -1 when the server did not send them.
struct ChatUsage {
    bool present = false;
    qint64 promptTokens = -1;
    qint64 completionTokens = -1;
    qint64 totalTokens = -1;
    qint64 reasoningTokens = -1; ///< completion_tokens_details.reasoning_tokens
    qint64 cachedTokens = -1; ///< prompt_tokens_details.cached_tokens
};

/// llama-server's top-level `timings`; numbers are -1 when absent.
struct LlamaTimings {
    bool present = false;
    qint64 cacheN = -1;
    qint64 promptN = -1;
    double promptMs = -1;
    double promptPerTokenMs = -1;
    double promptPerSecond = -1;
    qint64 predictedN = -1;
    double predictedMs = -1;
    double predictedPerTokenMs = -1;
    double predictedPerSecond = -1;
    qint64 draftN = -1;
    qint64 draftNAccepted = -1;
};

/// One `chat.completion.chunk` (the first choice), or an `{"error": {...}}` frame.
struct ChatChunk {
    QString id;
    QString model;
    QString systemFingerprint;
    int choiceCount = 0; ///< entries in `choices`; 0 on the usage-only chunk
    QString role;
    QString content; ///< delta.content ("" when absent or null)
    QString reasoning; ///< delta.reasoning ?? delta.reasoning_content
    bool hasContent = false; ///< delta.content was a string
    bool hasReasoning = false; ///< a reasoning field was a string
    bool hasToolCalls = false;
    QString finishReason; ///< empty while the answer streams
    QString stopReason; ///< vLLM's stop_reason (a string or a token id), empty when null
    ChatUsage usage;
    LlamaTimings timings;

    bool isErrorFrame = false; ///< the server sent `{"error": ...}` in the stream
    QString errorMessage; ///< error.message of an error frame
    QString errorType;
    int errorCode = 0;

    QString error; ///< empty when the JSON was a usable chunk; otherwise one sentence

    bool isValid() const { return error.isEmpty(); }
};

/// Decodes the data of one SSE event of `/v1/chat/completions` with `stream: true`.
/// Keys may be absent or explicit null; wrong types are treated as absent. Never throws.
ChatChunk parseChatChunk(QByteArrayView json);

/// The message of an HTTP error body: `{"error": {"message"}}`, vLLM's older
/// `{"object": "error", "message"}`, FastAPI's `{"detail"}`, or the text itself (shortened).
QString errorBodyMessage(QByteArrayView body);

} // namespace ic
