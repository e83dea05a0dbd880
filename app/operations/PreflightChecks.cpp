// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The preflight's checks as pure functions over what the host answered: each yields findings,
// or skip/error with the reason when it could not measure. Over 600 lines on purpose: seven small
// check functions that share one set of helpers (command problems, df rows); split per check when one grows.
#include "PreflightChecks.h"

#include "diagnose/VersionAgreement.h"
#include "formats/DiskFree.h"
#include "formats/ListeningSockets.h"
#include "formats/NvidiaSmi.h"
#include "formats/PipList.h"
#include "formats/ProcessTable.h"
#include "formats/SystemctlShow.h"
#include "host/ServiceCommand.h"
#include "monitor/LeftoverProcesses.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Preflight)
};

using Status = PreflightCheck::Status;

QJsonObject thresholds(const QByteArray &json)
{
    QByteArray text = json;
    if (text.isEmpty()) {
        QFile f(QStringLiteral(":/diagnose/preflight.json"));
        if (f.open(QIODevice::ReadOnly))
            text = f.readAll();
    }
    return QJsonDocument::fromJson(text).object();
}

QString lastLine(const QByteArray &bytes)
{
    const QList<QByteArray> lines = bytes.trimmed().split('\n');
    return QString::fromUtf8(lines.isEmpty() ? QByteArray() : lines.last().trimmed()).left(300);
}

/// Why a command's answer cannot be used: skip when the tool is missing or not allowed, error
/// otherwise; nullopt when it ran. `partialOk`: a non-zero exit with output is still an answer.
std::optional<std::pair<Status, QString>> problem(const std::optional<CommandResult> &r,
                                                  const QString &buildError, const QString &tool,
                                                  int timeoutSeconds, bool partialOk = false)
{
    if (!buildError.isEmpty())
        return std::make_pair(Status::Skip, buildError);
    if (!r)
        return std::make_pair(
            Status::Error,
            Tr::tr("%1 did not answer within the preflight's %2 s.").arg(tool).arg(timeoutSeconds));
    if (!r->ran())
        return std::make_pair(Status::Error, Tr::tr("%1 could not run: %2").arg(tool, r->error));
    const QString err = lastLine(r->standardError);
    if (r->exitCode == 127 || (r->exitCode != 0 && err.contains(QLatin1String("not found"))))
        return std::make_pair(Status::Skip,
                              Tr::tr("%1 is not installed on the host (exit status %2: %3).")
                                  .arg(tool)
                                  .arg(r->exitCode)
                                  .arg(err));
    if (r->exitCode == 126 || err.contains(QLatin1String("Permission denied")))
        return std::make_pair(
            Status::Skip,
            Tr::tr("%1 is not allowed to run (exit status %2: %3).").arg(tool).arg(r->exitCode).arg(err));
    if (r->exitCode != 0 && !(partialOk && !r->standardOutput.trimmed().isEmpty()))
        return std::make_pair(Status::Error,
                              Tr::tr("%1 failed (exit status %2): %3").arg(tool).arg(r->exitCode).arg(err));
    return std::nullopt;
}

PreflightCheck check(const QString &id, const QString &title)
{
    PreflightCheck c;
    c.id = id;
    c.title = title;
    c.status = Status::Done;
    return c;
}

bool fail(PreflightCheck &c, const std::optional<std::pair<Status, QString>> &p)
{
    if (!p)
        return false;
    c.status = p->first;
    c.reason = p->second;
    return true;
}

QString gib(double bytes)
{
    return Tr::tr("%1 GiB").arg(bytes / (1024.0 * 1024.0 * 1024.0), 0, 'f', 1);
}

QMap<QString, QString> packagesOf(const CommandResult &r, QString *error)
{
    const PipList list = parsePipListJson(r.standardOutput);
    if (list.packages.isEmpty()) {
        *error = Tr::tr("pip listed no packages: %1")
                     .arg(list.error.isEmpty() ? lastLine(r.standardError) : list.error);
        return {};
    }
    EnvironmentSnapshot s;
    s.setPackages(list);
    return s.packages;
}

UnitProperties unitOf(const PreflightInputs &in)
{
    if (!in.unitShow || !in.unitShow->succeeded())
        return {};
    return parseSystemctlShow(in.unitShow->standardOutput, preflightUnitProperties());
}

