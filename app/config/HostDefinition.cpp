// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HostDefinition.h"

#include "EngineProfile.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ic {

namespace {
/// "auto, vllm, sglang, …": what an engine field may say.
QString knownEngineIds()
{
    QStringList ids { QStringLiteral("auto") };
    for (const EngineProfile &p : engineProfiles())
        ids << p.id;
    return ids.join(QStringLiteral(", "));
}
} // namespace

QJsonObject HostDefinition::toJson() const
{
    QJsonObject o;
    o[QLatin1String("name")] = name;
    o[QLatin1String("target")] = target;
    o[QLatin1String("unit")] = unit;
    o[QLatin1String("apiPort")] = int(apiPort);
    if (!apiKey.isEmpty())
        o[QLatin1String("apiKey")] = apiKey;
    o[QLatin1String("engine")] = engine.isEmpty() ? QStringLiteral("auto") : engine;
    if (!group.isEmpty())
        o[QLatin1String("group")] = group;
    if (!tags.isEmpty())
        o[QLatin1String("tags")] = QJsonArray::fromStringList(tags);
    QJsonObject tools;
    tools[QLatin1String("nvidia-smi")] = nvidiaSmiCommand;
    tools[QLatin1String("systemctl")] = systemctlCommand;
    tools[QLatin1String("journalctl")] = journalctlCommand;
    tools[QLatin1String("ps")] = psCommand;
    tools[QLatin1String("df")] = dfCommand;
    tools[QLatin1String("ss")] = ssCommand;
    // The autopsy's tools are written only when changed, so existing files stay as they were.
    const HostDefinition defaults;
    if (pySpyCommand != defaults.pySpyCommand)
        tools[QLatin1String("py-spy")] = pySpyCommand;
    if (catCommand != defaults.catCommand)
        tools[QLatin1String("cat")] = catCommand;
    if (dmesgCommand != defaults.dmesgCommand)
        tools[QLatin1String("dmesg")] = dmesgCommand;
    tools[QLatin1String("privilege")] = privilegePrefix;
    if (!pythonCommand.isEmpty())
        tools[QLatin1String("python")] = pythonCommand;
    o[QLatin1String("tools")] = tools;
    if (stuckAfterSeconds > 0)
        o[QLatin1String("liveness")]
            = QJsonObject { { QLatin1String("stuckAfterSeconds"), stuckAfterSeconds } };
    if (!prometheusGpu.isEmpty() || !prometheusEngine.isEmpty()) {
        QJsonObject prometheus;
        if (!prometheusGpu.isEmpty())
            prometheus[QLatin1String("gpu")] = prometheusGpu;
        if (!prometheusEngine.isEmpty())
            prometheus[QLatin1String("engine")] = prometheusEngine;
        o[QLatin1String("prometheus")] = prometheus;
    }
    return o;
}

HostDefinition HostDefinition::fromJson(const QJsonObject &o, QString *error)
{
    HostDefinition h;
    h.name = o.value(QLatin1String("name")).toString();
    h.target = o.value(QLatin1String("target")).toString(h.target);
    h.unit = o.value(QLatin1String("unit")).toString(h.unit);
    const int port = o.value(QLatin1String("apiPort")).toInt(h.apiPort);
    h.apiKey = o.value(QLatin1String("apiKey")).toString();
    bool engineOk = true;
    h.engine = canonicalEngineId(o.value(QLatin1String("engine")).toString(), &engineOk);
    h.group = o.value(QLatin1String("group")).toString();
    for (const auto &t : o.value(QLatin1String("tags")).toArray())
        h.tags << t.toString();
    const QJsonObject tools = o.value(QLatin1String("tools")).toObject();
    h.nvidiaSmiCommand = tools.value(QLatin1String("nvidia-smi")).toString(h.nvidiaSmiCommand);
    h.systemctlCommand = tools.value(QLatin1String("systemctl")).toString(h.systemctlCommand);
    h.journalctlCommand = tools.value(QLatin1String("journalctl")).toString(h.journalctlCommand);
    h.psCommand = tools.value(QLatin1String("ps")).toString(h.psCommand);
    h.dfCommand = tools.value(QLatin1String("df")).toString(h.dfCommand);
    h.ssCommand = tools.value(QLatin1String("ss")).toString(h.ssCommand);
    h.pySpyCommand = tools.value(QLatin1String("py-spy")).toString(h.pySpyCommand);
    h.catCommand = tools.value(QLatin1String("cat")).toString(h.catCommand);
    h.dmesgCommand = tools.value(QLatin1String("dmesg")).toString(h.dmesgCommand);
    h.privilegePrefix = tools.value(QLatin1String("privilege")).toString(h.privilegePrefix);
    h.pythonCommand = tools.value(QLatin1String("python")).toString();
    const QJsonObject prometheus = o.value(QLatin1String("prometheus")).toObject();
    h.prometheusGpu = prometheus.value(QLatin1String("gpu")).toString();
    h.prometheusEngine = prometheus.value(QLatin1String("engine")).toString();
    const QJsonValue stuck
        = o.value(QLatin1String("liveness")).toObject().value(QLatin1String("stuckAfterSeconds"));
    const bool stuckOk = stuck.isUndefined() || (stuck.isDouble() && stuck.toDouble() > 0);
    if (stuckOk && stuck.isDouble())
        h.stuckAfterSeconds = stuck.toDouble();

    if (error) {
        error->clear();
        if (h.name.trimmed().isEmpty())
            *error = QCoreApplication::translate("ic::HostDefinition", "A host needs a name.");
        else if (port <= 0 || port > 65535)
            *error = QCoreApplication::translate("ic::HostDefinition",
                                                 "Host “%1”: the API port %2 is not a TCP port.")
                         .arg(h.name)
                         .arg(port);
        else if (!engineOk)
            *error = QCoreApplication::translate("ic::HostDefinition",
                                                 "Host “%1”: unknown engine “%2” (known: %3).")
                         .arg(h.name, o.value(QLatin1String("engine")).toString(), knownEngineIds());
        else if (!stuckOk)
            *error
                = QCoreApplication::translate(
                      "ic::HostDefinition", "Host “%1”: liveness.stuckAfterSeconds must be a number above 0.")
                      .arg(h.name);
    }
    if (port > 0 && port <= 65535)
        h.apiPort = quint16(port);
    return h;
}

} // namespace ic
