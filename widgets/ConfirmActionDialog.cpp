// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ConfirmActionDialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ic {

ConfirmActionDialog::ConfirmActionDialog(UnitAction action, const QString &hostName, const QString &unit,
                                         const QString &commandLine, QWidget *parent)
    : QDialog(parent)
    , m_question(new QLabel(this))
    , m_command(new QPlainTextEdit(this))
{
    QString title;
    QString question;
    QString button;
    switch (action) {
    case UnitAction::Restart:
        title = tr("Restart service");
        question = tr("Restart %1 on %2? Clients lose their running requests and the model loads again.")
                       .arg(unit, hostName);
        button = tr("&Restart");
        break;
    case UnitAction::Stop:
        title = tr("Stop service");
        question
            = tr("Stop %1 on %2? The model stops serving until it is started again.").arg(unit, hostName);
        button = tr("S&top");
        break;
    case UnitAction::Start:
        title = tr("Start service");
        question = tr("Start %1 on %2?").arg(unit, hostName);
        button = tr("&Start");
        break;
    }
    setWindowTitle(title);
    m_question->setText(question);
    m_question->setWordWrap(true);
    m_question->setObjectName(QStringLiteral("question"));

    auto *commandLabel = new QLabel(tr("This command will run on %1:").arg(hostName), this);
    m_command->setObjectName(QStringLiteral("command"));
    m_command->setReadOnly(true);
    m_command->setPlainText(commandLine);
    m_command->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_command->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_command->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_command->setAccessibleName(tr("Command line"));
    m_command->setTabChangesFocus(true);
    const int lines = 3;
    m_command->setFixedHeight(m_command->fontMetrics().lineSpacing() * lines
                              + int(m_command->document()->documentMargin() * 2)
                              + m_command->frameWidth() * 2);
    commandLabel->setBuddy(m_command);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *ok = buttons->addButton(button, QDialogButtonBox::AcceptRole);
    ok->setObjectName(QStringLiteral("confirm"));
    // A stray Enter must not stop a production server: Cancel is the default.
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    buttons->button(QDialogButtonBox::Cancel)->setFocus();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_question);
    layout->addWidget(commandLabel);
    layout->addWidget(m_command);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

QString ConfirmActionDialog::commandText() const
{
    return m_command->toPlainText();
}

QString ConfirmActionDialog::questionText() const
{
    return m_question->text();
}

} // namespace ic
