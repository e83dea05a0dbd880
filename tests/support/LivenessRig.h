// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimulatedHost.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "monitor/LivenessMonitor.h"
#include "transport/LocalTransport.h"

namespace ic::testsupport {

/// One simulated host's liveness monitor over the parts a session gives it: nvidia-smi streamed
/// over a LocalTransport, /health and /metrics through an EndpointMonitor (engine vLLM), and the
/// idle probe aimed at the host's API. For the liveness benchmarks; start() starts all three.
struct LivenessRig {
    LivenessRig(const SimulatedHost &host, const LivenessThresholds &thresholds)
        : gpus(&transport, RemoteCommandBuilder(host.definition()))
        , live(&endpoint, &gpus)
    {
        transport.connectToHost();
        endpoint.setEngine(QStringLiteral("vllm"));
        live.setThresholds(thresholds);
        live.setProbeEndpoint(HttpEndpoint { host.baseUrl(), QString() });
        endpoint.setBaseUrl(host.baseUrl());
    }
    void start()
    {
        gpus.start();
        endpoint.start();
        live.start();
    }

    LocalTransport transport;
    GpuMonitor gpus;
    EndpointMonitor endpoint;
    LivenessMonitor live;
};

} // namespace ic::testsupport
