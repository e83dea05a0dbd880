// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// clang-format off
// fuzz-sources: diagnose/CrashDiagnosis.cpp diagnose/CrashDiagnosisRules.cpp diagnose/CrashDiagnosisLiterals.cpp formats/SecondThread.cpp diagnose/Diagnosis.cpp diagnose/EnvironmentSnapshot.cpp diagnose/VersionAgreement.cpp formats/EngineLogLine.cpp formats/CompiledRegex.cpp formats/PipList.cpp formats/DataText.cpp config/EngineProfile.cpp
// clang-format on
// fuzz-resources: yes
#include "diagnose/CrashDiagnosis.h"
#include "diagnose/Diagnosis.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "diagnose/VersionAgreement.h"

#include <QFile>
#include <QFileInfo>

#include <cstddef>
#include <cstdint>

namespace {

// Fuzz builds compile only the sources above, without the embedded data: read the rules files.
QByteArray readData(const char *name)
{
    QFile f(QFileInfo(QString::fromUtf8(__FILE__)).absolutePath()
            + QStringLiteral("/../../resources/diagnose/") + QString::fromUtf8(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QByteArray rules = readData("rules.json");
    static const QByteArray drift = readData("drift.json");
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString text = QString::fromUtf8(bytes);
    const QStringList lines = text.split(u'\n');

    // Input as a journal: root cause, card, Markdown.
    if (const auto rc = ic::diagnoseCrash(lines, rules)) {
        if (rc->line < 0 || rc->line >= lines.size())
            __builtin_trap();
        if (rc->tracebackFirst > rc->tracebackLast || rc->tracebackLast > rc->line)
            __builtin_trap();
        (void)ic::diagnosisMarkdown(ic::makeDiagnosis(*rc, lines, {}));
    }
    // Input as a rules file over a fixed crash.
    if (bytes.startsWith('{'))
        (void)ic::diagnoseCrash({ QStringLiteral("Traceback (most recent call last):"),
                                  QStringLiteral("  File \"x.py\", line 1"),
                                  QStringLiteral("ValueError: x") },
                                bytes);
    // Input as ExecStart lines and package rows "name==version".
    QMap<QString, QString> packages;
    for (const QString &l : lines) {
        (void)ic::pythonFromExecStart(l);
        const qsizetype eq = l.indexOf(QLatin1String("=="));
        if (eq > 0)
            packages.insert(ic::normalizePackageName(QStringView(l).left(eq)), l.mid(eq + 2));
    }
    (void)ic::checkVersionAgreement(packages, drift);
    // Input as `pip list --format=json` output.
    ic::EnvironmentSnapshot snapshot;
    snapshot.setPackages(ic::parsePipListJson(bytes));
    (void)ic::checkVersionAgreement(snapshot.packages, drift);
    return 0;
}
