// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatTurn.h"

#include <QElapsedTimer>
#include <QFrame>
#include <QStringList>

class QHBoxLayout;
class QLabel;
class QPlainTextEdit;
class QSplitter;
class QTextBrowser;
class QTimer;
class QToolButton;

namespace ic {

/// The fenced code blocks of a Markdown text, in order, without their fences.
QStringList markdownCodeBlocks(QStringView markdown);

/// One turn of the conversation: the prompt, then reasoning and answer side by side, notes,
/// the error sentence and the usage strip. Live updates append only the text that is new.
class ChatTurnView : public QFrame {
    Q_OBJECT
public:
    explicit ChatTurnView(const QString &userMessage, QWidget *parent = nullptr);

    /// A live snapshot; `reclassified`: text shown as answer moved to the reasoning. Shown at
    /// once, or at the next frame when the last one was shown less than a frame interval ago.
    void updateTurn(const ChatTurn &turn, bool reclassified);
    /// The shortest time between two shown live updates, for every turn view (benchmarks).
    static void setFrameInterval(int ms);
    static constexpr int DefaultFrameIntervalMs = 16; ///< one frame at 60 Hz
    void finishTurn(const ChatTurn &turn);

    QString reasoningText() const;
    QString answerText() const; ///< as shown (plain text of the rendered answer)
    QString answerPlaceholder() const; ///< what an empty answer pane says
    QString usageText() const;
    QString errorText() const;
    QString noteText() const;
    QStringList codeBlocks() const { return m_codeBlocks; }
    bool isReasoningCollapsed() const;
    void setReasoningCollapsed(bool collapsed);
    /// The tallest the side-by-side panes grow before they scroll (the pane passes its viewport).
    void setMaximumPaneHeight(int height);

    /// The usage strip's sentence for a turn.
    static QString usageLine(const ChatTurn &turn);

    QString promptText() const;
    /// The mark beside the prompt once the turn ended otherwise than answered ("stopped", "failed").
    QString stateMark() const;
    /// Edit and regenerate are offered only when no answer streams; regenerate on the last turn only.
    void setActions(bool enabled, bool canRegenerate);
    /// Marks the turn being edited (the input box holds its prompt).
    void setEditing(bool editing);

Q_SIGNALS:
    void copyCurlRequested();
    void exportRequested(const QString &format);
    void editRequested();
    void regenerateRequested();

private:
    void appendText(const ChatTurn &turn, bool reclassified, bool final = false);
    void appendAnswer(const QString &answer, bool restart, bool final);
    static bool fenceBalanced(QStringView text);
    void updateNotes(const ChatTurn &turn);
    void fitHeight();
    void showPending();

    QLabel *m_prompt;
    QLabel *m_mark;
    QToolButton *m_edit;
    QToolButton *m_regenerate;
    QLabel *m_note;
    QLabel *m_error;
    QSplitter *m_splitter;
    QToolButton *m_collapse;
    QPlainTextEdit *m_reasoning;
    QTextBrowser *m_answer;
    QLabel *m_usage;
    QHBoxLayout *m_codeButtons;
    QStringList m_codeBlocks;
    static constexpr int LabelIntervalMs = 250;
    static constexpr int GrowStepPx = 120; ///< how much a streaming turn's panes grow at a time
    QElapsedTimer m_labelClock; ///< since the usage strip was last written
    qsizetype m_shownReasoning = 0;
    qsizetype m_shownAnswer = 0;
    qsizetype m_markdownDone = 0; ///< answer characters rendered as Markdown
    int m_maxPaneHeight = 460;
    int m_tailPosition = 0; ///< where the plain-text tail starts in the answer document
    bool m_finished = false;
    static int s_frameIntervalMs;
    QTimer *m_frameTimer;
    QElapsedTimer m_frameClock; ///< since the last live update was shown
    ChatTurn m_pending; ///< the newest snapshot not shown yet
    bool m_hasPending = false;
    bool m_pendingReclassified = false;
};

} // namespace ic
