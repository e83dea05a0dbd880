// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transport/SshTypes.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QLineEdit;

namespace ic {

/// Asks for a key passphrase, a password or keyboard-interactive answers. Answers are
/// returned once and the fields cleared; the optional "remember" box exists only when
/// the console was built with keyring support.
class SecretPromptDialog : public QDialog {
    Q_OBJECT
public:
    explicit SecretPromptDialog(const SecretRequest &request, QWidget *parent = nullptr);

    quint64 requestId() const { return m_id; }
    QStringList takeAnswers();
    bool rememberInKeyring() const;
    QList<QLineEdit *> fields() const { return m_fields; }
    QCheckBox *rememberBox() const { return m_remember; }

private:
    quint64 m_id;
    QList<QLineEdit *> m_fields;
    QCheckBox *m_remember = nullptr;
};

} // namespace ic
