#include "ValidationLadder.h"

#include "chat/ChatLogging.h"
#include "chat/ChatStream.h"
#include "chat/HttpGet.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
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
    QString s = text.simplified();
    if (s.size() > max)
        s = s.left(max) + QStringLiteral("…");
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
    return QJsonObject {
        { QStringLiteral("answer"), t.answer.left(2000) },
        { QStringLiteral("reasoning_chars"), t.reasoningChars() },
        { QStringLiteral("finish_reason"), t.finishReason },
        { QStringLiteral("completion_tokens"), t.usage.completionTokens },
        { QStringLiteral("ttft_ms"), t.ttftSeconds < 0 ? QJsonValue() : QJsonValue(t.ttftSeconds * 1000) },
        { QStringLiteral("e2el_ms"), t.e2elSeconds < 0 ? QJsonValue() : QJsonValue(t.e2elSeconds * 1000) },
        { QStringLiteral("decode_tokens_per_second"),
          t.decodeTokensPerSecond() < 0 ? QJsonValue() : QJsonValue(t.decodeTokensPerSecond()) }
    };
}
} // namespace

QString verdictId(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return QStringLiteral("pass");
    case Verdict::Fail:
        return QStringLiteral("fail");
    case Verdict::Skip:
        return QStringLiteral("skip");
    case Verdict::Error:
        return QStringLiteral("error");
    }
    return QString();
}

Verdict verdictFromId(const QString &id)
{
    if (id == QLatin1String("pass"))
        return Verdict::Pass;
    if (id == QLatin1String("fail"))
        return Verdict::Fail;
    if (id == QLatin1String("error"))
        return Verdict::Error;
    return Verdict::Skip;
}

// ---- Ladder ----

QStringList Ladder::knownStepIds()
{
    return { QStringLiteral("health"),          QStringLiteral("models"),
             QStringLiteral("smoke"),           QStringLiteral("reasoning-code"),
             QStringLiteral("determinism"),     QStringLiteral("stability"),
             QStringLiteral("long-generation"), QStringLiteral("reasoning-parser"),
             QStringLiteral("memory-baseline"), QStringLiteral("decode-speed") };
}

Ladder Ladder::fromJson(QByteArrayView json)
{
    Ladder ladder;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &err);
    if (!doc.isObject()) {
        ladder.error = err.error != QJsonParseError::NoError
            ? Tr::tr("The ladder is not valid JSON: %1 at offset %2.").arg(err.errorString()).arg(err.offset)
            : Tr::tr("The ladder is not a JSON object.");
        return ladder;
    }
    const QJsonObject o = doc.object();
    ladder.name = o.value(QStringLiteral("name")).toString();
    ladder.description = o.value(QStringLiteral("description")).toString();
    const QJsonValue steps = o.value(QStringLiteral("steps"));
    if (!steps.isArray() || steps.toArray().isEmpty()) {
        ladder.error = Tr::tr("The ladder has no \"steps\" list.");
        return ladder;
    }
    const QStringList known = knownStepIds();
    for (const QJsonValue &v : steps.toArray()) {
        const QJsonObject s = v.toObject();
        LadderStep step;
        step.id = s.value(QStringLiteral("id")).toString();
        step.title = s.value(QStringLiteral("title")).toString(step.id);
        step.enabled = s.value(QStringLiteral("enabled")).toBool(true);
        step.params = s;
        if (!known.contains(step.id)) {
            ladder.error = Tr::tr("Unknown step id %1; known are: %2.")
                               .arg(quoted(step.id), known.join(QStringLiteral(", ")));
            return ladder;
        }
        ladder.steps.append(step);
    }
    return ladder;
}

Ladder Ladder::fromFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        Ladder ladder;
        ladder.error = Tr::tr("Cannot read the ladder file %1: %2").arg(path, f.errorString());
        return ladder;
    }
    Ladder ladder = fromJson(f.readAll());
    if (!ladder.isValid())
        ladder.error = path + QStringLiteral(": ") + ladder.error;
    return ladder;
}

