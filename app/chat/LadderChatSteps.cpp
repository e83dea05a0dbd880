// The steps of the validation ladder that talk to /v1/chat/completions, and the memory step that
// judges what they left behind. The runner itself and the plain-HTTP steps are in ValidationLadder.cpp.
#include "ValidationLadder.h"

#include "chat/ChatLogging.h"
#include "chat/ChatStream.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QRegularExpression>
#include <QSet>
#include <QTimer>

#include <cmath>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

QString quoted(const QString &text, int max = 120)
{
    QString s = bodyExcerpt(text.toUtf8(), max);
    return QLatin1Char('"') + s + QLatin1Char('"');
}

QString secs(double s)
{
    return QString::number(s, 'f', s < 10 ? 2 : 1) + QStringLiteral(" s");
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

/// What was asked, for evidence: `POST …/v1/chat/completions "What is the capital…"`.
QString asked(const ChatTurn &t)
{
    return QStringLiteral("POST /v1/chat/completions ") + quoted(t.userMessage, 48);
}
} // namespace

double repetitionScore(QStringView text)
{
    // Only the tail matters: a model that falls into a loop does so at the end.
    const QStringView tail = text.size() > 20000 ? text.last(20000) : text;
    QList<QStringView> words;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= tail.size(); ++i) {
        const bool space = i == tail.size() || tail[i].isSpace();
        if (space && start >= 0) {
            words.append(tail.sliced(start, i - start));
            start = -1;
        } else if (!space && start < 0) {
            start = i;
        }
    }
    if (words.size() < 8)
        return 0;
    QSet<QString> seen;
    qsizetype repeated = 0;
    const qsizetype grams = words.size() - 3;
    for (qsizetype i = 0; i < grams; ++i) {
        const QString key = words[i].toString() + QLatin1Char(' ') + words[i + 1] + QLatin1Char(' ')
            + words[i + 2] + QLatin1Char(' ') + words[i + 3];
        if (seen.contains(key))
            ++repeated;
        else
            seen.insert(key);
    }
    return double(repeated) / double(grams);
}

void ValidationLadder::chat(const QJsonObject &p, int repeats, TurnsDone done, double temperatureOverride)
{
    const QString prompt = p.value(QStringLiteral("prompt")).toString();
    if (prompt.isEmpty()) {
        finishStep(Verdict::Error, Tr::tr("The step has no \"prompt\"."));
        return;
    }
    ChatSettings s;
    s.model = m_options.model;
    s.engine = m_options.engine;
    s.reasoning = reasoningParam(p);
    if (temperatureOverride >= 0)
        s.temperature = temperatureOverride;
    else if (p.contains(QStringLiteral("temperature")))
        s.temperature = p.value(QStringLiteral("temperature")).toDouble();
    if (p.contains(QStringLiteral("top_p")))
        s.topP = p.value(QStringLiteral("top_p")).toDouble();
    if (p.contains(QStringLiteral("max_tokens")))
        s.maxTokens = p.value(QStringLiteral("max_tokens")).toInt();
    if (p.contains(QStringLiteral("seed")))
        s.seed = p.value(QStringLiteral("seed")).toInteger();
    s.systemPrompt = p.value(QStringLiteral("system")).toString();
    s.extraBody = p.value(QStringLiteral("extra_body")).toObject();
    const QByteArray body = buildChatBody(s, { { QStringLiteral("user"), prompt } });

    // Repeats run one after another so each sees an otherwise idle server.
    auto results = std::make_shared<QList<ChatTurn>>();
    auto next = std::make_shared<std::function<void()>>();
    const std::weak_ptr<std::function<void()>> weakNext = next;
    const quint64 generation = m_generation;
    *next = [this, body, prompt, repeats, results, weakNext, done, generation] {
        const auto self = weakNext.lock(); // owned by the running stream's connection, not by itself
        if (!self || generation != m_generation)
            return;
        auto *stream = new ChatStream(m_nam, m_options.endpoint, body, currentStep().limits, prompt, this);
        stream->setUpdateInterval(0);
        m_inFlight.append(stream);
        connect(stream, &ChatStream::finished, this,
                [this, stream, repeats, results, self, done, generation] {
                    stream->deleteLater();
                    m_inFlight.removeAll(QPointer<QObject>(stream));
                    if (generation != m_generation)
                        return;
                    results->append(stream->turn());
                    m_turns.append(stream->turn());
                    if (results->size() < repeats && stream->turn().state == TurnState::Finished)
                        (*self)();
                    else
                        done(*results);
                });
        stream->start();
    };
    (*next)();
}

