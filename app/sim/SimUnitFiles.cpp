// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimUnitFiles.h"

#include "SimHostCli.h"
#include "SimSystemctl.h"
#include "SimTimeline.h"
#include "formats/SystemctlCat.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QSet>

namespace ic::simhost {

QString simUnitDirectory(const QString &stateDir)
{
    return stateDir + QStringLiteral("/etc/systemd/system");
}

QByteArray simDefaultUnitText(const SimState &state)
{
    return "[Unit]\n"
           "Description=vLLM OpenAI-compatible server ("
        + state.model.toUtf8()
        + ")\n"
          "After=network-online.target nvidia-persistenced.service\n"
          "Wants=network-online.target\n"
          "\n"
          "[Service]\n"
          "Type=simple\n"
          "User=vllm\n"
          "Group=vllm\n"
          "WorkingDirectory=/opt/vllm\n"
          "Environment=HF_HOME=/data/hf VLLM_USE_V1=1 VLLM_LOGGING_LEVEL=INFO CUDA_DEVICE_ORDER=PCI_BUS_ID\n"
          "Environment=\"PATH=/opt/vllm/.venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\"\n"
          "ExecStart="
        + SimTimeline::execStartCommandLine(state)
        + "\n"
          "Restart=no\n"
          "LimitNOFILE=1048576\n"
          "LimitMEMLOCK=infinity\n"
          "\n"
          "[Install]\n"
          "WantedBy=multi-user.target\n";
}

bool simEnsureUnitFile(const QString &stateDir, const SimState &state, QString *error)
{
    const QString dir = simUnitDirectory(stateDir);
    const QString path = dir + u'/' + state.unit;
    if (QFile::exists(path))
        return true;
    if (!QDir().mkpath(dir)) {
        *error = QStringLiteral("cannot make %1").arg(dir);
        return false;
    }
    QSaveFile f(path);
    const QByteArray text = simDefaultUnitText(state);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size() || !f.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

QByteArray simUnitCat(const QString &stateDir, const QString &unit)
{
    // systemd's pretty-print.c cat_files(): "# path" per file, a blank line before all but the first.
    const QString dir = simUnitDirectory(stateDir);
    QStringList paths;
    if (QFile::exists(dir + u'/' + unit))
        paths << dir + u'/' + unit;
    const QDir dropIns(dir + u'/' + unit + QStringLiteral(".d"));
    for (const QString &name : dropIns.entryList({ QStringLiteral("*.conf") }, QDir::Files, QDir::Name))
        paths << dropIns.filePath(name);
    QByteArray out;
    for (const QString &p : std::as_const(paths)) {
        QFile f(p);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        QByteArray text = f.readAll();
        if (!text.isEmpty() && !text.endsWith('\n'))
            text += '\n';
        if (!out.isEmpty())
            out += '\n';
        out += "# " + p.toUtf8() + '\n' + text;
    }
    return out;
}

QString simEffectiveExecStart(const QByteArray &catText)
{
    const EffectiveService s = effectiveService(parseSystemctlCat(catText));
    return s.execStart.isEmpty() ? QString() : s.execStart.last();
}

QString simUnknownFlag(const QString &execStart)
{
    // `vllm serve --help` of the version the simulator stands in for (the flags its units use).
    static const QSet<QString> known = {
        QStringLiteral("--tensor-parallel-size"),
        QStringLiteral("--pipeline-parallel-size"),
        QStringLiteral("--data-parallel-size"),
        QStringLiteral("--enable-expert-parallel"),
        QStringLiteral("--trust-remote-code"),
        QStringLiteral("--max-model-len"),
        QStringLiteral("--gpu-memory-utilization"),
        QStringLiteral("--reasoning-parser"),
        QStringLiteral("--tool-call-parser"),
        QStringLiteral("--enable-auto-tool-choice"),
        QStringLiteral("--host"),
        QStringLiteral("--port"),
        QStringLiteral("--served-model-name"),
        QStringLiteral("--max-num-seqs"),
        QStringLiteral("--kv-cache-dtype"),
        QStringLiteral("--dtype"),
        QStringLiteral("--enforce-eager"),
        QStringLiteral("--api-key"),
        QStringLiteral("--quantization"),
        QStringLiteral("--enable-prefix-caching"),
        QStringLiteral("--max-num-batched-tokens"),
        QStringLiteral("--async-scheduling"),
        QStringLiteral("--disable-log-requests"),
        QStringLiteral("--compilation-config"),
        QStringLiteral("--mm-encoder-tp-mode"),
    };
    for (const QString &w : unitWords(execStart)) {
        if (!w.startsWith(QLatin1String("--")))
            continue;
        const QString flag = w.section(u'=', 0, 0);
        if (!known.contains(flag))
            return flag;
    }
    return {};
}

int simSystemctlCat(const SimStateStore &store, const QStringList &units)
{
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (units.isEmpty()) {
        writeErr("Too few arguments.\n");
        return 1;
    }
    int rc = 0;
    bool first = true;
    for (const QString &u : units) {
        const QString unit = simNormalizeUnit(u);
        if (unit == state.unit && !simEnsureUnitFile(store.directory(), state, &error)) {
            writeErr(error.toUtf8() + '\n');
            return 1;
        }
        const QByteArray cat = unit == state.unit ? simUnitCat(store.directory(), unit) : QByteArray();
        if (cat.isEmpty()) {
            writeErr("No files found for " + unit.toUtf8() + ".\n");
            rc = 1;
            continue;
        }
        if (!state.loadedUnitCat.isEmpty() && state.loadedUnitCat != cat)
            writeErr("Warning: " + unit.toUtf8()
                     + " changed on disk, the version systemd has loaded is outdated.\n"
                       "This output shows the current version of the unit's original fragment and drop-in "
                       "files.\nIf fragments or drop-ins were added or removed, they are not properly "
                       "reflected in this output.\nRun 'systemctl daemon-reload' to reload units.\n");
        writeOut((first ? QByteArray() : QByteArray("\n")) + cat);
        first = false;
    }
    return rc;
}

int simDaemonReload(const SimStateStore &store)
{
    QString error;
    SimState state;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (!simEnsureUnitFile(store.directory(), state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    const QByteArray cat = simUnitCat(store.directory(), state.unit);
    const bool ok = store.update(
        [&](SimState &s, QString *) {
            s.loadedUnitCat = cat;
            s.loadedExecStart = simEffectiveExecStart(cat);
            return true;
        },
        &error);
    if (!ok) {
        writeErr("Failed to reload daemon: " + error.toUtf8() + '\n');
        return 1;
    }
    return 0;
}

} // namespace ic::simhost
