// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatExport.h"

#include "chat/ChatClient.h"

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QJsonDocument>
#include <QRegularExpression>

namespace ic {

namespace {
bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(data) == data.size();
}
} // namespace

ChatExport::ChatExport(QWidget *window)
    : QObject(window)
    , m_window(window)
{
}

void ChatExport::copyCurl(const ChatClient *client, int index, const QString &input, bool revealKey)
{
    QString command;
    if (!client)
        command.clear();
    else if (index < 0 && !input.isEmpty())
        command = client->curlForNext(input, revealKey);
    else if (!client->turns().isEmpty())
        command = client->curlForTurn(index < 0 ? int(client->turns().size()) - 1 : index, revealKey);
    if (command.isEmpty()) {
        Q_EMIT reported(tr("Nothing to copy: type a message or send one first."), false);
        return;
    }
    QApplication::clipboard()->setText(command);
    Q_EMIT reported(revealKey ? tr("Copied the curl command, with the key.")
                              : tr("Copied the curl command; set API_KEY before running it."),
                    false);
}

bool ChatExport::writeConversation(const ChatClient &client, const QString &model, const QString &path,
                                   const QString &format)
{
    ConversationInfo info = client.conversationInfo();
    if (info.model.isEmpty()) // nothing sent yet: the model the controls name
        info.model = model;
    if (format == QLatin1String("json"))
        return writeFile(
            path, QJsonDocument(conversationToJson(client.turns(), info)).toJson(QJsonDocument::Indented));
    return writeFile(path, conversationToMarkdown(client.turns(), info).toUtf8());
}

bool ChatExport::writeTurn(const ChatClient &client, int index, const QString &path, const QString &format)
{
    if (index < 0 || index >= client.turns().size())
        return false;
    const ChatTurn &turn = client.turns().at(index);
    if (format == QLatin1String("json"))
        return writeFile(path, QJsonDocument(turn.toJson()).toJson(QJsonDocument::Indented));
    return writeFile(path, turn.toMarkdown().toUtf8());
}

QString ChatExport::askPath(const ChatClient *client, int index, const QString &format) const
{
    const bool json = format == QLatin1String("json");
    QString name = QStringLiteral("chat");
    if (client && !client->hostName().isEmpty())
        name += QLatin1Char('-') + client->hostName();
    name += QLatin1Char('-') + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm"));
    if (index >= 0)
        name += QStringLiteral("-turn%1").arg(index + 1);
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    return QFileDialog::getSaveFileName(m_window, index < 0 ? tr("Export conversation") : tr("Export turn"),
                                        name + (json ? QStringLiteral(".json") : QStringLiteral(".md")),
                                        json ? tr("JSON (*.json)") : tr("Markdown (*.md)"));
}

void ChatExport::write(const ChatClient *client, int index, const QString &path, const QString &format,
                       const QString &model)
{
    const bool ok = client
        && (index < 0 ? writeConversation(*client, model, path, format)
                      : writeTurn(*client, index, path, format));
    Q_EMIT reported(ok ? tr("Exported to %1.").arg(path) : tr("Could not write %1.").arg(path), !ok);
}

} // namespace ic
