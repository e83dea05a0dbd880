// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "WindowCommands.h"
#include "DialogFit.h"

#include "CommandPalette.h"
#include "host/Fleet.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ic {

namespace {

// "&Restart service…" and "重启服务(&R)…" as a reader sees them.
QString plainText(QString text)
{
    static const QRegularExpression cjkAccelerator(QStringLiteral("\\(&[^&]\\)"));
    static const QRegularExpression accelerator(QStringLiteral("&(?!&)"));
    text.remove(cjkAccelerator);
    text.remove(accelerator);
    text.remove(QChar(0x2026)); // the ellipsis of "…" items
    return text.trimmed();
}

// "n" and "g" for the bare letter keys, so that they read apart from Shift+N and Shift+G.
QString keyText(const QKeySequence &key)
{
    if (key.count() == 1) {
        const QKeyCombination k = key[0];
        if (k.keyboardModifiers() == Qt::NoModifier && k.key() >= Qt::Key_A && k.key() <= Qt::Key_Z)
            return QChar(u'a' + (k.key() - Qt::Key_A));
    }
    return key.toString(QKeySequence::NativeText);
}

QString keysText(const QList<QKeySequence> &keys)
{
    QStringList out;
    for (const QKeySequence &k : keys)
        out << keyText(k);
    return out.join(QStringLiteral(", "));
}

void collectActions(const QList<QAction *> &actions, QList<QAction *> *out)
{
    for (QAction *a : actions) {
        if (a->menu())
            collectActions(a->menu()->actions(), out);
        else if (!a->isSeparator() && !a->text().isEmpty())
            out->append(a);
    }
}

} // namespace

WindowCommands::WindowCommands(QMainWindow *window, QTabWidget *tabs, Fleet *fleet,
                               std::function<void(const QString &)> openHost)
    : QObject(window)
    , m_window(window)
    , m_tabs(tabs)
    , m_fleet(fleet)
    , m_openHost(std::move(openHost))
{
}

QList<QAction *> WindowCommands::menuActions() const
{
    QList<QAction *> out;
    collectActions(m_window->menuBar()->actions(), &out);
    return out;
}

QList<WindowCommands::PanelKey> WindowCommands::panelKeys() const
{
    const QList<QAction *> menus = menuActions();
    QList<PanelKey> out;
    // The actions with a key inside one panel; the same name twice (F3 on the panel, n on its
    // lines) is one entry with both keys.
    auto collect = [&](QWidget *root, const QString &panel, const std::function<void()> &show) {
        QList<QWidget *> widgets = root->findChildren<QWidget *>();
        widgets.prepend(root);
        const qsizetype first = out.size();
        for (QWidget *w : std::as_const(widgets)) {
            for (QAction *a : w->actions()) {
                if (a->shortcuts().isEmpty() || a->text().isEmpty() || a->menu() || menus.contains(a))
                    continue;
                const QString text = plainText(a->text());
                auto same = std::find_if(out.begin() + first, out.end(),
                                         [&](const PanelKey &k) { return k.text == text; });
                if (same == out.end()) {
                    out.append({ panel, text, {}, a, w, show });
                    same = out.end() - 1;
                }
                for (const QKeySequence &k : a->shortcuts()) {
                    if (!same->keys.contains(k))
                        same->keys << k;
                }
            }
        }
    };
    for (QDockWidget *d : m_window->findChildren<QDockWidget *>()) {
        if (d->parent() == m_window)
            collect(d, plainText(d->windowTitle()), [d] {
                d->show();
                d->raise();
            });
    }
    for (int i = 0; i < m_tabs->count(); ++i) {
        QWidget *page = m_tabs->widget(i);
        collect(page, plainText(m_tabs->tabText(i)), [this, page] { m_tabs->setCurrentWidget(page); });
    }
    return out;
}

void WindowCommands::setPaletteAction(QAction *action)
{
    m_paletteAction = action;
}

