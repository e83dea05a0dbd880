// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/JsonPullReader.cpp
// libFuzzer target: any bytes, read value by value and skipped whole; both must agree.
#include "formats/JsonPullReader.h"

#include <cstddef>
#include <cstdint>

namespace {

bool walk(ic::JsonPullReader &r)
{
    switch (r.peek()) {
    case ic::JsonType::Object:
        if (r.beginObject()) {
            do {
                QByteArrayView key;
                if (!r.readKey(key) || !walk(r))
                    return false;
            } while (r.nextMember());
        }
        return !r.failed();
    case ic::JsonType::Array:
        if (r.beginArray()) {
            do {
                if (!walk(r))
                    return false;
            } while (r.nextElement());
        }
        return !r.failed();
    case ic::JsonType::String: {
        QString s;
        return r.readString(s);
    }
    case ic::JsonType::Number: {
        ic::JsonNumber n;
        return r.readNumber(n);
    }
    case ic::JsonType::Bool: {
        bool b = false;
        return r.readBool(b);
    }
    case ic::JsonType::Null:
        return r.readNull();
    case ic::JsonType::None:
        return r.skipValue(); // says what is wrong there
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    ic::JsonPullReader read(input);
    const bool readOk = walk(read) && read.finish();
    ic::JsonPullReader skip(input);
    const bool skipOk = skip.skipValue() && skip.finish();
    if (readOk != skipOk || read.error() != skip.error())
        __builtin_trap();
    if (!readOk
        && (read.errorOffset() < 0 || read.errorOffset() > input.size() || read.errorMessage().isEmpty()))
        __builtin_trap();
    if (readOk && read.depth() != 0)
        __builtin_trap();
    return 0;
}
