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
/// its pages mapped at once (`MADV_POPULATE_WRITE`, Linux 5.14), on two cores, half each. A store
/// that keeps hundreds of megabytes of journal then takes one page fault per 2 MiB instead of one
/// per 4 KiB (a million-line ingest: about 90 faults where it took 43,743); where the host backs
/// guest memory on first use, the zeroing that remains is split between the cores. Smaller
/// blocks come from the heap.
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
