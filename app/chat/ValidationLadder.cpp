// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The runner of the validation ladder: runs the steps a ladder file picks, in its order, gives each
// the StepContext it needs (requests bounded by the step's limits, what earlier steps found) and
// collects their verdicts into the report. The steps are in chat/steps/, one file each.
#include "ValidationLadder.h"

#include "chat/ChatLogging.h"
#include "chat/ChatStream.h"
#include "chat/steps/StepEvidence.h"
#include "chat/steps/StepRegistry.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QTimer>

#include <memory>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};
} // namespace

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
    m_report.outcome = RunOutcome::Completed;
    m_report.interruption.clear();
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
        QTimer::singleShot(0, this, &ValidationLadder::finishRun);
        return;
    }
    QTimer::singleShot(0, this, &ValidationLadder::runNext);
}

void ValidationLadder::cancel(const QString &reason, RunOutcome outcome)
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    m_report.outcome = outcome == RunOutcome::Completed ? RunOutcome::Interrupted : outcome;
    m_report.interruption = reason.isEmpty() ? Tr::tr("cancelled") : reason;
    ++m_generation;
    for (const QPointer<QObject> &o : std::as_const(m_inFlight)) {
        if (o)
            o->deleteLater(); // aborts its request: the server stops generating
    }
    m_inFlight.clear();
    if (m_index >= 0 && m_index < m_ladder.steps.size() && m_report.steps.size() == m_index) {
        finish(Verdict::Error,
               Tr::tr("Interrupted (%1) after %2 s, before this step could judge anything.")
                   .arg(m_report.interruption)
                   .arg(double(m_stepClock.nsecsElapsed()) / 1e9, 0, 'f', 1),
               QJsonObject { { QStringLiteral("interrupted"), true } });
        m_report.steps.last().interrupted = true;
    } else {
        QTimer::singleShot(0, this, &ValidationLadder::runNext);
    }
}

void ValidationLadder::finish(Verdict verdict, const QString &evidence, const QJsonObject &data)
{
    if (m_index < 0 || m_index >= m_ladder.steps.size() || m_report.steps.size() != m_index)
        return; // not running a step, or this step already has its verdict
    ++m_generation;
    const LadderStep &s = step();
    StepResult r;
    r.id = s.id;
    r.verdict = verdict;
    r.required = s.required;
    r.seconds = double(m_stepClock.nsecsElapsed()) / 1e9;
    r.evidence = evidence;
    r.data = data;
    r.interrupted = m_cancelled && verdict == Verdict::Error;
    m_report.steps.append(r);
    qCDebug(lcChat) << "ladder step" << r.id << verdictId(verdict) << evidence;
    Q_EMIT stepFinished(m_index, r);
    QTimer::singleShot(0, this, &ValidationLadder::runNext);
}

void ValidationLadder::finishRun()
{
    if (!m_running)
        return;
    m_running = false;
    m_report.seconds = double(m_runClock.nsecsElapsed()) / 1e9;
    if (m_report.model.isEmpty())
        m_report.model = m_options.model;
    if (m_options.lastKnownGood)
        m_report.compareWith(*m_options.lastKnownGood);
    Q_EMIT finished(m_report);
}

void ValidationLadder::runNext()
{
    if (!m_running)
        return;
    ++m_index;
    if (m_index >= m_ladder.steps.size() || m_cancelled) {
        // Steps that never ran are reported as skipped, with why.
        for (qsizetype i = m_report.steps.size(); i < m_ladder.steps.size(); ++i) {
            StepResult r;
            r.id = m_ladder.steps[i].id;
            r.required = m_ladder.steps[i].required;
            r.evidence = Tr::tr("Not run: the run was stopped (%1).").arg(m_report.interruption);
            m_report.steps.append(r);
        }
        finishRun();
        return;
    }
    const LadderStep &s = step();
    m_stepClock.start();
    Q_EMIT stepStarted(m_index, s.id);
    if (!s.enabled) {
        finish(Verdict::Skip, Tr::tr("Disabled in this ladder."));
        return;
    }
    if (m_serverDown) {
        finish(Verdict::Skip,
               m_serverDownByHealth
                   ? Tr::tr("Not run: the health check did not pass (%1).").arg(m_serverDownReason)
                   : Tr::tr("Not run: %1").arg(m_serverDownReason));
        return;
    }
    const StepType *type = stepType(s.id);
    if (!type) {
        finish(Verdict::Error, Tr::tr("Unknown step %1.").arg(evidence::quoted(s.id)));
        return;
    }
    type->run(*this);
}

void ValidationLadder::setModel(const QString &model)
{
    m_options.model = model;
    m_report.model = model;
}

void ValidationLadder::setIdentity(const ServerIdentity &identity)
{
    m_report.identity = identity;
    Q_EMIT identityRead(identity);
}

void ValidationLadder::setServerDown(const QString &reason)
{
    m_serverDown = true;
    m_serverDownReason = reason;
    m_serverDownByHealth = step().id == healthStep().id;
}

void ValidationLadder::track(QObject *job)
{
    m_inFlight.append(job);
}

std::function<bool()> ValidationLadder::stillRunning() const
{
    const quint64 generation = m_generation;
    const QPointer<ValidationLadder> self(const_cast<ValidationLadder *>(this));
    return [self, generation] { return self && self->m_generation == generation; };
}

void ValidationLadder::get(const QString &path, HttpDone done)
{
    auto *request = new HttpGet(m_nam, m_options.endpoint, path, step().limits, this);
    m_inFlight.append(request);
    const quint64 generation = m_generation;
    connect(request, &HttpGet::finished, this, [this, generation, done](const HttpResult &r) {
        if (generation == m_generation)
            done(r);
    });
    request->start();
}

void ValidationLadder::chat(const QJsonObject &p, int repeats, TurnsDone done, double temperatureOverride)
{
    const QString prompt = p.value(QStringLiteral("prompt")).toString();
    if (prompt.isEmpty()) {
        finish(Verdict::Error, Tr::tr("The step has no \"prompt\"."));
        return;
    }
    ChatSettings s;
    s.model = m_options.model;
    s.engine = m_options.engine;
    s.reasoning = evidence::reasoningParam(p);
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
        auto *stream = new ChatStream(m_nam, m_options.endpoint, body, step().limits, prompt, this);
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

} // namespace ic
