// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SshDialogConnector.h"

#include "HostKeyDialog.h"
#include "SecretPromptDialog.h"
#include "transport/SshTransport.h"

namespace ic {

SshDialogConnector::SshDialogConnector(SshTransport *transport, QWidget *window)
    : QObject(transport)
    , m_transport(transport)
    , m_window(window)
{
    connect(transport, &SshTransport::hostKeyUnknown, this, [this](const HostKeyInfo &info) {
        auto *dialog = new HostKeyDialog(info, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::finished, this, [this](int result) {
            if (!m_transport)
                return;
            if (result == QDialog::Accepted)
                m_transport->acceptHostKey();
            else
                m_transport->rejectHostKey();
        });
        dialog->open();
        Q_EMIT dialogShown(dialog);
    });
    connect(transport, &SshTransport::hostKeyRefused, this, [this](const HostKeyInfo &info) {
        auto *dialog = new HostKeyRefusedDialog(info, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
        Q_EMIT dialogShown(dialog);
    });
    connect(transport, &SshTransport::secretRequested, this, [this](const SecretRequest &request) {
        auto *dialog = new SecretPromptDialog(request, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::finished, this, [this, dialog](int result) {
            if (!m_transport)
                return;
            if (result == QDialog::Accepted)
                m_transport->answerSecret(dialog->requestId(), dialog->takeAnswers(),
                                          dialog->rememberInKeyring());
            else
                m_transport->cancelSecret(dialog->requestId());
        });
        dialog->open();
        Q_EMIT dialogShown(dialog);
    });
}

} // namespace ic