PreflightCheck packagesCheck(const PreflightInputs &in, const QMap<QString, QString> &packages,
                             const std::optional<std::pair<Status, QString>> &pipProblem)
{
    PreflightCheck c = check(QStringLiteral("packages"), Tr::tr("Package pairs that must match"));
    if (fail(c, pipProblem))
        return c;
    c.evidence.append(Tr::tr("%1 packages listed by %2 -m pip list").arg(packages.size()).arg(in.python));
    for (const InstalledPackage &p : watchedVersions(packages))
        c.evidence.append(p.name + u' ' + p.version);
    for (const DriftFinding &d : checkVersionAgreement(packages)) {
        PreflightFinding f;
        f.id = QStringLiteral("packages/") + d.ruleId;
        f.severity = d.severity == DriftFinding::Severity::Error ? PreflightSeverity::Block
            : d.severity == DriftFinding::Severity::Warning      ? PreflightSeverity::Warn
                                                                 : PreflightSeverity::Info;
        f.title = d.sentence;
        for (int i = 0; i < d.packages.size(); ++i)
            f.evidence.append(
                d.packages.at(i) + u' '
                + (d.versions.value(i).isEmpty() ? Tr::tr("(not installed)") : d.versions.value(i)));
        if (!d.source.isEmpty())
            f.evidence.append(Tr::tr("rule: %1").arg(d.source));
        QStringList pins;
        if (in.knownGood) {
            for (const QString &p : d.packages) {
                const QString v = in.knownGood->packages.value(p);
                if (!v.isEmpty())
                    pins.append(p + QStringLiteral("==") + v);
            }
        }
        if (!pins.isEmpty())
            f.remedy = Tr::tr("Install the last known good versions in the service's environment before "
                              "restarting: %1 -m pip install %2")
                           .arg(in.python, pins.join(u' '));
        else if (d.packages.size() > 1 && !d.versions.value(1).isEmpty())
            f.remedy = Tr::tr("Make the versions agree before restarting, e.g. %1 -m pip install %2==%3")
                           .arg(in.python, d.packages.first(), d.versions.value(1));
        else
            f.remedy = Tr::tr("Install the versions the rule asks for before restarting.");
        c.findings.append(f);
    }
    return c;
}

PreflightCheck driftCheck(const PreflightInputs &in, const QMap<QString, QString> &packages,
                          const std::optional<std::pair<Status, QString>> &pipProblem,
                          const UnitProperties &unit)
{
    PreflightCheck c = check(QStringLiteral("drift"), Tr::tr("Drift against the last known good"));
    if (!in.knownGood) {
        c.status = Status::Skip;
        c.reason = Tr::tr("No last known good is recorded for %1 (%2) yet: a validation run that passes "
                          "records one.")
                       .arg(in.host, in.unit);
        return c;
    }
    if (fail(c, pipProblem))
        return c;
    EnvironmentSnapshot now;
    now.packages = packages;
    now.execStart = unitCommandLine(unit.value(QStringLiteral("ExecStart")));
    EnvironmentSnapshot before = *in.knownGood;
    if (in.nativeEngine)
        before.packages.clear(); // a native binary: its command line is compared, no packages
    before.environment.clear();
    before.driverVersion.clear(); // the driver check judges these
    before.cudaVersion.clear();
    if (before.execStart.isEmpty() || now.execStart.isEmpty())
        now.execStart = before.execStart;
    const EnvironmentDiff diff = diffEnvironments(before, now);
    c.evidence.append(Tr::tr("last known good of %1").arg(in.knownGood->taken.toUTC().toString(Qt::ISODate)));
    if (in.nativeEngine)
        c.evidence.append(Tr::tr("%1 is a native binary: its command line is compared, no Python packages")
                              .arg(in.engineTitle));
    else if (diff.packages.isEmpty())
        c.evidence.append(Tr::tr("the same %1 packages").arg(packages.size()));
    QSet<QString> watched;
    for (const InstalledPackage &p : watchedVersions(packages))
        watched.insert(p.name);
    for (const InstalledPackage &p : watchedVersions(before.packages))
        watched.insert(p.name);
    QStringList watchedLines, otherLines;
    for (const PackageChange &p : diff.packages) {
        const QString line = p.name + u' ' + (p.before.isEmpty() ? Tr::tr("(absent)") : p.before)
            + QStringLiteral(" → ") + (p.after.isEmpty() ? Tr::tr("(removed)") : p.after);
        (watched.contains(p.name) ? watchedLines : otherLines).append(line);
    }
    if (!watchedLines.isEmpty() || !otherLines.isEmpty()) {
        PreflightFinding f;
        f.id = QStringLiteral("drift/packages");
        f.severity = watchedLines.isEmpty() ? PreflightSeverity::Info : PreflightSeverity::Warn;
        f.title = Tr::tr("%n package(s) changed since the last known good", nullptr,
                         int(watchedLines.size() + otherLines.size()));
        f.evidence = watchedLines + otherLines.mid(0, 40);
        if (otherLines.size() > 40)
            f.evidence.append(Tr::tr("… and %1 more").arg(otherLines.size() - 40));
        f.remedy
            = Tr::tr("Expect the start-up to differ from the last one that passed (recompiles, new kernels); "
                     "if it fails, reinstall the last known good versions.");
        c.findings.append(f);
    }
    if (diff.execStartChanged) {
        PreflightFinding f;
        f.id = QStringLiteral("drift/exec-start");
        f.severity = PreflightSeverity::Warn;
        f.title = Tr::tr("The unit's command line changed since the last known good");
        f.evidence
            = { Tr::tr("before: %1").arg(diff.execStartBefore), Tr::tr("now: %1").arg(diff.execStartAfter) };
        f.remedy = Tr::tr("Check the new arguments (systemctl cat %1) before restarting.").arg(in.unit);
        c.findings.append(f);
    }
    return c;
}

