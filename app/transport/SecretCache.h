// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace ic {

/// Secrets typed by the user, kept in memory until the console exits and never written
/// anywhere. Thread-safe: the ssh workers read it while the GUI may write.
class SecretCache {
public:
    static std::optional<QStringList> find(const QString &key);
    static void store(const QString &key, const QStringList &answers);
    static void forget(const QString &key);
    static void clear();
};

} // namespace ic
