// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "TaskLayouts.h"

#include "WindowLayout.h"
#include "config/Settings.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/ServiceMonitor.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QToolButton>

namespace ic {

namespace {

constexpr QLatin1StringView kSavedPrefix("saved:");

QJsonValue bytes(const QByteArray &b)
{
    return QString::fromLatin1(b.toBase64());
}

QByteArray bytes(const QJsonValue &v)
{
    return QByteArray::fromBase64(v.toString().toLatin1());
}

QJsonValue size(QSize s)
{
    return QJsonArray { s.width(), s.height() };
}

QSize size(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    return a.size() == 2 ? QSize(a.at(0).toInt(), a.at(1).toInt()) : QSize();
}

int area(QSize s)
{
    return s.isValid() ? s.width() * s.height() : 0;
}

} // namespace

QByteArray LayoutBook::toJson() const
{
    QJsonObject screensObject;
    for (auto it = screens.cbegin(); it != screens.cend(); ++it) {
        QJsonObject states;
        for (auto s = it->states.cbegin(); s != it->states.cend(); ++s)
            states.insert(s.key(),
                          QJsonObject { { QStringLiteral("state"), bytes(s.value()) },
                                        { QStringLiteral("window"), size(it->windows.value(s.key())) } });
        screensObject.insert(it.key(),
                             QJsonObject { { QStringLiteral("geometry"), bytes(it->geometry) },
                                           { QStringLiteral("current"), it->current },
                                           { QStringLiteral("states"), states } });
    }
    QJsonArray savedArray;
    for (const Saved &s : saved) {
        QJsonObject variants;
        for (auto v = s.variants.cbegin(); v != s.variants.cend(); ++v)
            variants.insert(v.key(),
                            QJsonObject { { QStringLiteral("window"), size(v->window) },
                                          { QStringLiteral("state"), bytes(v->state) },
                                          { QStringLiteral("tab"), v->tab } });
        savedArray.append(
            QJsonObject { { QStringLiteral("name"), s.name }, { QStringLiteral("variants"), variants } });
    }
    return QJsonDocument(QJsonObject { { QStringLiteral("layoutBook"), kVersion },
                                       { QStringLiteral("screens"), screensObject },
                                       { QStringLiteral("saved"), savedArray } })
        .toJson(QJsonDocument::Compact);
}

LayoutBook LayoutBook::fromJson(const QByteArray &json)
{
    LayoutBook book;
    if (!json.startsWith('{'))
        return book; // a window state of an older console: not a book
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    if (root.value(QStringLiteral("layoutBook")).toInt() != kVersion)
        return book;
    const QJsonObject screensObject = root.value(QStringLiteral("screens")).toObject();
    for (auto it = screensObject.begin(); it != screensObject.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        Screen s;
        s.geometry = bytes(o.value(QStringLiteral("geometry")));
        s.current = o.value(QStringLiteral("current")).toString();
        const QJsonObject states = o.value(QStringLiteral("states")).toObject();
        for (auto st = states.begin(); st != states.end(); ++st) {
            s.states.insert(st.key(), bytes(st.value().toObject().value(QStringLiteral("state"))));
            s.windows.insert(st.key(), size(st.value().toObject().value(QStringLiteral("window"))));
        }
        book.screens.insert(it.key(), s);
    }
    for (const QJsonValue &v : root.value(QStringLiteral("saved")).toArray()) {
        const QJsonObject o = v.toObject();
        Saved s;
        s.name = o.value(QStringLiteral("name")).toString();
        const QJsonObject variants = o.value(QStringLiteral("variants")).toObject();
        for (auto it = variants.begin(); it != variants.end(); ++it) {
            const QJsonObject vo = it.value().toObject();
            s.variants.insert(it.key(),
                              { size(vo.value(QStringLiteral("window"))),
                                bytes(vo.value(QStringLiteral("state"))),
                                vo.value(QStringLiteral("tab")).toString() });
        }
        if (!s.name.isEmpty() && !s.variants.isEmpty() && book.indexOf(s.name) < 0)
            book.saved.append(s);
    }
    return book;
}

int LayoutBook::indexOf(const QString &name) const
{
    for (int i = 0; i < saved.size(); ++i) {
        if (saved.at(i).name == name)
            return i;
    }
    return -1;
}

TaskLayouts::TaskLayouts(QMainWindow *window, WindowLayout &layout, Settings &settings, QTabWidget *tabs,
                         QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_layout(layout)
    , m_settings(settings)
    , m_tabs(tabs)
    , m_book(LayoutBook::fromJson(settings.mainWindowState()))
    , m_current(kWatch)
    , m_group(new QActionGroup(this))
{
    m_group->setExclusive(true);
    const struct {
        QString id;
        QString text;
        QString tip;
        Qt::Key key;
    } builtIn[] = {
        { kWatch, tr("&Watch"), tr("Start-up, GPUs and journal around the fleet"), Qt::Key_1 },
        { kChat, tr("&Chat"), tr("The chat alone in the window: reasoning and answer side by side"),
          Qt::Key_2 },
        { kFleet, tr("&Fleet"), tr("Every host as cards or a table, at full width"), Qt::Key_3 },
    };
    for (const auto &b : builtIn) {
        auto *a = new QAction(b.text, this);
        a->setObjectName(b.id + QStringLiteral("LayoutAction"));
        a->setCheckable(true);
        a->setShortcut(QKeySequence(Qt::CTRL | b.key));
        a->setToolTip(QStringLiteral("%1 (%2)").arg(b.tip, a->shortcut().toString(QKeySequence::NativeText)));
        a->setStatusTip(b.tip);
        m_group->addAction(a);
        m_actions.insert(b.id, a);
        connect(a, &QAction::triggered, this, [this, id = b.id] { apply(id); });
    }
    m_actions.value(kWatch)->setChecked(true);
    m_saveAs = new QAction(tr("&Save layout as…"), this);
    m_saveAs->setObjectName(QStringLiteral("saveLayoutAction"));
    connect(m_saveAs, &QAction::triggered, this, &TaskLayouts::askName);
}

TaskLayouts::~TaskLayouts() = default;

void TaskLayouts::install(QMenu *menu)
{
    m_layoutMenu = menu->addMenu(tr("&Layout"));
    m_layoutMenu->setObjectName(QStringLiteral("layoutMenu"));
    for (const QString &id : { kWatch, kChat, kFleet })
        m_layoutMenu->addAction(m_actions.value(id));
    m_savedSeparator = m_layoutMenu->addSeparator();
    m_layoutMenu->addAction(m_saveAs);
    m_removeMenu = m_layoutMenu->addMenu(tr("&Remove layout"));
    m_removeMenu->setObjectName(QStringLiteral("removeLayoutMenu"));

    // The segmented control: the three layouts a click away, the rest behind the arrow.
    m_control = new QWidget(m_window);
    m_control->setObjectName(QStringLiteral("layoutSwitch"));
    auto *row = new QHBoxLayout(m_control);
    row->setContentsMargins(0, 0, 4, 0);
    row->setSpacing(0);
    for (const QString &id : { kWatch, kChat, kFleet }) {
        auto *b = new QToolButton(m_control);
        b->setDefaultAction(m_actions.value(id));
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        row->addWidget(b);
    }
    auto *more = new QToolButton(m_control);
    more->setObjectName(QStringLiteral("layoutMore"));
    more->setAutoRaise(true);
    more->setPopupMode(QToolButton::InstantPopup);
    more->setMenu(m_layoutMenu);
    more->setToolTip(tr("Saved layouts"));
    more->setAccessibleName(tr("Layouts"));
    row->addWidget(more);
    m_window->menuBar()->setCornerWidget(m_control, Qt::TopRightCorner);
    m_control->show();
    rebuildSavedActions();
}

QAction *TaskLayouts::action(const QString &id) const
{
    return m_actions.value(id);
}

QStringList TaskLayouts::savedNames() const
{
    QStringList names;
    for (const LayoutBook::Saved &s : m_book.saved)
        names << s.name;
    return names;
}

void TaskLayouts::keepCurrent()
{
    LayoutBook::Screen &screen = m_book.screens[m_layout.screenBucket()];
    screen.states.insert(m_current, m_layout.saveState());
    screen.windows.insert(m_current, m_window->size());
    screen.current = m_current;
}

bool TaskLayouts::apply(const QString &id)
{
    const bool saved = id.startsWith(kSavedPrefix);
    const int savedIndex = saved ? m_book.indexOf(id.mid(kSavedPrefix.size())) : -1;
    if (!m_actions.contains(id) || (saved && savedIndex < 0)) {
        if (QAction *a = m_actions.value(m_current))
            a->setChecked(true);
        return false;
    }
    if (id != m_current)
        keepCurrent();
    const QString bucket = m_layout.screenBucket();
    LayoutBook::Screen &screen = m_book.screens[bucket];
    m_current = id;
    screen.current = id;
    bool restored = false;
    if (screen.states.contains(id)) {
        // As the operator left it on this screen.
        restored = m_layout.restoreState(screen.states.value(id), screen.windows.value(id));
    } else if (saved) {
        // Their own layout: its variant for this screen, else the one from the nearest screen
        // (made to fit: nothing off screen, no panel wider than its share).
        const LayoutBook::Saved &s = m_book.saved.at(savedIndex);
        auto best = s.variants.constFind(bucket);
        if (best == s.variants.cend()) {
            for (auto it = s.variants.cbegin(); it != s.variants.cend(); ++it) {
                if (best == s.variants.cend()
                    || std::abs(area(it->window) - area(m_window->size()))
                        < std::abs(area(best->window) - area(m_window->size())))
                    best = it;
            }
        }
        restored = best != s.variants.cend() && m_layout.restoreState(best->state, best->window);
    }
    if (!restored)
        applyPreset(id);
    if (saved) {
        const LayoutBook::Saved &s = m_book.saved.at(savedIndex);
        const LayoutBook::Variant v = s.variants.value(bucket, s.variants.cbegin().value());
        showTab(v.tab);
    } else {
        showTab(id == kChat ? QStringLiteral("chat") : QStringLiteral("fleet"));
    }
    if (id == kWatch) {
        if (QDockWidget *startup = m_layout.startupDock())
            startup->raise();
    }
    if (QAction *a = m_actions.value(id))
        a->setChecked(true);
    if (id == kChat)
        Q_EMIT chatOfferWithdrawn();
    Q_EMIT currentChanged(id);
    return true;
}

void TaskLayouts::applyPreset(const QString &id)
{
    if (id == kChat || id == kFleet) {
        // The centre alone: every panel out of the way (View lists them to bring one back).
        for (QDockWidget *d : m_layout.docks())
            d->hide();
        return;
    }
    m_layout.placeDocks();
}

void TaskLayouts::showTab(const QString &tabId)
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->widget(i)->property("tabId").toString() == tabId) {
            m_tabs->setCurrentIndex(i);
            return;
        }
    }
    if (tabId == QLatin1String("fleet") && m_tabs->count() > 0)
        m_tabs->setCurrentIndex(0);
}

