// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnose/EnvironmentSnapshot.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ic {

/// One problem with the installed versions, said in a sentence that names both versions.
struct DriftFinding {
    enum class Severity { Info, Warning, Error };
    Severity severity = Severity::Warning;
    QString ruleId;
    QString sentence; ///< translated, e.g. "flashinfer-cubin 0.6.3 does not match flashinfer-python 0.6.4 …"
    QStringList packages; ///< normalized names, the offending one first
    QStringList versions; ///< installed versions, same order (empty when not installed)
    QString source; ///< where the rule comes from
};

QString driftSeverityName(DriftFinding::Severity severity); ///< "info", "warning", "error"

/// Evaluates the version-agreement rules (`:/diagnose/drift.json` unless `rulesJson` is given)
/// over a package map (normalized name -> version, as EnvironmentSnapshot::packages).
QList<DriftFinding> checkVersionAgreement(const QMap<QString, QString> &packages,
                                          const QByteArray &rulesJson = {});

/// The versions worth showing (vllm, torch, flashinfer-*, triton, transformers, nccl, …), in
/// the order of the rules file, only those installed.
QList<InstalledPackage> watchedVersions(const QMap<QString, QString> &packages);

/// The packages a crash category is about (from the rules file), for linking findings to it.
QStringList packagesForCategory(const QString &categoryId);

/// The release part of a version: "2.7.1+cu128" -> "2.7.1".
QString releaseVersion(QStringView version);

} // namespace ic
