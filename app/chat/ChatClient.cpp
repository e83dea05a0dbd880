// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatClient.h"

#include "chat/ChatArchive.h"
#include "chat/ChatStream.h"
#include "transport/HttpGet.h"

#include <QNetworkAccessManager>

namespace ic {

ChatClient::ChatClient(QObject *parent)
    : QObject(parent)
    , m_nam(new QNetworkAccessManager(this))
    , m_idleTimeoutMs(ChatStream::DefaultIdleTimeoutMs)
    , m_updateIntervalMs(ChatStream::DefaultUpdateIntervalMs)
{
}

ChatClient::~ChatClient()
{
    if (m_stream && m_archive && !m_turns.isEmpty()) { // closed mid-answer: kept as far as it came
        ChatTurn last = m_stream->turn();
        last.state = TurnState::Stopped;
        m_archive->saveTurn(int(m_turns.size()) - 1, last);
    }
}

void ChatClient::setArchive(std::unique_ptr<ChatArchive> archive)
{
    m_archive = std::move(archive);
    if (!m_archive)
        return;
    if (!m_turns.isEmpty() || m_stream) {
        m_archive->replaceAll(m_turns);
        return;
    }
    ChatArchive::Loaded loaded = m_archive->load();
    if (loaded.turns.isEmpty())
        return;
    m_turns = std::move(loaded.turns);
    Q_EMIT conversationRestored();
}

void ChatClient::setEndpoint(const ChatEndpoint &endpoint)
{
    if (endpoint.baseUrl == m_endpoint.baseUrl && endpoint.apiKey == m_endpoint.apiKey)
        return;
    m_endpoint = endpoint;
    Q_EMIT endpointChanged(m_endpoint);
}

void ChatClient::fetchModels()
{
    auto *get = new HttpGet(m_nam, m_endpoint, QStringLiteral("/v1/models"), 15'000, this);
    connect(get, &HttpGet::finished, this, [this](const HttpResult &r) {
        setReachable(r.status != 0);
        if (!r.error.isEmpty()) {
            Q_EMIT modelsFailed(r.error);
            return;
        }
        if (r.status != 200) {
            const QString message = errorBodyMessage(r.body);
            Q_EMIT modelsFailed(
                message.isEmpty()
                    ? tr("The server answered HTTP %1 for the model list.").arg(r.status)
                    : tr("The server answered HTTP %1 for the model list: %2").arg(r.status).arg(message));
            return;
        }
        const ModelList list = parseModelList(r.body);
        if (!list.isValid()) {
            Q_EMIT modelsFailed(list.error);
            return;
        }
        m_models = list.ids;
        if (m_settings.model.isEmpty() && !m_models.isEmpty())
            m_settings.model = m_models.first();
        Q_EMIT modelsFetched(m_models);
    });
    get->start();
}

QList<ChatMessage> ChatClient::history() const
{
    // The system prompt is added by buildChatBody; the rule for what goes back lives in one place.
    return conversationMessages(m_turns);
}

QByteArray ChatClient::bodyFor(const QString &text) const
{
    QList<ChatMessage> messages = history();
    messages.append({ QStringLiteral("user"), text });
    return buildChatBody(m_settings, messages);
}

int ChatClient::send(const QString &text)
{
    if (m_stream)
        return -1;
    m_cleared.clear(); // the conversation moves on: what a clear dropped stays dropped
    auto *stream = new ChatStream(m_nam, m_endpoint, bodyFor(text), text, this);
    stream->setIdleTimeout(m_idleTimeoutMs);
    stream->setUpdateInterval(m_updateIntervalMs);
    m_stream = stream;
    const int index = int(m_turns.size());
    m_turns.append(stream->turn());
    connect(stream, &ChatStream::updated, this, [this, stream, index] {
        if (index < m_turns.size())
            m_turns[index] = stream->turn();
        Q_EMIT turnUpdated(index, stream->turn(), stream->reclassified());
    });
    connect(stream, &ChatStream::finished, this, [this, stream, index] {
        if (index < m_turns.size())
            m_turns[index] = stream->turn();
        if (m_archive && index < m_turns.size())
            m_archive->saveTurn(index, m_turns.at(index));
        stream->deleteLater();
        if (m_stream == stream)
            m_stream = nullptr; // a handler of turnFinished may send the next message at once
        const ChatTurn &t = stream->turn();
        const bool noAnswer = t.httpStatus == 0 && t.chunkCount == 0 && !t.sawDone;
        if (t.errorKind == TurnError::ConnectionRefused
            || (noAnswer && (t.errorKind == TurnError::Network || t.errorKind == TurnError::Timeout)))
            setReachable(false);
        else if (!noAnswer)
            setReachable(true);
        Q_EMIT turnFinished(index, m_turns.value(index));
    });
    Q_EMIT turnStarted(index);
    stream->start();
    return index;
}

int ChatClient::regenerate()
{
    if (m_stream || m_turns.isEmpty())
        return -1;
    const int last = int(m_turns.size()) - 1;
    return resend(last, m_turns.at(last).userMessage);
}

int ChatClient::resend(int index, const QString &text)
{
    if (m_stream || index < 0 || index >= m_turns.size())
        return -1;
    dropFrom(index);
    return send(text);
}

void ChatClient::dropFrom(int index)
{
    if (index >= m_turns.size())
        return;
    m_turns.resize(index);
    if (m_archive)
        m_archive->dropFrom(index);
    Q_EMIT turnsRemoved(index);
}

void ChatClient::setReachable(bool reachable)
{
    if (m_reachable == reachable)
        return;
    m_reachable = reachable;
    Q_EMIT reachableChanged(reachable);
}

void ChatClient::stop()
{
    if (m_stream)
        m_stream->stop();
}

void ChatClient::clearConversation()
{
    takeConversation();
}

QList<ChatTurn> ChatClient::takeConversation()
{
    if (m_stream) {
        // Ended quietly: the turn it fed is about to go, and nobody waits for its finish.
        ChatStream *stream = m_stream;
        m_stream = nullptr;
        stream->disconnect(this);
        if (!m_turns.isEmpty()) { // the running turn is the last: kept as far as it came, for an undo
            m_turns.last() = stream->turn();
            m_turns.last().state = TurnState::Stopped;
        }
        stream->stop();
        stream->deleteLater();
    }
    QList<ChatTurn> taken;
    taken.swap(m_turns);
    if (m_archive && !taken.isEmpty())
        m_archive->dropFrom(0);
    if (!taken.isEmpty())
        Q_EMIT turnsRemoved(0);
    return taken;
}

bool ChatClient::restoreConversation(const QList<ChatTurn> &turns)
{
    if (m_stream)
        return false;
    m_turns = turns;
    if (m_archive)
        m_archive->replaceAll(m_turns);
    Q_EMIT conversationRestored();
    return true;
}

int ChatClient::clearKeepingUndo()
{
    m_cleared = takeConversation();
    return int(m_cleared.size());
}

bool ChatClient::undoClear()
{
    if (m_cleared.isEmpty() || !restoreConversation(m_cleared))
        return false;
    m_cleared.clear();
    return true;
}

QString ChatClient::curlForNext(const QString &text, bool revealKey) const
{
    return curlCommand(m_endpoint, QStringLiteral("/v1/chat/completions"), bodyFor(text), revealKey);
}

QString ChatClient::curlForTurn(int index, bool revealKey) const
{
    if (index < 0 || index >= m_turns.size())
        return QString();
    return curlCommand(m_endpoint, QStringLiteral("/v1/chat/completions"), m_turns[index].requestBody,
                       revealKey);
}

ConversationInfo ChatClient::conversationInfo() const
{
    ConversationInfo info;
    info.host = m_hostName;
    info.endpoint = m_endpoint.baseUrl.toString();
    info.model = m_settings.model;
    info.systemPrompt = m_settings.systemPrompt;
    info.consoleVersion = QStringLiteral(IC_VERSION);
    return info;
}

QString ChatClient::exportMarkdown() const
{
    return conversationToMarkdown(m_turns, conversationInfo());
}

QJsonObject ChatClient::exportJson() const
{
    return conversationToJson(m_turns, conversationInfo());
}

} // namespace ic
