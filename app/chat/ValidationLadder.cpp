// The runner of the validation ladder and its plain-HTTP steps (health, identity, models) and the
// load step. The chat steps are in LadderChatSteps.cpp.
#include "ValidationLadder.h"

#include "chat/ChatLogging.h"
#include "chat/LoadProbe.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QTimer>

#include <cmath>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

QString quoted(const QString &text, int max = 120)
{
    return QLatin1Char('"') + bodyExcerpt(text.toUtf8(), max) + QLatin1Char('"');
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

/// A request that ended without a whole answer could not be judged: error. One that came back
/// whole but wrong is the server's fault: fail.
Verdict verdictForIncomplete(const HttpResult &r)
{
    return r.bodyCapped ? Verdict::Fail : Verdict::Error;
}

} // namespace

double totalMemoryUsedMiB(const QList<GpuSample> &tick)
{
    if (tick.isEmpty())
        return qQNaN();
    double total = 0;
    for (const GpuSample &g : tick) {
        if (std::isnan(g.memoryUsedMiB))
            return qQNaN();
        total += g.memoryUsedMiB;
    }
    return total;
}

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
        QTimer::singleShot(0, this, &ValidationLadder::finish);
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
    if (m_settleTimer)
        m_settleTimer->stop();
    if (m_index >= 0 && m_index < m_ladder.steps.size() && m_report.steps.size() == m_index) {
        finishStep(Verdict::Error,
                   Tr::tr("Interrupted (%1) after %2 s, before this step could judge anything.")
                       .arg(m_report.interruption)
                       .arg(double(m_stepClock.nsecsElapsed()) / 1e9, 0, 'f', 1),
                   QJsonObject { { QStringLiteral("interrupted"), true } });
        m_report.steps.last().interrupted = true;
    } else {
        QTimer::singleShot(0, this, &ValidationLadder::runNext);
    }
}

void ValidationLadder::finishStep(Verdict verdict, const QString &evidence, const QJsonObject &data)
{
    ++m_generation;
    const LadderStep &step = currentStep();
    StepResult r;
    r.id = step.id;
    r.verdict = verdict;
    r.required = step.required;
    r.seconds = double(m_stepClock.nsecsElapsed()) / 1e9;
    r.evidence = evidence;
    r.data = data;
    r.interrupted = m_cancelled && verdict == Verdict::Error;
    m_report.steps.append(r);
    qCDebug(lcChat) << "ladder step" << r.id << verdictId(verdict) << evidence;
    Q_EMIT stepFinished(m_index, r);
    QTimer::singleShot(0, this, &ValidationLadder::runNext);
}

void ValidationLadder::finish()
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
        finish();
        return;
    }
    const LadderStep &step = m_ladder.steps.at(m_index);
    m_stepClock.start();
    Q_EMIT stepStarted(m_index, step.id);
    if (!step.enabled) {
        finishStep(Verdict::Skip, Tr::tr("Disabled in this ladder."));
        return;
    }
    if (m_serverDown) {
        finishStep(Verdict::Skip,
                   Tr::tr("Not run: the health check did not pass (%1).").arg(m_serverDownReason));
        return;
    }
    const QJsonObject &p = step.params;
    const QString &id = step.id;
    if (id == QLatin1String("health"))
        runHealth(p);
    else if (id == QLatin1String("identity"))
        runIdentity(p);
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
    else if (id == QLatin1String("throughput-under-load"))
        runThroughputUnderLoad(p);
    else
        finishStep(Verdict::Error, Tr::tr("Unknown step %1.").arg(quoted(id)));
}

void ValidationLadder::get(const QString &path, HttpDone done)
{
    auto *request = new HttpGet(m_nam, m_options.endpoint, path, currentStep().limits, this);
    m_inFlight.append(request);
    const quint64 generation = m_generation;
    connect(request, &HttpGet::finished, this, [this, generation, done](const HttpResult &r) {
        if (generation == m_generation)
            done(r);
    });
    request->start();
}

