// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatPane.h"

#include "ChatTurnList.h"
#include "ChatTurnView.h"
#include "host/HostSession.h"
#include "monitor/EndpointMonitor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace ic {

ChatPane::ChatPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new QComboBox(this))
    , m_refresh(new QPushButton(tr("Refresh"), this))
    , m_system(new QLineEdit(this))
    , m_temperature(new QDoubleSpinBox(this))
    , m_topP(new QDoubleSpinBox(this))
    , m_maxTokens(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_reasoning(new QComboBox(this))
    , m_extra(new QLineEdit(this))
    , m_extraError(new QLabel(this))
    , m_revealKey(new QCheckBox(tr("Reveal key"), this))
    , m_parametersButton(new QPushButton(this))
    , m_parameters(new QWidget(this))
    , m_status(new QLabel(this))
    , m_undoButton(new QPushButton(tr("Undo"), this))
    , m_editBanner(new QLabel(this))
    , m_split(new QSplitter(Qt::Horizontal, this))
    , m_turnList(new ChatTurnList(m_split))
    , m_scroll(new QScrollArea(m_split))
    , m_conversation(new QWidget)
    , m_turnsLayout(new QVBoxLayout(m_conversation))
    , m_input(new QPlainTextEdit(this))
    , m_send(new QPushButton(tr("Send"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_regenerate(new QPushButton(tr("Regenerate"), this))
    , m_retry(new QTimer(this))
{
    m_model->setEditable(true);
    m_model->setMinimumContentsLength(16);
    m_model->setToolTip(tr("The model, as /v1/models lists it"));
    m_model->lineEdit()->setPlaceholderText(tr("model"));
    m_refresh->setToolTip(tr("Ask the server for its models"));
    m_system->setPlaceholderText(tr("System prompt (optional)"));

    // The lowest value of each spin box means "not sent": the server's default applies.
    m_temperature->setRange(-0.05, 2.0);
    m_temperature->setSingleStep(0.05);
    m_temperature->setDecimals(2);
    m_temperature->setSpecialValueText(tr("default"));
    m_temperature->setValue(-0.05);
    m_topP->setRange(-0.05, 1.0);
    m_topP->setSingleStep(0.05);
    m_topP->setDecimals(2);
    m_topP->setSpecialValueText(tr("default"));
    m_topP->setValue(-0.05);
    m_maxTokens->setRange(0, 1'000'000);
    m_maxTokens->setSpecialValueText(tr("default"));
    m_maxTokens->setValue(0);
    m_seed->setRange(-1, 2'147'483'647);
    m_seed->setSpecialValueText(tr("none"));
    m_seed->setValue(-1);
    m_reasoning->addItem(tr("Reasoning: default"), int(ReasoningSwitch::Default));
    m_reasoning->addItem(tr("Reasoning: on"), int(ReasoningSwitch::On));
    m_reasoning->addItem(tr("Reasoning: off"), int(ReasoningSwitch::Off));
    m_extra->setPlaceholderText(tr("Extra JSON merged into the body, e.g. {\"top_k\": 20}"));
    m_extraError->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));
    m_extraError->hide();
    connect(m_extra, &QLineEdit::textChanged, this, &ChatPane::validateExtra);

    // The model and the reasoning switch stay in sight; the sampling parameters, system prompt and
    // extra JSON fold away so that the pane fits a 1280 x 720 window beside the docks.
    m_parametersButton->setCheckable(true);
    m_parametersButton->setToolTip(tr("Temperature, top_p, max_tokens, seed, system prompt and extra JSON"));
    auto *settingsRow = new QHBoxLayout;
    settingsRow->addWidget(new QLabel(tr("Model"), this));
    settingsRow->addWidget(m_model, 2);
    settingsRow->addWidget(m_refresh);
    settingsRow->addWidget(m_reasoning);
    settingsRow->addWidget(m_parametersButton);

    auto *sampling = new QHBoxLayout;
    sampling->setContentsMargins(0, 0, 0, 0);
    sampling->addWidget(new QLabel(tr("Temperature"), m_parameters));
    sampling->addWidget(m_temperature);
    sampling->addWidget(new QLabel(tr("top_p"), m_parameters));
    sampling->addWidget(m_topP);
    sampling->addWidget(new QLabel(tr("max_tokens"), m_parameters));
    sampling->addWidget(m_maxTokens);
    sampling->addWidget(new QLabel(tr("Seed"), m_parameters));
    sampling->addWidget(m_seed);
    sampling->addStretch();
    sampling->addWidget(m_revealKey);
    auto *texts = new QHBoxLayout;
    texts->setContentsMargins(0, 0, 0, 0);
    texts->addWidget(m_system, 1);
    texts->addWidget(m_extra, 1);
    auto *parametersLayout = new QVBoxLayout(m_parameters);
    parametersLayout->setContentsMargins(0, 0, 0, 0);
    parametersLayout->addLayout(sampling);
    parametersLayout->addLayout(texts);
    for (QWidget *w : std::initializer_list<QWidget *> { m_temperature, m_topP, m_maxTokens, m_seed, m_system,
                                                         m_extra, m_revealKey })
        w->setParent(m_parameters);
    m_parameters->hide();
    connect(m_parametersButton, &QPushButton::toggled, m_parameters, &QWidget::setVisible);
    for (QDoubleSpinBox *box : { m_temperature, m_topP })
        connect(box, &QDoubleSpinBox::valueChanged, this, &ChatPane::updateParametersButton);
    for (QSpinBox *box : { m_maxTokens, m_seed })
        connect(box, &QSpinBox::valueChanged, this, &ChatPane::updateParametersButton);
    for (QLineEdit *edit : { m_system, m_extra })
        connect(edit, &QLineEdit::textChanged, this, &ChatPane::updateParametersButton);
    updateParametersButton();

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

    m_turnsLayout->setContentsMargins(4, 4, 4, 4);
    m_turnsLayout->addStretch();
    m_split->addWidget(m_turnList);
    m_split->addWidget(m_scroll);
    m_split->setStretchFactor(0, 0);
    m_split->setStretchFactor(1, 1);
    m_split->setChildrenCollapsible(true);
    m_split->setSizes({ m_turnList->sizeHint().width(), 1000 });
    connect(m_turnList, &ChatTurnList::turnActivated, this, &ChatPane::showTurn);
    m_scroll->setWidget(m_conversation);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The turns take the viewport's width, never their widest row's: with no sideways scroll
    // bar, a row wider than the pane (German button labels at 1280 x 720) made every turn wider
    // than what is shown, and the answers and notes were cut at the right edge.
    m_conversation->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    connect(m_scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        m_follow = value >= m_scroll->verticalScrollBar()->maximum() - 20;
        markShownTurn();
    });
    connect(m_scroll->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this] {
        scrollToEndIfFollowing();
        markShownTurn();
    });

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
    connect(m_refresh, &QPushButton::clicked, this, &ChatPane::refreshModels);

    auto *inputRow = new QHBoxLayout;
    inputRow->addWidget(m_input, 1);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_send);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_regenerate);
    inputRow->addLayout(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(settingsRow);
    layout->addWidget(m_parameters);
    layout->addWidget(m_extraError);
    layout->addLayout(actionRow);
    // The status on a line of its own: beside the buttons a "connection refused" sentence was
    // squeezed into a column eight lines tall on a 1280 x 720 screen.
    layout->addWidget(m_status);
    layout->addWidget(m_split, 1);
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
    if (client) {
        m_clientConnections
            << connect(client, &ChatClient::modelsFetched, this,
                       [this](const QStringList &ids) {
                           const QString current = m_model->currentText();
                           m_model->clear();
                           m_model->addItems(ids);
                           const int keep = ids.indexOf(current);
                           m_model->setCurrentIndex(keep >= 0 ? keep : 0);
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
    m_follow = true;
    onConversationRestored(); // the turn views and the list, a streaming turn included
    const QString model = m_client ? m_client->settings().model : QString();
    m_model->clear();
    if (m_client)
        m_model->addItems(m_client->models());
    m_model->setCurrentText(model);
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
    return int(m_views.size());
}
ChatTurnView *ChatPane::turnView(int index) const
{
    return m_views.value(index);
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
    return m_revealKey->isChecked();
}

ChatSettings ChatPane::currentSettings(QString *error) const
{
    ChatSettings s;
    s.model = m_model->currentText().trimmed();
    s.systemPrompt = m_system->text();
    if (m_temperature->value() > m_temperature->minimum())
        s.temperature = m_temperature->value();
    if (m_topP->value() > m_topP->minimum())
        s.topP = m_topP->value();
    if (m_maxTokens->value() > 0)
        s.maxTokens = m_maxTokens->value();
    if (m_seed->value() >= 0)
        s.seed = m_seed->value();
    s.reasoning = ReasoningSwitch(m_reasoning->currentData().toInt());
    s.engine = m_engine;
    const QString extra = m_extra->text().trimmed();
    if (!extra.isEmpty()) {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(extra.toUtf8(), &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            if (error)
                *error = tr("The extra JSON does not parse at character %1: %2.")
                             .arg(parseError.offset)
                             .arg(parseError.errorString());
        } else if (!doc.isObject()) {
            if (error)
                *error = tr("The extra JSON must be an object, like {\"top_k\": 20}.");
        } else {
            s.extraBody = doc.object();
        }
    }
    return s;
}

void ChatPane::updateParametersButton()
{
    int set = 0;
    set += m_temperature->value() > m_temperature->minimum();
    set += m_topP->value() > m_topP->minimum();
    set += m_maxTokens->value() > 0;
    set += m_seed->value() >= 0;
    set += !m_system->text().isEmpty();
    set += !m_extra->text().trimmed().isEmpty();
    m_parametersButton->setText(set > 0 ? tr("Parameters (%1 set)").arg(set) : tr("Parameters"));
}

void ChatPane::validateExtra()
{
    QString error;
    currentSettings(&error);
    m_extraError->setText(error);
    m_extraError->setVisible(!error.isEmpty());
    m_extra->setStyleSheet(error.isEmpty() ? QString()
                                           : QStringLiteral("QLineEdit { border: 1px solid #b00020; }"));
    updateButtons();
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
    m_follow = true;
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
    const ChatTurn &turn = m_client->turns().at(index);
    addTurnView(index, turn.userMessage);
    m_turnList->turnModel()->setTurn(index, turn);
    updateTurnActions();
    showStatus(tr("Streaming…"));
}

void ChatPane::onTurnUpdated(int index, const ChatTurn &turn, bool reclassified)
{
    if (ChatTurnView *view = m_views.value(index))
        view->updateTurn(turn, reclassified);
}

void ChatPane::onTurnFinished(int index, const ChatTurn &turn)
{
    if (ChatTurnView *view = m_views.value(index))
        view->finishTurn(turn);
    m_turnList->turnModel()->setTurn(index, turn);
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
    m_send->setEnabled(!busy && haveApi && m_extraError->isHidden());
    m_stop->setEnabled(busy);
    m_regenerate->setEnabled(!busy && haveApi && !m_client->turns().isEmpty());
    m_refresh->setEnabled(haveApi);
}

void ChatPane::showStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("QLabel { color: #b00020; }") : QString());
}

void ChatPane::scrollToEndIfFollowing()
{
    if (m_follow)
        m_scroll->verticalScrollBar()->setValue(m_scroll->verticalScrollBar()->maximum());
}

} // namespace ic
