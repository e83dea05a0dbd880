// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimNvidiaSmi.h"

#include "SimHostTools.h"

#include "SimTimeline.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QLocale>
#include <QRandomGenerator>

#include <cmath>
#include <functional>
#include <optional>

namespace ic {

namespace {

constexpr double kTotalMiB = 97887;
constexpr double kReservedMiB = 583;
constexpr double kLeftoverMiB = 4216;
constexpr qint64 kLeftoverPid = 3187;
const char *const kGpuName = "NVIDIA RTX PRO 6000 Blackwell Server Edition";
constexpr int kBusIds[] = { 0x18, 0x2a, 0x3a, 0x5d, 0x9a, 0xab, 0xba, 0xdb };

struct Sample {
    int index = 0;
    qint64 nowMs = 0;
    double memUsed = 0;
    double util = 0;
    bool busy = false;
    const SimState *state = nullptr;
};

// Seeded noise that every invocation reproduces for the same card and second.
double noise(const SimState &s, int gpu, qint64 nowMs, int salt)
{
    QRandomGenerator r(quint32(s.seed * 2654435761u) ^ quint32(gpu * 97 + salt * 7919)
                       ^ quint32(nowMs / 1000));
    return r.generateDouble();
}

QByteArray uuid(const SimState &s, int gpu)
{
    const QByteArray h
        = QCryptographicHash::hash(QByteArray(s.machineId + QByteArray::number(gpu)), QCryptographicHash::Md5)
              .toHex();
    return "GPU-" + h.mid(0, 8) + '-' + h.mid(8, 4) + '-' + h.mid(12, 4) + '-' + h.mid(16, 4) + '-'
        + h.mid(20, 12);
}

QByteArray busId(int gpu)
{
    const int bus = kBusIds[gpu % 8] + gpu / 8;
    return "00000000:" + QByteArray::number(bus, 16).toUpper().rightJustified(2, '0') + ":00.0";
}

struct Field {
    const char *name; ///< canonical, as the header prints it
    const char *alias1;
    const char *alias2;
    const char *unit; ///< header unit and value suffix; nullptr for none
    std::function<QByteArray(const Sample &)> value;
};

QByteArray num(double v, int decimals = 0)
{
    return QByteArray::number(v, 'f', decimals);
}

const QList<Field> &gpuFields()
{
    static const QList<Field> fields = {
        { "timestamp", nullptr, nullptr, nullptr,
          [](const Sample &s) -> QByteArray {
              return QDateTime::fromMSecsSinceEpoch(s.nowMs)
                  .toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"))
                  .toLatin1();
          } },
        { "driver_version", nullptr, nullptr, nullptr,
          [](const Sample &) -> QByteArray { return QByteArray("580.95.05"); } },
        { "count", nullptr, nullptr, nullptr,
          [](const Sample &s) -> QByteArray { return QByteArray::number(s.state->gpus); } },
        { "name", "gpu_name", nullptr, nullptr,
          [](const Sample &) -> QByteArray { return QByteArray(kGpuName); } },
        { "serial", "gpu_serial", nullptr, nullptr,
          [](const Sample &s) -> QByteArray {
              return "1795024" + QByteArray::number(100300 + s.index * 17);
          } },
        { "uuid", "gpu_uuid", nullptr, nullptr,
          [](const Sample &s) -> QByteArray { return uuid(*s.state, s.index); } },
        { "pci.bus_id", "gpu_bus_id", nullptr, nullptr,
          [](const Sample &s) -> QByteArray { return busId(s.index); } },
        { "index", nullptr, nullptr, nullptr,
          [](const Sample &s) -> QByteArray { return QByteArray::number(s.index); } },
        { "vbios_version", nullptr, nullptr, nullptr,
          [](const Sample &) -> QByteArray { return QByteArray("98.02.52.00.02"); } },
        { "persistence_mode", nullptr, nullptr, nullptr,
          [](const Sample &) -> QByteArray { return QByteArray("Enabled"); } },
        { "compute_mode", nullptr, nullptr, nullptr,
          [](const Sample &) -> QByteArray { return QByteArray("Default"); } },
        { "fan.speed", nullptr, nullptr, "%",
          [](const Sample &) -> QByteArray { return QByteArray("[N/A]"); } },
        { "pstate", nullptr, nullptr, nullptr,
          [](const Sample &s) -> QByteArray { return QByteArray(s.memUsed > 100 ? "P0" : "P8"); } },
        { "memory.total", nullptr, nullptr, "MiB",
          [](const Sample &) -> QByteArray { return num(kTotalMiB); } },
        { "memory.reserved", nullptr, nullptr, "MiB",
          [](const Sample &) -> QByteArray { return num(kReservedMiB); } },
        { "memory.used", nullptr, nullptr, "MiB",
          [](const Sample &s) -> QByteArray { return num(s.memUsed); } },
        { "memory.free", nullptr, nullptr, "MiB",
          [](const Sample &s) -> QByteArray { return num(kTotalMiB - kReservedMiB - s.memUsed); } },
        { "utilization.gpu", nullptr, nullptr, "%",
          [](const Sample &s) -> QByteArray { return num(s.util); } },
        { "utilization.memory", nullptr, nullptr, "%",
          [](const Sample &s) -> QByteArray { return num(std::round(s.util * 0.42)); } },
        { "temperature.gpu", nullptr, nullptr, nullptr,
          [](const Sample &s) -> QByteArray {
              return num(std::round(31 + s.util * 0.38 + 3 * noise(*s.state, s.index, s.nowMs, 3)));
          } },
        { "temperature.memory", nullptr, nullptr, nullptr,
          [](const Sample &) -> QByteArray { return QByteArray("[N/A]"); } },
        { "power.draw", "power.draw.instant", nullptr, "W",
          [](const Sample &s) -> QByteArray {
              const double base = s.memUsed > 100 ? 78 : 31;
              return num(base + s.util * 4.6 + 9 * noise(*s.state, s.index, s.nowMs, 4), 2);
          } },
        { "power.limit", "enforced.power.limit", nullptr, "W",
          [](const Sample &) -> QByteArray { return QByteArray("600.00"); } },
        { "clocks.sm", "clocks.current.sm", nullptr, "MHz",
          [](const Sample &s) -> QByteArray {
              return num(s.util > 1 ? 2430 - 15 * std::round(noise(*s.state, s.index, s.nowMs, 5) * 6) : 180);
          } },
        { "clocks.mem", "clocks.current.memory", nullptr, "MHz",
          [](const Sample &s) -> QByteArray { return QByteArray(s.memUsed > 100 ? "14001" : "405"); } },
        { "clocks.max.sm", "clocks.max.sm", nullptr, "MHz",
          [](const Sample &) -> QByteArray { return QByteArray("2430"); } },
        { "mig.mode.current", nullptr, nullptr, nullptr,
          [](const Sample &) -> QByteArray { return QByteArray("Disabled"); } },
        { "mig.mode.pending", nullptr, nullptr, nullptr,
          [](const Sample &) -> QByteArray { return QByteArray("Disabled"); } },
        { "ecc.errors.uncorrected.volatile.total", nullptr, nullptr, nullptr,
          [](const Sample &) -> QByteArray { return QByteArray("0"); } },
    };
    return fields;
}

const Field *findField(const QList<Field> &fields, const QString &name)
{
    const QByteArray n = name.trimmed().toLatin1();
    for (const Field &f : fields) {
        if (n == f.name || (f.alias1 && n == f.alias1) || (f.alias2 && n == f.alias2))
            return &f;
    }
    return nullptr;
}

QByteArray notValid(const QString &field)
{
    return "Field \"" + field.toUtf8() + "\" is not a valid field to query.\n\n";
}

QByteArray headerOf(const QList<const Field *> &fs)
{
    QByteArray h;
    for (const Field *f : fs) {
        if (!h.isEmpty())
            h += ", ";
        h += f->name;
        if (f->unit)
            h += QByteArray(" [") + f->unit + ']';
    }
    return h + '\n';
}

QByteArray withUnit(const QByteArray &v, const char *unit, bool units)
{
    if (!units || !unit || v.startsWith('['))
        return v;
    return v + ' ' + unit;
}

double utilisation(const SimState &state, const SimUnitStatus &st, int running, bool wedged, int gpu,
                   qint64 nowMs)
{
    if (!st.active)
        return 0;
    const double n = noise(state, gpu, nowMs, 1);
    switch (st.phase) {
    case SimPhase::Launch:
        return 0;
    case SimPhase::Weights:
        return std::round(2 + 6 * n);
    case SimPhase::Compile:
        return std::round(gpu == 0 ? 35 + 30 * n : 20 + 25 * n);
    case SimPhase::Profiling:
        return std::round(70 + 30 * n);
    case SimPhase::CudaGraphs:
        return std::round(40 + 40 * n);
    case SimPhase::ApiServer:
        return std::round(5 * n);
    case SimPhase::Hung:
        return 100; // a rank spinning in a collective
    case SimPhase::Ready:
        // Serving keeps every rank busy; idle, the cards rest, and so do they under a wedged loop
        // (no kernel is launched while it waits).
        return running > 0 && !wedged ? std::round(86 + 14 * n) : 0;
    case SimPhase::Exited:
        return 0;
    }
    return 0;
}

} // namespace

namespace {

// Everything one sample needs, computed once for all cards.
struct HostNow {
    SimUnitStatus status;
    std::optional<SimTimeline> timeline;
    double leakedMiB = 0;
    int running = 0;
    bool wedged = false; ///< the engine's loop hangs (configure --wedge)
};

HostNow hostNow(const SimState &state, const QString &directory, qint64 nowMs,
                const SimTimeline *cached = nullptr)
{
    HostNow h;
    h.status = simUnitStatus(state, nowMs, cached);
    if (h.status.active) {
        if (cached)
            h.timeline.emplace(*cached);
        else
            h.timeline.emplace(state, *h.status.invocation);
        if (h.status.phase == SimPhase::Ready) {
            const SimStateStore store(directory);
            h.leakedMiB = store.leakedMiB(h.status.invocation->id);
            h.running = store.runningRequests(h.status.invocation->id);
            h.wedged = state.wedgedInvocation == h.status.invocation->id;
        }
    }
    return h;
}

double serviceMiB(const HostNow &h, int gpu)
{
    return h.timeline ? h.timeline->gpuMemoryMiB(gpu, h.status.simMs) + h.leakedMiB : 0;
}

double usedMiB(const SimState &state, const HostNow &h, int gpu)
{
    return std::min(serviceMiB(h, gpu) + (state.leftoverGpu == gpu ? kLeftoverMiB : 0),
                    kTotalMiB - kReservedMiB);
}

} // namespace

double simGpuMemoryUsedMiB(const SimState &state, const QString &directory, int gpu, qint64 nowMs)
{
    return usedMiB(state, hostNow(state, directory, nowMs), gpu);
}

SimToolOutput simNvidiaSmiQueryGpu(const SimState &state, const QString &directory, const QStringList &fields,
                                   SimCsvFormat format, qint64 nowMs, bool withHeader)
{
    SimToolOutput o;
    QList<const Field *> fs;
    for (const QString &name : fields) {
        const Field *f = findField(gpuFields(), name);
        if (!f) {
            o.out = notValid(name);
            o.exitCode = 2;
            return o;
        }
        fs.append(f);
    }
    if (format.header && withHeader)
        o.out += headerOf(fs);
    const HostNow h = hostNow(state, directory, nowMs);
    for (int g = 0; g < state.gpus; ++g) {
        Sample s;
        s.index = g;
        s.nowMs = nowMs;
        s.state = &state;
        s.memUsed = usedMiB(state, h, g);
        s.util = utilisation(state, h.status, h.running, h.wedged, g, nowMs);
        QByteArray line;
        for (const Field *f : fs) {
            if (!line.isEmpty())
                line += ", ";
            line += withUnit(f->value(s), f->unit, format.units);
        }
        o.out += line + '\n';
    }
    return o;
}

QByteArray simDcgmExporterMetrics(const SimState &state, const QString &directory, qint64 nowMs,
                                  const SimTimeline *timeline)
{
    // DCGM field, type, help, the nvidia-smi field whose simulated value it carries.
    struct Counter {
        const char *name;
        const char *type;
        const char *help;
        const char *field;
    };
    static const Counter kCounters[] = {
        { "DCGM_FI_DEV_SM_CLOCK", "gauge", "SM clock frequency (in MHz).", "clocks.sm" },
        { "DCGM_FI_DEV_MEM_CLOCK", "gauge", "Memory clock frequency (in MHz).", "clocks.mem" },
        { "DCGM_FI_DEV_GPU_TEMP", "gauge", "GPU temperature (in C).", "temperature.gpu" },
        { "DCGM_FI_DEV_POWER_USAGE", "gauge", "Power draw (in W).", "power.draw" },
        { "DCGM_FI_DEV_GPU_UTIL", "gauge", "GPU utilization (in %).", "utilization.gpu" },
        { "DCGM_FI_DEV_MEM_COPY_UTIL", "gauge", "Memory utilization (in %).", "utilization.memory" },
        { "DCGM_FI_DEV_FB_FREE", "gauge", "Framebuffer memory free (in MiB).", "memory.free" },
        { "DCGM_FI_DEV_FB_USED", "gauge", "Framebuffer memory used (in MiB).", "memory.used" },
        { "DCGM_FI_DEV_FB_RESERVED", "gauge", "Framebuffer memory reserved (in MiB).", "memory.reserved" },
    };
    const HostNow h = hostNow(state, directory, nowMs, state.current() ? timeline : nullptr);
    QList<Sample> samples;
    QList<QByteArray> labels;
    for (int g = 0; g < state.gpus; ++g) {
        Sample s;
        s.index = g;
        s.nowMs = nowMs;
        s.state = &state;
        s.memUsed = usedMiB(state, h, g);
        s.util = utilisation(state, h.status, h.running, h.wedged, g, nowMs);
        samples << s;
        labels << "gpu=\"" + QByteArray::number(g) + "\",UUID=\"" + uuid(state, g) + "\",pci_bus_id=\""
                + busId(g) + "\",device=\"nvidia" + QByteArray::number(g) + "\",modelName=\"" + kGpuName
                + "\",Hostname=\"" + state.hostname.toUtf8() + '"';
    }
    QByteArray out;
    for (const Counter &c : kCounters) {
        const Field *f = findField(gpuFields(), QString::fromLatin1(c.field));
        out += QByteArray("# HELP ") + c.name + ' ' + c.help + "\n# TYPE " + c.name + ' ' + c.type + '\n';
        for (int g = 0; g < state.gpus; ++g) {
            const QByteArray v = f->value(samples.at(g));
            if (v.startsWith('[')) // not supported: the exporter leaves the field out
                continue;
            out += QByteArray(c.name) + '{' + labels.at(g) + "} " + v + '\n';
        }
    }
    return out;
}

SimToolOutput simNvidiaSmiComputeApps(const SimState &state, const QString &directory,
                                      const QStringList &fields, SimCsvFormat format, qint64 nowMs)
{
    struct App {
        qint64 pid;
        QByteArray name;
        int gpu;
        double mib;
    };
    enum class F { Pid, Name, Uuid, GpuName, BusId, Serial, Used };
    struct AppField {
        const char *name;
        const char *alias;
        const char *unit;
        F f;
    };
    static const AppField kFields[] = {
        { "gpu_name", nullptr, nullptr, F::GpuName },
        { "gpu_bus_id", nullptr, nullptr, F::BusId },
        { "gpu_serial", nullptr, nullptr, F::Serial },
        { "gpu_uuid", nullptr, nullptr, F::Uuid },
        { "pid", nullptr, nullptr, F::Pid },
        { "process_name", "name", nullptr, F::Name },
        { "used_gpu_memory", "used_memory", "MiB", F::Used },
    };
    SimToolOutput o;
    QList<const AppField *> fs;
    for (const QString &name : fields) {
        const QByteArray n = name.trimmed().toLatin1();
        const AppField *found = nullptr;
        for (const AppField &f : kFields) {
            if (n == f.name || (f.alias && n == f.alias))
                found = &f;
        }
        if (!found) {
            o.out = notValid(name);
            o.exitCode = 2;
            return o;
        }
        fs.append(found);
    }
    QList<App> apps;
    const HostNow h = hostNow(state, directory, nowMs);
    if (h.timeline) {
        for (int g = 0; g < state.gpus; ++g) {
            const double mib = serviceMiB(h, g);
            if (mib > 0)
                apps.append({ h.timeline->workerPid(g), "VLLM::Worker_TP" + QByteArray::number(g), g, mib });
        }
    }
    if (state.leftoverGpu >= 0 && state.leftoverGpu < state.gpus)
        apps.append({ kLeftoverPid, "/usr/bin/python3", state.leftoverGpu, kLeftoverMiB });
    if (format.header) {
        QByteArray h;
        for (const AppField *f : fs) {
            if (!h.isEmpty())
                h += ", ";
            h += f->name;
            if (f->unit)
                h += QByteArray(" [") + f->unit + ']';
        }
        o.out += h + '\n';
    }
    for (const App &a : apps) {
        QByteArray line;
        for (const AppField *f : fs) {
            if (!line.isEmpty())
                line += ", ";
            switch (f->f) {
            case F::Pid:
                line += QByteArray::number(a.pid);
                break;
            case F::Name:
                line += a.name;
                break;
            case F::Uuid:
                line += uuid(state, a.gpu);
                break;
            case F::GpuName:
                line += kGpuName;
                break;
            case F::BusId:
                line += busId(a.gpu);
                break;
            case F::Serial:
                line += "1795024" + QByteArray::number(100300 + a.gpu * 17);
                break;
            case F::Used:
                line += withUnit(num(a.mib), "MiB", format.units);
                break;
            }
        }
        o.out += line + '\n';
    }
    return o;
}

QByteArray simGpuBusId(int gpu)
{
    return busId(gpu);
}

SimToolOutput simNvidiaSmiList(const SimState &state)
{
    SimToolOutput o;
    for (int g = 0; g < state.gpus; ++g)
        o.out += "GPU " + QByteArray::number(g) + ": " + kGpuName + " (UUID: " + uuid(state, g) + ")\n";
    return o;
}

SimToolOutput simProcessTable(const SimState &state, qint64 nowMs)
{
    SimToolOutput o;
    auto row = [&o](qint64 pid, qint64 ppid, const QByteArray &comm) {
        o.out += QByteArray::number(pid).rightJustified(7, ' ') + ' '
            + QByteArray::number(ppid).rightJustified(7, ' ') + ' ' + comm + '\n';
    };
    row(1, 0, "systemd");
    row(612, 1, "sshd");
    const SimUnitStatus st = simUnitStatus(state, nowMs);
    if (st.invocation && st.active) {
        const SimTimeline tl(state, *st.invocation);
        row(tl.apiServerPid(), 1, "vllm");
        row(tl.engineCorePid(), tl.apiServerPid(), "VLLM::EngineCor");
        for (int g = 0; g < state.gpus; ++g)
            row(tl.workerPid(g), tl.engineCorePid(), "VLLM::Worker_TP");
    }
    if (state.leftoverGpu >= 0 && state.leftoverGpu < state.gpus)
        row(kLeftoverPid, 1, "python3");
    if (!state.portTakenBy.isEmpty())
        row(kSimPortTakerPid, 1, state.portTakenBy.left(15).toUtf8());
    return o;
}

} // namespace ic
