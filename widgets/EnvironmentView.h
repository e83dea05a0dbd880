// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "host/HostDiagnostics.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace ic {

/// The service's environment on the selected host: the versions that matter, driver and CUDA,
/// version-agreement findings with their severity, and the changes since last known good.
class EnvironmentView : public QWidget {
    Q_OBJECT
public:
    explicit EnvironmentView(QWidget *parent = nullptr);

    /// The host shown; nullptr shows nothing. The view never owns it.
    void setDiagnostics(HostDiagnostics *diagnostics);
    HostDiagnostics *diagnostics() const { return m_diagnostics; }

    QString statusText() const;
    QString systemText() const;
    QString knownGoodText() const;
    QTableWidget *versionsTable() const { return m_versions; }
    QTableWidget *findingsTable() const { return m_findings; }
    QTableWidget *changesTable() const { return m_changes; }
    QPushButton *refreshButton() const { return m_refresh; }
    QPushButton *markKnownGoodButton() const { return m_markGood; }

private:
    void showEnvironment();
    void setStatus(const QString &text, bool error);
    /// A native engine binary (llama-server): what it is, its version and model, instead of
    /// asking for "the service's Python". False when the unit runs no such binary.
    bool showNativeEngine(HostDiagnostics *d);
    /// Fills the changes table from `diff`: packages and environment only for a `python` engine.
    void showChanges(const EnvironmentDiff &diff, bool python);

    QPointer<HostDiagnostics> m_diagnostics;
    QLabel *m_status;
    QLabel *m_system;
    QTableWidget *m_versions;
    QTableWidget *m_findings;
    QLabel *m_knownGood;
    QTableWidget *m_changes;
    QPushButton *m_refresh;
    QPushButton *m_markGood;
};

} // namespace ic
