// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: transport/HostKeyPolicy.cpp transport/SshConfig.cpp
// libFuzzer target: the host-key decision over an arbitrary known_hosts file, and the ssh config
// resolver over an arbitrary config. A decision that accepts must point at a line that exists.
#include "transport/HostKeyPolicy.h"
#include "transport/SshConfig.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    ic::HostKeyQuery q;
    q.host = QStringLiteral("gpu-01");
    q.port = 2222;
    q.address = QStringLiteral("10.0.0.11");
    q.keyType = "ssh-ed25519";
    q.keyBase64 = "AAAAC3NzaC1lZDI1NTE5AAAAIO54lvWwO4/wLBZzTIDXW4ZZsyStZiW9nB2nQOYZSRrS";
    ic::KnownHostsSource s;
    s.path = QStringLiteral("/fuzz/known_hosts");
    s.readable = true;
    s.contents = input;
    const ic::HostKeyDecision d = ic::decideHostKey(q, { s });
    if (d.verdict == ic::HostKeyDecision::Verdict::Accept && (d.line < 1 || d.line > input.count('\n') + 1))
        __builtin_trap();
    (void)d.removeCommand();

    ic::SshLocalContext local;
    local.user = QStringLiteral("ops");
    local.homeDir = QStringLiteral("/home/ops");
    local.sshDir = QStringLiteral("/home/ops/.ssh");
    const ic::SshFileReader read = [&input](const QString &path, QByteArray *out) {
        if (path != QLatin1String("/fuzz/config"))
            return false;
        *out = input;
        return true;
    };
    const ic::SshResolvedConfig r = ic::resolveSshConfig(QStringLiteral("gpu-01"), {}, 0,
                                                         { QStringLiteral("/fuzz/config") }, local, read);
    if (r.hostName.isEmpty() || r.userKnownHostsFiles.isEmpty())
        __builtin_trap();
    return 0;
}
