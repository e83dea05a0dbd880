// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatPane.h"

#include "ChatConversationView.h"
#include "ChatExport.h"
#include "ChatSettingsForm.h"
#include "host/HostSession.h"
#include "monitor/EndpointMonitor.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace ic {

namespace {
constexpr int FirstRetryMs = 1000;
constexpr int LongestRetryMs = 15'000; ///< a 13-minute start-up is asked about every 15 s at most
} // namespace

ChatPane::ChatPane(QWidget *parent)
    : QWidget(parent)
    , m_settings(new ChatSettingsForm(this))
    , m_status(new QLabel(this))
    , m_undoButton(new QPushButton(tr("Undo"), this))
    , m_editBanner(new QLabel(this))
    , m_conversationView(new ChatConversationView(this))
    , m_input(new QPlainTextEdit(this))
    , m_send(new QPushButton(tr("Send"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_regenerate(new QPushButton(tr("Regenerate"), this))
    , m_retry(new QTimer(this))
    , m_export(new ChatExport(this))
{
    connect(m_settings, &ChatSettingsForm::validityChanged, this, &ChatPane::updateButtons);

    auto *capital = new QPushButton(tr("Capital of France"), this);
    capital->setToolTip(tr("Preset: %1").arg(presetCapitalPrompt()));
    connect(capital, &QPushButton::clicked, this, [this] { sendText(presetCapitalPrompt()); });
    auto *prime = new QPushButton(tr("Prime function"), this);
    prime->setToolTip(tr("Preset: %1").arg(presetPrimePrompt()));
    connect(prime, &QPushButton::clicked, this, [this] { sendText(presetPrimePrompt()); });
    auto *curl = new QPushButton(tr("Copy as curl"), this);
    curl->setToolTip(tr("The request as a curl command; the key is written as $API_KEY unless revealed"));
    connect(curl, &QPushButton::clicked, this, [this] { copyCurl(-1); });
    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(exportButton);
    exportMenu->addAction(tr("Conversation as Markdown…"), this,
                          [this] { askExport(-1, QStringLiteral("md")); });
    exportMenu->addAction(tr("Conversation as JSON…"), this,
                          [this] { askExport(-1, QStringLiteral("json")); });
    connect(m_export, &ChatExport::reported, this, &ChatPane::showStatus);
    exportButton->setMenu(exportMenu);
    auto *clear = new QPushButton(tr("Clear"), this);
    clear->setToolTip(tr("Remove every turn; Undo brings them back until the next message"));
    connect(clear, &QPushButton::clicked, this, &ChatPane::clearConversation);
    m_undoButton->setToolTip(tr("Bring back the turns Clear removed"));
    m_undoButton->hide();
    connect(m_undoButton, &QPushButton::clicked, this, &ChatPane::undoClear);

    auto *actionRow = new QHBoxLayout;
    actionRow->addWidget(capital);
    actionRow->addWidget(prime);
    actionRow->addStretch();
    actionRow->addWidget(m_undoButton);
    actionRow->addWidget(curl);
    actionRow->addWidget(exportButton);
    actionRow->addWidget(clear);

    connect(m_conversationView, &ChatConversationView::copyCurlRequested, this, &ChatPane::copyCurl);
    connect(m_conversationView, &ChatConversationView::exportRequested, this, &ChatPane::askExport);
    connect(m_conversationView, &ChatConversationView::editRequested, this, &ChatPane::editTurn);
    connect(m_conversationView, &ChatConversationView::regenerateRequested, this, [this] { regenerate(); });

    m_input->setPlaceholderText(tr("Message (Ctrl+Enter sends)"));
    m_input->setMaximumHeight(90);
    m_status->setWordWrap(true);
    for (const QKeySequence &key :
         { QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter) }) {
        auto *shortcut = new QShortcut(key, m_input);
        shortcut->setContext(Qt::WidgetShortcut);
        connect(shortcut, &QShortcut::activated, this, [this] { send(); });
    }
    // Pane-wide keys: the main window binds neither Esc nor Ctrl+R (its restart is Ctrl+Shift+R).
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &ChatPane::escapePressed);
    auto *again = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_R), this);
    again->setContext(Qt::WidgetWithChildrenShortcut);
    connect(again, &QShortcut::activated, this, [this] { regenerate(); });
    m_send->setToolTip(tr("Send the message (Ctrl+Enter)"));
    m_stop->setToolTip(tr("Stop the answer; what arrived is kept (Esc)"));
    m_regenerate->setToolTip(tr("Ask again for the last answer (Ctrl+R)"));
    m_editBanner->setWordWrap(true);
    m_editBanner->setStyleSheet(
        QStringLiteral("QLabel { background: palette(alternate-base); padding: 3px; }"));
    m_editBanner->hide();
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &ChatPane::retryServer);
    connect(m_send, &QPushButton::clicked, this, [this] { send(); });
    connect(m_stop, &QPushButton::clicked, this, &ChatPane::stop);
    connect(m_regenerate, &QPushButton::clicked, this, [this] { regenerate(); });
    connect(m_settings, &ChatSettingsForm::refreshRequested, this, &ChatPane::refreshModels);

    auto *inputRow = new QHBoxLayout;
    inputRow->addWidget(m_input, 1);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_send);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_regenerate);
    inputRow->addLayout(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_settings);
    layout->addLayout(actionRow);
    // The status on a line of its own: beside the buttons a "connection refused" sentence was
    // squeezed into a column eight lines tall on a 1280 x 720 screen.
    layout->addWidget(m_status);
    layout->addWidget(m_conversationView, 1);
    layout->addWidget(m_editBanner);
    layout->addLayout(inputRow);

    showClient();
}

