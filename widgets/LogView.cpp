// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LogView.h"

#include "LogLineDelegate.h"
#include "LogViewSearch.h"
#include "OverflowRow.h"
#include "config/Settings.h"
#include "monitor/LogModel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <tuple>

namespace ic {

namespace {

QAction *addKeyAction(QWidget *owner, const QString &text, const QList<QKeySequence> &keys,
                      Qt::ShortcutContext context)
{
    auto *a = new QAction(text, owner);
    a->setShortcuts(keys);
    a->setShortcutContext(context);
    owner->addAction(a);
    return a;
}

} // namespace

LogView::LogView(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListView(this))
    , m_search(new LogViewSearch(this))
    , m_allRuns(new QCheckBox(tr("Earlier runs"), this))
    , m_time(new QLineEdit(this))
    , m_followButton(new QToolButton(this))
    , m_newLinesButton(new QPushButton(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("LogView"));
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QStringList levelNames { tr("Debug"), tr("Info"), tr("Warning"), tr("Error") };
    for (const QString &name : levelNames) {
        QToolButton *b = LogViewSearch::toggle(name, tr("Show %1 lines").arg(name.toLower()), this, true);
        b->setObjectName(QStringLiteral("level%1").arg(m_levels.size()));
        m_levels.append(b);
    }
    m_levels[1]->setToolTip(tr("Show info lines and lines without a level"));
    m_levels[3]->setToolTip(tr("Show error and critical lines"));
    m_allRuns->setToolTip(tr("Also show the runs before the latest restart"));
    m_time->setObjectName(QStringLiteral("journalTime"));
    m_time->setPlaceholderText(tr("Go to time ( t )"));
    m_time->setToolTip(tr("14:05, 14:05:30, 2025-12-02 14:05:30, or -10m / -2h before the newest line"));
    m_time->setAccessibleName(tr("Go to time"));
    m_time->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(QStringLiteral("14:05:30")) + 24);
    m_time->setMaximumWidth(
        std::max(QFontMetrics(font()).horizontalAdvance(m_time->placeholderText()),
                 QFontMetrics(font()).horizontalAdvance(QStringLiteral("2025-12-02 14:05:30")))
        + 24);
    m_followButton->setText(tr("Follow"));
    m_followButton->setCheckable(true);
    m_followButton->setChecked(true);
    m_followButton->setToolTip(tr("Keep the newest line in view (G, End)"));
    auto *prevMatch = new QToolButton(this);
    prevMatch->setText(QStringLiteral("▲"));
    prevMatch->setToolTip(tr("Previous match (N, Shift+F3)"));
    prevMatch->setAccessibleName(tr("Previous match"));
    auto *nextMatch = new QToolButton(this);
    nextMatch->setText(QStringLiteral("▼"));
    nextMatch->setToolTip(tr("Next match (n, F3)"));
    nextMatch->setAccessibleName(tr("Next match"));
    auto *prevError = new QToolButton(this);
    prevError->setText(tr("◀ Error"));
    prevError->setToolTip(tr("Previous error (Shift+F8)"));
    auto *nextError = new QToolButton(this);
    nextError->setText(tr("Error ▶"));
    nextError->setToolTip(tr("Next error (F8)"));
    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export…"));
    m_newLinesButton->hide();
    // A long status ("Search wrapped to the oldest line") is cut, not a reason to widen the dock.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    auto *delegate = new LogLineDelegate(m_list);
    m_list->setUniformItemSizes(true);
    m_list->setFont(fixed);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setItemDelegate(delegate);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_list->setAccessibleName(tr("Journal lines"));
    m_list->installEventFilter(this);
    m_time->installEventFilter(this);
    connect(delegate, &LogLineDelegate::widerLineSeen, m_list, &QListView::doItemsLayout,
            Qt::QueuedConnection);

