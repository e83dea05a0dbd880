// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "TempHostsFile.h"

#include "config/HostStore.h"

#include <QFile>

namespace ic::testsupport {

TempHostsFile::TempHostsFile(const QString &fileName)
    : m_path(m_dir.filePath(fileName))
{
    if (!m_dir.isValid())
        m_error = QStringLiteral("no temporary directory for a hosts file: %1").arg(m_dir.errorString());
}

TempHostsFile::TempHostsFile(const QList<HostDefinition> &hosts, const QString &fileName)
    : TempHostsFile(fileName)
{
    write(hosts);
}

bool TempHostsFile::write(const QByteArray &content)
{
    QFile f(m_path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        m_error = QStringLiteral("cannot write the hosts file %1: %2").arg(m_path, f.errorString());
        return false;
    }
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (f.write(content) != content.size() || !f.flush()) {
        m_error = QStringLiteral("cannot write the hosts file %1: %2").arg(m_path, f.errorString());
        return false;
    }
    m_error.clear();
    return true;
}

bool TempHostsFile::write(const QList<HostDefinition> &hosts)
{
    const QString error = HostStore::save(m_path, hosts);
    if (!error.isEmpty()) {
        m_error = QStringLiteral("cannot write the hosts file %1: %2").arg(m_path, error);
        return false;
    }
    m_error.clear();
    return true;
}

QByteArray TempHostsFile::localHost(const QString &name, quint16 apiPort, const QByteArray &extraJson)
{
    QByteArray host = R"({"name": ")" + name.toUtf8()
        + R"(", "target": "local", "unit": "vllm.service", "apiPort": )" + QByteArray::number(apiPort);
    if (!extraJson.isEmpty())
        host += ", " + extraJson;
    return R"({"version": 1, "hosts": [)" + host + "}]}";
}

} // namespace ic::testsupport