HostSession *ChatPane::session() const
{
    return m_session.data();
}

void ChatPane::setSession(HostSession *session)
{
    if (m_session == session && session)
        return;
    disconnect(m_sessionConnection);
    disconnect(m_healthConnection);
    m_session = session;
    m_engine = session ? session->definition().engine : QString();
    if (session) {
        // The host's own /health poll says when the server is back: ask at once instead of waiting.
        m_healthConnection
            = connect(session->endpoint(), &EndpointMonitor::healthChanged, this, [this](HealthState state) {
                  if (state == HealthState::Healthy && isWaitingForServer())
                      retryServer();
              });
        m_sessionConnection = connect(session, &QObject::destroyed, this, [this] { setSession(nullptr); });
    }
    setClient(session ? session->chat() : nullptr);
}

void ChatPane::setClient(ChatClient *client)
{
    if (m_client == client)
        return;
    for (const QMetaObject::Connection &c : std::as_const(m_clientConnections))
        disconnect(c);
    m_clientConnections.clear();
    m_client = client;
    // The list of turns follows the client itself, before the pane's own connections run.
    m_conversationView->setClient(client);
    if (client) {
        m_clientConnections
            << connect(client, &ChatClient::modelsFetched, this,
                       [this](const QStringList &ids) {
                           m_settings->updateModels(ids);
                           showStatus(m_serverBack ? tr("The server answers again: %n model(s) listed.",
                                                        nullptr, int(ids.size()))
                                                   : tr("%n model(s) listed.", nullptr, int(ids.size())));
                           m_serverBack = false;
                       })
            << connect(client, &ChatClient::reachableChanged, this, &ChatPane::onReachableChanged)
            << connect(client, &ChatClient::turnsRemoved, this, &ChatPane::onTurnsRemoved)
            << connect(client, &ChatClient::conversationRestored, this, &ChatPane::onConversationRestored)
            << connect(client, &ChatClient::modelsFailed, this,
                       [this](const QString &error) {
                           if (isWaitingForServer() && m_retry->isActive())
                               showStatus(tr("%1 Asking again in %2 s.")
                                              .arg(error)
                                              .arg((m_retry->remainingTime() + 999) / 1000),
                                          true);
                           else
                               showStatus(error, true);
                       })
            << connect(client, &ChatClient::turnStarted, this, &ChatPane::onTurnStarted)
            << connect(client, &ChatClient::turnUpdated, this, &ChatPane::onTurnUpdated)
            << connect(client, &ChatClient::turnFinished, this, &ChatPane::onTurnFinished)
            << connect(client, &ChatClient::endpointChanged, this, [this] { onEndpointChanged(true); })
            // Its owner went first (a host removed): the pane shows nothing rather than stale turns.
            << connect(client, &QObject::destroyed, this, &ChatPane::showClient);
    }
    showClient();
}

void ChatPane::showClient()
{
    cancelEdit();
    m_retry->stop();
    m_retryDelayMs = 0;
    m_serverBack = false;
    m_conversationView->follow();
    onConversationRestored(); // the turn views and the list, a streaming turn included
    m_settings->setModels(m_client ? m_client->models() : QStringList(),
                          m_client ? m_client->settings().model : QString());
    m_undoButton->setVisible(undoableTurns() > 0);
    if (isWaitingForServer()) // this host's server was not answering: keep asking
        onReachableChanged(false);
    onEndpointChanged(!m_client || m_client->models().isEmpty());
    Q_EMIT busyChanged(m_client && m_client->isBusy());
}

void ChatPane::setEndpoint(const ChatEndpoint &endpoint, const QString &engine)
{
    if (!m_client)
        return;
    m_engine = engine;
    const bool same = m_client->endpoint().baseUrl == endpoint.baseUrl;
    m_client->setEndpoint(endpoint); // endpointChanged when the address or the key changed
    if (same)
        onEndpointChanged(false);
}

