// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "NvidiaSmi.h"

#include <QCoreApplication>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::NvidiaSmi)
};

const QString &separator()
{
    static const QString s = QStringLiteral(", ");
    return s;
}

/// The canonical name of a requested or printed field: lower case, aliases folded.
QString canonicalField(QStringView field)
{
    QString f = field.trimmed().toString().toLower();
    // The header keeps units even with nounits: `memory.used [MiB]`.
    const qsizetype bracket = f.indexOf(QLatin1String(" ["));
    if (bracket > 0 && f.endsWith(QLatin1Char(']')))
        f.truncate(bracket);
    if (f == QLatin1String("gpu_name"))
        return QStringLiteral("name");
    if (f == QLatin1String("gpu_uuid"))
        return QStringLiteral("uuid");
    if (f == QLatin1String("gpu_bus_id"))
        return QStringLiteral("pci.bus_id");
    return f;
}

/// Compute-apps fields: `name` is printed for `process_name`, `used_gpu_memory` for `used_memory`.
QString canonicalAppField(QStringView field)
{
    QString f = canonicalField(field);
    if (f == QLatin1String("name"))
        return QStringLiteral("process_name");
    if (f == QLatin1String("used_gpu_memory"))
        return QStringLiteral("used_memory");
    if (f == QLatin1String("uuid"))
        return QStringLiteral("gpu_uuid");
    return f;
}

/// Units that `--format=csv` appends to values.
bool isUnit(QStringView unit)
{
    static const char *const units[] = { "MiB", "GiB", "KiB", "W", "%", "MHz", "C", "mW", "us", "s" };
    for (const char *u : units) {
        if (unit == QLatin1String(u))
            return true;
    }
    return false;
}

GpuValue parseValue(QStringView raw)
{
    GpuValue v;
    const QStringView t = raw.trimmed();
    v.text = t.toString();
    if (t.size() >= 2 && t.front() == QLatin1Char('[') && t.back() == QLatin1Char(']')) {
        v.unavailable = true;
        return v;
    }
    if (t == QLatin1String("N/A")) { // some drivers print it without brackets
        v.unavailable = true;
        return v;
    }
    if (t.isEmpty() || t.size() > 64) // no number is that long
        return v;
    bool ok = false;
    double d = t.toDouble(&ok);
    if (!ok) {
        const qsizetype space = t.lastIndexOf(QLatin1Char(' '));
        if (space > 0 && isUnit(t.mid(space + 1)))
            d = t.left(space).trimmed().toDouble(&ok);
    }
    // toDouble accepts "inf" and "nan"; nvidia-smi never prints them, so they stay text.
    if (ok && std::isfinite(d))
        v.number = d;
    return v;
}

QStringList splitFields(QStringView text)
{
    QStringList out;
    for (QStringView part : text.split(separator()))
        out.append(part.trimmed().toString());
    return out;
}

QString decodeLine(QByteArrayView line)
{
    QString text = QString::fromUtf8(line);
    while (text.endsWith(QLatin1Char('\n')) || text.endsWith(QLatin1Char('\r')))
        text.chop(1);
    return text;
}

bool isNumericField(const QString &f)
{
    return f == QLatin1String("index") || f.startsWith(QLatin1String("memory."))
        || f.startsWith(QLatin1String("utilization.")) || f.startsWith(QLatin1String("temperature."))
        || f.startsWith(QLatin1String("power.")) || f.startsWith(QLatin1String("clocks."));
}

GpuSample parseFields(const QString &text, const QStringList &canonical, const QStringList &requested)
{
    GpuSample s;
    s.fields = requested;
    const QStringView trimmed = QStringView(text).trimmed();
    if (requested.isEmpty()) {
        s.error = Tr::tr("No fields were requested.");
        return s;
    }
    if (trimmed.isEmpty()) {
        s.error = Tr::tr("The line is empty.");
        return s;
    }
    if (const auto message = trimmed.size() <= 4096 ? nvidiaSmiErrorLine(trimmed.toUtf8()) : std::nullopt) {
        s.error = Tr::tr("nvidia-smi reported an error: %1").arg(*message);
        return s;
    }
    const QStringList parts = splitFields(trimmed);
    for (const QString &part : parts)
        s.values.append(parseValue(part));
    if (parts.size() != requested.size()) {
        s.error = Tr::tr("Expected %1 fields but the line has %2.").arg(requested.size()).arg(parts.size());
        return s;
    }
    for (qsizetype i = 0; i < canonical.size(); ++i) {
        const QString &f = canonical.at(i);
        const GpuValue &v = s.values.at(i);
        if (isNumericField(f) && !v.unavailable && !v.number) {
            s.error = Tr::tr("Field %1 is not a number: \"%2\".").arg(requested.at(i), v.text.left(64));
            return s;
        }
        const double n = v.number.value_or(NAN);
        if (f == QLatin1String("index")) {
            // Checked before the cast: a double outside int's range must never reach it.
            if (v.number && (*v.number < 0 || *v.number > 65535 || *v.number != std::floor(*v.number))) {
                s.error = Tr::tr("The GPU index is not a whole number: \"%1\".").arg(v.text.left(64));
                return s;
            }
            s.index = v.number ? int(*v.number) : -1;
        } else if (f == QLatin1String("uuid"))
            s.uuid = v.text;
        else if (f == QLatin1String("name"))
            s.name = v.text;
        else if (f == QLatin1String("timestamp"))
            s.timestamp = v.text;
        else if (f == QLatin1String("memory.used"))
            s.memoryUsedMiB = n;
        else if (f == QLatin1String("memory.total"))
            s.memoryTotalMiB = n;
        else if (f == QLatin1String("utilization.gpu"))
            s.utilizationPercent = n;
        else if (f == QLatin1String("temperature.gpu"))
            s.temperatureC = n;
        else if (f == QLatin1String("power.draw"))
            s.powerDrawW = n;
        else if (f == QLatin1String("power.limit"))
            s.powerLimitW = n;
    }
    return s;
}