QString TaskLayouts::currentTabId() const
{
    const QWidget *w = m_tabs->currentWidget();
    return w ? w->property("tabId").toString() : QString();
}

bool TaskLayouts::saveAs(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return false;
    int i = m_book.indexOf(trimmed);
    if (i < 0) {
        m_book.saved.append({ trimmed, {} });
        i = int(m_book.saved.size()) - 1;
    }
    m_book.saved[i].variants.insert(m_layout.screenBucket(),
                                    { m_window->size(), m_layout.saveState(), currentTabId() });
    // What shows now is that layout.
    const QString id = kSavedPrefix + trimmed;
    m_book.screens[m_layout.screenBucket()].states.remove(id);
    rebuildSavedActions();
    m_current = id;
    m_book.screens[m_layout.screenBucket()].current = id;
    if (QAction *a = m_actions.value(id))
        a->setChecked(true);
    writeBook();
    Q_EMIT savedLayoutsChanged();
    Q_EMIT currentChanged(id);
    return true;
}

bool TaskLayouts::remove(const QString &name)
{
    const int i = m_book.indexOf(name);
    if (i < 0)
        return false;
    m_book.saved.removeAt(i);
    const QString id = kSavedPrefix + name;
    for (LayoutBook::Screen &s : m_book.screens) {
        s.states.remove(id);
        s.windows.remove(id);
        if (s.current == id)
            s.current = kWatch;
    }
    rebuildSavedActions();
    if (m_current == id) {
        m_current = kWatch; // what shows stays; it is no longer that layout
        m_actions.value(kWatch)->setChecked(true);
        Q_EMIT currentChanged(m_current);
    }
    writeBook();
    Q_EMIT savedLayoutsChanged();
    return true;
}

