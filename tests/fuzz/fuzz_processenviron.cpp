// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/ProcessEnviron.cpp formats/SecretText.cpp
#include "formats/ProcessEnviron.h"
#include "formats/SecretText.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const ic::EnvironFilter filter { { QStringLiteral("NCCL_"), QStringLiteral("CUDA_"),
                                              QStringLiteral("VLLM_"), QStringLiteral("") },
                                            { QStringLiteral("OMP_NUM_THREADS") } };
    const ic::ProcessEnviron env = ic::parseProcessEnviron(
        QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)), filter);
    if (env.variables.size() + env.withheld + env.badEntries > env.total)
        __builtin_trap();
    for (auto it = env.variables.cbegin(); it != env.variables.cend(); ++it) {
        // The empty prefix keeps every name: a secret-looking one must still never come out.
        if (ic::looksLikeSecretName(it.key()) || it.value().size() > 4 * 4096 + 16)
            __builtin_trap();
    }
    return 0;
}
