// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "autopsy/AutopsyReport.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace ic {

class HostSession;
class StallAutopsy;

/// The stall autopsy of one host from the console (what `inference-console autopsy HOST`
/// does): gathers over the host's own connection, shows each piece as it ends (ok, skip or error
/// with the reason), then the classification with its evidence, and saves the Markdown and JSON
/// bundle into the console's data folder (`autopsy/`), or wherever the user saves it again.
class AutopsyDialog : public QDialog {
    Q_OBJECT
public:
    explicit AutopsyDialog(QWidget *parent = nullptr);
    ~AutopsyDialog() override;

    /// The host to examine; nullptr detaches (a running autopsy is aborted).
    void setSession(HostSession *session);
    /// Where bundles are saved without asking; empty: `<data directory>/autopsy`.
    void setBundleDirectory(const QString &directory) { m_bundleDirectory = directory; }
    bool isRunning() const;
    /// The last finished report (empty host before the first).
    const AutopsyReport &report() const { return m_report; }
    /// Paths of the bundle saved for the last report.
    const QStringList &bundle() const { return m_bundle; }
    QTreeWidget *pieces() const { return m_pieces; }
    QTextBrowser *reportView() const { return m_view; }

public Q_SLOTS:
    void run();
    void stop();

Q_SIGNALS:
    void finished(const ic::AutopsyReport &report);

private:
    void showPiece(const AutopsyPiece &piece);
    void showReport(const AutopsyReport &report);
    void saveAs();
    void updateButtons();

    QPointer<HostSession> m_session;
    QPointer<StallAutopsy> m_autopsy;
    AutopsyReport m_report;
    QStringList m_bundle;
    QString m_bundleDirectory;

    QLabel *m_status;
    QTreeWidget *m_pieces;
    QTextBrowser *m_view;
    QPushButton *m_run;
    QPushButton *m_stop;
    QPushButton *m_save;
};

} // namespace ic