void ChatPane::onEndpointChanged(bool changed)
{
    const QUrl url = m_client ? m_client->endpoint().baseUrl : QUrl();
    if (changed || url.isEmpty())
        m_retry->stop(); // a new address starts afresh: refreshModels below asks at once
    if (!m_client)
        showStatus(tr("No host selected."));
    else if (url.isEmpty())
        showStatus(tr("No API address yet: the tunnel to the host is not open."));
    else if (changed)
        showStatus(tr("API at %1.").arg(url.toString()));
    if (changed && !url.isEmpty() && !m_client->isBusy())
        refreshModels();
    updateButtons();
}

int ChatPane::turnCount() const
{
    return m_conversationView->turnCount();
}
ChatTurnView *ChatPane::turnView(int index) const
{
    return m_conversationView->turnView(index);
}
ChatTurnList *ChatPane::turnList() const
{
    return m_conversationView->turnList();
}
QString ChatPane::inputText() const
{
    return m_input->toPlainText();
}
void ChatPane::setInputText(const QString &text)
{
    m_input->setPlainText(text);
}
bool ChatPane::revealKey() const
{
    return m_settings->revealKey();
}

ChatSettings ChatPane::currentSettings(QString *error) const
{
    ChatSettings s = m_settings->settings(error);
    s.engine = m_engine;
    return s;
}

int ChatPane::send()
{
    const int index = sendText(m_input->toPlainText().trimmed());
    if (index >= 0)
        m_input->clear();
    return index;
}

int ChatPane::sendText(const QString &text)
{
    if (!m_client) {
        showStatus(tr("No host selected."), true);
        return -1;
    }
    if (text.trimmed().isEmpty() || m_client->isBusy())
        return -1;
    QString error;
    const ChatSettings settings = currentSettings(&error);
    if (!error.isEmpty()) {
        showStatus(error, true);
        return -1;
    }
    if (m_client->endpoint().baseUrl.isEmpty()) {
        showStatus(tr("No API address yet: the tunnel to the host is not open."), true);
        return -1;
    }
    m_client->setSettings(settings);
    m_conversationView->follow();
    const int editing = m_editing;
    const int index = editing >= 0 ? m_client->resend(editing, text) : m_client->send(text);
    if (index >= 0) {
        m_undoButton->hide(); // the conversation moved on: what a clear removed stays removed
        if (editing >= 0)
            cancelEdit();
    }
    updateButtons();
    Q_EMIT busyChanged(m_client->isBusy());
    return index;
}

void ChatPane::stop()
{
    if (m_client)
        m_client->stop();
}

void ChatPane::refreshModels()
{
    if (!m_client || m_client->endpoint().baseUrl.isEmpty())
        return;
    showStatus(tr("Asking for the models…"));
    m_client->fetchModels();
}

void ChatPane::onTurnStarted(int index)
{
    m_conversationView->startTurn(index, m_client->turns().at(index));
    updateTurnActions();
    showStatus(tr("Streaming…"));
}

void ChatPane::onTurnUpdated(int index, const ChatTurn &turn, bool reclassified)
{
    m_conversationView->updateTurn(index, turn, reclassified);
}

void ChatPane::onTurnFinished(int index, const ChatTurn &turn)
{
    m_conversationView->finishTurn(index, turn);
    updateTurnActions();
    if (turn.state == TurnState::Failed)
        showStatus(turn.error, true);
    else
        showStatus(turn.state == TurnState::Stopped ? tr("Stopped.") : tr("Done."));
    updateButtons();
    Q_EMIT busyChanged(false);
}

void ChatPane::updateButtons()
{
    const bool busy = m_client && m_client->isBusy();
    const bool haveApi = m_client && !m_client->endpoint().baseUrl.isEmpty();
    m_send->setEnabled(!busy && haveApi && m_settings->isValid());
    m_stop->setEnabled(busy);
    m_regenerate->setEnabled(!busy && haveApi && !m_client->turns().isEmpty());
    m_settings->setRefreshEnabled(haveApi);
}

void ChatPane::showStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("QLabel { color: #b00020; }") : QString());
}

void ChatPane::showTurn(int index)
{
    m_conversationView->showTurn(index);
}

void ChatPane::copyCurl(int index)
{
    m_export->copyCurl(m_client, index, m_input->toPlainText().trimmed(), revealKey());
}

bool ChatPane::exportConversation(const QString &path, const QString &format) const
{
    return m_client && ChatExport::writeConversation(*m_client, m_settings->model(), path, format);
}

