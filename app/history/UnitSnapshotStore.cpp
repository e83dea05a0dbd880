// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The known-good unit states behind a roll back. Kept apart from HistoryStore: its own table,
// created on first use (CREATE TABLE IF NOT EXISTS), so the schema's migrations stay untouched.
#include "UnitSnapshotStore.h"

#include "formats/SystemctlCat.h"
#include "history/HistoryDatabase.h"
#include "history/HistorySql.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTimeZone>
#include <QVariant>

namespace ic {

namespace {
constexpr QLatin1StringView kRedacted("<redacted>");

QJsonObject mapToJson(const QMap<QString, QString> &map)
{
    QJsonObject o;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QMap<QString, QString> mapFromJson(const QJsonObject &o)
{
    QMap<QString, QString> map;
    for (auto it = o.begin(); it != o.end(); ++it)
        map.insert(it.key(), it.value().toString());
    return map;
}
} // namespace

bool isSecretName(QStringView name)
{
    static const QRegularExpression secret(QStringLiteral("(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|"
                                                          "ACCESS_KEY|PRIVATE_KEY|CREDENTIAL)"),
                                           QRegularExpression::CaseInsensitiveOption);
    return secret.match(name).hasMatch();
}

QString redactUnitText(const QString &text, bool *redacted)
{
    bool any = false;
    QString out = text;
    // NAME=value, NAME="value with spaces", NAME='…' wherever they stand (Environment= lines).
    static const QRegularExpression assignment(
        QStringLiteral("(?<![A-Za-z0-9_])([A-Za-z_][A-Za-z0-9_]*)=(\"[^\"\\n]*\"|'[^'\\n]*'|[^\\s\"']+)"));
    qsizetype from = 0;
    for (;;) {
        const QRegularExpressionMatch m = assignment.match(out, from);
        if (!m.hasMatch())
            break;
        if (isSecretName(m.capturedView(1)) && m.captured(2) != kRedacted) {
            out.replace(m.capturedStart(2), m.capturedLength(2), kRedacted);
            any = true;
            from = m.capturedStart(2) + kRedacted.size();
        } else {
            from = m.capturedStart(2); // `Environment=HF_TOKEN=…`: the value may hold the assignment
        }
    }
    // Engine flags that carry secrets (vLLM's and SGLang's --api-key, llama-server's --api-key).
    static const QRegularExpression flag(QStringLiteral(
        "(--(?:api-key|hf-token|admin-api-key)(?:=|\\s+))(\"[^\"\\n]*\"|'[^'\\n]*'|[^\\s\"'\\\\]+)"));
    from = 0;
    for (;;) {
        const QRegularExpressionMatch m = flag.match(out, from);
        if (!m.hasMatch())
            break;
        if (m.captured(2) != kRedacted) {
            out.replace(m.capturedStart(2), m.capturedLength(2), kRedacted);
            any = true;
        }
        from = m.capturedStart(2) + kRedacted.size();
    }
    if (redacted)
        *redacted = any;
    return out;
}

QJsonObject UnitSnapshot::toJson() const
{
    return { { QStringLiteral("host"), host },
             { QStringLiteral("unit"), unit },
             { QStringLiteral("recorded"), recorded.toUTC().toString(Qt::ISODateWithMs) },
             { QStringLiteral("cat"), catText },
             { QStringLiteral("fragment_path"), fragmentPath },
             { QStringLiteral("exec_start"), execStart },
             { QStringLiteral("environment"), mapToJson(environment) },
             { QStringLiteral("environment_files"), QJsonArray::fromStringList(environmentFiles) },
             { QStringLiteral("packages"), mapToJson(packages) },
             { QStringLiteral("evidence"), evidence },
             { QStringLiteral("redacted"), hasRedactedSecret } };
}

UnitSnapshot UnitSnapshot::fromJson(const QJsonObject &o)
{
    UnitSnapshot s;
    s.host = o.value(QLatin1String("host")).toString();
    s.unit = o.value(QLatin1String("unit")).toString();
    s.recorded = QDateTime::fromString(o.value(QLatin1String("recorded")).toString(), Qt::ISODateWithMs);
    s.catText = o.value(QLatin1String("cat")).toString();
    s.fragmentPath = o.value(QLatin1String("fragment_path")).toString();
    s.execStart = o.value(QLatin1String("exec_start")).toString();
    s.environment = mapFromJson(o.value(QLatin1String("environment")).toObject());
    for (const QJsonValue &v : o.value(QLatin1String("environment_files")).toArray())
        s.environmentFiles.append(v.toString());
    s.packages = mapFromJson(o.value(QLatin1String("packages")).toObject());
    s.evidence = o.value(QLatin1String("evidence")).toString();
    s.hasRedactedSecret = o.value(QLatin1String("redacted")).toBool();
    return s;
}

UnitSnapshot makeUnitSnapshot(const QString &host, const QString &unit, const UnitCat &cat, QString *error)
{
    UnitSnapshot s;
    s.host = host;
    s.unit = unit;
    s.recorded = QDateTime::currentDateTimeUtc();
    bool redacted = false;
    s.catText = redactUnitText(QString::fromUtf8(cat.toText()), &redacted);
    s.fragmentPath = cat.fragmentPath();
    // The effective values from the redacted text: nothing secret is kept anywhere.
    const EffectiveService eff = effectiveService(parseSystemctlCat(s.catText.toUtf8()));
    s.execStart = eff.execStart.value(eff.execStart.size() - 1);
    for (const auto &[name, value] : environmentAssignments(eff.environment))
        s.environment.insert(name, value);
    s.environmentFiles = eff.environmentFiles;
    s.hasRedactedSecret = redacted;
    if (error)
        *error = !cat.error.isEmpty() ? cat.error : eff.error;
    return s;
}

UnitSnapshotStore::UnitSnapshotStore(std::shared_ptr<HistoryDatabase> db)
    : m_db(std::move(db))
{
}

bool UnitSnapshotStore::ensureTable(QString *error) const
{
    if (!m_db || !m_db->isAvailable()) {
        if (error)
            *error = m_db ? m_db->error() : QStringLiteral("no history database");
        return false;
    }
    bool done = false;
    m_db->runOnce(QStringLiteral("unit_snapshots"), [this, &done, error] {
        done = m_db->write(
            [this](QSqlDatabase &db, QString *err) {
                QSqlQuery q(db);
                if (!q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS unit_snapshots ("
                                           " id INTEGER PRIMARY KEY,"
                                           " host_id INTEGER NOT NULL REFERENCES hosts(id) ON DELETE CASCADE,"
                                           " unit TEXT NOT NULL,"
                                           " recorded_ms INTEGER NOT NULL,"
                                           " exec_start TEXT NOT NULL DEFAULT '',"
                                           " snapshot TEXT NOT NULL)")))
                    return failed(q, err, *m_db);
                return q.exec(QStringLiteral("CREATE INDEX IF NOT EXISTS unit_snapshots_by_host"
                                             " ON unit_snapshots(host_id, unit, id)"))
                    || failed(q, err, *m_db);
            },
            error);
    });
    if (done)
        return true;
    // Another call made it (runOnce ran before) or it failed: the table tells.
    QSqlQuery q = m_db->query(
        QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'unit_snapshots'"));
    if (q.exec() && q.next())
        return true;
    if (error && error->isEmpty())
        *error = QStringLiteral("the unit_snapshots table could not be made in %1").arg(m_db->path());
    return false;
}

bool UnitSnapshotStore::record(const UnitSnapshot &snapshot, QString *error) const
{
    if (!ensureTable(error))
        return false;
    return m_db->write(
        [this, &snapshot](QSqlDatabase &db, QString *err) {
            const qint64 hostId = upsertHost(db, snapshot.host, err, *m_db);
            if (hostId == 0)
                return false;
            QSqlQuery q(db);
            q.prepare(
                QStringLiteral("INSERT INTO unit_snapshots(host_id, unit, recorded_ms, exec_start, snapshot)"
                               " VALUES (?, ?, ?, ?, ?)"));
            q.addBindValue(hostId);
            q.addBindValue(text(snapshot.unit));
            q.addBindValue((snapshot.recorded.isValid() ? snapshot.recorded : QDateTime::currentDateTimeUtc())
                               .toMSecsSinceEpoch());
            q.addBindValue(text(snapshot.execStart));
            q.addBindValue(jsonText(snapshot.toJson()));
            return q.exec() || failed(q, err, *m_db);
        },
        error);
}

std::optional<UnitSnapshot> UnitSnapshotStore::lastKnownGood(const QString &host, const QString &unit,
                                                             QString *error) const
{
    if (!ensureTable(error))
        return std::nullopt;
    QSqlQuery q = m_db->query(QStringLiteral(
        "SELECT id, recorded_ms, snapshot FROM unit_snapshots"
        " WHERE host_id = (SELECT id FROM hosts WHERE name = ?) AND unit = ? ORDER BY id DESC LIMIT 1"));
    q.addBindValue(host);
    q.addBindValue(unit);
    if (!q.exec()) {
        if (error)
            *error = m_db->describe(q);
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    UnitSnapshot s = UnitSnapshot::fromJson(jsonObjectFrom(q.value(2)));
    s.id = q.value(0).toLongLong();
    s.recorded = QDateTime::fromMSecsSinceEpoch(q.value(1).toLongLong(), QTimeZone::utc());
    s.host = host;
    s.unit = unit;
    return s;
}

} // namespace ic