    // Two rows that fit any dock width: what does not fit moves into a "»" menu.
    auto *filterRow = new OverflowRow(this);
    filterRow->setObjectName(QStringLiteral("journalFilterRow"));
    filterRow->addWidget(m_search->field(), 1, QFontMetrics(fixed).horizontalAdvance(QLatin1Char('M')) * 28);
    filterRow->addWidget(m_search->historyButton());
    filterRow->addWidget(prevMatch);
    filterRow->addWidget(nextMatch);
    filterRow->addWidget(m_search->matchLabel());
    filterRow->addButton(m_search->regexToggle());
    filterRow->addButton(m_search->caseToggle());
    filterRow->addButton(m_search->onlyMatchingToggle());
    filterRow->addButton(m_search->invertToggle());
    auto *toolRow = new OverflowRow(this);
    toolRow->setObjectName(QStringLiteral("journalToolRow"));
    toolRow->addWidget(m_time, 1, QFontMetrics(font()).horizontalAdvance(m_time->placeholderText()) + 24);
    toolRow->addButton(prevError);
    toolRow->addButton(nextError);
    toolRow->addSpacing(8);
    for (QToolButton *b : std::as_const(m_levels))
        toolRow->addButton(b);
    toolRow->addSpacing(8);
    toolRow->addButton(m_allRuns);
    auto *bottom = new QHBoxLayout;
    bottom->setContentsMargins(0, 0, 0, 0);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_newLinesButton);
    bottom->addWidget(m_followButton);
    bottom->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addWidget(filterRow);
    layout->addWidget(toolRow);
    m_sourceError = new QLabel(this);
    m_sourceError->setObjectName(QStringLiteral("journalError"));
    m_sourceError->setWordWrap(true);
    m_sourceError->setTextFormat(Qt::PlainText);
    m_sourceError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sourceError->setStyleSheet(QStringLiteral("QLabel { color: #c62828; }"));
    m_sourceError->hide();
    layout->addWidget(m_sourceError);
    layout->addWidget(m_list, 1);
    layout->addLayout(bottom);

    // The search bar's filter (after a pause in typing, or a toggle), Enter and Escape.
    connect(m_search, &LogViewSearch::filterChanged, this, &LogView::applyFilter);
    connect(m_search, &LogViewSearch::committed, this, &LogView::commitFilter);
    connect(m_search, &LogViewSearch::left, m_list, [this] { m_list->setFocus(); });
    for (QToolButton *b : std::as_const(m_levels))
        connect(b, &QToolButton::toggled, this, &LogView::applyFilter);
    connect(m_allRuns, &QCheckBox::toggled, this, [this](bool on) {
        if (m_model)
            m_model->setCurrentInvocationOnly(!on);
    });
    connect(m_time, &QLineEdit::returnPressed, this, [this] { jumpToTime(m_time->text()); });
    connect(m_followButton, &QToolButton::toggled, this, &LogView::setFollowing);
    connect(prevMatch, &QToolButton::clicked, this, &LogView::findPreviousMatch);
    connect(nextMatch, &QToolButton::clicked, this, &LogView::findNextMatch);
    connect(prevError, &QToolButton::clicked, this, &LogView::findPreviousError);
    connect(nextError, &QToolButton::clicked, this, &LogView::findNextError);
    connect(exportButton, &QToolButton::clicked, this, &LogView::exportToFile);
    connect(m_newLinesButton, &QPushButton::clicked, this, [this] { setFollowing(true); });
    connect(m_list->verticalScrollBar(), &QScrollBar::valueChanged, this, &LogView::onScrolled);
    connect(m_list, &QListView::doubleClicked, this, [this](const QModelIndex &index) {
        if (m_model && (index.data(LogModel::FlagsRole).toInt() & LogStore::TracebackStart))
            m_model->setFolded(index.data(LogModel::SequenceRole).toLongLong(),
                               !index.data(LogModel::FoldedRole).toBool());
    });

    // Keys of the whole view (also while typing), then keys of the lines only.
    constexpr auto view = Qt::WidgetWithChildrenShortcut;
    QAction *copy = addKeyAction(this, tr("Copy"), { QKeySequence::Copy }, view);
    connect(copy, &QAction::triggered, this, &LogView::copySelection);
    QAction *next = addKeyAction(this, tr("Next error"), { QKeySequence(Qt::Key_F8) }, view);
    connect(next, &QAction::triggered, this, &LogView::findNextError);
    QAction *prev = addKeyAction(this, tr("Previous error"), { QKeySequence(Qt::SHIFT | Qt::Key_F8) }, view);
    connect(prev, &QAction::triggered, this, &LogView::findPreviousError);
    QAction *find = addKeyAction(this, tr("Filter…"), { QKeySequence::Find }, view);
    connect(find, &QAction::triggered, this, &LogView::focusFilter);
    QAction *nextHit = addKeyAction(this, tr("Next match"), { QKeySequence(Qt::Key_F3) }, view);
    connect(nextHit, &QAction::triggered, this, &LogView::findNextMatch);
    QAction *prevHit
        = addKeyAction(this, tr("Previous match"), { QKeySequence(Qt::SHIFT | Qt::Key_F3) }, view);
    connect(prevHit, &QAction::triggered, this, &LogView::findPreviousMatch);
    const std::tuple<QToolButton *, Qt::Key, QString> toggleKeys[] = {
        { m_search->regexToggle(), Qt::Key_R, tr("Regular expression on or off") },
        { m_search->caseToggle(), Qt::Key_C, tr("Match case on or off") },
        { m_search->onlyMatchingToggle(), Qt::Key_M, tr("Only matching lines, or mark the matches") },
        { m_search->invertToggle(), Qt::Key_I, tr("Invert the filter on or off") },
    };
    for (const auto &[button, key, name] : toggleKeys) {
        QAction *a = addKeyAction(this, name, { QKeySequence(Qt::CTRL | Qt::ALT | key) }, view);
        connect(a, &QAction::triggered, button, &QToolButton::click);
    }
    constexpr auto lines = Qt::WidgetShortcut;
    // "/" as a key of the lines, listed with Ctrl+F; the event filter also takes a "/" typed
    // with Shift (German layout), which no shortcut matches.
    QAction *slash = addKeyAction(m_list, find->text(), { QKeySequence(Qt::Key_Slash) }, lines);
    connect(slash, &QAction::triggered, this, &LogView::focusFilter);
    QAction *n = addKeyAction(m_list, tr("Next match"), { QKeySequence(Qt::Key_N) }, lines);
    connect(n, &QAction::triggered, this, &LogView::findNextMatch);
    QAction *shiftN
        = addKeyAction(m_list, tr("Previous match"), { QKeySequence(Qt::SHIFT | Qt::Key_N) }, lines);
    connect(shiftN, &QAction::triggered, this, &LogView::findPreviousMatch);
    QAction *newest = addKeyAction(m_list, tr("Newest line, follow"),
                                   { QKeySequence(Qt::Key_End), QKeySequence(Qt::SHIFT | Qt::Key_G) }, lines);
    connect(newest, &QAction::triggered, this, &LogView::jumpToNewest);
    QAction *oldest = addKeyAction(m_list, tr("Oldest line"),
                                   { QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_G) }, lines);
    connect(oldest, &QAction::triggered, this, &LogView::jumpToOldest);
    QAction *goTime = addKeyAction(m_list, tr("Go to time…"), { QKeySequence(Qt::Key_T) }, lines);
    connect(goTime, &QAction::triggered, m_time, [this] {
        m_time->setFocus();
        m_time->selectAll();
    });
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_list, &QWidget::customContextMenuRequested, this,
            [this, copy, next, prev, n, shiftN, newest, oldest, find, goTime](const QPoint &at) {
                QMenu menu;
                menu.addActions({ copy, find, n, shiftN, next, prev, newest, oldest, goTime });
                menu.exec(m_list->viewport()->mapToGlobal(at));
            });
}

