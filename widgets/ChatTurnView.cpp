// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatTurnView.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace ic {

namespace {

QString seconds(double s)
{
    if (s < 0)
        return QStringLiteral("–");
    return s < 1 ? QStringLiteral("%1 ms").arg(s * 1000, 0, 'f', 0)
                 : QStringLiteral("%1 s").arg(s, 0, 'f', 2);
}

QString tokens(qint64 n)
{
    return n < 0 ? QStringLiteral("–") : QString::number(n);
}
} // namespace

QStringList markdownCodeBlocks(QStringView markdown)
{
    QStringList blocks;
    QString current;
    QString fence;
    bool inside = false;
    bool first = true;
    for (QStringView line : markdown.split(u'\n')) {
        const QStringView trimmed = line.trimmed();
        if (!inside) {
            if (trimmed.startsWith(u"```") || trimmed.startsWith(u"~~~")) {
                inside = true;
                fence = trimmed.left(3).toString();
                current.clear();
                first = true;
            }
        } else if (trimmed.startsWith(fence) && trimmed.mid(3).trimmed().isEmpty()) {
            inside = false;
            blocks.append(current);
        } else {
            current += (first ? QString() : QStringLiteral("\n")) + line.toString();
            first = false;
        }
    }
    if (inside && !current.isEmpty())
        blocks.append(current); // an unterminated block (cut or stopped answer) is still code
    return blocks;
}

ChatTurnView::ChatTurnView(const QString &userMessage, QWidget *parent)
    : QFrame(parent)
    , m_prompt(new QLabel(this))
    , m_mark(new QLabel(this))
    , m_edit(new QToolButton(this))
    , m_regenerate(new QToolButton(this))
    , m_note(new QLabel(this))
    , m_error(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_collapse(new QToolButton(this))
    , m_reasoning(new QPlainTextEdit(this))
    , m_answer(new QTextBrowser(this))
    , m_usage(new QLabel(this))
    , m_codeButtons(new QHBoxLayout)
    , m_frameTimer(new QTimer(this))
{
    m_frameTimer->setSingleShot(true);
    m_frameTimer->setTimerType(Qt::PreciseTimer);
    connect(m_frameTimer, &QTimer::timeout, this, &ChatTurnView::showPending);
    setFrameShape(QFrame::StyledPanel);
    m_prompt->setText(userMessage);
    m_prompt->setWordWrap(true);
    m_prompt->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_prompt->setTextFormat(Qt::PlainText);
    m_prompt->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; padding: 4px; }"));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("QLabel { color: #8a6d00; }"));
    m_note->hide();
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));
    m_error->hide();

    auto *reasoningBox = new QWidget(m_splitter);
    auto *rl = new QVBoxLayout(reasoningBox);
    rl->setContentsMargins(0, 0, 0, 0);
    auto *reasoningTitle = new QLabel(tr("Reasoning"), reasoningBox);
    reasoningTitle->setStyleSheet(QStringLiteral("QLabel { color: palette(mid); }"));
    rl->addWidget(reasoningTitle);
    m_reasoning->setReadOnly(true);
    m_reasoning->setPlaceholderText(tr("No reasoning."));
    m_reasoning->setStyleSheet(QStringLiteral("QPlainTextEdit { color: #555; }"));
    rl->addWidget(m_reasoning);

    auto *answerBox = new QWidget(m_splitter);
    auto *al = new QVBoxLayout(answerBox);
    al->setContentsMargins(0, 0, 0, 0);
    auto *answerTitle = new QLabel(tr("Answer"), answerBox);
    answerTitle->setStyleSheet(QStringLiteral("QLabel { color: palette(mid); }"));
    al->addWidget(answerTitle);
    m_answer->setOpenExternalLinks(false);
    m_answer->setPlaceholderText(tr("Waiting for the answer…"));
    al->addWidget(m_answer);
    al->addLayout(m_codeButtons);
    m_codeButtons->addStretch();

    m_splitter->addWidget(reasoningBox);
    m_splitter->addWidget(answerBox);
    m_splitter->setChildrenCollapsible(true);
    m_splitter->setSizes({ 350, 650 });
    m_splitter->setMinimumHeight(140);

    m_collapse->setCheckable(true);
    m_collapse->setAutoRaise(true);
    m_collapse->setText(tr("Hide reasoning"));
    m_collapse->setToolTip(tr("Collapse or expand the reasoning pane"));
    connect(m_collapse, &QToolButton::toggled, this, &ChatTurnView::setReasoningCollapsed);

    m_mark->setObjectName(QStringLiteral("turnStateMark"));
    m_mark->hide();

    m_edit->setText(tr("Edit"));
    m_edit->setAutoRaise(true);
    m_edit->setToolTip(
        tr("Put this prompt back in the input box; sending replaces this turn and the ones after it"));
    connect(m_edit, &QToolButton::clicked, this, &ChatTurnView::editRequested);
    m_regenerate->setText(tr("Regenerate"));
    m_regenerate->setAutoRaise(true);
    m_regenerate->setToolTip(tr("Ask again for this answer (Ctrl+R)"));
    m_regenerate->hide();
    connect(m_regenerate, &QToolButton::clicked, this, &ChatTurnView::regenerateRequested);

    // Copy and export sit in one menu: the row stays narrow enough for a 1280-pixel window.
    auto *more = new QToolButton(this);
    more->setText(tr("Turn"));
    more->setAutoRaise(true);
    more->setPopupMode(QToolButton::InstantPopup);
    more->setToolTip(tr("Copy or export this turn"));
    auto *menu = new QMenu(more);
    menu->addAction(tr("Copy as curl"), this, &ChatTurnView::copyCurlRequested);
    menu->addAction(tr("Export turn (Markdown)…"), this,
                    [this] { Q_EMIT exportRequested(QStringLiteral("md")); });
    menu->addAction(tr("Export turn (JSON)…"), this,
                    [this] { Q_EMIT exportRequested(QStringLiteral("json")); });
    more->setMenu(menu);

    auto *top = new QHBoxLayout;
    top->addWidget(m_prompt, 1);
    top->addWidget(m_mark);
    top->addWidget(m_edit);
    top->addWidget(m_regenerate);
    top->addWidget(m_collapse);
    top->addWidget(more);

    m_usage->setWordWrap(true);
    m_usage->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_usage->setStyleSheet(QStringLiteral("QLabel { color: palette(dark); font-size: small; }"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(m_note);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_error);
    layout->addWidget(m_usage);
}

