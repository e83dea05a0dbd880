// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ic {

/// One request that tells who a server is: a GET path and where in its JSON the version and
/// the model are (dotted paths such as `data.0.root`; `a|b` tries `a`, then `b`).
struct IdentitySource {
    QString path;
    QString versionField;
    QString modelField;
};

/// What an engine offers to name itself, from its profile (`resources/profiles/*.json`, key
/// `"identity": {"sources": [{"path", "version", "model"}]}`). Sources are asked in order; the
/// first one that yields a value wins it.
struct EngineIdentityProfile {
    QString engine; ///< "vllm", "sglang", "llama.cpp"
    QString title; ///< "vLLM"
    QList<IdentitySource> sources;
};

/// The usable sources of an "identity.sources" array (a path and at least one field each).
QList<IdentitySource> parseIdentitySources(const QJsonArray &sources);
/// Every engine profile that says how to ask (config/EngineProfile.h), in the order
/// auto-detection tries them.
QList<EngineIdentityProfile> identityProfiles();
std::optional<EngineIdentityProfile> identityProfile(const QString &engine);

/// The value at a dotted path (`data.0.root`, alternatives split by `|`) as text; empty when absent
/// or not a string or number.
QString jsonTextAt(const QJsonValue &root, const QString &dottedPaths);

/// Who answered: engine, version and model as the server itself reports them.
struct ServerIdentity {
    QString engine; ///< profile id, empty when unknown
    QString engineTitle;
    QString version;
    QString model;
    QStringList evidence; ///< "GET /version → version 0.15.1", one line per request made

    bool isKnown() const { return !version.isEmpty() || !model.isEmpty(); }
    QString summary() const; ///< "vLLM 0.15.1 · moonshotai/Kimi-K2.5" or "unknown"
    QJsonObject toJson() const;
    static ServerIdentity fromJson(const QJsonObject &object);
};

} // namespace ic
