// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimState.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRandomGenerator>
#include <QSaveFile>

namespace ic {

namespace {

struct ScenarioName {
    SimScenario scenario;
    const char *id;
};

constexpr ScenarioName kScenarios[] = {
    { SimScenario::Healthy, "healthy" },
    { SimScenario::CrashFlashinferMismatch, "crash-flashinfer-mismatch" },
    { SimScenario::Oom, "oom" },
    { SimScenario::Hang, "hang" },
    { SimScenario::Slow, "slow" },
    { SimScenario::HangGraphCapture, "hang-graph-capture" },
    { SimScenario::HangNccl, "hang-nccl" },
};

struct FieldName {
    SimReasoningField field;
    const char *id;
};

constexpr FieldName kFields[] = {
    { SimReasoningField::Reasoning, "reasoning" },
    { SimReasoningField::ReasoningContent, "reasoning_content" },
    { SimReasoningField::InlineThink, "inline-think" },
};

QString hexString(const QByteArray &b)
{
    return QString::fromLatin1(b);
}

} // namespace

QString simScenarioId(SimScenario scenario)
{
    for (const auto &s : kScenarios) {
        if (s.scenario == scenario)
            return QString::fromLatin1(s.id);
    }
    return {};
}

bool simScenarioFromId(const QString &id, SimScenario *scenario)
{
    for (const auto &s : kScenarios) {
        if (id == QLatin1String(s.id)) {
            *scenario = s.scenario;
            return true;
        }
    }
    return false;
}

QString simReasoningFieldId(SimReasoningField field)
{
    for (const auto &f : kFields) {
        if (f.field == field)
            return QString::fromLatin1(f.id);
    }
    return {};
}

bool simReasoningFieldFromId(const QString &id, SimReasoningField *field)
{
    for (const auto &f : kFields) {
        if (id == QLatin1String(f.id)) {
            *field = f.field;
            return true;
        }
    }
    return false;
}

QByteArray randomHex32()
{
    QByteArray raw(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(raw.data()), 4);
    return raw.toHex();
}

QByteArray SimState::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("inference-console-simhost/1"));
    o.insert(QStringLiteral("scenario"), simScenarioId(scenario));
    o.insert(QStringLiteral("gpus"), gpus);
    o.insert(QStringLiteral("timeScale"), timeScale);
    o.insert(QStringLiteral("seed"), QString::number(seed));
    o.insert(QStringLiteral("port"), port);
    o.insert(QStringLiteral("model"), model);
    o.insert(QStringLiteral("unit"), unit);
    o.insert(QStringLiteral("hostname"), hostname);
    o.insert(QStringLiteral("ownerPid"), ownerPid);
    o.insert(QStringLiteral("bootId"), hexString(bootId));
    o.insert(QStringLiteral("machineId"), hexString(machineId));
    o.insert(QStringLiteral("journalSeqnumId"), hexString(journalSeqnumId));
    o.insert(QStringLiteral("bootMs"), bootMs);
    o.insert(QStringLiteral("reasoningField"), simReasoningFieldId(reasoningField));
    o.insert(QStringLiteral("decodeRate"), decodeRate);
    o.insert(QStringLiteral("wrongAnswers"), wrongAnswers);
    o.insert(QStringLiteral("leakReasoning"), leakReasoning);
    o.insert(QStringLiteral("leakMemory"), leakMemory);
    o.insert(QStringLiteral("nondeterministic"), nondeterministic);
    o.insert(QStringLiteral("slowDecode"), slowDecode);
    o.insert(QStringLiteral("streamErrorAfter"), streamErrorAfter);
    o.insert(QStringLiteral("streamCutAfter"), streamCutAfter);
    o.insert(QStringLiteral("leftoverGpu"), leftoverGpu);
    o.insert(QStringLiteral("ansiPrefixes"), ansiPrefixes);
    o.insert(QStringLiteral("apiKey"), apiKey);
    if (!wedgedInvocation.isEmpty())
        o.insert(QStringLiteral("wedgedInvocation"), hexString(wedgedInvocation));
    QJsonObject packages;
    for (auto it = packageOverrides.cbegin(); it != packageOverrides.cend(); ++it)
        packages.insert(it.key(), it.value());
    o.insert(QStringLiteral("packageOverrides"), packages);
    o.insert(QStringLiteral("diskSizeGiB"), diskSizeGiB);
    o.insert(QStringLiteral("diskFreeGiB"), diskFreeGiB);
    o.insert(QStringLiteral("shmGiB"), shmGiB);
    o.insert(QStringLiteral("portTakenBy"), portTakenBy);
    o.insert(QStringLiteral("pySpy"), pySpy);
    o.insert(QStringLiteral("kernelXid"), kernelXid);
    o.insert(QStringLiteral("kernelLogDenied"), kernelLogDenied);
    o.insert(QStringLiteral("hangingTools"), QJsonArray::fromStringList(hangingTools));
    o.insert(QStringLiteral("loadedUnitCat"), QString::fromUtf8(loadedUnitCat));
    o.insert(QStringLiteral("loadedExecStart"), loadedExecStart);
    QJsonArray invs;
    for (const SimInvocation &inv : invocations) {
        QJsonObject i;
        i.insert(QStringLiteral("id"), hexString(inv.id));
        i.insert(QStringLiteral("startMs"), inv.startMs);
        i.insert(QStringLiteral("stopMs"), inv.stopMs);
        i.insert(QStringLiteral("mainPid"), inv.mainPid);
        if (inv.pinned) {
            i.insert(QStringLiteral("scenario"), simScenarioId(inv.scenario));
            i.insert(QStringLiteral("timeScale"), inv.timeScale);
            i.insert(QStringLiteral("seed"), QString::number(inv.seed));
            i.insert(QStringLiteral("gpus"), inv.gpus);
            i.insert(QStringLiteral("port"), inv.port);
            i.insert(QStringLiteral("model"), inv.model);
            if (!inv.execStart.isEmpty())
                i.insert(QStringLiteral("execStart"), inv.execStart);
        }
        invs.append(i);
    }
    o.insert(QStringLiteral("invocations"), invs);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

