// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "TerminalText.h"

#include <unistd.h>

namespace ic {

namespace {

/// Characters a terminal may act on beyond C0: DEL, C1 controls (U+0080–U+009F, 8-bit CSI, OSC,
/// DCS …), and the bidirectional embeddings, overrides and isolates that reorder what is shown.
bool needsUnicodeEscape(char16_t c)
{
    return c == 0x7f || (c >= 0x80 && c <= 0x9f) || (c >= 0x202a && c <= 0x202e)
        || (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f || c == 0x061c;
}

void appendHex(QString &out, char16_t c, bool wide)
{
    static const char digits[] = "0123456789abcdef";
    out += wide ? QLatin1String("\\u") : QLatin1String("\\x");
    const int nibbles = wide ? 4 : 2;
    for (int i = nibbles - 1; i >= 0; --i)
        out += QLatin1Char(digits[(c >> (4 * i)) & 0xf]);
}

} // namespace

QString printable(QStringView text, bool keepLineBreaks)
{
    qsizetype i = 0;
    // Fast path: most text needs nothing.
    for (; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if ((c < 0x20 && !(keepLineBreaks && (c == u'\n' || c == u'\t'))) || needsUnicodeEscape(c))
            break;
    }
    if (i == text.size())
        return text.toString();
    QString out;
    out.reserve(text.size() + 16);
    out += text.left(i);
    for (; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c < 0x20) {
            if (keepLineBreaks && (c == u'\n' || c == u'\t'))
                out += QChar(c);
            else if (c == u'\n')
                out += QLatin1String("\\n");
            else if (c == u'\t')
                out += QLatin1String("\\t");
            else if (c == u'\r')
                out += QLatin1String("\\r");
            else
                appendHex(out, c, false);
        } else if (c == 0x7f) {
            appendHex(out, c, false);
        } else if (needsUnicodeEscape(c)) {
            appendHex(out, c, true);
        } else {
            out += QChar(c);
        }
    }
    return out;
}

QByteArray printable(QByteArrayView bytes, bool keepLineBreaks)
{
    return printable(QString::fromUtf8(bytes), keepLineBreaks).toUtf8();
}

QByteArray printableJson(QByteArrayView json)
{
    const QString text = QString::fromUtf8(json);
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if (needsUnicodeEscape(c) || (c < 0x20 && c != u'\n' && c != u'\t' && c != u'\r'))
            appendHex(out, c, true); // inside a JSON string: a valid \u escape
        else
            out += ch;
    }
    return out.toUtf8();
}

bool colourWanted(std::FILE *stream)
{
    if (!qEnvironmentVariableIsEmpty("NO_COLOR"))
        return false;
    return ::isatty(::fileno(stream)) == 1 && qEnvironmentVariable("TERM") != QLatin1String("dumb");
}

} // namespace ic
