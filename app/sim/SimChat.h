// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimState.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ic {

struct SimChatMessage {
    QString role;
    QString content;
};

struct SimChatRequest {
    QList<SimChatMessage> messages;
    double temperature = 1.0; ///< vLLM's default from the model's generation config
    std::optional<quint64> seed;
    int maxTokens = -1; ///< -1: until the answer ends
};

/// One generated token and where it goes.
struct SimToken {
    enum class Kind { Reasoning, Content };
    Kind kind = Kind::Content;
    QString text;
};

/// Everything one completion will stream, decided up front so usage is exact.
struct SimChatPlan {
    QList<SimToken> tokens; ///< already cut at max_tokens
    int promptTokens = 0;
    int reasoningTokens = 0; ///< among `tokens`
    bool truncated = false; ///< finish_reason "length"
};

/// Splits text into the simulated model's tokens (a word with its leading blanks, or one
/// other character); concatenating them gives the text back exactly.
QStringList simTokenize(QStringView text);

int simPromptTokens(const QList<SimChatMessage> &messages);

/// Decides reasoning and answer for a request. `nonce` varies the output where sampling
/// (or the nondeterministic option) allows it; at temperature 0 it is ignored otherwise.
SimChatPlan simPlanChat(const SimState &state, const SimChatRequest &request, quint64 nonce);

} // namespace ic
