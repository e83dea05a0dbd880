// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"
#include "transport/HttpEndpoint.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace ic {

/// Where the OpenAI-compatible API answers: the tunnel's `http://127.0.0.1:<port>`.
using ChatEndpoint = HttpEndpoint;

/// Ask the model to think, not to, or leave the template's default.
enum class ReasoningSwitch { Default, On, Off };

struct ChatMessage {
    QString role; ///< "system", "user", "assistant"
    QString content;
};

/// What the operator chose for the next request.
struct ChatSettings {
    QString model;
    QString systemPrompt;
    std::optional<double> temperature;
    std::optional<double> topP;
    std::optional<int> maxTokens;
    std::optional<qint64> seed;
    ReasoningSwitch reasoning = ReasoningSwitch::Default;
    QString engine; ///< engine profile id (empty: unknown); its profile spells the reasoning switch
    QJsonObject extraBody; ///< merged last into the body; its keys win
};

/// The JSON body of `/v1/chat/completions`, streaming with usage. The system prompt goes first
/// when set; `messages` is the history ending with the new user message.
QByteArray buildChatBody(const ChatSettings &settings, const QList<ChatMessage> &messages);

/// A command that repeats the request in a terminal. The key is written as `$API_KEY`
/// unless `revealKey`, so a pasted command never leaks it by accident.
QString curlCommand(const ChatEndpoint &endpoint, const QString &path, const QByteArray &body,
                    bool revealKey = false);

/// Quotes one word for a POSIX shell.
QString shellQuote(const QString &word);

/// The two probes an operator types after a restart.
QString presetCapitalPrompt();
QString presetPrimePrompt();
QStringList chatPresets();

/// `GET /v1/models`: the ids, or an error sentence.
struct ModelList {
    QStringList ids;
    QString error;
    bool isValid() const { return error.isEmpty(); }
};
ModelList parseModelList(QByteArrayView json);

} // namespace ic