Ladder Ladder::builtin()
{
    return fromFile(QStringLiteral(":/validation/default.json"));
}

QJsonObject Ladder::toJson() const
{
    QJsonArray steps;
    for (const LadderStep &s : this->steps) {
        QJsonObject o = s.params;
        o.insert(QStringLiteral("id"), s.id);
        o.insert(QStringLiteral("title"), s.title);
        if (!s.enabled)
            o.insert(QStringLiteral("enabled"), false);
        steps.append(o);
    }
    return QJsonObject { { QStringLiteral("name"), name },
                         { QStringLiteral("description"), description },
                         { QStringLiteral("steps"), steps } };
}

LadderStep *Ladder::step(const QString &id)
{
    for (LadderStep &s : steps) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

bool Ladder::setParam(const QString &id, const QString &key, const QJsonValue &value)
{
    LadderStep *s = step(id);
    if (!s)
        return false;
    if (key == QLatin1String("enabled"))
        s->enabled = value.toBool(true);
    s->params.insert(key, value);
    return true;
}

// ---- LadderReport ----

Verdict LadderReport::verdict() const
{
    if (!error.isEmpty())
        return Verdict::Error;
    bool anyError = false;
    for (const StepResult &r : steps) {
        if (r.verdict == Verdict::Fail)
            return Verdict::Fail;
        anyError = anyError || r.verdict == Verdict::Error;
    }
    return anyError ? Verdict::Error : Verdict::Pass;
}

int LadderReport::exitCode() const
{
    switch (verdict()) {
    case Verdict::Pass:
        return 0;
    case Verdict::Fail:
        return 1;
    default:
        return 2;
    }
}

QJsonObject LadderReport::toJson() const
{
    QJsonArray array;
    for (const StepResult &r : steps) {
        QJsonObject o { { QStringLiteral("id"), r.id },
                        { QStringLiteral("verdict"), verdictId(r.verdict) },
                        { QStringLiteral("seconds"), std::round(r.seconds * 1000) / 1000 },
                        { QStringLiteral("evidence"), r.evidence } };
        if (!r.data.isEmpty())
            o.insert(QStringLiteral("data"), r.data);
        array.append(o);
    }
    QJsonObject o { { QStringLiteral("host"), host },
                    { QStringLiteral("verdict"), verdictId(verdict()) },
                    { QStringLiteral("started"), started.toUTC().toString(Qt::ISODate) },
                    { QStringLiteral("steps"), array },
                    { QStringLiteral("model"), model },
                    { QStringLiteral("ladder"), ladder },
                    { QStringLiteral("seconds"), std::round(seconds * 1000) / 1000 } };
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

LadderReport LadderReport::fromJson(const QJsonObject &o)
{
    LadderReport r;
    r.host = o.value(QStringLiteral("host")).toString();
    r.model = o.value(QStringLiteral("model")).toString();
    r.ladder = o.value(QStringLiteral("ladder")).toString();
    r.started = QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODate);
    r.seconds = o.value(QStringLiteral("seconds")).toDouble();
    r.error = o.value(QStringLiteral("error")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject s = v.toObject();
        StepResult step;
        step.id = s.value(QStringLiteral("id")).toString();
        step.verdict = verdictFromId(s.value(QStringLiteral("verdict")).toString());
        step.seconds = s.value(QStringLiteral("seconds")).toDouble();
        step.evidence = s.value(QStringLiteral("evidence")).toString();
        step.data = s.value(QStringLiteral("data")).toObject();
        r.steps.append(step);
    }
    return r;
}

QString LadderReport::toMarkdown() const
{
    QString md = QStringLiteral("# ") + Tr::tr("Validation of %1").arg(host) + QStringLiteral("\n\n");
    md += Tr::tr("**Verdict:** %1 · model %2 · ladder %3 · started %4 · %5")
              .arg(verdictId(verdict()).toUpper(), model.isEmpty() ? QStringLiteral("–") : model,
                   ladder.isEmpty() ? QStringLiteral("–") : ladder, started.toUTC().toString(Qt::ISODate),
                   secs(seconds))
        + QStringLiteral("\n\n");
    if (!error.isEmpty())
        md += QStringLiteral("**") + Tr::tr("Could not run") + QStringLiteral(":** ") + error
            + QStringLiteral("\n\n");
    md += QStringLiteral("| ") + Tr::tr("step") + QStringLiteral(" | ") + Tr::tr("verdict")
        + QStringLiteral(" | ") + Tr::tr("time") + QStringLiteral(" | ") + Tr::tr("evidence")
        + QStringLiteral(" |\n|---|---|---|---|\n");
    for (const StepResult &r : steps) {
        QString evidence = r.evidence;
        evidence.replace(QLatin1Char('|'), QStringLiteral("\\|"))
            .replace(QLatin1Char('\n'), QLatin1Char(' '));
        md += QStringLiteral("| `") + r.id + QStringLiteral("` | ") + verdictId(r.verdict)
            + QStringLiteral(" | ") + secs(r.seconds) + QStringLiteral(" | ") + evidence
            + QStringLiteral(" |\n");
    }
    return md;
}

QString LadderReport::toText() const
{
    QString text = Tr::tr("%1: %2 (model %3, %4)")
                       .arg(host, verdictId(verdict()).toUpper(),
                            model.isEmpty() ? QStringLiteral("–") : model, secs(seconds))
        + QLatin1Char('\n');
    if (!error.isEmpty())
        text += QStringLiteral("  ") + error + QLatin1Char('\n');
    for (const StepResult &r : steps) {
        text += QStringLiteral("  %1 %2 %3  %4\n")
                    .arg(verdictId(r.verdict).toUpper().leftJustified(5), r.id.leftJustified(17),
                         secs(r.seconds).rightJustified(8), r.evidence);
    }
    return text;
}

// ---- repetition ----

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

// ---- ValidationLadder ----

ValidationLadder::ValidationLadder(const Ladder &ladder, const LadderOptions &options, QObject *parent)
    : QObject(parent)
    , m_ladder(ladder)
    , m_options(options)
    , m_nam(new QNetworkAccessManager(this))
{
    m_report.host = options.host;
    m_report.model = options.model;
    m_report.ladder = ladder.name;
}

ValidationLadder::~ValidationLadder() = default;

void ValidationLadder::start()
{
    if (m_running)
        return;
    m_running = true;
    m_report.steps.clear();
    m_report.error.clear();
    m_report.started = QDateTime::currentDateTimeUtc();
    m_turns.clear();
    m_serverDown = false;
    m_cancelled = false;
    m_index = -1;
    m_runClock.start();
    if (m_options.gpuMemoryUsedMiB)
        m_memoryBaseline = m_options.gpuMemoryUsedMiB();
    if (!m_ladder.isValid()) {
        m_report.error = m_ladder.error;
        QTimer::singleShot(0, this, [this] {
            m_running = false;
            Q_EMIT finished(m_report);
        });
        return;
    }
    QTimer::singleShot(0, this, &ValidationLadder::runNext);
}

void ValidationLadder::cancel()
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    ++m_generation;
    for (const QPointer<QObject> &o : std::as_const(m_inFlight)) {
        if (o)
            o->deleteLater();
    }
    m_inFlight.clear();
    if (m_settleTimer)
        m_settleTimer->stop();
    if (m_index >= 0 && m_index < m_ladder.steps.size() && m_report.steps.size() == m_index)
        finishStep(Verdict::Error, Tr::tr("Cancelled."));
    else
        QTimer::singleShot(0, this, &ValidationLadder::runNext);
}

