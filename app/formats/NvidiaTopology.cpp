// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "NvidiaTopology.h"

#include "ByteLines.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::NvidiaTopology)
};

constexpr qsizetype kMaxLine = 64 * 1024;
constexpr qsizetype kMaxDevices = 1024;

const QStringList &affinityColumns()
{
    static const QStringList names
        = { QStringLiteral("CPU Affinity"), QStringLiteral("NUMA Affinity"), QStringLiteral("GPU NUMA ID") };
    return names;
}

/// Whitespace-separated words, with the multi-word column names joined again.
QStringList headerWords(const QString &line)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const QStringList words = line.split(space, Qt::SkipEmptyParts);
    QStringList out;
    for (qsizetype i = 0; i < words.size(); ++i) {
        bool joined = false;
        for (const QString &name : affinityColumns()) {
            const QStringList parts = name.split(u' ');
            if (words.mid(i, parts.size()) == parts) {
                out << name;
                i += parts.size() - 1;
                joined = true;
                break;
            }
        }
        if (!joined)
            out << words[i];
    }
    return out;
}
} // namespace

int NvidiaTopology::gpuCount() const
{
    static const QRegularExpression gpu(QStringLiteral("^GPU\\d+$"));
    int n = 0;
    for (const QString &c : columns) {
        if (gpu.match(c).hasMatch())
            ++n;
    }
    return n;
}

QString NvidiaTopology::link(const QString &from, const QString &to) const
{
    const qsizetype col = columns.indexOf(to);
    if (col < 0)
        return {};
    for (const Row &r : rows) {
        if (r.device == from)
            return r.links.value(col);
    }
    return {};
}

QStringList NvidiaTopology::gpuPairsWithoutNvLink() const
{
    static const QRegularExpression gpu(QStringLiteral("^GPU\\d+$"));
    QStringList out;
    for (const Row &r : rows) {
        if (!gpu.match(r.device).hasMatch())
            continue;
        for (qsizetype c = columns.indexOf(r.device) + 1; c > 0 && c < columns.size(); ++c) {
            if (!gpu.match(columns[c]).hasMatch())
                continue;
            const QString l = r.links.value(c);
            if (!l.isEmpty() && !l.startsWith(QLatin1String("NV")))
                out << QStringLiteral("%1-%2 %3").arg(r.device, columns[c], l);
        }
    }
    return out;
}

NvidiaTopology parseNvidiaTopology(QByteArrayView bytes)
{
    NvidiaTopology t;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    static const QRegularExpression nicLegend(QStringLiteral("^\\s*(NIC\\d+):\\s*(\\S+)\\s*$"));
    QString firstLine;
    QStringList trailing; // the affinity columns, in printed order
    bool inLegend = false;
    ByteLines lines(bytes);
    QByteArrayView raw;
    while (lines.next(&raw)) {
        if (raw.trimmed().isEmpty())
            continue;
        if (raw.size() > kMaxLine) {
            ++t.badLines;
            continue;
        }
        const QString line = QString::fromUtf8(raw);
        if (firstLine.isEmpty())
            firstLine = line.trimmed().left(200);
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("Legend:"))
            || trimmed.startsWith(QLatin1String("NIC Legend:"))) {
            inLegend = true;
            continue;
        }
        if (inLegend) {
            if (const QRegularExpressionMatch m = nicLegend.match(line); m.hasMatch())
                t.nicNames.insert(m.captured(1), m.captured(2));
            continue;
        }
        if (t.columns.isEmpty()) {
            // The header starts with blank space and names GPU0.
            const QStringList words = headerWords(trimmed);
            if (!line.front().isSpace() || !words.contains(QLatin1String("GPU0"))) {
                ++t.badLines;
                continue;
            }
            for (const QString &w : words) {
                if (affinityColumns().contains(w))
                    trailing << w;
                else if (trailing.isEmpty() && t.columns.size() < kMaxDevices)
                    t.columns << w;
            }
            continue;
        }
        const QStringList cells = trimmed.split(space, Qt::SkipEmptyParts);
        if (cells.size() < t.columns.size() + 1 || !t.columns.contains(cells.first())) {
            ++t.badLines;
            continue;
        }
        NvidiaTopology::Row r;
        r.device = cells.first();
        r.links = cells.mid(1, t.columns.size());
        const QStringList rest = cells.mid(1 + t.columns.size());
        for (qsizetype i = 0; i < rest.size() && i < trailing.size(); ++i) {
            if (trailing[i] == affinityColumns()[0])
                r.cpuAffinity = rest[i];
            else if (trailing[i] == affinityColumns()[1])
                r.numaAffinity = rest[i];
            else
                r.gpuNumaId = rest[i];
        }
        t.rows << r;
    }
    if (t.rows.isEmpty()) {
        t.error = firstLine.isEmpty() ? Tr::tr("nvidia-smi topo -m printed nothing.")
                                      : Tr::tr("No topology matrix in the output: “%1”.").arg(firstLine);
    }
    return t;
}

} // namespace ic
