// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace ic {

/// What a host said, with the values that look like secrets replaced by `<redacted>`, for text
/// that leaves the host in a report or a file: the value of a command-line option whose name has
/// a word such as key, token, secret or password (`--api-key X`, `--hf-token=X`), the same names
/// as Python or JSON keys (`'api_key': 'X'`, `"api_key": ["X"]`) and as environment assignments
/// (`HF_TOKEN=X`), `Bearer X`, the password of a URL (`https://user:X@host`) and token shapes that
/// need no name (`hf_…`, `sk-…`, `ghp_…`). Names stay readable; only values go.
QString redactSecrets(QStringView text);

/// Whether an option, key or variable name reads as a secret: one of its words (split at `-`,
/// `_` and case changes are not split) is key, apikey, token, secret, password, passwd,
/// credential(s) or auth. `tokenizer` and `keyfile` are not secrets.
bool looksLikeSecretName(QStringView name);

inline constexpr QStringView kRedacted = u"<redacted>";

} // namespace ic