PreflightCheck driverCheck(const PreflightInputs &in, const QMap<QString, QString> &packages,
                           const std::optional<std::pair<Status, QString>> &smiProblem)
{
    PreflightCheck c = check(QStringLiteral("driver"), Tr::tr("Driver and CUDA against the last known good"));
    if (fail(c, smiProblem))
        return c;
    QString driver;
    for (const QByteArray &line : in.gpus->standardOutput.split('\n')) {
        const QList<QByteArray> cells = line.split(',');
        if (cells.size() >= 3 && !cells.at(2).trimmed().isEmpty()) {
            driver = QString::fromUtf8(cells.at(2).trimmed()).left(64);
            break;
        }
    }
    if (driver.isEmpty()) {
        c.status = Status::Error;
        c.reason = Tr::tr("nvidia-smi printed no driver version: %1").arg(lastLine(in.gpus->standardOutput));
        return c;
    }
    const QString cuda = cudaFromTorchVersion(packages.value(QStringLiteral("torch")));
    c.evidence.append(Tr::tr("driver %1 (nvidia-smi --query-gpu=driver_version)").arg(driver));
    if (!cuda.isEmpty())
        c.evidence.append(Tr::tr("CUDA %1 (torch %2)").arg(cuda, packages.value(QStringLiteral("torch"))));
    if (!in.knownGood) {
        c.status = Status::Skip;
        c.reason
            = Tr::tr("No last known good is recorded for %1 (%2) yet: nothing to compare the driver with.")
                  .arg(in.host, in.unit);
        return c;
    }
    if (in.knownGood->driverVersion.isEmpty()) {
        c.status = Status::Skip;
        c.reason = Tr::tr("The last known good has no driver version (it was recorded without nvidia-smi).");
        return c;
    }
    if (in.knownGood->driverVersion != driver) {
        PreflightFinding f;
        f.id = QStringLiteral("driver/version");
        f.severity = PreflightSeverity::Warn;
        f.title = Tr::tr("The NVIDIA driver changed since the last known good: %1 → %2")
                      .arg(in.knownGood->driverVersion, driver);
        f.evidence = { Tr::tr("last known good: driver %1").arg(in.knownGood->driverVersion),
                       Tr::tr("now: driver %1").arg(driver) };
        f.remedy
            = Tr::tr("A driver update needs the host rebooted or the kernel module reloaded before the "
                     "engine can use it; check that nvidia-smi and the driver agree, and that the driver "
                     "supports the CUDA the torch wheel was built for.");
        c.findings.append(f);
    }
    if (!in.knownGood->cudaVersion.isEmpty() && !cuda.isEmpty() && in.knownGood->cudaVersion != cuda) {
        PreflightFinding f;
        f.id = QStringLiteral("driver/cuda");
        f.severity = PreflightSeverity::Warn;
        f.title = Tr::tr("The CUDA of the torch wheel changed since the last known good: %1 → %2")
                      .arg(in.knownGood->cudaVersion, cuda);
        f.evidence = { Tr::tr("last known good: CUDA %1").arg(in.knownGood->cudaVersion),
                       Tr::tr("now: CUDA %1 (torch %2)").arg(cuda, packages.value(QStringLiteral("torch"))) };
        f.remedy = Tr::tr("Make sure driver %1 supports CUDA %2 (NVIDIA's CUDA compatibility table) before "
                          "restarting.")
                       .arg(driver, cuda);
        c.findings.append(f);
    }
    return c;
}

