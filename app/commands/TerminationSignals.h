// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>

class QSocketNotifier;

namespace ic {

/// Turns SIGINT and SIGTERM into a Qt signal for a headless command, so that it can stop cleanly
/// and still print what it has. The previous handlers come back when the object is destroyed.
/// One at a time per process (the handler writes to a single self-pipe).
class TerminationSignals : public QObject {
    Q_OBJECT
public:
    explicit TerminationSignals(QObject *parent = nullptr);
    ~TerminationSignals() override;

    bool isActive() const { return m_notifier; }
    static QString name(int signalNumber); ///< "SIGINT", "SIGTERM"

Q_SIGNALS:
    void received(int signalNumber);

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace ic
