// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HistorySchema.h"

namespace ic {

// Times are milliseconds since the Unix epoch, UTC. JSON columns hold the record as the code
// that wrote it produced it, so fields a newer build adds survive an older one.
const QList<QStringList> &historyMigrations()
{
    static const QList<QStringList> steps = {
        // 0 -> 1: hosts, restarts, ladder runs, environment snapshots, known good, load probes.
        {
            QStringLiteral("CREATE TABLE hosts ("
                           " id INTEGER PRIMARY KEY,"
                           " name TEXT NOT NULL UNIQUE,"
                           " first_seen_ms INTEGER NOT NULL)"),
            QStringLiteral("CREATE TABLE restarts ("
                           " id INTEGER PRIMARY KEY,"
                           " host_id INTEGER NOT NULL REFERENCES hosts(id) ON DELETE CASCADE,"
                           " service_key TEXT NOT NULL,"
                           " unit TEXT NOT NULL DEFAULT '',"
                           " model TEXT NOT NULL DEFAULT '',"
                           " args_hash TEXT NOT NULL DEFAULT '',"
                           " invocation_id TEXT NOT NULL DEFAULT '',"
                           " started_ms INTEGER,"
                           " ended_ms INTEGER,"
                           " recorded_ms INTEGER NOT NULL,"
                           " total_seconds REAL,"
                           " outcome TEXT NOT NULL DEFAULT 'unknown',"
                           " root_cause TEXT NOT NULL DEFAULT '',"
                           " root_cause_category TEXT NOT NULL DEFAULT '',"
                           " peak_gpu_mib REAL,"
                           " settled_gpu_mib REAL,"
                           " data TEXT NOT NULL DEFAULT '{}')"),
            QStringLiteral("CREATE INDEX restarts_by_key ON restarts(service_key, outcome, id)"),
            QStringLiteral("CREATE INDEX restarts_by_host ON restarts(host_id, id)"),
            QStringLiteral("CREATE TABLE restart_phases ("
                           " restart_id INTEGER NOT NULL REFERENCES restarts(id) ON DELETE CASCADE,"
                           " phase TEXT NOT NULL,"
                           " seconds REAL NOT NULL CHECK (seconds >= 0),"
                           " PRIMARY KEY (restart_id, phase)) WITHOUT ROWID"),
            QStringLiteral("CREATE TABLE ladder_runs ("
                           " id INTEGER PRIMARY KEY,"
                           " host_id INTEGER NOT NULL REFERENCES hosts(id) ON DELETE CASCADE,"
                           " started_ms INTEGER NOT NULL,"
                           " recorded_ms INTEGER NOT NULL,"
                           " ladder TEXT NOT NULL DEFAULT '',"
                           " model TEXT NOT NULL DEFAULT '',"
                           " verdict TEXT NOT NULL,"
                           " seconds REAL,"
                           " error TEXT NOT NULL DEFAULT '',"
                           " report TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX ladder_runs_by_host ON ladder_runs(host_id, started_ms, id)"),
            QStringLiteral("CREATE TABLE ladder_steps ("
                           " run_id INTEGER NOT NULL REFERENCES ladder_runs(id) ON DELETE CASCADE,"
                           " position INTEGER NOT NULL,"
                           " step TEXT NOT NULL,"
                           " verdict TEXT NOT NULL,"
                           " seconds REAL,"
                           " evidence TEXT NOT NULL DEFAULT '',"
                           " data TEXT NOT NULL DEFAULT '{}',"
                           " PRIMARY KEY (run_id, position)) WITHOUT ROWID"),
            QStringLiteral("CREATE TABLE environment_snapshots ("
                           " id INTEGER PRIMARY KEY,"
                           " host_id INTEGER NOT NULL REFERENCES hosts(id) ON DELETE CASCADE,"
                           " unit TEXT NOT NULL,"
                           " taken_ms INTEGER,"
                           " recorded_ms INTEGER NOT NULL,"
                           " exec_start TEXT NOT NULL DEFAULT '',"
                           " driver_version TEXT NOT NULL DEFAULT '',"
                           " cuda_version TEXT NOT NULL DEFAULT '',"
                           " environment TEXT NOT NULL DEFAULT '{}',"
                           " snapshot TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX snapshots_by_host ON environment_snapshots(host_id, unit, id)"),
            QStringLiteral(
                "CREATE TABLE snapshot_packages ("
                " snapshot_id INTEGER NOT NULL REFERENCES environment_snapshots(id) ON DELETE CASCADE,"
                " name TEXT NOT NULL,"
                " version TEXT NOT NULL,"
                " PRIMARY KEY (snapshot_id, name)) WITHOUT ROWID"),
            QStringLiteral("CREATE INDEX snapshot_packages_by_name ON snapshot_packages(name, snapshot_id)"),
            QStringLiteral(
                "CREATE TABLE known_good ("
                " id INTEGER PRIMARY KEY,"
                " host_id INTEGER NOT NULL REFERENCES hosts(id) ON DELETE CASCADE,"
                " unit TEXT NOT NULL,"
                " snapshot_id INTEGER NOT NULL REFERENCES environment_snapshots(id) ON DELETE CASCADE,"
                " restart_id INTEGER REFERENCES restarts(id) ON DELETE SET NULL,"
                " ladder_run_id INTEGER REFERENCES ladder_runs(id) ON DELETE SET NULL,"
                " marked_ms INTEGER NOT NULL)"),
            QStringLiteral("CREATE INDEX known_good_by_host ON known_good(host_id, unit, id)"),
            QStringLiteral("CREATE INDEX known_good_by_snapshot ON known_good(snapshot_id)"),
            QStringLiteral("CREATE TABLE load_probes ("
                           " id INTEGER PRIMARY KEY,"
                           " host_id INTEGER NOT NULL REFERENCES hosts(id) ON DELETE CASCADE,"
                           " ladder_run_id INTEGER REFERENCES ladder_runs(id) ON DELETE SET NULL,"
                           " started_ms INTEGER NOT NULL,"
                           " recorded_ms INTEGER NOT NULL,"
                           " model TEXT NOT NULL DEFAULT '',"
                           " concurrency INTEGER,"
                           " requests INTEGER,"
                           " failures INTEGER,"
                           " ttft_p50_ms REAL,"
                           " decode_tokens_per_second REAL,"
                           " result TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX load_probes_by_host ON load_probes(host_id, id)"),
            // Legacy JSON files already imported, so a second process never imports them twice.
            QStringLiteral("CREATE TABLE imported_files ("
                           " path TEXT PRIMARY KEY,"
                           " kind TEXT NOT NULL,"
                           " imported_ms INTEGER NOT NULL,"
                           " rows INTEGER NOT NULL)"),
        },
        // 1 -> 2: fleet operations: rollouts, their hosts, preflight overrides.
        {
            QStringLiteral("CREATE TABLE rollouts ("
                           " id INTEGER PRIMARY KEY,"
                           " uid TEXT NOT NULL UNIQUE,"
                           " created_ms INTEGER NOT NULL,"
                           " updated_ms INTEGER NOT NULL,"
                           " finished_ms INTEGER,"
                           " state TEXT NOT NULL,"
                           " plan TEXT NOT NULL DEFAULT '{}',"
                           " report TEXT NOT NULL DEFAULT '{}')"),
            QStringLiteral("CREATE INDEX rollouts_by_state ON rollouts(state, updated_ms)"),
            QStringLiteral("CREATE TABLE rollout_hosts ("
                           " rollout_id INTEGER NOT NULL REFERENCES rollouts(id) ON DELETE CASCADE,"
                           " host_id INTEGER NOT NULL REFERENCES hosts(id) ON DELETE CASCADE,"
                           " batch INTEGER NOT NULL,"
                           " position INTEGER NOT NULL,"
                           " state TEXT NOT NULL DEFAULT 'pending',"
                           " restart_id INTEGER REFERENCES restarts(id) ON DELETE SET NULL,"
                           " ladder_run_id INTEGER REFERENCES ladder_runs(id) ON DELETE SET NULL,"
                           " updated_ms INTEGER NOT NULL,"
                           " detail TEXT NOT NULL DEFAULT '{}',"
                           " PRIMARY KEY (rollout_id, host_id)) WITHOUT ROWID"),
            QStringLiteral("CREATE TABLE preflight_overrides ("
                           " id INTEGER PRIMARY KEY,"
                           " host_id INTEGER NOT NULL REFERENCES hosts(id) ON DELETE CASCADE,"
                           " rollout_id INTEGER REFERENCES rollouts(id) ON DELETE SET NULL,"
                           " at_ms INTEGER NOT NULL,"
                           " finding TEXT NOT NULL,"
                           " severity TEXT NOT NULL,"
                           " evidence TEXT NOT NULL DEFAULT '',"
                           " confirmation TEXT NOT NULL,"
                           " operator TEXT NOT NULL DEFAULT '',"
                           " data TEXT NOT NULL DEFAULT '{}')"),
            QStringLiteral("CREATE INDEX preflight_overrides_by_host ON preflight_overrides(host_id, id)"),
        },
        // 2 -> 3: each host's chat conversation, one row per turn in the order of the conversation
        // (`turn` is the JSON the chat layer writes; `bytes` its UTF-8 size, for the retention).
        {
            QStringLiteral("CREATE TABLE chat_turns ("
                           " id INTEGER PRIMARY KEY,"
                           " host_id INTEGER NOT NULL REFERENCES hosts(id) ON DELETE CASCADE,"
                           " position INTEGER NOT NULL,"
                           " started_ms INTEGER,"
                           " recorded_ms INTEGER NOT NULL,"
                           " state TEXT NOT NULL DEFAULT '',"
                           " bytes INTEGER NOT NULL,"
                           " turn TEXT NOT NULL,"
                           " UNIQUE (host_id, position))"),
        },
    };
    return steps;
}

} // namespace ic