SimState SimState::fromJson(const QByteArray &json, QString *error)
{
    SimState s;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    const QJsonObject o = doc.object();
    if (doc.isNull()
        || o.value(QStringLiteral("format")).toString() != QLatin1String("inference-console-simhost/1")) {
        if (error)
            *error = QStringLiteral("not a simulated host's state file");
        return s;
    }
    simScenarioFromId(o.value(QStringLiteral("scenario")).toString(), &s.scenario);
    s.gpus = o.value(QStringLiteral("gpus")).toInt(8);
    s.timeScale = o.value(QStringLiteral("timeScale")).toDouble(40.0);
    s.seed = o.value(QStringLiteral("seed")).toString().toULongLong();
    s.port = quint16(o.value(QStringLiteral("port")).toInt(8000));
    s.model = o.value(QStringLiteral("model")).toString(s.model);
    s.unit = o.value(QStringLiteral("unit")).toString(s.unit);
    s.hostname = o.value(QStringLiteral("hostname")).toString(s.hostname);
    s.ownerPid = o.value(QStringLiteral("ownerPid")).toInteger();
    s.bootId = o.value(QStringLiteral("bootId")).toString().toLatin1();
    s.machineId = o.value(QStringLiteral("machineId")).toString().toLatin1();
    s.journalSeqnumId = o.value(QStringLiteral("journalSeqnumId")).toString().toLatin1();
    s.bootMs = o.value(QStringLiteral("bootMs")).toInteger();
    simReasoningFieldFromId(o.value(QStringLiteral("reasoningField")).toString(), &s.reasoningField);
    s.decodeRate = o.value(QStringLiteral("decodeRate")).toDouble(61.0);
    s.wrongAnswers = o.value(QStringLiteral("wrongAnswers")).toBool();
    s.leakReasoning = o.value(QStringLiteral("leakReasoning")).toBool();
    s.leakMemory = o.value(QStringLiteral("leakMemory")).toBool();
    s.nondeterministic = o.value(QStringLiteral("nondeterministic")).toBool();
    s.slowDecode = o.value(QStringLiteral("slowDecode")).toBool();
    s.streamErrorAfter = o.value(QStringLiteral("streamErrorAfter")).toInt(-1);
    s.streamCutAfter = o.value(QStringLiteral("streamCutAfter")).toInt(-1);
    s.leftoverGpu = o.value(QStringLiteral("leftoverGpu")).toInt(-1);
    s.ansiPrefixes = o.value(QStringLiteral("ansiPrefixes")).toBool();
    s.apiKey = o.value(QStringLiteral("apiKey")).toString();
    s.wedgedInvocation = o.value(QStringLiteral("wedgedInvocation")).toString().toLatin1();
    const QJsonObject packages = o.value(QStringLiteral("packageOverrides")).toObject();
    for (auto it = packages.begin(); it != packages.end(); ++it)
        s.packageOverrides.insert(it.key(), it.value().toString());
    s.diskSizeGiB = o.value(QStringLiteral("diskSizeGiB")).toDouble(s.diskSizeGiB);
    s.diskFreeGiB = o.value(QStringLiteral("diskFreeGiB")).toDouble(s.diskFreeGiB);
    s.shmGiB = o.value(QStringLiteral("shmGiB")).toDouble(s.shmGiB);
    s.portTakenBy = o.value(QStringLiteral("portTakenBy")).toString();
    s.pySpy = o.value(QStringLiteral("pySpy")).toInt(-1);
    s.kernelXid = o.value(QStringLiteral("kernelXid")).toBool();
    s.kernelLogDenied = o.value(QStringLiteral("kernelLogDenied")).toBool();
    for (const QJsonValue &t : o.value(QStringLiteral("hangingTools")).toArray())
        s.hangingTools << t.toString();
    s.loadedUnitCat = o.value(QStringLiteral("loadedUnitCat")).toString().toUtf8();
    s.loadedExecStart = o.value(QStringLiteral("loadedExecStart")).toString();
    const QJsonArray invs = o.value(QStringLiteral("invocations")).toArray();
    for (const QJsonValue &v : invs) {
        const QJsonObject i = v.toObject();
        SimInvocation inv;
        inv.id = i.value(QStringLiteral("id")).toString().toLatin1();
        inv.startMs = i.value(QStringLiteral("startMs")).toInteger();
        inv.stopMs = i.value(QStringLiteral("stopMs")).toInteger();
        inv.mainPid = i.value(QStringLiteral("mainPid")).toInteger();
        inv.pinned = simScenarioFromId(i.value(QStringLiteral("scenario")).toString(), &inv.scenario);
        inv.timeScale = i.value(QStringLiteral("timeScale")).toDouble(s.timeScale);
        inv.seed = i.contains(QStringLiteral("seed"))
            ? i.value(QStringLiteral("seed")).toString().toULongLong()
            : s.seed;
        inv.gpus = i.value(QStringLiteral("gpus")).toInt(s.gpus);
        inv.port = quint16(i.value(QStringLiteral("port")).toInt(s.port));
        inv.model = i.value(QStringLiteral("model")).toString(s.model);
        inv.execStart = i.value(QStringLiteral("execStart")).toString();
        s.invocations.append(inv);
    }
    if (error)
        error->clear();
    return s;
}

