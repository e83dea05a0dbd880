// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HttpLimits.h"

#include <QCoreApplication>
#include <QNetworkReply>
#include <QTimer>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::HttpLimits)
};

int msOf(const QJsonObject &o, const char *key, int fallback)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble() || v.toDouble() <= 0)
        return fallback;
    return int(qMin(v.toDouble() * 1000.0, 2.0e9));
}

qint64 bytesOf(const QJsonObject &o, const char *key, qint64 fallback)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble() || v.toDouble() <= 0)
        return fallback;
    return qint64(qMin(v.toDouble(), 1.0e9) * 1024.0);
}

QString seconds(int ms)
{
    return QString::number(ms / 1000.0, 'g', 4) + QStringLiteral(" s");
}

QString size(qint64 bytes)
{
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0)
        return QString::number(bytes / (1024 * 1024)) + QStringLiteral(" MiB");
    return QString::number(double(bytes) / 1024.0, 'g', 6) + QStringLiteral(" KiB");
}
} // namespace

HttpLimits HttpLimits::fromJson(const QJsonObject &o, const HttpLimits &base)
{
    HttpLimits l = base;
    l.connectMs = msOf(o, "connect_s", base.connectMs);
    l.firstByteMs = msOf(o, "first_byte_s", base.firstByteMs);
    l.idleMs = msOf(o, "idle_s", base.idleMs);
    l.totalMs = msOf(o, "total_s", base.totalMs);
    l.maxBodyBytes = bytesOf(o, "max_body_kib", base.maxBodyBytes);
    l.maxEventBytes = bytesOf(o, "max_event_kib", base.maxEventBytes);
    return l;
}

HttpLimits HttpLimits::fromJson(const QJsonObject &o)
{
    return fromJson(o, HttpLimits());
}

QJsonObject HttpLimits::toJson() const
{
    return QJsonObject { { QStringLiteral("connect_s"), connectMs / 1000.0 },
                         { QStringLiteral("first_byte_s"), firstByteMs / 1000.0 },
                         { QStringLiteral("idle_s"), idleMs / 1000.0 },
                         { QStringLiteral("total_s"), totalMs / 1000.0 },
                         { QStringLiteral("max_body_kib"), double(maxBodyBytes) / 1024.0 },
                         { QStringLiteral("max_event_kib"), double(maxEventBytes) / 1024.0 } };
}

HttpLimits HttpLimits::cappedTo(qint64 ms) const
{
    HttpLimits l = *this;
    const int cap = int(qBound<qint64>(1, ms, qint64(totalMs)));
    l.totalMs = cap;
    l.connectMs = qMin(l.connectMs, cap);
    l.firstByteMs = qMin(l.firstByteMs, cap);
    l.idleMs = qMin(l.idleMs, cap);
    return l;
}

QString HttpLimits::summary() const
{
    return Tr::tr("connect %1, first byte %2, idle %3, total %4, body %5")
        .arg(seconds(connectMs), seconds(firstByteMs), seconds(idleMs), seconds(totalMs), size(maxBodyBytes));
}

RequestDeadlines::RequestDeadlines(const HttpLimits &limits, QObject *parent)
    : QObject(parent)
    , m_limits(limits)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setTimerType(Qt::PreciseTimer);
    connect(m_timer, &QTimer::timeout, this, [this] {
        const qint64 now = m_clock.elapsed();
        if (now >= m_limits.totalMs) {
            expire(Hit::Total);
            return;
        }
        switch (m_phase) {
        case Phase::Connecting:
            expire(Hit::Connect);
            break;
        case Phase::Waiting:
            expire(Hit::FirstByte);
            break;
        case Phase::Reading:
            expire(Hit::Idle);
            break;
        case Phase::Done:
            break;
        }
    });
}

