// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "host/HostDiagnostics.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace ic {

/// The crash of the selected host in one card: category, the root-cause line, next steps, the
/// drift finding that explains it and what changed since it last worked. A placeholder while
/// nothing has crashed.
class DiagnosisCard : public QWidget {
    Q_OBJECT
public:
    explicit DiagnosisCard(QWidget *parent = nullptr);

    /// The host shown; nullptr shows the placeholder. The card never owns it.
    void setDiagnostics(HostDiagnostics *diagnostics);
    HostDiagnostics *diagnostics() const { return m_diagnostics; }

    /// Shows a report directly (what setDiagnostics() does on diagnosisReady()).
    void showReport(const CrashReport &report);
    void clear();

    bool isShowingCrash() const { return m_report.has_value(); }
    QString titleText() const;
    QString rootCauseText() const;
    QStringList nextSteps() const;
    QString findingText() const;
    QString changesText() const;
    QString placeholderText() const;
    QString markdown() const;
    QPushButton *showInJournalButton() const { return m_showInJournal; }
    QPushButton *copyButton() const { return m_copy; }

Q_SIGNALS:
    /// "Show in journal": the journal view reveals this store sequence (LogView::revealSequence).
    void showLineRequested(qint64 sequence);
    void markdownCopied();

private:
    void copyMarkdown();

    QPointer<HostDiagnostics> m_diagnostics;
    std::optional<CrashReport> m_report;
    QStringList m_steps;
    QStackedWidget *m_stack;
    QLabel *m_placeholder;
    QLabel *m_title;
    QLabel *m_rule;
    QLabel *m_rootCause;
    QLabel *m_stepsLabel;
    QLabel *m_finding;
    QLabel *m_changes;
    QPushButton *m_showInJournal;
    QPushButton *m_copy;
};

} // namespace ic