void ValidationLadder::runHealth(const QJsonObject &)
{
    get(QStringLiteral("/health"), [this](const HttpResult &r) {
        const QJsonObject data = httpData(r);
        // Only a whole answer counts: a 200 whose body never ended, or a deadline, is no 200.
        // Qt takes a chunked body cut by a closing connection for a whole one when the server said
        // "Connection: close": a JSON body that does not parse shows the cut.
        if (r.complete() && r.status == 200 && !r.body.trimmed().isEmpty() && r.contentType.contains("json")
            && QJsonDocument::fromJson(r.body).isNull()) {
            m_serverDown = true;
            m_serverDownReason = Tr::tr("a broken answer");
            finishStep(Verdict::Fail,
                       Tr::tr("GET /health answered 200, but its JSON body is broken (cut off?): %1")
                           .arg(quoted(QString::fromUtf8(r.body.left(400)), 80)),
                       data);
            return;
        }
        if (r.complete() && r.status == 200) {
            finishStep(Verdict::Pass,
                       Tr::tr("GET /health answered 200 in %1 ms (%2 bytes).")
                           .arg(qRound(r.seconds * 1000))
                           .arg(r.body.size()),
                       data);
            return;
        }
        m_serverDown = true;
        if (!r.complete()) {
            m_serverDownReason
                = r.connectionRefused ? Tr::tr("connection refused") : Tr::tr("no whole answer");
            finishStep(verdictForIncomplete(r), r.error, data);
            return;
        }
        m_serverDownReason = Tr::tr("HTTP %1").arg(r.status);
        const QString message = errorBodyMessage(r.body);
        finishStep(
            Verdict::Fail,
            message.isEmpty()
                ? Tr::tr("GET /health answered %1.").arg(r.status)
                : Tr::tr("GET /health answered %1: %2").arg(r.status).arg(bodyExcerpt(message.toUtf8())),
            data);
    });
}

void ValidationLadder::runModels(const QJsonObject &p)
{
    const QString expected = p.value(QStringLiteral("expect_model")).toString().isEmpty()
        ? m_options.model
        : p.value(QStringLiteral("expect_model")).toString();
    get(QStringLiteral("/v1/models"), [this, expected](const HttpResult &r) {
        QJsonObject data = httpData(r);
        if (!r.complete()) {
            finishStep(verdictForIncomplete(r), r.error, data);
            return;
        }
        if (r.status != 200) {
            finishStep(
                Verdict::Fail,
                Tr::tr("GET /v1/models answered HTTP %1: %2").arg(r.status).arg(bodyExcerpt(r.body, 160)),
                data);
            return;
        }
        const ModelList list = parseModelList(r.body);
        if (!list.isValid()) {
            finishStep(Verdict::Fail,
                       Tr::tr("GET /v1/models: %1 The body begins %2.")
                           .arg(list.error, quoted(QString::fromUtf8(r.body.left(400)), 80)),
                       data);
            return;
        }
        data.insert(QStringLiteral("models"), QJsonArray::fromStringList(list.ids));
        if (list.ids.isEmpty()) {
            finishStep(Verdict::Fail, Tr::tr("GET /v1/models lists no model."), data);
            return;
        }
        if (!expected.isEmpty() && !list.ids.contains(expected)) {
            finishStep(Verdict::Fail,
                       Tr::tr("GET /v1/models lists %1, not the expected %2.")
                           .arg(list.ids.join(QStringLiteral(", ")), quoted(expected)),
                       data);
            return;
        }
        if (m_options.model.isEmpty()) {
            m_options.model = list.ids.first();
            m_report.model = m_options.model;
        }
        finishStep(Verdict::Pass,
                   Tr::tr("GET /v1/models lists %1 (%2 ms).")
                       .arg(list.ids.join(QStringLiteral(", ")))
                       .arg(qRound(r.seconds * 1000)),
                   data);
    });
}

void ValidationLadder::runIdentity(const QJsonObject &)
{
    ServerIdentity identity;
    identityNext(0, 0, identity);
}

