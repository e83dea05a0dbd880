// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/steps/StepType.h"

namespace ic {

/// Every step a ladder file may name, in the order the default ladder runs them. A ladder file
/// picks and orders them by id; adding a step is one new file in this folder and one line in
/// StepRegistry.cpp.
const QList<StepType> &stepTypes();
/// The registered step `id`; nullptr when there is none.
const StepType *stepType(const QString &id);
QStringList stepTypeIds();
/// The registered step that measures `what`; nullptr when none does.
const StepType *stepTypeMeasuring(StepMeasure what);

/// Checks a step object of a ladder file against its type's options: an empty string, or a
/// sentence naming the option whose value has the wrong JSON type.
QString checkStepOptions(const StepType &type, const QJsonObject &step);

// One factory per step, each defined in its own file in this folder. Code that needs a step's id
// (the ladder runner's health step, the upgrade gate's identity step) asks its factory.
StepType healthStep();
StepType livenessStep();
StepType identityStep();
StepType modelsStep();
StepType smokeStep();
StepType reasoningCodeStep();
StepType determinismStep();
StepType stabilityStep();
StepType longGenerationStep();
StepType reasoningParserStep();
StepType memoryBaselineStep();
StepType decodeSpeedStep();
StepType throughputUnderLoadStep();

} // namespace ic
