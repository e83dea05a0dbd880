// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace ic {

class SshTransport;

/// Shows the host-key and secret dialogs for one SshTransport and passes the answers back.
/// Dialogs are window-modal and non-blocking; the connector lives as long as the transport.
class SshDialogConnector : public QObject {
    Q_OBJECT
public:
    SshDialogConnector(SshTransport *transport, QWidget *window);

Q_SIGNALS:
    /// A dialog was shown (tests and the main window use this to find it).
    void dialogShown(QWidget *dialog);

private:
    QPointer<SshTransport> m_transport;
    QPointer<QWidget> m_window;
};

} // namespace ic
