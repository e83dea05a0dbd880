// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatTurn.h"
#include "formats/Sse.h"
#include "formats/ThinkSplitter.h"

namespace ic {

/// Turns the bytes of a streamed `/v1/chat/completions` body into a ChatTurn: SSE framing,
/// chunk decoding, reasoning from its field or split from inline `<think>`, and the bench-serve
/// timings from the arrival times it is given. No I/O and no clock of its own.
class ChatStreamDecoder {
public:
    explicit ChatStreamDecoder(ChatTurn turn = ChatTurn(),
                               qsizetype maxEventBytes = SseFramer::DefaultMaxFrameBytes);

    /// Bytes that arrived `elapsedSeconds` after the request was sent.
    void feed(QByteArrayView bytes, double elapsedSeconds);
    /// The body ended: flushes held text, marks a missing `[DONE]`. Keeps an earlier error.
    void finish();

    const ChatTurn &turn() const { return m_turn; }
    ChatTurn &turn() { return m_turn; }
    bool errorFrameSeen() const { return m_turn.errorKind == TurnError::ErrorFrame; }
    bool done() const { return m_turn.sawDone; }
    bool reclassified() const { return m_splitter.reclassified(); }

private:
    void takeEvent(const SseEvent &event, double t);
    void sync();

    ChatTurn m_turn;
    SseFramer m_framer;
    ThinkSplitter m_splitter;
    bool m_fieldSeen = false; ///< reasoning arrives in its own field (appended to the turn directly)
    qsizetype m_syncedReasoning = 0; ///< how much of the splitter's text the turn holds
    qsizetype m_syncedAnswer = 0;
    bool m_rewriteSynced = false;
    QList<SseEvent> m_events;
    qsizetype m_maxEventBytes;
    double m_lastChunk = -1;
    bool m_reclassifyHandled = false;
};

} // namespace ic
