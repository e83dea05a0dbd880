// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/EngineLogLine.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace ic {

/// The Prometheus names one engine publishes on its metrics endpoint, by what they mean. Each
/// meaning lists names in the order they are tried (a renamed metric keeps its old name second).
struct EngineMetricNames {
    QStringList running; ///< requests being decoded now (gauge)
    QStringList waiting; ///< requests queued (gauge)
    QStringList kvCacheUsage; ///< KV cache in use, 0..1 (gauge)
    QStringList promptTokens; ///< prompt tokens processed (counter)
    QStringList generationTokens; ///< tokens generated (counter)
    QStringList preemptions; ///< requests preempted (counter)

    bool isEmpty() const { return running.isEmpty() && generationTokens.isEmpty(); }
};

/// How a request turns the model's reasoning on or off, and where the reasoning comes back.
struct ReasoningConvention {
    QJsonObject on; ///< merged into the request body to ask for reasoning
    QJsonObject off; ///< merged into the request body to ask for none
    QString response
        = QStringLiteral("field"); ///< "field": reasoning_content/reasoning; "inline": <think> in content
};

/// One engine, as `resources/profiles/<id>.json` describes it (schema: resources/profiles/README.md).
/// The start-up phases and markers of the same file are read by the start-up layer
/// (StartupProfile); this is what every other layer needs to know about the engine.
/// How the engine is started (the profile's "command" section): what a unit's ExecStart says.
struct EngineCommand {
    QStringList programs; ///< executable file names that start it ("vllm", "trtllm-serve")
    QStringList subcommands; ///< words between the program and a positional model ("serve")
    bool positionalModel = false; ///< the word after the program (and its subcommands) is the model
    QStringList modelOptions; ///< options whose value is the model ("--model", "--model-path", "-m")
    bool native = false; ///< the programs are native binaries: no Python environment beside them
    QStringList packages; ///< Python packages whose version is the engine's version, in order
};

/// What the preflight before a restart checks for the engine (the profile's "preflight").
struct EnginePreflight {
    /// The disk caches of `resources/diagnose/preflight.json` a start-up of this engine writes to,
    /// by id ("torch-compile", "model-cache"); every cache there when the profile says nothing.
    QStringList caches;
    bool cachesSet = false; ///< the profile lists its caches (an empty list: none)
    /// The model its ExecStart names (command.modelOptions) is a file on the host that starts
    /// with these bytes ("GGUF"); empty: the model is not checked as a file.
    QByteArray modelFileMagic;
    /// /dev/shm is measured (vLLM, SGLang: PyTorch and NCCL share tensors there); false for an
    /// engine that does not use it.
    bool shm = true;
};

/// How long the liveness monitor lets the engine go without progress (the profile's "liveness").
struct EngineLiveness {
    double stuckAfterSeconds = 60; ///< requests pending, no token and GPUs idle this long: stuck
    double probeIntervalSeconds = 60; ///< at most one idle probe (a 1-token request) in this time
};

struct EngineProfile {
    QString id; ///< the profile's "engine" value: "vllm", "sglang", "llama.cpp", "trtllm"
    QString title; ///< "vLLM"
    QStringList aliases; ///< other spellings a hosts file may use; the file name is one
    QString healthPath = QStringLiteral("/health");
    QString metricsPath = QStringLiteral("/metrics");
    QJsonArray identitySources; ///< {"path", "version", "model"}: read by the validation ladder
    EngineMetricNames metrics;
    ReasoningConvention reasoning;
    QStringList crashMarkers; ///< literal text of journal lines that say a start-up just died
    QList<LogPrefixSpec> logPrefixes; ///< the engine's own line prefixes (formats/EngineLogLine.h)
    EngineCommand command;
    EnginePreflight preflight;
    EngineLiveness liveness;
    /// Detection tries profiles in this order (lower first; equal ones in load order). An engine
    /// whose logs carry another's lines goes after it.
    int detectionOrder = 100;
    /// The whole profile as parsed here, once: the layers that read more of it (the start-up
    /// tracker's phases, the roll back rule) take their sections from it.
    QJsonObject object;
    QString file; ///< where it came from
    QString error; ///< empty when it loaded

    bool isValid() const { return error.isEmpty(); }
    /// True for the id or one of the aliases, ignoring case.
    bool answersTo(const QString &name) const;
};

/// Parses a profile; a bad one comes back with `error` saying what and where. `fileName` (the
/// base name without `.json`) becomes an alias when it differs from the id.
EngineProfile parseEngineProfile(const QByteArray &json, const QString &fileName = QString());

/// Every engine the console knows: the profiles compiled in (`:/profiles/*.json`), then those of
/// the directories in `INFERENCE_CONSOLE_PROFILES` (separated by ':') and of
/// addEngineProfileDirectory(); a later profile with the same id replaces an earlier one.
/// Sorted by `detectionOrder`: detection tries them in this order. Thread-safe; returns a snapshot.
QList<EngineProfile> engineProfiles();
/// Loads every `*.json` of `dir` into the list (profiles that fail are reported, not loaded).
/// Returns the errors, one sentence each. Everything derived from the profiles follows.
QStringList addEngineProfileDirectory(const QString &dir);
/// Counts the changes of the list, so caches built from it know when to rebuild.
int engineProfilesGeneration();
/// Problems met while loading the list (bad files are skipped, never fatal).
QStringList engineProfileErrors();

/// The profile for an id or alias; nullptr when none.
const EngineProfile *findEngineProfile(const QString &name, const QList<EngineProfile> &profiles);
/// True for "", "auto" (any case): the engine is detected from what the host says.
bool isAutoEngine(const QString &name);
/// The profile id for a name from a hosts file or the command line: "" for auto, the canonical
/// id for a known id or alias; `ok` false (and the name returned trimmed) for an unknown one.
QString canonicalEngineId(const QString &name, bool *ok = nullptr);
/// The title a person reads ("vLLM"); "Detect automatically" for auto; the id when unknown.
QString engineTitle(const QString &id);

} // namespace ic
