#include "TransportFactory.h"

#include "LocalTransport.h"
#include "SshTransport.h"

namespace ic {

std::unique_ptr<Transport> createTransport(const HostDefinition &host, bool interactive)
{
    if (host.isLocal())
        return std::make_unique<LocalTransport>();
    SshOptions options = SshOptions::fromEnvironment();
    options.askHostKeys = interactive;
    return std::make_unique<SshTransport>(host.target, options);
}

} // namespace ic
