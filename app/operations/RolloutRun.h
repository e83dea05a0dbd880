// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Inside the Rollout (Rollout.cpp, RolloutRollBack.cpp): what one host of the running batch waits for.
#pragma once

#include "operations/Preflight.h"
#include "operations/Rollout.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace ic {

/// What one host of the running batch is waiting for; deleting it drops every connection.
struct Rollout::Run {
    std::unique_ptr<QObject> context = std::make_unique<QObject>();
    std::unique_ptr<Preflight> preflight;
    QTimer *deadline = nullptr;
    bool readySeen = false;
    bool failedSeen = false;
    bool ended = false;
};

} // namespace ic
