// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "DiagnosisCard.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ic {

namespace {

const QColor Red(0xc6, 0x28, 0x28);
const QColor Amber(0xb2, 0x6a, 0x00);

/// At most this many changed packages are listed on the card (the environment view has all).
constexpr int kMaxChanges = 6;

QLabel *sectionLabel(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

QString changeLine(const PackageChange &c)
{
    switch (c.kind) {
    case PackageChange::Kind::Added:
        return DiagnosisCard::tr("%1 %2 (new)").arg(c.name, c.after);
    case PackageChange::Kind::Removed:
        return DiagnosisCard::tr("%1 %2 (removed)").arg(c.name, c.before);
    case PackageChange::Kind::Changed:
        break;
    }
    return DiagnosisCard::tr("%1 %2 → %3").arg(c.name, c.before, c.after);
}

} // namespace

DiagnosisCard::DiagnosisCard(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_placeholder(new QLabel(this))
    , m_title(new QLabel(this))
    , m_rule(new QLabel(this))
    , m_rootCause(new QLabel(this))
    , m_stepsLabel(new QLabel(this))
    , m_finding(new QLabel(this))
    , m_changes(new QLabel(this))
    , m_showInJournal(new QPushButton(tr("Show in journal"), this))
    , m_copy(new QPushButton(tr("Copy as Markdown"), this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_stack);

    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setEnabled(false);
    m_stack->addWidget(m_placeholder);

    auto *card = new QWidget(this);
    auto *v = new QVBoxLayout(card);
    v->setSpacing(8);
    auto *head = new QHBoxLayout;
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    m_title->setFont(titleFont);
    m_title->setStyleSheet(QStringLiteral("color: %1;").arg(Red.name()));
    m_rule->setEnabled(false);
    head->addWidget(m_title);
    head->addStretch(1);
    head->addWidget(m_rule);
    v->addLayout(head);

    // The line itself, selectable, in the journal's font, framed like a quote.
    m_rootCause->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_rootCause->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_rootCause->setTextFormat(Qt::PlainText);
    m_rootCause->setWordWrap(true);
    m_rootCause->setFrameShape(QFrame::StyledPanel);
    m_rootCause->setMargin(6);
    m_rootCause->setCursor(Qt::IBeamCursor);
    m_rootCause->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    v->addWidget(m_rootCause);

    v->addWidget(sectionLabel(tr("Next steps"), card));
    m_stepsLabel->setTextFormat(Qt::RichText);
    m_stepsLabel->setWordWrap(true);
    m_stepsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stepsLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    v->addWidget(m_stepsLabel);

    m_finding->setTextFormat(Qt::RichText);
    m_finding->setWordWrap(true);
    m_finding->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_finding->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    v->addWidget(m_finding);

    m_changes->setTextFormat(Qt::RichText);
    m_changes->setWordWrap(true);
    m_changes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_changes->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    v->addWidget(m_changes);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_showInJournal);
    buttons->addWidget(m_copy);
    buttons->addStretch(1);
    v->addLayout(buttons);
    v->addStretch(1);
    m_stack->addWidget(card);

    m_showInJournal->setToolTip(tr("Select the root-cause line in the journal view"));
    m_copy->setToolTip(tr("Copy root cause, next steps, traceback and changes for a ticket"));
    connect(m_showInJournal, &QPushButton::clicked, this, [this] {
        if (m_report && m_report->sequence >= 0)
            Q_EMIT showLineRequested(m_report->sequence);
    });
    connect(m_copy, &QPushButton::clicked, this, &DiagnosisCard::copyMarkdown);
    clear();
}

void DiagnosisCard::setDiagnostics(HostDiagnostics *diagnostics)
{
    if (m_diagnostics)
        disconnect(m_diagnostics, nullptr, this, nullptr);
    m_diagnostics = diagnostics;
    clear();
    if (!diagnostics)
        return;
    connect(diagnostics, &HostDiagnostics::diagnosisReady, this, &DiagnosisCard::showReport);
    connect(diagnostics, &HostDiagnostics::diagnosisCleared, this, &DiagnosisCard::clear);
    connect(diagnostics, &QObject::destroyed, this, &DiagnosisCard::clear);
    if (diagnostics->crash())
        showReport(*diagnostics->crash());
}

void DiagnosisCard::clear()
{
    m_report.reset();
    m_steps.clear();
    m_placeholder->setText(
        m_diagnostics ? tr("No crash in the current run of %1.").arg(m_diagnostics->definition().name)
                      : tr("No host selected."));
    m_stack->setCurrentWidget(m_placeholder);
}

void DiagnosisCard::showReport(const CrashReport &report)
{
    m_report = report;
    const Diagnosis &d = report.diagnosis;
    m_title->setText(d.categoryTitle);
    m_rule->setText(d.categoryId);
    m_rule->setToolTip(tr("Rule %1").arg(d.rootCause.ruleId));
    m_rootCause->setText(d.rootCause.text);

    m_steps = d.nextSteps;
    if (m_steps.isEmpty()) {
        m_stepsLabel->setText(tr("No specific advice for this failure; read the traceback in the journal."));
    } else {
        QString html = QStringLiteral("<ol style=\"margin-left: 0px; -qt-list-indent: 1;\">");
        for (const QString &s : std::as_const(m_steps))
            html += QStringLiteral("<li>") + s.toHtmlEscaped() + QStringLiteral("</li>");
        m_stepsLabel->setText(html + QStringLiteral("</ol>"));
    }

    if (d.findings.isEmpty()) {
        m_finding->hide();
        m_finding->clear();
    } else {
        const DriftFinding &f = d.findings.first();
        const QColor color = f.severity == DriftFinding::Severity::Error ? Red : Amber;
        m_finding->setText(
            QStringLiteral("<b>%1</b> <span style=\"color: %2;\">%3</span>")
                .arg(tr("Installed versions:").toHtmlEscaped(), color.name(), f.sentence.toHtmlEscaped()));
        m_finding->setToolTip(f.source);
        m_finding->show();
    }

    if (!d.diff) {
        m_changes->setText(QStringLiteral("<b>%1</b> %2")
                               .arg(tr("Since last known good:").toHtmlEscaped(),
                                    tr("no known-good snapshot of this host yet.").toHtmlEscaped()));
    } else if (d.diff->packages.isEmpty()) {
        m_changes->setText(QStringLiteral("<b>%1</b> %2")
                               .arg(tr("Since last known good:").toHtmlEscaped(),
                                    tr("no package changed.").toHtmlEscaped()));
    } else {
        QStringList lines;
        for (const PackageChange &c : d.diff->packages) {
            if (lines.size() == kMaxChanges) {
                lines.append(tr("and %n more", nullptr, int(d.diff->packages.size()) - kMaxChanges));
                break;
            }
            lines.append(changeLine(c).toHtmlEscaped());
        }
        m_changes->setText(
            QStringLiteral("<b>%1</b> %2")
                .arg(tr("Since last known good:").toHtmlEscaped(), lines.join(QStringLiteral(", "))));
    }
    m_showInJournal->setEnabled(report.sequence >= 0);
    m_stack->setCurrentIndex(1);
}

QString DiagnosisCard::titleText() const
{
    return m_report ? m_title->text() : QString();
}

QString DiagnosisCard::rootCauseText() const
{
    return m_report ? m_rootCause->text() : QString();
}

QStringList DiagnosisCard::nextSteps() const
{
    return m_steps;
}

QString DiagnosisCard::findingText() const
{
    return m_report && !m_report->diagnosis.findings.isEmpty() ? m_report->diagnosis.findings.first().sentence
                                                               : QString();
}

QString DiagnosisCard::changesText() const
{
    if (!m_report || !m_report->diagnosis.diff)
        return {};
    QStringList lines;
    for (const PackageChange &c : m_report->diagnosis.diff->packages)
        lines.append(changeLine(c));
    return lines.join(QStringLiteral(", "));
}

QString DiagnosisCard::placeholderText() const
{
    return m_report ? QString() : m_placeholder->text();
}

QString DiagnosisCard::markdown() const
{
    return m_report ? diagnosisMarkdown(m_report->diagnosis) : QString();
}

void DiagnosisCard::copyMarkdown()
{
    if (!m_report)
        return;
    QApplication::clipboard()->setText(markdown());
    Q_EMIT markdownCopied();
}

} // namespace ic
