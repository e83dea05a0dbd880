// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SystemctlShow.h"

#include <QCoreApplication>
#include <QTimeZone>

#include <limits>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::SystemctlShow)
};

bool isPropertyName(QByteArrayView key)
{
    if (key.isEmpty() || key.size() > 128)
        return false;
    for (char c : key) {
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'))
            return false;
    }
    return true;
}

/// systemd's "never" for a timestamp is absent, empty, `n/a` or epoch 0.
constexpr qint64 maxEpochSeconds = 253402300799; // 9999-12-31T23:59:59Z

} // namespace

UnitProperties parseSystemctlShow(QByteArrayView text, const QStringList &requested)
{
    UnitProperties props;
    qsizetype pos = 0;
    int lineNo = 0;
    bool inBlock = false;
    while (pos < text.size()) {
        qsizetype nl = text.indexOf('\n', pos);
        if (nl < 0)
            nl = text.size();
        QByteArrayView line = text.sliced(pos, nl - pos);
        pos = nl + 1;
        ++lineNo;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.trimmed().isEmpty()) {
            if (inBlock)
                break; // a blank line ends the first unit's block
            continue;
        }
        inBlock = true;
        const qsizetype eq = line.indexOf('=');
        const QByteArrayView key = eq > 0 ? line.first(eq) : QByteArrayView();
        if (!isPropertyName(key)) {
            if (props.error.isEmpty()) {
                props.error = Tr::tr("Line %1 is not Key=Value: \"%2\".")
                                  .arg(lineNo)
                                  .arg(QString::fromUtf8(line.first(qMin<qsizetype>(line.size(), 120))));
            }
            continue;
        }
        // The value may itself contain '=' (ExecStart, Environment): split at the first one only.
        props.values.insert(QString::fromLatin1(key), QString::fromUtf8(line.sliced(eq + 1)));
    }
    if (props.values.isEmpty() && props.error.isEmpty())
        props.error = Tr::tr("systemctl printed no properties.");
    for (const QString &key : requested) {
        if (!props.values.contains(key))
            props.missing.append(key);
    }
    return props;
}

QStringList serviceStateProperties()
{
    return { QStringLiteral("LoadState"),
             QStringLiteral("ActiveState"),
             QStringLiteral("SubState"),
             QStringLiteral("Result"),
             QStringLiteral("MainPID"),
             QStringLiteral("InvocationID"),
             QStringLiteral("NRestarts"),
             QStringLiteral("ExecMainCode"),
             QStringLiteral("ExecMainStatus"),
             QStringLiteral("ActiveEnterTimestamp"),
             QStringLiteral("ExecMainStartTimestamp"),
             QStringLiteral("MemoryCurrent"),
             QStringLiteral("ExecStart"),
             QStringLiteral("Description") };
}

ServiceState toServiceState(const UnitProperties &properties)
{
    ServiceState s;
    s.loadState = properties.value(QStringLiteral("LoadState"));
    s.activeState = properties.value(QStringLiteral("ActiveState"));
    s.subState = properties.value(QStringLiteral("SubState"));
    s.result = properties.value(QStringLiteral("Result"));
    s.mainPid = qMax<qint64>(0, properties.value(QStringLiteral("MainPID")).toLongLong());
    s.invocationId = properties.value(QStringLiteral("InvocationID"));
    s.restarts = qMax(0, properties.value(QStringLiteral("NRestarts")).toInt());
    s.execMainCode = properties.value(QStringLiteral("ExecMainCode")).toInt();
    s.execMainStatus = properties.value(QStringLiteral("ExecMainStatus")).toInt();
    s.activeEnterTime = parseSystemdTimestamp(properties.value(QStringLiteral("ActiveEnterTimestamp")));
    s.execMainStartTime = parseSystemdTimestamp(properties.value(QStringLiteral("ExecMainStartTimestamp")));
    bool ok = false;
    const quint64 memory = properties.value(QStringLiteral("MemoryCurrent")).trimmed().toULongLong(&ok);
    // `[not set]` and UINT64_MAX both mean the cgroup's memory is not accounted.
    if (ok && memory != std::numeric_limits<quint64>::max())
        s.memoryBytes = memory;
    s.execStart = properties.value(QStringLiteral("ExecStart"));
    s.description = properties.value(QStringLiteral("Description"));
    return s;
}

QDateTime parseSystemdTimestamp(QStringView value)
{
    const QStringView v = value.trimmed();
    if (v.isEmpty() || v.compare(QLatin1String("n/a"), Qt::CaseInsensitive) == 0)
        return {};
    if (v.front() == QLatin1Char('@')) {
        QStringView digits = v.sliced(1);
        qint64 micros = 0;
        const qsizetype dot = digits.indexOf(QLatin1Char('.'));
        if (dot >= 0) {
            const QStringView frac = digits.sliced(dot + 1);
            bool fracOk = false;
            if (frac.isEmpty() || frac.size() > 6)
                return {};
            micros = frac.toLongLong(&fracOk);
            if (!fracOk || micros < 0)
                return {};
            for (qsizetype i = frac.size(); i < 6; ++i)
                micros *= 10;
            digits = digits.first(dot);
        }
        bool ok = false;
        const qint64 secs = digits.toLongLong(&ok);
        if (!ok || secs <= 0 || secs > maxEpochSeconds || digits.front() == QLatin1Char('+'))
            return {};
        return QDateTime::fromMSecsSinceEpoch(secs * 1000 + micros / 1000, Qt::UTC);
    }
    // `Tue 2024-08-19 18:34:27 UTC`, optionally with `.123456` (--timestamp=us) and without weekday.
    QList<QStringView> parts = v.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!parts.isEmpty() && parts.front().size() == 3 && parts.front().front().isLetter())
        parts.removeFirst();
    if (parts.size() != 3)
        return {};
    const QDate date = QDate::fromString(parts.at(0).toString(), QStringLiteral("yyyy-MM-dd"));
    QString timeText = parts.at(1).toString();
    QTime time;
    if (timeText.contains(QLatin1Char('.'))) {
        const qsizetype dot = timeText.indexOf(QLatin1Char('.'));
        const QString frac = timeText.mid(dot + 1).left(3).leftJustified(3, QLatin1Char('0'));
        time
            = QTime::fromString(timeText.left(dot) + QLatin1Char('.') + frac, QStringLiteral("HH:mm:ss.zzz"));
    } else {
        time = QTime::fromString(timeText, QStringLiteral("HH:mm:ss"));
    }
    if (!date.isValid() || !time.isValid())
        return {};
    const QStringView zone = parts.at(2);
    QTimeZone tz;
    if (zone == QLatin1String("UTC") || zone == QLatin1String("GMT") || zone == QLatin1String("Z")) {
        return QDateTime(date, time, Qt::UTC);
    } else if ((zone.front() == QLatin1Char('+') || zone.front() == QLatin1Char('-')) && zone.size() == 5) {
        bool ok = false;
        const int hhmm = zone.sliced(1).toInt(&ok);
        if (!ok)
            return {};
        const int seconds
            = ((hhmm / 100) * 3600 + (hhmm % 100) * 60) * (zone.front() == QLatin1Char('-') ? -1 : 1);
        tz = QTimeZone(seconds);
    } else {
        // An abbreviation like CEST names no offset reliably; only IANA ids are trusted.
        const QByteArray id = zone.toLatin1();
        if (QTimeZone::isTimeZoneIdAvailable(id))
            tz = QTimeZone(id);
    }
    if (!tz.isValid())
        return {};
    return QDateTime(date, time, tz);
}

} // namespace ic
