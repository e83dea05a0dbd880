// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HostDialog.h"

#include "DialogFit.h"
#include "config/EngineProfile.h"
#include "host/ConnectionTest.h"
#include "host/Fleet.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace ic {

namespace {

const QColor Green(0x2e, 0x7d, 0x32);
const QColor Red(0xc6, 0x28, 0x28);

QStringList splitTags(const QString &text)
{
    QStringList tags;
    for (const QString &t : text.split(u',', Qt::SkipEmptyParts)) {
        const QString tag = t.trimmed();
        if (!tag.isEmpty() && !tags.contains(tag))
            tags << tag;
    }
    return tags;
}

} // namespace

HostDialog::HostDialog(std::unique_ptr<ConnectionTest> test, QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_target(new QLineEdit(this))
    , m_unit(new QLineEdit(this))
    , m_unitError(new QLabel(this))
    , m_port(new QSpinBox(this))
    , m_apiKey(new QLineEdit(this))
    , m_engine(new QComboBox(this))
    , m_group(new QLineEdit(this))
    , m_tags(new QLineEdit(this))
    , m_advancedToggle(new QToolButton(this))
    , m_advanced(new QWidget(this))
    , m_nvidiaSmi(new QLineEdit(m_advanced))
    , m_systemctl(new QLineEdit(m_advanced))
    , m_journalctl(new QLineEdit(m_advanced))
    , m_privilege(new QLineEdit(m_advanced))
    , m_python(new QLineEdit(m_advanced))
    , m_validation(new QLabel(this))
    , m_test(new QPushButton(tr("&Test connection"), this))
    , m_testResult(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_connectionTest(test.release())
{
    setWindowTitle(tr("Add host"));
    m_name->setObjectName(QStringLiteral("name"));
    m_target->setObjectName(QStringLiteral("target"));
    m_unit->setObjectName(QStringLiteral("unit"));
    m_unitError->setObjectName(QStringLiteral("unitError"));
    m_validation->setObjectName(QStringLiteral("validation"));
    m_testResult->setObjectName(QStringLiteral("testResult"));
    m_test->setObjectName(QStringLiteral("testConnection"));

    m_name->setPlaceholderText(tr("e.g. gpu-01"));
    m_target->setPlaceholderText(tr("local, or an SSH destination: gpu-01, user@host, user@host:2222"));
    m_target->setToolTip(tr("“local” runs the commands on this machine; anything else is an SSH "
                            "destination as in ~/.ssh/config."));
    m_unit->setPlaceholderText(QStringLiteral("vllm.service"));
    m_port->setRange(1, 65535);
    m_port->setToolTip(
        tr("The engine's HTTP port on the host's loopback interface (reached through a tunnel)."));
    m_apiKey->setEchoMode(QLineEdit::Password);
    m_apiKey->setPlaceholderText(tr("optional"));
    // One entry per engine profile (resources/profiles/*.json and added profile folders).
    m_engine->addItem(tr("Detect automatically"), QString());
    for (const EngineProfile &p : engineProfiles())
        m_engine->addItem(p.title, p.id);
    m_group->setPlaceholderText(tr("optional, e.g. production"));
    m_tags->setPlaceholderText(tr("comma-separated, e.g. h200, kimi"));
    for (QLabel *l : { m_unitError, m_validation })
        l->setStyleSheet(QStringLiteral("color: %1;").arg(Red.name()));
    m_unitError->setWordWrap(true);
    m_validation->setWordWrap(true);
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Destination:"), m_target);
    form->addRow(tr("systemd &unit:"), m_unit);
    form->addRow(QString(), m_unitError);
    form->addRow(tr("API &port:"), m_port);
    form->addRow(tr("API &key:"), m_apiKey);
    form->addRow(tr("&Engine:"), m_engine);
    form->addRow(tr("&Group:"), m_group);
    form->addRow(tr("T&ags:"), m_tags);

    m_advancedToggle->setText(tr("Ad&vanced: tool commands"));
    m_advancedToggle->setCheckable(true);
    m_advancedToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advancedToggle->setArrowType(Qt::RightArrow);
    m_advancedToggle->setAutoRaise(true);
    auto *advancedForm = new QFormLayout(m_advanced);
    advancedForm->setContentsMargins(16, 0, 0, 0);
    advancedForm->addRow(tr("nvidia-smi:"), m_nvidiaSmi);
    advancedForm->addRow(tr("systemctl:"), m_systemctl);
    advancedForm->addRow(tr("journalctl:"), m_journalctl);
    advancedForm->addRow(tr("Privilege prefix:"), m_privilege);
    advancedForm->addRow(tr("Python:"), m_python);
    m_privilege->setToolTip(tr("Put before systemctl start/stop/restart; empty runs systemctl directly."));
    m_python->setPlaceholderText(tr("derived from the unit's ExecStart"));
    m_advanced->setVisible(false);
    connect(m_advancedToggle, &QToolButton::toggled, this, [this](bool on) {
        m_advanced->setVisible(on);
        m_advancedToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        // Taller or shorter by the fields, as wide as it was (adjustSize() squeezed the fields).
        DialogFit::resizeWithin(this, QSize(width(), sizeHint().height()));
    });

    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_testResult, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_advancedToggle, 0, Qt::AlignLeft);
    layout->addWidget(m_advanced);
    layout->addWidget(m_validation);
    layout->addLayout(testRow);
    layout->addWidget(m_buttons);

    m_test->setVisible(m_connectionTest != nullptr);
    if (m_connectionTest) {
        m_connectionTest->setParent(this);
        connect(m_connectionTest, &ConnectionTest::progress, m_testResult, &QLabel::setText);
        connect(m_connectionTest, &ConnectionTest::finished, this, &HostDialog::finishTest);
    }
    connect(m_test, &QPushButton::clicked, this, &HostDialog::testConnection);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *e : { m_name, m_target, m_unit, m_group, m_tags, m_nvidiaSmi, m_systemctl, m_journalctl,
                          m_privilege, m_python })
        connect(e, &QLineEdit::textChanged, this, &HostDialog::validate);
    connect(m_port, &QSpinBox::valueChanged, this, &HostDialog::validate);

    setDefinition(HostDefinition());
    DialogFit::install(this, QSize(560, sizeHint().height()));
}

