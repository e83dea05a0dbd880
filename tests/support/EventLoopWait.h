// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Waiting for a signal in a real event loop. QTRY_* and QSignalSpy::wait sleep between their polls,
// which throttles a server living in the same thread to one step per ~10 ms; this does not.

#include <QEventLoop>
#include <QObject>
#include <QTimer>

namespace ic::testsupport {

/// Runs the event loop until `sender` emits `signal` or `timeoutMs` pass; true when it emitted.
template<typename Sender, typename Signal> bool waitForSignal(Sender *sender, Signal signal, int timeoutMs)
{
    QEventLoop loop;
    bool emitted = false;
    QObject::connect(sender, signal, &loop, [&] {
        emitted = true;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return emitted;
}

} // namespace ic::testsupport
