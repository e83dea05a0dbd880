// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatSettingsForm.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ic {

ChatSettingsForm::ChatSettingsForm(QWidget *parent)
    : QWidget(parent)
    , m_model(new QComboBox(this))
    , m_refresh(new QPushButton(tr("Refresh"), this))
    , m_system(new QLineEdit(this))
    , m_temperature(new QDoubleSpinBox(this))
    , m_topP(new QDoubleSpinBox(this))
    , m_maxTokens(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_reasoning(new QComboBox(this))
    , m_extra(new QLineEdit(this))
    , m_extraError(new QLabel(this))
    , m_revealKey(new QCheckBox(tr("Reveal key"), this))
    , m_parametersButton(new QPushButton(this))
    , m_parameters(new QWidget(this))
{
    m_model->setEditable(true);
    m_model->setMinimumContentsLength(16);
    m_model->setToolTip(tr("The model, as /v1/models lists it"));
    m_model->lineEdit()->setPlaceholderText(tr("model"));
    m_refresh->setToolTip(tr("Ask the server for its models"));
    m_system->setPlaceholderText(tr("System prompt (optional)"));

    // The lowest value of each spin box means "not sent": the server's default applies.
    m_temperature->setRange(-0.05, 2.0);
    m_temperature->setSingleStep(0.05);
    m_temperature->setDecimals(2);
    m_temperature->setSpecialValueText(tr("default"));
    m_temperature->setValue(-0.05);
    m_topP->setRange(-0.05, 1.0);
    m_topP->setSingleStep(0.05);
    m_topP->setDecimals(2);
    m_topP->setSpecialValueText(tr("default"));
    m_topP->setValue(-0.05);
    m_maxTokens->setRange(0, 1'000'000);
    m_maxTokens->setSpecialValueText(tr("default"));
    m_maxTokens->setValue(0);
    m_seed->setRange(-1, 2'147'483'647);
    m_seed->setSpecialValueText(tr("none"));
    m_seed->setValue(-1);
    m_reasoning->addItem(tr("Reasoning: default"), int(ReasoningSwitch::Default));
    m_reasoning->addItem(tr("Reasoning: on"), int(ReasoningSwitch::On));
    m_reasoning->addItem(tr("Reasoning: off"), int(ReasoningSwitch::Off));
    m_extra->setPlaceholderText(tr("Extra JSON merged into the body, e.g. {\"top_k\": 20}"));
    m_extraError->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));
    m_extraError->hide();
    connect(m_extra, &QLineEdit::textChanged, this, &ChatSettingsForm::validateExtra);

    // The model and the reasoning switch stay in sight; the sampling parameters, system prompt and
    // extra JSON fold away so that the pane fits a 1280 x 720 window beside the docks.
    m_parametersButton->setCheckable(true);
    m_parametersButton->setToolTip(tr("Temperature, top_p, max_tokens, seed, system prompt and extra JSON"));
    auto *settingsRow = new QHBoxLayout;
    settingsRow->addWidget(new QLabel(tr("Model"), this));
    settingsRow->addWidget(m_model, 2);
    settingsRow->addWidget(m_refresh);
    settingsRow->addWidget(m_reasoning);
    settingsRow->addWidget(m_parametersButton);
    connect(m_refresh, &QPushButton::clicked, this, &ChatSettingsForm::refreshRequested);

    auto *sampling = new QHBoxLayout;
    sampling->setContentsMargins(0, 0, 0, 0);
    sampling->addWidget(new QLabel(tr("Temperature"), m_parameters));
    sampling->addWidget(m_temperature);
    sampling->addWidget(new QLabel(tr("top_p"), m_parameters));
    sampling->addWidget(m_topP);
    sampling->addWidget(new QLabel(tr("max_tokens"), m_parameters));
    sampling->addWidget(m_maxTokens);
    sampling->addWidget(new QLabel(tr("Seed"), m_parameters));
    sampling->addWidget(m_seed);
    sampling->addStretch();
    sampling->addWidget(m_revealKey);
    auto *texts = new QHBoxLayout;
    texts->setContentsMargins(0, 0, 0, 0);
    texts->addWidget(m_system, 1);
    texts->addWidget(m_extra, 1);
    auto *parametersLayout = new QVBoxLayout(m_parameters);
    parametersLayout->setContentsMargins(0, 0, 0, 0);
    parametersLayout->addLayout(sampling);
    parametersLayout->addLayout(texts);
    for (QWidget *w : std::initializer_list<QWidget *> { m_temperature, m_topP, m_maxTokens, m_seed, m_system,
                                                         m_extra, m_revealKey })
        w->setParent(m_parameters);
    m_parameters->hide();
    connect(m_parametersButton, &QPushButton::toggled, m_parameters, &QWidget::setVisible);
    for (QDoubleSpinBox *box : { m_temperature, m_topP })
        connect(box, &QDoubleSpinBox::valueChanged, this, &ChatSettingsForm::updateParametersButton);
    for (QSpinBox *box : { m_maxTokens, m_seed })
        connect(box, &QSpinBox::valueChanged, this, &ChatSettingsForm::updateParametersButton);
    for (QLineEdit *edit : { m_system, m_extra })
        connect(edit, &QLineEdit::textChanged, this, &ChatSettingsForm::updateParametersButton);
    updateParametersButton();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(settingsRow);
    layout->addWidget(m_parameters);
    layout->addWidget(m_extraError);
}

