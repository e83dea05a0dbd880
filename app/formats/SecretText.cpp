// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SecretText.h"

#include <QRegularExpression>

namespace ic {

bool looksLikeSecretName(QStringView name)
{
    static const QStringList words
        = { QStringLiteral("key"),        QStringLiteral("apikey"),      QStringLiteral("token"),
            QStringLiteral("secret"),     QStringLiteral("password"),    QStringLiteral("passwd"),
            QStringLiteral("credential"), QStringLiteral("credentials"), QStringLiteral("auth") };
    qsizetype start = 0;
    for (qsizetype i = 0; i <= name.size(); ++i) {
        if (i < name.size() && name[i] != u'-' && name[i] != u'_')
            continue;
        const QStringView word = name.sliced(start, i - start);
        start = i + 1;
        for (const QString &w : words) {
            if (word.compare(w, Qt::CaseInsensitive) == 0)
                return true;
        }
    }
    return false;
}

QString redactSecrets(QStringView input)
{
    QString text = input.toString();
    const QString r = kRedacted.toString();

    // Option values: `--api-key X`, `--hf-token=X`, and every further value of an option that
    // takes several (vLLM's `--api-key K1 K2`), up to the next option.
    static const QRegularExpression option(
        QStringLiteral("(?<![\\w-])(--?)([A-Za-z][\\w-]{0,80})(=|[ \\t]+)"));
    // One value: quoted, or a run without blanks.
    auto valueEnd = [&text](qsizetype at) -> qsizetype {
        if (at >= text.size())
            return at;
        const QChar q = text[at];
        if (q == u'\'' || q == u'"') {
            const qsizetype close = text.indexOf(q, at + 1);
            if (close > 0 && close - at <= 4096)
                return close + 1;
        }
        qsizetype e = at;
        while (e < text.size() && !text[e].isSpace())
            ++e;
        return e;
    };
    QString out;
    out.reserve(text.size());
    qsizetype last = 0;
    for (auto it = option.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedStart() < last || !looksLikeSecretName(m.capturedView(2)))
            continue;
        qsizetype at = m.capturedEnd(3);
        if (at >= text.size() || text[at] == u'-' || text[at] == u'\n')
            continue;
        out += QStringView(text).sliced(last, at - last);
        out += r;
        at = valueEnd(at);
        if (m.capturedView(3) != u"=") {
            // Further values: blanks (not a line break), then a word that is not an option.
            for (;;) {
                qsizetype next = at;
                while (next < text.size() && (text[next] == u' ' || text[next] == u'\t'))
                    ++next;
                if (next == at || next >= text.size() || text[next] == u'-' || text[next] == u'\n')
                    break;
                at = valueEnd(next);
            }
        }
        last = at;
    }
    out += QStringView(text).sliced(last);
    text = out;

    // Python or JSON keys: 'api_key': 'X', "api_key": ["X", "Y"], 'hf_token': None stays.
    static const QRegularExpression key(QStringLiteral(
        "(['\"])(\\w{1,80})\\1(\\s*[:=]\\s*)(\\[[^\\]]{0,4096}\\]|'[^']{0,4096}'|\"[^\"]{0,4096}\")"));
    out.clear();
    last = 0;
    for (auto it = key.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!looksLikeSecretName(m.capturedView(2)) || m.capturedView(4) == u"[]")
            continue;
        out += QStringView(text).sliced(last, m.capturedStart(4) - last);
        const QChar open = m.capturedView(4).front();
        out += open == u'[' ? QString(u'[' + r + u']') : QString(open + r + open);
        last = m.capturedEnd(4);
    }
    out += QStringView(text).sliced(last);
    text = out;

    // Environment assignments: HF_TOKEN=X (names in capitals, as shells and unit files write them).
    static const QRegularExpression assignment(QStringLiteral("\\b([A-Z][A-Z0-9_]{0,80})=([^\\s'\"]+)"));
    out.clear();
    last = 0;
    for (auto it = assignment.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!looksLikeSecretName(m.capturedView(1)))
            continue;
        out += QStringView(text).sliced(last, m.capturedStart(2) - last);
        out += r;
        last = m.capturedEnd(2);
    }
    out += QStringView(text).sliced(last);
    text = out;

    static const QRegularExpression bearer(QStringLiteral("\\b(Bearer)\\s+[A-Za-z0-9._~+/=-]{4,}"),
                                           QRegularExpression::CaseInsensitiveOption);
    text.replace(bearer, QStringLiteral("\\1 ") + r);
    static const QRegularExpression userinfo(QStringLiteral("(\\w://[^/\\s:@]{1,256}):[^/\\s@]{1,256}@"));
    text.replace(userinfo, QStringLiteral("\\1:") + r + u'@');
    static const QRegularExpression shapes(
        QStringLiteral("\\b(?:hf_[A-Za-z0-9]{20,}|sk-[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{20,})"));
    text.replace(shapes, r);
    return text;
}

} // namespace ic
