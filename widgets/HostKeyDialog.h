// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transport/SshTypes.h"

#include <QDialog>

class QPushButton;

namespace ic {

/// Asks whether to trust a host key seen for the first time. Cancel is the default:
/// pressing Enter never trusts a key.
class HostKeyDialog : public QDialog {
    Q_OBJECT
public:
    explicit HostKeyDialog(const HostKeyInfo &info, QWidget *parent = nullptr);

    QPushButton *trustButton() const { return m_trust; }
    QPushButton *cancelButton() const { return m_cancel; }

private:
    QPushButton *m_trust;
    QPushButton *m_cancel;
};

/// Explains why a host key was refused and how to fix it outside the console. It offers no
/// way to connect anyway.
class HostKeyRefusedDialog : public QDialog {
    Q_OBJECT
public:
    explicit HostKeyRefusedDialog(const HostKeyInfo &info, QWidget *parent = nullptr);
    QString explanation() const { return m_text; }

private:
    QString m_text;
};

} // namespace ic
