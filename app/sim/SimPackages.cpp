// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimPackages.h"

#include <QMap>

#include <algorithm>

namespace ic {

namespace {

// A vLLM 0.15 venv on CUDA 12.8, as `pip list` reports it (project names as published).
const char *const kPackages[][2] = {
    { "aiohappyeyeballs", "2.6.1" },
    { "aiohttp", "3.12.15" },
    { "aiosignal", "1.4.0" },
    { "annotated-types", "0.7.0" },
    { "anyio", "4.11.0" },
    { "attrs", "25.4.0" },
    { "blake3", "1.0.7" },
    { "cachetools", "6.2.1" },
    { "cbor2", "5.7.0" },
    { "certifi", "2025.10.5" },
    { "cffi", "2.0.0" },
    { "charset-normalizer", "3.4.4" },
    { "click", "8.3.0" },
    { "cloudpickle", "3.1.1" },
    { "compressed-tensors", "0.12.2" },
    { "cuda-bindings", "12.9.4" },
    { "cuda-python", "12.9.4" },
    { "cupy-cuda12x", "13.6.0" },
    { "depyf", "0.20.0" },
    { "diskcache", "5.6.3" },
    { "distro", "1.9.0" },
    { "dnspython", "2.8.0" },
    { "einops", "0.8.1" },
    { "email-validator", "2.3.0" },
    { "fastapi", "0.121.0" },
    { "fastapi-cli", "0.0.14" },
    { "filelock", "3.20.0" },
    { "flashinfer-cubin", "0.6.4" },
    { "flashinfer-python", "0.6.4" },
    { "frozenlist", "1.8.0" },
    { "fsspec", "2025.10.0" },
    { "gguf", "0.17.1" },
    { "h11", "0.16.0" },
    { "hf-xet", "1.2.0" },
    { "httpcore", "1.0.9" },
    { "httptools", "0.7.1" },
    { "httpx", "0.28.1" },
    { "huggingface-hub", "0.36.0" },
    { "idna", "3.11" },
    { "interegular", "0.3.3" },
    { "Jinja2", "3.1.6" },
    { "jiter", "0.11.1" },
    { "jsonschema", "4.25.1" },
    { "lark", "1.2.2" },
    { "llguidance", "1.3.0" },
    { "llvmlite", "0.44.0" },
    { "lm-format-enforcer", "0.11.3" },
    { "MarkupSafe", "3.0.3" },
    { "mistral_common", "1.8.5" },
    { "msgpack", "1.1.2" },
    { "msgspec", "0.19.0" },
    { "networkx", "3.5" },
    { "ninja", "1.13.0" },
    { "numba", "0.61.2" },
    { "numpy", "2.2.6" },
    { "nvidia-cublas-cu12", "12.8.4.1" },
    { "nvidia-cuda-cupti-cu12", "12.8.90" },
    { "nvidia-cuda-nvrtc-cu12", "12.8.93" },
    { "nvidia-cuda-runtime-cu12", "12.8.90" },
    { "nvidia-cudnn-cu12", "9.10.2.21" },
    { "nvidia-cudnn-frontend", "1.15.0" },
    { "nvidia-cufft-cu12", "11.3.3.83" },
    { "nvidia-curand-cu12", "10.3.9.90" },
    { "nvidia-cusolver-cu12", "11.7.3.90" },
    { "nvidia-cusparse-cu12", "12.5.8.93" },
    { "nvidia-cutlass-dsl", "4.2.1" },
    { "nvidia-ml-py", "13.580.82" },
    { "nvidia-nccl-cu12", "2.27.3" },
    { "nvidia-nvjitlink-cu12", "12.8.93" },
    { "nvidia-nvshmem-cu12", "3.3.20" },
    { "nvidia-nvtx-cu12", "12.8.90" },
    { "openai", "2.7.1" },
    { "openai-harmony", "0.0.4" },
    { "opencv-python-headless", "4.12.0.88" },
    { "outlines_core", "0.2.11" },
    { "packaging", "25.0" },
    { "pillow", "12.0.0" },
    { "pip", "25.3" },
    { "prometheus-client", "0.23.1" },
    { "prometheus-fastapi-instrumentator", "7.1.0" },
    { "protobuf", "6.33.0" },
    { "psutil", "7.1.3" },
    { "py-cpuinfo", "9.0.0" },
    { "pybase64", "1.4.2" },
    { "pydantic", "2.12.4" },
    { "pydantic_core", "2.41.5" },
    { "python-json-logger", "4.0.0" },
    { "PyYAML", "6.0.3" },
    { "pyzmq", "27.1.0" },
    { "ray", "2.51.1" },
    { "regex", "2025.11.3" },
    { "requests", "2.32.5" },
    { "safetensors", "0.6.2" },
    { "sentencepiece", "0.2.1" },
    { "setproctitle", "1.3.7" },
    { "setuptools", "80.9.0" },
    { "sympy", "1.14.0" },
    { "tiktoken", "0.12.0" },
    { "tokenizers", "0.22.1" },
    { "torch", "2.9.1" },
    { "torchaudio", "2.9.1" },
    { "torchvision", "0.24.1" },
    { "tqdm", "4.67.1" },
    { "transformers", "4.57.6" },
    { "triton", "3.5.1" },
    { "typing_extensions", "4.15.0" },
    { "urllib3", "2.5.0" },
    { "uvicorn", "0.38.0" },
    { "uvloop", "0.22.1" },
    { "vllm", "0.15.1" },
    { "watchfiles", "1.1.1" },
    { "xgrammar", "0.1.27" },
};

QString canonical(const QString &name)
{
    QString c = name.toLower();
    c.replace(QLatin1Char('_'), QLatin1Char('-'));
    c.replace(QLatin1Char('.'), QLatin1Char('-'));
    return c;
}

QByteArray jsonString(const QString &s)
{
    QByteArray out = "\"";
    for (QChar c : s) {
        if (c == u'"' || c == u'\\')
            out += '\\';
        out += QString(c).toUtf8();
    }
    return out + '"';
}

} // namespace

QList<QPair<QString, QString>> simPackages(const SimState &state)
{
    QMap<QString, QPair<QString, QString>> byCanonical;
    for (const auto &p : kPackages)
        byCanonical.insert(canonical(QLatin1String(p[0])), { QLatin1String(p[0]), QLatin1String(p[1]) });
    if (state.scenario == SimScenario::CrashFlashinferMismatch)
        byCanonical[QStringLiteral("flashinfer-cubin")].second = QStringLiteral("0.6.3");
    for (auto it = state.packageOverrides.cbegin(); it != state.packageOverrides.cend(); ++it) {
        const QString key = canonical(it.key());
        if (it.value().isEmpty())
            byCanonical.remove(key);
        else
            byCanonical.insert(key, { byCanonical.value(key, { it.key(), {} }).first, it.value() });
    }
    return byCanonical.values();
}

QByteArray simPipListJson(const SimState &state)
{
    QByteArray out = "[";
    for (const auto &p : simPackages(state)) {
        if (out.size() > 1)
            out += ", ";
        out += "{\"name\": " + jsonString(p.first) + ", \"version\": " + jsonString(p.second) + '}';
    }
    return out + "]\n";
}

QByteArray simPipListColumns(const SimState &state)
{
    const auto packages = simPackages(state);
    qsizetype w1 = 7, w2 = 7;
    for (const auto &p : packages) {
        w1 = std::max(w1, p.first.size());
        w2 = std::max(w2, p.second.size());
    }
    QByteArray out = QByteArray("Package").leftJustified(w1 + 1) + QByteArray("Version") + '\n'
        + QByteArray(w1, '-') + ' ' + QByteArray(w2, '-') + '\n';
    for (const auto &p : packages)
        out += p.first.toUtf8().leftJustified(w1 + 1) + p.second.toUtf8() + '\n';
    return out;
}

} // namespace ic
