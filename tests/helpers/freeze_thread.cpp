// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// ic-freeze-thread TID: stops one thread of another process and keeps it stopped while this
// program runs, the rest of the process running on (an engine whose main loop hangs while its
// HTTP threads still answer /health). It seizes the thread with ptrace (PTRACE_SEIZE, then
// PTRACE_INTERRUPT), prints "frozen" once the thread has stopped, and waits for its standard
// input to close; then it detaches and the thread runs again. A tracer that dies detaches too,
// so the thread never stays stopped longer than this program lives.
// Exit 0 after a clean detach, 1 when the thread could not be stopped (the reason on stderr).

#include <sys/ptrace.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: ic-freeze-thread TID\n");
        return 2;
    }
    const pid_t tid = static_cast<pid_t>(std::strtol(argv[1], nullptr, 10));
    if (tid <= 0) {
        std::fprintf(stderr, "ic-freeze-thread: not a thread id: %s\n", argv[1]);
        return 2;
    }
    if (ptrace(PTRACE_SEIZE, tid, nullptr, nullptr) != 0) {
        std::fprintf(stderr, "ic-freeze-thread: PTRACE_SEIZE %d: %s\n", tid, std::strerror(errno));
        return 1;
    }
    if (ptrace(PTRACE_INTERRUPT, tid, nullptr, nullptr) != 0) {
        std::fprintf(stderr, "ic-freeze-thread: PTRACE_INTERRUPT %d: %s\n", tid, std::strerror(errno));
        return 1;
    }
    // The stop that PTRACE_INTERRUPT causes (a signal arriving first stops the thread as well).
    int status = 0;
    if (waitpid(tid, &status, __WALL) != tid || !WIFSTOPPED(status)) {
        std::fprintf(stderr, "ic-freeze-thread: thread %d did not stop\n", tid);
        return 1;
    }
    std::printf("frozen\n");
    std::fflush(stdout);

    char buffer[256];
    while (true) {
        const ssize_t n = read(STDIN_FILENO, buffer, sizeof buffer);
        if (n == 0 || (n < 0 && errno != EINTR))
            break;
    }
    // A signal that stopped the thread before the interrupt did (a signal-delivery stop, no event
    // in the status's high bits) is delivered at detach, as it would have been.
    const int signal = (status >> 16) == 0 ? WSTOPSIG(status) : 0;
    if (ptrace(PTRACE_DETACH, tid, nullptr, reinterpret_cast<void *>(static_cast<long>(signal))) != 0) {
        std::fprintf(stderr, "ic-freeze-thread: PTRACE_DETACH %d: %s\n", tid, std::strerror(errno));
        return 1;
    }
    return 0;
}
