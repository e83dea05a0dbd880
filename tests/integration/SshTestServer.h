// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Moved to tests/support/LoopbackSshd.h; this name stays for files written against it.
#include "LoopbackSshd.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <pwd.h>
#include <sys/types.h>
#include <unistd.h>

namespace ic::test {
using SshTestServer = ic::testsupport::LoopbackSshd;
using ic::testsupport::cmdline;
using ic::testsupport::currentUser;
using ic::testsupport::descendants;
using ic::testsupport::freeLoopbackPort;
using ic::testsupport::runTool;
} // namespace ic::test
