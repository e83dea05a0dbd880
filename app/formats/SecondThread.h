// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace ic {

/// A second thread for work split in two halves, one job at a time: start() hands it one half,
/// the caller does the other, wait() returns when the thread's half is done.
///
/// The thread stays for the owner's lifetime and sleeps between jobs. A thread made for each
/// job started on the core of the one that made it and was still waiting there when the job
/// was done (two halves of a 1 MiB chunk took as long as the whole); woken for each job, this
/// one runs on the other core.
class SecondThread {
public:
    SecondThread() = default;
    SecondThread(const SecondThread &) = delete;
    SecondThread &operator=(const SecondThread &) = delete;
    ~SecondThread();

    /// The second thread of the calling thread, made when it is first asked for: one for every
    /// thread that splits work (the GUI thread fills one log store per host: 256 hosts must not
    /// mean 256 sleeping threads). Not for use inside a job it runs.
    static SecondThread &ofThisThread();

    /// Runs `job` on the thread (made the first time). The previous job must have been waited for.
    void start(std::function<void()> job);
    /// Blocks until the job given to start() is done.
    void wait();

private:
    void loop();

    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_finished;
    std::function<void()> m_job;
    bool m_done = true;
    bool m_quit = false;
};

} // namespace ic
