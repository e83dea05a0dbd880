// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ThinkSplitter.h"

namespace ic {

namespace {
const QString &openTag()
{
    static const QString tag = QStringLiteral("<think>");
    return tag;
}
const QString &closeTag()
{
    static const QString tag = QStringLiteral("</think>");
    return tag;
}

/// Length of the longest suffix of `text` that is a proper prefix of `tag`.
qsizetype partialTagAtEnd(QStringView text, const QString &tag)
{
    const qsizetype max = qMin(text.size(), tag.size() - 1);
    for (qsizetype n = max; n > 0; --n) {
        if (text.last(n) == QStringView(tag).first(n))
            return n;
    }
    return 0;
}
} // namespace

void ThinkSplitter::appendAnswer(QStringView text)
{
    if (m_trimAnswerStart) {
        qsizetype i = 0;
        while (i < text.size() && text[i].isSpace())
            ++i;
        text = text.sliced(i);
        if (text.isEmpty())
            return;
        m_trimAnswerStart = false;
    }
    m_answer.append(text);
}

void ThinkSplitter::feed(QStringView content)
{
    if (content.isEmpty())
        return;
    if (m_pending.isEmpty()) {
        append(content);
    } else {
        const QString joined = m_pending + content;
        m_pending.clear();
        append(joined);
    }
}

void ThinkSplitter::append(QStringView text)
{
    while (!text.isEmpty()) {
        switch (m_state) {
        case State::Start: {
            qsizetype i = 0;
            while (i < text.size() && text[i].isSpace())
                ++i;
            const QStringView rest = text.sliced(i);
            if (rest.isEmpty()) {
                m_pending = text.toString(); // only whitespace so far
                return;
            }
            if (rest.startsWith(openTag())) {
                m_state = State::Reasoning;
                m_sawTags = true;
                text = rest.sliced(openTag().size());
                continue;
            }
            if (rest.size() < openTag().size() && QStringView(openTag()).startsWith(rest)) {
                m_pending = text.toString();
                return;
            }
            m_state = State::Undecided;
            continue;
        }
        case State::Reasoning:
        case State::Undecided: {
            const qsizetype at = text.indexOf(closeTag());
            if (at >= 0) {
                if (m_state == State::Undecided) {
                    // The template opened the block in the prompt: what we showed as answer was reasoning.
                    m_reasoning += m_answer;
                    m_answer.clear();
                    m_reclassified = true;
                    m_sawTags = true;
                }
                m_reasoning.append(text.first(at));
                m_state = State::Answer;
                m_trimAnswerStart = true;
                text = text.sliced(at + closeTag().size());
                continue;
            }
            const qsizetype held = partialTagAtEnd(text, closeTag());
            const QStringView now = text.first(text.size() - held);
            if (m_state == State::Reasoning)
                m_reasoning.append(now);
            else
                appendAnswer(now);
            if (held)
                m_pending = text.last(held).toString();
            return;
        }
        case State::Answer:
            appendAnswer(text);
            return;
        }
    }
}

void ThinkSplitter::finish()
{
    const QString rest = std::move(m_pending);
    m_pending.clear();
    if (rest.isEmpty())
        return;
    if (m_state == State::Reasoning)
        m_reasoning.append(rest);
    else
        appendAnswer(rest);
}

} // namespace ic
