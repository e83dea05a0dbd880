// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RestartHistoryView.h"

#include "StartupPhasesChart.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "startup/StartupHistory.h"

#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ic {

namespace {

constexpr int kShown = 50;

const QColor kFlagColour(0xd9, 0x7a, 0x00); // amber: flagged, as the fleet's warnings
const QColor kCrashColour(0xc0, 0x39, 0x2b);

QString gib(double mib)
{
    return std::isfinite(mib) ? QLocale().toString(mib / 1024.0, 'f', 1) : QStringLiteral("—");
}

QString secondsText(double s)
{
    return std::isfinite(s) ? formatStartupDuration(s) : QStringLiteral("—");
}

QString changeText(double change)
{
    if (!std::isfinite(change))
        return QStringLiteral("—");
    return (change >= 0 ? QStringLiteral("+") : QString()) + QLocale().toString(change * 100, 'f', 0)
        + QStringLiteral(" %");
}

QString outcomeText(const QString &outcome)
{
    if (outcome == QLatin1String("ready"))
        return RestartHistoryView::tr("ready");
    if (outcome == QLatin1String("crashed"))
        return RestartHistoryView::tr("crashed");
    if (outcome == QLatin1String("stalled"))
        return RestartHistoryView::tr("stalled");
    if (outcome == QLatin1String("stopped"))
        return RestartHistoryView::tr("stopped");
    return outcome;
}

QDateTime began(const RestartRecord &r)
{
    return r.started.isValid() ? r.started : r.ended.isValid() ? r.ended : r.recorded;
}

} // namespace

// ---------------------------------------------------------------------------- chart

RestartHistoryChart::RestartHistoryChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("RestartHistoryChart"));
    setAccessibleName(tr("Start-up time and settled GPU memory per restart"));
}

void RestartHistoryChart::setEntries(const QList<RestartHistoryEntry> &newestFirst)
{
    m_entries = newestFirst;
    std::reverse(m_entries.begin(), m_entries.end());
    update();
}

QSize RestartHistoryChart::sizeHint() const
{
    return { 480, 140 };
}

QSize RestartHistoryChart::minimumSizeHint() const
{
    return { 200, 90 };
}

void RestartHistoryChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    double longest = 1;
    for (const RestartHistoryEntry &e : std::as_const(m_entries))
        for (const double s : { e.restart.totalSeconds(), e.medianStartupSeconds })
            if (std::isfinite(s))
                longest = std::max(longest, s);
    const QRectF plot
        = QRectF(rect()).adjusted(fm.horizontalAdvance(formatStartupDuration(longest)) + 8, fm.height() + 4,
                                  -(fm.horizontalAdvance(QStringLiteral("000.0")) + 8), -6);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(plot);
    if (m_entries.isEmpty() || plot.width() < 10 || plot.height() < 10) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(plot, Qt::AlignCenter, tr("No restarts recorded yet"));
        return;
    }
    double maxSeconds = 0, minMiB = INFINITY, maxMiB = -INFINITY;
    for (const RestartHistoryEntry &e : std::as_const(m_entries)) {
        for (const double s : { e.restart.totalSeconds(), e.medianStartupSeconds })
            if (std::isfinite(s))
                maxSeconds = std::max(maxSeconds, s);
        const double m = e.comparedMiB();
        if (std::isfinite(m)) {
            minMiB = std::min(minMiB, m);
            maxMiB = std::max(maxMiB, m);
        }
    }
    maxSeconds = std::max(maxSeconds, 1.0);
    // Legends: start-up time on the left, settled GPU memory (GiB) on the right.
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRectF(0, 0, width() / 2.0, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               tr("Start-up (bars)"));
    p.drawText(QRectF(width() / 2.0, 0, width() / 2.0, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
               tr("Settled GPU memory, GiB (dots)"));
    p.drawText(QRectF(0, plot.top(), plot.left() - 4, fm.height()), Qt::AlignRight | Qt::AlignTop,
               formatStartupDuration(maxSeconds));
    const bool haveMemory = std::isfinite(minMiB);
    if (haveMemory) {
        const double pad = std::max(1.0, (maxMiB - minMiB) * 0.15);
        minMiB -= pad;
        maxMiB += pad;
        p.drawText(QRectF(plot.right() + 4, plot.top(), width() - plot.right() - 4, fm.height()),
                   Qt::AlignLeft | Qt::AlignTop, gib(maxMiB));
        p.drawText(
            QRectF(plot.right() + 4, plot.bottom() - fm.height(), width() - plot.right() - 4, fm.height()),
            Qt::AlignLeft | Qt::AlignBottom, gib(minMiB));
    }
    const double slot = plot.width() / double(m_entries.size());
    const double barWidth = std::max(2.0, slot * 0.6);
    QPolygonF memoryLine;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const RestartHistoryEntry &e = m_entries.at(i);
        const double cx = plot.left() + slot * (double(i) + 0.5);
        const double s = e.restart.totalSeconds();
        if (std::isfinite(s)) {
            const double h = plot.height() * s / maxSeconds;
            QColor c = palette().color(QPalette::Highlight);
            if (e.restart.outcome != QLatin1String("ready"))
                c = kCrashColour;
            else if (e.slowerStartup)
                c = kFlagColour;
            p.fillRect(QRectF(cx - barWidth / 2, plot.bottom() - h, barWidth, h), c);
        }
        if (std::isfinite(e.medianStartupSeconds)) {
            const double y = plot.bottom() - plot.height() * e.medianStartupSeconds / maxSeconds;
            p.setPen(QPen(palette().color(QPalette::WindowText), 1.5));
            p.drawLine(QPointF(cx - slot / 2 + 1, y), QPointF(cx + slot / 2 - 1, y));
        }
        const double m = e.comparedMiB();
        if (haveMemory && std::isfinite(m)) {
            const double y = plot.bottom() - plot.height() * (m - minMiB) / (maxMiB - minMiB);
            memoryLine << QPointF(cx, y);
            p.setPen(Qt::NoPen);
            p.setBrush(e.moreMemory ? kFlagColour : palette().color(QPalette::Text));
            p.drawEllipse(QPointF(cx, y), 3.5, 3.5);
        }
    }
    if (memoryLine.size() > 1) {
        p.setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(memoryLine);
    }
}

