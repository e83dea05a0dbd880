// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// clang-format off
// fuzz-sources: chat/ChatRequest.cpp transport/HttpEndpoint.cpp config/HostDefinition.cpp config/EngineProfile.cpp formats/EngineLogLine.cpp formats/CompiledRegex.cpp
// clang-format on
// The model list (`GET /v1/models`) of an OpenAI-compatible server.
#include "chat/ChatRequest.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView json(reinterpret_cast<const char *>(data), qsizetype(size));
    (void)ic::parseModelList(json);
    return 0;
}