QString ChatTurnView::reasoningText() const
{
    return m_reasoning->toPlainText();
}
QString ChatTurnView::answerText() const
{
    return m_answer->toPlainText();
}
QString ChatTurnView::answerPlaceholder() const
{
    return m_answer->placeholderText();
}
QString ChatTurnView::usageText() const
{
    return m_usage->text();
}
QString ChatTurnView::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}
QString ChatTurnView::noteText() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}
bool ChatTurnView::isReasoningCollapsed() const
{
    return m_splitter->sizes().value(0) == 0;
}

void ChatTurnView::setReasoningCollapsed(bool collapsed)
{
    const int width = qMax(m_splitter->width(), 400);
    m_splitter->setSizes(collapsed ? QList<int> { 0, width }
                                   : QList<int> { width * 35 / 100, width * 65 / 100 });
    const QSignalBlocker block(m_collapse);
    m_collapse->setChecked(collapsed);
    m_collapse->setText(collapsed ? tr("Show reasoning") : tr("Hide reasoning"));
}

void ChatTurnView::appendText(const ChatTurn &turn, bool reclassified, bool final)
{
    if (reclassified || turn.reasoning.size() < m_shownReasoning) {
        m_reasoning->setPlainText(turn.reasoning);
        m_shownReasoning = turn.reasoning.size();
    } else if (turn.reasoning.size() > m_shownReasoning) {
        const bool atEnd
            = m_reasoning->verticalScrollBar()->value() >= m_reasoning->verticalScrollBar()->maximum() - 4;
        QTextCursor cursor(m_reasoning->document());
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(turn.reasoning.mid(m_shownReasoning));
        m_shownReasoning = turn.reasoning.size();
        if (atEnd)
            m_reasoning->verticalScrollBar()->setValue(m_reasoning->verticalScrollBar()->maximum());
    }

    appendAnswer(turn.answer, reclassified, final);
}

bool ChatTurnView::fenceBalanced(QStringView text)
{
    bool open = false;
    for (QStringView line : text.split(u'\n')) {
        const QStringView t = line.trimmed();
        if (t.startsWith(u"```") || t.startsWith(u"~~~"))
            open = !open;
    }
    return !open;
}

