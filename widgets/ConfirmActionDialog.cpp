// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ConfirmActionDialog.h"

#include "DialogFit.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ic {

ConfirmActionDialog::ConfirmActionDialog(UnitAction action, const QString &hostName, const QString &unit,
                                         const QString &commandLine, QWidget *parent)
    : QDialog(parent)
    , m_host(hostName)
    , m_question(new QLabel(this))
    , m_command(new QPlainTextEdit(this))
    , m_preflightTitle(new QLabel(this))
    , m_preflight(new QPlainTextEdit(this))
    , m_override(new QLineEdit(this))
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
    m_ok = ok;
    // A stray Enter must not stop a production server: Cancel is the default.
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    buttons->button(QDialogButtonBox::Cancel)->setFocus();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_question);
    layout->addWidget(commandLabel);
    layout->addWidget(m_command);
    m_preflightTitle->setObjectName(QStringLiteral("preflightTitle"));
    m_preflightTitle->setWordWrap(true);
    m_preflightTitle->setTextFormat(Qt::PlainText);
    m_preflight->setObjectName(QStringLiteral("preflight"));
    m_preflight->setReadOnly(true);
    m_preflight->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preflight->setTabChangesFocus(true);
    m_preflight->setAccessibleName(tr("Preflight findings"));
    m_override->setObjectName(QStringLiteral("override"));
    m_override->setAccessibleName(tr("Type the host's name to override"));
    m_override->setPlaceholderText(tr("type “%1” to restart despite the blocking findings").arg(hostName));
    connect(m_override, &QLineEdit::textChanged, this, &ConfirmActionDialog::updateConfirm);
    layout->addWidget(m_preflightTitle);
    layout->addWidget(m_preflight, 1);
    layout->addWidget(m_override);
    m_preflightTitle->hide();
    m_preflight->hide();
    m_override->hide();
    layout->addWidget(buttons);
    DialogFit::install(this, QSize(520, sizeHint().height()));
}

QString ConfirmActionDialog::commandText() const
{
    return m_command->toPlainText();
}

QString ConfirmActionDialog::questionText() const
{
    return m_question->text();
}

void ConfirmActionDialog::setPreflightRunning()
{
    m_waiting = true;
    m_preflightTitle->setText(tr("Checking %1 before the restart…").arg(m_host));
    m_preflightTitle->show();
    updateConfirm();
}

void ConfirmActionDialog::setPreflight(const PreflightReport &report)
{
    m_waiting = false;
    m_report = report;
    m_preflightTitle->show();
    m_preflight->show();
    if (report.couldNotRun())
        m_preflightTitle->setText(
            tr("The preflight could not check %1: %2. Nothing is known to block the restart; decide "
               "yourself.")
                .arg(m_host, report.error.isEmpty() ? tr("no check measured anything") : report.error));
    else if (report.isBlocked())
        m_preflightTitle->setText(
            tr("The preflight found %n blocking finding(s). Restart anyway only by typing the "
               "host's name; the override is kept in the history.",
               nullptr, int(report.blocking().size())));
    else
        m_preflightTitle->setText(tr("The preflight found nothing that blocks the restart."));
    // The blocking findings first, where the eye lands; the whole report below them.
    QString text;
    for (const PreflightFinding &f : report.blocking()) {
        text += tr("BLOCK  %1").arg(f.title) + u'\n';
        for (const QString &e : f.evidence)
            text += QStringLiteral("       | ") + e + u'\n';
        if (!f.remedy.isEmpty())
            text += QStringLiteral("       ") + tr("remedy: %1").arg(f.remedy) + u'\n';
    }
    if (!text.isEmpty())
        text += u'\n';
    m_preflight->setPlainText(text + report.toText());
    m_override->setVisible(report.isBlocked());
    if (report.isBlocked())
        m_override->setFocus();
    // The report arrives after the dialog was placed: it grows within its screen, buttons in sight.
    // Wide enough for the report's evidence lines to read without wrapping most of them.
    DialogFit::resizeWithin(this, QSize(qMax(width(), 760), qMax(height(), 600)));
    updateConfirm();
}

bool ConfirmActionDialog::isOverride() const
{
    return m_report && m_report->isBlocked() && preflightConfirmationMatches(m_override->text(), m_host);
}

QString ConfirmActionDialog::overrideText() const
{
    return m_override->text();
}

QString ConfirmActionDialog::preflightText() const
{
    return m_preflightTitle->text() + u'\n' + m_preflight->toPlainText();
}

void ConfirmActionDialog::updateConfirm()
{
    if (!m_ok)
        return;
    const bool blocked = m_report && m_report->isBlocked();
    m_ok->setEnabled(!m_waiting && (!blocked || isOverride()));
}

} // namespace ic