PreflightCheck leftoverCheck(const PreflightInputs &in, const UnitProperties &unit,
                             const std::optional<std::pair<Status, QString>> &unitProblem)
{
    PreflightCheck c = check(QStringLiteral("leftover-gpu"), Tr::tr("Leftover processes holding GPU memory"));
    if (fail(c, problem(in.apps, in.gpusError, QStringLiteral("nvidia-smi"), in.timeoutSeconds)))
        return c;
    if (fail(c, unitProblem))
        return c;
    if (fail(c, problem(in.processes, {}, QStringLiteral("ps"), in.timeoutSeconds)))
        return c;
    const QStringList fields = { QStringLiteral("pid"), QStringLiteral("process_name"),
                                 QStringLiteral("gpu_uuid"), QStringLiteral("used_memory") };
    QList<GpuProcess> apps;
    QHash<qint64, QString> appLines;
    for (const QByteArray &line : in.apps->standardOutput.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const GpuProcess p = parseComputeAppsLine(line, fields);
        if (!p.isValid()) {
            c.status = Status::Error;
            c.reason = Tr::tr("nvidia-smi printed a line that is not a compute app: %1").arg(p.error);
            return c;
        }
        apps.append(p);
        appLines.insert(p.pid, QString::fromUtf8(line.trimmed()));
    }
    QHash<QString, int> indexByUuid;
    if (in.gpus && in.gpus->succeeded()) {
        for (const QByteArray &line : in.gpus->standardOutput.split('\n')) {
            const QList<QByteArray> cells = line.split(',');
            if (cells.size() >= 2)
                indexByUuid.insert(QString::fromUtf8(cells.at(1).trimmed()), cells.at(0).trimmed().toInt());
        }
    }
    const ProcessTable table = parseProcessTable(in.processes->standardOutput);
    const qint64 mainPid = unit.value(QStringLiteral("MainPID")).toLongLong();
    const LeftoverReport report = findLeftoverProcesses(apps, mainPid, table, indexByUuid);
    if (!report.error.isEmpty()) {
        c.status = Status::Error;
        c.reason = report.error;
        return c;
    }
    c.evidence.append(
        Tr::tr("%n GPU process(es); the service's main pid is %1", nullptr, int(apps.size())).arg(mainPid));
    const QHash<qint64, int> byPid = table.indexByPid();
    for (const GpuProcessVerdict &v : report.rows) {
        if (!v.leftover)
            continue;
        PreflightFinding f;
        f.id = QStringLiteral("leftover-gpu/%1").arg(v.process.pid);
        f.severity = PreflightSeverity::Block;
        f.title = v.sentence;
        f.evidence.append(QStringLiteral("nvidia-smi: ") + appLines.value(v.process.pid));
        if (const auto row = byPid.constFind(v.process.pid); row != byPid.cend()) {
            const ProcessEntry &e = table.processes.at(*row);
            f.evidence.append(Tr::tr("ps: pid %1, parent %2, %3 — not below the service's main pid %4")
                                  .arg(e.pid)
                                  .arg(e.ppid)
                                  .arg(e.command)
                                  .arg(mainPid));
        }
        f.remedy
            = Tr::tr("Stop it before the restart (kill %1, or sudo kill %1 if another user owns it): the "
                     "engine counts the whole GPU and fails with out-of-memory when memory is already taken.")
                  .arg(v.process.pid);
        c.findings.append(f);
    }
    return c;
}

