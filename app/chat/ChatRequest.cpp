// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatRequest.h"

#include "config/EngineProfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ChatRequest)
};
} // namespace

QByteArray buildChatBody(const ChatSettings &s, const QList<ChatMessage> &messages)
{
    QJsonArray array;
    if (!s.systemPrompt.isEmpty())
        array.append(QJsonObject { { QStringLiteral("role"), QStringLiteral("system") },
                                   { QStringLiteral("content"), s.systemPrompt } });
    for (const ChatMessage &m : messages)
        array.append(
            QJsonObject { { QStringLiteral("role"), m.role }, { QStringLiteral("content"), m.content } });

    QJsonObject body;
    if (!s.model.isEmpty())
        body.insert(QStringLiteral("model"), s.model);
    body.insert(QStringLiteral("messages"), array);
    body.insert(QStringLiteral("stream"), true);
    body.insert(QStringLiteral("stream_options"), QJsonObject { { QStringLiteral("include_usage"), true } });
    if (s.temperature)
        body.insert(QStringLiteral("temperature"), *s.temperature);
    if (s.topP)
        body.insert(QStringLiteral("top_p"), *s.topP);
    if (s.maxTokens)
        body.insert(QStringLiteral("max_tokens"), *s.maxTokens);
    if (s.seed)
        body.insert(QStringLiteral("seed"), *s.seed);
    if (s.reasoning != ReasoningSwitch::Default) {
        // The engine's profile spells the switch ("reasoning": {"on": {…}, "off": {…}}); an
        // undetected engine gets the spelling most servers pass through to the chat template.
        const bool on = s.reasoning == ReasoningSwitch::On;
        const QList<EngineProfile> profiles = engineProfiles();
        const EngineProfile *profile
            = isAutoEngine(s.engine) ? nullptr : findEngineProfile(s.engine, profiles);
        const QJsonObject spelled = profile
            ? (on ? profile->reasoning.on : profile->reasoning.off)
            : QJsonObject { { QStringLiteral("chat_template_kwargs"),
                              QJsonObject { { QStringLiteral("enable_thinking"), on } } } };
        for (auto it = spelled.begin(); it != spelled.end(); ++it)
            body.insert(it.key(), it.value());
    }
    for (auto it = s.extraBody.begin(); it != s.extraBody.end(); ++it)
        body.insert(it.key(), it.value());
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

QString shellQuote(const QString &word)
{
    QString out = word;
    out.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + out + QLatin1Char('\'');
}

QString curlCommand(const ChatEndpoint &endpoint, const QString &path, const QByteArray &body, bool revealKey)
{
    QString cmd = QStringLiteral("curl -sN ") + shellQuote(endpoint.url(path).toString());
    if (!body.isEmpty())
        cmd += QStringLiteral(" \\\n  -H 'Content-Type: application/json'");
    if (!endpoint.apiKey.isEmpty()) {
        cmd += revealKey ? QStringLiteral(" \\\n  -H ")
                + shellQuote(QStringLiteral("Authorization: Bearer ") + endpoint.apiKey)
                         : QStringLiteral(" \\\n  -H \"Authorization: Bearer $API_KEY\"");
    }
    if (!body.isEmpty())
        cmd += QStringLiteral(" \\\n  -d ") + shellQuote(QString::fromUtf8(body));
    return cmd;
}

QString presetCapitalPrompt()
{
    return QStringLiteral("What is the capital of France? Answer in one sentence.");
}

QString presetPrimePrompt()
{
    return QStringLiteral("Write a Python function that checks if a number is prime. Be concise.");
}

QStringList chatPresets()
{
    return { presetCapitalPrompt(), presetPrimePrompt() };
}

ModelList parseModelList(QByteArrayView json)
{
    ModelList out;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &err);
    if (!doc.isObject()) {
        out.error = Tr::tr("The model list is not a JSON object: %1")
                        .arg(err.error != QJsonParseError::NoError
                                 ? err.errorString()
                                 : QString::fromUtf8(json.first(qMin<qsizetype>(200, json.size()))));
        return out;
    }
    const QJsonValue data = doc.object().value(QStringLiteral("data"));
    if (!data.isArray()) {
        out.error = Tr::tr("The model list has no \"data\" array.");
        return out;
    }
    for (const QJsonValue &v : data.toArray()) {
        const QString id = v.toObject().value(QStringLiteral("id")).toString();
        if (!id.isEmpty())
            out.ids << id;
    }
    return out;
}

} // namespace ic
