// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LogLineTraits.h"

#include <QRegularExpression>

#include <algorithm>
#include <cstring>
#include <functional>
#include <string_view>

namespace ic {

namespace {

bool wordAt(QByteArrayView b, qsizetype i, const char *word, qsizetype len)
{
    if (i + len >= b.size() || std::memcmp(b.data() + i, word, std::size_t(len)) != 0)
        return false;
    const char next = b[i + len];
    const bool boundaryBefore = i == 0 || b[i - 1] == ' ' || b[i - 1] == ')' || b[i - 1] == ']';
    return boundaryBefore && (next == ' ' || next == ':');
}

/// The engine's own level word near the start of the line (after prefixes), in one pass.
LogLevel levelFromBytes(QByteArrayView b)
{
    const qsizetype n = std::min<qsizetype>(b.size(), 200);
    for (qsizetype i = 0; i < n; ++i) {
        switch (b[i]) {
        case 'I':
            if (wordAt(b, i, "INFO", 4))
                return LogLevel::Info;
            break;
        case 'W':
            if (wordAt(b, i, "WARNING", 7))
                return LogLevel::Warning;
            break;
        case 'E':
            if (wordAt(b, i, "ERROR", 5))
                return LogLevel::Error;
            break;
        case 'C':
            if (wordAt(b, i, "CRITICAL", 8))
                return LogLevel::Critical;
            break;
        case 'D':
            if (wordAt(b, i, "DEBUG", 5))
                return LogLevel::Debug;
            break;
        default:
            break;
        }
    }
    return LogLevel::Unknown;
}

bool isProgressLine(QByteArrayView b)
{
    const char *p = b.data();
    const char *end = p + b.size();
    while ((p = static_cast<const char *>(std::memchr(p, '%', std::size_t(end - p))))) {
        ++p;
        if (p < end && *p == '|')
            return true;
        if (end - p >= 12 && std::memcmp(p, " Completed |", 12) == 0)
            return true;
    }
    return false;
}

bool isTracebackStart(QByteArrayView b)
{
    // Horspool's skip table: a line without the header is passed over in steps of up to its
    // length (glibc's memmem took most of the ingest time on serving logs).
    static constexpr std::string_view kHeader = "Traceback (most recent call last):";
    static const std::boyer_moore_horspool_searcher searcher(kHeader.begin(), kHeader.end());
    if (std::size_t(b.size()) < kHeader.size())
        return false;
    return std::search(b.begin(), b.end(), searcher) != b.end();
}

} // namespace

LogLineTraits LogLineTraits::of(QByteArrayView bytes)
{
    LogLineTraits t;
    t.level = levelFromBytes(bytes);
    t.carriageReturn = std::memchr(bytes.data(), '\r', std::size_t(bytes.size())) != nullptr;
    t.progress = isProgressLine(bytes);
    t.tracebackStart = isTracebackStart(bytes);
    return t;
}

QByteArray LogLineTraits::progressKey(QByteArrayView b)
{
    // The bar's description: text before the percentage.
    const qsizetype pct = b.indexOf('%');
    if (pct <= 0)
        return {};
    qsizetype end = pct;
    while (end > 0 && (b[end - 1] == ' ' || (b[end - 1] >= '0' && b[end - 1] <= '9')))
        --end;
    return b.first(end).toByteArray();
}

bool LogLineTraits::isTerminalExceptionLine(QStringView text)
{
    static const QRegularExpression re(
        QStringLiteral("^(?:[\\w.]+\\.)?(\\w+(?:Error|Exception|Exit|Interrupt))(?:: .*)?$"));
    return re.match(text.toString()).hasMatch();
}

} // namespace ic
