// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The rollout's upgrade gate: the same load probe before and after a host's restart, compared
// when the engine version changed.
#include "RolloutGate.h"

#include "chat/LoadProbe.h"
#include "chat/ValidationLadder.h"
#include "chat/steps/StepRegistry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Rollout)
};

QString figure(double tokensPerSecond)
{
    return QString::number(tokensPerSecond, 'f', 1);
}

QJsonValue orNull(double v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}
} // namespace

QString GateMeasure::versionText() const
{
    return engineTitle.isEmpty() ? version : engineTitle + u' ' + version;
}

QJsonObject GateMeasure::toJson() const
{
    return { { QStringLiteral("output_throughput"), orNull(outputTokensPerSecond) },
             { QStringLiteral("why"), why },
             { QStringLiteral("version"), version },
             { QStringLiteral("version_why"), versionWhy },
             { QStringLiteral("engine_title"), engineTitle },
             { QStringLiteral("load"), load } };
}

GateMeasure GateMeasure::fromJson(const QJsonObject &o)
{
    GateMeasure m;
    m.outputTokensPerSecond = o.value(QLatin1String("output_throughput")).toDouble(-1);
    m.why = o.value(QLatin1String("why")).toString();
    m.version = o.value(QLatin1String("version")).toString();
    m.versionWhy = o.value(QLatin1String("version_why")).toString();
    m.engineTitle = o.value(QLatin1String("engine_title")).toString();
    m.load = o.value(QLatin1String("load")).toObject();
    return m;
}

GateVerdict judgeUpgradeGate(const GateMeasure &before, const GateMeasure &after, double maxDropPercent)
{
    GateVerdict v;
    if (before.measured() && after.measured()) {
        v.hasDrop = true;
        v.dropPercent = (before.outputTokensPerSecond - after.outputTokensPerSecond)
            / before.outputTokensPerSecond * 100.0;
    }
    if (!before.measured()) {
        v.reason = Tr::tr("the load before the restart was not measured: %1").arg(before.why);
        return v;
    }
    if (!after.measured()) {
        v.reason = Tr::tr("the load after the restart was not measured: %1").arg(after.why);
        return v;
    }
    if (before.version.isEmpty()) {
        v.reason = Tr::tr("the engine version before the restart is not known: %1").arg(before.versionWhy);
        return v;
    }
    if (after.version.isEmpty()) {
        v.reason = Tr::tr("the engine version after the restart is not known: %1").arg(after.versionWhy);
        return v;
    }
    const QString change = v.dropPercent >= 0 ? Tr::tr("%1% lower").arg(v.dropPercent, 0, 'f', 1)
                                              : Tr::tr("%1% higher").arg(-v.dropPercent, 0, 'f', 1);
    const QString figures
        = Tr::tr("output throughput %1 tok/s before, %2 tok/s after (%3)")
              .arg(figure(before.outputTokensPerSecond), figure(after.outputTokensPerSecond), change);
    if (before.version == after.version) {
        v.reason = Tr::tr("engine version unchanged (%1); %2").arg(after.versionText(), figures);
        return v;
    }
    const QString versions = Tr::tr("engine %1 → %2").arg(before.versionText(), after.versionText());
    if (v.dropPercent > maxDropPercent) {
        v.verdict = Verdict::Fail;
        v.reason = Tr::tr("%1: %2, more than the %3% allowed")
                       .arg(versions, figures, QString::number(maxDropPercent));
    } else {
        v.verdict = Verdict::Pass;
        v.reason = Tr::tr("%1: %2, within the %3% allowed")
                       .arg(versions, figures, QString::number(maxDropPercent));
    }
    return v;
}

QJsonObject gateReportJson(const GateMeasure &before, const GateMeasure *after, const GateVerdict *verdict,
                           double maxDropPercent)
{
    QJsonObject o { { QStringLiteral("metric"), QStringLiteral("output_throughput") },
                    { QStringLiteral("unit"), QStringLiteral("tok/s") },
                    { QStringLiteral("before"), orNull(before.outputTokensPerSecond) },
                    { QStringLiteral("after"), after ? orNull(after->outputTokensPerSecond) : QJsonValue() },
                    { QStringLiteral("threshold_percent"), maxDropPercent },
                    { QStringLiteral("versions"),
                      QJsonObject { { QStringLiteral("before"), before.version },
                                    { QStringLiteral("after"), after ? after->version : QString() } } },
                    { QStringLiteral("probe_before"), before.toJson() } };
    o.insert(QStringLiteral("drop_percent"),
             verdict && verdict->hasDrop ? QJsonValue(verdict->dropPercent) : QJsonValue());
    if (after)
        o.insert(QStringLiteral("probe_after"), after->toJson());
    if (verdict) {
        o.insert(QStringLiteral("verdict"), verdictId(verdict->verdict));
        o.insert(QStringLiteral("reason"), verdict->reason);
    }
    return o;
}

