// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SecondThread.h"

#include <utility>

namespace ic {

SecondThread &SecondThread::ofThisThread()
{
    thread_local SecondThread second;
    return second;
}

SecondThread::~SecondThread()
{
    if (!m_thread.joinable())
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_wake.notify_one();
    m_thread.join();
}

void SecondThread::start(std::function<void()> job)
{
    if (!m_thread.joinable())
        m_thread = std::thread([this] { loop(); });
    {
        const std::lock_guard lock(m_mutex);
        m_job = std::move(job);
        m_done = false;
    }
    m_wake.notify_one();
}

void SecondThread::wait()
{
    std::unique_lock lock(m_mutex);
    m_finished.wait(lock, [this] { return m_done; });
}

void SecondThread::loop()
{
    std::unique_lock lock(m_mutex);
    while (true) {
        m_wake.wait(lock, [this] { return m_quit || m_job; });
        if (m_quit)
            return;
        const std::function<void()> job = std::exchange(m_job, {});
        lock.unlock();
        job();
        lock.lock();
        m_done = true;
        m_finished.notify_one();
    }
}

} // namespace ic
