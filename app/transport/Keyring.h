// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace ic {

/// The desktop keyring (the freedesktop Secret Service, reached through QtKeychain) for the
/// secrets a user asked to remember. Entries live under the service "inference-console", named
/// by SecretRequest::storageKey. QtKeychain's plain-text fallback is never used: without a
/// keyring nothing is stored. Every call is asynchronous and has a deadline; `done` runs once,
/// on `context`'s thread, unless `context` is gone.
class Keyring {
public:
    enum class Outcome {
        Found, ///< read: `secret` holds it
        NotFound, ///< read: no entry under that key
        Done, ///< write or remove succeeded
        Unavailable, ///< no keyring answered (not compiled in, no Secret Service, timeout): see `error`
    };
    struct Result {
        Outcome outcome = Outcome::Unavailable;
        QString secret;
        QString error; ///< one sentence when Unavailable (or a write/remove failed)
    };
    using Callback = std::function<void(const Result &)>;

    /// Whether the console was built with QtKeychain.
    static bool compiledIn();
    static QString serviceName();

    static void read(const QString &key, QObject *context, Callback done, int timeoutMs = 10000);
    static void write(const QString &key, const QString &secret, QObject *context, Callback done,
                      int timeoutMs = 10000);
    /// Removing an entry that does not exist succeeds.
    static void remove(const QString &key, QObject *context, Callback done, int timeoutMs = 10000);
};

} // namespace ic
