// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "Prometheus.h"

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

namespace ic {

/// One point of a query answer: when and what. NaN, +Inf and -Inf are kept as such.
struct PrometheusPoint {
    qint64 msecs = 0;
    double value = NAN;
};

/// One series of a query answer: its labels (with `__name__` when the query kept it) and its
/// points, oldest first (one for an instant vector).
struct PrometheusSeries {
    PrometheusLabels labels; ///< sorted by label name
    QList<PrometheusPoint> points;

    QString label(QStringView name) const; ///< empty when absent
};

/// The JSON answer of Prometheus' HTTP API to `/api/v1/query` or `/api/v1/query_range`
/// (https://prometheus.io/docs/prometheus/latest/querying/api/): `{"status": "success",
/// "data": {"resultType": "matrix" | "vector" | "scalar" | "string", "result": [...]},
/// "warnings": [...]}` or `{"status": "error", "errorType": "...", "error": "..."}`.
struct PrometheusQueryResult {
    QString resultType; ///< "matrix", "vector", "scalar" or "string"; empty on error
    QList<PrometheusSeries> series; ///< a scalar is one series without labels
    QStringList warnings; ///< Prometheus' own warnings, kept verbatim (shown printable)
    QString errorType; ///< Prometheus' `errorType` ("bad_data", "timeout", ...), when it sent one
    /// Empty when the answer is a success; otherwise one sentence: Prometheus' error, or what is
    /// wrong with the body (not JSON, cut off, not an API answer).
    QString error;
    int badPoints = 0; ///< points whose time or value was not a number (left out, counted)
    int nonFinitePoints = 0; ///< points that are NaN or ±Inf (kept)

    bool isValid() const { return error.isEmpty(); }
    int pointCount() const;
};

/// Parses an answer of the query API. `httpStatus` is the response's status (Prometheus sends
/// 400, 422, 503 with an error body); 0 when unknown. Never throws; a body that cannot be read
/// becomes a result whose `error` says why.
PrometheusQueryResult parsePrometheusQueryResponse(QByteArrayView body, int httpStatus = 200);

/// A PromQL string literal for a label matcher regex that matches exactly `values` (each escaped),
/// e.g. `"gpu\\-01|gpu\\.02"`; an empty list gives a regex that matches nothing.
QString promqlExactAlternatives(const QStringList &values);

} // namespace ic
