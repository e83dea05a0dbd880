// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace ic {

/// One server-sent event: the `data:` lines of one frame joined with '\n'.
struct SseEvent {
    QByteArray data;
    QByteArray event; ///< the `event:` field; empty for the default "message"
    QByteArray id; ///< the `id:` field
    bool done = false; ///< data is the OpenAI end marker `[DONE]`
    bool truncated = false; ///< the frame was over the limit; `data` holds its first bytes
    QString error; ///< empty for a complete frame; otherwise one sentence

    bool isValid() const { return error.isEmpty(); }
};

/// Incremental SSE framer: feed it byte chunks as they arrive, split anywhere, and take the
/// complete events. Accepts `data:` with or without a space, LF, CRLF and CR line ends, skips
/// `:` comment lines. Memory is bounded: a frame over `maxFrameBytes` comes out as one event
/// with `error` set and its first bytes kept, the rest of that frame is dropped.
class SseFramer {
public:
    static constexpr qsizetype DefaultMaxFrameBytes = 16 * 1024 * 1024;

    explicit SseFramer(qsizetype maxFrameBytes = DefaultMaxFrameBytes);

    /// Appends the complete events found in `bytes` to `out`; returns how many were added.
    qsizetype feed(QByteArrayView bytes, QList<SseEvent> &out);
    QList<SseEvent> feed(QByteArrayView bytes);

    /// End of stream: a frame that did not end with a blank line comes out with `error` set.
    QList<SseEvent> finish();

    bool hasPendingFrame() const { return m_hasData || !m_line.isEmpty(); }
    qsizetype ignoredLines() const { return m_ignoredLines; } ///< lines that were no SSE field
    void reset();

private:
    void takeLine(QByteArrayView line, QList<SseEvent> &out);
    void dispatch(QList<SseEvent> &out);
    void overflow(QList<SseEvent> &out, bool includeLine);

    qsizetype m_max;
    QByteArray m_line; ///< the unterminated line carried over between feeds
    QByteArray m_data;
    QByteArray m_event;
    QByteArray m_id;
    bool m_hasData = false;
    bool m_skipLf = false; ///< last byte was CR: a leading LF belongs to that line end
    bool m_discarding = false; ///< dropping the rest of an over-long frame
    qsizetype m_ignoredLines = 0;
};

/// The whole body at once (tests, fixtures): every event plus a trailing unterminated one.
QList<SseEvent> parseSseStream(QByteArrayView bytes,
                               qsizetype maxFrameBytes = SseFramer::DefaultMaxFrameBytes);

} // namespace ic