void TaskLayouts::rebuildSavedActions()
{
    for (QAction *a : std::as_const(m_savedActions)) {
        m_actions.remove(a->data().toString());
        delete a;
    }
    m_savedActions.clear();
    if (m_removeMenu)
        m_removeMenu->clear();
    int n = 0;
    for (const LayoutBook::Saved &s : std::as_const(m_book.saved)) {
        const QString id = kSavedPrefix + s.name;
        auto *a = new QAction(s.name, this);
        a->setData(id);
        a->setCheckable(true);
        a->setChecked(id == m_current);
        if (n < 6) // Ctrl+4 … Ctrl+9 after the three
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_4 + n)));
        ++n;
        m_group->addAction(a);
        m_actions.insert(id, a);
        m_savedActions << a;
        connect(a, &QAction::triggered, this, [this, id] { apply(id); });
        if (m_layoutMenu)
            m_layoutMenu->insertAction(m_savedSeparator, a);
        if (m_removeMenu) {
            QAction *r = m_removeMenu->addAction(s.name);
            connect(r, &QAction::triggered, this, [this, name = s.name] { remove(name); });
        }
    }
    if (m_removeMenu)
        m_removeMenu->setEnabled(!m_book.saved.isEmpty());
}

void TaskLayouts::askName()
{
    auto *dialog = new QInputDialog(m_window);
    dialog->setObjectName(QStringLiteral("saveLayoutName"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Save layout"));
    dialog->setLabelText(tr("Name of this layout (listed under View ▸ Layout):"));
    dialog->setTextValue(m_current.startsWith(kSavedPrefix) ? m_current.mid(kSavedPrefix.size()) : QString());
    connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString &name) { saveAs(name); });
    dialog->open();
}

