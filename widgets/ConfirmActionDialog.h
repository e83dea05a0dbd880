// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transport/RemoteCommand.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;

namespace ic {

/// Asks before a service action and shows the exact command line that will run, and where.
class ConfirmActionDialog : public QDialog {
    Q_OBJECT
public:
    ConfirmActionDialog(UnitAction action, const QString &hostName, const QString &unit,
                        const QString &commandLine, QWidget *parent = nullptr);

    QString commandText() const;
    QString questionText() const;

private:
    QLabel *m_question;
    QPlainTextEdit *m_command;
};

} // namespace ic
