// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "PrometheusApi.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <charconv>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::PrometheusApi)
};

/// The value of a point: Prometheus sends it as a string ("1.5", "NaN", "+Inf", "-Inf").
std::optional<double> pointValue(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (!v.isString())
        return std::nullopt;
    const QString s = v.toString();
    if (s == QLatin1String("NaN"))
        return double(NAN);
    if (s == QLatin1String("+Inf") || s == QLatin1String("Inf"))
        return double(INFINITY);
    if (s == QLatin1String("-Inf"))
        return -double(INFINITY);
    const QByteArray latin = s.toLatin1();
    double d = 0;
    const auto [end, ec] = std::from_chars(latin.constData(), latin.constData() + latin.size(), d);
    if (ec != std::errc() || end != latin.constData() + latin.size() || latin.isEmpty())
        return std::nullopt;
    return d;
}

/// `[<unix seconds>, "<value>"]`
bool readPoint(const QJsonValue &v, PrometheusQueryResult &r, PrometheusPoint *out)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2 || !a.at(0).isDouble()) {
        ++r.badPoints;
        return false;
    }
    const double t = a.at(0).toDouble();
    const auto value = pointValue(a.at(1));
    if (!value || !std::isfinite(t) || t < 0 || t > 1e11) {
        ++r.badPoints;
        return false;
    }
    out->msecs = qint64(std::llround(t * 1000.0));
    out->value = *value;
    if (!std::isfinite(*value))
        ++r.nonFinitePoints;
    return true;
}

PrometheusLabels readLabels(const QJsonObject &metric)
{
    PrometheusLabels labels;
    labels.reserve(metric.size());
    for (auto it = metric.begin(); it != metric.end(); ++it)
        labels.append({ it.key(), it.value().toString() });
    std::sort(labels.begin(), labels.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return labels;
}

QString excerpt(QByteArrayView body)
{
    QString s = QString::fromUtf8(body.first(std::min<qsizetype>(body.size(), 120))).simplified();
    for (QChar &c : s) {
        if (!c.isPrint())
            c = QChar(0xFFFD);
    }
    return body.size() > 120 ? s + QStringLiteral("…") : s;
}

} // namespace

QString PrometheusSeries::label(QStringView name) const
{
    for (const auto &l : labels) {
        if (l.first == name)
            return l.second;
    }
    return {};
}

int PrometheusQueryResult::pointCount() const
{
    int n = 0;
    for (const PrometheusSeries &s : series)
        n += int(s.points.size());
    return n;
}

PrometheusQueryResult parsePrometheusQueryResponse(QByteArrayView body, int httpStatus)
{
    PrometheusQueryResult r;
    if (body.trimmed().isEmpty()) {
        r.error = httpStatus > 0 && httpStatus != 200
            ? Tr::tr("Prometheus answered HTTP %1 with an empty body.").arg(httpStatus)
            : Tr::tr("Prometheus answered with an empty body.");
        return r;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(body.toByteArray(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        const QString why = pe.error != QJsonParseError::NoError
            ? Tr::tr("not JSON (%1 at byte %2)").arg(pe.errorString()).arg(pe.offset)
            : Tr::tr("not a JSON object");
        r.error = httpStatus > 0 && httpStatus != 200
            ? Tr::tr("Prometheus answered HTTP %1, and the body is %2: %3")
                  .arg(httpStatus)
                  .arg(why, excerpt(body))
            : Tr::tr("The answer is %1, so it is not from Prometheus' query API: %2").arg(why, excerpt(body));
        return r;
    }
    const QJsonObject root = doc.object();
    for (const QJsonValue &w : root.value(QLatin1String("warnings")).toArray())
        r.warnings << w.toString();
    const QString status = root.value(QLatin1String("status")).toString();
    if (status == QLatin1String("error")) {
        r.errorType = root.value(QLatin1String("errorType")).toString();
        const QString message = root.value(QLatin1String("error")).toString();
        r.error = Tr::tr("Prometheus refused the query (%1): %2")
                      .arg(r.errorType.isEmpty() ? Tr::tr("HTTP %1").arg(httpStatus) : r.errorType,
                           message.isEmpty() ? Tr::tr("no reason given") : message);
        return r;
    }
    if (status != QLatin1String("success")) {
        r.error
            = Tr::tr("The answer has no \"status\": \"success\", so it is not from Prometheus' query API: %1")
                  .arg(excerpt(body));
        return r;
    }
    if (httpStatus > 0 && httpStatus != 200) {
        r.error = Tr::tr("Prometheus answered HTTP %1.").arg(httpStatus);
        return r;
    }
    const QJsonObject data = root.value(QLatin1String("data")).toObject();
    r.resultType = data.value(QLatin1String("resultType")).toString();
    const QJsonValue result = data.value(QLatin1String("result"));
    if (r.resultType == QLatin1String("scalar") || r.resultType == QLatin1String("string")) {
        PrometheusSeries s;
        PrometheusPoint p;
        if (r.resultType == QLatin1String("scalar") && readPoint(result, r, &p))
            s.points << p;
        r.series << s;
        return r;
    }
    if (r.resultType != QLatin1String("matrix") && r.resultType != QLatin1String("vector")) {
        r.error
            = Tr::tr("The answer's result type is “%1”; a query answers a matrix, vector, scalar or string.")
                  .arg(r.resultType.left(40));
        r.resultType.clear();
        return r;
    }
    if (!result.isArray()) {
        r.error = Tr::tr("The answer's \"result\" is not a list.");
        return r;
    }
    const bool matrix = r.resultType == QLatin1String("matrix");
    const QJsonArray list = result.toArray();
    r.series.reserve(list.size());
    for (const QJsonValue &item : list) {
        const QJsonObject o = item.toObject();
        PrometheusSeries s;
        s.labels = readLabels(o.value(QLatin1String("metric")).toObject());
        if (matrix) {
            const QJsonArray values = o.value(QLatin1String("values")).toArray();
            s.points.reserve(values.size());
            for (const QJsonValue &v : values) {
                PrometheusPoint p;
                if (readPoint(v, r, &p))
                    s.points << p;
            }
            // Native histograms come as "histograms"; the console reads only floats.
        } else {
            PrometheusPoint p;
            if (readPoint(o.value(QLatin1String("value")), r, &p))
                s.points << p;
        }
        r.series << std::move(s);
    }
    return r;
}

QString promqlExactAlternatives(const QStringList &values)
{
    if (values.isEmpty())
        return QStringLiteral("\"$^\"");
    QStringList escaped;
    for (const QString &v : values) {
        QString e;
        for (QChar c : v) {
            if (QStringLiteral("\\.^$|?*+()[]{}").contains(c))
                e += QLatin1Char('\\');
            e += c;
        }
        escaped << e;
    }
    // Inside a PromQL double-quoted string backslashes and quotes are escaped once more.
    QString joined = escaped.join(QLatin1Char('|'));
    joined.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    joined.replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + joined + QLatin1Char('"');
}

} // namespace ic