bool SimState::hasPySpy() const
{
    if (pySpy >= 0)
        return pySpy > 0;
    const SimScenario s = current() && current()->pinned ? current()->scenario : scenario;
    return s == SimScenario::HangGraphCapture || s == SimScenario::HangNccl;
}

SimInvocation SimState::newInvocation(qint64 startMs) const
{
    SimInvocation inv;
    inv.id = randomHex32();
    inv.startMs = startMs;
    inv.pinned = true;
    inv.scenario = scenario;
    inv.timeScale = timeScale;
    inv.seed = seed;
    inv.gpus = gpus;
    inv.port = port;
    inv.model = model;
    inv.execStart = loadedExecStart;
    return inv;
}

SimState SimState::forInvocation(const SimInvocation &invocation) const
{
    SimState s = *this;
    if (!invocation.pinned)
        return s;
    s.scenario = invocation.scenario;
    s.timeScale = invocation.timeScale > 0 ? invocation.timeScale : timeScale;
    s.seed = invocation.seed;
    s.gpus = invocation.gpus > 0 ? invocation.gpus : gpus;
    s.port = invocation.port > 0 ? invocation.port : port;
    if (!invocation.model.isEmpty())
        s.model = invocation.model;
    return s;
}

SimStateStore::SimStateStore(QString directory)
    : m_directory(std::move(directory))
{
}

QString SimStateStore::stateFile() const
{
    return m_directory + QStringLiteral("/state.json");
}

bool SimStateStore::exists() const
{
    return QFile::exists(stateFile());
}

bool SimStateStore::load(SimState *state, QString *error) const
{
    QFile f(stateFile());
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(stateFile(), f.errorString());
        return false;
    }
    QString e;
    *state = SimState::fromJson(f.readAll(), &e);
    if (!e.isEmpty()) {
        *error = QStringLiteral("%1: %2").arg(stateFile(), e);
        return false;
    }
    return true;
}

bool SimStateStore::save(const SimState &state, QString *error) const
{
    if (!QDir().mkpath(m_directory)) {
        *error = QStringLiteral("cannot create %1").arg(m_directory);
        return false;
    }
    QSaveFile f(stateFile());
    if (!f.open(QIODevice::WriteOnly) || f.write(state.toJson()) < 0 || !f.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(stateFile(), f.errorString());
        return false;
    }
    return true;
}

bool SimStateStore::update(const std::function<bool(SimState &, QString *)> &change, QString *error) const
{
    QLockFile lock(m_directory + QStringLiteral("/state.lock"));
    if (!lock.tryLock(5000)) {
        *error = QStringLiteral("state directory %1 is locked").arg(m_directory);
        return false;
    }
    SimState state;
    if (!load(&state, error))
        return false;
    if (!change(state, error))
        return false;
    return save(state, error);
}

double SimStateStore::leakedMiB(const QByteArray &invocationId) const
{
    QFile f(m_directory + QStringLiteral("/leak-") + QString::fromLatin1(invocationId));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return f.readAll().trimmed().toDouble();
}

void SimStateStore::addLeakedMiB(const QByteArray &invocationId, double mib) const
{
    const double total = leakedMiB(invocationId) + mib;
    QSaveFile f(m_directory + QStringLiteral("/leak-") + QString::fromLatin1(invocationId));
    if (f.open(QIODevice::WriteOnly)) {
        f.write(QByteArray::number(total, 'f', 1));
        f.commit();
    }
}

int SimStateStore::runningRequests(const QByteArray &invocationId) const
{
    QFile f(m_directory + QStringLiteral("/busy-") + QString::fromLatin1(invocationId));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return f.readAll().trimmed().toInt();
}

void SimStateStore::setRunningRequests(const QByteArray &invocationId, int count) const
{
    QSaveFile f(m_directory + QStringLiteral("/busy-") + QString::fromLatin1(invocationId));
    if (f.open(QIODevice::WriteOnly)) {
        f.write(QByteArray::number(count));
        f.commit();
    }
}

} // namespace ic
