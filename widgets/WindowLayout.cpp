// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "WindowLayout.h"

#include "MainWindow.h"

#include "config/Settings.h"

#include <QDockWidget>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QStyle>
#include <QTimer>

namespace ic {

namespace {
// A dock tab's room beyond its title: the style's padding and the frame (Fusion, Breeze).
constexpr int kTabPadding = 28;
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
    const QSize size = defaultSize();
    m_window->setGeometry(QStyle::alignedRect(m_window->layoutDirection(), Qt::AlignCenter, size, a));
    for (QDockWidget *d : m_window->findChildren<QDockWidget *>()) {
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
    QList<QDockWidget *> group = m_serviceColumn;
    for (QDockWidget *d : std::as_const(group))
        m_window->addDockWidget(Qt::RightDockWidgetArea, d);
    if (!group.isEmpty()) {
        // On a short screen the service joins the group as a tab; on a tall one it sits above it.
        const bool shortScreen = size.height() < 850;
        if (!shortScreen)
            m_window->splitDockWidget(m_serviceDock, group.first(), Qt::Vertical);
        QDockWidget *anchor = shortScreen ? m_serviceDock : group.first();
        for (QDockWidget *d : std::as_const(group)) {
            if (d != anchor)
                m_window->tabifyDockWidget(anchor, d);
        }
        QTimer::singleShot(0, group.first(), &QDockWidget::raise);
    }
    // The right column is as wide as its tab titles need in this language (between a quarter
    // and a third of the window), so that no title is cut to "Se…".
    const QFontMetrics titles(m_window->font());
    int tabs = 0;
    if (!group.isEmpty() && size.height() < 850)
        group.prepend(m_serviceDock);
    for (const QDockWidget *d : std::as_const(group))
        tabs += titles.horizontalAdvance(d->windowTitle()) + kTabPadding;
    const int right = std::clamp(tabs, std::max(300, size.width() / 4), std::max(300, size.width() / 3));
    m_window->resizeDocks({ m_hostsDock, m_serviceDock }, { std::max(140, size.width() / 10), right },
                          Qt::Horizontal);
    m_window->resizeDocks({ m_gpuDock }, { size.height() * 2 / 5 }, Qt::Vertical);
    if (journal)
        m_window->resizeDocks({ m_gpuDock, journal }, { size.width() / 2, size.width() / 2 }, Qt::Horizontal);
}

void WindowLayout::restore()
{
    applyDefault();
    // A saved layout is worth restoring only on the screen it was made for, by this layout
    // version, and only when the window fits on the screen; otherwise the defaults stand.
    if (m_settings.mainWindowScreen() != screenSignature())
        return;
    const QByteArray geometry = m_settings.mainWindowGeometry();
    const QByteArray state = m_settings.mainWindowState();
    if (geometry.isEmpty() || state.isEmpty())
        return;
    const QRect before = m_window->geometry();
    if (!m_window->restoreGeometry(geometry))
        return;
    const QRect a = availableGeometry();
    if (!a.contains(m_window->frameGeometry().topLeft()) || m_window->width() > a.width()
        || m_window->height() > a.height()) {
        m_window->setGeometry(before);
        return;
    }
    if (!m_window->restoreState(state, kLayoutVersion))
        applyDefault();
}

void WindowLayout::reset()
{
    m_settings.setMainWindowGeometry({});
    m_settings.setMainWindowState({});
    m_settings.setMainWindowScreen({});
    applyDefault();
}

void WindowLayout::save()
{
    m_settings.setMainWindowGeometry(m_window->saveGeometry());
    m_settings.setMainWindowState(m_window->saveState(kLayoutVersion));
    m_settings.setMainWindowScreen(screenSignature());
}

} // namespace ic