void ValidationLadder::identityNext(int profileIndex, int sourceIndex, ServerIdentity identity)
{
    // The host's engine decides which endpoints to ask; an unknown engine tries each profile in turn.
    QList<EngineIdentityProfile> profiles;
    if (m_options.engine.isEmpty()) {
        profiles = identityProfiles();
    } else if (const auto p = identityProfile(m_options.engine)) {
        profiles << *p;
    }
    auto conclude = [this](const ServerIdentity &id) {
        QJsonObject data = id.toJson();
        const QString asked = id.evidence.join(QStringLiteral("; "));
        if (id.version.isEmpty() && id.model.isEmpty()) {
            finishStep(Verdict::Skip,
                       Tr::tr("The server named neither its version nor its model (%1).")
                           .arg(asked.isEmpty() ? Tr::tr("no engine profile says where to ask") : asked),
                       data);
            return;
        }
        m_report.identity = id;
        Q_EMIT identityRead(id);
        if (id.version.isEmpty() || id.model.isEmpty()) {
            finishStep(Verdict::Skip,
                       Tr::tr("Only part of the identity is known: %1 (%2).").arg(id.summary(), asked), data);
            return;
        }
        QStringList changed;
        if (m_options.lastKnownGood) {
            const ServerIdentity &was = m_options.lastKnownGood->identity;
            if (!was.version.isEmpty() && was.version != id.version)
                changed << Tr::tr("version %1 → %2").arg(was.version, id.version);
            if (!was.model.isEmpty() && was.model != id.model)
                changed << Tr::tr("model %1 → %2").arg(was.model, id.model);
            data.insert(QStringLiteral("last_known_good"), was.toJson());
        }
        data.insert(QStringLiteral("changed"), QJsonArray::fromStringList(changed));
        const bool failOnChange
            = currentStep().params.value(QStringLiteral("on_change")).toString() == QLatin1String("fail");
        if (!changed.isEmpty() && failOnChange) {
            finishStep(Verdict::Fail,
                       Tr::tr("%1 differs from the last known good: %2 (%3).")
                           .arg(id.summary(), changed.join(QStringLiteral(", ")), asked),
                       data);
            return;
        }
        finishStep(Verdict::Pass,
                   changed.isEmpty() ? Tr::tr("%1 (%2).").arg(id.summary(), asked)
                                     : Tr::tr("%1 (%2). Changed since the last known good: %3.")
                                           .arg(id.summary(), asked, changed.join(QStringLiteral(", "))),
                   data);
    };
    if (profileIndex >= profiles.size()) {
        conclude(identity);
        return;
    }
    const EngineIdentityProfile &profile = profiles.at(profileIndex);
    if (sourceIndex >= profile.sources.size()) {
        // This profile is done: keep what it found, or try the next engine when nothing answered.
        if (!identity.version.isEmpty() || profileIndex + 1 >= profiles.size())
            conclude(identity);
        else
            identityNext(profileIndex + 1, 0, identity);
        return;
    }
    const IdentitySource source = profile.sources.at(sourceIndex);
    if ((source.versionField.isEmpty() || !identity.version.isEmpty())
        && (source.modelField.isEmpty() || !identity.model.isEmpty())) {
        identityNext(profileIndex, sourceIndex + 1, identity); // nothing left for this source to tell
        return;
    }
    get(source.path,
        [this, profile, profileIndex, sourceIndex, source, identity](const HttpResult &r) mutable {
            if (!r.complete()) {
                // A server that does not answer whole cannot be identified: an error (a fail past the cap),
                // not a skip.
                QJsonObject data = identity.toJson();
                data.insert(QStringLiteral("request"), httpData(r));
                finishStep(verdictForIncomplete(r), r.error, data);
                return;
            }
            QString line = QStringLiteral("GET ") + source.path + QStringLiteral(" → ");
            if (r.status == 404 || r.status == 405 || r.status == 501) {
                line += QStringLiteral("HTTP ") + QString::number(r.status); // not offered by this engine
            } else if (r.status != 200) {
                finishStep(Verdict::Fail,
                           Tr::tr("GET %1 answered HTTP %2: %3")
                               .arg(source.path)
                               .arg(r.status)
                               .arg(bodyExcerpt(r.body, 160)),
                           httpData(r));
                return;
            } else if (QString::fromUtf8(r.body).toUtf8() != r.body) {
                finishStep(Verdict::Fail,
                           Tr::tr("GET %1 answered 200 with a body that is not valid UTF-8: %2")
                               .arg(source.path, quoted(QString::fromUtf8(r.body.left(400)), 80)),
                           httpData(r));
                return;
            } else {
                QJsonParseError pe;
                const QJsonDocument doc = QJsonDocument::fromJson(r.body, &pe);
                if (pe.error != QJsonParseError::NoError) {
                    finishStep(
                        Verdict::Fail,
                        Tr::tr("GET %1 answered 200 with a body that is not JSON (%2 at offset %3): %4")
                            .arg(source.path, pe.errorString())
                            .arg(pe.offset)
                            .arg(quoted(QString::fromUtf8(r.body.left(400)), 80)),
                        httpData(r));
                    return;
                } else {
                    const QJsonValue root
                        = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
                    QStringList found;
                    if (!source.versionField.isEmpty() && identity.version.isEmpty()) {
                        identity.version = jsonTextAt(root, source.versionField);
                        if (!identity.version.isEmpty())
                            found << Tr::tr("version %1").arg(quoted(identity.version, 60));
                    }
                    if (!source.modelField.isEmpty() && identity.model.isEmpty()) {
                        identity.model = jsonTextAt(root, source.modelField);
                        if (!identity.model.isEmpty())
                            found << Tr::tr("model %1").arg(quoted(identity.model, 100));
                    }
                    // Only a version proves the engine: many servers answer /v1/models.
                    if ((!identity.version.isEmpty() || !m_options.engine.isEmpty()) && !found.isEmpty()
                        && identity.engine.isEmpty()) {
                        identity.engine = profile.engine;
                        identity.engineTitle = profile.title;
                    }
                    line += found.isEmpty()
                        ? Tr::tr("200 without %1")
                              .arg(source.versionField.isEmpty() ? source.modelField : source.versionField)
                        : found.join(QStringLiteral(", "));
                }
            }
            identity.evidence << line;
            identityNext(profileIndex, sourceIndex + 1, identity);
        });
}

