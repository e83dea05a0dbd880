// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "Transport.h"
#include "config/HostDefinition.h"

#include <functional>
#include <memory>

namespace ic {

/// How a host definition becomes a transport: the one signature the fleet, the host dialog,
/// the commands and the tests use. A factory may return null; the caller then reports that the
/// host cannot be reached (see unavailableTransport()).
using TransportFactory = std::function<std::unique_ptr<Transport>(const HostDefinition &)>;

/// The console's factory: LocalTransport for a "local" target, SshTransport (options from the
/// environment) otherwise. `interactive` false (headless commands): an unknown host key fails
/// at once instead of waiting for an answer.
TransportFactory consoleTransportFactory(bool interactive = true);

/// A transport that reaches nothing: its status is Failed with `reason`, and every command,
/// stream and tunnel fails at once with that sentence. For a host no factory could serve.
std::unique_ptr<Transport> unavailableTransport(const QString &reason);

} // namespace ic
