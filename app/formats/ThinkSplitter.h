// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace ic {

/// Splits reasoning written inline in `content` as `<think>…</think>` from the answer,
/// incrementally: tags may be cut across chunks anywhere. When the chat template put
/// `<think>` in the prompt only `</think>` arrives; the text before it, first shown as
/// answer, then moves to the reasoning (`reclassified()` tells a view to redraw).
class ThinkSplitter {
public:
    void feed(QStringView content);
    /// End of stream: a held partial tag is text after all.
    void finish();
    void reset() { *this = ThinkSplitter(); }

    const QString &reasoning() const { return m_reasoning; }
    const QString &answer() const { return m_answer; }
    bool sawTags() const { return m_sawTags; } ///< reasoning arrived inline in content
    bool reclassified() const { return m_reclassified; } ///< answer text moved to reasoning
    bool inReasoning() const { return m_state == State::Reasoning; }

private:
    enum class State { Start, Reasoning, Undecided, Answer };
    void append(QStringView text);
    void appendAnswer(QStringView text);

    State m_state = State::Start;
    QString m_pending; ///< held bytes: leading whitespace or a possible partial tag
    QString m_reasoning;
    QString m_answer;
    bool m_sawTags = false;
    bool m_reclassified = false;
    bool m_trimAnswerStart = true; ///< drop the blank lines a template puts after `</think>`
};

} // namespace ic
