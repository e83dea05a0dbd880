// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Sse.h"

#include <QCoreApplication>

#include <cstring>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Sse)
};

bool isDoneMarker(const QByteArray &data)
{
    return data.trimmed() == "[DONE]";
}
} // namespace

SseFramer::SseFramer(qsizetype maxFrameBytes)
    : m_max(qMax<qsizetype>(maxFrameBytes, 64))
{
}

void SseFramer::reset()
{
    *this = SseFramer(m_max);
}

QList<SseEvent> SseFramer::feed(QByteArrayView bytes)
{
    QList<SseEvent> out;
    feed(bytes, out);
    return out;
}

qsizetype SseFramer::feed(QByteArrayView bytes, QList<SseEvent> &out)
{
    const qsizetype before = out.size();
    const char *p = bytes.data();
    const char *end = p + bytes.size();
    if (m_skipLf && p < end) {
        if (*p == '\n')
            ++p;
        m_skipLf = false;
    }
    while (p < end) {
        // Find the next CR or LF without touching every byte twice.
        const char *lf = static_cast<const char *>(std::memchr(p, '\n', end - p));
        const char *stop = lf ? lf : end;
        const char *cr = static_cast<const char *>(std::memchr(p, '\r', stop - p));
        const char *eol = cr ? cr : lf;
        if (!eol) {
            if (!m_discarding) {
                m_line.append(p, end - p);
                if (m_line.size() + m_data.size() > m_max)
                    overflow(out, true);
            }
            break;
        }
        if (m_line.isEmpty()) {
            takeLine(QByteArrayView(p, eol - p), out);
        } else {
            m_line.append(p, eol - p);
            takeLine(m_line, out);
            m_line.clear();
        }
        p = eol + 1;
        if (*eol == '\r') {
            if (p < end) {
                if (*p == '\n')
                    ++p;
            } else {
                m_skipLf = true;
            }
        }
    }
    return out.size() - before;
}

void SseFramer::takeLine(QByteArrayView line, QList<SseEvent> &out)
{
    if (line.isEmpty()) {
        if (m_discarding) {
            m_discarding = false;
            m_data.clear();
            m_event.clear();
            m_id.clear();
            m_hasData = false;
            return;
        }
        dispatch(out);
        return;
    }
    if (m_discarding)
        return;
    if (line.front() == ':')
        return; // comment / keep-alive
    const qsizetype colon = line.indexOf(':');
    const QByteArrayView field = colon < 0 ? line : line.first(colon);
    QByteArrayView value = colon < 0 ? QByteArrayView() : line.sliced(colon + 1);
    if (!value.isEmpty() && value.front() == ' ')
        value = value.sliced(1);
    if (field == "data") {
        if (m_hasData)
            m_data.append('\n');
        m_data.append(value);
        m_hasData = true;
        if (m_data.size() > m_max)
            overflow(out, false);
    } else if (field == "event") {
        m_event = value.toByteArray();
    } else if (field == "id") {
        m_id = value.toByteArray();
    } else if (field != "retry") {
        ++m_ignoredLines;
    }
}

void SseFramer::dispatch(QList<SseEvent> &out)
{
    if (m_hasData) {
        SseEvent event;
        event.data = std::move(m_data);
        event.event = std::move(m_event);
        event.id = m_id;
        event.done = isDoneMarker(event.data);
        out.append(std::move(event));
    }
    m_data = QByteArray();
    m_event.clear();
    m_hasData = false;
}

void SseFramer::overflow(QList<SseEvent> &out, bool includeLine)
{
    SseEvent event;
    event.data = std::move(m_data);
    if (includeLine && m_line.startsWith("data")) {
        QByteArrayView value = QByteArrayView(m_line).sliced(4);
        if (value.startsWith(':'))
            value = value.sliced(1);
        if (value.startsWith(' '))
            value = value.sliced(1);
        if (m_hasData)
            event.data.append('\n');
        const qsizetype keep = qMax<qsizetype>(0, m_max - event.data.size());
        event.data.append(value.first(qMin(keep, value.size())));
    }
    event.data.truncate(m_max);
    event.event = std::move(m_event);
    event.id = m_id;
    event.truncated = true;
    event.error
        = Tr::tr("An event was longer than %1 bytes; its first bytes are kept and the rest was dropped.")
              .arg(m_max);
    out.append(std::move(event));
    m_data = QByteArray();
    m_line = QByteArray();
    m_event.clear();
    m_hasData = false;
    m_discarding = true;
}

QList<SseEvent> SseFramer::finish()
{
    QList<SseEvent> out;
    if (!m_line.isEmpty() && !m_discarding) {
        const QByteArray line = std::move(m_line);
        m_line = QByteArray();
        takeLine(line, out);
    }
    m_line.clear();
    if (m_hasData && !m_discarding) {
        SseEvent event;
        event.data = std::move(m_data);
        event.event = std::move(m_event);
        event.id = m_id;
        event.done = isDoneMarker(event.data);
        if (!event.done)
            event.error = Tr::tr("The stream ended inside an event (no blank line after it).");
        out.append(std::move(event));
    }
    m_data = QByteArray();
    m_event.clear();
    m_hasData = false;
    m_discarding = false;
    m_skipLf = false;
    return out;
}

QList<SseEvent> parseSseStream(QByteArrayView bytes, qsizetype maxFrameBytes)
{
    SseFramer framer(maxFrameBytes);
    QList<SseEvent> out = framer.feed(bytes);
    out.append(framer.finish());
    return out;
}

} // namespace ic
