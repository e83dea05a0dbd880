// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatClient.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace ic {

/// The chat request's settings as the pane shows them: the model (with a button that asks the
/// server for its models) and the reasoning switch in sight; sampling parameters, system prompt,
/// extra JSON (checked as it is typed) and "reveal key" folded away behind a button that says
/// how many are set.
class ChatSettingsForm : public QWidget {
    Q_OBJECT
public:
    explicit ChatSettingsForm(QWidget *parent = nullptr);

    /// The settings the controls describe (the engine left empty); `error` is set when the extra
    /// JSON is invalid.
    ChatSettings settings(QString *error = nullptr) const;
    /// The model as typed or picked.
    QString model() const;
    /// Lists `ids` and shows `model`.
    void setModels(const QStringList &ids, const QString &model);
    /// Lists `ids`, keeping the model shown when it is among them (else the first).
    void updateModels(const QStringList &ids);
    bool revealKey() const;
    /// False while the extra JSON does not parse into an object.
    bool isValid() const;
    void setRefreshEnabled(bool enabled);

Q_SIGNALS:
    void refreshRequested();
    /// The extra JSON was edited: isValid() may have changed.
    void validityChanged();

private:
    void validateExtra();
    void updateParametersButton();

    QComboBox *m_model;
    QPushButton *m_refresh;
    QLineEdit *m_system;
    QDoubleSpinBox *m_temperature;
    QDoubleSpinBox *m_topP;
    QSpinBox *m_maxTokens;
    QSpinBox *m_seed;
    QComboBox *m_reasoning;
    QLineEdit *m_extra;
    QLabel *m_extraError;
    QCheckBox *m_revealKey;
    QPushButton *m_parametersButton;
    QWidget *m_parameters; ///< sampling parameters, system prompt and extra JSON; folded away by default
};

} // namespace ic
