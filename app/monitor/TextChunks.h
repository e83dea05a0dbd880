// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/ReservedBlock.h"

#include <QByteArray>
#include <QByteArrayView>

#include <deque>

namespace ic {

/// The text of a log store's rows, in order, in chunks: the newest chunk is open and takes the
/// next line; a full one is kept LZ4-compressed when that saves a quarter or more, and is
/// decompressed into one of two slots when a row of it is read (the two read last stay
/// decompressed). A row names its text by chunk serial, offset and length; serials keep
/// counting as the oldest chunks are dropped.
class TextChunks {
public:
    /// Where appended text went.
    struct Place {
        quint32 chunk = 0; ///< chunk serial
        quint32 offset = 0;
    };

    /// New chunks reserve `chunkBytes` (or a longer line's size) whole.
    explicit TextChunks(qsizetype chunkBytes);

    /// The size of the chunks opened from now on. Chunks opened for a larger size give back
    /// their free room (the newest is then full, and the next line opens one of the new size).
    void setChunkBytes(qsizetype chunkBytes);

    /// Appends text to the open chunk, or to a new one when it lacks room (the full one packed).
    Place append(QByteArrayView bytes);
    /// Forgets the text at `place` when it is the last of the open chunk (a line rewritten in
    /// place); false when it is not.
    bool forgetLast(Place place, quint32 length);
    /// The text at a place; empty when its chunk was dropped or does not unpack. Valid until the
    /// text changes or two rows of other packed chunks are read.
    QByteArrayView text(quint32 chunk, quint32 offset, quint32 length) const;

    /// Drops the chunks older than `chunk` (no row names them any more).
    void dropBefore(quint32 chunk);
    /// Drops every chunk; the unpacked slots stay reserved.
    void dropAll();
    /// Drops every chunk and the unpacked slots.
    void clear();

    /// Bytes held, as the store's byte cap counts them: the open chunk as reserved (whole, when
    /// it is opened), the full chunks as kept (compressed, or as text when that saved too
    /// little), and the slots full chunks are decompressed into when read (from the first packed
    /// chunk on, whether read yet or not).
    qint64 memoryBytes() const;

private:
    /// The newest chunk is open (its text in `bytes`); a full one is kept in `packed` when
    /// compressing it saves a quarter or more.
    struct Chunk {
        Chunk(quint32 serial, ReservedBlock &&block)
            : serial(serial)
            , bytes(std::move(block))
        {
        }
        quint32 serial;
        ReservedBlock bytes; ///< the text, unless packed
        QByteArray packed; ///< the text compressed, or empty
        qsizetype rawSize = 0; ///< bytes of text when packed
        qint64 heldBytes() const { return packed.isEmpty() ? bytes.capacity() : packed.capacity(); }
    };
    /// A packed chunk's text, decompressed when a row of it is read: the two used last are kept.
    struct Unpacked {
        quint32 serial = 0;
        bool valid = false;
        quint64 lastUse = 0;
        ReservedBlock bytes;
    };
    static constexpr int UnpackedSlots = 2;

    /// The chunk that takes `bytes` more.
    Chunk &chunkFor(qsizetype bytes);
    /// Compresses a full chunk; returns its text's block for the next chunk when it was packed.
    ReservedBlock pack(Chunk &chunk);
    const char *unpacked(const Chunk &chunk) const;
    /// What the unpacked slots may take: one per packed chunk, up to two, of the largest packed
    /// size (or what a slot holds already, when more).
    qint64 unpackReserveBytes() const;
    void forgetUnpacked();

    qsizetype m_chunkBytes;
    std::deque<Chunk> m_chunks;
    mutable Unpacked m_unpacked[UnpackedSlots];
    mutable quint64 m_unpackClock = 0;
    quint32 m_nextSerial = 0;
};

// Inline: the journal view's filter reads every row's text through it.
inline QByteArrayView TextChunks::text(quint32 chunk, quint32 offset, quint32 length) const
{
    if (m_chunks.empty())
        return {};
    const qint64 idx = qint64(chunk) - qint64(m_chunks.front().serial);
    if (idx < 0 || idx >= qint64(m_chunks.size()))
        return {};
    const Chunk &c = m_chunks[std::size_t(idx)];
    if (c.packed.isEmpty())
        return QByteArrayView(c.bytes.data() + offset, length);
    const char *text = unpacked(c);
    return text ? QByteArrayView(text + offset, length) : QByteArrayView();
}

} // namespace ic