PreflightCheck modelFileCheck(const PreflightInputs &in,
                              const std::optional<std::pair<Status, QString>> &unitProblem)
{
    PreflightCheck c = check(QStringLiteral("model-file"), Tr::tr("Model file named by ExecStart"));
    if (fail(c, unitProblem))
        return c;
    if (!in.modelFileError.isEmpty()) {
        c.status = Status::Skip;
        c.reason = in.modelFileError;
        return c;
    }
    const QString &path = in.modelPath;
    auto finding = [&c](const QString &id, PreflightSeverity severity, const QString &title,
                        const QStringList &evidence, const QString &remedy) {
        PreflightFinding f;
        f.id = QStringLiteral("model-file/") + id;
        f.severity = severity;
        f.title = title;
        f.evidence = evidence;
        f.remedy = remedy;
        c.findings.append(f);
    };
    // `stat` could not look at the path: the file or a directory on the way is missing.
    if (in.modelFile && in.modelFile->ran() && in.modelFile->exitCode == 3) {
        const QString said = lastLine(in.modelFile->standardError);
        if (said.contains(QLatin1String("No such file or directory"))
            || said.contains(QLatin1String("Not a directory"))) {
            c.evidence.append(Tr::tr("%1: does not exist").arg(path));
            finding(
                QStringLiteral("missing"), PreflightSeverity::Block,
                Tr::tr("The model file %1 does not exist: the engine would fail to load it").arg(path),
                { QStringLiteral("stat: ") + said },
                Tr::tr("Put the model at %1, or correct the -m/--model path in the unit (systemctl edit %2).")
                    .arg(path, in.unit));
            return c;
        }
        c.status = Status::Error;
        c.reason = Tr::tr("stat could not look at %1: %2").arg(path, said);
        return c;
    }
    if (fail(c, problem(in.modelFile, {}, QStringLiteral("stat"), in.timeoutSeconds)))
        return c;
    QHash<QString, QString> facts;
    for (const QByteArray &line : in.modelFile->standardOutput.split('\n')) {
        for (const QString &part : QString::fromUtf8(line.trimmed()).split(u'|', Qt::SkipEmptyParts)) {
            const qsizetype eq = part.indexOf(u'=');
            if (eq > 0)
                facts.insert(part.left(eq), part.mid(eq + 1));
        }
    }
    bool sized = false;
    const qint64 size = facts.value(QStringLiteral("size")).toLongLong(&sized);
    const QString type = facts.value(QStringLiteral("type"));
    if (type.isEmpty() || !sized) {
        c.status = Status::Error;
        c.reason
            = Tr::tr("stat did not say what %1 is: %2").arg(path, lastLine(in.modelFile->standardOutput));
        return c;
    }
    const QString statLine = Tr::tr("stat: %1, %2 bytes").arg(type).arg(size);
    if (!type.startsWith(QLatin1String("regular"))) {
        c.evidence.append(Tr::tr("%1: %2").arg(path, type));
        finding(QStringLiteral("not-a-file"), PreflightSeverity::Block,
                Tr::tr("%1 is a %2, not a model file").arg(path, type), { statLine },
                Tr::tr("Point -m/--model at the .gguf file itself (for a split model, its first part)."));
        return c;
    }
    c.evidence.append(Tr::tr("%1: regular file, %2 (%3 bytes)").arg(path, gib(double(size))).arg(size));
    if (size == 0) {
        finding(QStringLiteral("empty"), PreflightSeverity::Block,
                Tr::tr("The model file %1 is empty").arg(path), { statLine },
                Tr::tr("Download the model again: an empty file is what an interrupted copy leaves."));
        return c;
    }
    const QString expected = QString::fromLatin1(in.modelMagic);
    if (facts.value(QStringLiteral("readable")) == QLatin1String("no")) {
        finding(
            QStringLiteral("unreadable"), PreflightSeverity::Warn,
            Tr::tr("%1 is not readable by the console's user: its first bytes were not checked").arg(path),
            { statLine },
            Tr::tr("Make sure the service's user (User= of %1) may read it; the console checks the %2 "
                   "header when its own user may read it too.")
                .arg(in.unit, expected));
        return c;
    }
    const QByteArray hex = facts.value(QStringLiteral("magic")).toLatin1();
    const QByteArray head = QByteArray::fromHex(hex);
    if (head == in.modelMagic) {
        c.evidence.append(Tr::tr("starts with %1 (the %2 header)").arg(expected, expected));
        return c;
    }
    QString shown;
    for (const char ch : head)
        shown += (ch >= 0x20 && ch < 0x7f) ? QChar::fromLatin1(ch) : QChar(u'.');
    finding(QStringLiteral("magic"), PreflightSeverity::Block,
            Tr::tr("%1 is not a %2 file: it starts with “%3” (%4), not “%2”")
                .arg(path, expected, shown, QString::fromLatin1(head.toHex(' '))),
            { statLine },
            Tr::tr("Point -m/--model at a %1 model (a Hugging Face checkpoint must be converted first), or "
                   "download it again if the file is damaged.")
                .arg(expected));
    return c;
}

struct DiskRows {
    DiskFree parsed;
    std::optional<std::pair<Status, QString>> problem;
};

const DiskFreeRow *rowFor(const QList<DiskFreeRow> &rows, const QString &candidate)
{
    for (const DiskFreeRow &r : rows) {
        if (r.file == candidate)
            return &r;
    }
    if (candidate.startsWith(u'~')) {
        const qsizetype slash = candidate.indexOf(u'/');
        const QString rel = slash > 0 ? candidate.mid(slash) : QString();
        for (const DiskFreeRow &r : rows) {
            if (!rel.isEmpty() && r.file.startsWith(u'/') && r.file.endsWith(rel))
                return &r;
        }
    }
    return nullptr;
}

PreflightFinding spaceFinding(const QString &id, PreflightSeverity severity, const QString &title,
                              const DiskFreeRow &row, const QString &remedy)
{
    PreflightFinding f;
    f.id = id;
    f.severity = severity;
    f.title = title;
    f.evidence = { QStringLiteral("df: ") + row.line };
    f.remedy = remedy;
    return f;
}

