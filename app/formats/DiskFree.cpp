// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "DiskFree.h"

#include <QCoreApplication>
#include <QList>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::DiskFree)
};

bool isNumber(QByteArrayView word, quint64 *value)
{
    if (word.isEmpty() || word.size() > 20)
        return false;
    for (char c : word) {
        if (c < '0' || c > '9')
            return false;
    }
    bool ok = false;
    *value = QByteArray(word.data(), word.size()).toULongLong(&ok);
    return ok;
}

/// Whitespace-separated words with their offsets, so the text between them is kept as printed.
struct Word {
    qsizetype begin;
    qsizetype end;
};

QList<Word> words(QByteArrayView line)
{
    QList<Word> out;
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const qsizetype b = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > b)
            out.append({ b, i });
    }
    return out;
}
} // namespace

DiskFree parseDiskFree(QByteArrayView text)
{
    DiskFree result;
    bool header = false;
    QStringList bad;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        QByteArrayView line = text.sliced(start, end - start);
        start = end + 1;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        const QList<Word> w = words(line);
        if (!header) {
            // GNU df's header for --output=file,…; POSIX df's "Filesystem" is another layout.
            if (!w.isEmpty() && line.sliced(w[0].begin, w[0].end - w[0].begin) == "File")
                header = true;
            else
                bad.append(QString::fromUtf8(line.first(qMin<qsizetype>(line.size(), 200))));
            continue;
        }
        bool parsed = false;
        // The first pair of adjacent numbers with words on both sides: size and available.
        for (qsizetype i = 1; i + 2 < w.size() && !parsed; ++i) {
            DiskFreeRow row;
            if (!isNumber(line.sliced(w[i].begin, w[i].end - w[i].begin), &row.sizeBytes)
                || !isNumber(line.sliced(w[i + 1].begin, w[i + 1].end - w[i + 1].begin), &row.availableBytes))
                continue;
            row.file = QString::fromUtf8(line.sliced(w[0].begin, w[i - 1].end - w[0].begin));
            row.mountedOn = QString::fromUtf8(line.sliced(w[i + 2].begin));
            row.line = QString::fromUtf8(line);
            result.rows.append(row);
            parsed = true;
        }
        if (!parsed)
            bad.append(QString::fromUtf8(line.first(qMin<qsizetype>(line.size(), 200))));
    }
    if (!header && result.rows.isEmpty())
        result.error = text.trimmed().isEmpty()
            ? Tr::tr("df printed nothing.")
            : Tr::tr("Not the output of df --output=file,size,avail,target: no “File” header.");
    else if (!bad.isEmpty())
        result.error
            = Tr::tr("Rows df printed that could not be read: %1").arg(bad.join(QStringLiteral(" | ")));
    return result;
}

} // namespace ic
