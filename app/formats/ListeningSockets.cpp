// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ListeningSockets.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ListeningSockets)
};
} // namespace

ListeningSockets parseListeningSockets(QByteArrayView text)
{
    static const QRegularExpression owner(
        QStringLiteral("\\(\"((?:[^\"\\\\]|\\\\.)*)\",pid=(\\d+),fd=(\\d+)\\)"));
    ListeningSockets result;
    QStringList bad;
    const QList<QByteArray> lines = QByteArray(text.data(), text.size()).split('\n');
    for (QByteArray raw : lines) {
        if (raw.endsWith('\r'))
            raw.chop(1);
        const QString line = QString::fromUtf8(raw);
        const QStringList w = line.simplified().split(u' ', Qt::SkipEmptyParts);
        if (w.isEmpty())
            continue;
        if (w.first() == QLatin1String("State") || w.first() == QLatin1String("Netid"))
            continue;
        // State Recv-Q Send-Q Local:Port Peer:Port [Process]; `-t` alone has no Netid column.
        const int local = w.first() == QLatin1String("tcp") ? 4 : 3;
        if (w.size() <= local || !w.at(local - 3).startsWith(QLatin1String("LISTEN"))) {
            bad.append(line.left(200));
            continue;
        }
        const QString address = w.at(local);
        const qsizetype colon = address.lastIndexOf(u':');
        bool ok = false;
        const int port = colon > 0 ? address.mid(colon + 1).toInt(&ok) : -1;
        if (!ok || port < 0 || port > 65535) {
            bad.append(line.left(200));
            continue;
        }
        ListeningSocket s;
        s.localAddress = address.left(colon);
        s.port = port;
        s.line = line;
        const qsizetype users = line.indexOf(QLatin1String("users:("));
        if (users >= 0) {
            QRegularExpressionMatchIterator it = owner.globalMatch(line, users);
            while (it.hasNext()) {
                const QRegularExpressionMatch m = it.next();
                s.owners.append({ m.captured(1), m.captured(2).toLongLong(), m.captured(3).toInt() });
            }
        }
        result.sockets.append(s);
    }
    if (!bad.isEmpty())
        result.error
            = Tr::tr("Rows ss printed that could not be read: %1").arg(bad.join(QStringLiteral(" | ")));
    return result;
}

} // namespace ic
