// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// A host whose systemctl and nvidia-smi are tests/fixtures/widgets/fakehost.sh over a state
// directory: real processes through LocalTransport, with state the test can change.

#include "config/HostDefinition.h"

#include <QFile>
#include <QTemporaryDir>

#include <memory>

namespace ic::testsupport {

class FakeHost {
public:
    explicit FakeHost(const QString &name, const QString &activeState = QStringLiteral("active"),
                      const QString &subState = QStringLiteral("running"))
        : m_dir(std::make_unique<QTemporaryDir>())
    {
        const QString script = QStringLiteral(IC_FIXTURES_DIR "/widgets/fakehost.sh");
        const QString prefix = QStringLiteral("/bin/sh \"%1\" \"%2\" ").arg(script, m_dir->path());
        m_definition.name = name;
        m_definition.systemctlCommand = prefix + QStringLiteral("systemctl");
        m_definition.nvidiaSmiCommand = prefix + QStringLiteral("nvidia-smi");
        m_definition.journalctlCommand = prefix + QStringLiteral("journalctl");
        m_definition.privilegePrefix.clear();
        setState(activeState, subState);
    }

    HostDefinition definition() const { return m_definition; }
    QString path() const { return m_dir->path(); }

    void setState(const QString &active, const QString &sub,
                  const QString &invocation = QStringLiteral("inv1"),
                  const QString &load = QStringLiteral("loaded"))
    {
        write(QStringLiteral("show"),
              QStringLiteral("LoadState=%1\nActiveState=%2\nSubState=%3\nResult=success\nMainPID=%4\n"
                             "InvocationID=%5\nNRestarts=2\nExecMainCode=0\nExecMainStatus=0\n"
                             "ActiveEnterTimestamp=@1724092467\nExecMainStartTimestamp=@1724092467\n"
                             "MemoryCurrent=7516192768\nDescription=fake vLLM\n")
                  .arg(load, active, sub, QString::number(active == QLatin1String("active") ? 8727 : 0),
                       invocation));
    }
    void setGpus(int count, int usedMiB)
    {
        write(QStringLiteral("gpus"), QString::number(count));
        write(QStringLiteral("used"), QString::number(usedMiB));
    }
    void failActions(int exitCode, const QString &stderrText)
    {
        write(QStringLiteral("actionerr"), stderrText);
        write(QStringLiteral("actionexit"), QString::number(exitCode));
    }
    /// How many start/stop/restart commands reached the host.
    int actionCount() const
    {
        QFile f(m_dir->path() + QStringLiteral("/n"));
        return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed().toInt() : 0;
    }

    void write(const QString &file, const QString &text) const
    {
        // Write then rename, so a poll never reads half a file.
        const QString target = m_dir->path() + QLatin1Char('/') + file;
        QFile f(target + QStringLiteral(".new"));
        if (f.open(QIODevice::WriteOnly)) {
            f.write(text.toUtf8());
            f.close();
            QFile::remove(target);
            f.rename(target);
        }
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    HostDefinition m_definition;
};

} // namespace ic::testsupport
