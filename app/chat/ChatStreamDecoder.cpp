// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatStreamDecoder.h"

#include <QCoreApplication>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ChatStreamDecoder)
};
} // namespace

ChatStreamDecoder::ChatStreamDecoder(ChatTurn turn, qsizetype maxEventBytes)
    : m_turn(std::move(turn))
    , m_framer(maxEventBytes)
    , m_maxEventBytes(maxEventBytes)
{
}

void ChatStreamDecoder::feed(QByteArrayView bytes, double elapsedSeconds)
{
    m_events.clear();
    m_framer.feed(bytes, m_events);
    for (const SseEvent &event : std::as_const(m_events))
        takeEvent(event, elapsedSeconds);
    sync();
}

void ChatStreamDecoder::finish()
{
    for (const SseEvent &event : m_framer.finish())
        takeEvent(event, m_lastChunk < 0 ? 0 : m_lastChunk);
    m_splitter.finish();
    sync();
    if (m_turn.chunkCount == 0 && m_turn.invalidEvents > 0
        && (m_turn.errorKind == TurnError::None || m_turn.errorKind == TurnError::NoDone)) {
        m_turn.errorKind = TurnError::Malformed;
        m_turn.error = Tr::tr("None of the %1 events was a chat chunk; the first began \"%2\".")
                           .arg(m_turn.invalidEvents)
                           .arg(QString::fromUtf8(m_turn.firstInvalidEvent).simplified().left(80));
        return;
    }
    if (!m_turn.sawDone && m_turn.errorKind == TurnError::None) {
        m_turn.errorKind = TurnError::NoDone;
        m_turn.error = Tr::tr("The stream ended without [DONE]; the answer may be incomplete.");
    }
}

void ChatStreamDecoder::takeEvent(const SseEvent &event, double t)
{
    if (event.done) {
        m_turn.sawDone = true;
        return;
    }
    if (event.truncated) {
        // An event over the cap is no answer a client could use: the stream has failed.
        if (m_turn.errorKind == TurnError::None || m_turn.errorKind == TurnError::NoDone) {
            m_turn.errorKind = TurnError::TooLarge;
            m_turn.error = Tr::tr("The server sent one event of more than %1 KiB; the stream was abandoned.")
                               .arg(m_maxEventBytes / 1024);
        }
        return;
    }
    if (!QByteArrayView(event.data).isValidUtf8()) {
        // Text that is no UTF-8 cannot be judged: the turn fails, and what could be read is kept.
        if (m_turn.errorKind == TurnError::None || m_turn.errorKind == TurnError::NoDone) {
            m_turn.errorKind = TurnError::Malformed;
            m_turn.error = Tr::tr("The server sent an event with bytes that are not UTF-8.");
        }
    }
    const ChatChunk chunk = parseChatChunk(event.data);
    if (chunk.isErrorFrame) {
        m_turn.errorKind = TurnError::ErrorFrame;
        m_turn.error = chunk.errorCode
            ? Tr::tr("The server reported an error mid-stream (%1): %2")
                  .arg(chunk.errorCode)
                  .arg(chunk.errorMessage)
            : Tr::tr("The server reported an error mid-stream: %1").arg(chunk.errorMessage);
        return;
    }
    if (!chunk.isValid()) {
        // Junk between chunks is skipped and the stream goes on; a stream of nothing else fails at its end.
        if (m_turn.invalidEvents++ == 0)
            m_turn.firstInvalidEvent = event.data.left(120);
        return;
    }
    if (!chunk.model.isEmpty())
        m_turn.model = chunk.model;
    if (!chunk.systemFingerprint.isEmpty())
        m_turn.systemFingerprint = chunk.systemFingerprint;
    if (chunk.usage.present)
        m_turn.usage = chunk.usage;
    if (chunk.timings.present)
        m_turn.timings = chunk.timings;
    if (chunk.choiceCount == 0)
        return; // the usage chunk does not count for timings
    ++m_turn.chunkCount;
    if (m_turn.ttftSeconds < 0)
        m_turn.ttftSeconds = t;
    else
        m_turn.itlSeconds.append(qMax(0.0, t - m_lastChunk));
    m_lastChunk = t;
    m_turn.e2elSeconds = t;
    if (chunk.hasReasoning && !chunk.reasoning.isEmpty()) {
        if (!m_fieldSeen) {
            m_fieldSeen = true;
            m_turn.reasoning.clear(); // the server's parser wins over inline tags
            m_syncedReasoning = 0;
        }
        m_turn.reasoning += chunk.reasoning; // appended in place: linear in the stream
    }
    if (chunk.hasContent && !chunk.content.isEmpty()) {
        m_splitter.feed(chunk.content);
        if (m_splitter.reclassified() && !m_reclassifyHandled) {
            m_reclassifyHandled = true;
            m_turn.firstAnswerSeconds = -1; // what looked like answer was reasoning after all
        }
        if (m_turn.firstAnswerSeconds < 0 && !m_splitter.answer().isEmpty())
            m_turn.firstAnswerSeconds = t;
    }
    if (chunk.hasToolCalls)
        m_turn.sawToolCalls = true;
    if (!chunk.finishReason.isEmpty())
        m_turn.finishReason = chunk.finishReason;
    if (!chunk.stopReason.isEmpty())
        m_turn.stopReason = chunk.stopReason;
}

namespace {

/// Brings `target` up to `source` by appending what is new, so that the two never share a
/// buffer: sharing would make the next append to `source` copy everything it holds, once
/// per delta — quadratic in the length of the answer.
void appendNew(QString &target, const QString &source, qsizetype &synced, bool rewritten)
{
    if (rewritten || source.size() < synced) {
        target = QString(source.constData(), source.size()); // a deep copy, only on a rewrite
    } else if (source.size() > synced) {
        target.append(QStringView(source).sliced(synced));
    }
    synced = source.size();
}

} // namespace

void ChatStreamDecoder::sync()
{
    // A server-side parser wins; with llama-server's deepseek-legacy both arrive and are the same text.
    const bool rewritten = m_splitter.reclassified() && !m_rewriteSynced;
    m_rewriteSynced = m_splitter.reclassified();
    if (!m_fieldSeen)
        appendNew(m_turn.reasoning, m_splitter.reasoning(), m_syncedReasoning, rewritten);
    m_turn.reasoningInline = !m_fieldSeen && m_splitter.sawTags();
    appendNew(m_turn.answer, m_splitter.answer(), m_syncedAnswer, rewritten);
}

} // namespace ic
