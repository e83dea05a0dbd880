// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "StepEvidence.h"

#include <QCoreApplication>

namespace ic::evidence {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};
} // namespace

QString quoted(const QString &text, int max)
{
    return QLatin1Char('"') + bodyExcerpt(text.toUtf8(), max) + QLatin1Char('"');
}

QString seconds(double s)
{
    return QString::number(s, 'f', s < 10 ? 2 : 1) + QStringLiteral(" s");
}

QJsonObject httpData(const HttpResult &r)
{
    QJsonObject o { { QStringLiteral("request"), r.request() },
                    { QStringLiteral("status"), r.status },
                    { QStringLiteral("ms"), qRound(r.seconds * 1000) },
                    { QStringLiteral("body_bytes"), r.body.size() } };
    if (!r.body.isEmpty())
        o.insert(QStringLiteral("response_excerpt"), bodyExcerpt(r.body, 300));
    if (!r.deadline.isEmpty())
        o.insert(QStringLiteral("deadline"), r.deadline);
    if (!r.error.isEmpty())
        o.insert(QStringLiteral("error"), r.error);
    return o;
}

QJsonObject turnData(const ChatTurn &t)
{
    QJsonObject o {
        { QStringLiteral("request"), QString(QStringLiteral("POST ") + t.url) },
        { QStringLiteral("prompt"), t.userMessage.left(200) },
        { QStringLiteral("answer"), t.answer.left(2000) },
        { QStringLiteral("reasoning_chars"), t.reasoningChars() },
        { QStringLiteral("finish_reason"), t.finishReason },
        { QStringLiteral("completion_tokens"), t.usage.completionTokens },
        { QStringLiteral("ttft_ms"), t.ttftSeconds < 0 ? QJsonValue() : QJsonValue(t.ttftSeconds * 1000) },
        { QStringLiteral("e2el_ms"), t.e2elSeconds < 0 ? QJsonValue() : QJsonValue(t.e2elSeconds * 1000) },
        { QStringLiteral("decode_tokens_per_second"),
          t.decodeTokensPerSecond() < 0 ? QJsonValue() : QJsonValue(t.decodeTokensPerSecond()) }
    };
    if (t.httpStatus)
        o.insert(QStringLiteral("http_status"), t.httpStatus);
    if (t.errorKind != TurnError::None) {
        o.insert(QStringLiteral("error_kind"), turnErrorId(t.errorKind));
        o.insert(QStringLiteral("error"), t.error);
    }
    return o;
}

QString asked(const ChatTurn &t)
{
    return QStringLiteral("POST /v1/chat/completions ") + quoted(t.userMessage, 48);
}

QString failureOf(const ChatTurn &t)
{
    if (t.state != TurnState::Finished || t.errorKind != TurnError::None)
        return asked(t) + QStringLiteral(": ")
            + (t.error.isEmpty() ? Tr::tr("the request did not finish.") : t.error);
    return QString();
}

Verdict verdictForIncomplete(const HttpResult &r)
{
    return r.bodyCapped ? Verdict::Fail : Verdict::Error;
}

Verdict verdictForFailure(const ChatTurn &t)
{
    switch (t.errorKind) {
    case TurnError::Timeout:
    case TurnError::ConnectionRefused:
    case TurnError::Network:
        return Verdict::Error; // nothing to judge: the server did not answer in time, or at all
    default:
        return Verdict::Fail; // it answered, and the answer was wrong
    }
}

QList<StepOption> chatOptions()
{
    using K = StepOption::Kind;
    return {
        { QStringLiteral("prompt"), K::Text, QStringLiteral("the user message") },
        { QStringLiteral("system"), K::Text, QStringLiteral("a system message before it; none by default") },
        { QStringLiteral("temperature"), K::Number,
          QStringLiteral("sampling temperature; the server's default") },
        { QStringLiteral("top_p"), K::Number, QStringLiteral("nucleus sampling; the server's default") },
        { QStringLiteral("max_tokens"), K::Number, QStringLiteral("cap on generated tokens") },
        { QStringLiteral("seed"), K::Number, QStringLiteral("sampling seed") },
        { QStringLiteral("reasoning"), K::Text,
          QStringLiteral("\"on\", \"off\", or absent for the chat template's default") },
        { QStringLiteral("extra_body"), K::Object, QStringLiteral("fields merged into the request body") },
    };
}

QStringList turnDataKeys()
{
    return { QStringLiteral("request"),
             QStringLiteral("prompt"),
             QStringLiteral("answer"),
             QStringLiteral("reasoning_chars"),
             QStringLiteral("finish_reason"),
             QStringLiteral("completion_tokens"),
             QStringLiteral("ttft_ms"),
             QStringLiteral("e2el_ms"),
             QStringLiteral("decode_tokens_per_second"),
             QStringLiteral("http_status"),
             QStringLiteral("error_kind"),
             QStringLiteral("error") };
}

QStringList httpDataKeys()
{
    return { QStringLiteral("request"),    QStringLiteral("status"),           QStringLiteral("ms"),
             QStringLiteral("body_bytes"), QStringLiteral("response_excerpt"), QStringLiteral("deadline"),
             QStringLiteral("error") };
}

ReasoningSwitch reasoningParam(const QJsonObject &p)
{
    const QString v = p.value(QStringLiteral("reasoning")).toString();
    if (v == QLatin1String("on"))
        return ReasoningSwitch::On;
    if (v == QLatin1String("off"))
        return ReasoningSwitch::Off;
    return ReasoningSwitch::Default;
}

std::optional<QRegularExpression> expectPattern(StepContext &ctx, const QString &fallback)
{
    QRegularExpression expect(ctx.params().value(QStringLiteral("expect")).toString(fallback));
    if (!expect.isValid()) {
        ctx.finish(
            Verdict::Error,
            QCoreApplication::translate("ic::ValidationLadder", "The \"expect\" pattern is invalid: %1")
                .arg(expect.errorString()));
        return std::nullopt;
    }
    return expect;
}

} // namespace ic::evidence
