// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatTurn.h"
#include "chat/Ladder.h"
#include "transport/HttpGet.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace ic {

struct LadderOptions;
struct ServerIdentity;

/// What a step may use while it runs: its parameters, the run's options and what earlier steps
/// found, requests bounded by the step's limits, and `finish` for its verdict. Implemented by the
/// runner (ValidationLadder); callbacks of a step that was cancelled are dropped, never called.
class StepContext {
public:
    using HttpDone = std::function<void(const HttpResult &)>;
    using TurnsDone = std::function<void(const QList<ChatTurn> &)>;

    virtual ~StepContext() = default;

    virtual const LadderStep &step() const = 0;
    const QJsonObject &params() const { return step().params; }
    virtual const LadderOptions &options() const = 0;
    /// The model asked; empty until a step (models) picked the first one the server lists.
    virtual QString model() const = 0;
    virtual void setModel(const QString &model) = 0;
    /// Every chat turn of this run so far, in order.
    virtual const QList<ChatTurn> &turns() const = 0;
    /// Total GPU memory in use when the run started (MiB); NaN when there was no reading.
    virtual double memoryBaseline() const = 0;

    /// Facts for the report: who is serving, the load figures, the decode speed measured.
    virtual void setIdentity(const ServerIdentity &identity) = 0;
    virtual void setLoad(const QJsonObject &load) = 0;
    virtual void setMeasuredDecode(double tokensPerSecond) = 0;
    /// The server cannot be judged any further: every later step skips, naming `reason` (the
    /// health step's is a few words, "HTTP 503"; any other step's a whole sentence).
    virtual void setServerDown(const QString &reason) = 0;

    /// GET `path` on the server (or POST `postBody` when given).
    virtual void get(const QString &path, HttpDone done) = 0;
    /// Streams `params`' prompt `repeats` times, one after another, with the step's settings
    /// (temperature, max_tokens, seed, reasoning, system, extra_body); a repeat that fails ends the
    /// series. `temperatureOverride` ≥ 0 replaces the step's temperature.
    virtual void chat(const QJsonObject &params, int repeats, TurnsDone done, double temperatureOverride = -1)
        = 0;
    /// Keeps `job` (a QObject the step made, parented to context()) in flight: deleted on cancel.
    virtual void track(QObject *job) = 0;
    /// The object to parent a step's timers and jobs to, and to connect to.
    virtual QObject *context() = 0;
    /// Tells whether the step that asked is still the one running (false once it finished or was
    /// cancelled): for callbacks the step arranges itself (timers, load probes).
    virtual std::function<bool()> stillRunning() const = 0;

    /// The step's verdict with its evidence (a sentence) and data (the numbers behind it). Once.
    virtual void finish(Verdict verdict, const QString &evidence, const QJsonObject &data = QJsonObject())
        = 0;
};

/// One option a step reads from its object in the ladder file.
struct StepOption {
    enum class Kind { Text, Number, Flag, Object };
    QString key;
    Kind kind = Kind::Text;
    QString about; ///< what it does and its default, for the README and error messages
};

/// A figure some step measures that the rest of the console reads from a report (the decode
/// baseline, `check --load`): found through the step that measures it, never by its id.
enum class StepMeasure {
    None,
    DecodeSpeed, ///< data `decode_tokens_per_second`: the host's decode baseline
    LoadThroughput, ///< the load probe (the report's `load`): what `check --load N` turns on
};

/// A kind of check the ladder file can name: its id, the options it reads, the keys of the data
/// it leaves as evidence, and how it runs. Registered in StepRegistry.cpp.
struct StepType {
    QString id;
    QString title; ///< used when the ladder file gives none
    QList<StepOption> options;
    QStringList evidenceKeys; ///< every key its StepResult::data may carry
    std::function<void(StepContext &)> run;
    StepMeasure measures = StepMeasure::None;

    const StepOption *option(const QString &key) const;
};

/// The options every step takes from the ladder file, whatever its kind.
const QList<StepOption> &commonStepOptions();

} // namespace ic
