// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "operations/PreflightChecks.h"
#include "operations/PreflightReport.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace ic {

class HostSession;

struct PreflightOptions {
    int timeoutSeconds = 30; ///< the whole preflight, connecting included
    QByteArray thresholdsJson; ///< empty: `:/diagnose/preflight.json`
};

/// The checks before a restart of one host: package pairs, drift and driver against the last
/// known good, leftover GPU processes, free disk for the caches, /dev/shm, the API port. Runs
/// every command through the session's transport at once, under one deadline; what did not
/// answer in time is an error with that reason. Single use: start() once, finished() once.
class Preflight : public QObject {
    Q_OBJECT
public:
    explicit Preflight(HostSession *session, PreflightOptions options = {}, QObject *parent = nullptr);

    void start();
    bool isFinished() const { return m_finished; }
    const PreflightReport &report() const { return m_report; }

Q_SIGNALS:
    void finished(const ic::PreflightReport &report);

private:
    void runUnitShow();
    void runRest();
    void run(const QByteArray &line, std::optional<CommandResult> PreflightInputs::*slot);
    void jobDone();
    void finish();

    QPointer<HostSession> m_session;
    PreflightOptions m_options;
    PreflightInputs m_inputs;
    PreflightReport m_report;
    QTimer m_deadline;
    QElapsedTimer m_clock;
    int m_pending = 0;
    bool m_started = false;
    bool m_unitAsked = false;
    bool m_restStarted = false;
    bool m_finished = false;
};

} // namespace ic

Q_DECLARE_METATYPE(ic::PreflightReport)
