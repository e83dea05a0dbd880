// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LayoutAudit.h"

#include "ChatPane.h"
#include "GpuBarsWidget.h"
#include "GpuChartWidget.h"
#include "GpuProcessesView.h"
#include "MainWindow.h"

#include <QAbstractButton>
#include <QDialog>
#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QScreen>
#include <QScrollArea>
#include <QTabBar>

namespace ic {

namespace {

QString size(QSize s)
{
    return QStringLiteral("%1x%2").arg(s.width()).arg(s.height());
}

/// `w` lies inside `frame`'s rectangle (both on screen) and has at least the room it needs.
void checkInside(const QWidget *w, const QWidget *frame, const QString &name, LayoutAudit &audit)
{
    if (!w->isVisible())
        return;
    ++audit.checked;
    const QRect shown(frame->mapToGlobal(QPoint(0, 0)), frame->size());
    const QRect at(w->mapToGlobal(QPoint(0, 0)), w->size());
    if (!shown.contains(at))
        audit.problems << QStringLiteral("%1 (%2 at %3,%4) reaches past the %5 its dock shows")
                              .arg(name, size(at.size()))
                              .arg(at.x() - shown.x())
                              .arg(at.y() - shown.y())
                              .arg(size(shown.size()));
    const QSize need = w->minimumSizeHint().expandedTo(w->minimumSize());
    if (w->width() < need.width() || w->height() < need.height())
        audit.problems << QStringLiteral("%1 is squeezed to %2 of the %3 it needs")
                              .arg(name, size(w->size()), size(need));
}

/// A widget named for a reader: its class, its object name, the start of its text.
QString describe(const QWidget *w)
{
    QString text;
    if (const auto *label = qobject_cast<const QLabel *>(w))
        text = label->text();
    else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
        text = button->text();
    text = text.simplified();
    if (text.size() > 40)
        text = text.left(39) + QChar(0x2026);
    QString d = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        d += QLatin1Char('#') + w->objectName();
    if (!text.isEmpty())
        d += QStringLiteral(" “%1”").arg(text);
    return d;
}

/// The visible widgets `layout` and the layouts inside it place.
void placedWidgets(const QLayout *layout, QList<const QWidget *> &out)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (const QWidget *w = item->widget(); w && w->isVisible())
            out.append(w);
        else if (const QLayout *inner = item->layout())
            placedWidgets(inner, out);
    }
}

/// Widgets one layout places side by side or one above another never overlap unless the layout
/// got less room than their minimum sizes add up to: then one is drawn over the next (a label
/// under a text box). Every visible layout under `root` is looked at.
void checkOverlaps(const QWidget *root, const QString &name, LayoutAudit &audit)
{
    ++audit.checked;
    QList<const QWidget *> containers { root };
    containers += root->findChildren<const QWidget *>();
    for (const QWidget *container : std::as_const(containers)) {
        if (!container->isVisible() || !container->layout())
            continue;
        QList<const QWidget *> placed;
        placedWidgets(container->layout(), placed);
        for (qsizetype i = 0; i < placed.size(); ++i) {
            for (qsizetype j = i + 1; j < placed.size(); ++j) {
                const QRect common = placed.at(i)->geometry() & placed.at(j)->geometry();
                if (common.isEmpty())
                    continue;
                audit.problems << QStringLiteral("%1: %2 and %3 overlap by %4 (%5 is %6 high, its "
                                                 "layout needs %7)")
                                      .arg(name, describe(placed.at(i)), describe(placed.at(j)),
                                           size(common.size()), describe(container))
                                      .arg(container->height())
                                      .arg(container->layout()->totalMinimumSize().height());
            }
        }
    }
}

/// A dialog lies on its screen: its frame and every button it shows inside the screen's available
/// geometry, and it can be made that small (its minimum size is no larger).
void checkDialog(const QWidget *dialog, LayoutAudit &audit)
{
    if (!dialog->isVisible() || !dialog->screen())
        return;
    ++audit.checked;
    const QString name = QStringLiteral("the dialog “%1”").arg(dialog->windowTitle());
    const QRect available = dialog->screen()->availableGeometry();
    const QRect frame = dialog->frameGeometry();
    if (!available.contains(frame))
        audit.problems << QStringLiteral("%1: its frame (%2 at %3,%4) leaves the screen's %5 at %6,%7")
                              .arg(name, size(frame.size()))
                              .arg(frame.x())
                              .arg(frame.y())
                              .arg(size(available.size()))
                              .arg(available.x())
                              .arg(available.y());
    const QSize frameExtra = frame.size() - dialog->size();
    const QSize minimum = dialog->minimumSize().expandedTo(dialog->minimumSizeHint()) + frameExtra;
    if (minimum.width() > available.width() || minimum.height() > available.height())
        audit.problems << QStringLiteral("%1: its minimum size %2 (frame included) is larger than the "
                                         "screen's %3")
                              .arg(name, size(minimum), size(available.size()));
    // A wrapped label given fewer lines than its text needs is cut (a layout squeezed below what
    // its labels need for their width: a top-level window's minimum size ignores that).
    for (const auto *label : dialog->findChildren<const QLabel *>()) {
        if (label->window() != dialog || !label->isVisibleTo(dialog) || !label->wordWrap())
            continue;
        if (const int need = label->heightForWidth(label->width()); label->height() < need)
            audit.problems << QStringLiteral("%1: %2 is %3 px high, its text needs %4")
                                  .arg(name, describe(label))
                                  .arg(label->height())
                                  .arg(need);
    }
    for (const auto *button : dialog->findChildren<const QAbstractButton *>()) {
        if (button->window() != dialog || !button->isVisibleTo(dialog))
            continue;
        const QRect at(button->mapToGlobal(QPoint(0, 0)), button->size());
        if (!available.contains(at))
            audit.problems << QStringLiteral("%1: the button %2 (at %3,%4) is off the screen")
                                  .arg(name, describe(button))
                                  .arg(at.x())
                                  .arg(at.y());
    }
}

} // namespace