void ChatTurnView::appendAnswer(const QString &answer, bool restart, bool final)
{
    // Complete Markdown blocks (up to a blank line outside a code fence) are rendered once each
    // and appended; the unfinished tail is plain text until its block completes. Work per update
    // is proportional to the new text, never the whole answer.
    if (restart || answer.size() < m_shownAnswer) {
        m_answer->clear();
        m_markdownDone = 0;
        m_tailPosition = 0;
        m_shownAnswer = 0;
    }
    const bool atEnd = m_answer->verticalScrollBar()->value() >= m_answer->verticalScrollBar()->maximum() - 4;
    const QStringView pending = QStringView(answer).mid(m_markdownDone);
    qsizetype commit = final ? pending.size() : pending.lastIndexOf(u"\n\n");
    while (!final && commit > 0 && !fenceBalanced(pending.left(commit)))
        commit = pending.left(commit).lastIndexOf(u"\n\n");
    QTextCursor cursor(m_answer->document());
    if (commit > 0) {
        cursor.setPosition(m_tailPosition);
        cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
        cursor.removeSelectedText();
        // Qt 6.4's QTextCursor::insertMarkdown crashes on some inputs ("\n*"): the block is read
        // into a scratch document, which does not, and inserted as a fragment.
        QTextDocument scratch;
        scratch.setMarkdown(pending.left(commit).toString());
        cursor.insertFragment(QTextDocumentFragment(&scratch));
        m_markdownDone += final ? commit : commit + 2;
        if (!final) {
            cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
            m_tailPosition = cursor.position();
            cursor.insertText(QStringView(answer).mid(m_markdownDone).toString());
        }
    } else if (answer.size() > m_shownAnswer) {
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringView(answer).mid(m_shownAnswer).toString());
    }
    m_shownAnswer = answer.size();
    if (atEnd)
        m_answer->verticalScrollBar()->setValue(m_answer->verticalScrollBar()->maximum());
}

void ChatTurnView::updateNotes(const ChatTurn &turn)
{
    const QStringList notes = turn.notes();
    const QString note = turn.reasoningInline && notes.isEmpty()
        ? tr("The reasoning came inline as <think> in the content: the server has no reasoning parser set.")
        : notes.join(QLatin1Char(' '));
    // A label's new text re-lays out the whole turn and repaints the pane: only when it changed.
    if (note != m_note->text()) {
        m_note->setText(note);
        m_note->setVisible(!note.isEmpty());
    }
    const QString usage = usageLine(turn);
    if (usage != m_usage->text())
        m_usage->setText(usage);
    m_labelClock.start();
}

void ChatTurnView::setMaximumPaneHeight(int height)
{
    m_maxPaneHeight = height;
    fitHeight();
}

void ChatTurnView::fitHeight()
{
    // Short answers take little room; long ones scroll inside their pane.
    // A plain-text document measures its height in lines.
    const int reasoningHeight
        = int(m_reasoning->document()->size().height()) * m_reasoning->fontMetrics().lineSpacing();
    const int docHeight = qMax(int(m_answer->document()->size().height()), reasoningHeight);
    const int tallest = qMax(140, m_maxPaneHeight);
    int height = qBound(140, docHeight + 30, tallest);
    if (!m_finished) {
        // While the answer streams the panes only grow, and by a step of several lines at a time:
        // each growth re-lays out and repaints the whole conversation, which must not happen on
        // every line that arrives.
        const int current = m_splitter->minimumHeight();
        if (height <= current)
            return;
        height = qMin(tallest, current + qMax(GrowStepPx, height - current));
    }
    if (height != m_splitter->minimumHeight())
        m_splitter->setMinimumHeight(height);
}

int ChatTurnView::s_frameIntervalMs = ChatTurnView::DefaultFrameIntervalMs;

void ChatTurnView::setFrameInterval(int ms)
{
    s_frameIntervalMs = qMax(0, ms);
}

void ChatTurnView::updateTurn(const ChatTurn &turn, bool reclassified)
{
    if (m_finished)
        return;
    // Each shown update is one repaint, and under X11 each repaint of the same pane first waits for
    // the X server to have read the last one: updates wait for the next frame and only the newest
    // is shown, so a fast stream costs a bounded number of repaints a second.
    m_pending = turn;
    m_pendingReclassified = m_pendingReclassified || reclassified;
    m_hasPending = true;
    const qint64 since = m_frameClock.isValid() ? m_frameClock.elapsed() : qint64(s_frameIntervalMs);
    if (since >= s_frameIntervalMs)
        showPending();
    else if (!m_frameTimer->isActive())
        m_frameTimer->start(int(s_frameIntervalMs - since));
}

