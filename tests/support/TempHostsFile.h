// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// A hosts file in a temporary directory of its own, removed with the object: written as given
// bytes (for hostile and hand-written files) or from host definitions (as the console saves
// them). The file is 0600 like the console's own.

#include "config/HostDefinition.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QTemporaryDir>

namespace ic::testsupport {

class TempHostsFile {
public:
    /// `fileName` is the name inside the directory (messages name it: "hosts.json:3: …").
    explicit TempHostsFile(const QString &fileName = QStringLiteral("hosts.json"));
    /// Written at once from `hosts`; check isValid().
    explicit TempHostsFile(const QList<HostDefinition> &hosts,
                           const QString &fileName = QStringLiteral("hosts.json"));

    /// Replaces the file's content; false with errorString() on failure.
    bool write(const QByteArray &content);
    bool write(const QList<HostDefinition> &hosts);

    /// One local host (target "local", unit vllm.service) answering on 127.0.0.1:`apiPort`, with
    /// `extraJson` (e.g. `"tools": {...}`) appended inside its object.
    static QByteArray localHost(const QString &name, quint16 apiPort, const QByteArray &extraJson = {});

    bool isValid() const { return m_error.isEmpty(); }
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    QString directory() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
    QString m_path;
    QString m_error;
};

} // namespace ic::testsupport