void LogView::setSettings(Settings *settings)
{
    m_search->setSettings(settings);
}

QLineEdit *LogView::filterField() const
{
    return m_search->field();
}

QStringList LogView::filterHistory() const
{
    return m_search->history();
}

void LogView::setSourceError(const QString &error)
{
    m_sourceError->setText(error.isEmpty() ? QString() : tr("Journal: %1").arg(error));
    m_sourceError->setVisible(!error.isEmpty());
}

QString LogView::sourceError() const
{
    return m_sourceError->isVisible() ? m_sourceError->text() : QString();
}

void LogView::setModel(LogModel *model)
{
    if (m_model)
        m_model->disconnect(this);
    if (m_list->selectionModel())
        m_list->selectionModel()->disconnect(this);
    m_model = model;
    m_list->setModel(model);
    m_newLines = 0;
    updateNewLinesButton();
    if (!model) {
        updateMatchLabel();
        return;
    }
    m_allRuns->setChecked(!model->currentInvocationOnly());
    if (!m_search->text().isEmpty() || levelMask() != 0 || !m_search->onlyMatching())
        applyFilter(); // this view's filter and toggles hold for every host it shows
    connect(model, &LogModel::linesAppended, this, &LogView::onLinesAppended);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        updateStatus();
        updateMatchLabel();
        if (m_follow)
            m_list->scrollToBottom();
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &LogView::updateMatchLabel);
    if (m_follow)
        QTimer::singleShot(0, m_list, &QListView::scrollToBottom);
}

