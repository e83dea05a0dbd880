// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "TextChunks.h"

#include <algorithm>
#include <functional>

#include <lz4.h>

namespace ic {

TextChunks::TextChunks(qsizetype chunkBytes)
    : m_chunkBytes(chunkBytes)
{
}

void TextChunks::setChunkBytes(qsizetype chunkBytes)
{
    m_chunkBytes = chunkBytes;
    for (Chunk &c : m_chunks) {
        if (c.packed.isEmpty() && c.bytes.capacity() > m_chunkBytes)
            c.bytes.shrinkToFit();
    }
    forgetUnpacked();
}

TextChunks::Place TextChunks::append(QByteArrayView bytes)
{
    Chunk &c = chunkFor(bytes.size());
    const Place place { c.serial, quint32(c.bytes.size()) };
    c.bytes.append(bytes.data(), bytes.size());
    return place;
}

bool TextChunks::forgetLast(Place place, quint32 length)
{
    if (m_chunks.empty() || place.chunk != m_chunks.back().serial
        || qsizetype(place.offset + length) != m_chunks.back().bytes.size())
        return false;
    m_chunks.back().bytes.truncate(place.offset);
    return true;
}

void TextChunks::dropBefore(quint32 chunk)
{
    while (!m_chunks.empty() && m_chunks.front().serial < chunk)
        m_chunks.pop_front();
}

void TextChunks::dropAll()
{
    m_chunks.clear();
}

void TextChunks::clear()
{
    m_chunks.clear();
    forgetUnpacked();
}

TextChunks::Chunk &TextChunks::chunkFor(qsizetype bytes)
{
    if (m_chunks.empty() || m_chunks.back().bytes.size() + bytes > m_chunks.back().bytes.capacity()) {
        // The whole chunk is reserved at once: its capacity is what the byte cap counts. The full
        // chunk's block, once its text is packed, is written over again: memory the process has
        // written costs less than new memory (on this project's 2-core virtual machine, 200 MB of
        // new memory took 0.27-0.59 s to write the first time, reused memory 0.016 s).
        const qsizetype want = std::max(m_chunkBytes, bytes);
        ReservedBlock block = m_chunks.empty() ? ReservedBlock() : pack(m_chunks.back());
        if (block.capacity() < want || block.capacity() > ReservedBlock::capacityFor(want))
            block = ReservedBlock(want);
        m_chunks.emplace_back(m_nextSerial++, std::move(block));
    }
    return m_chunks.back();
}

ReservedBlock TextChunks::pack(Chunk &chunk)
{
    // LZ4 at its default level: on this project's real logs 1.4-2 GB/s and 3-6x smaller, with
    // decompression at 7-10 GB/s (https://github.com/lz4/lz4). A chunk holding one long line
    // (larger than a chunk) stays as it is: the unpacked slots are sized for chunks.
    const qsizetype size = chunk.bytes.size();
    if (!chunk.packed.isEmpty() || size == 0 || size > m_chunkBytes || size > LZ4_MAX_INPUT_SIZE)
        return {};
    QByteArray out(LZ4_compressBound(int(size)), Qt::Uninitialized);
    const int packed = LZ4_compress_default(chunk.bytes.data(), out.data(), int(size), int(out.size()));
    if (packed <= 0 || packed > size - size / 4) {
        chunk.bytes.shrinkToFit(); // kept as text: compressing it saved too little
        return {};
    }
    out.resize(packed);
    out.squeeze();
    chunk.packed = std::move(out);
    chunk.rawSize = size;
    ReservedBlock block = std::move(chunk.bytes);
    block.truncate(0);
    return block;
}

const char *TextChunks::unpacked(const Chunk &chunk) const
{
    Unpacked *slot = nullptr;
    for (Unpacked &u : m_unpacked) {
        if (u.valid && u.serial == chunk.serial) {
            u.lastUse = ++m_unpackClock;
            return u.bytes.data();
        }
        if (!slot || !u.valid || (slot->valid && u.lastUse < slot->lastUse))
            slot = &u;
    }
    if (slot->bytes.capacity() < chunk.rawSize)
        slot->bytes = ReservedBlock(std::max(m_chunkBytes, chunk.rawSize));
    const int got = LZ4_decompress_safe(chunk.packed.constData(), slot->bytes.writable(),
                                        int(chunk.packed.size()), int(slot->bytes.capacity()));
    if (got != chunk.rawSize) {
        slot->valid = false;
        return nullptr;
    }
    slot->serial = chunk.serial;
    slot->valid = true;
    slot->lastUse = ++m_unpackClock;
    return slot->bytes.data();
}

void TextChunks::forgetUnpacked()
{
    for (Unpacked &u : m_unpacked)
        u = Unpacked {};
}

qint64 TextChunks::unpackReserveBytes() const
{
    qsizetype largest = 0;
    int packed = 0;
    for (const Chunk &c : m_chunks) {
        if (!c.packed.isEmpty()) {
            largest = std::max(largest, c.rawSize);
            ++packed;
        }
    }
    qint64 held[UnpackedSlots];
    for (int i = 0; i < UnpackedSlots; ++i)
        held[i] = m_unpacked[i].bytes.capacity();
    std::sort(std::begin(held), std::end(held), std::greater<>());
    const qint64 each = packed > 0 ? ReservedBlock::capacityFor(std::max(m_chunkBytes, largest)) : 0;
    qint64 bytes = 0;
    for (int i = 0; i < UnpackedSlots; ++i)
        bytes += std::max(held[i], i < packed ? each : 0);
    return bytes;
}

qint64 TextChunks::memoryBytes() const
{
    qint64 bytes = 0;
    for (const Chunk &c : m_chunks)
        bytes += c.heldBytes();
    return bytes + unpackReserveBytes();
}

} // namespace ic
