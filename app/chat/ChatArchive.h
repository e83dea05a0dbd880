// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatTurn.h"
#include "history/HistoryStore.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace ic {

class HistoryDatabase;

/// A turn as the history keeps it: every field of ChatTurn, so that a restored turn shows,
/// exports and goes back into the next request as it did before ("v": 1). Inter-token gaps are
/// kept in whole microseconds. When the JSON would be larger than `maxBytes`, what matters
/// least goes first: the gaps, then the request body, then the texts (prompt, reasoning,
/// answer, error) are cut to one common length, the longest that fits, so a short prompt stays
/// whole while a huge answer keeps its first characters ("cut" records the full lengths).
QJsonObject chatTurnToArchive(const ChatTurn &turn, qint64 maxBytes = ChatRetention().maxTurnBytes);
/// The turn from its archived JSON; nullopt with `why` when it is not one (no user message or
/// state, a state this build does not know). Fields a newer build added are ignored; a turn
/// stored while streaming comes back stopped.
std::optional<ChatTurn> chatTurnFromArchive(const QJsonObject &json, QString *why = nullptr);

/// One host's conversation in the history database: ChatClient calls it as its turns change.
/// Indices are the client's; each maps to the row that holds that turn. Without a usable
/// database (none, unavailable, a newer schema) every call does nothing and says why once.
class ChatArchive {
public:
    ChatArchive(std::shared_ptr<HistoryDatabase> db, const QString &host,
                const ChatRetention &retention = ChatRetention());

    struct Loaded {
        QList<ChatTurn> turns;
        int skipped = 0; ///< rows that could not be read (kept in the file, left out here)
        QString problem; ///< the first reason a row was skipped, or why nothing could be read
    };
    /// The host's stored turns, oldest first; the archive's indices follow the returned list.
    Loaded load();
    /// Keeps the turn at client index `index` (the last one, or one already kept).
    bool saveTurn(int index, const ChatTurn &turn);
    /// Forgets the turns from client index `index` on.
    bool dropFrom(int index);
    /// The whole conversation replaced by `turns` (an undone clear).
    bool replaceAll(const QList<ChatTurn> &turns);

    /// The last write's failure; empty when it was kept.
    const QString &error() const { return m_error; }
    const QString &host() const { return m_host; }

private:
    bool done(bool ok);

    HistoryStore m_store;
    QString m_host;
    ChatRetention m_retention;
    QList<qint64> m_positions; ///< row position of each client index that is stored
    qint64 m_next = 0; ///< position of the next new turn
    QString m_error;
    QString m_warned; ///< the failure last logged
};

} // namespace ic
