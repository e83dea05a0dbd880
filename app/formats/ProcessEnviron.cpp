// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ProcessEnviron.h"

#include "SecretText.h"

#include <QCoreApplication>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ProcessEnviron)
};
constexpr qsizetype kMaxValue = 4096;
constexpr qsizetype kMaxName = 256;
} // namespace

ProcessEnviron parseProcessEnviron(QByteArrayView bytes, const EnvironFilter &filter)
{
    ProcessEnviron env;
    if (bytes.isEmpty()) {
        env.error = Tr::tr("The environment is empty (a kernel thread, or a process that has exited).");
        return env;
    }
    qsizetype start = 0;
    while (start < bytes.size()) {
        qsizetype end = start;
        while (end < bytes.size() && bytes[end] != '\0')
            ++end;
        const QByteArrayView entry = bytes.sliced(start, end - start);
        start = end + 1;
        if (entry.isEmpty())
            continue;
        ++env.total;
        const qsizetype eq = entry.indexOf('=');
        if (eq <= 0 || eq > kMaxName) {
            ++env.badEntries;
            continue;
        }
        const QString name = QString::fromUtf8(entry.first(eq));
        bool keep = filter.names.contains(name);
        for (qsizetype i = 0; !keep && i < filter.prefixes.size(); ++i)
            keep = name.startsWith(filter.prefixes[i]);
        if (!keep)
            continue;
        if (looksLikeSecretName(name)) {
            ++env.withheld;
            continue;
        }
        QByteArrayView value = entry.sliced(eq + 1);
        QString v = QString::fromUtf8(value.first(std::min(value.size(), kMaxValue)));
        if (value.size() > kMaxValue)
            v += QStringLiteral(" …(cut)");
        env.variables.insert(name, redactSecrets(v));
    }
    if (env.total > 0 && env.badEntries == env.total)
        env.error = Tr::tr("Not an environment block: no entry has the NAME=value form.");
    return env;
}

} // namespace ic