// ---------------------------------------------------------------------------- view

RestartHistoryView::RestartHistoryView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_chart(new RestartHistoryChart(this))
    , m_table(new QTableWidget(this))
    , m_export(new QToolButton(this))
    , m_phasesTitle(new QLabel(this))
    , m_phases(new StartupPhasesChart(this))
    , m_phasesNotes(new QLabel(this))
    , m_split(new QSplitter(Qt::Vertical, this))
{
    setObjectName(QStringLiteral("RestartHistoryView"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_table->setColumnCount(9);
    m_table->setHorizontalHeaderLabels({ tr("Started"), tr("Outcome"), tr("Start-up"), tr("vs median"),
                                         tr("Peak GiB"), tr("Settled GiB"), tr("vs median"), tr("Verdict"),
                                         tr("Versions") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_export->setText(tr("Export"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_export);
    menu->addAction(tr("CSV…"), this, [this] { exportAs(Format::Csv); });
    menu->addAction(tr("JSON…"), this, [this] { exportAs(Format::Json); });
    menu->addAction(tr("Markdown…"), this, [this] { exportAs(Format::Markdown); });
    m_export->setMenu(menu);
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_export, 0, Qt::AlignTop);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) { showPhases(row); });

    // The selected restart's phases: the chart scrolls rather than squeeze its rows.
    m_phasesTitle->setTextFormat(Qt::PlainText);
    m_phasesTitle->setWordWrap(true);
    QFont heading = m_phasesTitle->font();
    heading.setBold(true);
    m_phasesTitle->setFont(heading);
    m_phasesNotes->setTextFormat(Qt::PlainText);
    m_phasesNotes->setWordWrap(true);
    m_phasesNotes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *phasesBody = new QWidget;
    auto *phasesLayout = new QVBoxLayout(phasesBody);
    phasesLayout->setContentsMargins(0, 0, 0, 0);
    phasesLayout->addWidget(m_phases);
    phasesLayout->addWidget(m_phasesNotes);
    phasesLayout->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("RestartPhasesScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(phasesBody);
    auto *phasesPanel = new QWidget;
    auto *panelLayout = new QVBoxLayout(phasesPanel);
    panelLayout->setContentsMargins(0, 4, 0, 0);
    panelLayout->addWidget(m_phasesTitle);
    panelLayout->addWidget(scroll, 1);

    m_split->setChildrenCollapsible(false);
    m_split->addWidget(m_chart);
    m_split->addWidget(m_table);
    m_split->addWidget(phasesPanel);
    m_split->setStretchFactor(0, 2);
    m_split->setStretchFactor(1, 3);
    m_split->setStretchFactor(2, 4);
    // Proportions, scaled to the height there is: on a laptop screen the phases get the most.
    m_split->setSizes({ 100, 130, 270 });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_split, 1);
    fill();
}

QString RestartHistoryView::phasesTitleText() const
{
    return m_phasesTitle->text();
}

QString RestartHistoryView::phasesNotesText() const
{
    return m_phasesNotes->text();
}

void RestartHistoryView::selectRestart(int row)
{
    if (row >= 0 && row < m_table->rowCount())
        m_table->setCurrentCell(row, 0);
}

void RestartHistoryView::showPhases(int row)
{
    if (!m_session || row < 0 || row >= m_entries.size()) {
        m_shownRestart = 0;
        m_phases->setReport(std::nullopt);
        m_phasesTitle->setText(tr("Phases"));
        m_phasesNotes->clear();
        return;
    }
    const RestartRecord &r = m_entries.at(row).restart;
    m_shownRestart = r.id;
    const StartupHistory history(m_session->dataDirectory());
    const FlightReport report = buildFlightReport(history.store(), r);
    m_phases->setReport(report);
    const QDateTime t = began(r);
    m_phasesTitle->setText(tr("Phases of the start-up of %1 (%2 after %3)")
                               .arg(t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat)
                                                : QStringLiteral("—"),
                                    outcomeText(r.outcome), secondsText(r.totalSeconds())));

    QStringList notes;
    if (report.hostRuns > 0)
        notes << tr("Host median: the %n earlier ready start-up(s) of this unit, model and arguments.",
                    nullptr, report.hostRuns);
    else
        notes << report.hostMedianMissing() + u'.';
    if (report.groupHosts > 0)
        notes << tr("Group median (%1): the median of %n other host(s)' medians.", nullptr, report.groupHosts)
                     .arg(report.group);
    else
        notes << report.groupMedianMissing() + u'.';
    if (!report.flight) {
        notes << tr(
            "Start offsets and silences were not recorded for this start-up: it was recorded by an older "
            "version of the console.");
    } else {
        const StartupFlight &f = *report.flight;
        for (const FlightGap &g : f.gaps) {
            const QString phase = g.phase.isEmpty() ? tr("before the first phase")
                                                    : tr("during %1").arg(flightPhaseTitle(g.phase));
            notes << (g.untilEnd
                          ? tr("No log line for %1 %2, until the start-up ended (from %3 after the start).")
                          : tr("No log line for %1 %2 (from %3 after the start)."))
                         .arg(formatStartupDuration(g.seconds), phase, formatStartupDuration(g.startSeconds));
        }
        if (f.gaps.isEmpty())
            notes << tr("No silence longer than %1 (the engine's usual silence).")
                         .arg(formatStartupDuration(f.usualSilenceSeconds));
        if (f.gapsLeftOut > 0)
            notes << tr("%n shorter silence(s) not kept.", nullptr, f.gapsLeftOut);
        if (f.clockSteps > 0)
            notes << tr("The host's clock went back %n time(s) during this start-up (at most %1).", nullptr,
                        f.clockSteps)
                         .arg(formatStartupDuration(f.clockStepSeconds));
    }
    m_phasesNotes->setText(notes.join(u'\n'));
}

void RestartHistoryView::setSession(HostSession *session)
{
    for (const QMetaObject::Connection &c : std::as_const(m_links))
        disconnect(c);
    m_links.clear();
    m_session = session;
    if (session) {
        StartupWatch *watch = session->startupWatch();
        m_links << connect(watch, &StartupWatch::historyRecorded, this, &RestartHistoryView::reload)
                << connect(watch, &StartupWatch::startupFailed, this, &RestartHistoryView::reload)
                << connect(watch, &StartupWatch::settledMemoryRecorded, this, &RestartHistoryView::reload);
    }
    reload();
}

void RestartHistoryView::reload()
{
    m_entries.clear();
    if (m_session) {
        const StartupHistory history(m_session->dataDirectory());
        m_entries = RestartHistory::load(history.store(), m_session->name(), kShown);
    }
    fill();
}

QString RestartHistoryView::summaryText() const
{
    return m_summary->text();
}

void RestartHistoryView::fill()
{
    const qint64 wanted = m_shownRestart;
    m_chart->setEntries(m_entries);
    m_export->setEnabled(!m_entries.isEmpty());
    if (!m_session) {
        m_summary->setText(tr("No host selected."));
    } else if (m_entries.isEmpty()) {
        m_summary->setText(
            tr("No restart of %1 has been recorded yet: restarts the console watches are kept here.")
                .arg(m_session->name()));
    } else {
        int slower = 0, higher = 0;
        for (const RestartHistoryEntry &e : std::as_const(m_entries)) {
            slower += e.slowerStartup ? 1 : 0;
            higher += e.moreMemory ? 1 : 0;
        }
        const RestartHistoryEntry &last = m_entries.constFirst();
        const bool lastReady = last.restart.outcome == QLatin1String("ready");
        QString text = tr("%n restart(s) of %1. Each is compared with the median of the ten ready restarts "
                          "before it: a start-up 20 % slower or GPU memory 5 % higher is flagged.",
                          nullptr, int(m_entries.size()))
                           .arg(m_session->name());
        text += u' ';
        if (!lastReady)
            text += tr("The latest restart did not become ready (%1 after %2).")
                        .arg(outcomeText(last.restart.outcome), secondsText(last.restart.totalSeconds()));
        else if (last.comparedWith == 0)
            text += tr("The latest restart has nothing to compare with yet.");
        else if (last.slowerStartup || last.moreMemory)
            text += tr("The latest restart is flagged: start-up %1, memory %2 against the median of %3.")
                        .arg(changeText(last.startupChange), changeText(last.memoryChange))
                        .arg(last.comparedWith);
        else
            text += tr("The latest restart is within its median (start-up %1, memory %2).")
                        .arg(changeText(last.startupChange), changeText(last.memoryChange));
        if (slower + higher > 0)
            text += u' ' + tr("Flagged in the list: %1 slower, %2 higher.").arg(slower).arg(higher);
        m_summary->setText(text);
    }

    const QSignalBlocker quiet(m_table); // the phases are shown once, below
    m_table->setRowCount(int(m_entries.size()));
    const QFont bold = [this] {
        QFont f = font();
        f.setBold(true);
        return f;
    }();
    for (int row = 0; row < m_entries.size(); ++row) {
        const RestartHistoryEntry &e = m_entries.at(row);
        const RestartRecord &r = e.restart;
        auto set = [&](int column, const QString &text, bool flagged = false, const QString &tip = {}) {
            auto *item = new QTableWidgetItem(text);
            if (flagged) {
                item->setForeground(kFlagColour);
                item->setFont(bold);
            }
            if (!tip.isEmpty())
                item->setToolTip(tip);
            if (column >= 2 && column <= 6)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        };
        QStringList phases;
        for (const QString &p : RestartHistory::phases({ e }))
            phases << QStringLiteral("%1: %2").arg(p, secondsText(r.phaseSeconds.value(p)));
        const QDateTime t = began(r);
        set(0, t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : QStringLiteral("—"));
        QString outcome = outcomeText(r.outcome);
        if (!r.rootCause.isEmpty())
            outcome += QStringLiteral(" — ") + r.rootCause;
        set(1, outcome, false, r.invocationId);
        set(2, secondsText(r.totalSeconds()), false, phases.join(u'\n'));
        const QString median = e.comparedWith > 0
            ? tr("median of %1: %2").arg(e.comparedWith).arg(secondsText(e.medianStartupSeconds))
            : tr("no earlier ready restart to compare with");
        set(3, changeText(e.startupChange), e.slowerStartup, median);
        set(4, gib(r.peakGpuMiB));
        set(5, gib(r.settledGpuMiB));
        set(6, changeText(e.memoryChange), e.moreMemory,
            e.comparedWith > 0 ? tr("median of %1: %2 GiB").arg(e.comparedWith).arg(gib(e.medianSettledMiB))
                               : QString());
        set(7, e.verdict.isEmpty() ? QStringLiteral("—") : e.verdict);
        QStringList versions;
        if (!e.engineVersion.isEmpty())
            versions << e.engineVersion;
        if (!e.driverVersion.isEmpty())
            versions << tr("driver %1").arg(e.driverVersion);
        if (!e.cudaVersion.isEmpty())
            versions << tr("CUDA %1").arg(e.cudaVersion);
        set(8, versions.isEmpty() ? QStringLiteral("—") : versions.join(QStringLiteral(", ")));
    }
    // The restart whose phases showed stays selected; else the newest.
    int keep = m_entries.isEmpty() ? -1 : 0;
    for (int row = 0; row < m_entries.size(); ++row)
        if (wanted != 0 && m_entries.at(row).restart.id == wanted)
            keep = row;
    if (keep >= 0)
        m_table->setCurrentCell(keep, 0);
    showPhases(keep);
}

bool RestartHistoryView::exportTo(const QString &path, Format format, QString *error) const
{
    const QString host = m_session ? m_session->name() : QString();
    QByteArray bytes;
    switch (format) {
    case Format::Csv:
        bytes = RestartHistory::toCsv(m_entries);
        break;
    case Format::Json:
        bytes = QJsonDocument(RestartHistory::toJson(host, m_entries)).toJson(QJsonDocument::Indented);
        break;
    case Format::Markdown:
        bytes = RestartHistory::toMarkdown(host, m_entries).toUtf8();
        break;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

void RestartHistoryView::exportAs(Format format)
{
    const QString host = m_session ? m_session->name() : QStringLiteral("host");
    const QString suffix = format == Format::Csv ? QStringLiteral("csv")
        : format == Format::Json                 ? QStringLiteral("json")
                                                 : QStringLiteral("md");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the restart history"),
                                                      QStringLiteral("restarts-%1.%2").arg(host, suffix));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, format, &error))
        m_summary->setText(error);
}

} // namespace ic