bool ChatPane::exportTurn(int index, const QString &path, const QString &format) const
{
    return m_client && ChatExport::writeTurn(*m_client, index, path, format);
}

void ChatPane::askExport(int index, const QString &format)
{
    const QString path = m_export->askPath(m_client, index, format);
    if (!path.isEmpty()) // the model the controls name now, the client if it is still there
        m_export->write(m_client, index, path, format, m_settings->model());
}

void ChatPane::onTurnsRemoved(int from)
{
    m_conversationView->removeFrom(from);
    if (m_editing >= from)
        cancelEdit();
    updateTurnActions();
    updateButtons();
}

void ChatPane::onConversationRestored()
{
    onTurnsRemoved(0);
    m_conversationView->showTurns(m_client ? m_client->turns() : QList<ChatTurn>(),
                                  m_client && m_client->isBusy());
    updateTurnActions();
    updateButtons();
}

void ChatPane::clearConversation()
{
    if (!m_client || (m_client->turns().isEmpty() && !m_client->isBusy()))
        return;
    cancelEdit();
    const int kept = m_client->clearKeepingUndo();
    const bool busy = m_client->isBusy();
    updateButtons();
    if (!busy)
        Q_EMIT busyChanged(false);
    if (kept == 0) {
        showStatus(tr("Cleared."));
        return;
    }
    m_undoButton->show();
    showStatus(tr("Cleared %n turn(s).", nullptr, kept));
}

int ChatPane::undoableTurns() const
{
    return m_client ? m_client->undoableTurns() : 0;
}

bool ChatPane::undoClear()
{
    const int count = undoableTurns();
    if (count == 0 || !m_client->undoClear())
        return false;
    m_undoButton->hide();
    showStatus(tr("Brought back %n turn(s).", nullptr, count));
    return true;
}

int ChatPane::regenerate()
{
    if (!m_client || m_client->isBusy() || m_client->turns().isEmpty())
        return -1;
    cancelEdit();
    QString error;
    const ChatSettings settings = currentSettings(&error);
    if (!error.isEmpty()) {
        showStatus(error, true);
        return -1;
    }
    m_client->setSettings(settings);
    m_conversationView->follow();
    const int index = m_client->regenerate();
    if (index >= 0)
        m_undoButton->hide();
    updateButtons();
    Q_EMIT busyChanged(m_client->isBusy());
    return index;
}

void ChatPane::editTurn(int index)
{
    if (!m_client || m_client->isBusy() || index < 0 || index >= m_client->turns().size())
        return;
    if (m_editing >= 0)
        m_conversationView->setEditing(m_editing, false);
    m_editing = index;
    const int later = int(m_client->turns().size()) - index - 1;
    m_editBanner->setText(later > 0
                              ? tr("Editing turn %1: sending replaces it and the %n turn(s) after it. "
                                   "Esc cancels.",
                                   nullptr, later)
                                    .arg(index + 1)
                              : tr("Editing turn %1: sending replaces it. Esc cancels.").arg(index + 1));
    m_editBanner->show();
    m_conversationView->setEditing(index, true);
    m_input->setPlainText(m_client->turns().at(index).userMessage);
    m_input->setFocus();
    m_input->moveCursor(QTextCursor::End);
}

void ChatPane::cancelEdit()
{
    if (m_editing < 0)
        return;
    m_conversationView->setEditing(m_editing, false);
    m_editing = -1;
    m_editBanner->hide();
}

void ChatPane::escapePressed()
{
    if (m_client && m_client->isBusy())
        stop();
    else if (m_editing >= 0) {
        cancelEdit();
        m_input->clear();
    }
}

void ChatPane::updateTurnActions()
{
    m_conversationView->setTurnActions(!m_client || !m_client->isBusy());
}

QString ChatPane::statusText() const
{
    return m_status->text();
}

bool ChatPane::isWaitingForServer() const
{
    return m_client && !m_client->isReachable() && !m_client->endpoint().baseUrl.isEmpty();
}

void ChatPane::onReachableChanged(bool reachable)
{
    if (reachable) {
        m_serverBack = m_retryDelayMs > 0;
        m_retry->stop();
        m_retryDelayMs = 0;
        // The models' own answer replaces the status; a turn that got through says so itself.
        return;
    }
    m_retryDelayMs = FirstRetryMs;
    m_retry->start(m_retryDelayMs);
}

void ChatPane::retryServer()
{
    m_retry->stop();
    if (!isWaitingForServer())
        return;
    m_client->fetchModels(); // success flips reachable and the status to the model count
    m_retryDelayMs = qMin(LongestRetryMs, qMax(FirstRetryMs, m_retryDelayMs * 2));
    m_retry->start(m_retryDelayMs);
}

} // namespace ic