void ValidationLadder::runThroughputUnderLoad(const QJsonObject &p)
{
    LoadProbeOptions o;
    o.endpoint = m_options.endpoint;
    o.settings.model = m_options.model;
    o.settings.engine = m_options.engine;
    o.settings.maxTokens = p.value(QStringLiteral("max_tokens")).toInt(256);
    o.settings.temperature = p.value(QStringLiteral("temperature")).toDouble(0);
    o.settings.reasoning = ReasoningSwitch::Off;
    o.prompt = p.value(QStringLiteral("prompt"))
                   .toString(QStringLiteral("Count from 1 to 200, separated by commas."));
    o.concurrency = qBound(1, p.value(QStringLiteral("concurrency")).toInt(4), 1024);
    o.durationSeconds = qMax(1.0, p.value(QStringLiteral("seconds")).toDouble(20));
    o.limits = currentStep().limits;
    o.slo = LoadSlo::fromJson(p.value(QStringLiteral("slo")).toObject());
    const double tolerance = p.value(QStringLiteral("tolerance_percent")).toDouble(20);
    auto *probe = new LoadProbe(o, this);
    m_inFlight.append(probe);
    const quint64 generation = m_generation;
    connect(probe, &LoadProbe::finished, this,
            [this, probe, generation, tolerance, o](const LoadProbeResult &result) {
                probe->deleteLater();
                if (generation != m_generation)
                    return;
                const QJsonObject data = result.toJson();
                m_report.load = data;
                const QString figures
                    = Tr::tr(
                          "%1 streams for %2 s: %3 requests, output %4 tok/s, TTFT p50 %5 ms, TPOT p50 %6 ms")
                          .arg(o.concurrency)
                          .arg(result.durationSeconds, 0, 'f', 1)
                          .arg(result.completed)
                          .arg(result.outputTokensPerSecond, 0, 'f', 1)
                          .arg(result.ttft.p50, 0, 'f', 0)
                          .arg(result.tpot.p50, 0, 'f', 1);
                if (result.completed == 0) {
                    finishStep(result.failed > result.unanswered ? Verdict::Fail : Verdict::Error,
                               Tr::tr("No request finished under load (%1 failed): %2")
                                   .arg(result.failed)
                                   .arg(result.errors.value(0, Tr::tr("no request was sent"))),
                               data);
                    return;
                }
                if (result.failed > 0) {
                    finishStep(Verdict::Fail,
                               Tr::tr("%1 of %2 requests failed under load: %3 (%4).")
                                   .arg(result.failed)
                                   .arg(result.failed + result.completed)
                                   .arg(result.errors.value(0), figures),
                               data);
                    return;
                }
                double baseline = -1;
                if (m_options.lastKnownGood && m_options.lastKnownGood->loadConcurrency() == o.concurrency)
                    baseline = m_options.lastKnownGood->loadOutputThroughput();
                if (baseline <= 0) {
                    finishStep(Verdict::Skip,
                               Tr::tr("%1; no baseline at %2 streams in the last known good run yet.")
                                   .arg(figures)
                                   .arg(o.concurrency),
                               data);
                    return;
                }
                const double floor = baseline * (1.0 - tolerance / 100.0);
                const QString against = Tr::tr("%1; the last known good made %2 tok/s (tolerance %3%)")
                                            .arg(figures)
                                            .arg(baseline, 0, 'f', 1)
                                            .arg(qRound(tolerance));
                if (result.outputTokensPerSecond < floor)
                    finishStep(Verdict::Fail, Tr::tr("Slower under load: %1.").arg(against), data);
                else
                    finishStep(Verdict::Pass, against + QLatin1Char('.'), data);
            });
    probe->start();
}

} // namespace ic
