// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QThread>
#include <QtGlobal>

namespace ic {

/// Stops the program when `object` is used from a thread other than its own. The monitors,
/// sessions and models live in the GUI thread and the SSH worker in its own: a call from the
/// wrong thread would race on their state, so it is a bug to be found at once, in release builds
/// too (the check is one pointer compare). `where` names the function in the message.
inline void assertOwnThread(const QObject *object, const char *where)
{
    if (Q_UNLIKELY(object->thread() != QThread::currentThread()))
        qFatal("%s called from thread %p; %s lives in thread %p", where,
               static_cast<void *>(QThread::currentThread()), object->metaObject()->className(),
               static_cast<void *>(object->thread()));
}

} // namespace ic
