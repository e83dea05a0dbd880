// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "operations/RolloutHost.h"

#include <QPointer>

#include <memory>

namespace ic {

class Fleet;
class HostSession;

/// A RolloutHost over the HostSession that owns the host: the one place of the rollout that
/// knows the session's parts (its service monitor, start-up watch, validation, diagnostics,
/// endpoint and transport). It keeps the invocation the last restart replaced, so only start-ups
/// after it are told.
class SessionRolloutHost : public RolloutHost {
    Q_OBJECT
public:
    explicit SessionRolloutHost(HostSession *session, QObject *parent = nullptr);
    ~SessionRolloutHost() override;

    /// The fleet's host `name`; nullptr when the fleet has no session for it.
    static std::unique_ptr<SessionRolloutHost> inFleet(const Fleet *fleet, const QString &name);
    /// The session is still there.
    bool isValid() const { return !m_session.isNull(); }

    const HostDefinition &definition() const override;
    QString engine() const override;
    double timeScale() const override;
    std::unique_ptr<Preflight> makePreflight(const PreflightOptions &options) override;
    bool actionRunning() const override;
    QString invocationId() const override;
    QString restartCommand() const override;
    void restart() override;
    Startup startup() const override;
    bool isActive() const override;
    bool hasFailed() const override;
    bool isHealthy() const override;
    bool loadLadderFile(const QString &path, QString *error) override;
    bool runLadder() override;
    bool ladderRunning() const override;
    void cancelLadder(const QString &reason, RunOutcome outcome) override;
    ChatEndpoint apiEndpoint() const override;
    QString ladderEngine() const override;
    CommandJob *run(const QByteArray &line) override;
    std::optional<Crash> crash() const override;
    void diagnoseNow() override;
    QMap<QString, QString> packages() const override;
    bool isRecordingKnownGood() const override;
    void holdKnownGood() override;
    bool decideKnownGood(bool record) override;
    std::optional<UnitSnapshot> lastKnownGood(QString *error) const override;

private:
    /// The start-up the watch follows is not the one running when restart() was sent.
    bool isNewInvocation() const;

    QPointer<HostSession> m_session;
    HostDefinition m_definition; ///< as the session had it: kept when the session goes away
    bool m_restarted = false; ///< restart() was sent through this object
    QString m_invocationBefore; ///< the invocation restart() replaced
};

} // namespace ic
