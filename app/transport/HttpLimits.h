// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>

class QNetworkReply;
class QTimer;

namespace ic {

/// The deadlines and caps of one HTTP request. Every request the console makes to a server has
/// all of them; a ladder file sets the defaults (`"limits"`) and each step may override them.
struct HttpLimits {
    int connectMs = 10'000; ///< start → request written (name lookup, TCP connect, sending)
    int firstByteMs = 60'000; ///< request written → response headers complete
    int idleMs = 120'000; ///< longest silence between two reads of the body
    int totalMs = 900'000; ///< start → body complete, whatever happens in between
    qint64 maxBodyBytes = 32 * 1024 * 1024; ///< the body is cut off (and the request failed) above this
    qint64 maxEventBytes = 1024 * 1024; ///< one server-sent event larger than this fails the stream

    /// `{"connect_s", "first_byte_s", "idle_s", "total_s", "max_body_kib", "max_event_kib"}`; keys that
    /// are absent keep the values of `base`. Non-positive or non-numeric values are ignored.
    static HttpLimits fromJson(const QJsonObject &object, const HttpLimits &base);
    static HttpLimits fromJson(const QJsonObject &object); ///< over the built-in defaults
    QJsonObject toJson() const;
    /// The same limits with `totalMs` (and the others, where larger) cut to `ms`; for a whole-run deadline.
    HttpLimits cappedTo(qint64 ms) const;
    QString summary() const; ///< "connect 10 s, first byte 60 s, idle 120 s, total 900 s, body 32 MiB"
};

/// Enforces HttpLimits on one QNetworkReply: which phase the request is in decides which deadline
/// runs, and the one that expires aborts the reply. The owner reports the bytes it takes
/// (`bytesArrived`) so the body cap holds whatever the server sends.
class RequestDeadlines : public QObject {
    Q_OBJECT
public:
    enum class Hit { None, Connect, FirstByte, Idle, Total, BodyCap };

    RequestDeadlines(const HttpLimits &limits, QObject *parent = nullptr);

    /// Starts the clocks; call right after the request was issued.
    void watch(QNetworkReply *reply);
    /// The owner read `n` bytes of body. False when the body is now over the cap (the reply is aborted).
    bool bytesArrived(qint64 n);
    void stop(); ///< the reply finished: no deadline fires any more

    Hit hit() const { return m_hit; }
    bool expired() const { return m_hit != Hit::None; }
    qint64 bodyBytes() const { return m_bodyBytes; }
    double elapsedSeconds() const { return double(m_clock.nsecsElapsed()) / 1e9; }
    const HttpLimits &limits() const { return m_limits; }
    /// One sentence for an operator: which deadline or cap ended the request to `what` ("GET /health").
    QString describe(const QString &what) const;
    static QString hitId(Hit hit); ///< "", "connect", "first-byte", "idle", "total", "body-cap"

private:
    enum class Phase { Connecting, Waiting, Reading, Done };
    void arm();
    void expire(Hit hit);

    HttpLimits m_limits;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_timer;
    QElapsedTimer m_clock;
    qint64 m_phaseStart = 0;
    qint64 m_bodyBytes = 0;
    Phase m_phase = Phase::Connecting;
    Hit m_hit = Hit::None;
};

} // namespace ic
