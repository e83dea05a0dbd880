// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "PipList.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::PipList)
};

bool hasLetterOrDigit(const QString &name)
{
    return std::any_of(name.cbegin(), name.cend(), [](QChar c) { return c.isLetterOrNumber(); });
}

} // namespace

QString normalizePackageName(QStringView name)
{
    QString out;
    out.reserve(name.size());
    bool inRun = false;
    for (QChar c : name.trimmed()) {
        if (c == QLatin1Char('-') || c == QLatin1Char('_') || c == QLatin1Char('.')) {
            if (!inRun)
                out.append(QLatin1Char('-'));
            inRun = true;
            continue;
        }
        inRun = false;
        out.append(c.toLower());
    }
    return out;
}

const PipPackage *PipList::find(QStringView name) const
{
    const QString wanted = normalizePackageName(name);
    for (const PipPackage &p : packages) {
        if (p.name == wanted)
            return &p;
    }
    return nullptr;
}

QString PipList::version(QStringView name) const
{
    const PipPackage *p = find(name);
    return p ? p->version : QString();
}

PipList parsePipListJson(QByteArrayView text)
{
    PipList list;
    QByteArrayView body = text.trimmed();
    if (body.isEmpty()) {
        list.error = Tr::tr("The package list is empty.");
        return list;
    }
    // A notice printed on stdout before the array must not hide the list.
    if (body.front() != '[') {
        const qsizetype at = body.indexOf("\n[");
        if (at < 0) {
            list.error = Tr::tr("The output is not a JSON package list: \"%1\".")
                             .arg(QString::fromUtf8(body.first(qMin<qsizetype>(body.size(), 80))));
            return list;
        }
        body = body.sliced(at + 1);
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        list.error = Tr::tr("The package list is not valid JSON at offset %1: %2.")
                         .arg(parseError.offset)
                         .arg(parseError.errorString());
        return list;
    }
    if (!doc.isArray()) {
        list.error = Tr::tr("The package list is not a JSON array.");
        return list;
    }
    const QJsonArray array = doc.array();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject o = array.at(i).toObject();
        const QJsonValue name = o.value(QLatin1String("name"));
        const QJsonValue version = o.value(QLatin1String("version"));
        if (!name.isString() || !version.isString() || !hasLetterOrDigit(name.toString())) {
            if (list.error.isEmpty())
                list.error = Tr::tr("Entry %1 of the package list has no name or version.").arg(i + 1);
            continue;
        }
        PipPackage p;
        p.displayName = name.toString();
        p.name = normalizePackageName(p.displayName);
        p.version = version.toString().trimmed();
        p.editableLocation = o.value(QLatin1String("editable_project_location")).toString();
        list.packages.append(p);
    }
    return list;
}

} // namespace ic