QStringList canonicalList(const QStringList &fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields)
        out.append(canonicalField(f));
    return out;
}

bool looksLikeFieldName(const QString &f)
{
    if (f.isEmpty() || f.size() > 64 || !(f.front().isLetter() || f.front() == QLatin1Char('_')))
        return false;
    for (QChar c : f) {
        if (!(c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('.')))
            return false;
    }
    return true;
}

} // namespace

const GpuValue *GpuSample::value(QStringView field) const
{
    const QString wanted = canonicalField(field);
    for (qsizetype i = 0; i < fields.size() && i < values.size(); ++i) {
        if (canonicalField(fields.at(i)) == wanted)
            return &values.at(i);
    }
    return nullptr;
}

GpuSample parseGpuQueryLine(QByteArrayView line, const QStringList &fields)
{
    return parseFields(decodeLine(line), canonicalList(fields), fields);
}

QList<GpuSample> parseGpuQueryCsv(QByteArrayView text)
{
    QList<GpuSample> samples;
    const QString all = QString::fromUtf8(text);
    QStringList header;
    QStringList canonical;
    for (QStringView raw : QStringView(all).split(QLatin1Char('\n'))) {
        const QStringView line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (header.isEmpty()) {
            if (const auto message = line.size() <= 4096 ? nvidiaSmiErrorLine(line.toUtf8()) : std::nullopt) {
                GpuSample s;
                s.error = Tr::tr("nvidia-smi reported an error: %1").arg(*message);
                samples.append(s);
                return samples;
            }
            const QStringList names = splitFields(line);
            for (const QString &n : names) {
                canonical.append(canonicalField(n));
                if (!looksLikeFieldName(canonical.back())) {
                    GpuSample s;
                    s.error = Tr::tr("The output has no header line; it starts with \"%1\".")
                                  .arg(line.left(80).toString());
                    samples.append(s);
                    return samples;
                }
                // The header shows units; the sample lists the plain names the tool accepts.
                header.append(canonical.back());
            }
            continue;
        }
        samples.append(parseFields(line.toString(), canonical, header));
    }
    if (header.isEmpty()) {
        GpuSample s;
        s.error = Tr::tr("The output is empty.");
        samples.append(s);
    }
    return samples;
}

std::optional<QString> nvidiaSmiErrorLine(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    if (t.isEmpty() || t.size() > 4096)
        return std::nullopt;
    static const char *const prefixes[] = {
        "Failed to initialize NVML",
        "Unable to determine the device handle for",
        "NVIDIA-SMI has failed",
        "No devices were found",
        "Invalid combination of input arguments",
        "ERROR: Option",
        "GPU access blocked by the operating system",
        "Unable to open",
        "Failed to properly shut down NVML",
        "Insufficient Permissions",
        "Unknown Error",
        "The NVIDIA driver is not loaded",
    };
    bool match = false;
    for (const char *p : prefixes) {
        if (t.startsWith(QByteArrayView(p))) {
            match = true;
            break;
        }
    }
    // `Field "x" is not a valid field to query.` aborts the whole query.
    if (!match && t.startsWith("Field \"") && t.contains(QByteArrayView("is not a valid field to query")))
        match = true;
    if (!match && t.startsWith("Option \"") && t.contains(QByteArrayView("is not recognized")))
        match = true;
    if (!match)
        return std::nullopt;
    return QString::fromUtf8(t);
}

GpuProcess parseComputeAppsLine(QByteArrayView line, const QStringList &fields)
{
    GpuProcess p;
    const QString text = decodeLine(line);
    const QStringView trimmed = QStringView(text).trimmed();
    if (fields.isEmpty()) {
        p.error = Tr::tr("No fields were requested.");
        return p;
    }
    if (trimmed.isEmpty()) {
        p.error = Tr::tr("The line is empty.");
        return p;
    }
    if (const auto message = trimmed.size() <= 4096 ? nvidiaSmiErrorLine(trimmed.toUtf8()) : std::nullopt) {
        p.error = Tr::tr("nvidia-smi reported an error: %1").arg(*message);
        return p;
    }
    const QStringList parts = splitFields(trimmed);
    if (parts.size() != fields.size()) {
        p.error = Tr::tr("Expected %1 fields but the line has %2.").arg(fields.size()).arg(parts.size());
        return p;
    }
    for (qsizetype i = 0; i < fields.size(); ++i) {
        const QString f = canonicalAppField(fields.at(i));
        const GpuValue v = parseValue(parts.at(i));
        if (f == QLatin1String("pid")) {
            bool ok = false;
            const qint64 pid = v.text.toLongLong(&ok);
            if (!ok || pid <= 0) {
                p.error = Tr::tr("The process id is not a number: \"%1\".").arg(v.text.left(64));
                return p;
            }
            p.pid = pid;
        } else if (f == QLatin1String("process_name")) {
            p.processName = v.text;
        } else if (f == QLatin1String("gpu_uuid")) {
            p.gpuUuid = v.text;
        } else if (f == QLatin1String("used_memory")) {
            if (!v.unavailable && !v.number) {
                p.error = Tr::tr("The used memory is not a number: \"%1\".").arg(v.text.left(64));
                return p;
            }
            p.usedMemoryMiB = v.number.value_or(NAN);
        }
    }
    return p;
}

} // namespace ic
