// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "StartupPhasesChart.h"

#include "history/RestartHistory.h"
#include "host/StartupWatch.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

namespace ic {

namespace {

const QColor kSlowerColour(0xd9, 0x7a, 0x00); // amber, as the restart history's flags
const QColor kFailedColour(0xc0, 0x39, 0x2b);
const QColor kGapColour(0xc6, 0x28, 0x28);
const QColor kGroupColour(0x6a, 0x1b, 0x9a); // purple: apart from the bars' blue, amber and red

constexpr int kLabelMax = 170;

QString duration(double s)
{
    if (!std::isfinite(s) || s < 0)
        return QStringLiteral("—");
    if (s < 10 && s > 0)
        return StartupPhasesChart::tr("%1 s").arg(QLocale().toString(s, 'f', 1));
    return formatStartupDuration(s);
}

QString changeText(double value, double median)
{
    if (!std::isfinite(value) || !std::isfinite(median) || median <= 0)
        return {};
    const double c = value / median - 1;
    return (c >= 0 ? QStringLiteral("+") : QString()) + QLocale().toString(qRound(c * 100))
        + QStringLiteral(" %");
}

bool slower(const FlightPhaseRow &p)
{
    return std::isfinite(p.seconds) && std::isfinite(p.hostMedian) && p.hostMedian > 0
        && p.seconds / p.hostMedian - 1 >= RestartHistory::kSlowerBy - 1e-9
        && p.seconds - p.hostMedian >= 1; // a second more of a one-second phase is no news
}

void drawDiamond(QPainter &p, QPointF c, double r)
{
    QPainterPath path;
    path.moveTo(c.x(), c.y() - r);
    path.lineTo(c.x() + r, c.y());
    path.lineTo(c.x(), c.y() + r);
    path.lineTo(c.x() - r, c.y());
    path.closeSubpath();
    p.drawPath(path);
}

} // namespace

StartupPhasesChart::StartupPhasesChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("StartupPhasesChart"));
    setAccessibleName(tr("Phases of the selected start-up against the host's and the group's medians"));
    setMouseTracking(true);
}

void StartupPhasesChart::setReport(const std::optional<FlightReport> &report)
{
    m_report = report;
    updateGeometry();
    update();
}

int StartupPhasesChart::rowHeight() const
{
    return fontMetrics().height() + 4;
}

int StartupPhasesChart::legendHeight() const
{
    return fontMetrics().height() + 8;
}

QSize StartupPhasesChart::sizeHint() const
{
    const int rows = m_report ? std::max<int>(1, int(m_report->phases.size())) : 3;
    return { 520, legendHeight() + rows * rowHeight() + fontMetrics().height() + 8 };
}

QSize StartupPhasesChart::minimumSizeHint() const
{
    return { 260, legendHeight() + 3 * rowHeight() };
}

int StartupPhasesChart::rowAt(int y) const
{
    if (!m_report)
        return -1;
    const int row = (y - legendHeight()) / rowHeight();
    return y >= legendHeight() && row < m_report->phases.size() ? row : -1;
}

QString StartupPhasesChart::rowToolTip(int row) const
{
    if (!m_report || row < 0 || row >= m_report->phases.size())
        return {};
    const FlightPhaseRow &p = m_report->phases.at(row);
    QStringList lines;
    QString head = flightPhaseTitle(p.id) + QStringLiteral(": ");
    head += std::isfinite(p.startSeconds)
        ? tr("started after %1, took %2").arg(duration(p.startSeconds), duration(p.seconds))
        : tr("took %1").arg(duration(p.seconds));
    if (p.state == QLatin1String("failed"))
        head += QStringLiteral(" — ") + tr("the start-up failed here");
    if (p.reportedSeconds >= 0)
        head += QStringLiteral(" ") + tr("(the engine said %1)").arg(duration(p.reportedSeconds));
    lines << head;
    if (std::isfinite(p.hostMedian))
        lines << tr("Host median: %1 over %n earlier start-up(s) (%2)", nullptr, p.hostRuns)
                     .arg(duration(p.hostMedian), changeText(p.seconds, p.hostMedian));
    else if (m_report->hostRuns == 0)
        lines << m_report->hostMedianMissing();
    else
        lines << tr("Host median: the phase did not occur in the %n earlier start-up(s)", nullptr,
                    m_report->hostRuns);
    if (std::isfinite(p.groupMedian))
        lines << tr("Group %1 median: %2 over %n other host(s)", nullptr, p.groupHosts)
                     .arg(m_report->group, duration(p.groupMedian));
    else if (!m_report->groupMedianMissing().isEmpty())
        lines << m_report->groupMedianMissing();
    else
        lines << tr("Group %1 median: the phase did not occur on the other hosts").arg(m_report->group);
    if (m_report->flight) {
        for (const FlightGap &g : m_report->flight->gaps) {
            if (g.phase == p.id)
                lines << tr("No log line for %1, from %2 after the start")
                             .arg(duration(g.seconds), duration(g.startSeconds));
        }
    }
    return lines.join(u'\n');
}

bool StartupPhasesChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = rowToolTip(rowAt(help->pos().y()));
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

void StartupPhasesChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const QColor text = palette().color(QPalette::WindowText);
    if (!m_report || m_report->phases.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   !m_report ? tr("Select a restart to see its phases.")
                             : tr("No phase was recorded for this start-up."));
        return;
    }
    const QList<FlightPhaseRow> &rows = m_report->phases;
    double longest = 1;
    int labelWidth = 0;
    int valueWidth = 0;
    QStringList values;
    for (const FlightPhaseRow &r : rows) {
        for (const double s : { r.seconds, r.hostMedian, r.groupMedian })
            if (std::isfinite(s))
                longest = std::max(longest, s);
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(flightPhaseTitle(r.id)));
        QString v = duration(r.seconds);
        if (const QString c = changeText(r.seconds, r.hostMedian); !c.isEmpty())
            v += QStringLiteral("  ") + c;
        values << v;
        valueWidth = std::max(valueWidth, fm.horizontalAdvance(v));
    }
    labelWidth = std::min(labelWidth, kLabelMax);

    // Legend: what each mark means, with the usual silence the gaps are measured against.
    const int lh = legendHeight();
    double x = 0;
    const double my = lh / 2.0;
    auto legendText = [&](const QString &s) {
        p.setPen(text);
        p.drawText(QRectF(x, 0, fm.horizontalAdvance(s) + 2, lh - 4), Qt::AlignVCenter | Qt::AlignLeft, s);
        x += fm.horizontalAdvance(s) + 16;
    };
    p.fillRect(QRectF(x, my - 6, 14, 10), palette().color(QPalette::Highlight));
    x += 18;
    legendText(tr("this start-up"));
    p.setPen(QPen(text, 2));
    p.drawLine(QPointF(x + 4, my - 7), QPointF(x + 4, my + 5));
    x += 12;
    legendText(tr("host median"));
    p.setPen(Qt::NoPen);
    p.setBrush(kGroupColour);
    drawDiamond(p, QPointF(x + 5, my - 1), 5);
    x += 14;
    legendText(tr("group median"));
    if (m_report->flight) {
        p.setPen(kGapColour);
        p.setBrush(QBrush(kGapColour, Qt::BDiagPattern));
        p.drawRect(QRectF(x, my - 6, 14, 10));
        x += 18;
        legendText(tr("no log line for over %1").arg(duration(m_report->flight->usualSilenceSeconds)));
    }

    const int rh = rowHeight();
    const double left = labelWidth + 10;
    const double right = width() - valueWidth - 10;
    const double trackWidth = std::max(10.0, right - left);
    auto xAt = [&](double seconds) { return left + trackWidth * std::clamp(seconds / longest, 0.0, 1.0); };
    const QColor grid = palette().color(QPalette::Mid);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const FlightPhaseRow &r = rows.at(i);
        const double top = lh + double(i) * rh;
        const QRectF bar(left, top + 3, 0, rh - 6);
        if (i % 2)
            p.fillRect(QRectF(0, top, width(), rh), palette().color(QPalette::AlternateBase));
        p.setPen(text);
        p.drawText(QRectF(0, top, labelWidth, rh), Qt::AlignVCenter | Qt::AlignLeft,
                   fm.elidedText(flightPhaseTitle(r.id), Qt::ElideRight, labelWidth));
        p.setPen(QPen(grid, 1, Qt::DotLine));
        p.drawLine(QPointF(left, top + rh / 2.0), QPointF(left + trackWidth, top + rh / 2.0));
        if (std::isfinite(r.seconds)) {
            QColor c = palette().color(QPalette::Highlight);
            if (r.state == QLatin1String("failed"))
                c = kFailedColour;
            else if (slower(r))
                c = kSlowerColour;
            const QRectF b(left, bar.top(), std::max(2.0, xAt(r.seconds) - left), bar.height());
            p.fillRect(b, c);
            // Silences that fell in this phase, where they fell in it.
            if (m_report->flight && std::isfinite(r.startSeconds)) {
                for (const FlightGap &g : m_report->flight->gaps) {
                    if (g.phase != r.id)
                        continue;
                    const double from = std::clamp(g.startSeconds - r.startSeconds, 0.0, r.seconds);
                    const double to
                        = std::clamp(g.startSeconds + g.seconds - r.startSeconds, from, r.seconds);
                    const QRectF gr(xAt(from), bar.top() - 1, std::max(2.0, xAt(to) - xAt(from)),
                                    bar.height() + 2);
                    p.fillRect(gr, palette().color(QPalette::Base));
                    p.setPen(QPen(kGapColour, 1));
                    p.setBrush(QBrush(kGapColour, Qt::BDiagPattern));
                    p.drawRect(gr);
                }
            }
        }
        if (std::isfinite(r.hostMedian)) {
            p.setPen(QPen(text, 2));
            const double mx = xAt(r.hostMedian);
            p.drawLine(QPointF(mx, top + 1), QPointF(mx, top + rh - 1));
        }
        if (std::isfinite(r.groupMedian)) {
            p.setPen(QPen(palette().color(QPalette::Base), 1));
            p.setBrush(kGroupColour);
            drawDiamond(p, QPointF(xAt(r.groupMedian), top + rh / 2.0), std::min(6.0, rh / 2.0 - 1));
        }
        p.setPen(slower(r) ? kSlowerColour : text);
        p.drawText(QRectF(right + 10, top, valueWidth, rh), Qt::AlignVCenter | Qt::AlignLeft, values.at(i));
    }
    // The scale under the bars.
    const double axis = lh + double(rows.size()) * rh + 2;
    p.setPen(grid);
    p.drawLine(QPointF(left, axis), QPointF(left + trackWidth, axis));
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRectF(left, axis, trackWidth / 2, fm.height() + 4), Qt::AlignLeft | Qt::AlignTop,
               QStringLiteral("0"));
    p.drawText(QRectF(left + trackWidth / 2, axis, trackWidth / 2, fm.height() + 4),
               Qt::AlignRight | Qt::AlignTop, duration(longest));
}

} // namespace ic
