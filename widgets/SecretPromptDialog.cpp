// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SecretPromptDialog.h"

#include "DialogFit.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace ic {

SecretPromptDialog::SecretPromptDialog(const SecretRequest &request, QWidget *parent)
    : QDialog(parent)
    , m_id(request.id)
{
    auto *layout = new QVBoxLayout(this);
    QString intro;
    switch (request.kind) {
    case SecretRequest::Kind::Passphrase:
        setWindowTitle(tr("Key passphrase"));
        intro = tr("%1 accepts your key, which is protected by a passphrase.").arg(request.host);
        break;
    case SecretRequest::Kind::Password:
        setWindowTitle(tr("Password"));
        intro = tr("Log in to %1 with a password.").arg(request.host);
        break;
    case SecretRequest::Kind::KeyboardInteractive:
        setWindowTitle(request.name.isEmpty() ? tr("Login") : request.name);
        intro = tr("%1 asks:").arg(request.host);
        break;
    }
    auto *label = new QLabel(intro);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    layout->addWidget(label);
    // A server's login banner can run to dozens of lines: a long one scrolls in its own view, so
    // the fields and buttons stay on the screen.
    const bool longInstruction = request.instruction.count(u'\n') >= 6 || request.instruction.size() > 480;
    if (longInstruction) {
        auto *instruction = new QPlainTextEdit(request.instruction);
        instruction->setObjectName(QStringLiteral("instruction"));
        instruction->setReadOnly(true);
        instruction->setTabChangesFocus(true);
        instruction->setAccessibleName(tr("Instructions from %1").arg(request.host));
        instruction->setMinimumHeight(instruction->fontMetrics().lineSpacing() * 4);
        layout->addWidget(instruction, 1);
    } else if (!request.instruction.isEmpty()) {
        auto *instruction = new QLabel(request.instruction);
        instruction->setWordWrap(true);
        instruction->setTextFormat(Qt::PlainText);
        layout->addWidget(instruction);
    }
    auto *form = new QFormLayout;
    for (const SecretRequest::Prompt &p : request.prompts) {
        auto *field = new QLineEdit;
        field->setEchoMode(p.echo ? QLineEdit::Normal : QLineEdit::Password);
        form->addRow(p.text.trimmed(), field);
        m_fields.append(field);
    }
    layout->addLayout(form);
#ifdef IC_HAVE_KEYCHAIN
    if (request.prompts.size() == 1 && !request.storageKey.isEmpty()) {
        m_remember = new QCheckBox(tr("Remember in the desktop keyring"));
        m_remember->setChecked(false);
        layout->addWidget(m_remember);
    }
#endif
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    if (!m_fields.isEmpty())
        m_fields.first()->setFocus();
    DialogFit::install(this, longInstruction ? QSize(560, 480) : QSize());
}

QStringList SecretPromptDialog::takeAnswers()
{
    QStringList answers;
    for (QLineEdit *f : std::as_const(m_fields)) {
        answers << f->text();
        f->clear();
    }
    return answers;
}

bool SecretPromptDialog::rememberInKeyring() const
{
    return m_remember && m_remember->isChecked();
}

} // namespace ic
