// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HttpEndpoint.h"

namespace ic {

QUrl HttpEndpoint::url(const QString &path) const
{
    QString base = baseUrl.toString();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return QUrl(base + (path.startsWith(QLatin1Char('/')) ? path : QLatin1Char('/') + path));
}

} // namespace ic
