// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace ic {

/// One installed distribution from `pip list --format=json` or `uv pip list --format=json`.
struct PipPackage {
    QString name; ///< normalized per PEP 503: lower case, runs of `-`, `_`, `.` → `-`
    QString version;
    QString displayName; ///< as printed by the tool
    QString editableLocation; ///< `editable_project_location`, empty if not editable
};

struct PipList {
    QList<PipPackage> packages; ///< in the tool's order
    QString error; ///< empty when parsed; otherwise one sentence (good entries are kept)

    bool isValid() const { return error.isEmpty(); }
    /// By any spelling of the name (normalized before comparing); nullptr if not installed.
    const PipPackage *find(QStringView name) const;
    QString version(QStringView name) const; ///< empty if not installed
};

/// PEP 503 normalization: `Flashinfer_Python` and `flashinfer.python` → `flashinfer-python`.
QString normalizePackageName(QStringView name);

/// Parses the JSON array both tools print. Lines before the array (a warning printed on
/// stdout) are skipped. Never throws.
PipList parsePipListJson(QByteArrayView text);

} // namespace ic
