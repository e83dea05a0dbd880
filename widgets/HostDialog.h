// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"
#include "transport/TransportFactory.h"

#include <QDialog>
#include <QPointer>

#include <functional>
#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;
class QToolButton;

namespace ic {

class ConnectionTest;
class Transport;

/// Adds or edits one host: every field of a HostDefinition, validated inline as you type, and
/// a "Test connection" (ConnectionTest) that runs `systemctl show` and `nvidia-smi` through a
/// fresh transport.
class HostDialog : public QDialog {
    Q_OBJECT
public:
    /// `test` runs "Test connection" (the fleet makes it: Fleet::connectionTest; the dialog
    /// owns it); null: the button is hidden.
    explicit HostDialog(std::unique_ptr<ConnectionTest> test, QWidget *parent = nullptr);
    ~HostDialog() override;

    /// Fills the fields; with `editing` the dialog says "Edit" and the old name may stay.
    void setDefinition(const HostDefinition &definition, bool editing = false);
    HostDefinition definition() const;
    /// Names already in the fleet (a new or renamed host may not take one).
    void setTakenNames(const QStringList &names);

    /// The sentence shown under the fields; empty when the definition is acceptable.
    QString validationText() const;
    /// The last connection test's one-sentence result.
    QString testResultText() const;
    /// Starts the connection test (as the button does).
    void testConnection();

Q_SIGNALS:
    void connectionTested(bool ok, const QString &message);

private:
    void validate();
    void finishTest(bool ok, const QString &message);

    QStringList m_takenNames;
    QString m_originalName;
    bool m_editing = false;
    HostDefinition m_base; ///< keeps fields the dialog does not show

    QLineEdit *m_name;
    QLineEdit *m_target;
    QLineEdit *m_unit;
    QLabel *m_unitError;
    QSpinBox *m_port;
    QLineEdit *m_apiKey;
    QComboBox *m_engine;
    QLineEdit *m_group;
    QLineEdit *m_tags;
    QToolButton *m_advancedToggle;
    QWidget *m_advanced;
    QLineEdit *m_nvidiaSmi;
    QLineEdit *m_systemctl;
    QLineEdit *m_journalctl;
    QLineEdit *m_privilege;
    QLineEdit *m_python;
    QLabel *m_validation;
    QPushButton *m_test;
    QLabel *m_testResult;
    QDialogButtonBox *m_buttons;

    ConnectionTest *m_connectionTest;
};

} // namespace ic