HostDialog::~HostDialog() = default;

void HostDialog::setDefinition(const HostDefinition &d, bool editing)
{
    m_base = d;
    m_editing = editing;
    m_originalName = editing ? d.name : QString();
    setWindowTitle(editing ? tr("Edit host %1").arg(d.name) : tr("Add host"));
    m_name->setText(d.name);
    m_target->setText(d.target);
    m_unit->setText(d.unit);
    m_port->setValue(d.apiPort);
    m_apiKey->setText(d.apiKey);
    if (!d.engine.isEmpty() && m_engine->findData(d.engine) < 0)
        m_engine->addItem(d.engine, d.engine); // a profile that is gone: kept, not silently changed
    m_engine->setCurrentIndex(qMax(0, m_engine->findData(d.engine)));
    m_group->setText(d.group);
    m_tags->setText(d.tags.join(QStringLiteral(", ")));
    m_nvidiaSmi->setText(d.nvidiaSmiCommand);
    m_systemctl->setText(d.systemctlCommand);
    m_journalctl->setText(d.journalctlCommand);
    m_privilege->setText(d.privilegePrefix);
    m_python->setText(d.pythonCommand);
    validate();
}

HostDefinition HostDialog::definition() const
{
    HostDefinition d = m_base;
    d.name = m_name->text().trimmed();
    d.target = m_target->text().trimmed().isEmpty() ? QStringLiteral("local") : m_target->text().trimmed();
    d.unit = m_unit->text().trimmed();
    d.apiPort = quint16(m_port->value());
    d.apiKey = m_apiKey->text();
    d.engine = m_engine->currentData().toString();
    d.group = m_group->text().trimmed();
    d.tags = splitTags(m_tags->text());
    d.nvidiaSmiCommand = m_nvidiaSmi->text().trimmed();
    d.systemctlCommand = m_systemctl->text().trimmed();
    d.journalctlCommand = m_journalctl->text().trimmed();
    d.privilegePrefix = m_privilege->text().trimmed();
    d.pythonCommand = m_python->text().trimmed();
    return d;
}

void HostDialog::setTakenNames(const QStringList &names)
{
    m_takenNames = names;
    validate();
}

QString HostDialog::validationText() const
{
    return m_validation->text();
}

QString HostDialog::testResultText() const
{
    return m_testResult->text();
}

void HostDialog::validate()
{
    const HostDefinition d = definition();
    const auto unitError = unitNameError(d.unit);
    m_unitError->setText(unitError ? *unitError : QString());
    m_unitError->setVisible(bool(unitError));

    QString error = Fleet::validate(d);
    if (error.isEmpty() && d.name != m_originalName && m_takenNames.contains(d.name))
        error = tr("A host named “%1” already exists.").arg(d.name);
    if (error.isEmpty()) {
        const std::pair<QString, QString> tools[] = {
            { QStringLiteral("nvidia-smi"), d.nvidiaSmiCommand },
            { QStringLiteral("systemctl"), d.systemctlCommand },
            { QStringLiteral("journalctl"), d.journalctlCommand },
            { tr("privilege prefix"), d.privilegePrefix },
            { QStringLiteral("Python"), d.pythonCommand },
        };
        for (const auto &[label, command] : tools) {
            if (command.isEmpty()) {
                if (label == QLatin1String("nvidia-smi") || label == QLatin1String("systemctl")
                    || label == QLatin1String("journalctl")) {
                    error = tr("The %1 command is empty.").arg(label);
                    break;
                }
                continue;
            }
            const RemoteCommand words = RemoteCommandBuilder::toolWords(command);
            if (!words.isValid()) {
                error = tr("The %1 command cannot be used: %2").arg(label, words.error);
                break;
            }
        }
    }
    // The unit's own message is already beside its field.
    m_validation->setText(unitError && error == *unitError ? QString() : error);
    m_validation->setVisible(!m_validation->text().isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
    m_test->setEnabled(error.isEmpty() && m_connectionTest && !m_connectionTest->isRunning());
}

void HostDialog::testConnection()
{
    if (!m_connectionTest || m_connectionTest->isRunning())
        return;
    m_test->setEnabled(false);
    m_testResult->setStyleSheet(QString());
    m_connectionTest->start(definition());
}

void HostDialog::finishTest(bool ok, const QString &message)
{
    m_testResult->setStyleSheet(QStringLiteral("color: %1;").arg((ok ? Green : Red).name()));
    m_testResult->setText(message);
    validate();
    Q_EMIT connectionTested(ok, message);
}

} // namespace ic
