// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

namespace ic {

/// One block of memory reserved whole, filled front to back: a chunk of a log store's text, or a
/// block of its rows (see BlockDeque). What it holds is what capacity() says.
///
/// A block of at least kHugePageBytes is mapped on huge-page boundaries and asks the kernel for
/// transparent huge pages (`MADV_HUGEPAGE`, honoured when THP is `always` or `madvise`), then has
/// its pages mapped at once (`MADV_POPULATE_WRITE`, Linux 5.14; a block of 2 MiB or more on two
/// cores, half each). A store that keeps hundreds of
/// megabytes of journal then takes one page fault per 2 MiB instead of one per 4 KiB: on the
/// virtual machines GPU hosts are watched from, where the first write to a 4 KiB page cost about
/// 10 µs, that fault cost was most of a cold ingest. Smaller blocks come from the heap.
class ReservedBlock {
public:
    static constexpr qsizetype kHugePageBytes = 2 * 1024 * 1024;

    ReservedBlock() = default;
    explicit ReservedBlock(qsizetype capacity);
    ~ReservedBlock();
    ReservedBlock(ReservedBlock &&other) noexcept;
    ReservedBlock &operator=(ReservedBlock &&other) noexcept;
    ReservedBlock(const ReservedBlock &) = delete;
    ReservedBlock &operator=(const ReservedBlock &) = delete;

    const char *data() const { return m_data; }
    char *writable() { return m_data; }
    qsizetype size() const { return m_size; }
    /// The bytes reserved, as the store's byte cap counts them (a mapped block: its whole mapping).
    qsizetype capacity() const { return m_capacity; }
    bool hugePageAligned() const { return m_mapped; }
    /// The capacity a block asked for `bytes` gets (a mapped block: whole huge pages).
    static qsizetype capacityFor(qsizetype bytes);
    /// Bytes of every block mapped on huge-page boundaries and not yet unmapped, in this process
    /// (the heap's own figures, such as mallinfo2(), do not see them).
    static qint64 mappedBytesInProcess();

    /// Appends `n` bytes; the caller has checked that they fit (`size() + n <= capacity()`).
    void append(const char *bytes, qsizetype n);
    /// Forgets the bytes from `n` on.
    void truncate(qsizetype n);
    /// Gives the free room back (to the page for a mapped block); capacity() then says what is left.
    void shrinkToFit();

private:
    void release();

    char *m_data = nullptr;
    qsizetype m_size = 0;
    qsizetype m_capacity = 0;
    bool m_mapped = false;
};

} // namespace ic
