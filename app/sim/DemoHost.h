// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"

#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace ic {

/// A simulated GPU host started on this machine for `--demo`, the headless `check --demo`
/// and the tests: a state directory, a free API port and tool commands that point at
/// `inference-console-simhost`. Its processes end with the owner (this process).
class DemoHost {
public:
    struct Options {
        QString simhostPath; ///< empty: next to the running executable
        QString name = QStringLiteral("demo-gpu-01");
        QString scenario = QStringLiteral("healthy");
        double timeScale = 20.0; ///< 13 simulated minutes in about 40 s
        int gpus = 8;
        int seed = 1;
        QStringList extraInitArguments; ///< behaviour options passed to `init`
        bool startService = true;
    };

    DemoHost();
    ~DemoHost();

    /// Creates the state directory and (optionally) starts the simulated service.
    /// Returns an error sentence, or empty on success. Blocking for a moment (two short
    /// processes): call before the event loop or from a headless command.
    QString start(const Options &options);

    const HostDefinition &definition() const { return m_definition; }
    QString stateDirectory() const;
    /// Finds the simhost binary next to `applicationDirPath` (build tree or install).
    static QString locateSimhost();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    HostDefinition m_definition;
    QString m_simhost;
};

} // namespace ic
