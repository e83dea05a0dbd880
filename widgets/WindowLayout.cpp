// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "WindowLayout.h"

#include "MainWindow.h"

#include "config/Settings.h"

#include <QDockWidget>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QLayout>
#include <QMainWindow>
#include <QScreen>
#include <QStyle>
#include <QTabBar>
#include <QTimer>

namespace ic {

namespace {
// A dock tab's room beyond its title: the style's padding and the frame (Fusion, Breeze).
constexpr int kTabSlack = 8; // the dock area's frame around its tab bar
} // namespace

WindowLayout::WindowLayout(QMainWindow *window, Settings &settings, QDockWidget *hostsDock,
                           QDockWidget *serviceDock, QDockWidget *gpuDock)
    : m_window(window)
    , m_settings(settings)
    , m_hostsDock(hostsDock)
    , m_serviceDock(serviceDock)
    , m_gpuDock(gpuDock)
{
}

QRect WindowLayout::availableGeometry() const
{
    const QScreen *s = m_window->screen() ? m_window->screen() : QGuiApplication::primaryScreen();
    return s ? s->availableGeometry() : QRect(0, 0, 1280, 720);
}

QString WindowLayout::screenSignature() const
{
    const QRect a = availableGeometry();
    return QStringLiteral("%1x%2+%3+%4").arg(a.width()).arg(a.height()).arg(a.x()).arg(a.y());
}

void WindowLayout::setHostDocks(const HostDocks &docks)
{
    m_serviceColumn = docks.serviceColumn;
    m_besideGpus = docks.besideGpus;
}

QSize WindowLayout::defaultSize() const
{
    // Roomy on a large screen, and never larger than 92 % of a small one.
    const QRect a = availableGeometry();
    return { std::min(1600, int(a.width() * 0.92)), std::min(1000, int(a.height() * 0.92)) };
}

void WindowLayout::applyDefault()
{
    const QRect a = availableGeometry();
    m_window->setGeometry(
        QStyle::alignedRect(m_window->layoutDirection(), Qt::AlignCenter, defaultSize(), a));
    placeDocks();
}

QList<QDockWidget *> WindowLayout::docks() const
{
    return m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly);
}

QDockWidget *WindowLayout::startupDock() const
{
    return m_serviceColumn.isEmpty() ? nullptr : m_serviceColumn.first();
}

void WindowLayout::placeDocks()
{
    const QSize size = m_window->size();
    for (QDockWidget *d : docks()) {
        d->setFloating(false);
        d->show();
    }
    m_window->addDockWidget(Qt::LeftDockWidgetArea, m_hostsDock);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_serviceDock);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_gpuDock);
    // Start-up, serving, diagnosis and environment share one tabbed group under the service; the
    // GPU chart and the journal share the bottom.
    QDockWidget *journal = m_besideGpus;
    if (journal) {
        m_window->addDockWidget(Qt::BottomDockWidgetArea, journal);
        m_window->splitDockWidget(m_gpuDock, journal, Qt::Horizontal);
    }
    // On a short screen the service joins the group as a tab; on a tall one it sits above it.
    const bool shortScreen = size.height() < 850;
    // The right column is as wide as its tab titles need in this language (between a quarter
    // and a third of the window), so that no title is cut to "Se…"; the last panels of the group
    // whose titles do not fit in a third join the journal's tabs along the bottom instead.
    const auto tabsWidth = [&](const QList<QDockWidget *> &g) {
        // Measured by a tab bar like the window's own, in its font and style: an estimate a few
        // pixels short makes Qt cut every title.
        QTabBar probe;
        probe.setFont(m_window->font());
        probe.setDocumentMode(m_window->documentMode());
        if (shortScreen && !g.isEmpty())
            probe.addTab(m_serviceDock->windowTitle());
        for (const QDockWidget *d : g)
            probe.addTab(d->windowTitle());
        return probe.count() > 0 ? probe.sizeHint().width() + kTabSlack : 0;
    };
    const int widest = std::max(300, size.width() / 3);
    QList<QDockWidget *> group = m_serviceColumn;
    QList<QDockWidget *> besideJournal;
    while (journal && group.size() > 1 && tabsWidth(group) > widest)
        besideJournal.prepend(group.takeLast());
    for (QDockWidget *d : std::as_const(group))
        m_window->addDockWidget(Qt::RightDockWidgetArea, d);
    for (QDockWidget *d : std::as_const(besideJournal)) {
        m_window->addDockWidget(Qt::BottomDockWidgetArea, d);
        m_window->tabifyDockWidget(journal, d);
    }
    if (journal && !besideJournal.isEmpty())
        journal->raise();
    if (!group.isEmpty()) {
        if (!shortScreen)
            m_window->splitDockWidget(m_serviceDock, group.first(), Qt::Vertical);
        QDockWidget *anchor = shortScreen ? m_serviceDock : group.first();
        for (QDockWidget *d : std::as_const(group)) {
            if (d != anchor)
                m_window->tabifyDockWidget(anchor, d);
        }
        group.first()->raise();
        QTimer::singleShot(0, group.first(), &QDockWidget::raise);
    }
    const int right = std::clamp(tabsWidth(group), std::max(300, size.width() / 4), widest);
    m_window->resizeDocks({ m_hostsDock, m_serviceDock }, { std::max(140, size.width() / 10), right },
                          Qt::Horizontal);
    m_window->resizeDocks({ m_gpuDock }, { size.height() * 2 / 5 }, Qt::Vertical);
    if (journal)
        m_window->resizeDocks({ m_gpuDock, journal }, { size.width() / 2, size.width() / 2 }, Qt::Horizontal);
}