QString ValidationLadder::failureOf(const ChatTurn &t) const
{
    if (t.state != TurnState::Finished || t.errorKind != TurnError::None)
        return asked(t) + QStringLiteral(": ")
            + (t.error.isEmpty() ? Tr::tr("the request did not finish.") : t.error);
    return QString();
}

Verdict ValidationLadder::verdictForFailure(const ChatTurn &t) const
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

void ValidationLadder::runSmoke(const QJsonObject &p)
{
    const QRegularExpression expect(
        p.value(QStringLiteral("expect")).toString(QStringLiteral("(?i)\\bparis\\b")));
    if (!expect.isValid()) {
        finishStep(Verdict::Error, Tr::tr("The \"expect\" pattern is invalid: %1").arg(expect.errorString()));
        return;
    }
    chat(p, 1, [this, expect](const QList<ChatTurn> &turns) {
        const ChatTurn &t = turns.first();
        if (const QString f = failureOf(t); !f.isEmpty()) {
            finishStep(verdictForFailure(t), f, turnData(t));
            return;
        }
        if (!expect.match(t.answer).hasMatch()) {
            finishStep(Verdict::Fail,
                       t.answer.trimmed().isEmpty()
                           ? Tr::tr("%1: the answer was empty (finish reason %2, %3 reasoning chars).")
                                 .arg(asked(t), quoted(t.finishReason))
                                 .arg(t.reasoningChars())
                           : Tr::tr("%1 answered %2, which does not match %3.")
                                 .arg(asked(t), quoted(t.answer), quoted(expect.pattern())),
                       turnData(t));
            return;
        }
        finishStep(Verdict::Pass,
                   Tr::tr("%1 answered %2 in %3 (TTFT %4 ms, %5 tokens).")
                       .arg(asked(t), quoted(t.answer), secs(t.e2elSeconds))
                       .arg(qRound(t.ttftSeconds * 1000))
                       .arg(t.outputTokens()),
                   turnData(t));
    });
}

void ValidationLadder::runReasoningCode(const QJsonObject &p)
{
    const QRegularExpression expect(
        p.value(QStringLiteral("expect")).toString(QStringLiteral("```[\\s\\S]*\\bdef\\s+\\w+\\s*\\(")));
    if (!expect.isValid()) {
        finishStep(Verdict::Error, Tr::tr("The \"expect\" pattern is invalid: %1").arg(expect.errorString()));
        return;
    }
    const bool requireReasoning = p.value(QStringLiteral("require_reasoning")).toBool(true);
    const QString finish = p.value(QStringLiteral("finish_reason")).toString(QStringLiteral("stop"));
    chat(p, 1, [this, expect, requireReasoning, finish](const QList<ChatTurn> &turns) {
        const ChatTurn &t = turns.first();
        if (const QString f = failureOf(t); !f.isEmpty()) {
            finishStep(verdictForFailure(t), f, turnData(t));
            return;
        }
        QStringList problems;
        if (requireReasoning && t.reasoning.trimmed().isEmpty())
            problems << Tr::tr("no reasoning arrived");
        if (!expect.match(t.answer).hasMatch())
            problems << Tr::tr("the answer has no code block with a function");
        if (!finish.isEmpty() && t.finishReason != finish)
            problems << Tr::tr("finish reason is %1, not %2").arg(quoted(t.finishReason), quoted(finish));
        if (!problems.isEmpty()) {
            finishStep(Verdict::Fail,
                       Tr::tr("%1: %2; the answer begins %3.")
                           .arg(asked(t), problems.join(QStringLiteral("; ")), quoted(t.answer, 80)),
                       turnData(t));
            return;
        }
        finishStep(
            Verdict::Pass,
            Tr::tr("%1: %2 reasoning chars, a code block with a function, finish reason %3, %4 tokens in %5.")
                .arg(asked(t))
                .arg(t.reasoningChars())
                .arg(t.finishReason)
                .arg(t.outputTokens())
                .arg(secs(t.e2elSeconds)),
            turnData(t));
    });
}

