// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// clang-format off
// fuzz-sources: chat/Ladder.cpp chat/LadderReport.cpp transport/HttpLimits.cpp chat/EngineIdentity.cpp chat/LoadProbe.cpp chat/steps/DecodeSpeedStep.cpp chat/steps/DeterminismStep.cpp chat/steps/HealthStep.cpp chat/steps/IdentityStep.cpp chat/steps/LivenessStep.cpp chat/steps/LongGenerationStep.cpp chat/steps/MemoryBaselineStep.cpp chat/steps/ModelsStep.cpp chat/steps/ReasoningCodeStep.cpp chat/steps/ReasoningParserStep.cpp chat/steps/SmokeStep.cpp chat/steps/StabilityStep.cpp chat/steps/StepEvidence.cpp chat/steps/StepRegistry.cpp chat/steps/ThroughputUnderLoadStep.cpp chat/ValidationLadder.cpp chat/ChatStream.cpp transport/HttpGet.cpp chat/ChatRequest.cpp transport/HttpEndpoint.cpp chat/ChatStreamDecoder.cpp chat/ChatTurn.cpp formats/OpenAiChunk.cpp formats/JsonPullReader.cpp formats/Sse.cpp formats/ThinkSplitter.cpp config/HostDefinition.cpp config/EngineProfile.cpp formats/EngineLogLine.cpp formats/CompiledRegex.cpp
// fuzz-qt: Network
// fuzz-resources: yes
// clang-format on
// Ladder files (resources/validation/*.json or a user's --ladder FILE), and saved reports.
#include "chat/ValidationLadder.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView json(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::Ladder ladder = ic::Ladder::fromJson(json);
    (void)ladder;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray());
    if (doc.isObject()) {
        const ic::LadderReport report = ic::LadderReport::fromJson(doc.object());
        (void)report.toMarkdown();
    }
    return 0;
}
