// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "StartupView.h"

#include "formats/DataText.h"
#include "host/StartupWatch.h"
#include "startup/StartupTracker.h"

#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ic {

namespace {
QString stateGlyph(PhaseState s)
{
    switch (s) {
    case PhaseState::Pending:
        return QStringLiteral("○");
    case PhaseState::Active:
        return QStringLiteral("◐");
    case PhaseState::Done:
        return QStringLiteral("✓");
    case PhaseState::Failed:
        return QStringLiteral("✗");
    case PhaseState::Skipped:
        return QStringLiteral("–");
    }
    return {};
}
} // namespace

StartupView::StartupView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_stuck(new QLabel(this))
    , m_overall(new QProgressBar(this))
    , m_phases(new QTableWidget(0, 4, this))
{
    setObjectName(QStringLiteral("StartupView"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_stuck->setWordWrap(true);
    m_stuck->setStyleSheet(QStringLiteral("QLabel { color: #b45309; font-weight: bold; }"));
    m_stuck->hide();
    m_overall->setRange(0, 1000);
    m_overall->setTextVisible(true);
    m_overall->setAccessibleName(tr("Start-up progress"));
    m_phases->setHorizontalHeaderLabels({ QString(), tr("Phase"), tr("Time"), tr("Progress") });
    m_phases->verticalHeader()->hide();
    m_phases->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_phases->setSelectionMode(QAbstractItemView::NoSelection);
    m_phases->setShowGrid(false);
    // Every column shows its whole text in a dock a third of a 1280-pixel screen wide, in any
    // language: the phase name wraps, its detail on a line of its own.
    QHeaderView *header = m_phases->horizontalHeader();
    header->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    header->setTextElideMode(Qt::ElideRight);
    m_phases->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_phases->setTextElideMode(Qt::ElideRight);
    m_phases->setWordWrap(true);
    m_phases->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_phases->setAccessibleName(tr("Start-up phases"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_overall);
    layout->addWidget(m_stuck);
    layout->addWidget(m_phases, 1);
    m_clock.setInterval(1000);
    connect(&m_clock, &QTimer::timeout, this, &StartupView::refresh);
    refresh();
}

void StartupView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_clock.start();
    refresh();
}

void StartupView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_clock.stop();
}

StartupTracker *StartupView::tracker() const
{
    return m_tracker;
}

int StartupView::percentShown() const
{
    return m_overall->value() / 10;
}

int StartupView::phaseRows() const
{
    return m_phases->rowCount();
}

QString StartupView::phaseText(int row, int column) const
{
    const QTableWidgetItem *it = m_phases->item(row, column);
    return it ? it->text() : QString();
}

void StartupView::setTracker(StartupTracker *tracker, const QString &host)
{
    if (m_tracker)
        m_tracker->disconnect(this);
    m_tracker = tracker;
    m_host = host;
    if (m_tracker)
        connect(m_tracker, &StartupTracker::changed, this, &StartupView::refresh);
    refresh();
}

QString StartupView::formatDuration(double seconds)
{
    return formatStartupDuration(seconds);
}

QString StartupView::summaryText() const
{
    return m_summary->text();
}

QString StartupView::stuckText() const
{
    return m_stuck->isVisible() || !m_stuck->isHidden() ? m_stuck->text() : QString();
}

void StartupView::refresh()
{
    if (!m_tracker) {
        m_summary->setText(m_host.isEmpty() ? tr("No host selected.") : tr("%1: not watched.").arg(m_host));
        m_overall->setValue(0);
        m_phases->setRowCount(0);
        m_stuck->hide();
        return;
    }
    const StartupSnapshot s = m_tracker->snapshot();
    QString outcome;
    switch (s.outcome) {
    case StartupOutcome::Starting:
        outcome = tr("starting");
        break;
    case StartupOutcome::Ready:
        outcome = tr("ready");
        break;
    case StartupOutcome::Crashed:
        outcome = tr("crashed");
        break;
    case StartupOutcome::Stopped:
        outcome = tr("stopped");
        break;
    }
    QString line
        = s.engine.isEmpty() ? tr("Start-up: %1").arg(outcome) : tr("%1 start-up: %2").arg(s.engine, outcome);
    if (!m_host.isEmpty())
        line = m_host + QStringLiteral(" — ") + line;
    if (s.outcome == StartupOutcome::Starting) {
        line += u' ' + tr("— %1 %").arg(s.percent, 0, 'f', 0);
        if (s.etaSeconds >= 0)
            line += u' ' + tr("— about %1 left").arg(formatDuration(s.etaSeconds));
        else
            line += u' ' + tr("— time left unknown");
    }
    if (s.benignSkipped > 0)
        line += u'\n' + tr("%n known-harmless warning(s) skipped.", nullptr, s.benignSkipped);
    m_summary->setText(line);
    m_overall->setValue(int(s.percent * 10));
    m_overall->setFormat(QStringLiteral("%1 %").arg(s.percent, 0, 'f', 0));
    if (s.possiblyStuck) {
        m_stuck->setText(tr("Possibly stuck: no real progress for %1 (only known-harmless warnings).")
                             .arg(formatDuration(s.secondsSinceProgress)));
        m_stuck->show();
    } else {
        m_stuck->hide();
    }

    m_phases->setRowCount(int(s.phases.size()));
    for (int r = 0; r < s.phases.size(); ++r) {
        const StartupPhaseStatus &p = s.phases[r];
        auto set = [&](int c, const QString &text) {
            QTableWidgetItem *it = m_phases->item(r, c);
            if (!it) {
                it = new QTableWidgetItem;
                m_phases->setItem(r, c, it);
            }
            if (it->text() != text)
                it->setText(text);
            QColor fg;
            if (p.state == PhaseState::Failed)
                fg = QColor(0xb9, 0x1c, 0x1c);
            else if (p.state == PhaseState::Done)
                fg = QColor(0x15, 0x80, 0x3d);
            else if (p.state == PhaseState::Pending || p.state == PhaseState::Skipped)
                fg = palette().color(QPalette::PlaceholderText);
            it->setForeground(fg.isValid() ? QBrush(fg) : QBrush());
            QFont f = it->font();
            f.setBold(p.state == PhaseState::Active);
            it->setFont(f);
        };
        set(0, stateGlyph(p.state));
        // The detail ("shard 12/64") under the phase's name, where the row has room for it.
        const QString name = p.title.isEmpty() ? p.id : dataText(p.title);
        set(1, p.detail.isEmpty() ? name : name + u'\n' + p.detail);
        set(2, formatDuration(p.seconds()));
        set(3, p.hasFraction() ? QStringLiteral("%1 %").arg(p.fraction * 100, 0, 'f', 0) : QString());
        for (int c = 1; c < 4; ++c)
            m_phases->item(r, c)->setToolTip(m_phases->item(r, c)->text());
    }
    // A detail that appeared (or a name that now wraps) needs its row measured again; a line in a
    // fallback font (Chinese beside Latin) is taller than the measure, so rows get a little more.
    m_phases->resizeRowsToContents();
    for (int r = 0; r < m_phases->rowCount(); ++r) {
        if (m_phases->item(r, 1)->text().contains(u'\n'))
            m_phases->setRowHeight(r, m_phases->rowHeight(r) + fontMetrics().height() / 2);
    }
}

} // namespace ic