PreflightCheck diskCheck(const PreflightInputs &in, const DiskRows &df, const QJsonObject &limits)
{
    const bool model = std::any_of(in.caches.cbegin(), in.caches.cend(),
                                   [](const PreflightCachePath &p) { return !p.blocks; });
    PreflightCheck c
        = check(QStringLiteral("disk"),
                !model                      ? Tr::tr("Free disk for the caches")
                    : in.caches.size() == 1 ? Tr::tr("Free disk where the model file lives")
                                            : Tr::tr("Free disk for the caches and the model file"));
    if (in.caches.isEmpty()) {
        c.status = Status::Skip;
        c.reason = !in.diskError.isEmpty() ? in.diskError
                                           : Tr::tr("The %1 profile names no cache a start-up writes to, and "
                                                    "no model file was found to measure.")
                                                 .arg(in.engineTitle);
        return c;
    }
    if (fail(c, df.problem))
        return c;
    const QJsonObject disk = limits.value(QStringLiteral("disk")).toObject();
    const double block = disk.value(QStringLiteral("blockBelowGiB")).toDouble(5) * 1024 * 1024 * 1024;
    const double warn = disk.value(QStringLiteral("warnBelowGiB")).toDouble(20) * 1024 * 1024 * 1024;
    QSet<QString> mounts;
    bool measured = false;
    for (const PreflightCachePath &cache : in.caches) {
        const DiskFreeRow *row = nullptr;
        for (const QString &candidate : cache.candidates) {
            if ((row = rowFor(df.parsed.rows, candidate)))
                break;
        }
        if (!row) {
            c.evidence.append(
                Tr::tr("%1 (%2): no part of the path exists on the host").arg(cache.title, cache.path));
            continue;
        }
        measured = true;
        c.evidence.append(Tr::tr("%1 %2: %3 free of %4 on %5 (measured at %6)")
                              .arg(cache.title, cache.path, gib(row->availableBytes), gib(row->sizeBytes),
                                   row->mountedOn, row->file));
        if (mounts.contains(row->mountedOn))
            continue;
        mounts.insert(row->mountedOn);
        const double avail = double(row->availableBytes);
        if (avail >= warn)
            continue;
        const bool blocks = cache.blocks && avail < block;
        if (!cache.blocks && avail >= block) // the model's disk: only a nearly full one is said
            continue;
        c.findings.append(spaceFinding(
            QStringLiteral("disk/") + cache.id, blocks ? PreflightSeverity::Block : PreflightSeverity::Warn,
            Tr::tr("Only %1 free on %2, where the %3 lives (%4 below %5)")
                .arg(gib(avail), row->mountedOn, cache.title, blocks ? Tr::tr("blocks") : Tr::tr("warns"),
                     gib(blocks ? block : warn)),
            *row,
            Tr::tr(
                "Free space on %1 before restarting: a start-up that recompiles or downloads writes to %2.")
                .arg(row->mountedOn, cache.path)));
    }
    if (!measured) {
        c.status = Status::Error;
        c.reason
            = Tr::tr("df measured none of the cache paths: %1")
                  .arg(df.parsed.error.isEmpty() ? lastLine(in.diskFree->standardError) : df.parsed.error);
    }
    return c;
}

PreflightCheck shmCheck(const PreflightInputs &in, const DiskRows &df, const QJsonObject &limits)
{
    PreflightCheck c = check(QStringLiteral("shm"), Tr::tr("Shared memory (/dev/shm)"));
    if (fail(c, df.problem))
        return c;
    const QJsonObject shm = limits.value(QStringLiteral("shm")).toObject();
    const QString path = shm.value(QStringLiteral("path")).toString(QStringLiteral("/dev/shm"));
    const DiskFreeRow *row = rowFor(df.parsed.rows, path);
    if (!row) {
        c.status = Status::Error;
        c.reason = Tr::tr("df did not measure %1: %2").arg(path, lastLine(in.diskFree->standardError));
        return c;
    }
    const double block = shm.value(QStringLiteral("blockBelowGiB")).toDouble(1) * 1024 * 1024 * 1024;
    const double warn = shm.value(QStringLiteral("warnBelowGiB")).toDouble(2) * 1024 * 1024 * 1024;
    const double avail = double(row->availableBytes);
    c.evidence.append(Tr::tr("%1: %2 free of %3").arg(path, gib(avail), gib(row->sizeBytes)));
    if (avail < warn) {
        const bool blocks = avail < block;
        c.findings.append(spaceFinding(
            QStringLiteral("shm/size"), blocks ? PreflightSeverity::Block : PreflightSeverity::Warn,
            Tr::tr(
                "%1 has only %2 free (%3 below %4): NCCL and PyTorch's worker processes share tensors there")
                .arg(path, gib(avail), blocks ? Tr::tr("blocks") : Tr::tr("warns"),
                     gib(blocks ? block : warn)),
            *row,
            Tr::tr(
                "Give %1 more room: in a container run it with --ipc=host or --shm-size (Docker's default is "
                "64 MB); on the host, remount the tmpfs larger (mount -o remount,size=… %1) or remove stale "
                "segments.")
                .arg(path)));
    }
    return c;
}

QSet<qint64> serviceTree(qint64 mainPid, const ProcessTable &table)
{
    QSet<qint64> tree;
    if (mainPid <= 0)
        return tree;
    tree.insert(mainPid);
    bool grew = true;
    while (grew) {
        grew = false;
        for (const ProcessEntry &e : table.processes) {
            if (tree.contains(e.ppid) && !tree.contains(e.pid)) {
                tree.insert(e.pid);
                grew = true;
            }
        }
    }
    return tree;
}