bool WindowLayout::restoreGeometry(const QByteArray &geometry)
{
    if (geometry.isEmpty())
        return false;
    const QRect before = m_window->geometry();
    if (!m_window->restoreGeometry(geometry))
        return false;
    const QRect a = availableGeometry();
    if (!a.contains(m_window->frameGeometry().topLeft()) || m_window->width() > a.width()
        || m_window->height() > a.height()) {
        m_window->setGeometry(before);
        return false;
    }
    return true;
}

bool WindowLayout::restoreState(const QByteArray &state, QSize savedWindow)
{
    if (state.isEmpty() || !m_window->restoreState(state, kLayoutVersion))
        return false;
    clampFloatingDocks();
    if (savedWindow.isValid()
        && (savedWindow.width() > m_window->width() || savedWindow.height() > m_window->height()))
        limitDockedPanels();
    return true;
}

QByteArray WindowLayout::saveState() const
{
    return m_window->saveState(kLayoutVersion);
}

void WindowLayout::clampFloatingDocks()
{
    const QRect a = availableGeometry();
    for (QDockWidget *d : docks()) {
        if (!d->isFloating())
            continue;
        QRect g = d->frameGeometry();
        const QSize frame = g.size() - d->geometry().size();
        g.setSize(g.size().boundedTo(a.size()));
        g.moveLeft(std::clamp(g.left(), a.left(), a.right() + 1 - g.width()));
        g.moveTop(std::clamp(g.top(), a.top(), a.bottom() + 1 - g.height()));
        if (g != d->frameGeometry()) {
            d->resize(g.size() - frame);
            d->move(g.topLeft());
        }
    }
}

void WindowLayout::limitDockedPanels()
{
    // Sizes made for a larger window: each side keeps at most a third of the width (a bottom or
    // top row two fifths of the height), so the centre keeps its room here.
    m_window->layout()->activate();
    QList<QDockWidget *> across, down;
    QList<int> widths, heights;
    for (QDockWidget *d : docks()) {
        if (d->isFloating() || d->isHidden())
            continue;
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(d);
        if (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea) {
            across << d;
            widths << std::min(d->width(), m_window->width() / 3);
        } else if (area == Qt::TopDockWidgetArea || area == Qt::BottomDockWidgetArea) {
            down << d;
            heights << std::min(d->height(), m_window->height() * 2 / 5);
        }
    }
    if (!across.isEmpty())
        m_window->resizeDocks(across, widths, Qt::Horizontal);
    if (!down.isEmpty())
        m_window->resizeDocks(down, heights, Qt::Vertical);
}

QString WindowLayout::screenBucket(QSize available)
{
    // Rounded up to steps of 80 x 90 pixels: 1280x720 and 1280x690 (a panel bar) are one class,
    // 1366x768 another, 1920x1050 and 1920x1080 one again.
    const auto up = [](int v, int step) { return (std::max(v, 1) + step - 1) / step * step; };
    return QStringLiteral("%1x%2").arg(up(available.width(), 80)).arg(up(available.height(), 90));
}

} // namespace ic