void LogView::setFollowing(bool follow)
{
    m_follow = follow;
    if (m_followButton->isChecked() != follow)
        m_followButton->setChecked(follow);
    if (follow) {
        m_newLines = 0;
        m_programmaticScroll = true;
        m_list->scrollToBottom();
        m_programmaticScroll = false;
    }
    updateNewLinesButton();
}

void LogView::onLinesAppended(int visible)
{
    if (m_follow) {
        m_programmaticScroll = true;
        m_list->scrollToBottom();
        m_programmaticScroll = false;
    } else {
        m_newLines += visible;
        updateNewLinesButton();
    }
    updateStatus();
    updateMatchLabel();
}

void LogView::onScrolled()
{
    if (m_programmaticScroll)
        return;
    QScrollBar *bar = m_list->verticalScrollBar();
    const bool atBottom = bar->value() >= bar->maximum();
    // Scrolling up pauses following; reaching the bottom resumes it.
    if (m_follow && !atBottom)
        setFollowing(false);
    else if (!m_follow && atBottom && m_newLines == 0)
        setFollowing(true);
}

void LogView::updateNewLinesButton()
{
    m_newLinesButton->setVisible(!m_follow && m_newLines > 0);
    m_newLinesButton->setText(tr("%n new line(s) ↓", nullptr, m_newLines));
}

void LogView::updateStatus()
{
    m_status->setText(tr("%n line(s) shown", nullptr, m_model ? m_model->rowCount() : 0));
}