void ChatTurnView::showPending()
{
    m_frameTimer->stop();
    if (!m_hasPending || m_finished)
        return;
    m_hasPending = false;
    m_frameClock.start();
    const bool reclassified = std::exchange(m_pendingReclassified, false);
    appendText(m_pending, reclassified);
    // The text follows every frame; the usage strip a few times a second, which a reader can
    // follow and which keeps the relayout it costs out of most frames.
    if (!m_labelClock.isValid() || m_labelClock.elapsed() >= LabelIntervalMs)
        updateNotes(m_pending);
    fitHeight();
    m_pending = ChatTurn(); // no share of the growing texts is kept between frames
}

void ChatTurnView::finishTurn(const ChatTurn &turn)
{
    m_frameTimer->stop(); // the final text replaces whatever waited for its frame
    m_hasPending = false;
    m_pendingReclassified = false;
    m_pending = ChatTurn();
    appendText(turn, false, true);
    m_finished = true;
    updateNotes(turn);
    if (!turn.error.isEmpty()) {
        m_error->setText(turn.error);
        m_error->show();
    } // a stopped turn says so in its mark and its note ("the partial output is kept")
    if (turn.state == TurnState::Stopped || turn.state == TurnState::Failed
        || turn.finishReason == QLatin1String("length")) {
        const bool failed = turn.state == TurnState::Failed;
        m_mark->setText(turnStateText(turn));
        m_mark->setStyleSheet(
            failed ? QStringLiteral("QLabel { color: white; background: #b00020; border-radius: "
                                    "3px; padding: 1px 6px; }")
                   : QStringLiteral("QLabel { color: black; background: #f2d675; "
                                    "border-radius: 3px; padding: 1px 6px; }"));
        m_mark->show();
    }
    if (turn.answer.isEmpty()) // the placeholder must not promise an answer that will not come
        m_answer->setPlaceholderText(turn.state == TurnState::Stopped ? tr("Stopped before any answer.")
                                                                      : tr("No answer."));
    m_codeBlocks = markdownCodeBlocks(turn.answer);
    for (int i = 0; i < m_codeBlocks.size(); ++i) {
        auto *button = new QPushButton(
            m_codeBlocks.size() == 1 ? tr("Copy code") : tr("Copy code %1").arg(i + 1), this);
        const QString code = m_codeBlocks.at(i);
        connect(button, &QPushButton::clicked, this, [code] { QApplication::clipboard()->setText(code); });
        m_codeButtons->insertWidget(i, button);
    }
    fitHeight();
}

QString ChatTurnView::promptText() const
{
    return m_prompt->text();
}

QString ChatTurnView::stateMark() const
{
    return m_mark->isHidden() ? QString() : m_mark->text();
}

void ChatTurnView::setActions(bool enabled, bool canRegenerate)
{
    m_edit->setEnabled(enabled);
    m_regenerate->setVisible(canRegenerate);
    m_regenerate->setEnabled(enabled);
}

void ChatTurnView::setEditing(bool editing)
{
    setStyleSheet(editing ? QStringLiteral("ic--ChatTurnView { border: 2px solid palette(highlight); }")
                          : QString());
}

QString ChatTurnView::usageLine(const ChatTurn &turn)
{
    QStringList parts;
    const ChatUsage &u = turn.usage;
    QString completion
        = tr("completion %1").arg(tokens(u.present ? u.completionTokens : turn.outputTokens()));
    if (u.reasoningTokens >= 0)
        completion += tr(" (reasoning %1)").arg(u.reasoningTokens);
    parts << tr("prompt %1").arg(tokens(u.promptTokens)) << completion
          << tr("total %1").arg(tokens(u.totalTokens)) << tr("reasoning %1 chars").arg(turn.reasoningChars())
          << tr("TTFT %1").arg(seconds(turn.ttftSeconds))
          << tr("first answer %1").arg(seconds(turn.firstAnswerSeconds));
    const double decode = turn.decodeTokensPerSecond();
    parts << (decode < 0 ? tr("decode –") : tr("decode %1 tok/s").arg(decode, 0, 'f', 1));
    if (turn.state != TurnState::Streaming) // sorting every gap on each live update grows with the answer
        parts
            << tr("ITL p50 %1 p99 %2").arg(seconds(turn.itlPercentile(50)), seconds(turn.itlPercentile(99)));
    parts << tr("E2E %1").arg(seconds(turn.e2elSeconds));
    if (turn.state == TurnState::Streaming)
        parts << tr("streaming");
    else
        parts
            << tr("finish %1").arg(turn.finishReason.isEmpty() ? turnStateId(turn.state) : turn.finishReason);
    return parts.join(QStringLiteral(" · "));
}

} // namespace ic
