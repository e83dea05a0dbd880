// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The chat pane's ways out: copy a request as curl, export the conversation or one turn as
// Markdown or JSON. The controls are in ChatPane.cpp, the conversation in ChatPaneConversation.cpp.
#include "ChatPane.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QJsonDocument>
#include <QPlainTextEdit>
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

void ChatPane::copyCurl(int index)
{
    QString command;
    if (!m_client)
        command.clear();
    else if (index < 0 && !m_input->toPlainText().trimmed().isEmpty())
        command = m_client->curlForNext(m_input->toPlainText().trimmed(), revealKey());
    else if (!m_client->turns().isEmpty())
        command = m_client->curlForTurn(index < 0 ? int(m_client->turns().size()) - 1 : index, revealKey());
    if (command.isEmpty()) {
        showStatus(tr("Nothing to copy: type a message or send one first."));
        return;
    }
    QApplication::clipboard()->setText(command);
    showStatus(revealKey() ? tr("Copied the curl command, with the key.")
                           : tr("Copied the curl command; set API_KEY before running it."));
}

bool ChatPane::exportConversation(const QString &path, const QString &format) const
{
    if (!m_client)
        return false;
    ConversationInfo info = m_client->conversationInfo();
    if (info.model.isEmpty()) // nothing sent yet: the model the controls name
        info.model = m_model->currentText().trimmed();
    if (format == QLatin1String("json"))
        return writeFile(
            path, QJsonDocument(conversationToJson(m_client->turns(), info)).toJson(QJsonDocument::Indented));
    return writeFile(path, conversationToMarkdown(m_client->turns(), info).toUtf8());
}

bool ChatPane::exportTurn(int index, const QString &path, const QString &format) const
{
    if (!m_client || index < 0 || index >= m_client->turns().size())
        return false;
    const ChatTurn &turn = m_client->turns().at(index);
    if (format == QLatin1String("json"))
        return writeFile(path, QJsonDocument(turn.toJson()).toJson(QJsonDocument::Indented));
    return writeFile(path, turn.toMarkdown().toUtf8());
}

void ChatPane::askExport(int index, const QString &format)
{
    const bool json = format == QLatin1String("json");
    QString name = QStringLiteral("chat");
    if (m_client && !m_client->hostName().isEmpty())
        name += QLatin1Char('-') + m_client->hostName();
    name += QLatin1Char('-') + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm"));
    if (index >= 0)
        name += QStringLiteral("-turn%1").arg(index + 1);
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    const QString path
        = QFileDialog::getSaveFileName(this, index < 0 ? tr("Export conversation") : tr("Export turn"),
                                       name + (json ? QStringLiteral(".json") : QStringLiteral(".md")),
                                       json ? tr("JSON (*.json)") : tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    const bool ok = index < 0 ? exportConversation(path, format) : exportTurn(index, path, format);
    showStatus(ok ? tr("Exported to %1.").arg(path) : tr("Could not write %1.").arg(path), !ok);
}

} // namespace ic
