#pragma once

#include "Transport.h"
#include "config/HostDefinition.h"

#include <memory>

namespace ic {

/// LocalTransport for "local" targets, SshTransport (options from the environment) otherwise.
/// `interactive` false (headless commands): an unknown host key fails at once instead of
/// waiting for an answer.
std::unique_ptr<Transport> createTransport(const HostDefinition &host, bool interactive = true);

} // namespace ic
