// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <cmath>
#include <optional>

namespace ic {

using PrometheusLabels = QList<QPair<QString, QString>>; ///< sorted by label name

/// One sample line of the Prometheus text exposition format.
struct PrometheusSample {
    QString name; ///< full sample name, e.g. `vllm:e2e_request_latency_seconds_bucket`
    PrometheusLabels labels;
    double value = NAN; ///< +Inf, -Inf and NaN are kept as such
    std::optional<qint64> timestampMs;

    QString label(QStringView name) const; ///< empty when absent
    bool matches(QStringView name, const PrometheusLabels &subset) const;
};

/// `# TYPE` and `# HELP` of one metric family.
struct PrometheusFamily {
    QString name;
    QString type; ///< counter, gauge, histogram, summary, info, untyped, ...; empty if not given
    QString help;
};

struct PrometheusLineError {
    int line = 0; ///< 1-based
    QString message;
};

/// A whole `/metrics` body. Bad lines are listed in `lineErrors`; good lines are all kept.
struct PrometheusMetrics {
    QList<PrometheusSample> samples;
    QHash<QString, PrometheusFamily> families; ///< by family name
    QList<PrometheusLineError> lineErrors;
    QString error; ///< set when no sample at all could be read

    bool isValid() const { return error.isEmpty(); }
    /// The first sample with this name whose labels include every pair of `subset`.
    const PrometheusSample *find(QStringView name, const PrometheusLabels &subset = {}) const;
    /// Its value, or `fallback` when there is none.
    double value(QStringView name, const PrometheusLabels &subset = {}, double fallback = NAN) const;
    /// Sum over all matching samples (e.g. a counter split by `finished_reason`); NaN if none.
    double sum(QStringView name, const PrometheusLabels &subset = {}) const;
    /// The family of a sample name, also for `_bucket`, `_sum`, `_count`, `_total`, `_created`.
    const PrometheusFamily *familyOf(QStringView sampleName) const;
};

/// Parses the Prometheus text format (0.0.4; OpenMetrics' `# EOF` is accepted). Never throws.
PrometheusMetrics parsePrometheusText(QByteArrayView text);

} // namespace ic
