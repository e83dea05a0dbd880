#pragma once

#include "Transport.h"
#include "config/HostDefinition.h"

#include <memory>

namespace ic {

/// LocalTransport for "local" targets, SshTransport (options from the environment) otherwise.
std::unique_ptr<Transport> createTransport(const HostDefinition &host);

} // namespace ic
