#include "ChatClient.h"

#include "chat/ChatStream.h"
#include "chat/HttpGet.h"

#include <QNetworkAccessManager>

namespace ic {

ChatClient::ChatClient(QObject *parent)
    : QObject(parent)
    , m_nam(new QNetworkAccessManager(this))
    , m_idleTimeoutMs(ChatStream::DefaultIdleTimeoutMs)
    , m_updateIntervalMs(ChatStream::DefaultUpdateIntervalMs)
{
}

ChatClient::~ChatClient() = default;

void ChatClient::fetchModels()
{
    auto *get = new HttpGet(m_nam, m_endpoint, QStringLiteral("/v1/models"), 15'000, this);
    connect(get, &HttpGet::finished, this, [this](const HttpResult &r) {
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
    QList<ChatMessage> out;
    for (const ChatTurn &t : m_turns) {
        if (t.state == TurnState::Streaming || t.answer.isEmpty())
            continue; // a turn with no answer would confuse the template's alternation
        out.append({ QStringLiteral("user"), t.userMessage });
        out.append({ QStringLiteral("assistant"), t.answer });
    }
    return out;
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
        stream->deleteLater();
        if (m_stream == stream)
            m_stream = nullptr; // a handler of turnFinished may send the next message at once
        Q_EMIT turnFinished(index, m_turns.value(index));
    });
    Q_EMIT turnStarted(index);
    stream->start();
    return index;
}

void ChatClient::stop()
{
    if (m_stream)
        m_stream->stop();
}

void ChatClient::clearConversation()
{
    stop();
    m_turns.clear();
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

QString ChatClient::exportMarkdown() const
{
    return conversationToMarkdown(m_turns, m_settings.systemPrompt);
}

QJsonObject ChatClient::exportJson() const
{
    return conversationToJson(m_turns, m_settings.systemPrompt);
}

} // namespace ic
