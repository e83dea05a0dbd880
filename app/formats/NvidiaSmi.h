// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

#include <cmath>
#include <optional>

namespace ic {

/// One value of a `--query-gpu` row: a number, a text (name, uuid, pstate) or an
/// unavailable marker such as `[N/A]`, `[Not Supported]`, `[Insufficient Permissions]`.
struct GpuValue {
    std::optional<double> number;
    QString text; ///< the trimmed raw text (always set, also for numbers)
    bool unavailable = false; ///< bracketed token; `text` holds it, e.g. "[N/A]"
};

/// One GPU at one moment, from one `--query-gpu ... --format=csv,noheader,nounits` line.
/// Numeric members are NaN when the field was not queried or not available.
struct GpuSample {
    int index = -1;
    QString uuid;
    QString name;
    QString timestamp; ///< as printed, when `timestamp` was queried
    double memoryUsedMiB = NAN;
    double memoryTotalMiB = NAN;
    double utilizationPercent = NAN;
    double temperatureC = NAN;
    double powerDrawW = NAN;
    double powerLimitW = NAN;
    QStringList fields; ///< the requested field names, in order
    QList<GpuValue> values; ///< one per field
    QString error; ///< empty when the line parsed; otherwise one sentence

    bool isValid() const { return error.isEmpty(); }
    const GpuValue *value(QStringView field) const; ///< by name or alias; nullptr if not queried
};

/// Parses one data line of `--format=csv,noheader,nounits` for the given requested fields.
/// Values are found by their position in `fields` (the tool prints them in request order);
/// aliases (`gpu_name` = `name`, `gpu_uuid` = `uuid`, `gpu_bus_id` = `pci.bus_id`) are understood.
/// Never throws.
GpuSample parseGpuQueryLine(QByteArrayView line, const QStringList &fields);

/// Parses a whole `--format=csv` output with its header (units allowed in header and values),
/// finding columns by header name, as captured from real hosts.
QList<GpuSample> parseGpuQueryCsv(QByteArrayView text);

/// A line that is nvidia-smi's own error message rather than data, e.g.
/// `Field "x" is not a valid field to query.` or `Failed to initialize NVML: Unknown Error`.
std::optional<QString> nvidiaSmiErrorLine(QByteArrayView line);

/// One row of `--query-compute-apps=pid,process_name,gpu_uuid,used_memory`.
struct GpuProcess {
    qint64 pid = 0;
    QString processName;
    QString gpuUuid;
    double usedMemoryMiB = NAN;
    QString error;
    bool isValid() const { return error.isEmpty(); }
};

/// Fields by requested order; `name` = `process_name`, `used_gpu_memory` = `used_memory` (MiB,
/// NaN when `[N/A]`). Never throws.
GpuProcess parseComputeAppsLine(QByteArrayView line, const QStringList &fields);

} // namespace ic
