// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatRequest.h"
#include "chat/ChatTurn.h"
#include "chat/Ladder.h"
#include "chat/steps/StepType.h"
#include "transport/HttpGet.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <QString>

#include <optional>

namespace ic {

/// How the steps put what they measured into words and data, shared so every step says it alike.
namespace evidence {

/// `"text"`, printable, cut at `max` characters.
QString quoted(const QString &text, int max = 120);
QString seconds(double s); ///< "1.25 s", "12.5 s"
/// {"request", "status", "ms", "body_bytes", "response_excerpt"?, "deadline"?, "error"?}
QJsonObject httpData(const HttpResult &r);
/// {"request", "prompt", "answer", "reasoning_chars", "finish_reason", "completion_tokens", "ttft_ms",
///  "e2el_ms", "decode_tokens_per_second", "http_status"?, "error_kind"?, "error"?}
QJsonObject turnData(const ChatTurn &t);
/// What was asked: `POST /v1/chat/completions "What is the capital…"`.
QString asked(const ChatTurn &t);
/// Why a turn did not finish; empty when it did.
QString failureOf(const ChatTurn &t);

/// A request that ended without a whole answer could not be judged: error. One that came back
/// whole but wrong (past the body cap) is the server's fault: fail.
Verdict verdictForIncomplete(const HttpResult &r);
/// A failed chat turn is `error` when the server could not be judged (deadline, refused, network),
/// `fail` when it answered wrongly.
Verdict verdictForFailure(const ChatTurn &t);

/// The options of every step that sends a prompt: prompt, system, temperature, top_p, max_tokens,
/// seed, reasoning, extra_body.
QList<StepOption> chatOptions();
/// The keys turnData() writes.
QStringList turnDataKeys();
/// The keys httpData() writes.
QStringList httpDataKeys();

/// The step's `"reasoning"` option: "on", "off", or the template's default.
ReasoningSwitch reasoningParam(const QJsonObject &p);

/// The step's "expect" option as a pattern (`fallback` when absent). An invalid pattern ends the
/// step with `error` naming it, and the result is nullopt.
std::optional<QRegularExpression> expectPattern(StepContext &ctx, const QString &fallback);

} // namespace evidence
} // namespace ic
