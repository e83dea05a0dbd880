// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace ic {

class HistoryDatabase;

/// One stored turn of a host's chat conversation: the JSON the chat layer wrote, as it wrote it.
struct ChatTurnRow {
    qint64 position = 0; ///< the turn's place in the conversation (ascending, not necessarily dense)
    QJsonObject turn; ///< empty when the row could not be read
    QString problem; ///< why the row could not be read (larger than the cap, not a JSON object)
};

/// How much of each host's chat conversation the history keeps. The newest turns stay: a
/// write drops the oldest turns beyond `keepTurns` or beyond `keepBytes` of stored JSON.
/// A turn is stored only when its JSON is at most `maxTurnBytes` (the chat layer cuts longer
/// ones to fit), and a row larger than that is never loaded (a damaged or foreign file).
struct ChatRetention {
    int keepTurns = 100;
    qint64 keepBytes = 16 * 1024 * 1024;
    qint64 maxTurnBytes = 4 * 1024 * 1024;
};

/// Each host's chat conversation in the history: one row per turn, bounded per host
/// (ChatRetention). A value over the shared database; HistoryStore::chat() hands one out.
class ChatHistory {
public:
    explicit ChatHistory(std::shared_ptr<HistoryDatabase> db);

    /// The host's stored turns in conversation order. Rows larger than `maxTurnBytes` are not
    /// read, and rows that are not a JSON object come back with `problem` set (nothing is deleted).
    QList<ChatTurnRow> turns(const QString &host, qint64 maxTurnBytes = ChatRetention().maxTurnBytes) const;
    /// Keeps `turn` at `position` of the host's conversation (replacing what was there), then
    /// applies `retention`. Refused with `error` when its JSON is larger than retention.maxTurnBytes.
    bool saveTurn(const QString &host, qint64 position, const QJsonObject &turn, QString *error = nullptr,
                  const ChatRetention &retention = ChatRetention());
    /// Deletes the host's turns at `fromPosition` and after (regenerate, edit and resend, clear);
    /// returns how many went, -1 with `error` on failure.
    int deleteTurns(const QString &host, qint64 fromPosition = 0, QString *error = nullptr);
    /// Replaces the host's whole conversation with `rows` (an undone clear), in one transaction.
    bool replaceTurns(const QString &host, const QList<ChatTurnRow> &rows, QString *error = nullptr,
                      const ChatRetention &retention = ChatRetention());

private:
    std::shared_ptr<HistoryDatabase> m_db;
};

} // namespace ic