GateProbe::GateProbe(const ChatEndpoint &endpoint, const QString &engine, const UpgradeGate &gate,
                     QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
    , m_engine(engine)
    , m_gate(gate)
{
}

GateProbe::~GateProbe() = default;

void GateProbe::start()
{
    if (m_endpoint.baseUrl.isEmpty()) {
        m_measure.why = m_measure.versionWhy = Tr::tr("no API tunnel to the host");
        QMetaObject::invokeMethod(this, &GateProbe::end, Qt::QueuedConnection);
        return;
    }
    auto *deadline = new QTimer(this);
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, this, [this] {
        const QString why = Tr::tr("the gate's run did not finish within %1 s").arg(m_gate.timeoutSeconds);
        if (m_identity) {
            m_identity->disconnect(this);
            m_identity->cancel(why, RunOutcome::TimedOut);
            m_measure.versionWhy = why;
        }
        if (m_load) {
            m_load->disconnect(this);
            m_load->stop();
        }
        m_measure.outputTokensPerSecond = -1;
        m_measure.why = why;
        end();
    });
    deadline->start(m_gate.timeoutSeconds * 1000);
    const QJsonObject gateLadder { { QStringLiteral("name"), QStringLiteral("upgrade-gate") },
                                   { QStringLiteral("steps"),
                                     QJsonArray {
                                         QJsonObject { { QStringLiteral("id"), identityStep().id } } } } };
    const Ladder ladder = Ladder::fromJson(QJsonDocument(gateLadder).toJson(QJsonDocument::Compact));
    LadderOptions o;
    o.endpoint = m_endpoint;
    o.engine = m_engine;
    m_identity = new ValidationLadder(ladder, o, this);
    connect(m_identity, &ValidationLadder::finished, this, [this](const LadderReport &report) {
        m_identity->deleteLater();
        m_measure.version = report.identity.version;
        m_measure.engineTitle = report.identity.engineTitle;
        if (m_measure.version.isEmpty())
            m_measure.versionWhy = report.steps.isEmpty() || report.steps.first().evidence.isEmpty()
                ? Tr::tr("the server did not name its version")
                : report.steps.first().evidence;
        runLoad(report.identity.model);
    });
    m_identity->start();
}

void GateProbe::runLoad(const QString &model)
{
    LoadProbeOptions o;
    o.endpoint = m_endpoint;
    o.settings.model = model;
    o.settings.engine = m_engine;
    o.settings.maxTokens = m_gate.maxTokens;
    o.settings.temperature = 0;
    o.settings.seed = m_gate.seed;
    o.settings.reasoning = ReasoningSwitch::Off;
    o.prompt = m_gate.effectivePrompt();
    o.concurrency = m_gate.concurrency;
    o.requests = m_gate.requests;
    o.limits = HttpLimits().cappedTo(qint64(m_gate.timeoutSeconds) * 1000);
    m_load = new LoadProbe(o, this);
    connect(m_load, &LoadProbe::finished, this, [this](const LoadProbeResult &r) {
        m_load->deleteLater();
        m_measure.load = r.toJson();
        const int sent = r.completed + r.failed;
        if (r.completed == 0)
            m_measure.why = Tr::tr("no request completed (%1 failed: %2)")
                                .arg(r.failed)
                                .arg(r.errors.value(0, Tr::tr("no request was sent")));
        else if (r.failed > 0)
            m_measure.why
                = Tr::tr("%1 of %2 requests failed (%3)").arg(r.failed).arg(sent).arg(r.errors.value(0));
        else if (r.outputTokensPerSecond <= 0)
            m_measure.why = Tr::tr("no output token was counted in %1 requests").arg(sent);
        else
            m_measure.outputTokensPerSecond = r.outputTokensPerSecond;
        end();
    });
    m_load->start();
}

void GateProbe::end()
{
    if (m_done)
        return;
    m_done = true;
    for (QTimer *t : findChildren<QTimer *>(Qt::FindDirectChildrenOnly))
        t->stop();
    Q_EMIT finished(m_measure);
}

} // namespace ic