void ValidationLadder::finishStep(Verdict verdict, const QString &evidence, const QJsonObject &data)
{
    ++m_generation;
    StepResult r;
    r.id = m_ladder.steps.at(m_index).id;
    r.verdict = verdict;
    r.seconds = double(m_stepClock.nsecsElapsed()) / 1e9;
    r.evidence = evidence;
    r.data = data;
    m_report.steps.append(r);
    qCDebug(lcChat) << "ladder step" << r.id << verdictId(verdict) << evidence;
    Q_EMIT stepFinished(m_index, r);
    QTimer::singleShot(0, this, &ValidationLadder::runNext);
}

void ValidationLadder::runNext()
{
    if (!m_running)
        return;
    ++m_index;
    if (m_index >= m_ladder.steps.size() || m_cancelled) {
        // Steps that never ran (cancelled) are reported as skipped.
        for (qsizetype i = m_report.steps.size(); i < m_ladder.steps.size(); ++i)
            m_report.steps.append(
                { m_ladder.steps[i].id, Verdict::Skip, 0, Tr::tr("Not run (cancelled)."), {} });
        m_running = false;
        m_report.seconds = double(m_runClock.nsecsElapsed()) / 1e9;
        if (m_report.model.isEmpty())
            m_report.model = m_options.model;
        Q_EMIT finished(m_report);
        return;
    }
    const LadderStep &step = m_ladder.steps.at(m_index);
    m_stepClock.start();
    Q_EMIT stepStarted(m_index, step.id);
    if (!step.enabled) {
        finishStep(Verdict::Skip, Tr::tr("Disabled in this ladder."));
        return;
    }
    if (m_serverDown && step.id != QLatin1String("memory-baseline")) {
        finishStep(Verdict::Skip, Tr::tr("Skipped: the server did not pass the health check."));
        return;
    }
    const QJsonObject &p = step.params;
    const QString &id = step.id;
    if (id == QLatin1String("health"))
        runHealth(p);
    else if (id == QLatin1String("models"))
        runModels(p);
    else if (id == QLatin1String("smoke"))
        runSmoke(p);
    else if (id == QLatin1String("reasoning-code"))
        runReasoningCode(p);
    else if (id == QLatin1String("determinism"))
        runDeterminism(p);
    else if (id == QLatin1String("stability"))
        runStability(p);
    else if (id == QLatin1String("long-generation"))
        runLongGeneration(p);
    else if (id == QLatin1String("reasoning-parser"))
        runReasoningParser(p);
    else if (id == QLatin1String("memory-baseline"))
        runMemoryBaseline(p);
    else if (id == QLatin1String("decode-speed"))
        runDecodeSpeed(p);
    else
        finishStep(Verdict::Error, Tr::tr("Unknown step %1.").arg(quoted(id)));
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
        auto *stream = new ChatStream(m_nam, m_options.endpoint, body, prompt, this);
        stream->setUpdateInterval(0);
        stream->setIdleTimeout(m_options.requestTimeoutMs);
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
        return t.error.isEmpty() ? Tr::tr("The request did not finish.") : t.error;
    return QString();
}

