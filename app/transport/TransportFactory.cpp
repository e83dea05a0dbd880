#include "TransportFactory.h"

#include "LocalTransport.h"
#include "SshTransport.h"

namespace ic {

std::unique_ptr<Transport> createTransport(const HostDefinition &host)
{
    if (host.isLocal())
        return std::make_unique<LocalTransport>();
    return std::make_unique<SshTransport>(host.target, SshOptions::fromEnvironment());
}

} // namespace ic
