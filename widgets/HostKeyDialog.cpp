// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HostKeyDialog.h"

#include "DialogFit.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace ic {

namespace {

QLabel *selectable(const QString &text, bool mono = false)
{
    auto *l = new QLabel(text);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setTextFormat(Qt::PlainText);
    if (mono)
        l->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    else
        l->setWordWrap(true); // a long known_hosts path breaks at its slashes, not past the screen
    return l;
}

} // namespace

HostKeyDialog::HostKeyDialog(const HostKeyInfo &info, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Unknown host key"));
    // What is known about the key scrolls above the buttons when the notes are many.
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *intro
        = new QLabel(tr("The console has not connected to %1 before. Compare the fingerprint below with "
                        "the one the host's administrator gives you (on the host: "
                        "ssh-keygen -lf /etc/ssh/ssh_host_%2_key.pub) before trusting it.")
                         .arg(info.hostPort(), info.keyType.section(u'-', 1, 1)));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    form->addRow(tr("Host:"), selectable(info.hostPort()));
    form->addRow(tr("Key type:"), selectable(info.keyType));
    form->addRow(tr("Fingerprint:"), selectable(info.fingerprint, true));
    form->addRow(tr("Recorded in:"), selectable(info.knownHostsFile));
    layout->addLayout(form);
    // What the check met and did not act on (@cert-authority lines, a /dev/null known_hosts...).
    for (const QString &note : info.notes) {
        auto *l = new QLabel(tr("Note: %1").arg(note));
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        layout->addWidget(l);
    }
    layout->addStretch(1);
    auto *buttons = new QDialogButtonBox;
    m_trust = buttons->addButton(tr("Trust and connect"), QDialogButtonBox::AcceptRole);
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_trust->setAutoDefault(false);
    m_cancel->setDefault(true);
    m_cancel->setFocus();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *outer = new QVBoxLayout(this);
    QScrollArea *area = DialogFit::scrollArea(content, this);
    outer->addWidget(area, 1);
    outer->addWidget(buttons);
    DialogFit::install(this, DialogFit::sizeForContent(this, area, 640));
}

HostKeyRefusedDialog::HostKeyRefusedDialog(const HostKeyInfo &info, QWidget *parent)
    : QDialog(parent)
    , m_text(info.explanation())
{
    setWindowTitle(tr("Host key refused"));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QPlainTextEdit(m_text);
    text->setReadOnly(true);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text->setMinimumWidth(560);
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    DialogFit::install(this);
}

} // namespace ic
