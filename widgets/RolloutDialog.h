// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "operations/Rollout.h"

#include <QDialog>
#include <QPointer>

#include <memory>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace ic {

class Fleet;
class HistoryDatabase;

/// A rolling restart from the console: pick hosts (all, a group or a tag, then tick and order
/// them), batch size and maximum unavailable; the plan with every exact command; then live
/// progress per host and batch, pause/resume/abort, and on a stop the diagnosis with skip,
/// override (the host's name typed) or roll back (when the profile says how). The report
/// exports as Markdown or JSON. Non-modal; the rollout itself is the core's Rollout.
class RolloutDialog : public QDialog {
    Q_OBJECT
public:
    /// `history` null: the console's history database.
    explicit RolloutDialog(Fleet *fleet, std::shared_ptr<HistoryDatabase> history = nullptr,
                           QWidget *parent = nullptr);
    ~RolloutDialog() override;

    Rollout *rollout() const { return m_rollout.get(); }
    /// Ticks exactly these hosts in this order (tests; the palette's "rollout of group").
    void selectHosts(const QStringList &hosts);
    QStringList selectedHosts() const;
    RolloutPlan currentPlan() const;
    /// Writes the report: Markdown for *.md, JSON otherwise. false with `error`.
    bool exportReport(const QString &path, QString *error = nullptr) const;
    /// Picks up an unfinished rollout from the history (after a console restart).
    bool resumeSaved(const QString &uid, QString *error = nullptr);

    QListWidget *hostList() const { return m_hosts; }
    QComboBox *selector() const { return m_selector; }
    QSpinBox *batchSpin() const { return m_batch; }
    QSpinBox *maxUnavailableSpin() const { return m_maxUnavailable; }
    /// The upgrade gate's threshold in % (its lowest value, -1, is "off") and its streams.
    QSpinBox *gateDropSpin() const { return m_gateDrop; }
    QSpinBox *gateConcurrencySpin() const { return m_gateConcurrency; }
    QPlainTextEdit *planText() const { return m_plan; }
    QTreeWidget *progressTree() const { return m_progress; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *pauseButton() const { return m_pause; }
    QPushButton *abortButton() const { return m_abort; }
    QPushButton *skipButton() const { return m_skip; }
    QPushButton *rollBackButton() const { return m_rollBack; }
    QPushButton *overrideButton() const { return m_overrideButton; }
    QLineEdit *overrideField() const { return m_override; }
    QPlainTextEdit *diagnosisText() const { return m_diagnosis; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *savedLabel() const { return m_saved; }
    QPushButton *resumeSavedButton() const { return m_resumeSaved; }
    /// The roll back confirmation while it is open (every command and the drop-in), else nullptr.
    QDialog *rollBackConfirmation() const { return m_rollBackConfirmation; }

private:
    void fillHosts();
    void updatePlan();
    void startRollout();
    void attach();
    void updateProgress();
    void updateButtons();
    void showStop();
    void moveSelected(int delta);
    void exportClicked();
    void confirmRollBack();
    QString stoppedHost() const;

    QPointer<Fleet> m_fleet;
    std::shared_ptr<HistoryDatabase> m_db;
    std::unique_ptr<Rollout> m_rollout;
    QComboBox *m_selector;
    QListWidget *m_hosts;
    QSpinBox *m_batch;
    QSpinBox *m_maxUnavailable;
    QSpinBox *m_gateDrop;
    QSpinBox *m_gateConcurrency;
    QPlainTextEdit *m_plan;
    QTreeWidget *m_progress;
    QLabel *m_status;
    QGroupBox *m_stopBox;
    QPlainTextEdit *m_diagnosis;
    QLineEdit *m_override;
    QPushButton *m_overrideButton;
    QPushButton *m_skip;
    QPushButton *m_rollBack;
    QLabel *m_rollBackWhy;
    QPushButton *m_start;
    QPushButton *m_pause;
    QPushButton *m_abort;
    QPushButton *m_export;
    QLabel *m_saved;
    QPushButton *m_resumeSaved;
    QString m_savedUid;
    QPointer<QDialog> m_rollBackConfirmation;
};

} // namespace ic