void ValidationLadder::runDeterminism(const QJsonObject &p)
{
    const int repeats = qMax(2, p.value(QStringLiteral("repeats")).toInt(2));
    chat(
        p, repeats,
        [this, repeats](const QList<ChatTurn> &turns) {
            for (const ChatTurn &t : turns) {
                if (const QString f = failureOf(t); !f.isEmpty()) {
                    finishStep(verdictForFailure(t), f, turnData(t));
                    return;
                }
            }
            if (turns.size() < repeats) {
                finishStep(Verdict::Fail,
                           Tr::tr("Only %1 of %2 requests finished.").arg(turns.size()).arg(repeats));
                return;
            }
            if (turns.first().answer.trimmed().isEmpty()) {
                finishStep(Verdict::Fail,
                           Tr::tr("%1: the answer was empty; empty answers cannot show determinism.")
                               .arg(asked(turns.first())),
                           turnData(turns.first()));
                return;
            }
            const QString first = turns.first().reasoning + QChar(0) + turns.first().answer;
            for (qsizetype i = 1; i < turns.size(); ++i) {
                const QString other = turns[i].reasoning + QChar(0) + turns[i].answer;
                if (other != first) {
                    qsizetype at = 0;
                    while (at < first.size() && at < other.size() && first[at] == other[at])
                        ++at;
                    finishStep(Verdict::Fail,
                               Tr::tr("Run %1 differs from run 1 at character %2: %3 vs %4.")
                                   .arg(i + 1)
                                   .arg(at)
                                   .arg(quoted(turns.first().answer, 80), quoted(turns[i].answer, 80)),
                               QJsonObject { { QStringLiteral("first"), turns.first().answer.left(2000) },
                                             { QStringLiteral("other"), turns[i].answer.left(2000) },
                                             { QStringLiteral("differs_at"), at } });
                    return;
                }
            }
            finishStep(Verdict::Pass,
                       Tr::tr("%1 runs of %2 at temperature 0 gave the same %3 characters: %4.")
                           .arg(turns.size())
                           .arg(asked(turns.first()))
                           .arg(turns.first().answer.size())
                           .arg(quoted(turns.first().answer, 60)),
                       turnData(turns.first()));
        },
        p.contains(QStringLiteral("temperature")) ? -1 : 0.0);
}

void ValidationLadder::runStability(const QJsonObject &p)
{
    const QRegularExpression expect(
        p.value(QStringLiteral("expect")).toString(QStringLiteral("(?i)\\bparis\\b")));
    if (!expect.isValid()) {
        finishStep(Verdict::Error, Tr::tr("The \"expect\" pattern is invalid: %1").arg(expect.errorString()));
        return;
    }
    const int repeats = qMax(1, p.value(QStringLiteral("repeats")).toInt(3));
    chat(p, repeats, [this, expect, repeats](const QList<ChatTurn> &turns) {
        int passed = 0;
        int unjudged = 0;
        QString firstBad;
        for (qsizetype i = 0; i < turns.size(); ++i) {
            const ChatTurn &t = turns[i];
            QString why = failureOf(t);
            if (!why.isEmpty() && verdictForFailure(t) == Verdict::Error)
                ++unjudged;
            if (why.isEmpty() && !expect.match(t.answer).hasMatch())
                why = Tr::tr("answer %1 does not match").arg(quoted(t.answer, 80));
            if (why.isEmpty())
                ++passed;
            else if (firstBad.isEmpty())
                firstBad = Tr::tr("run %1: %2").arg(i + 1).arg(why);
        }
        QJsonObject data { { QStringLiteral("passed"), passed },
                           { QStringLiteral("repeats"), repeats },
                           { QStringLiteral("ran"), turns.size() } };
        if (!turns.isEmpty())
            data.insert(QStringLiteral("request"), QString(QStringLiteral("POST ") + turns.first().url));
        if (passed == repeats)
            finishStep(Verdict::Pass,
                       Tr::tr("%1 of %2 runs of %3 matched %4.")
                           .arg(passed)
                           .arg(repeats)
                           .arg(asked(turns.first()), quoted(expect.pattern())),
                       data);
        else
            finishStep(unjudged > 0 && unjudged + passed == turns.size() ? Verdict::Error : Verdict::Fail,
                       Tr::tr("%1 of %2 runs passed; %3").arg(passed).arg(repeats).arg(firstBad), data);
    });
}

