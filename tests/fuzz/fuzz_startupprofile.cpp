// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// clang-format off
// fuzz-sources: startup/StartupProfile.cpp startup/StartupTracker.cpp startup/LinePrefilter.cpp startup/PatternLiterals.cpp formats/EngineLogLine.cpp formats/CompiledRegex.cpp config/EngineProfile.cpp formats/DataText.cpp
// clang-format on
// Engine profiles (resources/profiles/*.json, or a user's own): a bad one comes back with an
// error; a good one drives a tracker over a fixed start-up without crashing.
#include "startup/LinePrefilter.h"
#include "startup/StartupProfile.h"
#include "startup/StartupTracker.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView json(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::StartupProfile p = ic::parseStartupProfile(json);
    if (!p.isValid())
        return 0;
    for (const QString &pattern : p.patterns(true))
        (void)ic::requiredLiterals(pattern);
    ic::StartupTracker tracker({ p });
    tracker.setRequireHealth(false);
    const char *lines[] = {
        "INFO 12-02 14:05:11 [api_server.py:1] vLLM API server version 0.11.0",
        "Loading safetensors checkpoint shards:  50% Completed | 1/2 [00:01<00:01,  1.0s/it]",
        "(EngineCore_DP0 pid=1) INFO 12-02 14:06:00 [gpu_model_runner.py:1] Model loading took 10 GiB and "
        "9.5 seconds",
        "[2025-01-01 12:00:00 TP0] Load weight end. type=LlamaForCausalLM",
        "main: server is listening on http://127.0.0.1:8080 - starting the main loop",
        "INFO:     Application startup complete.",
        "The server is fired up and ready to roll!",
    };
    qint64 t = 0;
    for (const char *l : lines)
        tracker.addLogRecord(QString::fromUtf8(l), t += 1000, int(t / 1000));
    (void)tracker.snapshot();
    (void)tracker.phaseDurations();
    return 0;
}
