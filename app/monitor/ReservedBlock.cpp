// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ReservedBlock.h"

#include "formats/SecondThread.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

#include <sys/mman.h>
#include <unistd.h>

namespace ic {

namespace {

std::atomic<qint64> g_mappedBytes { 0 };

qsizetype pageBytes()
{
    static const qsizetype page = [] {
        const long p = sysconf(_SC_PAGESIZE);
        return p > 0 ? qsizetype(p) : qsizetype(4096);
    }();
    return page;
}

qsizetype roundUp(qsizetype n, qsizetype to)
{
    return (n + to - 1) / to * to;
}

/// Maps the pages of a block about to be filled, rather than one page fault per page as the
/// lines arrive. Kernels before 5.14 refuse the advice; then the pages fault in as before.
void populate(char *data, qsizetype size)
{
#ifdef MADV_POPULATE_WRITE
    const qsizetype page = pageBytes();
    if (size < 16 * page)
        return;
    const auto begin = (quintptr(data) + quintptr(page) - 1) & ~quintptr(page - 1);
    const auto end = (quintptr(data) + quintptr(size)) & ~quintptr(page - 1);
    if (end > begin)
        (void)madvise(reinterpret_cast<void *>(begin), end - begin, MADV_POPULATE_WRITE);
#else
    Q_UNUSED(data);
    Q_UNUSED(size);
#endif
}

/// Maps a block's pages on both cores, one half each: where the first write to fresh memory is
/// costly (a virtual machine whose host backs guest memory on first use) two threads took half
/// the time of one (200 MB: 0.15–0.18 s against 0.34–0.44 s). The halves meet on a page
/// boundary of the block's own size (a huge page cannot be mapped by two threads).
void populateOnTwoCores(char *data, qsizetype size, qsizetype pageSize)
{
    const qsizetype mid = size / 2 / pageSize * pageSize;
    if (mid == 0 || size < 2 * 1024 * 1024) {
        populate(data, size);
        return;
    }
    SecondThread &second = SecondThread::ofThisThread();
    second.start([data, mid, size] { populate(data + mid, size - mid); });
    populate(data, mid);
    second.wait();
}

/// `length` bytes (a multiple of the huge page) at a huge-page boundary, or nullptr. The kernel
/// places an anonymous mapping on such a boundary by itself only since 6.7: map one huge page
/// more and unmap the ends.
char *mapHugePageAligned(qsizetype length)
{
#if defined(MADV_HUGEPAGE)
    const qsizetype huge = ReservedBlock::kHugePageBytes;
    void *raw = mmap(nullptr, std::size_t(length + huge), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                     -1, 0);
    if (raw == MAP_FAILED)
        return nullptr;
    const quintptr start = quintptr(raw);
    const quintptr aligned = (start + quintptr(huge) - 1) & ~quintptr(huge - 1);
    const quintptr end = start + quintptr(length + huge);
    if (aligned > start)
        munmap(raw, aligned - start);
    if (end > aligned + quintptr(length))
        munmap(reinterpret_cast<void *>(aligned + quintptr(length)), end - aligned - quintptr(length));
    auto *p = reinterpret_cast<char *>(aligned);
    (void)madvise(p, std::size_t(length), MADV_HUGEPAGE); // refused where THP is off: 4 KiB pages then
    return p;
#else
    Q_UNUSED(length);
    return nullptr;
#endif
}

} // namespace

qint64 ReservedBlock::mappedBytesInProcess()
{
    return g_mappedBytes.load();
}

qsizetype ReservedBlock::capacityFor(qsizetype bytes)
{
    bytes = std::max<qsizetype>(bytes, 1);
    return bytes >= kHugePageBytes ? roundUp(bytes, kHugePageBytes) : bytes;
}

ReservedBlock::ReservedBlock(qsizetype capacity)
{
    capacity = std::max<qsizetype>(capacity, 1);
    if (capacity >= kHugePageBytes) {
        const qsizetype length = roundUp(capacity, kHugePageBytes);
        if (char *p = mapHugePageAligned(length)) {
            m_data = p;
            m_capacity = length;
            m_mapped = true;
            g_mappedBytes += length;
        }
    }
    if (!m_data) {
        m_data = static_cast<char *>(std::malloc(std::size_t(capacity)));
        if (!m_data)
            throw std::bad_alloc();
        m_capacity = capacity;
    }
    populateOnTwoCores(m_data, m_capacity, m_mapped ? kHugePageBytes : pageBytes());
}

ReservedBlock::~ReservedBlock()
{
    release();
}

ReservedBlock::ReservedBlock(ReservedBlock &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
    , m_capacity(std::exchange(other.m_capacity, 0))
    , m_mapped(std::exchange(other.m_mapped, false))
{
}

ReservedBlock &ReservedBlock::operator=(ReservedBlock &&other) noexcept
{
    if (this != &other) {
        release();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_capacity = std::exchange(other.m_capacity, 0);
        m_mapped = std::exchange(other.m_mapped, false);
    }
    return *this;
}

void ReservedBlock::release()
{
    if (!m_data)
        return;
    if (m_mapped) {
        munmap(m_data, std::size_t(m_capacity));
        g_mappedBytes -= m_capacity;
    } else
        std::free(m_data);
    m_data = nullptr;
    m_size = m_capacity = 0;
    m_mapped = false;
}

void ReservedBlock::append(const char *bytes, qsizetype n)
{
    Q_ASSERT(m_size + n <= m_capacity);
    if (n > 0)
        std::memcpy(m_data + m_size, bytes, std::size_t(n));
    m_size += n;
}

void ReservedBlock::truncate(qsizetype n)
{
    m_size = std::clamp<qsizetype>(n, 0, m_size);
}

void ReservedBlock::shrinkToFit()
{
    if (!m_data || m_size == m_capacity)
        return;
    if (m_mapped) {
        // Whole pages past the text go back; the page the text ends in stays.
        const qsizetype keep = std::max(roundUp(m_size, pageBytes()), pageBytes());
        if (keep < m_capacity) {
            munmap(m_data + keep, std::size_t(m_capacity - keep));
            g_mappedBytes -= m_capacity - keep;
            m_capacity = keep;
        }
        return;
    }
    if (m_size == 0)
        return; // realloc(p, 0) may free: keep the smallest block
    if (void *p = std::realloc(m_data, std::size_t(m_size))) {
        m_data = static_cast<char *>(p);
        m_capacity = m_size;
    }
}

} // namespace ic
