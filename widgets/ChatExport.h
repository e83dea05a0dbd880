// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace ic {

class ChatClient;

/// The chat's ways out: a request copied as a curl command, the conversation or one turn
/// written as Markdown or JSON (to a file named in a dialog, or to a given path). Reads the
/// conversation from the ChatClient it is given; keeps none.
class ChatExport : public QObject {
    Q_OBJECT
public:
    /// File dialogs open over `window`.
    explicit ChatExport(QWidget *window);

    /// Writes `client`'s conversation; `model` names it when nothing was sent yet.
    static bool writeConversation(const ChatClient &client, const QString &model, const QString &path,
                                  const QString &format); ///< "md" or "json"
    static bool writeTurn(const ChatClient &client, int index, const QString &path, const QString &format);

    /// Asks where to write the conversation (`index` -1) or one turn; empty when cancelled.
    QString askPath(const ChatClient *client, int index, const QString &format) const;
    /// Writes the conversation (`index` -1) or one turn to `path` and reports how it went.
    void write(const ChatClient *client, int index, const QString &path, const QString &format,
               const QString &model);
    /// Copies a curl command: for `input` when it is not empty and `index` is -1, else for turn
    /// `index` (-1: the last one). The key is written as $API_KEY unless `revealKey`.
    void copyCurl(const ChatClient *client, int index, const QString &input, bool revealKey);

Q_SIGNALS:
    /// What happened, for the pane's status line.
    void reported(const QString &text, bool error);

private:
    QWidget *m_window;
};

} // namespace ic
