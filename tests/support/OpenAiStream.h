// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Streamed OpenAI-compatible chat answers, chunk by chunk, in each engine's shape (vLLM's
// `reasoning`, `reasoning_content`, SGLang's explicit nulls, reasoning inline in <think>), for
// ScriptedHttpServer's replies.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace ic::testsupport::openai {

enum class Shape { Reasoning, ReasoningContent, SglangNulls, Inline };

inline QByteArray sse(const QJsonObject &o)
{
    return "data: " + QJsonDocument(o).toJson(QJsonDocument::Compact) + "\n\n";
}

inline QJsonObject chunk(const QJsonObject &delta, const QJsonValue &finish = QJsonValue::Null)
{
    return QJsonObject { { QStringLiteral("id"), QStringLiteral("chatcmpl-test") },
                         { QStringLiteral("object"), QStringLiteral("chat.completion.chunk") },
                         { QStringLiteral("created"), 1745312345 },
                         { QStringLiteral("model"), QStringLiteral("test-model") },
                         { QStringLiteral("choices"),
                           QJsonArray { QJsonObject { { QStringLiteral("index"), 0 },
                                                      { QStringLiteral("delta"), delta },
                                                      { QStringLiteral("logprobs"), QJsonValue::Null },
                                                      { QStringLiteral("finish_reason"), finish } } } } };
}

/// Splits text into word-ish tokens (each keeps its leading space).
inline QStringList tokens(const QString &text)
{
    QStringList out;
    QString cur;
    for (QChar c : text) {
        if ((c == QLatin1Char(' ') || c == QLatin1Char('\n')) && !cur.isEmpty()) {
            out << cur;
            cur.clear();
        }
        cur += c;
    }
    if (!cur.isEmpty())
        out << cur;
    return out;
}

/// A whole streamed answer in one engine's shape, with the usage chunk and [DONE].
inline QList<QByteArray> stream(Shape shape, const QString &reasoning, const QString &answer,
                                const QString &finish = QStringLiteral("stop"), bool done = true,
                                bool usage = true)
{
    QList<QByteArray> out;
    auto delta = [shape](const char *key, const QString &text) {
        QJsonObject d;
        if (shape == Shape::SglangNulls) {
            d = QJsonObject { { QStringLiteral("role"), QJsonValue::Null },
                              { QStringLiteral("content"), QJsonValue::Null },
                              { QStringLiteral("reasoning_content"), QJsonValue::Null } };
        }
        d.insert(QLatin1String(key), text);
        return d;
    };
    out << sse(chunk(QJsonObject { { QStringLiteral("role"), QStringLiteral("assistant") },
                                   { QStringLiteral("content"), QString() } }));
    const QStringList rt = tokens(reasoning);
    const QStringList at = tokens(answer);
    if (shape == Shape::Inline && !reasoning.isEmpty())
        out << sse(chunk(delta("content", QStringLiteral("<think>\n"))));
    for (const QString &t : rt) {
        switch (shape) {
        case Shape::Reasoning:
            out << sse(chunk(delta("reasoning", t)));
            break;
        case Shape::ReasoningContent:
        case Shape::SglangNulls:
            out << sse(chunk(delta("reasoning_content", t)));
            break;
        case Shape::Inline:
            out << sse(chunk(delta("content", t)));
            break;
        }
    }
    if (shape == Shape::Inline && !reasoning.isEmpty())
        out << sse(chunk(delta("content", QStringLiteral("\n</think>\n\n"))));
    for (const QString &t : at)
        out << sse(chunk(delta("content", t)));
    if (!finish.isEmpty())
        out << sse(chunk(delta("content", QString()), finish));
    if (usage) {
        const int completion = int(rt.size() + at.size());
        QJsonObject u { { QStringLiteral("prompt_tokens"), 20 },
                        { QStringLiteral("completion_tokens"), completion },
                        { QStringLiteral("total_tokens"), 20 + completion } };
        if (!rt.isEmpty())
            u.insert(QStringLiteral("completion_tokens_details"),
                     QJsonObject { { QStringLiteral("reasoning_tokens"), int(rt.size()) } });
        QJsonObject c = chunk(QJsonObject());
        c.insert(QStringLiteral("choices"), QJsonArray());
        c.insert(QStringLiteral("usage"), u);
        out << sse(c);
    }
    if (done)
        out << QByteArray("data: [DONE]\n\n");
    return out;
}

} // namespace ic::testsupport::openai
