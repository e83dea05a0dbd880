// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ic {

/// Which variables of a process environment may leave the host.
struct EnvironFilter {
    QStringList prefixes; ///< "NCCL_", "CUDA_", … (case-sensitive, as Linux names are)
    QStringList names; ///< single names kept as well ("OMP_NUM_THREADS")
};

/// `/proc/PID/environ` read down to the variables that explain a GPU engine (proc(5): entries
/// separated by NUL bytes, `NAME=value`). A kept name that reads as a secret
/// (looksLikeSecretName: VLLM_API_KEY, NCCL_…_TOKEN) is withheld entirely, value and name; a
/// kept value has the password of a URL redacted. Every other variable is only counted.
struct ProcessEnviron {
    QMap<QString, QString> variables;
    int total = 0; ///< entries read
    int withheld = 0; ///< kept by the filter but withheld as secrets
    int badEntries = 0; ///< entries without `=`, or with an empty name
    QString error; ///< empty when the text was an environment block; otherwise one sentence
};

/// At most 4096 characters of a value are kept (the rest is marked as cut).
ProcessEnviron parseProcessEnviron(QByteArrayView bytes, const EnvironFilter &filter);

} // namespace ic
