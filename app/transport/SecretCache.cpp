// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SecretCache.h"

#include <QHash>
#include <QMutex>

namespace ic {

namespace {

struct Store {
    QMutex mutex;
    QHash<QString, QStringList> secrets;
};

Store &theStore()
{
    static Store s;
    return s;
}

void wipe(QStringList &list)
{
    for (QString &s : list)
        s.fill(QChar(u'\0'));
}

} // namespace

std::optional<QStringList> SecretCache::find(const QString &key)
{
    QMutexLocker lock(&theStore().mutex);
    auto it = theStore().secrets.constFind(key);
    if (it == theStore().secrets.constEnd())
        return std::nullopt;
    return *it;
}

void SecretCache::store(const QString &key, const QStringList &answers)
{
    QMutexLocker lock(&theStore().mutex);
    theStore().secrets.insert(key, answers);
}

void SecretCache::forget(const QString &key)
{
    QMutexLocker lock(&theStore().mutex);
    auto it = theStore().secrets.find(key);
    if (it != theStore().secrets.end()) {
        wipe(*it);
        theStore().secrets.erase(it);
    }
}

void SecretCache::clear()
{
    QMutexLocker lock(&theStore().mutex);
    for (QStringList &l : theStore().secrets)
        wipe(l);
    theStore().secrets.clear();
}

} // namespace ic