void TaskLayouts::writeBook()
{
    m_settings.setMainWindowState(m_book.toJson());
}

void TaskLayouts::restore()
{
    m_layout.applyDefault();
    const QString bucket = m_layout.screenBucket();
    if (!m_book.screens.contains(bucket)) {
        m_current = kWatch;
        m_actions.value(kWatch)->setChecked(true);
        return;
    }
    const LayoutBook::Screen screen = m_book.screens.value(bucket);
    m_layout.restoreGeometry(screen.geometry);
    // Show it without keeping the default over what was kept.
    const QString id = m_actions.contains(screen.current) ? screen.current : kWatch;
    m_current = id;
    if (!apply(id))
        apply(kWatch);
}

void TaskLayouts::reset()
{
    m_book.screens.remove(m_layout.screenBucket());
    m_settings.setMainWindowGeometry({});
    m_settings.setMainWindowScreen({});
    m_current = kWatch;
    m_layout.applyDefault();
    showTab(QStringLiteral("fleet"));
    m_actions.value(kWatch)->setChecked(true);
    writeBook();
    if (m_book.saved.isEmpty())
        m_settings.setMainWindowState({});
    Q_EMIT currentChanged(m_current);
}

void TaskLayouts::save()
{
    keepCurrent();
    m_book.screens[m_layout.screenBucket()].geometry = m_window->saveGeometry();
    writeBook();
    m_settings.setMainWindowGeometry(m_window->saveGeometry());
    m_settings.setMainWindowScreen(m_layout.screenSignature());
}

void TaskLayouts::setSession(HostSession *session)
{
    if (m_session == session)
        return;
    if (m_session) {
        m_session->service()->disconnect(this);
        m_session->startupWatch()->disconnect(this);
    }
    m_session = session;
    m_restartSent = false;
    Q_EMIT chatOfferWithdrawn();
    if (!session)
        return;
    // A restart seen on the host (by anyone): its start-up is what the operator wants to watch.
    connect(session->service(), &ServiceMonitor::invocationChanged, this,
            [this](const QString &previous, const QString &) {
                if (previous.isEmpty())
                    return; // the first invocation seen: the console just started watching
                if (std::exchange(m_restartSent, false))
                    return; // startupBegan() has switched already
                Q_EMIT chatOfferWithdrawn();
                apply(kWatch);
            });
    connect(session->startupWatch(), &StartupWatch::startupReady, this, [this] {
        if (m_session && m_current != kChat)
            Q_EMIT chatOffered(m_session->name());
    });
}

void TaskLayouts::startupBegan()
{
    m_restartSent = true;
    Q_EMIT chatOfferWithdrawn();
    apply(kWatch);
}

} // namespace ic
