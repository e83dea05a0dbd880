// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnose/CrashDiagnosis.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "diagnose/VersionAgreement.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ic {

/// Everything the diagnosis card shows, as one value.
struct Diagnosis {
    RootCause rootCause;
    QString categoryId;
    QString categoryTitle; ///< translated
    QStringList nextSteps; ///< from the root cause
    QStringList tracebackExcerpt; ///< the block's lines, decorations stripped, long ones shortened
    QList<DriftFinding> findings; ///< the drift findings that bear on this crash, most relevant first
    std::optional<EnvironmentDiff> diff; ///< now vs last known good, when one is known
};

/// Joins a root cause with the drift findings and diff of the same host. A finding is relevant
/// when the root-cause line names one of its packages (a package-mismatch crash links to the
/// finding naming the two versions) or when its packages belong to the crash's category.
Diagnosis makeDiagnosis(const RootCause &rootCause, const QStringList &lines,
                        const QList<DriftFinding> &findings,
                        const std::optional<EnvironmentDiff> &diff = std::nullopt);

/// Markdown for a ticket: root cause, category, next steps, traceback, findings, changes.
QString diagnosisMarkdown(const Diagnosis &diagnosis);

} // namespace ic
