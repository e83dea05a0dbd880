#include "HostDefinition.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ic {

QString engineId(Engine engine)
{
    switch (engine) {
    case Engine::Auto:
        return QStringLiteral("auto");
    case Engine::Vllm:
        return QStringLiteral("vllm");
    case Engine::Sglang:
        return QStringLiteral("sglang");
    case Engine::LlamaCpp:
        return QStringLiteral("llama.cpp");
    }
    return QStringLiteral("auto");
}

Engine engineFromId(const QString &id, bool *ok)
{
    const QString lower = id.trimmed().toLower();
    if (ok)
        *ok = true;
    if (lower == QLatin1String("vllm"))
        return Engine::Vllm;
    if (lower == QLatin1String("sglang"))
        return Engine::Sglang;
    if (lower == QLatin1String("llama.cpp") || lower == QLatin1String("llamacpp")
        || lower == QLatin1String("llama-server"))
        return Engine::LlamaCpp;
    if (ok && !lower.isEmpty() && lower != QLatin1String("auto"))
        *ok = false;
    return Engine::Auto;
}

QJsonObject HostDefinition::toJson() const
{
    QJsonObject o;
    o[QLatin1String("name")] = name;
    o[QLatin1String("target")] = target;
    o[QLatin1String("unit")] = unit;
    o[QLatin1String("apiPort")] = int(apiPort);
    if (!apiKey.isEmpty())
        o[QLatin1String("apiKey")] = apiKey;
    o[QLatin1String("engine")] = engineId(engine);
    if (!group.isEmpty())
        o[QLatin1String("group")] = group;
    if (!tags.isEmpty())
        o[QLatin1String("tags")] = QJsonArray::fromStringList(tags);
    QJsonObject tools;
    tools[QLatin1String("nvidia-smi")] = nvidiaSmiCommand;
    tools[QLatin1String("systemctl")] = systemctlCommand;
    tools[QLatin1String("journalctl")] = journalctlCommand;
    tools[QLatin1String("ps")] = psCommand;
    tools[QLatin1String("privilege")] = privilegePrefix;
    if (!pythonCommand.isEmpty())
        tools[QLatin1String("python")] = pythonCommand;
    o[QLatin1String("tools")] = tools;
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
    h.engine = engineFromId(o.value(QLatin1String("engine")).toString(), &engineOk);
    h.group = o.value(QLatin1String("group")).toString();
    for (const auto &t : o.value(QLatin1String("tags")).toArray())
        h.tags << t.toString();
    const QJsonObject tools = o.value(QLatin1String("tools")).toObject();
    h.nvidiaSmiCommand = tools.value(QLatin1String("nvidia-smi")).toString(h.nvidiaSmiCommand);
    h.systemctlCommand = tools.value(QLatin1String("systemctl")).toString(h.systemctlCommand);
    h.journalctlCommand = tools.value(QLatin1String("journalctl")).toString(h.journalctlCommand);
    h.psCommand = tools.value(QLatin1String("ps")).toString(h.psCommand);
    h.privilegePrefix = tools.value(QLatin1String("privilege")).toString(h.privilegePrefix);
    h.pythonCommand = tools.value(QLatin1String("python")).toString();
    const QJsonObject prometheus = o.value(QLatin1String("prometheus")).toObject();
    h.prometheusGpu = prometheus.value(QLatin1String("gpu")).toString();
    h.prometheusEngine = prometheus.value(QLatin1String("engine")).toString();

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
            *error = QCoreApplication::translate("ic::HostDefinition", "Host “%1”: unknown engine “%2”.")
                         .arg(h.name, o.value(QLatin1String("engine")).toString());
    }
    if (port > 0 && port <= 65535)
        h.apiPort = quint16(port);
    return h;
}

} // namespace ic
