// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/KernelXid.h"
#include "formats/ProcessEnviron.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ic {

/// Where a start-up that stopped moving is stuck.
enum class StallCategory { Nccl, Compile, GraphCapture, Weights, Placement, Unknown };

QString stallCategoryId(
    StallCategory category); ///< "nccl", "compile", "graph-capture", "weights", "placement", "unknown"
QString stallCategoryTitle(StallCategory category); ///< translated: "NCCL / collective", …
std::optional<StallCategory> stallCategoryFromId(const QString &id);

/// What an autopsy gathered, reduced to what the rules read. Every part may be empty: the rules
/// classify from what is there and say where each piece of evidence came from.
struct StallInput {
    struct Stack {
        qint64 pid = 0;
        QString process; ///< the process's command line or title ("VLLM::Worker_TP0")
        QString thread; ///< "MainThread"
        bool idle = false; ///< py-spy saw the thread idle
        QStringList frames; ///< innermost first, "function (file:line)" as py-spy prints them
    };
    struct LogLine {
        QString time; ///< as the report shows it ("2026-03-02T10:20:30Z"); may be empty
        QString text; ///< the journal MESSAGE as it arrived (the rules take the decorations off)
    };
    QList<Stack> stacks;
    QList<LogLine> journal; ///< oldest first
    QString phaseId; ///< the start-up tracker's current phase ("cuda-graphs"); empty when unknown
    QString phaseTitle; ///< "CUDA graphs"
    bool phaseActive = false; ///< started and not done: the start-up stopped inside it
    QString phaseSince; ///< when the phase began, as the report shows it
    QMap<QString, QString> environment; ///< already filtered (stallEnvironmentFilter)
    QList<XidEvent> xids;
    QStringList gpuPairsWithoutNvLink; ///< from nvidia-smi topo -m
};

/// One finding with its source: "py-spy of PID 4711 (VLLM::Worker_TP0)", "journal line at
/// 2026-03-02T10:20:30Z", "kernel line at …", "start-up tracker", "environment of PID 4711".
struct StallEvidence {
    QString source;
    QString text;
    QString category; ///< the category id it points to; empty for context
    QString ruleId;
    int weight = 0;
};

struct StallVerdict {
    StallCategory category = StallCategory::Unknown;
    QString confidence = QStringLiteral("none"); ///< "high", "medium", "low", "none"
    QMap<QString, int> scores; ///< category id -> score
    QList<StallEvidence> evidence; ///< what points somewhere, strongest first
    QList<StallEvidence> context; ///< notes that point nowhere (Xid lines, environment, topology)
    QStringList nextSteps; ///< translated steps for the category
    QString error; ///< a rules file that could not be read
};

/// Classifies a stall. Pure: the rules are data (`:/diagnose/stall.json` unless `rulesJson`).
StallVerdict classifyStall(const StallInput &input, const QByteArray &rulesJson = {});

/// The variables of a process environment an autopsy may keep (the rules' "environment").
EnvironFilter stallEnvironmentFilter(const QByteArray &rulesJson = {});

} // namespace ic