void ValidationLadder::runHealth(const QJsonObject &p)
{
    const int timeout = int(p.value(QStringLiteral("timeout_s")).toDouble(10) * 1000);
    auto *get = new HttpGet(m_nam, m_options.endpoint, QStringLiteral("/health"), timeout, this);
    m_inFlight.append(get);
    const quint64 generation = m_generation;
    connect(get, &HttpGet::finished, this, [this, generation](const HttpResult &r) {
        if (generation != m_generation)
            return;
        const QJsonObject data { { QStringLiteral("status"), r.status } };
        if (r.status == 200) {
            finishStep(Verdict::Pass, Tr::tr("/health answered 200 in %1 ms.").arg(qRound(r.seconds * 1000)),
                       data);
            return;
        }
        m_serverDown = true;
        if (!r.error.isEmpty()) {
            finishStep(Verdict::Fail, r.error, data);
            return;
        }
        const QString message = errorBodyMessage(r.body);
        finishStep(Verdict::Fail,
                   message.isEmpty() ? Tr::tr("/health answered %1.").arg(r.status)
                                     : Tr::tr("/health answered %1: %2").arg(r.status).arg(message),
                   data);
    });
    get->start();
}

void ValidationLadder::runModels(const QJsonObject &p)
{
    auto *get = new HttpGet(m_nam, m_options.endpoint, QStringLiteral("/v1/models"), 15'000, this);
    m_inFlight.append(get);
    const quint64 generation = m_generation;
    const QString expected = p.value(QStringLiteral("expect_model")).toString(m_options.model).isEmpty()
        ? m_options.model
        : p.value(QStringLiteral("expect_model")).toString();
    connect(get, &HttpGet::finished, this, [this, generation, expected](const HttpResult &r) {
        if (generation != m_generation)
            return;
        if (!r.error.isEmpty() || r.status != 200) {
            const QString why = r.error.isEmpty()
                ? Tr::tr("HTTP %1 %2").arg(r.status).arg(errorBodyMessage(r.body))
                : r.error;
            finishStep(Verdict::Fail, Tr::tr("/v1/models did not answer: %1").arg(why.trimmed()));
            return;
        }
        const ModelList list = parseModelList(r.body);
        if (!list.isValid()) {
            finishStep(Verdict::Fail, list.error);
            return;
        }
        const QJsonObject data { { QStringLiteral("models"), QJsonArray::fromStringList(list.ids) } };
        if (list.ids.isEmpty()) {
            finishStep(Verdict::Fail, Tr::tr("/v1/models lists no model."), data);
            return;
        }
        if (!expected.isEmpty() && !list.ids.contains(expected)) {
            finishStep(Verdict::Fail,
                       Tr::tr("/v1/models lists %1, not the expected %2.")
                           .arg(list.ids.join(QStringLiteral(", ")), quoted(expected)),
                       data);
            return;
        }
        if (m_options.model.isEmpty()) {
            m_options.model = list.ids.first();
            m_report.model = m_options.model;
        }
        finishStep(Verdict::Pass, Tr::tr("/v1/models lists %1.").arg(list.ids.join(QStringLiteral(", "))),
                   data);
    });
    get->start();
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
            finishStep(Verdict::Fail, f, turnData(t));
            return;
        }
        if (!expect.match(t.answer).hasMatch()) {
            finishStep(Verdict::Fail,
                       t.answer.trimmed().isEmpty()
                           ? Tr::tr("The answer was empty (finish reason %1, %2 reasoning chars).")
                                 .arg(t.finishReason)
                                 .arg(t.reasoningChars())
                           : Tr::tr("The answer %1 does not match %2.")
                                 .arg(quoted(t.answer), quoted(expect.pattern())),
                       turnData(t));
            return;
        }
        finishStep(Verdict::Pass,
                   Tr::tr("Answered %1 in %2 (TTFT %3 ms, %4 tokens).")
                       .arg(quoted(t.answer), secs(t.e2elSeconds))
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
            finishStep(Verdict::Fail, f, turnData(t));
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
            finishStep(Verdict::Fail, Tr::tr("Failed: %1.").arg(problems.join(QStringLiteral("; "))),
                       turnData(t));
            return;
        }
        finishStep(
            Verdict::Pass,
            Tr::tr("%1 reasoning chars, a code block with a function, finish reason %2, %3 tokens in %4.")
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
                    finishStep(Verdict::Fail, f, turnData(t));
                    return;
                }
            }
            if (turns.size() < repeats) {
                finishStep(Verdict::Fail,
                           Tr::tr("Only %1 of %2 requests finished.").arg(turns.size()).arg(repeats));
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
                       Tr::tr("%1 runs at temperature 0 gave the same %2 characters.")
                           .arg(turns.size())
                           .arg(turns.first().answer.size()),
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
        QString firstBad;
        for (qsizetype i = 0; i < turns.size(); ++i) {
            const ChatTurn &t = turns[i];
            QString why = failureOf(t);
            if (why.isEmpty() && !expect.match(t.answer).hasMatch())
                why = Tr::tr("answer %1 does not match").arg(quoted(t.answer, 80));
            if (why.isEmpty())
                ++passed;
            else if (firstBad.isEmpty())
                firstBad = Tr::tr("run %1: %2").arg(i + 1).arg(why);
        }
        const QJsonObject data { { QStringLiteral("passed"), passed },
                                 { QStringLiteral("repeats"), repeats } };
        if (passed == repeats)
            finishStep(Verdict::Pass, Tr::tr("%1 of %2 runs passed.").arg(passed).arg(repeats), data);
        else
            finishStep(Verdict::Fail,
                       Tr::tr("%1 of %2 runs passed; %3.").arg(passed).arg(repeats).arg(firstBad), data);
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
            finishStep(Verdict::Fail, f, data);
            return;
        }
        const qint64 n = t.outputTokens();
        if (n < minTokens) {
            finishStep(Verdict::Fail,
                       Tr::tr("Only %1 tokens (at least %2 expected), finish reason %3.")
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
                   Tr::tr("%1 tokens in %2 at %3 tok/s, %4% repeated 4-word sequences.")
                       .arg(n)
                       .arg(secs(t.e2elSeconds))
                       .arg(QString::number(t.decodeTokensPerSecond(), 'f', 1))
                       .arg(qRound(score * 100)),
                   data);
    });
}

