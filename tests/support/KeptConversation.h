// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// A host's conversation as an earlier run of the console left it in the history database, for
// the tests that restore one (tst_chatrestore, tst_screenshots). Header-only: the support
// library does not link the chat layer, the tests that include this do.

#include "chat/ChatArchive.h"
#include "history/HistoryDatabase.h"

#include <QDateTime>
#include <QString>

namespace ic::testsupport {

/// A finished or stopped turn of an hour ago, with usage and timings.
inline ChatTurn keptTurn(const QString &user, const QString &reasoning, const QString &answer,
                         TurnState state)
{
    ChatTurn t;
    t.userMessage = user;
    t.started = QDateTime::currentDateTime().addSecs(-3600);
    t.reasoning = reasoning;
    t.answer = answer;
    t.model = QStringLiteral("Qwen/Qwen3-8B");
    t.state = state;
    t.finishReason = state == TurnState::Finished ? QStringLiteral("stop") : QString();
    t.sawDone = state == TurnState::Finished;
    t.chunkCount = 40;
    t.ttftSeconds = 0.12;
    t.e2elSeconds = 1.9;
    t.usage.present = true;
    t.usage.promptTokens = 15;
    t.usage.completionTokens = 40;
    t.usage.totalTokens = 55;
    return t;
}

/// Writes `host`'s conversation into `database`: an answered turn, one stopped mid-answer and one
/// cut at the size the history keeps of a turn (64 KiB here, so a modest answer shows the cut).
/// False when a turn could not be saved.
inline bool keepConversation(const QString &database, const QString &host)
{
    bool ok = true;
    {
        ChatRetention small;
        small.maxTurnBytes = 64 * 1024;
        ChatArchive archive(HistoryDatabase::open(database), host, small);
        QString lines;
        for (int i = 1; i <= 4000; ++i)
            lines += QStringLiteral("Line %1 of a very long answer.\n").arg(i);
        ok = archive.saveTurn(0,
                              keptTurn(QStringLiteral("What is the capital of France?"),
                                       QStringLiteral("A geography question; one line will do."),
                                       QStringLiteral("The capital of France is **Paris**."),
                                       TurnState::Finished))
            && archive.saveTurn(1,
                                keptTurn(QStringLiteral("Explain how the Earth orbits the Sun, at length."),
                                         QStringLiteral("Plan: gravity, ellipse, seasons."),
                                         QStringLiteral("The Earth revolves around the Sun on an ellipse"),
                                         TurnState::Stopped))
            && archive.saveTurn(
                2,
                keptTurn(QStringLiteral("Count to four thousand."), QString(), lines, TurnState::Finished));
    }
    HistoryDatabase::close(database);
    return ok;
}

} // namespace ic::testsupport
