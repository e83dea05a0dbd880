// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "operations/PreflightReport.h"
#include "transport/RemoteCommand.h"

#include <optional>

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace ic {

/// Asks before a service action and shows the exact command line that will run, and where.
class ConfirmActionDialog : public QDialog {
    Q_OBJECT
public:
    ConfirmActionDialog(UnitAction action, const QString &hostName, const QString &unit,
                        const QString &commandLine, QWidget *parent = nullptr);

    QString commandText() const;
    QString questionText() const;

    /// A restart checks first: the confirmation waits (its button disabled) until the preflight
    /// has answered, then shows every finding; a blocking one needs the host's name typed.
    void setPreflightRunning();
    void setPreflight(const PreflightReport &report);
    const std::optional<PreflightReport> &preflight() const { return m_report; }
    /// True when blocking findings are shown and the typed name overrides them.
    bool isOverride() const;
    QString overrideText() const;
    QString preflightText() const;
    QLineEdit *overrideField() const { return m_override; }
    QPushButton *confirmButton() const { return m_ok; }

private:
    void updateConfirm();

    QString m_host;
    QLabel *m_question;
    QPlainTextEdit *m_command;
    QLabel *m_preflightTitle;
    QPlainTextEdit *m_preflight;
    QLineEdit *m_override;
    std::optional<PreflightReport> m_report;
    bool m_waiting = false;
    QPushButton *m_ok = nullptr;
};

} // namespace ic