PreflightCheck portCheck(const PreflightInputs &in, const UnitProperties &unit,
                         const std::optional<std::pair<Status, QString>> &unitProblem)
{
    PreflightCheck c = check(QStringLiteral("port"), Tr::tr("API port %1 free for the service").arg(in.port));
    if (fail(c, problem(in.sockets, in.socketsError, QStringLiteral("ss"), in.timeoutSeconds)))
        return c;
    if (fail(c, unitProblem))
        return c;
    const ListeningSockets sockets = parseListeningSockets(in.sockets->standardOutput);
    if (!sockets.error.isEmpty()) {
        c.status = Status::Error;
        c.reason = sockets.error;
        return c;
    }
    const qint64 mainPid = unit.value(QStringLiteral("MainPID")).toLongLong();
    const bool active = unit.value(QStringLiteral("ActiveState")) == QLatin1String("active")
        || unit.value(QStringLiteral("ActiveState")) == QLatin1String("activating");
    const ProcessTable table = in.processes && in.processes->succeeded()
        ? parseProcessTable(in.processes->standardOutput)
        : ProcessTable {};
    const QSet<qint64> tree = serviceTree(mainPid, table);
    QList<const ListeningSocket *> onPort;
    for (const ListeningSocket &s : sockets.sockets) {
        if (s.port == in.port)
            onPort.append(&s);
    }
    if (onPort.isEmpty()) {
        c.evidence.append(
            Tr::tr("nothing listens on port %1 (ss -Hltnp 'sport = :%1' printed no socket)").arg(in.port));
        return c;
    }
    for (const ListeningSocket *s : onPort) {
        c.evidence.append(QStringLiteral("ss: ") + s->line);
        PreflightFinding f;
        f.evidence = { QStringLiteral("ss: ") + s->line };
        if (s->owners.isEmpty()) {
            f.id = QStringLiteral("port/%1/unknown").arg(in.port);
            f.severity = active ? PreflightSeverity::Warn : PreflightSeverity::Block;
            f.title = active
                ? Tr::tr("Port %1 is held by a process ss cannot name (the service is %2; it may be its own)")
                      .arg(in.port)
                      .arg(unit.value(QStringLiteral("ActiveState")))
                : Tr::tr("Port %1 is held while the service is %2")
                      .arg(in.port)
                      .arg(unit.value(QStringLiteral("ActiveState")));
            f.remedy = Tr::tr("ss names a socket's process only to its owner or root: run sudo ss -ltnp "
                              "'sport = :%1' to see who holds it.")
                           .arg(in.port);
            c.findings.append(f);
            continue;
        }
        for (const SocketOwner &o : s->owners) {
            if (tree.contains(o.pid)) {
                f.id = QStringLiteral("port/%1/service").arg(in.port);
                f.severity = PreflightSeverity::Info;
                f.title = Tr::tr("Port %1 is held by the service itself (%2, pid %3): the restart frees it")
                              .arg(in.port)
                              .arg(o.name)
                              .arg(o.pid);
                f.remedy.clear();
            } else {
                f.id = QStringLiteral("port/%1/%2").arg(in.port).arg(o.pid);
                f.severity = PreflightSeverity::Block;
                f.title = Tr::tr("Port %1 is taken by %2 (pid %3), which is not part of the service")
                              .arg(in.port)
                              .arg(o.name)
                              .arg(o.pid);
                f.remedy
                    = Tr::tr("Stop that process (kill %1) or move the service to another --port: the engine "
                             "would fail with “address already in use”.")
                          .arg(o.pid);
            }
            c.findings.append(f);
        }
    }
    return c;
}

} // namespace

QStringList preflightUnitProperties()
{
    return { QStringLiteral("ActiveState"), QStringLiteral("MainPID"), QStringLiteral("ExecStart"),
             QStringLiteral("User"), QStringLiteral("Environment") };
}

