// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transport/HttpLimits.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace ic {

enum class Verdict { Pass, Fail, Skip, Error };
QString verdictId(Verdict verdict); ///< "pass", "fail", "skip", "error"
Verdict verdictFromId(const QString &id);

/// One check of a ladder: a known id and its parameters (prompt, expect, repeats, …).
struct LadderStep {
    QString id;
    QString title;
    QJsonObject params; ///< the whole step object as written, id and title included
    bool enabled = true;
    /// The overall verdict is pass only when every required step passed; an optional step may
    /// skip or error without spoiling it, but its fail still fails the run.
    bool required = true;
    HttpLimits limits; ///< the ladder's defaults with the step's own `"limits"` over them
};

/// A named, editable sequence of checks, read from JSON (`:/validation/default.json`):
///   {"name", "description", "limits": {connect_s, first_byte_s, idle_s, total_s, max_body_kib,
///    max_event_kib}, "steps": [{"id", "title", "required", "enabled", "limits": {…}, …params}]}
struct Ladder {
    QString name;
    QString description;
    HttpLimits limits; ///< defaults for every request of every step
    QList<LadderStep> steps;
    QString error; ///< empty when usable

    bool isValid() const { return error.isEmpty(); }
    static QStringList knownStepIds();
    static Ladder fromJson(QByteArrayView json);
    static Ladder fromFile(const QString &path);
    static Ladder builtin(); ///< the default ladder shipped with the console
    QJsonObject toJson() const;
    /// Changes one parameter of the step `id` ("enabled", "required" and "limits" included);
    /// false when there is no such step.
    bool setParam(const QString &id, const QString &key, const QJsonValue &value);
    LadderStep *step(const QString &id);
    const LadderStep *step(const QString &id) const;
    /// Changes the ladder-wide limits and re-derives every step's limits from them.
    void setLimits(const HttpLimits &limits);
};

} // namespace ic
