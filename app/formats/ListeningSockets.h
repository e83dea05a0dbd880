// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace ic {

/// A process holding a socket, from ss's `users:(("name",pid=N,fd=M),…)`.
struct SocketOwner {
    QString name;
    qint64 pid = 0;
    int fd = -1;
};

/// One listening TCP socket from `ss -Hltnp`.
struct ListeningSocket {
    QString localAddress; ///< "127.0.0.1", "0.0.0.0", "[::]", "*"
    int port = -1;
    QList<SocketOwner> owners; ///< empty when ss could not see the process (another user's, no root)
    QString line; ///< the row as printed (evidence)
};

struct ListeningSockets {
    QList<ListeningSocket> sockets;
    QString error; ///< rows that could not be read; empty when every row parsed
};

/// Parses `ss -Hltnp` (no header): `LISTEN 0 4096 127.0.0.1:8000 0.0.0.0:* users:(("vllm",pid=1,fd=3))`.
/// Also accepts a header line (`State Recv-Q …`), which is skipped.
ListeningSockets parseListeningSockets(QByteArrayView text);

} // namespace ic