QList<PreflightCachePath> preflightCachePaths(const QHash<QString, QString> &props, const QByteArray &json,
                                              QString *error)
{
    QString user = props.value(QStringLiteral("User")).trimmed();
    if (user.isEmpty())
        user = QStringLiteral("root"); // a system unit without User= runs as root
    static const QRegularExpression login(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z_][a-z0-9_.-]{0,31}")));
    if (!login.match(user).hasMatch()) {
        if (error)
            *error = Tr::tr("The unit's User= “%1” is not a login name whose home can be found.").arg(user);
        return {};
    }
    QHash<QString, QString> env;
    for (const QString &word : props.value(QStringLiteral("Environment")).split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype eq = word.indexOf(u'=');
        if (eq > 0)
            env.insert(word.left(eq), word.mid(eq + 1));
    }
    auto absolute = [&env](const QString &name) {
        const QString v = env.value(name);
        return v.startsWith(u'/') ? QDir::cleanPath(v) : QString();
    };
    const QString home = u'~' + user;
    const QString xdg = absolute(QStringLiteral("XDG_CACHE_HOME"));
    QList<PreflightCachePath> out;
    const QJsonArray caches
        = thresholds(json).value(QStringLiteral("disk")).toObject().value(QStringLiteral("caches")).toArray();
    for (const QJsonValue &v : caches) {
        const QJsonObject o = v.toObject();
        PreflightCachePath p;
        p.id = o.value(QStringLiteral("id")).toString();
        p.title = o.value(QStringLiteral("title")).toString();
        const QString variable = absolute(o.value(QStringLiteral("variable")).toString());
        const QString parent = absolute(o.value(QStringLiteral("parentVariable")).toString());
        const QString suffix = o.value(QStringLiteral("suffix")).toString();
        const QString def = o.value(QStringLiteral("default")).toString();
        if (!variable.isEmpty())
            p.path = suffix.isEmpty() ? variable : variable + u'/' + suffix;
        else if (!parent.isEmpty())
            p.path = parent + u'/' + o.value(QStringLiteral("parentSuffix")).toString();
        else if (!xdg.isEmpty() && def.startsWith(QLatin1String(".cache/")))
            p.path = xdg + def.mid(6);
        else
            p.path = home + u'/' + def;
        // The cache and its parents, deepest first; ~user itself is not one (df names it by its
        // expansion, which cannot be matched back).
        QString candidate = p.path;
        while (!candidate.isEmpty()) {
            p.candidates.append(candidate);
            if (candidate == QLatin1String("/"))
                break;
            const qsizetype slash = candidate.lastIndexOf(u'/');
            if (slash < 0 || (candidate.startsWith(u'~') && candidate.indexOf(u'/') == slash))
                break;
            candidate = slash == 0 ? QStringLiteral("/") : candidate.left(slash);
        }
        out.append(p);
    }
    return out;
}

std::optional<EngineProfile> preflightEngine(const QString &hostEngine, const QString &execStart)
{
    const QList<EngineProfile> profiles = engineProfiles();
    if (!isAutoEngine(hostEngine)) {
        if (const EngineProfile *p = findEngineProfile(hostEngine, profiles))
            return *p;
    }
    const ServiceCommand command = parseExecStart(execStart);
    if (command.program.isEmpty())
        return std::nullopt;
    for (const EngineProfile &p : profiles) {
        if (p.command.programs.contains(command.program))
            return p;
    }
    return std::nullopt;
}

RemoteCommand preflightModelFileCommand(const QString &path, int magicBytes)
{
    return RemoteCommandBuilder::modelFileInfo(path, magicBytes);
}

QList<PreflightCheck> evaluatePreflight(const PreflightInputs &in)
{
    const QJsonObject limits = thresholds(in.thresholdsJson);
    const auto unitProblem
        = problem(in.unitShow, in.unitError, QStringLiteral("systemctl"), in.timeoutSeconds);
    const UnitProperties unit = unitOf(in);
    auto pipProblem = problem(in.pip, in.pipError, in.python.isEmpty() ? QStringLiteral("pip") : in.python,
                              in.timeoutSeconds);
    QMap<QString, QString> packages;
    if (!pipProblem) {
        QString error;
        packages = packagesOf(*in.pip, &error);
        if (!error.isEmpty())
            pipProblem = std::make_pair(Status::Error, error);
    }
    const auto smiProblem = problem(in.gpus, in.gpusError, QStringLiteral("nvidia-smi"), in.timeoutSeconds);
    DiskRows df;
    df.problem = problem(in.diskFree, in.dfCommandError, QStringLiteral("df"), in.timeoutSeconds, true);
    if (!df.problem) {
        df.parsed = parseDiskFree(in.diskFree->standardOutput);
        if (df.parsed.rows.isEmpty())
            df.problem = std::make_pair(
                Status::Error,
                Tr::tr("df measured nothing: %1")
                    .arg(df.parsed.error.isEmpty() ? lastLine(in.diskFree->standardError) : df.parsed.error));
    }
    // The engine's profile says which checks apply: a native binary (llama-server) has no Python
    // packages; its model is a file whose header is checked; /dev/shm only where it is used.
    QList<PreflightCheck> checks;
    if (!in.nativeEngine)
        checks << packagesCheck(in, packages, pipProblem);
    checks << driftCheck(in, packages, in.nativeEngine ? std::nullopt : pipProblem, unit)
           << driverCheck(in, packages, smiProblem) << leftoverCheck(in, unit, unitProblem);
    if (!in.modelMagic.isEmpty())
        checks << modelFileCheck(in, unitProblem);
    checks << diskCheck(in, df, limits);
    if (in.checkShm)
        checks << shmCheck(in, df, limits);
    checks << portCheck(in, unit, unitProblem);
    return checks;
}

} // namespace ic