void ValidationLadder::runLongGeneration(const QJsonObject &p)
{
    const qint64 minTokens = p.value(QStringLiteral("min_tokens")).toInteger(1000);
    const double maxRepetition = p.value(QStringLiteral("max_repetition")).toDouble(0.5);
    chat(p, 1, [this, minTokens, maxRepetition](const QList<ChatTurn> &turns) {
        const ChatTurn &t = turns.first();
        QJsonObject data = turnData(t);
        data.remove(QStringLiteral("answer"));
        const double score = repetitionScore(t.answer);
        data.insert(QStringLiteral("repetition"), score);
        if (const QString f = failureOf(t); !f.isEmpty()) {
            finishStep(verdictForFailure(t), f, data);
            return;
        }
        const qint64 n = t.outputTokens();
        if (n < minTokens) {
            finishStep(Verdict::Fail,
                       Tr::tr("%1: only %2 tokens (at least %3 expected), finish reason %4.")
                           .arg(asked(t))
                           .arg(n)
                           .arg(minTokens)
                           .arg(quoted(t.finishReason)),
                       data);
            return;
        }
        if (score > maxRepetition) {
            finishStep(
                Verdict::Fail,
                Tr::tr("Degenerate repetition: %1% of 4-word sequences repeat (limit %2%); the text ends %3.")
                    .arg(qRound(score * 100))
                    .arg(qRound(maxRepetition * 100))
                    .arg(quoted(t.answer.right(120))),
                data);
            return;
        }
        finishStep(Verdict::Pass,
                   Tr::tr("%1: %2 tokens in %3 at %4 tok/s, %5% repeated 4-word sequences.")
                       .arg(asked(t))
                       .arg(n)
                       .arg(secs(t.e2elSeconds))
                       .arg(QString::number(t.decodeTokensPerSecond(), 'f', 1))
                       .arg(qRound(score * 100)),
                   data);
    });
}

void ValidationLadder::runReasoningParser(const QJsonObject &p)
{
    // Judges every answer this run received; passes only when at least one carried reasoning in a
    // field of its own and none leaked <think> into the content.
    auto judge = [this](const QList<ChatTurn> &turns, bool ownRequest) {
        int finished = 0;
        int withReasoning = 0;
        qsizetype reasoningChars = 0;
        for (const ChatTurn &t : turns) {
            if (t.state != TurnState::Finished)
                continue;
            ++finished;
            const bool leaked = t.reasoningInline || t.answer.contains(QStringLiteral("<think>"))
                || t.answer.contains(QStringLiteral("</think>"));
            if (leaked) {
                finishStep(
                    Verdict::Fail,
                    Tr::tr("%1: reasoning arrives inside the content as <think>…</think>; the server has "
                           "no reasoning parser set. The content begins %2.")
                        .arg(asked(t), quoted(t.answer, 80)),
                    turnData(t));
                return;
            }
            if (!t.reasoning.trimmed().isEmpty()) {
                ++withReasoning;
                reasoningChars += t.reasoningChars();
                if (t.answer.trimmed().isEmpty() && t.finishReason == QLatin1String("stop")) {
                    finishStep(
                        Verdict::Fail,
                        Tr::tr("%1: %2 chars of reasoning arrived but the content is empty: the parser "
                               "swallowed the answer.")
                            .arg(asked(t))
                            .arg(t.reasoningChars()),
                        turnData(t));
                    return;
                }
            }
        }
        const QJsonObject data { { QStringLiteral("answers"), turns.size() },
                                 { QStringLiteral("finished"), finished },
                                 { QStringLiteral("with_reasoning"), withReasoning },
                                 { QStringLiteral("reasoning_chars"), reasoningChars } };
        if (ownRequest && finished == 0 && !turns.isEmpty()) {
            const ChatTurn &t = turns.first();
            finishStep(verdictForFailure(t), failureOf(t), turnData(t));
            return;
        }
        if (withReasoning == 0) {
            finishStep(
                Verdict::Skip,
                Tr::tr("Nothing to judge: none of %1 finished answers carried reasoning (no reasoning or "
                       "reasoning_content field, no <think> tags).")
                    .arg(finished),
                data);
            return;
        }
        finishStep(Verdict::Pass,
                   Tr::tr("%1 of %2 finished answers carried %3 chars of reasoning in a separate field; no "
                          "<think> in any content.")
                       .arg(withReasoning)
                       .arg(finished)
                       .arg(reasoningChars),
                   data);
    };
    if (!m_turns.isEmpty()) {
        judge(m_turns, false);
        return;
    }
    QJsonObject q = p;
    if (!q.contains(QStringLiteral("prompt")))
        q.insert(QStringLiteral("prompt"), presetPrimePrompt());
    chat(q, 1, [judge](const QList<ChatTurn> &turns) { judge(turns, true); });
}