void ValidationLadder::runReasoningParser(const QJsonObject &p)
{
    auto judge = [this](const QList<ChatTurn> &turns) {
        int withReasoning = 0;
        for (const ChatTurn &t : turns) {
            if (t.state != TurnState::Finished)
                continue;
            const bool leaked = t.reasoningInline || t.answer.contains(QStringLiteral("<think>"))
                || t.answer.contains(QStringLiteral("</think>"));
            if (leaked) {
                finishStep(Verdict::Fail,
                           Tr::tr("Reasoning arrives inside the content as <think>…</think> (prompt %1): the "
                                  "server has no "
                                  "reasoning parser set.")
                               .arg(quoted(t.userMessage, 60)),
                           turnData(t));
                return;
            }
            if (!t.reasoning.trimmed().isEmpty()) {
                ++withReasoning;
                if (t.answer.trimmed().isEmpty() && t.finishReason == QLatin1String("stop")) {
                    finishStep(Verdict::Fail,
                               Tr::tr("Reasoning arrived but the content is empty (prompt %1): the parser "
                                      "swallowed the answer.")
                                   .arg(quoted(t.userMessage, 60)),
                               turnData(t));
                    return;
                }
            }
        }
        finishStep(Verdict::Pass,
                   Tr::tr("%1 answers checked: no <think> in content; %2 carried separate reasoning.")
                       .arg(turns.size())
                       .arg(withReasoning),
                   QJsonObject { { QStringLiteral("checked"), turns.size() },
                                 { QStringLiteral("with_reasoning"), withReasoning } });
    };
    if (!m_turns.isEmpty()) {
        judge(m_turns);
        return;
    }
    QJsonObject q = p;
    if (!q.contains(QStringLiteral("prompt")))
        q.insert(QStringLiteral("prompt"), presetPrimePrompt());
    chat(q, 1, judge);
}

void ValidationLadder::runMemoryBaseline(const QJsonObject &p)
{
    if (!m_options.gpuMemoryUsedMiB) {
        finishStep(Verdict::Skip, Tr::tr("No GPU memory readings are available for this host."));
        return;
    }
    if (std::isnan(m_memoryBaseline)) {
        finishStep(Verdict::Skip, Tr::tr("GPU memory was unknown when the ladder started."));
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
    const double baseline = m_options.decodeBaseline;
    chat(p, 1, [this, tolerance, baseline](const QList<ChatTurn> &turns) {
        const ChatTurn &t = turns.first();
        QJsonObject data = turnData(t);
        data.remove(QStringLiteral("answer"));
        if (const QString f = failureOf(t); !f.isEmpty()) {
            finishStep(Verdict::Fail, f, data);
            return;
        }
        const double measured = t.decodeTokensPerSecond();
        if (measured <= 0) {
            finishStep(Verdict::Error,
                       Tr::tr("Decode speed could not be measured (%1 tokens).").arg(t.outputTokens()), data);
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