bool LogView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (watched == m_list && key->text() == QLatin1String("/")) {
        focusFilter(); // by text, so that it works on layouts where "/" needs Shift
        return true;
    }
    if (watched == m_time && key->key() == Qt::Key_Escape) {
        m_list->setFocus();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void LogView::revealRow(int row)
{
    if (!m_model || row < 0 || row >= m_model->rowCount())
        return;
    setFollowing(false);
    const QModelIndex idx = m_model->index(row);
    m_programmaticScroll = true;
    m_list->setCurrentIndex(idx);
    m_list->scrollTo(idx, QAbstractItemView::PositionAtCenter);
    m_programmaticScroll = false;
    // A match far along a long line: scroll sideways to it.
    const QRegularExpression &re = m_model->highlightExpression();
    const QString text = idx.data().toString();
    if (const QRegularExpressionMatch m = re.pattern().isEmpty() ? QRegularExpressionMatch() : re.match(text);
        m.hasMatch()) {
        const QFontMetrics fm(m_list->font());
        const int x0 = fm.horizontalAdvance(text.left(m.capturedStart()));
        const int x1 = x0 + fm.horizontalAdvance(m.captured());
        QScrollBar *h = m_list->horizontalScrollBar();
        const int width = m_list->viewport()->width();
        if (x0 < h->value() || x1 > h->value() + width - 24)
            h->setValue(std::max(0, x0 - width / 3));
    }
    updateMatchLabel();
}

void LogView::jumpToNewest()
{
    if (m_model && m_model->rowCount() > 0) {
        m_programmaticScroll = true;
        m_list->setCurrentIndex(m_model->index(m_model->rowCount() - 1));
        m_programmaticScroll = false;
    }
    setFollowing(true);
}

void LogView::jumpToOldest()
{
    if (!m_model || m_model->rowCount() == 0)
        return;
    setFollowing(false);
    m_programmaticScroll = true;
    m_list->setCurrentIndex(m_model->index(0));
    m_list->scrollToTop();
    m_programmaticScroll = false;
}

bool LogView::revealSequence(qint64 sequence)
{
    if (!m_model)
        return false;
    int row = m_model->rowOfSequence(sequence);
    if (row < 0) {
        // Clear filters that hide it.
        m_search->clearSilently();
        for (QToolButton *b : std::as_const(m_levels)) {
            const QSignalBlocker block(b);
            b->setChecked(true);
        }
        m_allRuns->setChecked(true);
        m_model->setLevelMask(0);
        m_model->setFilter(QString(), false, false, false);
        m_model->setAllFolded(false);
        updateMatchLabel();
        row = m_model->rowOfSequence(sequence);
    }
    if (row < 0)
        return false;
    revealRow(row);
    return true;
}

void LogView::findNextError()
{
    if (!m_model)
        return;
    const int row
        = m_model->nextErrorRow(m_list->currentIndex().isValid() ? m_list->currentIndex().row() : -1, true);
    if (row >= 0)
        revealSequence(m_model->sequenceAt(row));
}

void LogView::findPreviousError()
{
    if (!m_model)
        return;
    const int from = m_list->currentIndex().isValid() ? m_list->currentIndex().row() : m_model->rowCount();
    const int row = m_model->nextErrorRow(from, false);
    if (row >= 0)
        revealSequence(m_model->sequenceAt(row));
}

void LogView::copySelection()
{
    if (!m_model)
        return;
    QModelIndexList rows = m_list->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QStringList lines;
    for (const QModelIndex &i : rows) {
        lines << (i.data(LogModel::FlagsRole).toInt() & LogStore::DroppedNotice
                      ? i.data(Qt::DisplayRole).toString()
                      : m_model->store().text(i.data(LogModel::SequenceRole).toLongLong()));
    }
    QApplication::clipboard()->setText(lines.join(u'\n'));
}

void LogView::exportToFile()
{
    if (!m_model)
        return;
    QString selected;
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export journal"), QStringLiteral("journal.txt"),
                                       tr("Text (*.txt);;JSON lines (*.jsonl)"), &selected);
    if (path.isEmpty())
        return;
    const LogStore &s = m_model->store();
    const bool json = selected.contains(QLatin1String("jsonl")) || path.endsWith(QLatin1String(".jsonl"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        QMessageBox::warning(this, tr("Export journal"),
                             tr("%1 cannot be written: %2").arg(path, f.errorString()));
        return;
    }
    f.write(json ? s.exportJson(s.firstSequence(), s.endSequence())
                 : s.exportText(s.firstSequence(), s.endSequence()).toUtf8());
}

quint32 LogView::levelMask() const
{
    static const quint32 bits[] = {
        1u << int(LogLevel::Debug),
        (1u << int(LogLevel::Info)) | (1u << int(LogLevel::Unknown)),
        1u << int(LogLevel::Warning),
        (1u << int(LogLevel::Error)) | (1u << int(LogLevel::Critical)),
    };
    quint32 mask = 0;
    bool all = true;
    for (int i = 0; i < m_levels.size(); ++i) {
        if (m_levels[i]->isChecked())
            mask |= bits[i];
        else
            all = false;
    }
    // None checked: a bit no line has, so only restart separators remain.
    return all ? 0 : mask ? mask : 1u << 31;
}

void LogView::applyFilter()
{
    if (m_model) {
        QApplication::setOverrideCursor(Qt::BusyCursor);
        m_model->setLevelMask(levelMask());
        m_search->applyTo(m_model);
        QApplication::restoreOverrideCursor();
    } else {
        m_search->applyTo(nullptr);
    }
    updateMatchLabel();
}

QString LogView::matchText() const
{
    return m_search->matchText(m_model, m_list->currentIndex());
}

void LogView::updateMatchLabel()
{
    m_search->updateMatchLabel(m_model, m_list->currentIndex());
}

void LogView::commitFilter()
{
    m_search->cancelPending();
    applyFilter();
    m_search->rememberFilter();
    if (m_model && m_follow && m_model->rowCount() > 0 && m_search->onlyMatching()) {
        // Following: the newest line is the current one (focus would pick the oldest).
        m_programmaticScroll = true;
        m_list->setCurrentIndex(m_model->index(m_model->rowCount() - 1));
        m_programmaticScroll = false;
    }
    m_list->setFocus();
    if (m_model && !m_search->onlyMatching() && m_model->matchCount() > 0) {
        // Marking: go to the match nearest the live end, or the next one from here.
        const QModelIndex current = m_list->currentIndex();
        const int row = m_follow || !current.isValid() ? m_model->nextMatchRow(m_model->rowCount(), false)
                                                       : m_model->nextMatchRow(current.row() - 1, true);
        if (row >= 0)
            revealRow(row);
    }
}

void LogView::focusFilter()
{
    m_search->field()->setFocus(Qt::ShortcutFocusReason);
    m_search->field()->selectAll();
}

void LogView::findMatch(bool forward)
{
    if (!m_model)
        return;
    if (!m_search->text().isEmpty())
        m_search->rememberFilter();
    const QModelIndex current = m_list->currentIndex();
    int from;
    if (current.isValid()) {
        from = current.row();
    } else {
        // No line chosen yet: from the top (forward) or bottom (backward) of what is in view.
        const QModelIndex top = m_list->indexAt(QPoint(1, 1));
        const QModelIndex bottom = m_list->indexAt(QPoint(1, m_list->viewport()->height() - 2));
        from = forward ? (top.isValid() ? top.row() - 1 : -1)
                       : (bottom.isValid() ? bottom.row() + 1 : m_model->rowCount());
    }
    int row = m_model->nextMatchRow(from, forward);
    if (row < 0) {
        // Past the last match: round to the other end, and say so.
        row = m_model->nextMatchRow(forward ? -1 : m_model->rowCount(), forward);
        if (row >= 0)
            m_status->setText(forward ? tr("Search wrapped to the oldest line")
                                      : tr("Search wrapped to the newest line"));
    }
    revealRow(row);
}

void LogView::findNextMatch()
{
    findMatch(true);
}

void LogView::findPreviousMatch()
{
    findMatch(false);
}

bool LogView::jumpToTime(const QString &text)
{
    if (!m_model)
        return false;
    const LogStore &s = m_model->store();
    const qint64 newest = s.size() > 0 ? s.timestampUsec(s.endSequence() - 1) : 0;
    const qint64 usec = parseJumpTime(text, newest);
    const bool ok = usec > 0;
    m_time->setStyleSheet(ok ? QString() : QStringLiteral("QLineEdit { border: 1px solid #dc2626; }"));
    if (!ok) {
        m_status->setText(tr("Not a time: %1 (try 14:05, 14:05:30, 2025-12-02 14:05 or -10m)").arg(text));
        return false;
    }
    const int row = m_model->rowAtTime(usec);
    if (row < 0) {
        m_status->setText(tr("These lines carry no time."));
        return false;
    }
    revealRow(row);
    m_list->setFocus();
    return true;
}

} // namespace ic
