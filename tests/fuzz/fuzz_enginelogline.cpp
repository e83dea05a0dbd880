// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/EngineLogLine.cpp formats/CompiledRegex.cpp
// fuzz-resources: yes
#include "formats/EngineLogLine.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

// The engines' prefixes as the console installs them: every profile's "logPrefixes".
extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    QList<ic::LogPrefixSpec> prefixes;
    const QDir dir(QStringLiteral(":/profiles"));
    for (const QString &name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QJsonValue v
            = QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("logPrefixes"));
        for (const QJsonValue &e : v.toArray()) {
            ic::LogPrefixSpec spec;
            QString error;
            if (ic::readLogPrefixSpec(e, &spec, &error) && !prefixes.contains(spec))
                prefixes << spec;
        }
    }
    ic::setEngineLogPrefixes(prefixes);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::EngineLogLine line = ic::parseEngineLogLine(text);
    (void)line;
    for (QStringView piece : ic::splitGluedRecords(text))
        (void)ic::parseEngineLogLine(piece);
    (void)ic::stripAnsi(text);
    return 0;
}
