// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/ReservedBlock.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <deque>
#include <type_traits>

namespace ic {

/// A queue of plain records in blocks of a power-of-two count, appended at the back and dropped
/// at the front, indexed in constant time: the rows of a log store.
///
/// Each block is reserved whole (see ReservedBlock: a block of 2 MiB or more may be backed by huge
/// pages), so what the queue holds is what bytesReserved() says, and a million rows take 16
/// allocations of 2 MiB rather than 62,500 of std::deque's 512-byte nodes, each with its page
/// faults as the heap grows.
template<typename T> class BlockDeque {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);
    static_assert(alignof(T) <= alignof(std::max_align_t)); // malloc's and mmap's alignment

public:
    explicit BlockDeque(qsizetype itemsPerBlock = 256) { setItemsPerBlock(itemsPerBlock); }
    BlockDeque(BlockDeque &&) noexcept = default;
    BlockDeque &operator=(BlockDeque &&) noexcept = default;

    /// The block size, rounded up to a power of two. The items held move to blocks of the new
    /// size (a copy: for a change of caps, not for every append).
    void setItemsPerBlock(qsizetype items)
    {
        const auto n = std::bit_ceil(std::size_t(std::max<qsizetype>(items, 1)));
        if (qsizetype(n) == m_mask + 1)
            return;
        if (!empty()) {
            BlockDeque moved { qsizetype(n) };
            for (qsizetype i = 0; i < m_size; ++i)
                moved.push_back((*this)[i]);
            *this = std::move(moved);
            return;
        }
        clear();
        m_shift = int(std::countr_zero(n));
        m_mask = qsizetype(n) - 1;
    }
    qsizetype itemsPerBlock() const { return m_mask + 1; }

    qsizetype size() const { return m_size; }
    bool empty() const { return m_size == 0; }

    T &operator[](qsizetype i) { return at(m_head + i); }
    const T &operator[](qsizetype i) const { return const_cast<BlockDeque *>(this)->at(m_head + i); }
    T &front() { return (*this)[0]; }
    const T &front() const { return (*this)[0]; }
    T &back() { return (*this)[m_size - 1]; }
    const T &back() const { return (*this)[m_size - 1]; }

    void push_back(const T &item)
    {
        const qsizetype position = m_head + m_size;
        if (std::size_t(position >> m_shift) == m_blocks.size())
            m_blocks.emplace_back(qsizetype(sizeof(T)) * itemsPerBlock());
        at(position) = item;
        ++m_size;
    }

    void pop_front()
    {
        Q_ASSERT(m_size > 0);
        --m_size;
        if (m_size == 0) {
            clear();
            return;
        }
        if (++m_head > m_mask) {
            m_blocks.pop_front();
            m_head = 0;
        }
    }

    void clear()
    {
        m_blocks.clear();
        m_head = 0;
        m_size = 0;
    }

    /// The blocks as reserved.
    qint64 bytesReserved() const
    {
        qint64 bytes = 0;
        for (const ReservedBlock &b : m_blocks)
            bytes += b.capacity();
        return bytes;
    }

private:
    T &at(qsizetype position)
    {
        // The blocks are reserved for T: their memory is written as T before it is read.
        auto *items = reinterpret_cast<T *>(m_blocks[std::size_t(position >> m_shift)].writable());
        return items[position & m_mask];
    }

    std::deque<ReservedBlock> m_blocks;
    qsizetype m_head = 0; ///< the front item's place in the first block
    qsizetype m_size = 0;
    int m_shift = 0;
    qsizetype m_mask = -1; ///< items per block - 1 (a power of two - 1 once set)
};

} // namespace ic
