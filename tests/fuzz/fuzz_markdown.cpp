// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// clang-format off
// fuzz-sources: chat/ChatTurn.cpp
// fuzz-qt: Gui
// clang-format on
// Answers as Markdown: the export of a turn and of a conversation (app/chat/ChatTurn), and the
// rendering of an answer block by block as it streams in (the view's helpers live in
// widgets/ChatTurnView.cpp with the widget, not separable; what renders is Qt's Markdown reader).
// Each block is read into a scratch document with setMarkdown() and inserted as a fragment:
// QTextCursor::insertMarkdown() itself crashes Qt 6.4.2 on input as small as "\n*" (this
// target found it in seconds; the reproducer is regressions/markdown-newline-star.md).
#include "chat/ChatTurn.h"

#include <QGuiApplication>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char arg0[] = "fuzz_markdown";
    static char *argv[] = { arg0, nullptr };
    static const bool platform = qputenv("QT_QPA_PLATFORM", "offscreen");
    static QGuiApplication app(argc, argv);
    Q_UNUSED(platform)
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));

    ic::ChatTurn turn;
    const qsizetype split = text.indexOf(u'\x1f');
    turn.userMessage = split >= 0 ? text.left(split) : QStringLiteral("question");
    turn.answer = split >= 0 ? text.mid(split + 1) : text;
    turn.reasoning = text.left(64);
    (void)turn.toMarkdown();
    ic::ConversationInfo info;
    info.systemPrompt = text.left(32);
    info.host = text.mid(32, 16);
    (void)ic::conversationToMarkdown({ turn, turn }, info);
    (void)ic::conversationToJson({ turn, turn }, info);

    // The pane's incremental rendering: blocks up to a blank line, then the rest at the end.
    QTextDocument doc;
    QTextCursor cursor(&doc);
    auto insertBlock = [&cursor](const QString &markdown) {
        QTextDocument scratch;
        scratch.setMarkdown(markdown);
        cursor.movePosition(QTextCursor::End);
        cursor.insertFragment(QTextDocumentFragment(&scratch));
    };
    qsizetype done = 0;
    for (qsizetype at = turn.answer.indexOf(QStringLiteral("\n\n")); at >= 0;
         at = turn.answer.indexOf(QStringLiteral("\n\n"), done)) {
        insertBlock(turn.answer.mid(done, at - done));
        done = at + 2;
    }
    insertBlock(turn.answer.mid(done));
    (void)doc.toPlainText();
    return 0;
}