QString ChatSettingsForm::model() const
{
    return m_model->currentText().trimmed();
}

void ChatSettingsForm::setModels(const QStringList &ids, const QString &model)
{
    m_model->clear();
    m_model->addItems(ids);
    m_model->setCurrentText(model);
}

void ChatSettingsForm::updateModels(const QStringList &ids)
{
    const QString current = m_model->currentText();
    m_model->clear();
    m_model->addItems(ids);
    const int keep = ids.indexOf(current);
    m_model->setCurrentIndex(keep >= 0 ? keep : 0);
}

bool ChatSettingsForm::revealKey() const
{
    return m_revealKey->isChecked();
}

bool ChatSettingsForm::isValid() const
{
    return m_extraError->isHidden();
}

void ChatSettingsForm::setRefreshEnabled(bool enabled)
{
    m_refresh->setEnabled(enabled);
}

ChatSettings ChatSettingsForm::settings(QString *error) const
{
    ChatSettings s;
    s.model = m_model->currentText().trimmed();
    s.systemPrompt = m_system->text();
    if (m_temperature->value() > m_temperature->minimum())
        s.temperature = m_temperature->value();
    if (m_topP->value() > m_topP->minimum())
        s.topP = m_topP->value();
    if (m_maxTokens->value() > 0)
        s.maxTokens = m_maxTokens->value();
    if (m_seed->value() >= 0)
        s.seed = m_seed->value();
    s.reasoning = ReasoningSwitch(m_reasoning->currentData().toInt());
    const QString extra = m_extra->text().trimmed();
    if (!extra.isEmpty()) {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(extra.toUtf8(), &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            if (error)
                *error = tr("The extra JSON does not parse at character %1: %2.")
                             .arg(parseError.offset)
                             .arg(parseError.errorString());
        } else if (!doc.isObject()) {
            if (error)
                *error = tr("The extra JSON must be an object, like {\"top_k\": 20}.");
        } else {
            s.extraBody = doc.object();
        }
    }
    return s;
}

void ChatSettingsForm::updateParametersButton()
{
    int set = 0;
    set += m_temperature->value() > m_temperature->minimum();
    set += m_topP->value() > m_topP->minimum();
    set += m_maxTokens->value() > 0;
    set += m_seed->value() >= 0;
    set += !m_system->text().isEmpty();
    set += !m_extra->text().trimmed().isEmpty();
    m_parametersButton->setText(set > 0 ? tr("Parameters (%1 set)").arg(set) : tr("Parameters"));
}

void ChatSettingsForm::validateExtra()
{
    QString error;
    settings(&error);
    m_extraError->setText(error);
    m_extraError->setVisible(!error.isEmpty());
    m_extra->setStyleSheet(error.isEmpty() ? QString()
                                           : QStringLiteral("QLineEdit { border: 1px solid #b00020; }"));
    Q_EMIT validityChanged();
}

} // namespace ic