LayoutAudit auditLayout(const QWidget *window)
{
    LayoutAudit audit;
    // The window itself when it is a dialog, and every dialog open over it.
    QList<const QDialog *> dialogs = window->findChildren<const QDialog *>();
    if (const auto *dialog = qobject_cast<const QDialog *>(window))
        dialogs.prepend(dialog);
    for (const auto *dialog : std::as_const(dialogs))
        if (dialog->isWindow())
            checkDialog(dialog, audit);
    // The chat pane's turns (prompt, notes, the two text panes, the cut note, the usage line).
    QList<const ChatPane *> chats = window->findChildren<const ChatPane *>();
    if (const auto *pane = qobject_cast<const ChatPane *>(window))
        chats.prepend(pane);
    for (const auto *chat : std::as_const(chats)) {
        if (!chat->isVisible())
            continue;
        checkOverlaps(chat, QStringLiteral("the chat pane"), audit);
        // A scroll area that never scrolls sideways cuts whatever is wider than its viewport.
        for (const auto *area : chat->findChildren<const QScrollArea *>()) {
            if (!area->isVisible() || !area->widget()
                || area->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff)
                continue;
            ++audit.checked;
            if (area->widget()->width() > area->viewport()->width() + 1)
                audit.problems << QStringLiteral("the chat pane: %1 is %2 px wide in a %3 px view that "
                                                 "does not scroll sideways")
                                      .arg(describe(area->widget()))
                                      .arg(area->widget()->width())
                                      .arg(area->viewport()->width());
        }
    }
    // Tabbed docks: a tab bar narrower than its tabs need cuts their titles ("Servi…").
    if (qobject_cast<const QMainWindow *>(window)) {
        for (const auto *bar : window->findChildren<const QTabBar *>(Qt::FindDirectChildrenOnly)) {
            if (!bar->isVisible() || bar->count() < 2)
                continue;
            ++audit.checked;
            if (bar->width() < bar->sizeHint().width()) {
                QStringList titles;
                for (int i = 0; i < bar->count(); ++i)
                    titles << bar->tabText(i);
                audit.problems << QStringLiteral("the dock tabs “%1” are %2 px wide and need %3: their "
                                                 "titles are cut")
                                      .arg(titles.join(QStringLiteral(", ")))
                                      .arg(bar->width())
                                      .arg(bar->sizeHint().width());
            }
        }
    }
    // The main window's GPU dock, which it holds by type: no lookup by object name.
    const auto *mainWindow = qobject_cast<const MainWindow *>(window);
    const QDockWidget *gpuDock = mainWindow ? mainWindow->gpuDock() : nullptr;
    if (gpuDock && gpuDock->isVisible()) {
        const QWidget *frame = gpuDock->widget();
        if (const auto *area = qobject_cast<const QScrollArea *>(frame); area && area->widget()) {
            // A dock's panel that needs more room than the dock has makes it scroll: the row under
            // the chart is cut at the dock's edge.
            ++audit.checked;
            frame = area->viewport();
            const QSize content = area->widget()->size();
            if (content.width() > frame->width() || content.height() > frame->height())
                audit.problems << QStringLiteral("the GPU dock scrolls: its panel is %1 in a %2 dock")
                                      .arg(size(content), size(frame->size()));
        }
        if (frame) {
            for (const auto *chart : gpuDock->findChildren<const GpuChartWidget *>())
                checkInside(chart, frame, QStringLiteral("the GPU chart"), audit);
            for (const auto *bars : gpuDock->findChildren<const GpuBarsWidget *>())
                checkInside(bars, frame, QStringLiteral("the GPU bars"), audit);
            for (const auto *processes : gpuDock->findChildren<const GpuProcessesView *>())
                checkInside(processes, frame, QStringLiteral("the GPU processes"), audit);
        }
    }
    for (const auto *bars : window->findChildren<const GpuBarsWidget *>()) {
        if (!bars->isVisible())
            continue;
        ++audit.checked;
        if (const QString problem = bars->clipProblem(); !problem.isEmpty())
            audit.problems << problem;
    }
    for (const auto *processes : window->findChildren<const GpuProcessesView *>()) {
        if (!processes->isVisible())
            continue;
        ++audit.checked;
        if (const QString problem = processes->clipProblem(); !problem.isEmpty())
            audit.problems << problem;
    }
    for (const auto *chart : window->findChildren<const GpuChartWidget *>()) {
        if (!chart->isVisible())
            continue;
        ++audit.checked;
        if (const QString cut = chart->cutText(); !cut.isEmpty())
            audit.problems << QStringLiteral("the GPU chart cuts ") + cut;
    }
    return audit;
}

} // namespace ic