void ValidationLadder::runMemoryBaseline(const QJsonObject &p)
{
    if (!m_options.gpuMemoryUsedMiB) {
        finishStep(Verdict::Skip, Tr::tr("No GPU memory readings are available for this host."));
        return;
    }
    if (std::isnan(m_memoryBaseline)) {
        finishStep(Verdict::Skip,
                   Tr::tr("No GPU memory reading when the ladder started (no nvidia-smi on the host, or no "
                          "sample yet): nothing to compare with."),
                   QJsonObject { { QStringLiteral("baseline_mib"), QJsonValue() } });
        return;
    }
    const double tolerance = p.value(QStringLiteral("tolerance_mib")).toDouble(1024);
    const int settleMs = int(p.value(QStringLiteral("settle_s")).toDouble(10) * 1000);
    auto check = [this, tolerance](bool last) {
        const double now = m_options.gpuMemoryUsedMiB();
        const QJsonObject data { { QStringLiteral("baseline_mib"), m_memoryBaseline },
                                 { QStringLiteral("now_mib"),
                                   std::isnan(now) ? QJsonValue() : QJsonValue(now) },
                                 { QStringLiteral("tolerance_mib"), tolerance } };
        if (std::isnan(now)) {
            if (last)
                finishStep(Verdict::Error, Tr::tr("GPU memory could not be read after the ladder."), data);
            return false;
        }
        const double delta = now - m_memoryBaseline;
        if (delta <= tolerance) {
            finishStep(Verdict::Pass,
                       Tr::tr("GPU memory %1 MiB, baseline %2 MiB (%3%4 MiB, tolerance %5 MiB).")
                           .arg(qRound(now))
                           .arg(qRound(m_memoryBaseline))
                           .arg(delta >= 0 ? QStringLiteral("+") : QString())
                           .arg(qRound(delta))
                           .arg(qRound(tolerance)),
                       data);
            return true;
        }
        if (last) {
            finishStep(Verdict::Fail,
                       Tr::tr("GPU memory did not return to its baseline: %1 MiB now, %2 MiB before the "
                              "ladder (+%3 MiB, "
                              "tolerance %4 MiB).")
                           .arg(qRound(now))
                           .arg(qRound(m_memoryBaseline))
                           .arg(qRound(delta))
                           .arg(qRound(tolerance)),
                       data);
        }
        return false;
    };
    if (check(settleMs <= 0))
        return;
    if (settleMs <= 0)
        return;
    // Memory is freed lazily after the last request: poll once a second until the settle time is over.
    if (!m_settleTimer) {
        m_settleTimer = new QTimer(this);
        m_settleTimer->setInterval(1000);
    }
    m_settleTimer->disconnect(this);
    QElapsedTimer waited;
    waited.start();
    const quint64 generation = m_generation;
    connect(m_settleTimer, &QTimer::timeout, this, [this, check, waited, settleMs, generation] {
        if (generation != m_generation) {
            m_settleTimer->stop();
            return;
        }
        const bool last = waited.elapsed() >= settleMs;
        if (check(last) || last)
            m_settleTimer->stop();
    });
    m_settleTimer->start();
}

void ValidationLadder::runDecodeSpeed(const QJsonObject &p)
{
    const double tolerance = p.value(QStringLiteral("tolerance_percent")).toDouble(20);
    double baseline = m_options.decodeBaseline;
    if (baseline <= 0 && m_options.lastKnownGood)
        baseline = m_options.lastKnownGood->decodeTokensPerSecond();
    chat(p, 1, [this, tolerance, baseline](const QList<ChatTurn> &turns) {
        const ChatTurn &t = turns.first();
        QJsonObject data = turnData(t);
        data.remove(QStringLiteral("answer"));
        if (const QString f = failureOf(t); !f.isEmpty()) {
            finishStep(verdictForFailure(t), f, data);
            return;
        }
        const double measured = t.decodeTokensPerSecond();
        if (measured <= 0) {
            finishStep(Verdict::Error,
                       Tr::tr("%1: decode speed could not be measured (%2 tokens, %3 chunks).")
                           .arg(asked(t))
                           .arg(t.outputTokens())
                           .arg(t.chunkCount),
                       data);
            return;
        }
        m_measuredDecode = measured;
        data.insert(QStringLiteral("baseline_tokens_per_second"),
                    baseline > 0 ? QJsonValue(baseline) : QJsonValue());
        if (baseline <= 0) {
            finishStep(Verdict::Skip,
                       Tr::tr("Measured %1 tok/s; no baseline is saved for this host yet.")
                           .arg(QString::number(measured, 'f', 1)),
                       data);
            return;
        }
        const double floor = baseline * (1.0 - tolerance / 100.0);
        const QString numbers = Tr::tr("%1 tok/s against a baseline of %2 tok/s (%3%4%, tolerance %5%)")
                                    .arg(QString::number(measured, 'f', 1), QString::number(baseline, 'f', 1))
                                    .arg(measured >= baseline ? QStringLiteral("+") : QString())
                                    .arg(qRound((measured / baseline - 1.0) * 100))
                                    .arg(qRound(tolerance));
        if (measured < floor)
            finishStep(Verdict::Fail, Tr::tr("Decode is slow: %1.").arg(numbers), data);
        else
            finishStep(Verdict::Pass, numbers + QLatin1Char('.'), data);
    });
}

} // namespace ic
