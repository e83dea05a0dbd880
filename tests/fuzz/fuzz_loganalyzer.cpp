// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// clang-format off
// fuzz-sources: startup/LogAnalyzer.cpp startup/RegionScanner.cpp formats/SecondThread.cpp startup/StartupTracker.cpp startup/StartupProfile.cpp startup/LinePrefilter.cpp startup/PatternLiterals.cpp formats/EngineLogLine.cpp formats/CompiledRegex.cpp formats/JournalJson.cpp formats/JsonPullReader.cpp formats/TerminalText.cpp diagnose/CrashDiagnosis.cpp diagnose/CrashDiagnosisRules.cpp diagnose/CrashDiagnosisLiterals.cpp config/EngineProfile.cpp formats/DataText.cpp
// fuzz-resources: yes
// clang-format on
// The analyzer and the start-up tracker over whole logs. Besides not crashing: the analysis
// must not depend on how the bytes were split into chunks (a file read in 1 MiB pieces, a FIFO
// in whatever the writer sent), and a root-cause line must be a line of the input.
#include "startup/LogAnalyzer.h"
#include "startup/StartupTracker.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char arg0[] = "fuzz_loganalyzer";
    static char *argv[] = { arg0, nullptr };
    static QCoreApplication app(argc, argv); // the resources and the translator need one
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    const ic::LogAnalysis whole = ic::analyzeLog(bytes);
    if (whole.rootCauseLine > whole.lineCount + 1)
        __builtin_trap();

    // The same bytes in small pieces of a size the input chooses.
    const qsizetype piece = size > 0 ? 1 + data[0] % 61 : 1;
    ic::LogStreamAnalyzer stream;
    for (qsizetype pos = 0; pos < bytes.size(); pos += piece)
        stream.addData(bytes.sliced(pos, std::min(piece, bytes.size() - pos)));
    const ic::LogAnalysis pieces = stream.finish();
    if (QJsonDocument(ic::logAnalysisToJson(whole)).toJson()
        != QJsonDocument(ic::logAnalysisToJson(pieces)).toJson())
        __builtin_trap();
    (void)ic::renderLogAnalysis(whole);

    // The tracker alone, one record per line, as the GUI's journal feeds it.
    ic::StartupTracker tracker;
    qint64 t = 0;
    for (QByteArrayView line : QByteArray::fromRawData(bytes.data(), bytes.size()).split('\n')) {
        tracker.addLogRecord(QString::fromUtf8(line), t += 250, -1);
        if (t % 4000 == 0)
            tracker.addHealthResult(ic::HealthResult::Ok, t);
    }
    const ic::StartupSnapshot s = tracker.snapshot();
    if (s.percent < 0 || s.percent > 100.0001)
        __builtin_trap();
    return 0;
}