void WindowCommands::showPalette()
{
    QList<CommandPalette::Entry> entries;
    if (m_fleet) {
        for (HostSession *s : m_fleet->sessions()) {
            const QString name = s->name();
            entries.append({ tr("Host"), name, QString(), [this, name] { m_openHost(name); } });
        }
    }
    for (QDockWidget *d : m_window->findChildren<QDockWidget *>()) {
        if (d->parent() != m_window)
            continue;
        entries.append({ tr("Panel"), plainText(d->windowTitle()), QString(), [d] {
                            d->show();
                            d->raise();
                            if (QWidget *w = d->widget())
                                w->setFocus();
                        } });
    }
    for (int i = 0; i < m_tabs->count(); ++i) {
        entries.append({ tr("Tab"), plainText(m_tabs->tabText(i)), QString(), [this, i] {
                            m_tabs->setCurrentIndex(i);
                            m_tabs->currentWidget()->setFocus();
                        } });
    }
    QList<QAction *> dockToggles;
    for (QDockWidget *d : m_window->findChildren<QDockWidget *>())
        dockToggles << d->toggleViewAction(); // listed as panels already
    for (QAction *a : menuActions()) {
        if (!a->isEnabled() || a == m_paletteAction || dockToggles.contains(a))
            continue;
        QPointer<QAction> action(a);
        entries.append({ tr("Action"), plainText(a->text()), keysText(a->shortcuts()), [action] {
                            if (action)
                                action->trigger();
                        } });
    }
    // A panel's action runs where its key would: the panel shown, the widget that owns the key
    // focused ("n" belongs to the journal's lines).
    for (const PanelKey &k : panelKeys()) {
        if (!k.action->isEnabled())
            continue;
        entries.append({ tr("Action"), tr("%1: %2").arg(k.panel, k.text), keysText(k.keys),
                         [show = k.show, action = k.action, target = k.target] {
                             show();
                             if (target)
                                 target->setFocus(Qt::ShortcutFocusReason);
                             if (action)
                                 action->trigger();
                         } });
    }
    if (!m_palette)
        m_palette = new CommandPalette(m_window);
    m_palette->setEntries(std::move(entries));
    const QRect area = m_window->geometry();
    m_palette->move(area.center().x() - m_palette->width() / 2, area.top() + area.height() / 6);
    m_palette->show();
    m_palette->activateWindow();
    m_palette->queryField()->setFocus();
}

void WindowCommands::showShortcuts()
{
    auto *dialog = new QDialog(m_window);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Keyboard shortcuts"));
    auto *table = new QTableWidget(dialog);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({ tr("Action"), tr("Shortcut") });
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    QList<std::pair<QString, QString>> rows;
    for (QAction *a : menuActions()) {
        if (!a->shortcuts().isEmpty())
            rows.append({ plainText(a->text()), keysText(a->shortcuts()) });
    }
    for (const PanelKey &k : panelKeys())
        rows.append({ tr("%1: %2").arg(k.panel, k.text), keysText(k.keys) });
    // Keys that are not actions: inside the journal's fields, and the chat pane's own shortcuts.
    const auto key = [](QKeyCombination k) { return QKeySequence(k).toString(QKeySequence::NativeText); };
    rows.append({ tr("Journal filter: apply and go to the lines"), key(Qt::Key_Return) });
    rows.append({ tr("Journal filter: recent filters"),
                  QStringLiteral("%1, %2").arg(key(Qt::Key_Up), key(Qt::Key_Down)) });
    rows.append({ tr("Journal filter or time: back to the lines"), key(Qt::Key_Escape) });
    rows.append({ tr("Chat: send"), key(Qt::CTRL | Qt::Key_Return) });
    rows.append({ tr("Chat: stop the answer, or end an edit"), key(Qt::Key_Escape) });
    rows.append({ tr("Chat: regenerate the last answer"), key(Qt::CTRL | Qt::Key_R) });
    table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows.at(i).first));
        table->setItem(i, 1, new QTableWidgetItem(rows.at(i).second));
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->resizeColumnToContents(1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    DialogFit::install(dialog, QSize(560, 560)); // a 1024 x 600 screen keeps its Close button
    dialog->open();
}

} // namespace ic