void RequestDeadlines::watch(QNetworkReply *reply)
{
    m_reply = reply;
    m_clock.start();
    m_phase = Phase::Connecting;
    m_phaseStart = 0;
    m_bodyBytes = 0;
    m_hit = Hit::None;
    auto toPhase = [this](Phase phase) {
        if (m_phase == Phase::Done || int(phase) <= int(m_phase))
            return;
        m_phase = phase;
        m_phaseStart = m_clock.elapsed();
        arm();
    };
    connect(reply, &QNetworkReply::requestSent, this, [toPhase] { toPhase(Phase::Waiting); });
    connect(reply, &QNetworkReply::metaDataChanged, this, [toPhase] { toPhase(Phase::Reading); });
    // A reply that has data has its headers, whatever order the signals come in.
    connect(reply, &QNetworkReply::readyRead, this, [toPhase] { toPhase(Phase::Reading); });
    connect(reply, &QNetworkReply::finished, this, &RequestDeadlines::stop);
    arm();
}

void RequestDeadlines::arm()
{
    if (m_phase == Phase::Done || m_hit != Hit::None)
        return;
    const qint64 now = m_clock.elapsed();
    qint64 phaseLimit = 0;
    switch (m_phase) {
    case Phase::Connecting:
        phaseLimit = m_limits.connectMs;
        break;
    case Phase::Waiting:
        phaseLimit = m_limits.firstByteMs;
        break;
    case Phase::Reading:
        phaseLimit = m_limits.idleMs;
        break;
    case Phase::Done:
        return;
    }
    const qint64 phaseDue = m_phaseStart + phaseLimit;
    const qint64 due = qMin<qint64>(phaseDue, m_limits.totalMs);
    m_timer->start(int(qMax<qint64>(0, due - now)));
}

bool RequestDeadlines::bytesArrived(qint64 n)
{
    if (m_hit != Hit::None)
        return false;
    m_bodyBytes += n;
    if (m_bodyBytes > m_limits.maxBodyBytes) {
        expire(Hit::BodyCap);
        return false;
    }
    if (m_phase == Phase::Reading && n > 0) {
        m_phaseStart = m_clock.elapsed(); // idle counts from the last read
        arm();
    }
    return true;
}

void RequestDeadlines::stop()
{
    m_phase = Phase::Done;
    m_timer->stop();
}

void RequestDeadlines::expire(Hit hit)
{
    if (m_hit != Hit::None || m_phase == Phase::Done)
        return;
    m_hit = hit;
    m_timer->stop();
    if (m_reply)
        m_reply->abort(); // emits finished: the owner reads hit()
}

QString RequestDeadlines::hitId(Hit hit)
{
    switch (hit) {
    case Hit::None:
        return QString();
    case Hit::Connect:
        return QStringLiteral("connect");
    case Hit::FirstByte:
        return QStringLiteral("first-byte");
    case Hit::Idle:
        return QStringLiteral("idle");
    case Hit::Total:
        return QStringLiteral("total");
    case Hit::BodyCap:
        return QStringLiteral("body-cap");
    }
    return QString();
}

QString RequestDeadlines::describe(const QString &what) const
{
    switch (m_hit) {
    case Hit::None:
        return QString();
    case Hit::Connect:
        return Tr::tr("%1: no connection within the connect deadline of %2.")
            .arg(what, seconds(m_limits.connectMs));
    case Hit::FirstByte:
        return Tr::tr("%1: the response headers were not complete within the first-byte deadline of %2.")
            .arg(what, seconds(m_limits.firstByteMs));
    case Hit::Idle:
        return Tr::tr("%1: the server sent nothing for %2 (idle deadline); %3 bytes had arrived.")
            .arg(what, seconds(m_limits.idleMs))
            .arg(m_bodyBytes);
    case Hit::Total:
        return Tr::tr("%1: not finished within the total deadline of %2; %3 bytes had arrived.")
            .arg(what, seconds(m_limits.totalMs))
            .arg(m_bodyBytes);
    case Hit::BodyCap:
        return Tr::tr("%1: the body grew past the cap of %2 and was cut off.")
            .arg(what, size(m_limits.maxBodyBytes));
    }
    return QString();
}

} // namespace ic
