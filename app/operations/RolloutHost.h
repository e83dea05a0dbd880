// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatRequest.h"
#include "chat/LadderReport.h"
#include "config/HostDefinition.h"
#include "history/UnitSnapshotStore.h"
#include "transport/Transport.h"

#include <QMap>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace ic {

class Preflight;
struct PreflightOptions;

/// What a rolling restart needs of one host, and nothing more: the facts it reads, the restart
/// and the start-up after it, the validation ladder, the gate's endpoint, commands for a roll
/// back, the crash diagnosis and the known good the host records by its own rule. The Rollout
/// talks to hosts only through this; SessionRolloutHost answers it over a HostSession.
/// Known good is the host's: a passing ladder marks it (HostSession's rule); the rollout only
/// waits for that record to settle and reads the newest one back for a roll back.
class RolloutHost : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~RolloutHost() override;

    /// The host's settings (name, unit, engine as set).
    virtual const HostDefinition &definition() const = 0;
    QString name() const { return definition().name; }
    /// The engine profile id: the host's setting, else what its start-up showed; empty when
    /// neither says (an `auto` setting counts as not saying).
    virtual QString engine() const = 0;
    /// How much faster the host's clock runs (a simulated host's); 1 for a real one.
    virtual double timeScale() const = 0;

    /// The checks before a restart, not started yet.
    virtual std::unique_ptr<Preflight> makePreflight(const PreflightOptions &options) = 0;

    /// Another service action (start, stop, restart) is under way.
    virtual bool actionRunning() const = 0;
    /// systemd's InvocationID of the unit now.
    virtual QString invocationId() const = 0;
    /// The exact restart command restart() sends.
    virtual QString restartCommand() const = 0;
    /// Sends the restart. restartFinished follows; from now on startupReady and startupFailed
    /// tell only of start-ups of an invocation other than the one running now.
    virtual void restart() = 0;

    /// The start-up the host watches now, of the invocation after the last restart() (any
    /// invocation when none was sent through this object, as after a resume).
    enum class Startup { Pending, Ready, Crashed };
    virtual Startup startup() const = 0;
    /// systemd says the unit is active.
    virtual bool isActive() const = 0;
    /// systemd says the unit failed.
    virtual bool hasFailed() const = 0;
    /// `/health` answers healthy.
    virtual bool isHealthy() const = 0;

    /// Uses the ladder in `path` for the next runs; false with `error` when it cannot.
    virtual bool loadLadderFile(const QString &path, QString *error) = 0;
    /// Starts the validation ladder; true also when a run is already under way (the auto-run
    /// after ready). ladderFinished follows.
    virtual bool runLadder() = 0;
    virtual bool ladderRunning() const = 0;
    /// Ends the run under way as `outcome`, saying why.
    virtual void cancelLadder(const QString &reason, RunOutcome outcome) = 0;
    /// The API as the ladder reaches it, and the engine it expects: what the gate's probe uses.
    virtual ChatEndpoint apiEndpoint() const = 0;
    virtual QString ladderEngine() const = 0;

    /// Runs `line` on the host (a roll back's steps).
    virtual CommandJob *run(const QByteArray &line) = 0;

    /// The crash diagnosis of the current invocation: its root cause and category (its markdown
    /// in `markdown`); nullopt while there is none.
    struct Crash {
        QString rootCause;
        QString categoryId;
        QString markdown;
        bool uncertain = false;
    };
    virtual std::optional<Crash> crash() const = 0;
    /// Looks at the current invocation's journal now; diagnosisReady follows when it finds one.
    virtual void diagnoseNow() = 0;

    /// The engine's packages as last read (normalized name → version); empty when not known.
    virtual QMap<QString, QString> packages() const = 0;

    /// Whether the host is recording known good now (its rule marked a passing run);
    /// knownGoodSettled follows.
    virtual bool isRecordingKnownGood() const = 0;
    /// The upgrade gate is still to judge the next passing ladder run: the host holds its
    /// known-good mark until decideKnownGood().
    virtual void holdKnownGood() = 0;
    /// The gate's word: `record` marks the held passing run known good (true when a record is
    /// under way, knownGoodSettled follows); otherwise it is dropped.
    virtual bool decideKnownGood(bool record) = 0;
    /// The newest known-good unit state the host recorded; nullopt with `error` (may stay empty
    /// when there simply is none).
    virtual std::optional<UnitSnapshot> lastKnownGood(QString *error) const = 0;

Q_SIGNALS:
    /// The restart sent by restart() ended; `message` says why when it failed.
    void restartFinished(bool ok, const QString &message);
    /// A start-up of a new invocation became ready, after `seconds`.
    void startupReady(double seconds);
    /// A start-up of a new invocation failed.
    void startupFailed();
    void ladderFinished(const ic::LadderReport &report);
    void diagnosisReady();
    /// The known-good record ended: with the recorded ExecStart, or a warning why not.
    void knownGoodSettled(const QString &recorded, const QString &warning);
};

} // namespace ic
