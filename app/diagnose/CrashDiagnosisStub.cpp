// Temporary stand-in so the start-up branch links before the diagnosis branch lands; delete then.
#include "CrashDiagnosis.h"

namespace ic {

QString crashCategoryId(CrashCategory category)
{
    switch (category) {
    case CrashCategory::GpuOom:
        return QStringLiteral("gpu-oom");
    case CrashCategory::KvCache:
        return QStringLiteral("kv-cache");
    case CrashCategory::Nccl:
        return QStringLiteral("nccl");
    case CrashCategory::FlashInfer:
        return QStringLiteral("flashinfer");
    case CrashCategory::Compile:
        return QStringLiteral("compile");
    case CrashCategory::Config:
        return QStringLiteral("config");
    case CrashCategory::PackageMismatch:
        return QStringLiteral("package-mismatch");
    case CrashCategory::WorkerDied:
        return QStringLiteral("worker-died");
    case CrashCategory::Other:
        return QStringLiteral("other");
    }
    return QStringLiteral("other");
}

QString crashCategoryTitle(CrashCategory category)
{
    return crashCategoryId(category);
}

std::optional<RootCause> diagnoseCrash(const QStringList &lines, const QByteArray &rulesJson)
{
    Q_UNUSED(lines)
    Q_UNUSED(rulesJson)
    return std::nullopt;
}

} // namespace ic
