// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "KernelXid.h"

#include "ByteLines.h"

#include <QRegularExpression>

namespace ic {

namespace {
constexpr qsizetype kMaxLine = 64 * 1024;
constexpr qsizetype kMaxEvents = 1000;

/// The time the log printed before the driver's text: dmesg's `[…]`, journalctl's short-iso or
/// short stamp (without the host and `kernel:`).
QString timeOf(QStringView before)
{
    static const QRegularExpression bracket(QStringLiteral("^\\s*\\[([^\\]]{1,64})\\]"));
    static const QRegularExpression iso(QStringLiteral("^(\\d{4}-\\d\\d-\\d\\dT\\S{1,40})\\s"));
    static const QRegularExpression shortStamp(
        QStringLiteral("^([A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d)\\s"));
    const QString b = before.toString();
    if (const QRegularExpressionMatch m = bracket.match(b); m.hasMatch())
        return m.captured(1).trimmed();
    if (const QRegularExpressionMatch m = iso.match(b); m.hasMatch())
        return m.captured(1);
    if (const QRegularExpressionMatch m = shortStamp.match(b); m.hasMatch())
        return m.captured(1);
    return {};
}
} // namespace

KernelXidLog parseKernelXid(QByteArrayView bytes)
{
    static const QRegularExpression xidRe(
        QStringLiteral("NVRM: Xid \\(PCI:([0-9A-Fa-f:.]{1,32})\\): (\\d{1,6}),\\s?(.*)$"));
    static const QRegularExpression pidName(QStringLiteral("^pid=([^,]{0,64}), name=(.{0,256}?), (.*)$"));
    static const QRegularExpression gpuAddress(QStringLiteral(
        "NVRM: (?:The NVIDIA )?GPU (?:at PCI:)?([0-9A-Fa-f]{4}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}(?:\\.\\d)?)"));
    KernelXidLog log;
    QString lastGpu; // the address a multi-line "fallen off the bus" message named
    ByteLines lines(bytes);
    QByteArrayView raw;
    while (lines.next(&raw)) {
        ++log.lines;
        if (raw.size() > kMaxLine || !raw.contains("NVRM:"))
            continue;
        ++log.nvrmLines;
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype at = line.indexOf(QLatin1String("NVRM:"));
        XidEvent e;
        if (const QRegularExpressionMatch m = xidRe.match(line); m.hasMatch()) {
            e.pci = m.captured(1);
            e.xid = m.captured(2).toInt();
            const QString rest = m.captured(3).trimmed();
            if (const QRegularExpressionMatch pn = pidName.match(rest); pn.hasMatch()) {
                e.pid = pn.captured(1).trimmed();
                e.process = pn.captured(2).trimmed();
                e.message = pn.captured(3).trimmed();
            } else {
                e.message = rest;
            }
        } else {
            if (const QRegularExpressionMatch g = gpuAddress.match(line); g.hasMatch())
                lastGpu = g.captured(1);
            if (!line.contains(QLatin1String("fallen off the bus")))
                continue;
            // Newer drivers say it over several lines without an Xid line; it is Xid 79.
            e.xid = 79;
            e.pci = lastGpu;
            e.message = QStringLiteral("GPU has fallen off the bus");
            e.inferred = true;
        }
        e.time = timeOf(QStringView(line).first(at));
        e.line = line;
        log.events.append(e);
        if (log.events.size() > kMaxEvents) {
            log.events.removeFirst();
            ++log.dropped;
        }
    }
    return log;
}

} // namespace ic
