// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The start-up flight recorder as the history keeps it (RestartRecord::data "flight").
#include "StartupFlight.h"

#include <QJsonArray>

#include <algorithm>

namespace ic {

namespace {

const QString kFlightKey = QStringLiteral("flight");
constexpr int kMaxPhases = 64; ///< a stored record with more is damaged or foreign

/// Seconds to the millisecond, as the journal stamps lines.
double ms(double seconds)
{
    return std::round(seconds * 1000) / 1000;
}

/// A non-negative finite number from stored JSON; `fallback` otherwise.
double secondsFrom(const QJsonValue &v, double fallback = -1)
{
    const double d = v.toDouble(fallback);
    return std::isfinite(d) && d >= 0 ? d : fallback;
}

} // namespace

QJsonObject StartupFlight::toJson() const
{
    QJsonArray ph;
    for (const FlightPhase &p : phases) {
        QJsonObject o { { QStringLiteral("id"), p.id },
                        { QStringLiteral("start"), ms(p.startSeconds) },
                        { QStringLiteral("seconds"), ms(p.seconds) },
                        { QStringLiteral("state"), p.state } };
        if (p.reportedSeconds >= 0)
            o.insert(QStringLiteral("reported"), ms(p.reportedSeconds));
        ph.append(o);
    }
    QJsonArray gp;
    for (const FlightGap &g : gaps) {
        QJsonObject o { { QStringLiteral("start"), ms(g.startSeconds) },
                        { QStringLiteral("seconds"), ms(g.seconds) },
                        { QStringLiteral("phase"), g.phase } };
        if (g.untilEnd)
            o.insert(QStringLiteral("untilEnd"), true);
        gp.append(o);
    }
    QJsonObject o { { QStringLiteral("usualSilenceSeconds"), usualSilenceSeconds },
                    { QStringLiteral("seconds"), seconds >= 0 ? QJsonValue(ms(seconds)) : QJsonValue() },
                    { QStringLiteral("phases"), ph },
                    { QStringLiteral("gaps"), gp },
                    { QStringLiteral("linesTimed"), linesTimed } };
    if (gapsLeftOut > 0)
        o.insert(QStringLiteral("gapsLeftOut"), gapsLeftOut);
    if (clockSteps > 0) {
        o.insert(QStringLiteral("clockSteps"), clockSteps);
        o.insert(QStringLiteral("clockStepSeconds"), ms(clockStepSeconds));
    }
    return o;
}

std::optional<StartupFlight> StartupFlight::fromJson(const QJsonObject &o)
{
    // What the file holds may have been written by anything: every field is checked, a bad
    // entry is left out, and a record without its core is none.
    const double silence = o.value(QLatin1String("usualSilenceSeconds")).toDouble(-1);
    if (!o.value(QLatin1String("phases")).isArray() || !std::isfinite(silence) || silence <= 0)
        return std::nullopt;
    StartupFlight f;
    f.usualSilenceSeconds = silence;
    f.seconds = secondsFrom(o.value(QLatin1String("seconds")));
    f.linesTimed = std::max(0, o.value(QLatin1String("linesTimed")).toInt());
    f.gapsLeftOut = std::max(0, o.value(QLatin1String("gapsLeftOut")).toInt());
    f.clockSteps = std::max(0, o.value(QLatin1String("clockSteps")).toInt());
    f.clockStepSeconds = secondsFrom(o.value(QLatin1String("clockStepSeconds")), 0);
    for (const QJsonValue &v : o.value(QLatin1String("phases")).toArray()) {
        const QJsonObject p = v.toObject();
        FlightPhase fp;
        fp.id = p.value(QLatin1String("id")).toString();
        fp.startSeconds = secondsFrom(p.value(QLatin1String("start")));
        fp.seconds = secondsFrom(p.value(QLatin1String("seconds")));
        fp.state = p.value(QLatin1String("state")).toString();
        fp.reportedSeconds = secondsFrom(p.value(QLatin1String("reported")));
        if (fp.id.isEmpty() || fp.startSeconds < 0 || fp.seconds < 0)
            continue;
        if (f.phases.size() >= kMaxPhases)
            break;
        f.phases.append(fp);
    }
    for (const QJsonValue &v : o.value(QLatin1String("gaps")).toArray()) {
        const QJsonObject g = v.toObject();
        FlightGap fg;
        fg.startSeconds = secondsFrom(g.value(QLatin1String("start")));
        fg.seconds = secondsFrom(g.value(QLatin1String("seconds")));
        fg.phase = g.value(QLatin1String("phase")).toString();
        fg.untilEnd = g.value(QLatin1String("untilEnd")).toBool();
        if (fg.startSeconds < 0 || fg.seconds < 0)
            continue;
        if (f.gaps.size() >= kMaxGaps) {
            ++f.gapsLeftOut;
            continue;
        }
        f.gaps.append(fg);
    }
    return f;
}

std::optional<StartupFlight> StartupFlight::fromRestartData(const QJsonObject &data)
{
    const QJsonValue v = data.value(kFlightKey);
    if (!v.isObject())
        return std::nullopt;
    return fromJson(v.toObject());
}

void StartupFlight::storeIn(QJsonObject &restartData) const
{
    restartData.insert(kFlightKey, toJson());
}

} // namespace ic
